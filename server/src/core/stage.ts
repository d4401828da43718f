/**
 * Staging files kontext wrote (SPEC §5.3 "git add"): promotion and
 * `capture --promote` both stage the new entry and the files its supersedes
 * rewrote, so the two agree on what ends up in the git index.
 */
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
  for (let attempt = 0; ; attempt++) {
    try {
      await git(['add', '--', ...paths], { cwd: repo.root });
      return;
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
