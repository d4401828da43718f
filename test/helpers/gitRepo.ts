/**
 * Real temporary git repositories for tests. Every repository is made with the
 * `git` binary (no mocks) and removed after the run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const made: string[] = [];

/** Environment that makes commits deterministic and independent of the user's git config. */
export function gitEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GIT_AUTHOR_NAME: 'Ada Tester',
    GIT_AUTHOR_EMAIL: 'ada@example.com',
    GIT_COMMITTER_NAME: 'Ada Tester',
    GIT_COMMITTER_EMAIL: 'ada@example.com',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    KONTEXT_CONFIG_DIR: path.join(os.tmpdir(), 'kontext-test-config-none'),
    ...extra,
  };
}

export class TestRepo {
  constructor(readonly root: string) {}

  /** Runs git in the repository and returns trimmed stdout. */
  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.root, env: gitEnv(), encoding: 'utf8' }).trim();
  }

  /** Writes a file (creating folders), relative to the root. */
  write(rel: string, content: string): this {
    const file = path.join(this.root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    return this;
  }

  read(rel: string): string {
    return fs.readFileSync(path.join(this.root, rel), 'utf8');
  }

  exists(rel: string): boolean {
    return fs.existsSync(path.join(this.root, rel));
  }

  /**
   * Writes `files`, stages everything and commits with `message`. `date` (ISO)
   * sets both author and committer dates. Returns the new commit's full sha.
   */
  commit(message: string, files: Record<string, string> = {}, date?: string): string {
    for (const [rel, content] of Object.entries(files)) this.write(rel, content);
    this.git('add', '-A');
    const env = gitEnv(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {});
    execFileSync('git', ['commit', '-q', '--allow-empty', '-m', message], { cwd: this.root, env });
    return this.git('rev-parse', 'HEAD');
  }
}

/** Creates an empty repository (branch `main`) in a fresh temp folder. */
export function makeRepo(name = 'repo'): TestRepo {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `kontext-${name}-`)));
  made.push(dir);
  execFileSync('git', ['init', '-q', '-b', 'main', dir], { env: gitEnv() });
  return new TestRepo(dir);
}

/** Copies a folder tree (e.g. shared/fixtures/kontext-store) into the repository. */
export function copyTree(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true });
}

/** Path of the built bundle the integration tests spawn. */
export const KONTEXT_JS = path.resolve(__dirname, '..', '..', 'dist', 'kontext.js');

/** Exit status and output of one run of the built CLI. */
export interface CliRun {
  code: number | null;
  out: string;
  err: string;
}

/** Runs the built CLI (`node dist/kontext.js …args`) in `cwd` with the test git environment (gitEnv) and waits for it. */
export function cliIn(cwd: string, ...args: string[]): CliRun {
  const r = spawnSync(process.execPath, [KONTEXT_JS, ...args], { cwd, encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/**
 * Path of shared/ beside the repository (the kontext 0.1 fixture lives there):
 * `$KONTEXT_SHARED`, else `../shared` from the checkout, else `../../shared`
 * (checkouts under /work/wt/<name>).
 */
export const SHARED =
  process.env.KONTEXT_SHARED ??
  [path.resolve(__dirname, '..', '..', '..', 'shared'), path.resolve(__dirname, '..', '..', '..', '..', 'shared')].find((d) =>
    fs.existsSync(d),
  ) ??
  path.resolve(__dirname, '..', '..', '..', 'shared');

/** The one-line reason given when the kontext 0.1 fixture store is not there. */
export const FIXTURE_MISSING = 'needs the kontext 0.1 fixture store: set KONTEXT_SHARED=<dir containing fixtures/kontext-store>';

/**
 * Path of the kontext 0.1 fixture store (`<SHARED>/fixtures/kontext-store`), for tests that
 * read it. When it is absent (a fresh clone with no shared/ beside it) the calling test or
 * hook is skipped with {@link FIXTURE_MISSING} in its title; with `KONTEXT_REQUIRE_SHARED=1`
 * (CI, which has shared/) it fails with that one line instead, so a lost fixture cannot
 * silently turn the compatibility tests into skips.
 */
export function fixtureStore(ctx: Mocha.Context): string {
  const dir = path.join(SHARED, 'fixtures', 'kontext-store');
  if (fs.existsSync(path.join(dir, '.ai'))) return dir;
  const reason = `${FIXTURE_MISSING} (looked in ${dir})`;
  if (process.env.KONTEXT_REQUIRE_SHARED === '1') {
    const err = new Error(reason);
    err.stack = `Error: ${reason}`; // one line, not a stack into the helper
    throw err;
  }
  // In a `before` hook (which skips the whole suite) currentTest is the suite's first test.
  const target = ctx.currentTest ?? ctx.test;
  if (target && !target.title.includes(FIXTURE_MISSING)) target.title += ` (skipped: ${FIXTURE_MISSING})`;
  ctx.skip();
}

// Hundreds of temp repositories with their indexes: removing them on a loaded machine
// can take longer than the per-test timeout, which would fail the run after every test passed.
after(function () {
  this.timeout(300_000);
  for (const d of made) fs.rmSync(d, { recursive: true, force: true, maxRetries: 3 });
});
