// <Aside type="tip" title="…">Markdown</Aside>: the `::: tip` container as a component, with its look.
import type { ReactNode } from 'react';
import './aside.css';

const TYPES = { note: 'NOTE', tip: 'TIP', caution: 'CAUTION', danger: 'DANGER' } as const;

export default function Aside({ type, title, children }: { type?: string; title?: string; children?: ReactNode }) {
  const kind = typeof type === 'string' && type in TYPES ? (type as keyof typeof TYPES) : 'note';
  return (
    <aside className={`custom-block ${kind}`}>
      <p className="custom-block-title">{typeof title === 'string' && title ? title : TYPES[kind]}</p>
      <div className="bd-c-aside-body">{children}</div>
    </aside>
  );
}
