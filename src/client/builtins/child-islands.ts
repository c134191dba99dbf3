// The components directly inside another's children, for a component that lays them out itself (Tabs
// and its TabItems). Reads the props of the element a component gets as `children` (IslandChildren):
// importing islands.tsx here would tie every built-in's chunk to the list of all components.
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { ComponentRef } from '../../shared/types.js';
import type { IslandChildrenProps } from '../theme/islands.js';

/** An island directly in a component's children: its index in the page's list, and what it is. */
export interface ChildIsland {
  index: number;
  ref: ComponentRef;
}

const PLACEHOLDER = /<(?:div|span) class="bd-island" data-bd-island="(\d+)">/g;

function childrenElement(children: ReactNode): ReactElement<IslandChildrenProps> | undefined {
  if (!isValidElement<Partial<IslandChildrenProps>>(children)) return undefined;
  const { html, components } = children.props;
  return typeof html === 'string' && Array.isArray(components)
    ? (children as ReactElement<IslandChildrenProps>)
    : undefined;
}

/** The islands named `name` directly in `children` (what a component gets between its tags), in order. */
export function childIslands(children: ReactNode, name: string): ChildIsland[] {
  const element = childrenElement(children);
  if (!element) return [];
  const { html, components } = element.props;
  const out: ChildIsland[] = [];
  for (const m of html.matchAll(PLACEHOLDER)) {
    const index = Number(m[1]);
    const ref = components[index];
    if (ref?.name === name) out.push({ index, ref });
  }
  return out;
}

/** The children of `island` (one of `children`' islands) as an element to render in its place. */
export function childIslandChildren(children: ReactNode, island: ChildIsland): ReactNode {
  const element = childrenElement(children);
  if (!element || island.ref.children === undefined) return null;
  return cloneElement(element, { html: island.ref.children });
}
