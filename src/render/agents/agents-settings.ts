// What of "docs for agents" a site has (config `agents`): true (the default) is every part, false none.
import type { SiteConfig } from '../site/config-schema.js';

export interface AgentsSettings {
  /** llms.txt and llms-full.txt per locale. */
  llmsTxt: boolean;
  /** A Markdown copy of every page beside its HTML, answered for `Accept: text/markdown`. */
  markdown: boolean;
  /** The page action (copy as Markdown, open in a chat assistant): only with the copies it fetches. */
  pageAction: boolean;
  /** The hidden note for agents in each page. */
  hint: boolean;
}

export function agentsSettings(config: Pick<SiteConfig, 'agents'>): AgentsSettings {
  const a = config.agents;
  if (typeof a === 'boolean') return { llmsTxt: a, markdown: a, pageAction: a, hint: a };
  return { llmsTxt: a.llmsTxt, markdown: a.markdown, pageAction: a.pageAction && a.markdown, hint: a.hint };
}

/** Whether pages are parsed with their Markdown copy (written beside their HTML; llms-full.txt is made of them). */
export function wantsPageMarkdown(settings: AgentsSettings): boolean {
  return settings.markdown;
}
