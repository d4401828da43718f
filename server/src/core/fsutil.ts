/**
 * File writes that never leave a half file, and the store lock that lets two
 * server processes (the editor's and an agent's) write at the same time without
 * losing anything (SPEC §5.1: temp file in the same directory + rename; `<K>/lock`
 * by exclusive create, holding pid + time, stale after 30 s or when its pid is dead).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { KontextError } from './errors';

let tmpCounter = 0;

/**
 * Writes `data` to `file` atomically: a temp file beside it, fsync, then rename.
 * Creates missing parent directories. Readers see the old or the new content,
 * never a mix.
 */
export function atomicWrite(file: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.${tmpCounter++}.tmp`);
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(tmp, file);
  } catch (e) {
    try {
      fs.unlinkSync(tmp);
    } catch {
      /* the temp file is already gone */
    }
    throw new KontextError('io', `cannot write ${file}: ${(e as Error).message}`, e);
  }
}

/**
 * Creates `file` with `data` only if it does not exist yet (exclusive create,
 * then content written atomically over the reservation). Returns false when the
 * name is taken: the caller picks the next suffix.
 */
export function createExclusive(file: string, data: string): boolean {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.closeSync(fs.openSync(file, 'wx'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new KontextError('io', `cannot create ${file}: ${(e as Error).message}`, e);
  }
  atomicWrite(file, data);
  return true;
}

/** Stale-lock age from SPEC §5.1. */
export const LOCK_STALE_MS = 30_000;

/** True when process `pid` exists (signal 0; EPERM = alive but not ours). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/**
 * Runs `fn` while holding the lock file `lockFile` (exclusive create holding
 * `<pid> <epoch ms>`). A lock older than `staleMs` or whose pid is dead is
 * broken. Waits up to `timeoutMs` (default 10 s), then throws KontextError('busy').
 */
export async function withLock<T>(
  lockFile: string,
  fn: () => Promise<T> | T,
  opts: { staleMs?: number; timeoutMs?: number } = {},
): Promise<T> {
  const staleMs = opts.staleMs ?? LOCK_STALE_MS;
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  let wait = 5;
  for (;;) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, `${process.pid} ${Date.now()}\n`);
      fs.closeSync(fd);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new KontextError('io', `cannot create lock ${lockFile}: ${(e as Error).message}`, e);
      }
      if (isStale(lockFile, staleMs)) {
        try {
          fs.unlinkSync(lockFile);
        } catch {
          /* another process broke it first */
        }
        continue;
      }
      if (Date.now() > deadline) {
        throw new KontextError('busy', `the store lock ${lockFile} is held by another process; try again`);
      }
      await sleep(wait);
      wait = Math.min(wait * 2, 100);
    }
  }
  try {
    return await fn();
  } finally {
    try {
      fs.unlinkSync(lockFile);
    } catch {
      /* already removed */
    }
  }
}

function isStale(lockFile: string, staleMs: number): boolean {
  try {
    const text = fs.readFileSync(lockFile, 'utf8').trim();
    const [pidText, timeText] = text.split(/\s+/);
    const pid = Number(pidText);
    const time = Number(timeText);
    if (!Number.isFinite(time)) {
      // Freshly created and not yet written: judge by mtime.
      return Date.now() - fs.statSync(lockFile).mtimeMs > staleMs;
    }
    if (Date.now() - time > staleMs) return true;
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !pidAlive(pid)) return true;
    return false;
  } catch {
    return false;
  }
}

/** Reads a UTF-8 file, or returns null when it does not exist. */
export function readMaybe(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Reads and parses a JSON file; null when missing or unparseable. */
export function readJsonMaybe<T>(file: string): T | null {
  const text = readMaybe(file);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
