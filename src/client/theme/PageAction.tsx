// The page action (docs for agents, config `agents.pageAction`): a small menu to copy the page's
// Markdown copy to the clipboard, or to open a chat assistant asked to read it. A native
// <details>/<summary> (keyboard and screen readers know it); the copy is confirmed in a live region.
import { useEffect, useState } from 'react';
import { useSite } from '../context.js';
import { markdownLink } from '../../shared/routes.js';

const CHATS = [
  { label: 'openInChatGpt', url: (q: string) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(q)}` },
  { label: 'openInClaude', url: (q: string) => `https://claude.ai/new?q=${encodeURIComponent(q)}` },
] as const;

export function PageAction() {
  const { site, page, locale } = useSite();
  const copyUrl = markdownLink(page.route, site.base);
  // The copy's absolute URL, once in the browser (the server renders the path: hydration matches it).
  const [absolute, setAbsolute] = useState(copyUrl);
  const [status, setStatus] = useState('');
  useEffect(() => {
    setAbsolute(new URL(copyUrl, window.location.href).href);
    setStatus('');
  }, [copyUrl]);
  if (!site.agents?.pageAction) return null;
  const labels = locale.labels;
  const copy = async () => {
    try {
      const res = await fetch(copyUrl);
      if (!res.ok) throw new Error(String(res.status));
      await navigator.clipboard.writeText(await res.text());
      setStatus(labels.copiedPage);
    } catch {
      setStatus('');
    }
  };
  const prompt = `Read ${absolute} so I can ask questions about it.`;
  return (
    <details className="bd-page-action">
      <summary>{labels.pageActions}</summary>
      <ul className="bd-page-action-menu">
        <li>
          <button type="button" onClick={() => void copy()}>
            {labels.copyPage}
          </button>
        </li>
        {CHATS.map((chat) => (
          <li key={chat.label}>
            <a href={chat.url(prompt)} target="_blank" rel="noopener noreferrer">
              {labels[chat.label]}
            </a>
          </li>
        ))}
      </ul>
      <span className="bd-sr-only" role="status">
        {status}
      </span>
    </details>
  );
}
