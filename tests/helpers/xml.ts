// A small, strict XML reader for tests (sitemap.xml): it throws on anything not well-formed (a bare
// "&" or "<", an unquoted or repeated attribute, mismatched or unclosed tags, two roots, an unknown
// entity, an undeclared prefix) and returns the element tree with namespaces resolved.

export interface XmlElement {
  /** Namespace URI of the element ('' when none). */
  ns: string;
  /** Name without prefix. */
  local: string;
  /** Attributes by their name as written (prefixes kept), values with entities decoded. */
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The text directly inside the element, entities decoded. */
  text: string;
}

const NAME = '[A-Za-z_][-A-Za-z0-9_.]*(?::[A-Za-z_][-A-Za-z0-9_.]*)?';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  if (/[<]/.test(text)) throw new Error(`"<" in text or attribute: ${text}`);
  return text.replace(/&([^;\s]*);?/g, (all, ref: string) => {
    if (!all.endsWith(';')) throw new Error(`bare "&" in ${JSON.stringify(text)}`);
    if (ref in ENTITIES) return ENTITIES[ref]!;
    const code = /^#x([0-9a-f]+)$/i.exec(ref)
      ? parseInt(ref.slice(2), 16)
      : /^#\d+$/.test(ref)
        ? Number(ref.slice(1))
        : NaN;
    if (Number.isNaN(code)) throw new Error(`unknown entity &${ref};`);
    return String.fromCodePoint(code);
  });
}

export function parseXml(source: string): XmlElement {
  let rest = source.replace(/^<\?xml\s[^?]*\?>\s*/, '');
  if (rest === source && source.startsWith('<?')) throw new Error('bad XML declaration');
  const stack: { el: XmlElement; name: string; scope: Map<string, string> }[] = [];
  let root: XmlElement | undefined;
  const openTag = new RegExp(`^<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`);
  const attrRe = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
  while (rest.length) {
    const lt = rest.indexOf('<');
    const text = lt < 0 ? rest : rest.slice(0, lt);
    if (text) {
      if (!stack.length) {
        if (text.trim()) throw new Error(`text outside the root element: ${text.trim().slice(0, 40)}`);
      } else stack[stack.length - 1]!.el.text += decode(text);
    }
    if (lt < 0) break;
    rest = rest.slice(lt);
    const close = new RegExp(`^</(${NAME})\\s*>`).exec(rest);
    if (close) {
      const top = stack.pop();
      if (!top || top.name !== close[1]) throw new Error(`</${close[1]}> closes <${top?.name ?? 'nothing'}>`);
      rest = rest.slice(close[0].length);
      continue;
    }
    const open = openTag.exec(rest);
    if (!open) throw new Error(`malformed markup at: ${rest.slice(0, 40)}`);
    if (root && !stack.length) throw new Error('more than one root element');
    const attrs: Record<string, string> = {};
    for (const m of open[2]!.matchAll(attrRe)) {
      if (m[1]! in attrs) throw new Error(`attribute ${m[1]} given twice`);
      attrs[m[1]!] = decode(m[2] ?? m[3] ?? '');
    }
    const scope = new Map(stack.length ? stack[stack.length - 1]!.scope : []);
    for (const [k, v] of Object.entries(attrs)) {
      if (k === 'xmlns') scope.set('', v);
      else if (k.startsWith('xmlns:')) scope.set(k.slice(6), v);
    }
    const [prefix, local] = open[1]!.includes(':') ? open[1]!.split(':') : ['', open[1]!];
    const ns = scope.get(prefix!);
    if (prefix && ns === undefined) throw new Error(`undeclared prefix ${prefix}`);
    const el: XmlElement = { ns: ns ?? '', local: local!, attrs, children: [], text: '' };
    if (stack.length) stack[stack.length - 1]!.el.children.push(el);
    else root = el;
    if (!open[3]) stack.push({ el, name: open[1]!, scope });
    rest = rest.slice(open[0].length);
  }
  if (stack.length) throw new Error(`<${stack[stack.length - 1]!.name}> is not closed`);
  if (!root) throw new Error('no root element');
  return root;
}
