// The icons of VitePress's VPSocialLink (a team member's links, a project's own social links), drawn
// as VitePress draws them: a `<span class="vpi-social-github">` masked by its icon. VitePress makes a
// stylesheet of the icons its pages name; where an icon has none, the component fetches it from
// api.iconify.design in the browser. A docs page must not reach another host to draw an icon: bookdocs'
// own social icons (model/social-icons.ts, from simple-icons) are given here, and any other name is
// masked to nothing (the link keeps its accessible name), so the component never fetches.
import { socialIconSvg } from '../model/social-icons.js';

/** The icons given: those bookdocs' own socialLinks know by name. */
const ICONS = ['github', 'gitee', 'bilibili', 'wechat', 'qq', 'weibo', 'x', 'discord', 'twitter'];

/** The stylesheet: what VPSocialLink reads (a mask image on every `vpi-social-*`), the known icons' masks. */
export function vitepressSocialIconsCss(): string {
  const rules = ICONS.map((name) => {
    const svg = socialIconSvg(name).replace('fill="currentColor"', 'fill="black"');
    return `.vpi-social-${name}{--icon:url("data:image/svg+xml,${encodeURIComponent(svg)}")}`;
  });
  return [
    // An icon of no known name is masked to nothing: its mask is never `none`, which is what makes
    // VPSocialLink fetch one.
    "[class^='vpi-social-'],[class*=' vpi-social-']{display:inline-block;flex-shrink:0;background-color:currentColor;" +
      '-webkit-mask:var(--icon,linear-gradient(transparent,transparent)) no-repeat;' +
      'mask:var(--icon,linear-gradient(transparent,transparent)) no-repeat;' +
      '-webkit-mask-size:100% 100%;mask-size:100% 100%}',
    ...rules,
  ].join('\n');
}
