import { createContext, useContext } from 'react';
import type { LocaleData, PageView, SiteData } from '../shared/types.js';

export interface SiteContextValue {
  site: SiteData;
  locale: LocaleData;
  page: PageView;
  loading: boolean;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() outside <App>');
  return value;
}
