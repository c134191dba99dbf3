// A Vue island's children (the HTML of the Markdown between its tags) as Vue slots: each top-level
// `<template #name>` (or `v-slot:name`) … `</template>` fills the slot `name`, the rest is the default
// slot, as in a Vue template. The server and the browser split them alike, so hydration matches.

const TEMPLATE_TAG = /<template(?:\s+(?:#([\w-]+)|v-slot(?::([\w-]+))?))?\s*>|<\/template\s*>/g;

/** Slot name → its HTML (trimmed); `default` for what no `<template #…>` holds, when there is any. */
export function vueSlots(html: string): Record<string, string> {
  const slots: Record<string, string> = {};
  let rest = '';
  let depth = 0;
  let from = 0;
  let name = '';
  let start = 0;
  for (const m of html.matchAll(TEMPLATE_TAG)) {
    const opening = !m[0].startsWith('</');
    if (opening && depth++ === 0) {
      rest += html.slice(from, m.index);
      name = m[1] ?? m[2] ?? 'default';
      start = m.index + m[0].length;
    } else if (!opening && depth > 0 && --depth === 0) {
      slots[name] = (slots[name] ?? '') + html.slice(start, m.index).trim();
      from = m.index + m[0].length;
    }
  }
  rest += html.slice(from);
  const own = rest.trim();
  if (own) slots.default = slots.default ? `${own}\n${slots.default}` : own;
  return slots;
}
