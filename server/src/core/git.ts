/**
 * Raw git access. Every git call in the engine goes through `git()` so that the
 * environment is scrubbed once (no ELECTRON_RUN_AS_NODE reaches child processes,
 * no pager, no prompts) and errors carry the command and git's own message.
 * Raw `git` is used instead of simple-git on the hot paths (log, blame, ls-files),
 * where the extra parsing layer would cost time we measure in bench/.
 */
import { execFile, spawn } from 'node:child_process';
import * as os from 'node:os';
import { KontextError } from './errors';

/** Environment for child processes: the parent's, minus variables that must not leak. */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.ELECTRON_RUN_AS_NODE;
  delete env.GIT_PAGER;
  env.GIT_TERMINAL_PROMPT = '0';
  env.GIT_OPTIONAL_LOCKS = '0';
  return env;
}

export interface GitOptions {
  /** Working directory (the repository root or any folder inside it). */
  cwd: string;
  /** Text written to git's standard input. */
  input?: string | Buffer;
  /** Exit codes that are not failures (e.g. 1 for `git diff --quiet`). Default [0]. */
  okCodes?: number[];
  /** Extra environment variables for this call only. */
  env?: Record<string, string>;
  /** Milliseconds after which git is killed (SIGTERM) and the call rejects, saying it timed out. Default: no limit. */
  timeoutMs?: number;
}

export interface GitResult {
  stdout: string;
  stderr: string;
  code: number;
}

/**
 * Runs `git <args>` and resolves with its output (UTF-8). Rejects with a
 * KontextError(reason 'git') naming the command and git's stderr when the exit
 * code is not in `okCodes` (or `timed out after <n> ms` when `timeoutMs` passed
 * first and git was killed). Output up to 1 GiB is buffered, and git buffers
 * its own writes too (`GIT_FLUSH=0`: nothing here reads output before exit).
 */
export function git(args: string[], opts: GitOptions): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      { cwd: opts.cwd, env: childEnv({ GIT_FLUSH: '0', ...opts.env }), maxBuffer: 1 << 30, encoding: 'utf8', timeout: opts.timeoutMs ?? 0 },
      (err, stdout, stderr) => {
        const code = err ? (typeof (err as any).code === 'number' ? (err as any).code : -1) : 0;
        const ok = opts.okCodes ?? [0];
        // Killed by the timeout, git may still report success with what it wrote so far (nothing, when the
        // signal came as it started: seen with a 1 ms bound); a killed git is never an answer.
        const killed = !!opts.timeoutMs && (child.killed || (!!err && (err as any).killed));
        if (killed || !ok.includes(code)) {
          const msg = killed ? `timed out after ${opts.timeoutMs} ms` : (stderr || (err && err.message) || '').trim().split('\n').slice(0, 3).join(' ');
          reject(new KontextError('git', `git ${args.slice(0, 3).join(' ')} failed: ${msg}`, err ?? undefined));
          return;
        }
        resolve({ stdout, stderr, code });
      },
    );
    if (opts.input !== undefined) {
      child.stdin?.end(opts.input);
    }
  });
}

/** Runs git and returns trimmed stdout, or `null` when git fails. */
export async function gitMaybe(args: string[], cwd: string): Promise<string | null> {
  try {
    return (await git(args, { cwd })).stdout.trim();
  } catch {
    return null;
  }
}

/**
 * Runs git and returns stdout as a Buffer (for NUL-separated or binary output).
 * Rejects like `git()`.
 */
export function gitBuffer(args: string[], cwd: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd, env: childEnv({ GIT_FLUSH: '0' }), stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', (e) => reject(new KontextError('git', `git ${args[0]} failed: ${e.message}`, e)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new KontextError('git', `git ${args.slice(0, 3).join(' ')} failed: ${Buffer.concat(err).toString().trim()}`));
    });
  });
}

/**
 * Runs git and hands its stdout to `onData` chunk by chunk, as raw bytes, while
 * it runs, so a caller can parse output that is still being written (chunks
 * may end inside a UTF-8 character: split at ASCII separators before decoding).
 * `GIT_FLUSH=0`: otherwise git flushes after every commit when stdout is a pipe
 * (5000 write calls and as many wake-ups for a 5000-commit log; fully buffered
 * it writes ~4 KB at a time, 0.35 s → 0.22 s wall for `git log -n 5000
 * --name-only` into a pipe, bench/search.mjs). `opts.input`, when given, is
 * written to git's stdin (e.g. shas for `--stdin`); `opts.nice` lowers git's
 * CPU priority (background work that no request waits for; ignored where not
 * permitted). Resolves when git exits 0; rejects like `git()`.
 */
export function gitStream(args: string[], cwd: string, onData: (chunk: Buffer) => void, opts: { input?: string; nice?: number } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd, env: childEnv({ GIT_FLUSH: '0' }), stdio: ['pipe', 'pipe', 'pipe'] });
    if (opts.nice && child.pid) {
      try {
        os.setPriority(child.pid, opts.nice);
      } catch {
        /* not permitted: normal priority */
      }
    }
    child.stdin.on('error', () => {}); // git exiting early (a bad sha) is reported by its exit code
    child.stdin.end(opts.input ?? '');
    let err = '';
    let failed = false;
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (d: Buffer) => {
      if (failed) return;
      try {
        onData(d);
      } catch (e) {
        failed = true;
        child.kill();
        reject(e);
      }
    });
    child.stderr.on('data', (d: string) => (err += d));
    child.on('error', (e) => reject(new KontextError('git', `git ${args[0]} failed: ${e.message}`, e)));
    child.on('close', (code) => {
      if (failed) return;
      if (code === 0) resolve();
      else reject(new KontextError('git', `git ${args.slice(0, 3).join(' ')} failed: ${err.trim().split('\n').slice(0, 3).join(' ')}`));
    });
  });
}
