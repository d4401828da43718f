/**
 * What tells the code graph to list the files again (graphState.ts
 * gitStampNow): git's index and HEAD of this worktree, by mtime and size (a
 * checkout, commit or stage moves one of them), and the `[graph]` settings
 * of kontext.toml (skipRules.ts graphPathsKey).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * The git dir of the worktree at `root` (absolute): a linked worktree's
 * `.git` is a file naming it (`gitdir: …`); otherwise, or when that cannot
 * be read, `commonDir` (the repository's git dir).
 */
export function worktreeGitDir(root: string, commonDir: string): string {
  const dotGit = path.join(root, '.git');
  try {
    if (fs.statSync(dotGit).isFile()) {
      const m = /^gitdir:\s*(.+)$/m.exec(fs.readFileSync(dotGit, 'utf8'));
      if (m) return path.resolve(root, m[1].trim());
    }
  } catch {
    /* the common dir */
  }
  return commonDir;
}

/** `<settings key>|<index mtime:size>|<HEAD mtime:size>` of `gitDir` (`-` for a file that is missing): equal stamps, same listing. */
export function listStamp(gitDir: string, settingsKey: string): string {
  const parts: string[] = [settingsKey];
  for (const f of [path.join(gitDir, 'index'), path.join(gitDir, 'HEAD')]) {
    try {
      const st = fs.statSync(f);
      parts.push(`${st.mtimeMs}:${st.size}`);
    } catch {
      parts.push('-');
    }
  }
  return parts.join('|');
}
