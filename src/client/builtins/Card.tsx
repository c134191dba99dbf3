// <Card title="…" icon="rocket">Markdown</Card>: a bordered box with a title (and an icon of <Icon>'s set).
import type { ReactNode } from 'react';
import { IconSvg } from './icon-set.js';
import './card.css';

export default function Card({ title, icon, children }: { title?: string; icon?: string; children?: ReactNode }) {
  return (
    <div className="bd-c-card">
      {title || icon ? (
        <p className="bd-c-card-title">
          {typeof icon === 'string' ? <IconSvg name={icon} /> : null}
          {typeof title === 'string' ? <span>{title}</span> : null}
        </p>
      ) : null}
      <div className="bd-c-card-body">{children}</div>
    </div>
  );
}
