// The site's social links as icons: at the right of the navbar, and in the phone drawer.
import { isExternal } from '../../shared/routes.js';
import type { SocialLinkData } from '../../shared/types.js';

export function SocialLinks({ links, className }: { links: SocialLinkData[]; className: string }) {
  if (!links.length) return null;
  return (
    <div className={`bd-social-links ${className}`}>
      {links.map((l) => (
        <a
          key={l.link + l.label}
          className="bd-social-link"
          href={l.link}
          aria-label={l.label}
          title={l.label}
          {...(isExternal(l.link) && { target: '_blank', rel: 'noopener' })}
          // The icon's SVG: from simple-icons (built by render/model/social-icons.ts) or the author's own.
          dangerouslySetInnerHTML={{ __html: l.svg }}
        />
      ))}
    </div>
  );
}
