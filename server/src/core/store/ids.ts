/**
 * Entry ids (SPEC §2.5): new ids per numbering, short ids of ADRs, and the
 * `-2`, `-3`… suffixes for taken ids.
 */
import type { Numbering } from '../types';
import { localDate, slug } from '../text';

const DATED = /^\d{4}-\d{2}-\d{2}-/;
const NUMBERED = /^(\d{3,5})-/;

/** True for ids that start with a `YYYY-MM-DD-` date. */
export function isDatedId(id: string): boolean {
  return DATED.test(id);
}

/**
 * Short id (SPEC §2.5): a non-dated id starting with 3–5 digits and `-` →
 * those digits (`0007-use-x` → `0007`); otherwise null.
 */
export function shortIdOf(id: string): string | null {
  if (isDatedId(id)) return null;
  const m = NUMBERED.exec(id);
  return m ? m[1] : null;
}

/**
 * Reads a reference as an ADR number (`7`, `007`, `0007`, `ADR-7`, `adr 0007`),
 * or null when it is not one.
 */
export function refNumber(ref: string): number | null {
  const m = /^(?:adr[-\s_]?)?(\d{1,5})$/i.exec(ref.trim());
  return m ? Number(m[1]) : null;
}

/**
 * The next sequential number for a directory holding `names` (SPEC §2.5):
 * 1 + the largest number among names made of 3–5 digits and `-`, padded to that
 * file's digit count (4 when there is none).
 */
export function nextSequential(names: string[]): { n: number; width: number; text: string } {
  let max = 0;
  let width = 4;
  for (const name of names) {
    if (isDatedId(name)) continue;
    const m = NUMBERED.exec(name);
    if (!m) continue;
    const n = Number(m[1]);
    if (n > max || (n === max && m[1].length > width)) {
      max = n;
      width = m[1].length;
    }
  }
  const n = max + 1;
  return { n, width, text: String(n).padStart(width, '0') };
}

/**
 * The base id of a new entry (SPEC §2.5, local date): `date` →
 * `YYYY-MM-DD-<slug60(title)>`; `sequential` → `<n>-<slug60>` (see
 * nextSequential over `dirNames`); `none` → `<slug60>`.
 */
export function baseId(title: string, numbering: Numbering, dirNames: string[], date = localDate()): { id: string; number?: string } {
  const s = slug(title, 60);
  if (numbering === 'date') return { id: `${date}-${s}` };
  if (numbering === 'sequential') {
    const next = nextSequential(dirNames);
    return { id: `${next.text}-${s}`, number: next.text };
  }
  return { id: s };
}

/** `base`, then `base-2`, `base-3`, … (SPEC §2.5 taken ids). */
export function* idCandidates(base: string): Generator<string> {
  yield base;
  for (let i = 2; ; i++) yield `${base}-${i}`;
}
