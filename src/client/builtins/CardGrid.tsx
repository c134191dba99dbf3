// <CardGrid> around <Card>s and <LinkCard>s: two columns on wide screens, one on phones.
import type { ReactNode } from 'react';
import './card-grid.css';

export default function CardGrid({ children }: { children?: ReactNode }) {
  return <div className="bd-c-card-grid">{children}</div>;
}
