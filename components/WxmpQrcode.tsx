import type { CSSProperties } from 'react';

export interface WxmpQrcodeProps {
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
  background: '#117d10',
};

const note: CSSProperties = {
  margin: 0,
  fontSize: '14px',
  lineHeight: 1.7,
  color: 'var(--bd-c-text-2)',
};

/** The WeChat mini-program demo: a QR picture and how to use it. */
export default function WxmpQrcode({
  title = '微信小程序演示',
  caption = '使用微信「扫一扫」扫描二维码，即可打开 miliqk 的小程序演示，体验书城、阅读器、听书和书架等页面。',
  src = '/images/qr-wxmp.svg',
}: WxmpQrcodeProps) {
  return (
    <figure style={box}>
      <img src={src} alt={`${title}二维码（示意图）`} width={160} height={160} loading="lazy" style={img} />
      <figcaption style={text}>
        <p style={heading}>
          <span style={mark}>微信</span>
          {title}
        </p>
        <p style={note}>{caption}</p>
        <p style={{ ...note, marginTop: '6px', fontSize: '13px' }}>
          演示数据全部来自插件内置的 mock 接口，仅用于展示功能。
        </p>
      </figcaption>
    </figure>
  );
}
