/**
 * Where git runs hooks from, and whether our block is in a hook (SPEC §8.2).
 * Used by the prepare-commit report to say whether trailers are added by the
 * prepare-commit-msg hook, and reusable by `hooks install/status`.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Repo } from './repo';
import { gitMaybe } from './git';

/** The start marker of our block; any line starting with it counts (SPEC §8.2). */
export const HOOK_BLOCK_START = '# >>> kontext >>>';
/** The end marker of our block. */
export const HOOK_BLOCK_END = '# <<< kontext <<<';

/**
 * The active hooks directory (absolute), from one `git rev-parse --git-path
 * hooks`: git applies `core.hooksPath` itself (`~/` expanded; relative paths
 * are relative to the root) and otherwise names `<common>/hooks`. A husky
 * `…/.husky/_` means `.husky/` (SPEC §8.2).
 */
export async function activeHooksDir(repo: Repo): Promise<string> {
  const rel = (await gitMaybe(['rev-parse', '--git-path', 'hooks'], repo.root)) ?? path.join(repo.paths.common, 'hooks');
  let p = rel.startsWith('~/') ? path.join(os.homedir(), rel.slice(2)) : rel;
  p = path.resolve(repo.root, p);
  if (/[\\/]\.husky[\\/]_$/.test(p)) p = path.dirname(p);
  return p;
}

/** True when `text` (a hook file) contains our block's start marker. */
export function hasKontextBlock(text: string): boolean {
  return text.split(/\r?\n/).some((l) => l.startsWith(HOOK_BLOCK_START));
}

/** True when the active `<hook>` file contains our block ("installed", SPEC §8.2). */
export async function hookInstalled(repo: Repo, hook: string): Promise<boolean> {
  try {
    return hasKontextBlock(fs.readFileSync(path.join(await activeHooksDir(repo), hook), 'utf8'));
  } catch {
    return false;
  }
}
