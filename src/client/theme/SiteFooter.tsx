// The site footer (config `footer`): a message and a copyright line, both the author's HTML.
import type { FooterData } from '../../shared/types.js';

export function SiteFooter({ footer, lang }: { footer: FooterData; lang?: string }) {
  return (
    <footer className="bd-footer" lang={lang}>
      {footer.message && <div className="bd-footer-message" dangerouslySetInnerHTML={{ __html: footer.message }} />}
      {footer.copyright && (
        <div className="bd-footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
      )}
    </footer>
  );
}
