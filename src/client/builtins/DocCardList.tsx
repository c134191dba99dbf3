// <DocCardList /> (or folder="../api/"): a card for each page of a folder, from the site model (the
// build fills `items` in when it renders the page: src/render/model/doc-cards.ts), in a grid of links.
import LinkCard from './LinkCard.js';
import './doc-card-list.css';

interface DocCardItem {
  title: string;
  href: string;
  description?: string;
}

function isItem(v: unknown): v is DocCardItem {
  const o = v as Partial<DocCardItem> | null;
  return typeof o === 'object' && o !== null && typeof o.title === 'string' && typeof o.href === 'string';
}

export default function DocCardList({ items }: { items?: unknown }) {
  const cards = Array.isArray(items) ? items.filter(isItem) : [];
  if (!cards.length) return null;
  return (
    <ul className="bd-c-doc-card-list">
      {cards.map((c) => (
        <li key={c.href}>
          <LinkCard title={c.title} href={c.href} description={c.description} />
        </li>
      ))}
    </ul>
  );
}
