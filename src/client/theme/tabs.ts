// Tab groups with an id (`::: code-tabs#shell`, `<Tabs syncKey="shell">`) remember the chosen tab
// across pages and visits.
import { useEffect } from 'react';
import { TAB_CHOICES_KEY as KEY } from '../../shared/constants.js';

/** The remembered tab (its label) of each group id. */
export function storedTabChoices(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

function labelOf(input: HTMLInputElement): string {
  return input.nextElementSibling?.textContent ?? '';
}

export function useTabGroups(key: string): void {
  useEffect(() => {
    const content = document.getElementById('bd-content');
    if (!content) return;
    // Restore: check the remembered tab of each group on this page.
    const choice = storedTabChoices();
    content.querySelectorAll<HTMLElement>('.bd-tabs[data-group]').forEach((tabs) => {
      const want = choice[tabs.dataset.group!];
      if (!want) return;
      for (const input of tabs.querySelectorAll<HTMLInputElement>(':scope > .bd-tabs-nav > input')) {
        if (labelOf(input) === want) input.checked = true;
      }
    });
    const onChange = (e: Event) => {
      const input = e.target as HTMLInputElement;
      const tabs = input.closest<HTMLElement>('.bd-tabs[data-group]');
      if (!tabs || input.type !== 'radio') return;
      const label = labelOf(input);
      rememberTabChoice(tabs.dataset.group!, label);
      // Other groups with the same id on this page follow.
      content
        .querySelectorAll<HTMLElement>(`.bd-tabs[data-group="${CSS.escape(tabs.dataset.group!)}"]`)
        .forEach((other) => {
          for (const i of other.querySelectorAll<HTMLInputElement>(':scope > .bd-tabs-nav > input'))
            if (labelOf(i) === label) i.checked = true;
        });
    };
    content.addEventListener('change', onChange);
    return () => content.removeEventListener('change', onChange);
  }, [key]);
}

/** Remembers `label` as the chosen tab of group `group` (when the browser lets the site store it). */
export function rememberTabChoice(group: string, label: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...storedTabChoices(), [group]: label }));
  } catch {
    /* not stored */
  }
}
