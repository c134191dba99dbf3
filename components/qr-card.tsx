// Shared layout of the QR-code blocks (lower-case file name: a helper, not a Markdown component).
import type { CSSProperties, ReactNode } from 'react';

const box: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '20px',
  margin: '16px 0',
  padding: '16px 20px',
  border: '1px solid var(--bd-c-border)',
  borderRadius: '10px',
  background: 'var(--bd-c-bg-soft)',
};

const img: CSSProperties = {
  display: 'block',
  width: '160px',
  height: '160px',
  flex: '0 0 auto',
  borderRadius: '8px',
  background: '#fff',
};

const text: CSSProperties = { flex: '1 1 220px', minWidth: 0 };

const heading: CSSProperties = {
  margin: '0 0 6px',
  fontSize: '16px',
  fontWeight: 600,
  color: 'var(--bd-c-text)',
};

export const noteStyle: CSSProperties = {
  margin: 0,
  fontSize: '14px',
  lineHeight: 1.7,
  color: 'var(--bd-c-text-2)',
};

export interface QrCardProps {
  title: string;
  src: string;
  /** Short label before the title, on a colour with AA contrast for white text. */
  mark: string;
  markColor: string;
  children: ReactNode;
}

export function QrCard({ title, src, mark, markColor, children }: QrCardProps) {
  const markStyle: CSSProperties = {
    display: 'inline-block',
    marginRight: '8px',
    padding: '0 6px',
    borderRadius: '4px',
    fontSize: '12px',
    lineHeight: '20px',
    verticalAlign: 'middle',
    color: '#fff',
    background: markColor,
  };
  return (
    <figure style={box}>
      <img src={src} alt={`${title}二维码（示意图）`} width={160} height={160} loading="lazy" style={img} />
      <figcaption style={text}>
        <p style={heading}>
          <span style={markStyle}>{mark}</span>
          {title}
        </p>
        {children}
      </figcaption>
    </figure>
  );
}
