// On the server, the sidebar's items come as HTML made without React (sidebar-items-html.ts, given
// by entry-server.tsx); in the browser there is no such renderer and SidebarItems.tsx hydrates them.
import { createContext } from 'react';
import type { SidebarItem } from '../../shared/types.js';

/** The inner HTML of the sidebar's items list for the page at `route`. */
export type SidebarItemsRenderer = (items: SidebarItem[], route: string, base: string) => string;

export const SidebarItemsHtml = createContext<SidebarItemsRenderer | undefined>(undefined);
