import { useEffect, useState } from 'react';
import { applyColorMode, nextColorMode, readColorMode, storeColorMode, type ColorMode } from '../color-mode.js';
import { useSite } from '../context.js';

const ICONS: Record<ColorMode, string> = {
  // A half-filled circle, a moon and a sun.
  auto: 'M12 3a9 9 0 1 0 0 18V3z M12 1.5a10.5 10.5 0 1 1 0 21a10.5 10.5 0 0 1 0-21zm0 1.8a8.7 8.7 0 1 0 0 17.4a8.7 8.7 0 0 0 0-17.4z',
  dark: 'M20.7 14.3A8.5 8.5 0 0 1 9.7 3.3a8.5 8.5 0 1 0 11 11z',
  light:
    'M12 7a5 5 0 1 1 0 10a5 5 0 0 1 0-10zM12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
};

export function ColorModeSwitch() {
  const { locale, site } = useSite();
  const first: ColorMode = site.appearance === 'dark' ? 'dark' : 'auto';
  // The server cannot know the reader's choice: render the site's first mode, read the stored one after mount.
  const [mode, setMode] = useState<ColorMode>(first);
  useEffect(() => setMode(readColorMode(first)), [first]);
  useEffect(() => {
    applyColorMode(mode);
    if (mode !== 'auto') return;
    const media = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyColorMode('auto');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [mode]);
  const next = nextColorMode(mode);
  return (
    <button
      type="button"
      className="bd-color-mode"
      data-mode={mode}
      title={`${locale.labels.toggleColorMode}: ${mode}`}
      aria-label={`${locale.labels.toggleColorMode} (${mode} → ${next})`}
      onClick={() => {
        storeColorMode(next, first);
        setMode(next);
      }}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill={mode === 'light' ? 'none' : 'currentColor'}
        stroke={mode === 'light' ? 'currentColor' : 'none'}
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d={ICONS[mode]} fillRule="evenodd" />
      </svg>
    </button>
  );
}
