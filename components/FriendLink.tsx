import type { CSSProperties } from 'react';

export interface FriendLinkProps {
  /** Optional heading shown above the cards; none by default, pages give their own. */
  title?: string;
}

interface Link {
  name: string;
  desc: string;
  href: string;
  /** Two-letter mark shown in the card's badge. */
  mark: string;
  /** The badge's background, behind white text: dark enough for 4.5:1 (WCAG AA). */
  color: string;
}

const links: Link[] = [
  {
    name: 'uni-app',
    desc: '一套 Vue 代码发布到 App、H5 和各家小程序，miliqk 运行的基础框架。',
    href: 'https://uniapp.dcloud.net.cn/',
    mark: 'U',
    color: '#258532',
  },
  {
    name: 'uv-ui',
    desc: '多平台 uni-app 组件库，miliqk 依赖其中的 uv-ui-tools 工具模块。',
    href: 'https://www.uvui.cn/',
    mark: 'uv',
    color: '#2e77c2',
  },
  {
    name: 'Vue.js',
    desc: '渐进式 JavaScript 框架，miliqk 同时支持 Vue 2 与 Vue 3 写法。',
    href: 'https://cn.vuejs.org/',
    mark: 'V',
    color: '#2f835d',
  },
  {
    name: 'DCloud 插件市场',
    desc: 'uni-app 的插件市场，可以在 HBuilderX 中一键导入 uni_modules 插件。',
    href: 'https://ext.dcloud.net.cn/',
    mark: 'D',
    color: '#ba5932',
  },
  {
    name: 'HBuilderX',
    desc: 'uni-app 官方推荐的开发工具，运行、调试与云打包都在这里完成。',
    href: 'https://www.dcloud.io/hbuilderx.html',
    mark: 'H',
    color: '#2b8358',
  },
  {
    name: '微信开放文档',
    desc: '微信小程序的开发文档，发布小程序版本前需要阅读的平台规范。',
    href: 'https://developers.weixin.qq.com/miniprogram/dev/framework/',
    mark: 'W',
    color: '#148713',
  },
];

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: '12px',
  margin: '16px 0',
  padding: 0,
  listStyle: 'none',
};

const card: CSSProperties = {
  display: 'flex',
  gap: '12px',
  alignItems: 'flex-start',
  height: '100%',
  boxSizing: 'border-box',
  padding: '14px 16px',
  border: '1px solid var(--bd-c-border)',
  borderRadius: '10px',
  background: 'var(--bd-c-bg-soft)',
  color: 'var(--bd-c-text)',
  textDecoration: 'none',
};

const badge: CSSProperties = {
  flex: '0 0 36px',
  width: '36px',
  height: '36px',
  borderRadius: '8px',
  color: '#fff',
  fontWeight: 700,
  fontSize: '15px',
  lineHeight: '36px',
  textAlign: 'center',
};

const name: CSSProperties = {
  display: 'block',
  marginBottom: '4px',
  fontWeight: 600,
  color: 'var(--bd-c-brand)',
};

const desc: CSSProperties = {
  display: 'block',
  fontSize: '13px',
  lineHeight: 1.6,
  color: 'var(--bd-c-text-2)',
};

const heading: CSSProperties = {
  margin: '16px 0 0',
  fontSize: '15px',
  fontWeight: 600,
  color: 'var(--bd-c-text)',
};

/** A grid of cards linking to projects miliqk builds on. */
export default function FriendLink({ title = '' }: FriendLinkProps) {
  return (
    <nav aria-label={title || '友情链接'}>
      {title ? <p style={heading}>{title}</p> : null}
      <ul style={grid}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" style={card}>
              <span aria-hidden="true" style={{ ...badge, background: link.color }}>
                {link.mark}
              </span>
              <span>
                <span style={name}>{link.name}</span>
                <span style={desc}>{link.desc}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
