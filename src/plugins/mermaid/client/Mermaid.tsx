// The <Mermaid> island of a ```mermaid block. Rendered on the server (and until Mermaid has drawn it)
// as its source, readable without JavaScript; in the browser Mermaid is loaded from its own chunks and
// draws the diagram in place, again whenever the colour mode changes. A diagram Mermaid cannot draw
// keeps its source on screen, with Mermaid's message under it.
import { useEffect, useState } from 'react';
import { useDarkMode } from './dark-mode.js';
import { errorMessage, renderDiagram, type DiagramTheme } from './render-diagram.js';
import './mermaid.css';

interface Drawing {
  svg: string;
  theme: DiagramTheme;
}

export default function Mermaid({ code = '' }: { code?: string }) {
  const theme: DiagramTheme = useDarkMode() ? 'dark' : 'default';
  const [drawing, setDrawing] = useState<Drawing>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    // Unmounted (a client-side navigation) or redrawn before its turn: not drawn; before Mermaid answered: the answer is dropped.
    let current = true;
    renderDiagram(code, theme, () => current).then(
      (svg) => {
        if (!current) return;
        setDrawing({ svg, theme });
        setError(undefined);
      },
      (err: unknown) => {
        if (!current) return;
        setDrawing(undefined);
        setError(errorMessage(err));
      },
    );
    return () => {
      current = false;
    };
  }, [code, theme]);

  // The previous drawing stays until the next one replaces it: switching colours moves nothing.
  return (
    <div className="bd-mermaid" data-theme={drawing?.theme}>
      {drawing ? (
        <div className="bd-mermaid-diagram" dangerouslySetInnerHTML={{ __html: drawing.svg }} />
      ) : (
        <pre className="bd-mermaid-source">
          <code>{code}</code>
        </pre>
      )}
      {error !== undefined && (
        <div className="bd-mermaid-error" role="alert">
          <p>Mermaid could not draw this diagram:</p>
          <pre>{error}</pre>
        </div>
      )}
    </div>
  );
}
