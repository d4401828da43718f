/**
 * The change a commit is being prepared for (SPEC §5.5): the staged files
 * (`git diff --cached --name-status --no-renames`), or — when nothing is staged —
 * the working tree (`git status --porcelain`, untracked files count as added).
 * Each path is classified as code (outside the store), a knowledge entry, or
 * another store file (index, config).
 */
import type { Repo } from './repo';
import type { KindInfo } from './types';
import { git } from './git';
import { kindForPath } from './store/kinds';
import { isEntryPath } from './store/discover';

/** One changed file: `A` added, `M` modified, `D` deleted (others map to M). */
export interface ChangedFile {
  path: string;
  status: 'A' | 'M' | 'D';
  /** 'code' = outside the store; 'entry' = a knowledge entry; 'store' = other store files. */
  role: 'code' | 'entry' | 'store';
}

export interface ChangeSet {
  /** True when the files are staged; false for the working-tree fallback. */
  staged: boolean;
  files: ChangedFile[];
  /**
   * **[ours]** Store files (config, entries, index) added, changed or deleted in
   * the working tree but not staged, while other files are (empty for the
   * working-tree fallback): the commit would leave them out — e.g. a new,
   * untracked `.ai/kontext.toml`. Status is the working-tree one (untracked = A).
   */
  unstagedStore: ChangedFile[];
}

function under(p: string, dir: string): boolean {
  const d = dir.replace(/\/+$/, '');
  return d === '' || p === d || p.startsWith(d + '/');
}

/**
 * Classifies a repo-relative path: an entry when it is a `.md` file inside a
 * kind directory with an entry name (SPEC §2.1, skipping dot/node_modules
 * folders); 'store' for anything else under the store dir or a kind dir;
 * 'code' otherwise ("code/docs" in the report).
 */
export function classifyPath(p: string, kinds: KindInfo[], storeDir: string): ChangedFile['role'] {
  if (isEntryPath(kinds, p)) return 'entry';
  return kindForPath(kinds, p) || under(p, storeDir) ? 'store' : 'code';
}

type RawChange = { path: string; status: ChangedFile['status'] };

/**
 * Staged and working-tree changes from one `git status --porcelain -z
 * --no-renames --untracked-files=all` (a rename shows as delete + add). The
 * staged list is the index column — the same files `git diff --cached
 * --name-status --no-renames` names (SPEC §5.5) — without a second git process.
 * Working tree: every changed path, untracked = added.
 */
export async function statusFiles(repo: Repo): Promise<{ staged: RawChange[]; worktree: RawChange[]; unstaged: RawChange[] }> {
  const out = (await git(['status', '--porcelain', '-z', '--untracked-files=all', '--no-renames'], { cwd: repo.root })).stdout;
  const staged: RawChange[] = [];
  const worktree: RawChange[] = [];
  /** Working-tree changes not in the index (column Y, untracked = A). */
  const unstaged: RawChange[] = [];
  for (const rec of out.split('\0')) {
    if (rec.length < 4) continue;
    const x = rec[0];
    const y = rec[1];
    const p = rec.slice(3);
    if (x === '?' || x === '!') {
      if (x === '?') {
        worktree.push({ path: p, status: 'A' });
        unstaged.push({ path: p, status: 'A' });
      }
      continue;
    }
    if (x !== ' ') staged.push({ path: p, status: x === 'A' ? 'A' : x === 'D' ? 'D' : 'M' });
    worktree.push({ path: p, status: x === 'D' || y === 'D' ? 'D' : x === 'A' ? 'A' : 'M' });
    if (y !== ' ') unstaged.push({ path: p, status: y === 'D' ? 'D' : 'M' });
  }
  return { staged, worktree, unstaged };
}

/**
 * The change set (SPEC §5.5): staged when anything is staged, else the
 * working tree. `kinds` and the store dir decide each path's role.
 */
export async function changeSet(repo: Repo, kinds: KindInfo[]): Promise<ChangeSet> {
  const storeDir = cleanStoreDir(repo);
  const st = await statusFiles(repo);
  const staged = st.staged.length > 0;
  const files = (staged ? st.staged : st.worktree).map((f) => ({ ...f, role: classifyPath(f.path, kinds, storeDir) }));
  // The index file is rendered and staged by the pre-commit hook (SPEC §2.7, §8.1): not left out.
  const indexFile = storeDir ? `${storeDir}/README.md` : 'README.md';
  const unstagedStore = staged ? st.unstaged.map((f) => ({ ...f, role: classifyPath(f.path, kinds, storeDir) })).filter((f) => f.role !== 'code' && f.path !== indexFile) : [];
  return { staged, files, unstagedStore };
}

/**
 * Default `paths` for a promoted candidate that has none (SPEC §5.3): the
 * staged code paths — non-deleted, outside the store — at most 8.
 * **[I]** Never the working tree: SPEC §5.3 falls back to it when nothing is
 * staged, but an unstaged edit or an untracked file is not part of the commit
 * the promotion goes into (a newcomer's 20 captures all governed an unrelated
 * untracked file); with nothing staged the entry gets no paths. Callers say
 * which paths they took.
 */
export async function defaultPathsFromChange(repo: Repo, kinds: KindInfo[]): Promise<string[]> {
  const storeDir = cleanStoreDir(repo);
  const st = await statusFiles(repo);
  return st.staged
    .filter((f) => f.status !== 'D' && classifyPath(f.path, kinds, storeDir) === 'code')
    .map((f) => f.path)
    .slice(0, 8);
}

function cleanStoreDir(repo: Repo): string {
  return repo.config().store.dir.replace(/^\.\//, '').replace(/\/+$/, '');
}
