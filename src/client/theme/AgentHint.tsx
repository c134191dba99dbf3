// A note for agents that read a page's HTML (config `agents.hint`): where its Markdown copy and the
// site's llms.txt are. Out of sight (clipped, as .bd-sr-only) and out of the accessibility tree
// (aria-hidden): an agent reads the DOM's text, a screen reader does not read it out.
import { useSite } from '../context.js';
import { encodePath, markdownLink, withBase } from '../../shared/routes.js';

export function AgentHint() {
  const { site, page, locale } = useSite();
  const agents = site.agents;
  if (!agents?.hint || (!agents.markdown && !agents.llmsTxt)) return null;
  const llms = encodePath(withBase(`${locale.path}llms.txt`, site.base));
  return (
    <div className="bd-agent-hint bd-sr-only" aria-hidden="true">
      {'Note for AI agents: '}
      {agents.markdown && (
        <>
          {'this page is also available as Markdown at '}
          <a href={markdownLink(page.route, site.base)} tabIndex={-1}>
            {markdownLink(page.route, site.base)}
          </a>
          {agents.llmsTxt ? '; ' : '.'}
        </>
      )}
      {agents.llmsTxt && (
        <>
          {'an index of the whole documentation is at '}
          <a href={llms} tabIndex={-1}>
            {llms}
          </a>
          {'.'}
        </>
      )}
    </div>
  );
}
