// Tab groups share the chosen tab on the page and remember it across pages and visits: the groups of
// one name, and the unnamed groups whose tabs have the same labels (shared/tab-group.ts). This file
// runs the radio-input groups of `::: tabs`, `::: code-tabs` and `::: code-group`; the built-in <Tabs>
// uses the same storage and event, so a choice in either kind moves the other.
import { useEffect, useLayoutEffect } from 'react';
import { TAB_CHOICES_KEY as KEY } from '../../shared/constants.js';
import { tabGroupKey } from '../../shared/tab-group.js';

/** The event that tells every tab group on the page which tab of a group key was chosen. */
export const TAB_CHOICE_EVENT = 'bookdocs:tab-choice';

export interface TabChoice {
  group: string;
  label: string;
}

/** The remembered tab (its label) of each group key. */
export function storedTabChoices(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** Remembers `label` as the chosen tab of group `group` (when the browser lets the site store it). */
export function rememberTabChoice(group: string, label: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...storedTabChoices(), [group]: label }));
  } catch {
    /* not stored */
  }
}

/** A reader chose a tab: remember it and tell the page's other groups of its key. */
export function announceTabChoice(choice: TabChoice): void {
  rememberTabChoice(choice.group, choice.label);
  window.dispatchEvent(new CustomEvent<TabChoice>(TAB_CHOICE_EVENT, { detail: choice }));
}

/** The radio-input groups in `root` (the built-in Tabs wear .bd-tabs too, with buttons instead). */
function radioGroups(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('.bd-tabs:not(.bd-c-tabs)')];
}

function tabLabels(tabs: HTMLElement): HTMLLabelElement[] {
  return [...tabs.querySelectorAll<HTMLLabelElement>(':scope > .bd-tabs-nav > label')];
}

function groupKeyOf(tabs: HTMLElement): string {
  return tabGroupKey(
    tabs.dataset.group,
    tabLabels(tabs).map((l) => l.textContent ?? ''),
  );
}

/** Checks the tab labelled `label` in `tabs`, if it has one. */
function showTab(tabs: HTMLElement, label: string): void {
  const tab = tabLabels(tabs).find((l) => l.textContent === label);
  const input = tab?.previousElementSibling;
  if (input instanceof HTMLInputElement) input.checked = true;
}

export function useTabGroups(key: string): void {
  // Before the browser paints the new content (on the first load the inline script did it already).
  useLayoutEffect(() => {
    const content = document.getElementById('bd-content');
    if (!content) return;
    const choice = storedTabChoices();
    for (const tabs of radioGroups(content)) {
      const want = choice[groupKeyOf(tabs)];
      if (typeof want === 'string') showTab(tabs, want);
    }
  }, [key]);

  useEffect(() => {
    const content = document.getElementById('bd-content');
    if (!content) return;
    const onChange = (e: Event) => {
      const input = e.target as HTMLInputElement;
      const tabs = input.parentElement?.parentElement;
      if (input.type !== 'radio' || !tabs?.matches('.bd-tabs:not(.bd-c-tabs)')) return;
      const label = input.nextElementSibling?.textContent ?? '';
      announceTabChoice({ group: groupKeyOf(tabs), label });
    };
    const follow = (e: Event) => {
      const { group, label } = (e as CustomEvent<TabChoice>).detail;
      for (const tabs of radioGroups(content)) if (groupKeyOf(tabs) === group) showTab(tabs, label);
    };
    content.addEventListener('change', onChange);
    window.addEventListener(TAB_CHOICE_EVENT, follow);
    return () => {
      content.removeEventListener('change', onChange);
      window.removeEventListener(TAB_CHOICE_EVENT, follow);
    };
  }, [key]);
}
