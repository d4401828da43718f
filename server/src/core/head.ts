/**
 * Reads the sha HEAD points at straight from the git directory, without
 * spawning git. Caches keyed by HEAD (blame, freshness) check it on every call,
 * and a git process costs a few milliseconds each time — more than the whole
 * budget of a cached hover (issue 2: repeated `why path:line` ≤ 5 ms).
 * Falls back to `git rev-parse HEAD` for layouts it does not read (reftable).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { git, gitMaybe } from './git';
import type { Repo } from './repo';

const gitDirs = new WeakMap<Repo, Promise<string>>();

/** Absolute git directory of this worktree (`git rev-parse --absolute-git-dir`), cached per Repo. */
export function gitDirOf(repo: Repo): Promise<string> {
  let p = gitDirs.get(repo);
  if (!p) {
    p = git(['rev-parse', '--absolute-git-dir'], { cwd: repo.root }).then((r) => r.stdout.trim());
    gitDirs.set(repo, p);
  }
  return p;
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function packedRef(common: string, ref: string): string | null {
  const text = readText(path.join(common, 'packed-refs'));
  if (!text) return null;
  for (const line of text.split('\n')) {
    if (line.length > 41 && line.charCodeAt(40) === 32 && line.slice(41).trim() === ref) return line.slice(0, 40);
  }
  return null;
}

/**
 * Full sha of HEAD, or null when HEAD is unborn (no commits yet). Reads
 * `<gitdir>/HEAD`, loose refs (worktree first, then the common dir) and
 * `packed-refs`; anything else goes through git.
 */
export async function readHead(repo: Repo): Promise<string | null> {
  const gitDir = await gitDirOf(repo);
  const common = repo.paths.common;
  if (fs.existsSync(path.join(common, 'reftable'))) return gitMaybe(['rev-parse', '-q', '--verify', 'HEAD'], repo.root);
  let content = readText(path.join(gitDir, 'HEAD'))?.trim() ?? null;
  for (let hops = 0; content !== null && hops < 5; hops++) {
    if (/^[0-9a-f]{40,64}$/.test(content)) return content;
    const m = /^ref:\s*(\S+)$/.exec(content);
    if (!m) break;
    const ref = m[1];
    const loose = readText(path.join(gitDir, ref)) ?? readText(path.join(common, ref));
    if (loose !== null) {
      content = loose.trim();
      continue;
    }
    return packedRef(common, ref); // null = unborn branch
  }
  return gitMaybe(['rev-parse', '-q', '--verify', 'HEAD'], repo.root);
}
