// The end of a doc page: its meta (edit link, last updated, contributors), then prev/next.
import { PageMeta } from './PageMeta.js';
import { PrevNext } from './PrevNext.js';

export function DocFooter() {
  return (
    <>
      <PageMeta />
      <PrevNext />
    </>
  );
}
