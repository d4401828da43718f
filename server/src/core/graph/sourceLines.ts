/**
 * Places in a source text found by searching the text rather than the tree
 * (TS getter reads, C# and Python property reads, bind places, test
 * functions' attributes): offsets to
 * lines and columns, and the definition holding a place.
 */
import type { DefRec } from './types';

/** The lines of one source text: their start offsets, computed on first use (a file without such reads never pays for them). */
export class SourceLines {
  private starts: number[] | null = null;

  constructor(private readonly src: string) {}

  /** 0-based line holding UTF-16 offset `at` (binary search over the lines' starts). */
  lineOf(at: number): number {
    const starts = this.lineStarts();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The offset at which 0-based `line` starts. */
  start(line: number): number {
    return this.lineStarts()[line];
  }

  /** 1-based line and 0-based UTF-16 column of offset `at`. */
  place(at: number): { line: number; col: number } {
    const line = this.lineOf(at);
    return { line: line + 1, col: at - this.lineStarts()[line] };
  }

  /** Text of 1-based line `n`, without its line break ('' past the end). */
  text(n: number): string {
    const starts = this.lineStarts();
    const s = starts[n - 1];
    if (s === undefined) return '';
    const e = starts[n];
    return this.src.slice(s, e === undefined ? this.src.length : e - 1);
  }

  private lineStarts(): number[] {
    if (!this.starts) {
      const s = [0];
      for (let i = this.src.indexOf('\n'); i >= 0; i = this.src.indexOf('\n', i + 1)) s.push(i + 1);
      this.starts = s;
    }
    return this.starts;
  }
}

/**
 * Index of the innermost definition of `defs` (a FileRec's, in start order)
 * whose range holds 1-based `line`, 0-based `col` (its end column
 * excluded); -1 at the top level.
 */
export function innermostDef(defs: readonly DefRec[], line: number, col: number): number {
  let best = -1;
  defs.forEach((d, i) => {
    const inside = (line > d.line || (line === d.line && col >= d.col)) && (line < d.endLine || (line === d.endLine && col < d.endCol));
    if (!inside) return;
    if (best < 0 || d.line > defs[best].line || (d.line === defs[best].line && d.col >= defs[best].col)) best = i;
  });
  return best;
}
