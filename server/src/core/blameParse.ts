/**
 * Streaming parser for `git blame --porcelain` and `git blame --incremental`
 * output (git-blame(1), "THE PORCELAIN FORMAT"). Both formats start each group
 * with `<sha> <orig-line> <final-line> [<num-lines>]`, followed by the commit's
 * headers the first time that commit appears. Porcelain then gives one
 * TAB-prefixed content line per final line (and a header line per line);
 * incremental gives no content and ends every group with `filename <path>`.
 */

/** One blamed line. `sha` is null for lines not committed yet (working tree or unsaved buffer). */
export interface BlameLine {
  /** 1-based line number in the blamed text. */
  line: number;
  /** Full sha of the commit that last changed the line, or null when not committed yet. */
  sha: string | null;
  /** Author name ('' when not committed). */
  author: string;
  /** Author date, ISO 8601 in the author's time zone (`2024-05-01T10:04:05+02:00`); '' when not committed. */
  date: string;
  /** Commit subject ('' when not committed). */
  subject: string;
  /** Path of the file in that commit (differs from the asked path when the file was renamed since). */
  path?: string;
  /** 1-based line number in that commit's file (`<orig-line>` of git blame --porcelain); absent when not committed. */
  origLine?: number;
}

interface CommitHeaders {
  author: string;
  time: number;
  tz: string;
  subject: string;
  filename?: string;
}

const ZERO_SHA = /^0+$/;
const GROUP = /^([0-9a-f]{40}|[0-9a-f]{64}) (\d+) (\d+)(?: (\d+))?$/;

/** ISO 8601 date of a unix time shown in the offset `tz` (`+0130`, `-0800`). */
export function isoInZone(unixSeconds: number, tz: string): string {
  const m = /^([+-])(\d\d)(\d\d)$/.exec(tz);
  const offMin = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  const shifted = new Date((unixSeconds + offMin * 60) * 1000).toISOString().slice(0, 19);
  const sign = offMin < 0 ? '-' : '+';
  const abs = Math.abs(offMin);
  return `${shifted}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * Feeds blame output chunk by chunk and reports each attributed group of lines
 * through `onGroup(firstLine, count, template)`. `incremental` selects the
 * format: in porcelain every line has its own group header, so count is 1.
 */
export class BlameParser {
  private readonly commits = new Map<string, CommitHeaders>();
  private rest = '';
  private cur: { sha: string; orig: number; final: number; num: number; filename?: string } | null = null;

  constructor(
    private readonly incremental: boolean,
    private readonly onGroup: (first: number, count: number, template: Omit<BlameLine, 'line' | 'origLine'>, orig?: number) => void,
  ) {}

  /** Parses a chunk of stdout (any split point). */
  feed(chunk: string): void {
    const text = this.rest + chunk;
    let start = 0;
    for (;;) {
      const nl = text.indexOf('\n', start);
      if (nl < 0) break;
      this.line(text.slice(start, nl));
      start = nl + 1;
    }
    this.rest = text.slice(start);
  }

  /** Flushes a trailing partial line and a pending group. */
  end(): void {
    if (this.rest) this.line(this.rest);
    this.rest = '';
    this.finish();
  }

  private finish(): void {
    const c = this.cur;
    if (!c) return;
    this.cur = null;
    const h = this.commits.get(c.sha);
    if (ZERO_SHA.test(c.sha)) {
      this.onGroup(c.final, c.num, { sha: null, author: '', date: '', subject: '' });
      return;
    }
    this.onGroup(c.final, c.num, {
      sha: c.sha,
      author: h?.author ?? '',
      date: h ? isoInZone(h.time, h.tz) : '',
      subject: h?.subject ?? '',
      path: c.filename ?? h?.filename,
    }, c.orig);
  }

  private line(l: string): void {
    if (l.startsWith('\t')) {
      // Porcelain content line: ends the current line's record.
      this.finish();
      return;
    }
    const g = GROUP.exec(l);
    if (g) {
      this.finish();
      const num = this.incremental ? Number(g[4] ?? 1) : 1;
      this.cur = { sha: g[1], orig: Number(g[2]), final: Number(g[3]), num };
      if (!this.commits.has(g[1])) this.commits.set(g[1], { author: '', time: 0, tz: '+0000', subject: '' });
      return;
    }
    if (!this.cur) return;
    const sp = l.indexOf(' ');
    const key = sp < 0 ? l : l.slice(0, sp);
    const value = sp < 0 ? '' : l.slice(sp + 1);
    const h = this.commits.get(this.cur.sha)!;
    switch (key) {
      case 'author':
        h.author = value;
        break;
      case 'author-time':
        h.time = Number(value);
        break;
      case 'author-tz':
        h.tz = value;
        break;
      case 'summary':
        h.subject = value;
        break;
      case 'filename': {
        const name = gitPath(value);
        h.filename = name;
        this.cur.filename = name;
        if (this.incremental) this.finish();
        break;
      }
      default:
        break;
    }
  }
}

const C_ESCAPES: Record<string, number> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };

/**
 * A path as git prints it, unquoted: git writes a path holding non-ASCII
 * bytes, control characters, `"` or `\\` in C style (`"src/caf\\303\\251.ts"`:
 * octal escapes of UTF-8 bytes; git-config `core.quotePath`, on by default).
 * Anything else is returned as is. Without this a blamed line of `src/café.ts`
 * read as coming from another path, and `why` reported a rename (newcomer 8 #19).
 */
export function gitPath(printed: string): string {
  if (printed.length < 2 || printed[0] !== '"' || printed[printed.length - 1] !== '"') return printed;
  const bytes: number[] = [];
  const body = printed.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '\\') {
      for (const b of Buffer.from(c, 'utf8')) bytes.push(b);
      continue;
    }
    const next = body[i + 1] ?? '';
    if (/[0-7]/.test(next)) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else {
      bytes.push(C_ESCAPES[next] ?? next.charCodeAt(0));
      i += 1;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
