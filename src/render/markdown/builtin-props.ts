// What the build does with the props of bookdocs' built-in components (src/client/builtins/) beyond
// passing them on: a `LinkCard`'s `href` is a link of the page like a Markdown link (`.md` → its
// route, the base applied, checked by `bookdocs check`), an icon or an aside type not in the set is a
// warning at its prop (the component would show nothing, or the default), and a `DocCardList`'s
// `folder` is resolved against the page, its cards left to the site model (model/doc-cards.ts).
// A site's own component of the same name is none of this: its props are its own business.
import { ICONS } from '../../shared/builtin-icons.js';
import type { PropValue } from '../../shared/types.js';
import { resolveRelative } from '../../shared/routes.js';
import { unsafeScheme } from '../unsafe-url.js';
import { resolveUrl } from './links.js';
import type { RenderState } from './state.js';

const ASIDE_TYPES = ['note', 'tip', 'caution', 'danger'];

type Point = { line: number; column: number };

/** Check and resolve the props of built-in `name` (islands[index]) in place; `at(prop)`: where a prop is written. */
export function builtinProps(
  state: RenderState,
  name: string,
  props: Record<string, PropValue>,
  index: number,
  at: (prop: string) => Point,
): void {
  const warn = (prop: string, message: string, hint: string) =>
    state.warnings.push({ severity: 'warning', rule: 'component-prop', message, hint, ...at(prop) });
  const icon = (prop: string) => {
    const value = props[prop];
    if (value === undefined || (typeof value === 'string' && value in ICONS)) return;
    warn(
      prop,
      `<${name}> ${prop}=${JSON.stringify(value)} is not an icon of the built-in set: nothing is shown`,
      `use one of ${Object.keys(ICONS).join(', ')}`,
    );
  };
  switch (name) {
    case 'Icon':
      if (props.name === undefined) warn('', '<Icon> has no name: nothing is shown', 'add name="…", e.g. name="star"');
      else icon('name');
      return;
    case 'Card':
      icon('icon');
      return;
    case 'Aside':
      if (props.type !== undefined && !(typeof props.type === 'string' && ASIDE_TYPES.includes(props.type)))
        warn(
          'type',
          `<Aside> type=${JSON.stringify(props.type)} is not one of its types: it is shown as a note`,
          `use one of ${ASIDE_TYPES.join(', ')}`,
        );
      return;
    case 'LinkCard':
      linkProp(state, name, props, 'href', at('href'), warn);
      return;
    case 'DocCardList': {
      const folder = props.folder;
      if (folder !== undefined) {
        const resolved = typeof folder === 'string' ? resolveRelative(state.file, folder.replace(/\/?$/, '/')) : null;
        if (resolved === null) {
          warn(
            'folder',
            `<DocCardList> folder=${JSON.stringify(folder)} is not a folder of the site`,
            'give a folder relative to this page ("./guide/", "../api/"), or leave folder out for the page’s own',
          );
          delete props.folder;
        } else props.folder = resolved ? `/${resolved}/` : '/';
      }
      state.docCards.push(index);
      return;
    }
  }
}

/** A prop that is a link: resolved as a Markdown link is, recorded for `check`; one that would run code is left out. */
function linkProp(
  state: RenderState,
  name: string,
  props: Record<string, PropValue>,
  prop: string,
  point: Point,
  warn: (prop: string, message: string, hint: string) => void,
): void {
  const raw = props[prop];
  if (raw === undefined) return;
  if (typeof raw !== 'string') {
    warn(prop, `<${name}> ${prop} is not a link`, `write ${prop}="./page.md" or ${prop}="https://…"`);
    delete props[prop];
    return;
  }
  const scheme = unsafeScheme(raw, 'link');
  if (scheme) {
    state.warnings.push({
      severity: 'warning',
      rule: 'unsafe-url',
      message: `<${name}> ${prop}: a ${scheme}: link is left out of the page: following it would run code`,
      hint: 'link to a page or to an http(s) address',
      ...point,
    });
    delete props[prop];
    return;
  }
  const ref = { ...resolveUrl(raw, state), ...point };
  state.links.push(ref);
  props[prop] = ref.url;
}
