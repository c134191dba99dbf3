// The inline script that shows each tab group's remembered tab before the first paint (like the colour
// mode), so a reader who chose "pnpm" once never sees "npm" first and the page jump when the app
// hydrates. It runs right after the app's HTML, on pages with tab groups that have an id only: it
// marks the built-in Tabs' chosen tab and panel (the attributes the component renders, which it then
// takes over) and checks the radio of `::: code-tabs#id` groups.
import { TAB_CHOICES_KEY } from '../../shared/constants.js';

const SCRIPT = [
  `(function(){try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(TAB_CHOICES_KEY)})||'{}');`,
  // The built-in Tabs: the tab whose label was chosen, and its panel.
  `document.querySelectorAll('.bd-c-tabs[data-sync-key]').forEach(function(t){var w=c[t.getAttribute('data-sync-key')];if(typeof w!=='string')return;`,
  `var b=t.querySelectorAll(':scope>.bd-c-tabs-list>[role=tab]'),at=-1;b.forEach(function(x,i){if(at<0&&x.textContent===w)at=i});if(at<0)return;`,
  `b.forEach(function(x,i){var on=i===at,p=document.getElementById(x.getAttribute('aria-controls'));x.setAttribute('aria-selected',String(on));x.tabIndex=on?0:-1;if(p)p.hidden=!on})});`,
  // `::: code-tabs#id`: the radio before the chosen label.
  `document.querySelectorAll('.bd-tabs[data-group]').forEach(function(t){var w=c[t.getAttribute('data-group')];if(typeof w!=='string')return;`,
  `t.querySelectorAll(':scope>.bd-tabs-nav>input').forEach(function(i){var l=i.nextElementSibling;if(l&&l.textContent===w)i.checked=true})})}catch(e){}})()`,
].join('');

/**
 * The `<script>` element for a page whose rendered app is `appHtml`; empty when it has no tab group
 * with an id (the attributes the built-in Tabs and `::: code-tabs#id` render).
 */
export function tabsRestoreScriptTag(appHtml: string): string {
  const synced = appHtml.includes(' data-sync-key="') || appHtml.includes('<div class="bd-tabs" data-group=');
  return synced ? `<script>${SCRIPT}</script>` : '';
}
