/**
 * Text helpers shared by the whole engine: slugs, hashes, sizes and clipping.
 * Sizes are Unicode code points everywhere (SPEC conventions, §6.12).
 */
import { secretSafeCut } from './secrets';

const FOLD: Record<string, string> = {};
function fold(chars: string, to: string): void {
  for (const c of chars) {
    FOLD[c] = to;
    FOLD[c.toUpperCase()] = to.length === 1 ? to.toUpperCase() : to;
  }
}
fold('áäàâãåą', 'a');
fold('čćç', 'c');
fold('ď', 'd');
fold('éěèêëę', 'e');
fold('íìîï', 'i');
fold('ľĺł', 'l');
fold('ňńñ', 'n');
fold('óôöòõőø', 'o');
fold('ŕř', 'r');
fold('šś', 's');
fold('ť', 't');
fold('úůüùûű', 'u');
fold('ýÿ', 'y');
fold('žźż', 'z');
FOLD['ß'] = 'ss';
FOLD['ẞ'] = 'ss';

/**
 * slug(s, max) per SPEC §2.5: drops `'` `’` and backticks, folds Central-European
 * letters to ASCII, lowercases ASCII alphanumerics, turns every other run into one
 * `-` (never leading), trims a trailing `-`; when longer than `max` it is cut to
 * `max`, then back to the last `-` if that lies beyond max/2. Empty → `fallback`.
 */
export function slug(s: string, max: number, fallback = 'entry'): string {
  let out = '';
  let dash = false;
  for (const ch of s) {
    if (ch === "'" || ch === '’' || ch === '`') continue;
    const c = FOLD[ch] ?? ch;
    for (const d of c) {
      if (/[A-Za-z0-9]/.test(d)) {
        if (dash && out.length > 0) out += '-';
        dash = false;
        out += d.toLowerCase();
      } else {
        dash = true;
      }
    }
  }
  if (out.length > max) {
    out = out.slice(0, max);
    const cut = out.lastIndexOf('-');
    if (cut > max / 2) out = out.slice(0, cut);
    out = out.replace(/-+$/, '');
  }
  return out === '' ? fallback : out;
}

/**
 * shortHash(s) per SPEC §3: FNV-1a 64-bit (offset 0xcbf29ce484222325, prime
 * 0x100000001b3) over the UTF-8 bytes, low 48 bits as 12 lowercase hex digits.
 */
export function shortHash(s: string): string {
  let h = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  for (const byte of Buffer.from(s, 'utf8')) {
    h ^= BigInt(byte);
    h = (h * prime) & mask;
  }
  return (h & 0xffffffffffffn).toString(16).padStart(12, '0');
}

/** Number of Unicode code points in `s`. */
export function cpLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** Longest input an answer repeats whole (code points); longer input is echoed clipped (echoed). */
export const ECHO_MAX = 100;

/**
 * `s` (trimmed) as an answer repeats what was asked: whole up to ECHO_MAX
 * code points, else its first 60 and its length — `aaaa… (20,000
 * characters)` — so a pasted blob is shown once and short (newcomer 8 #21:
 * a 20,000-character symbol came back twice in full).
 */
export function echoed(s: string): string {
  const t = s.trim();
  const n = cpLength(t);
  return n <= ECHO_MAX ? t : `${clip(t, 60)} (${n.toLocaleString('en-US')} characters)`;
}

/** `1 file`, `2 files`: a count with its noun in the number it takes (`many` defaults to `one` + `s`). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A line range in words: `line 15` for one line, else `lines 3-8` (never `lines 15-15`). */
export function lineSpan(start: number, end: number): string {
  return start === end ? `line ${start}` : `lines ${start}-${end}`;
}

/** A `path:line` / `path:a-b` target for a range of `rel` (`a.ts:15`, never `a.ts:15-15`). */
export function lineTarget(rel: string, start: number, end: number): string {
  return start === end ? `${rel}:${start}` : `${rel}:${start}-${end}`;
}

/**
 * Clips `s` to at most `max` code points; a clipped string keeps max−1 code
 * points and ends with `…` (SPEC §6.12). **[I]** A cut never falls inside a
 * secret value (SPEC §9.1): the clip then ends before the value, so the
 * output step's redaction (SPEC §9.2) never meets a half value it cannot
 * recognise.
 */
export function clip(s: string, max: number): string {
  if (max <= 0) return '';
  if (s.length <= max) return s; // code points ≤ UTF-16 units: nothing to cut, skip the split
  const cps = Array.from(s);
  if (cps.length <= max) return s;
  const kept = cps.slice(0, max - 1).join('');
  const at = secretSafeCut(s, kept.length);
  return (at < kept.length ? kept.slice(0, at) : kept) + '…';
}

/** Token estimate: ceil(code points / 4) (SPEC §6.12). */
export function tokens(s: string): number {
  return Math.ceil(cpLength(s) / 4);
}

/**
 * Collapses every whitespace run (newlines included) to one space and trims.
 * A text that is one line already (checked char by char: most signatures)
 * is returned as it is, without the replace's new string (a cold index calls
 * this for every definition's signature).
 */
export function oneLine(s: string): string {
  return isOneLine(s) ? s : s.replace(/\s+/g, ' ').trim();
}

/**
 * Whether oneLine would return `s` unchanged: no space at either end, no two
 * spaces in a row, no tab, line break or other whitespace. Any non-ASCII
 * character answers false (the regex then decides which are whitespace).
 */
function isOneLine(s: string): boolean {
  const n = s.length;
  if (n > 0 && (s.charCodeAt(0) === 32 || s.charCodeAt(n - 1) === 32)) return false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c > 32 && c < 128) continue;
    if (c === 32) {
      if (s.charCodeAt(i + 1) === 32) return false;
      continue;
    }
    // \t \n \v \f \r, and anything beyond ASCII; the other control characters are not whitespace.
    if ((c >= 9 && c <= 13) || c >= 128) return false;
  }
  return true;
}

/** Today's local date as `YYYY-MM-DD`. */
export function localDate(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** Local RFC 3339 timestamp with seconds and the UTC offset, e.g. `2026-11-30T10:04:05+01:00`. */
export function localTimestamp(d = new Date()): string {
  const p = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const off = -d.getTimezoneOffset();
  const sign = off >= 0 ? '+' : '-';
  return (
    `${localDate(d)}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}` +
    `${sign}${p(Math.trunc(off / 60))}:${p(off % 60)}`
  );
}

/**
 * `text` split at each `sep` character that stands outside the bracket pairs
 * named in `brackets` (`'()'`, `'()[]'`), pieces as written, empty ones kept:
 * `A|(B;C)` at `|` → [`A`, `(B;C)`]; `str | None, dict[str, int]` at `,` with
 * `'()[]'` → [`str | None`, ` dict[str, int]`]. An unbalanced closer only
 * lowers the depth.
 */
export function splitOutside(text: string, sep: string, brackets = '()'): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const k = brackets.indexOf(text[i]);
    if (k >= 0) depth += k % 2 === 0 ? 1 : -1;
    else if (text[i] === sep && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/**
 * The offset of the bracket closing the one at `open` in `text` (`(`, `[` and `{` all counted, so
 * `f(a[1], {b})` nests; strings are not read), or -1 when it is not closed.
 */
export function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
