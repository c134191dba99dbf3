// The inline script that shows each tab group's remembered tab before the first paint (like the colour
// mode), so a reader who chose "pnpm" once never sees "npm" first and the page jump when the app
// hydrates. It runs right after the app's HTML, on pages with tab groups only: it finds each group's
// key as shared/tab-group.ts does (the author's name, else the JSON of its sorted labels), marks the
// built-in Tabs' chosen tab and panel (the attributes the component renders, which it then takes
// over) and checks the radio of `::: tabs` / `::: code-group` groups.
import { TAB_CHOICES_KEY } from '../../shared/constants.js';

const SCRIPT = [
  `(function(){try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(TAB_CHOICES_KEY)})||'{}');`,
  // A group's key: its name, else its labels sorted (tabGroupKey).
  `function k(t,a,l){var n=t.getAttribute(a);if(n)return n;var s=[];l.forEach(function(x){s.push(x.textContent)});return JSON.stringify(s.sort())}`,
  // The built-in Tabs: the tab whose label was chosen, and its panel.
  `document.querySelectorAll('.bd-c-tabs').forEach(function(t){var b=t.querySelectorAll(':scope>.bd-c-tabs-list>[role=tab]'),w=c[k(t,'data-sync-key',b)],at=-1;if(typeof w!=='string')return;`,
  `b.forEach(function(x,i){if(at<0&&x.textContent===w)at=i});if(at<0)return;`,
  `b.forEach(function(x,i){var on=i===at,p=document.getElementById(x.getAttribute('aria-controls'));x.setAttribute('aria-selected',String(on));x.tabIndex=on?0:-1;if(p)p.hidden=!on})});`,
  // `::: tabs` and code groups: the radio before the chosen label.
  `document.querySelectorAll('.bd-tabs:not(.bd-c-tabs)').forEach(function(t){var l=t.querySelectorAll(':scope>.bd-tabs-nav>label'),w=c[k(t,'data-group',l)];if(typeof w!=='string')return;`,
  `l.forEach(function(x){var i=x.previousElementSibling;if(i&&x.textContent===w)i.checked=true})})}catch(e){}})()`,
].join('');

/**
 * The `<script>` element for a page whose rendered app is `appHtml`; empty when it has no tab group
 * (the class the built-in Tabs and the Markdown tab containers render).
 */
export function tabsRestoreScriptTag(appHtml: string): string {
  return appHtml.includes('<div class="bd-tabs') ? `<script>${SCRIPT}</script>` : '';
}
