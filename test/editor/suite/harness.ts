/**
 * Tiny harness for checks that run inside the editor's extension host: each
 * check records pass/fail with a detail into a results file the mocha side
 * reads (test/editor/editor.e2e.ts). Waiting is by polling a condition with a
 * deadline, never by fixed sleeps.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

export interface CheckResult {
  ok: boolean;
  detail: string;
  ms: number;
  /** Set when the check cannot run in this runner (the reason); the mocha side reports it pending. */
  skipped?: string;
}

export interface ResultsFile {
  done: boolean;
  info: Record<string, unknown>;
  results: Record<string, CheckResult>;
}

export class Results {
  readonly data: ResultsFile = { done: false, info: {}, results: {} };
  constructor(private readonly file: string) {}

  private flush(): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(`${this.file}.tmp`, JSON.stringify(this.data, null, 2));
    fs.renameSync(`${this.file}.tmp`, this.file);
  }

  info(key: string, value: unknown): void {
    this.data.info[key] = value;
    this.flush();
  }

  /** Runs `fn`; a thrown error fails the check with its message; a returned string is the detail. */
  async check(name: string, fn: () => Promise<string | void>): Promise<boolean> {
    const t0 = Date.now();
    try {
      const detail = (await fn()) ?? '';
      this.data.results[name] = { ok: true, detail, ms: Date.now() - t0 };
    } catch (e) {
      this.data.results[name] = { ok: false, detail: (e as Error)?.stack ?? String(e), ms: Date.now() - t0 };
    }
    this.flush();
    return this.data.results[name].ok;
  }

  /** Records `name` as not run here, with the reason (e.g. it needs a browser to type). */
  skip(name: string, reason: string): void {
    this.data.results[name] = { ok: true, detail: reason, ms: 0, skipped: reason };
    this.flush();
  }

  finish(): void {
    this.data.done = true;
    this.flush();
  }
}

/** `T` without its falsy members. */
export type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/** Polls `fn` until it returns a truthy value; throws `what` with the last value after `timeoutMs`. */
export async function until<T>(what: string, fn: () => Promise<T> | T, timeoutMs = 90_000, everyMs = 100): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await fn();
      if (last) return last as Truthy<T>;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last: ${last instanceof Error ? last.message : JSON.stringify(last)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Throws `message` (with the actual value) unless `cond`. */
export function expect(cond: unknown, message: string, actual?: unknown): void {
  if (!cond) throw new Error(`${message}${actual === undefined ? '' : `; got: ${typeof actual === 'string' ? actual : JSON.stringify(actual)}`}`);
}

/**
 * Handshake with the Playwright side (test/editor/editor.e2e.ts ACTIONS):
 * writes `<dir>/<name>.ready`, waits for `<dir>/<name>.done` and returns what
 * the browser reported in `<dir>/<name>.json`; throws when its action failed.
 * No-op (undefined) when `dir` is undefined: under @vscode/test-electron no
 * browser drives the window.
 */
export async function phase(dir: string | undefined, name: string, timeoutMs = 90_000): Promise<unknown> {
  if (!dir) return undefined;
  fs.writeFileSync(path.join(dir, `${name}.ready`), String(Date.now()));
  await until(`browser action ${name}`, () => fs.existsSync(path.join(dir, `${name}.done`)), timeoutMs, 200);
  const outcome = JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8')) as { ok: boolean; value?: unknown; error?: string };
  if (!outcome.ok) throw new Error(`browser action ${name} failed: ${outcome.error}`);
  return outcome.value;
}
