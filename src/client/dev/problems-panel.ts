// The problems panel: what `bookdocs check` says about the page shown (broken links, anchors,
// images…), in a small corner card under dev, updated as the author saves. Closing it hides it until
// the list changes. Everything is text nodes (messages quote the author's Markdown).
import type { Diagnostic } from '../../shared/diagnostic.js';
import { shadowHost } from './shadow-host.js';
import css from './problems-panel.css';

const TAG = 'bookdocs-problems';
const MAX_SHOWN = 30;
let dismissed: string | undefined;

function keyOf(list: readonly Diagnostic[]): string {
  return JSON.stringify(list.map((d) => [d.file, d.line, d.column, d.rule, d.message]));
}

function el(tag: string, cls: string, text?: string): HTMLElement {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function item(d: Diagnostic, showFile: boolean): HTMLElement {
  const li = el('li', d.severity);
  const where = [showFile ? d.file : undefined, d.line !== undefined ? `${d.line}:${d.column ?? 1}` : undefined]
    .filter(Boolean)
    .join(':');
  const top = el('div', '');
  if (where) top.append(el('span', 'where', where), ' ');
  top.append(el('span', 'severity', d.severity), ' ');
  if (d.rule) top.append(el('span', 'rule', d.rule));
  li.append(top, el('div', 'message', d.message));
  if (d.hint) li.append(el('div', 'hint', `hint: ${d.hint}`));
  return li;
}

/** Show `list` (the page's problems, then the site's own); an empty list removes the panel. */
export function showProblems(list: readonly Diagnostic[], pageFile: string | undefined): void {
  const key = keyOf(list);
  if (!list.length || key === dismissed) {
    document.querySelector(TAG)?.remove();
    return;
  }
  const { host, root } = shadowHost(TAG);
  const errors = list.filter((d) => d.severity === 'error').length;
  const warnings = list.length - errors;
  const panel = el('section', errors ? 'panel has-errors' : 'panel');
  panel.setAttribute('role', 'status');
  panel.setAttribute('aria-label', 'bookdocs check');
  const head = el('div', 'head');
  const counts = [
    errors && `${errors} error${errors > 1 ? 's' : ''}`,
    warnings && `${warnings} warning${warnings > 1 ? 's' : ''}`,
  ]
    .filter(Boolean)
    .join(', ');
  head.append(el('span', 'title', `bookdocs check: ${counts}`));
  const close = el('button', 'close', '×');
  close.setAttribute('aria-label', 'Close the problems panel');
  close.title = 'Close (shows again when the problems change)';
  close.addEventListener('click', () => {
    dismissed = key;
    host.remove();
  });
  head.append(close);
  const ul = el('ul', '');
  for (const d of list.slice(0, MAX_SHOWN)) ul.append(item(d, d.file !== pageFile));
  if (list.length > MAX_SHOWN) ul.append(el('li', 'more', `… and ${list.length - MAX_SHOWN} more: see the terminal`));
  panel.append(head, ul);
  const style = el('style', '', css);
  root.replaceChildren(style, panel);
}
