/**
 * Staging files kontext wrote (SPEC §5.3 "git add"): promotion and
 * `capture --promote` both stage the new entry and kontext's own change to the
 * files its supersedes rewrote (never the user's unstaged edits there, see
 * store/write.ts applySupersedes), so the two agree on what ends up in the
 * git index.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Repo } from './repo';
import { git } from './git';

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/**
 * `git add -- <paths>` (repo-relative), retried for up to ~3 s while another
 * process holds the git index lock (two servers staging at the same moment is
 * normal here). Rejects with the git error otherwise.
 */
export async function gitAdd(repo: Repo, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await retryIndexLock(() => git(['add', '--', ...paths], { cwd: repo.root }));
}

/**
 * Stages the repository's shared config file (SPEC §4 layer 4: the first of
 * `.kontext.toml`, `<store.dir>/kontext.toml`, `.ai/kontext.toml` that
 * exists) when it is untracked and not ignored, for a promotion: a store set
 * up by creating that file (README) and promoted into would otherwise reach
 * the commit without its config, and the team would get entries without
 * the settings that place and read them (store.dir, kinds, [graph]).
 * Newcomer: promote left a new `.ai/kontext.toml` untracked without a word.
 * A tracked file's edits are the user's and are never staged here. Returns
 * its repo-relative path when it staged it, else null.
 */
export async function stageNewConfig(repo: Repo): Promise<string | null> {
  let storeDir = '.ai';
  try {
    storeDir = repo.config().store.dir;
  } catch {
    // unreadable config: the default store dir's file is still the one to look at
  }
  const rel = ['.kontext.toml', path.posix.join(storeDir, 'kontext.toml'), '.ai/kontext.toml'].find((r) => fs.existsSync(repo.abs(r)));
  if (!rel) return null;
  const r = await git(['ls-files', '-z', '--others', '--exclude-standard', '--', rel], { cwd: repo.root });
  if (!r.stdout.split('\0').includes(rel)) return null;
  await gitAdd(repo, [rel]);
  return rel;
}

/** What a promotion says when it staged the untracked config file `rel` too (stage.ts stageNewConfig); shared with `capture --promote`. */
export function configNote(rel: string): string {
  return `also staged ${rel}: the store's config file was untracked, and the team gets the store's settings only once it is committed with the entry (\`git restore --staged ${rel}\` to leave it out)`;
}

/** One path's entry in the git index (`git ls-files -s`): mode, blob sha, merge stage (0 = no conflict). */
export interface IndexEntry {
  mode: string;
  sha: string;
  stage: number;
}

/** The index entry of repo-relative `rel`, or null when git does not track it. */
export async function indexEntry(repo: Repo, rel: string): Promise<IndexEntry | null> {
  const out = (await git(['ls-files', '-s', '-z', '--', rel], { cwd: repo.root })).stdout;
  const rec = out.split('\0').find((r) => r.endsWith(`\t${rel}`));
  const m = rec ? /^(\d+) ([0-9a-f]+) (\d)\t/.exec(rec) : null;
  return m ? { mode: m[1], sha: m[2], stage: Number(m[3]) } : null;
}

/** The text of blob `sha` (UTF-8). */
export async function blobText(repo: Repo, sha: string): Promise<string> {
  return (await git(['cat-file', 'blob', sha], { cwd: repo.root })).stdout;
}

/**
 * Stages `text` as the content of `rel` without touching the working tree:
 * the blob is written as is (`hash-object -w --no-filters`, the text being
 * derived from a blob already) and the index entry replaced with
 * `update-index --cacheinfo <mode>,<sha>,<rel>`.
 */
export async function stageText(repo: Repo, rel: string, mode: string, text: string): Promise<void> {
  const sha = (await git(['hash-object', '-w', '--no-filters', '--stdin'], { cwd: repo.root, input: text })).stdout.trim();
  await retryIndexLock(() => git(['update-index', '--cacheinfo', `${mode},${sha},${rel}`], { cwd: repo.root }));
}

/** Runs a git command that writes the index, retried for ~3 s while another process holds `index.lock`. */
async function retryIndexLock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      const msg = (e as Error).message;
      if (attempt < 60 && /index\.lock/.test(msg)) {
        await sleep(25 + Math.floor(Math.random() * 50));
        continue;
      }
      throw e;
    }
  }
}
