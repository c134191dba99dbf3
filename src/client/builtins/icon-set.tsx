// The built-in icons (<Icon name="…" />, <Card icon="…">): line drawings on a 24-unit grid, drawn in
// the text's colour so they follow light and dark mode. The set itself is shared with the build, which
// warns of a name not in it (src/shared/builtin-icons.ts).
import { ICONS } from '../../shared/builtin-icons.js';

/** The icon `name` as an inline SVG (nothing for a name not in the set); `label` names it for screen readers. */
export function IconSvg({ name, label }: { name: string; label?: string }) {
  const d = ICONS[name];
  if (!d) return null;
  return (
    <svg
      className="bd-c-icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={d} />
    </svg>
  );
}
