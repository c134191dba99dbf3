import { noteStyle, QrCard } from './qr-card.js';

export interface WxmpQrcodeProps {
  /** Heading shown above the code. */
  title?: string;
  /** Caption shown under the code. */
  caption?: string;
  /** Image path inside docs/public. */
  src?: string;
}

/** The WeChat mini-program demo: a QR picture and how to use it. */
export default function WxmpQrcode({
  title = '微信小程序演示',
  caption = '使用微信「扫一扫」扫描二维码，即可打开 miliqk 的小程序演示，体验书城、阅读器、听书和书架等页面。',
  src = '/images/qr-wxmp.svg',
}: WxmpQrcodeProps) {
  return (
    <QrCard title={title} src={src} mark="微信" markColor="#117d10">
      <p style={noteStyle}>{caption}</p>
      <p style={{ ...noteStyle, marginTop: '6px', fontSize: '13px' }}>
        演示数据全部来自插件内置的 mock 接口，仅用于展示功能。
      </p>
    </QrCard>
  );
}
