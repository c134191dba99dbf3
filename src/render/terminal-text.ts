// Text from a site (file names, titles, messages quoting its Markdown or config) on a terminal: its
// control characters are shown, not obeyed. An escape sequence in a page (ESC [ … to clear the
// screen or move the cursor, OSC 8 links, a window title set by OSC 0), a bell, a carriage return
// or a line feed that starts a line of its own: each C0 control but tab, DEL and each C1 control is
// printed as `\xHH`. Applied to the text before colours are added, so picocolors' own codes still
// work.

/** `text` with its control characters written out (`\x1b`); `newlines: true` keeps line feeds where they are the layout (a stack trace). */
export function terminalText(text: string, { newlines = false }: { newlines?: boolean } = {}): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const control = code < 0x20 ? code !== 0x09 && !(newlines && code === 0x0a) : code >= 0x7f && code <= 0x9f;
    if (!control) continue;
    out += `${text.slice(from, i)}\\x${code.toString(16).padStart(2, '0')}`;
    from = i + 1;
  }
  return from ? out + text.slice(from) : text;
}
