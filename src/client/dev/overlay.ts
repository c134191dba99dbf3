// The error overlay: `file:line:col`, the rule, the message and the hint (the diagnostic the terminal
// prints), over the page until the error is fixed.
import { diagnosticLocation, type Diagnostic } from '../../shared/diagnostic.js';
import { shadowHost } from './shadow-host.js';
import css from './overlay.css';

const TAG = 'bookdocs-error-overlay';

export function showOverlay(error: Diagnostic): void {
  const { root } = shadowHost(TAG);
  root.replaceChildren();
  const style = document.createElement('style');
  style.textContent = css;
  const backdrop = document.createElement('div');
  backdrop.className = 'backdrop';
  const panel = document.createElement('div');
  panel.className = 'panel';
  panel.setAttribute('role', 'alert');
  const add = (cls: string, text: string) => {
    if (!text) return;
    const el = document.createElement('div');
    el.className = cls;
    el.textContent = text;
    panel.appendChild(el);
  };
  add('where', diagnosticLocation(error));
  add('rule', error.rule ?? '');
  add('message', error.message);
  add('hint', error.hint ? `hint: ${error.hint}` : '');
  add('tip', 'Fix the file and save: this overlay goes away by itself.');
  backdrop.appendChild(panel);
  root.append(style, backdrop);
}

export function hideOverlay(): void {
  document.querySelector(TAG)?.remove();
}
