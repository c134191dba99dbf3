// One tab of <Tabs>: Tabs lays out its TabItems itself (a tab and a panel each). A TabItem outside a
// Tabs shows its Markdown under its label.
import type { ReactNode } from 'react';

export default function TabItem({ label, children }: { label?: string; children?: ReactNode }) {
  return (
    <div className="bd-c-tab-item">
      {typeof label === 'string' && label ? <p className="bd-c-tab-item-label">{label}</p> : null}
      {children}
    </div>
  );
}
