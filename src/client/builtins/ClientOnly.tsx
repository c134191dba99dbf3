// <ClientOnly>Markdown</ClientOnly>: its content is shown only in the browser, once the page is hydrated
// (the server renders nothing there). Its text is still the page's for search.
import { useEffect, useState, type ReactNode } from 'react';

export default function ClientOnly({ children }: { children?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <>{children}</> : null;
}
