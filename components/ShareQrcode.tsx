import type { CSSProperties } from 'react';

export interface ShareQrcodeProps {
  /** Heading shown above the code. */
  title?: string;
  /** Caption shown under the code. */
  caption?: string;
  /** Image path inside docs/public. */
  src?: string;
}

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

const mark: CSSProperties = {
  display: 'inline-block',
  marginRight: '8px',
  padding: '0 6px',
  borderRadius: '4px',
  fontSize: '12px',
  lineHeight: '20px',
  verticalAlign: 'middle',
  color: '#fff',
  background: 'var(--bd-c-brand)',
};

const list: CSSProperties = {
  margin: 0,
  paddingLeft: '18px',
  fontSize: '14px',
  lineHeight: 1.7,
  color: 'var(--bd-c-text-2)',
};

/** The H5 demo: a QR picture to open or share the browser version. */
export default function ShareQrcode({
  title = 'H5 演示 · 扫码分享',
  caption = '用手机浏览器或微信扫描二维码，打开 H5 版演示。',
  src = '/images/qr-share.svg',
}: ShareQrcodeProps) {
  return (
    <figure style={box}>
      <img src={src} alt={`${title}二维码（示意图）`} width={160} height={160} loading="lazy" style={img} />
      <figcaption style={text}>
        <p style={heading}>
          <span style={mark}>H5</span>
          {title}
        </p>
        <ul style={list}>
          <li>{caption}</li>
          <li>长按或截图保存二维码，可以直接分享给同事和朋友。</li>
          <li>在电脑上查看时，建议打开浏览器的手机模拟模式。</li>
        </ul>
      </figcaption>
    </figure>
  );
}
