// <Icon name="star" />: an icon of the built-in set (icon-set.tsx), inline in the text; `label` gives
// it a name for screen readers (without one it is decoration).
import { IconSvg } from './icon-set.js';

export default function Icon({ name, label }: { name?: string; label?: string }) {
  if (typeof name !== 'string') return null;
  return <IconSvg name={name} label={typeof label === 'string' ? label : undefined} />;
}
