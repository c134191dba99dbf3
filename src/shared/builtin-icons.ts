// The built-in icon set (<Icon name="…" />, <Card icon="…">): drawn in the browser and on the server
// (src/client/builtins/icon-set.tsx), and known to the build, which warns of a name not in it.

/** name → the SVG path data of its strokes. */
export const ICONS: Readonly<Record<string, string>> = {
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
  book: 'M4 5.5A1.5 1.5 0 0 1 5.5 4H11v16H5.5A1.5 1.5 0 0 1 4 18.5zM20 5.5A1.5 1.5 0 0 0 18.5 4H13v16h5.5a1.5 1.5 0 0 0 1.5-1.5z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  code: 'M8.5 7 3.5 12l5 5M15.5 7l5 5-5 5',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4',
  folder:
    'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.25 4.25 0 0 1 12 7.4 4.25 4.25 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5',
  pencil: 'M4 20l1-4.5L15.5 5a2.1 2.1 0 0 1 3 3L8 18.5zM13.5 7l3 3',
  rocket:
    'M12 2.5c3.5 2.5 5 6.5 4.5 11l-2 2.5h-5l-2-2.5C7 9 8.5 5 12 2.5zM12 8a1.6 1.6 0 1 0 0 3.2A1.6 1.6 0 0 0 12 8zM9.5 16 7 20M14.5 16l2.5 4M12 17v4',
  star: 'M12 3l2.7 6.1 6.6.5-5 4.4 1.5 6.5L12 17l-5.8 3.5 1.5-6.5-5-4.4 6.6-.5z',
  terminal: 'M4 6l6 6-6 6M12 18h8',
  warning: 'M12 3.5 2.5 20h19zM12 10v4.5M12 17.5v.5',
  x: 'M6 6l12 12M18 6 6 18',
};
