import { noteStyle, QrCard } from './qr-card.js';

export interface ShareQrcodeProps {
  /** Heading shown above the code. */
  title?: string;
  /** First line of the caption. */
  caption?: string;
  /** Image path inside docs/public. */
  src?: string;
}

/** The H5 demo: a QR picture to open or share the browser version. */
export default function ShareQrcode({
  title = 'H5 演示 · 扫码分享',
  caption = '用手机浏览器或微信扫描二维码，打开 H5 版演示。',
  src = '/images/qr-share.svg',
}: ShareQrcodeProps) {
  return (
    <QrCard title={title} src={src} mark="H5" markColor="#b34d00">
      <ul style={{ ...noteStyle, paddingLeft: '18px' }}>
        <li>{caption}</li>
        <li>长按或截图保存二维码，可以直接分享给同事和朋友。</li>
        <li>在电脑上查看时，建议打开浏览器的手机模拟模式。</li>
      </ul>
    </QrCard>
  );
}
