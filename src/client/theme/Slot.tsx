// A named place of the theme where the site's `theme/slots/<name>.tsx` is rendered (nothing without one).
// Slots are part of the main bundle: they render on the server and hydrate with the page.
import { slots } from 'bookdocs:theme-slots';
import type { SlotName } from '../../shared/theme-slots.js';

export function Slot({ name }: { name: SlotName }) {
  const Fill = slots[name];
  return Fill ? <Fill /> : null;
}
