// How far the parse may run ahead of what the caller does with its pages. A build renders the pages
// in this thread while a worker parses them; when the render is the slower of the two (it is at
// 50,000 pages), an unbounded parse fills this thread's memory with parsed pages waiting their turn,
// and the worker's with the sources of the pages sent to it. With a window, the pool sends a page to
// parse only while fewer than `size` pages are being parsed or parsed and not yet released.
import type { JobWindow } from './workers.js';

export class ParseWindow implements JobWindow {
  /** Pages handed to the caller and not released yet. */
  private readonly held = new Set<string>();
  private wake: (() => void) | undefined;
  private unbounded = false;

  constructor(readonly size: number) {}

  /** The pool hands `file`'s page to the caller: it counts against the window until released. */
  hold(file: string): void {
    if (!this.unbounded) this.held.add(file);
  }

  /** The caller is done with `file`'s page (a page it was not handed is ignored). */
  release(file: string): void {
    if (this.held.delete(file)) this.wake?.();
  }

  /** The caller takes no more pages (the build stopped): the parse finishes without a bound. */
  unbound(): void {
    this.unbounded = true;
    this.held.clear();
    this.wake?.();
  }

  hasRoom(inFlight: number): boolean {
    return this.unbounded || inFlight + this.held.size < this.size;
  }

  onRoom(wake: () => void): void {
    this.wake = wake;
  }
}
