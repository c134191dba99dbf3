// Copy buttons on code blocks, added after each navigation (the content HTML is not React's).
export const COPY_BUTTON_DELAY = 500;
export const COPIED_DURATION = 2000;
const SHELL = /^language-(bash|sh|shell|shellscript|zsh|console|powershell|ps1)$/;

/** The text to copy: the code, without `$ ` prompts in shell blocks. */
export function codeToCopy(block: HTMLElement): string {
  const code = block.querySelector('pre code')?.textContent ?? '';
  const shell = [...block.classList].some((c) => SHELL.test(c));
  return shell ? code.replace(/^ *\$ /gm, '') : code;
}

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Older browsers and insecure origins: the textarea fallback.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/**
 * Adds the buttons to the content's code blocks, after a short delay; returns what cancels its timers.
 * `themeLang`: the <html lang>, for the button's words inside content marked as another language.
 */
export function addCopyButtons(labels: { copyCode: string; copied: string }, themeLang?: string): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  timers.push(
    setTimeout(() => {
      document.querySelectorAll<HTMLElement>('#bd-content .bd-code').forEach((block) => {
        if (block.querySelector(':scope > .bd-copy-code')) return;
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'bd-copy-code';
        button.title = labels.copyCode;
        button.setAttribute('aria-label', labels.copyCode);
        button.dataset.copied = labels.copied;
        if (themeLang) button.lang = themeLang;
        button.addEventListener('click', () => {
          void writeClipboard(codeToCopy(block)).then(() => {
            button.classList.add('copied');
            button.setAttribute('aria-label', labels.copied);
            timers.push(
              setTimeout(() => {
                button.classList.remove('copied');
                button.setAttribute('aria-label', labels.copyCode);
              }, COPIED_DURATION),
            );
          });
        });
        block.append(button);
      });
    }, COPY_BUTTON_DELAY),
  );
  return () => timers.forEach(clearTimeout);
}
