// The site as the `data` and `pages` hooks see it, before any page is parsed: its folders, the
// frontmatter and titles of its Markdown files (`content`), the loaders' data, and `watch`, through
// which a hook names the files its result comes from (dev runs the hooks again when one changes).
import path from 'node:path';
import picomatch from 'picomatch';
import { fileToRoute, routeLink } from '../../shared/routes.js';
import { frontmatterData } from '../page/frontmatter.js';
import { readMarkdownSource } from '../page/markdown-source.js';
import { quickTitle } from '../page/quick-title.js';
import type { ResolvedConfig } from '../site/config.js';
import type { ContentPage, PluginSite } from '../plugins/plugin-api.js';

/** What the hooks of one load share: each file's content page (read once), and the files they depend on. */
export class HookInputs {
  private readonly read = new Map<string, ContentPage | undefined>();
  /** Absolute paths of the files the hooks read or named: dev follows them. */
  readonly watched = new Set<string>();

  constructor(
    private readonly rc: ResolvedConfig,
    /** The docs folder's Markdown files (relative, sorted), listed when first asked for. */
    private readonly files: () => readonly string[],
  ) {}

  /** The context of one hook; `data`: the loaders' data so far. */
  site(data: Readonly<Record<string, unknown>>): PluginSite {
    const { rc } = this;
    return {
      root: rc.root,
      srcDir: rc.srcDir,
      base: rc.config.base,
      data,
      content: (pattern) => this.content(pattern),
      watch: (file) => {
        this.watched.add(path.resolve(rc.root, file));
      },
    };
  }

  private content(pattern: string | string[]): ContentPage[] {
    const matches = picomatch(pattern, { dot: false });
    const out: ContentPage[] = [];
    for (const file of this.files()) {
      if (!matches(file)) continue;
      if (!this.read.has(file)) this.read.set(file, this.contentPage(file));
      const page = this.read.get(file);
      if (page) out.push(page);
    }
    return out;
  }

  private contentPage(file: string): ContentPage | undefined {
    const abs = path.join(this.rc.srcDir, file);
    this.watched.add(abs);
    let source: string;
    try {
      source = readMarkdownSource(abs);
    } catch {
      // Its parse reports why it cannot be read.
      return undefined;
    }
    const frontmatter = frontmatterData(source) ?? {};
    const title = typeof frontmatter.title === 'string' ? frontmatter.title : quickTitle(source);
    const route = fileToRoute(file);
    const { base, cleanUrls } = this.rc.config;
    return { file, route, url: routeLink(route, base, cleanUrls), ...(title && { title }), frontmatter };
  }
}
