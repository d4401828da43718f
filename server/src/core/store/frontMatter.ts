/**
 * The flat YAML subset kontext entries use for front matter (SPEC §2.3), read
 * and written by hand: the `yaml` package would reject the plain scalars real
 * stores contain (`summary: a: b`), would not drop ` #` comments the way kontext
 * 0.1 does, and cannot reproduce the byte-exact write format. Keys keep their
 * written case here; entryFormat.ts maps them (case-insensitively) to fields.
 */

/** One front-matter value: a scalar or a list (inline `[…]` or `- item` lines). */
export type FmValue = string | string[];

/** Ordered key/value pairs as written. */
export type FmPairs = [string, FmValue][];

/**
 * Something wrong in a front-matter line that the reader works around (check
 * reports it, SPEC §2.8 "unreadable store file" in spirit): `line` is 1-based
 * within the front-matter lines (the file line is `line + 1`).
 */
export interface FmProblem {
  level: 'error' | 'warn';
  line: number;
  message: string;
}

/** A Markdown text split at its front matter. */
export interface SplitText {
  /** The lines between the opening `---` and the closing `---`/`...`, or null when there is none. */
  fmLines: string[] | null;
  /** Everything after the closing line (or the whole text when there is no front matter), LF line ends. */
  body: string;
  /** True when the text opened with `---` but never closed it (read as plain Markdown). */
  unclosed: boolean;
}

/**
 * Splits `text` into front-matter lines and body. A UTF-8 BOM and CRLF line ends
 * are tolerated (SPEC §2.3); the body comes back with LF line ends.
 */
export function splitFrontMatter(text: string): SplitText {
  const norm = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = norm.split('\n');
  if (lines[0]?.trimEnd() !== '---') return { fmLines: null, body: norm, unclosed: false };
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i].trimEnd();
    if (l === '---' || l === '...') {
      return { fmLines: lines.slice(1, i), body: lines.slice(i + 1).join('\n'), unclosed: false };
    }
  }
  return { fmLines: null, body: norm, unclosed: true };
}

/** Removes a ` #…` comment from a plain (unquoted) scalar. */
function stripComment(s: string): string {
  const m = /(^|\s)#/.exec(s);
  return m ? s.slice(0, m.index).trimEnd() : s;
}

/** Unquotes a `"…"` (`\"`, `\\`) or `'…'` (`''`) scalar; plain scalars lose a ` #` comment. */
export function unquote(raw: string): string {
  const s = raw.trim();
  if (s.startsWith('"')) {
    let out = '';
    for (let i = 1; i < s.length; i++) {
      const c = s[i];
      if (c === '\\' && i + 1 < s.length) {
        const n = s[++i];
        out += n === 'n' ? '\n' : n === 't' ? '\t' : n;
      } else if (c === '"') {
        return out;
      } else {
        out += c;
      }
    }
    return out;
  }
  if (s.startsWith("'")) {
    let out = '';
    for (let i = 1; i < s.length; i++) {
      if (s[i] === "'") {
        if (s[i + 1] === "'") {
          out += "'";
          i++;
        } else {
          return out;
        }
      } else {
        out += s[i];
      }
    }
    return out;
  }
  return stripComment(s);
}

/**
 * Splits the inside of an inline list on commas outside quotes, unquoting each
 * item and dropping empty ones: `a, "b, c"` → [`a`, `b, c`].
 */
export function splitInlineList(inner: string): string[] {
  const items: string[] = [];
  let cur = '';
  let quote: string | null = null;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (quote) {
      cur += c;
      if (c === '\\' && quote === '"' && i + 1 < inner.length) cur += inner[++i];
      else if (c === quote) {
        if (quote === "'" && inner[i + 1] === "'") cur += inner[++i];
        else quote = null;
      }
    } else if (c === '"' || c === "'") {
      quote = c;
      cur += c;
    } else if (c === ',') {
      items.push(cur);
      cur = '';
    } else {
      cur += c;
    }
  }
  items.push(cur);
  return items.map((x) => unquote(x)).filter((x) => x !== '');
}

/** True when a `"…"`/`'…'` scalar has its closing quote (plain scalars always do). */
function quoteClosed(raw: string): boolean {
  const s = raw.trim();
  const q = s[0];
  if (q !== '"' && q !== "'") return true;
  for (let i = 1; i < s.length; i++) {
    if (q === '"' && s[i] === '\\') i++;
    else if (s[i] === q) {
      if (q === "'" && s[i + 1] === "'") i++;
      else return true;
    }
  }
  return false;
}

/**
 * Problems of one `key: value` (value as folded): an inline list opened with
 * `[` and never closed (read as the items up to the end of the line, e.g. the
 * path "unclosed"), or a quoted scalar without its closing quote.
 */
function valueProblem(key: string, value: string): string | null {
  const s = value.trim();
  const shown = s.length > 60 ? `${s.slice(0, 59)}…` : s;
  if (s.startsWith('[') && s.lastIndexOf(']') <= 0) {
    return `front matter "${key}: ${shown}" opens a list with [ but never closes it; write ${key}: [a, b]`;
  }
  if (!s.startsWith('[') && !quoteClosed(s)) {
    return `front matter "${key}: ${shown}" opens a quote but never closes it; end the value with ${s[0]}`;
  }
  return null;
}

function parseScalarOrList(raw: string): FmValue {
  const s = raw.trim();
  if (s.startsWith('[')) {
    const close = s.lastIndexOf(']');
    // A comment after the closing bracket is allowed; an unclosed list takes the rest.
    return splitInlineList(close > 0 ? s.slice(1, close) : s.slice(1));
  }
  return unquote(s);
}

const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_ -]*?)\s*:(?:\s+(.*)|\s*)$/;

/**
 * Parses front-matter lines into ordered pairs (SPEC §2.3): blank and `#` lines
 * skipped; `key: value`; inline lists (quote-aware); `key:` followed by `- item`
 * lines; `|`/`|-` blocks joined with newlines and `>`/`>-` with spaces; indented
 * continuation lines of a plain scalar; empty list items dropped. Lines that are
 * none of these are ignored (kontext 0.1 does the same). When `problems` is
 * given, what the reader had to work around is appended to it: an unclosed
 * inline list or quote (error: the value read is not what was meant) and an
 * ignored line (warning).
 */
export function parseFrontMatterLines(lines: string[], problems?: FmProblem[]): FmPairs {
  const pairs: FmPairs = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '' || line.trimStart().startsWith('#') || /^\s/.test(line)) {
      i++;
      continue;
    }
    const m = KEY_LINE.exec(line.trimEnd());
    if (!m) {
      const shown = line.trim().length > 60 ? `${line.trim().slice(0, 59)}…` : line.trim();
      problems?.push({ level: 'warn', line: i + 1, message: `front-matter line "${shown}" is not "key: value" and is ignored` });
      i++;
      continue;
    }
    const key = m[1].trim();
    const rest = (m[2] ?? '').trim();
    i++;
    const block = /^([|>])([+-]?)\s*(#.*)?$/.exec(rest);
    if (block) {
      const got: string[] = [];
      while (i < lines.length && (lines[i].trim() === '' || /^\s/.test(lines[i]))) got.push(lines[i++]);
      while (got.length && got[got.length - 1].trim() === '') got.pop();
      const indent = Math.min(...got.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length), 1e9);
      const body = got.map((l) => l.slice(Math.min(indent, l.length)));
      const text = block[1] === '|' ? body.join('\n') : body.map((l) => l.trim()).filter(Boolean).join(' ');
      pairs.push([key, text]);
      continue;
    }
    if (rest === '' || stripComment(rest) === '') {
      const items: string[] = [];
      let sawItem = false;
      while (i < lines.length) {
        const l = lines[i];
        const item = /^\s*-(?:\s+(.*)|\s*)$/.exec(l.trimEnd());
        if (item) {
          sawItem = true;
          const v = unquote(item[1] ?? '');
          if (v !== '') items.push(v);
          i++;
        } else if (l.trim() === '' || (/^\s/.test(l) && l.trimStart().startsWith('#'))) {
          i++;
        } else {
          break;
        }
      }
      pairs.push([key, sawItem ? items : '']);
      continue;
    }
    let value = rest;
    const at = i;
    // Indented continuation lines fold into a plain or quoted scalar with spaces.
    while (i < lines.length && /^\s+\S/.test(lines[i]) && !/^\s*-\s/.test(lines[i])) {
      value += ' ' + lines[i].trim();
      i++;
    }
    const bad = problems ? valueProblem(key, value) : null;
    if (bad) problems!.push({ level: 'error', line: at, message: bad });
    pairs.push([key, parseScalarOrList(value)]);
  }
  return pairs;
}

const RESERVED = new Set(['true', 'false', 'null', 'yes', 'no', '~', 'on', 'off']);
const SPECIAL_START = new Set(['-', '?', ':', ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', "'", '"', '%', '@', '`']);

/**
 * Formats one scalar for writing (SPEC §2.3): newlines become spaces; the value
 * is double-quoted (escaping `\` and `"`) when empty, with outer spaces,
 * containing `: ` or ` #`, ending `:`, starting with a YAML indicator or a
 * backtick, or equal to a YAML boolean/null word in any case. List items are
 * also quoted when they contain `,` `[` or `]`.
 */
export function formatScalar(value: string, inList = false): string {
  const v = value.replace(/\r?\n/g, ' ');
  const needs =
    v === '' ||
    v !== v.trim() ||
    v.includes(': ') ||
    v.includes(' #') ||
    v.endsWith(':') ||
    SPECIAL_START.has(v[0]) ||
    RESERVED.has(v.toLowerCase()) ||
    (inList && /[,[\]]/.test(v));
  return needs ? `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : v;
}

/** Formats `key: value` with lists inline (`[a, b]`); null for an empty value (omitted). */
export function formatPair(key: string, value: FmValue | undefined): string | null {
  if (value === undefined) return null;
  if (Array.isArray(value)) {
    const items = value.filter((x) => x !== '');
    if (!items.length) return null;
    return `${key}: [${items.map((x) => formatScalar(x, true)).join(', ')}]`;
  }
  if (value === '') return null;
  return `${key}: ${formatScalar(value)}`;
}
