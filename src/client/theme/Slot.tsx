// A named place of the theme where the site's `theme/slots/<name>.tsx` is rendered (nothing without one).
// Slots are part of the main bundle: they render on the server and hydrate with the page; a plugin's
// are chunks loaded before the page that shows them is (plugin-client.ts).
import { slots } from 'bookdocs:theme-slots';
import { useContext } from 'react';
import type { SlotName } from '../../shared/theme-slots.js';
import { useSite } from '../context.js';
import { fillsOf, PluginFills } from '../plugin-client.js';

export function Slot({ name }: { name: SlotName }) {
  const Fill = slots[name];
  // Then the plugins' components for this slot (plugin-client.ts), those loaded for this page.
  const plugins = fillsOf(name, useSite().page.route, useContext(PluginFills));
  if (!plugins.length) return Fill ? <Fill /> : null;
  return (
    <>
      {Fill ? <Fill /> : null}
      {plugins.map((P, i) => (
        <P key={i} />
      ))}
    </>
  );
}
