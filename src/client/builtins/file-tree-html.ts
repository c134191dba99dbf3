// FileTree's reading of a Markdown list: an item whose own text ends with `/`, or that holds a list,
// is a folder; any other item a file.

/** An item's opening tag, and its own content up to its nested list or its end. */
const ITEM = /<li>((?:(?!<\/?(?:li|ul|ol)\b)[\s\S])*)(?=<(ul|ol|\/li)\b)/g;

/** `html` (the list's) with each `<li>` classed a folder or a file, the name in a span. */
export function markFileTree(html: string): string {
  return html.replace(ITEM, (_all, own: string, next: string) => {
    const text = own.replace(/<[^>]*>/g, '').trim();
    const folder = next !== '/li' || text.endsWith('/');
    const lead = /^\s*/.exec(own)![0];
    const rest = own.slice(lead.length).replace(/\s+$/, '');
    const tail = own.slice(lead.length + rest.length);
    return `<li class="${folder ? 'bd-c-folder' : 'bd-c-file'}">${lead}<span class="bd-c-file-name">${rest}</span>${tail}`;
  });
}
