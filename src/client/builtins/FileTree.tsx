// <FileTree> around a Markdown list of files: folders (a trailing `/`, or a nested list) and files,
// each with its icon, the nesting drawn as a tree.
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { markFileTree } from './file-tree-html.js';
import './file-tree.css';

export default function FileTree({ children }: { children?: ReactNode }) {
  const marked = isValidElement<{ transform?: (html: string) => string }>(children)
    ? cloneElement(children, { transform: markFileTree })
    : children;
  return <div className="bd-c-file-tree">{marked}</div>;
}
