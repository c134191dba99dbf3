// <Steps> around an ordered list: each item a numbered step on a line that joins them.
import type { ReactNode } from 'react';
import './steps.css';

export default function Steps({ children }: { children?: ReactNode }) {
  return <div className="bd-c-steps">{children}</div>;
}
