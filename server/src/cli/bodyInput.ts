/**
 * The body of `kontext capture`: `-b <markdown>`, `-b -` / `--file -` (stdin)
 * or `--file <path>`, checked against the size every tool call's arguments
 * must fit in (SPEC §11: 65,536 characters of compact JSON, registry.ts
 * MAX_ARGUMENT_CHARS). A body that cannot fit is refused here, before the
 * call, saying how much was given, the limit, and what to do instead
 * (newcomer 8 #4). stdin is read into memory only up to a bound; anything
 * beyond goes to a temp file named in the error, so a long piped text is
 * neither held in memory whole nor lost.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { cpLength } from '../core/text';
import { MAX_ARGUMENT_CHARS } from '../tools/toolArgs';

/** A body larger than this many bytes cannot fit in MAX_ARGUMENT_CHARS code points (at most 4 bytes each), so stdin is not held past it. */
const MAX_BODY_BYTES = MAX_ARGUMENT_CHARS * 4;

/** `812 bytes`, `97.7 KiB`, `14.2 MiB` (sizes for people, as codeText's sizeText writes them). */
export function bytesText(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1 << 20) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / (1 << 20)).toFixed(1)} MiB`;
}

/** What stdin held: its text when it fits in MAX_BODY_BYTES, else its size and the temp file holding all of it. */
export type StdinBody = { text: string; bytes: number } | { over: true; bytes: number; keptIn: string | null };

/**
 * Reads stdin (`-b -`, `--file -`) up to MAX_BODY_BYTES in memory; past that,
 * everything read and the rest stream to a temp file (null when it cannot be
 * written), and only the count is kept.
 */
export async function readStdinBody(input: NodeJS.ReadableStream = process.stdin): Promise<StdinBody> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let out: fs.WriteStream | null = null;
  let keptIn: string | null = null;
  for await (const c of input) {
    const b = typeof c === 'string' ? Buffer.from(c) : (c as Buffer);
    bytes += b.length;
    if (out) {
      if (!out.write(b)) await new Promise<void>((r) => out!.once('drain', () => r()));
      continue;
    }
    chunks.push(b);
    if (bytes > MAX_BODY_BYTES) {
      keptIn = path.join(os.tmpdir(), `kontext-capture-${process.pid}-${Date.now()}.md`);
      try {
        out = fs.createWriteStream(keptIn);
        for (const k of chunks.splice(0)) out.write(k);
      } catch {
        keptIn = null;
        out = null;
        chunks.length = 0;
        // Cannot keep it: count the rest without holding it.
        for await (const r of input) bytes += (r as Buffer).length;
        break;
      }
    }
  }
  if (out) await new Promise<void>((resolve) => out!.end(resolve));
  if (bytes > MAX_BODY_BYTES) return { over: true, bytes, keptIn };
  return { text: Buffer.concat(chunks).toString('utf8'), bytes };
}

/** What to do with a body that is too long; a file given with --file is no way around it (the same limit). */
function instead(source: string): string {
  return `shorten the body to what the team must know, and keep the long material in a file in the repository, named with -p/--paths${source.startsWith('--file') ? '' : ' (a file given with --file has the same limit)'}`;
}

/** The limit in words: characters of all arguments together, and about how much plain text that is. */
/**
 * The size limit as messages state it. A function, not a module-level
 * constant: `toLocaleString` starts ICU's number formatting (~25 ms of a warm
 * `kontext callers`, --cpu-prof), and the CLI loads this module for every
 * command while only a too-large body needs the text.
 */
function limitText(): string {
  return `a capture's arguments may be at most ${MAX_ARGUMENT_CHARS.toLocaleString('en-US')} characters together (about ${Math.round(MAX_ARGUMENT_CHARS / 1024)} KiB of plain text)`;
}

/** The error for stdin over MAX_BODY_BYTES: what was received, the limit, what to do, where the text is kept. */
export function stdinTooLong(flag: string, s: { bytes: number; keptIn: string | null }): string {
  return `${flag}: stdin held ${bytesText(s.bytes)}; ${limitText()} — ${instead(flag)}.${s.keptIn ? ` The text read from stdin is kept in ${s.keptIn}.` : ''}`;
}

/**
 * Checks a body that was read whole: undefined when it fits (its JSON form
 * leaves room under MAX_ARGUMENT_CHARS for the other arguments' `others`
 * characters), else the error naming the source (`-b -`, `--file notes.md`,
 * `-b`), what it holds, the limit and what to do; a stdin body is kept in
 * a temp file first, named in the error.
 */
export function bodyTooLong(source: string, body: string, others: number, fromStdin: boolean): string | undefined {
  const chars = cpLength(JSON.stringify(body));
  if (chars + others <= MAX_ARGUMENT_CHARS) return undefined;
  let kept = '';
  if (fromStdin) {
    const file = path.join(os.tmpdir(), `kontext-capture-${process.pid}-${Date.now()}.md`);
    try {
      fs.writeFileSync(file, body);
      kept = ` The text read from stdin is kept in ${file}.`;
    } catch {
      // Not kept: the error still says what to do.
    }
  }
  const size = bytesText(Buffer.byteLength(body));
  return `${source}: the body is ${chars.toLocaleString('en-US')} characters as sent (${size}); ${limitText()} — ${instead(source)}.${kept}`;
}

/**
 * Reads `--file <f>` (relative to `dir`), refusing one too large to send
 * before reading it whole. Throws an Error with the message to show.
 */
export function readBodyFile(f: string, dir: string): string {
  const file = path.resolve(dir, f);
  let size: number;
  try {
    const st = fs.statSync(file);
    if (st.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    size = st.size;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new Error(`--file ${f}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory; give a Markdown file' : (e as Error).message}`);
  }
  if (size > MAX_BODY_BYTES) throw new Error(`--file ${f}: the file is ${bytesText(size)}; ${limitText()} — ${instead('--file')}.`);
  return fs.readFileSync(file, 'utf8');
}
