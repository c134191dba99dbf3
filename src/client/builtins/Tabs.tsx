// <Tabs syncKey="pkg"> with <TabItem label="npm">…</TabItem> inside: the ARIA tabs pattern (a tablist
// of buttons, arrow keys, Home and End), server-rendered with the first tab chosen. The choice is shared
// with the page's other tab groups of its key and remembered across pages and reloads: its syncKey, or
// without one its set of labels (shared/tab-group.ts), as `::: tabs` groups are. Each TabItem's
// Markdown is in the page (search, outline), the panels not chosen are `hidden`.
import { useEffect, useLayoutEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { childIslandChildren, childIslands } from './child-islands.js';
import { announceTabChoice, storedTabChoices, TAB_CHOICE_EVENT, type TabChoice } from '../theme/tabs.js';
import { tabGroupKey } from '../../shared/tab-group.js';
import './tabs.css';

function labelOf(props: Record<string, unknown>, i: number): string {
  return typeof props.label === 'string' && props.label ? props.label : `Tab ${i + 1}`;
}

export default function Tabs({ syncKey, children }: { syncKey?: string; children?: ReactNode }) {
  const items = childIslands(children, 'TabItem').map((island, i) => ({ island, label: labelOf(island.ref.props, i) }));
  const [selected, setSelected] = useState(0);
  const name = typeof syncKey === 'string' && syncKey ? syncKey : undefined;
  const group = tabGroupKey(
    name,
    items.map((t) => t.label),
  );
  const labels = items.map((t) => t.label).join('\n');

  // The remembered tab, before the browser paints (after hydration, on the first load).
  useLayoutEffect(() => {
    const want = storedTabChoices()[group];
    const at = want === undefined ? -1 : labels.split('\n').indexOf(want);
    if (at >= 0) setSelected(at);
  }, [group, labels]);

  useEffect(() => {
    const follow = (e: Event) => {
      const { group: g, label } = (e as CustomEvent<TabChoice>).detail;
      const at = labels.split('\n').indexOf(label);
      if (g === group && at >= 0) setSelected(at);
    };
    window.addEventListener(TAB_CHOICE_EVENT, follow);
    return () => window.removeEventListener(TAB_CHOICE_EVENT, follow);
  }, [group, labels]);

  const choose = (i: number, focus: boolean) => {
    setSelected(i);
    if (focus) document.getElementById(tabId(items[i]!.island.index))?.focus();
    announceTabChoice({ group, label: items[i]!.label });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = items.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? i === last
          ? 0
          : i + 1
        : e.key === 'ArrowLeft'
          ? i === 0
            ? last
            : i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (to < 0) return;
    e.preventDefault();
    choose(to, true);
  };

  if (!items.length) return <div className="bd-tabs bd-c-tabs">{children}</div>;
  const current = Math.min(selected, items.length - 1);
  return (
    <div className="bd-tabs bd-c-tabs" data-sync-key={name}>
      <div role="tablist" className="bd-tabs-nav bd-c-tabs-list">
        {items.map(({ island, label }, i) => (
          <button
            key={island.index}
            type="button"
            role="tab"
            id={tabId(island.index)}
            aria-selected={i === current}
            aria-controls={panelId(island.index)}
            tabIndex={i === current ? 0 : -1}
            onClick={() => choose(i, false)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {label}
          </button>
        ))}
      </div>
      {items.map(({ island }, i) => (
        <div
          key={island.index}
          role="tabpanel"
          className="bd-c-tab-panel"
          id={panelId(island.index)}
          aria-labelledby={tabId(island.index)}
          hidden={i !== current}
          tabIndex={0}
        >
          {childIslandChildren(children, island)}
        </div>
      ))}
    </div>
  );
}

/** Ids from the TabItem's place in the page's components: the same on the server and in the browser. */
function tabId(index: number): string {
  return `bd-tab-${index}`;
}

function panelId(index: number): string {
  return `bd-tabpanel-${index}`;
}
