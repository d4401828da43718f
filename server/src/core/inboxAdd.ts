/**
 * Writing a new candidate into the local inbox (SPEC §5.2): its id
 * `<date>-<slug50(title)>` (then `-2`, `-3`…) allocated under `<K>/lock`, the
 * `captured`, `branch` and `worktree` extras recorded, and the file published
 * with an exclusive hard link of a fully written temp file (publishExclusive),
 * so a second process can never take the same id and no reader sees half a
 * file. Reading, listing and dropping candidates are in inbox.ts.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Repo } from './repo';
import type { Entry } from './types';
import { atomicWrite, withLock } from './fsutil';
import { localDate, localTimestamp, slug } from './text';
import { serializeFrontMatterEntry } from './store/entryFormat';
import { claimDir, inboxDir, promotedDir, storeLock, type InboxItem } from './inbox';

/**
 * Publishes `data` at `file` only if no file has that name yet: the content is
 * written completely to a temp file first and then hard-linked into place
 * (link fails when the name is taken), so the name never shows a half file.
 * Returns false when the name is taken.
 */
export function publishExclusive(file: string, data: string): boolean {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Date.now()}.new`);
  atomicWrite(tmp, data);
  try {
    fs.linkSync(tmp, file);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    // File systems without hard links: the lock we hold keeps this exclusive.
    if (fs.existsSync(file)) return false;
    fs.renameSync(tmp, file);
    return true;
  } finally {
    try {
      fs.unlinkSync(tmp);
    } catch {
      /* renamed or already gone */
    }
  }
}

/**
 * The checked-out branch, read from this worktree's `HEAD` file (captures are
 * frequent; this saves a git process). '' when detached or unreadable.
 */
export function currentBranch(repo: Repo): string {
  try {
    let gitDir = path.join(repo.root, '.git');
    if (fs.statSync(gitDir).isFile()) {
      const m = /^gitdir:\s*(.+)$/m.exec(fs.readFileSync(gitDir, 'utf8'));
      if (!m) return '';
      gitDir = path.resolve(repo.root, m[1].trim());
    }
    const head = fs.readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    return head.startsWith('ref: refs/heads/') ? head.slice('ref: refs/heads/'.length) : '';
  } catch {
    return '';
  }
}

/** The base inbox id: `<date>-<slug50(title)>` (SPEC §5.2; empty slug → `note`). */
export function inboxBaseId(title: string, date = localDate()): string {
  return `${date}-${slug(title, 50, 'note')}`;
}

/**
 * Writes a new candidate. Allocates `<date>-<slug50(title)>` (then `-2`, `-3`…,
 * skipping ids in the inbox and in `.promoted/`) while holding `<K>/lock`, and
 * records `captured`, `branch` and `worktree` (SPEC §5.2). `e.id`, `e.path`
 * and those extras are set here. Returns the stored item.
 */
export async function addToInbox(repo: Repo, e: Entry, now = new Date()): Promise<InboxItem> {
  const dir = inboxDir(repo);
  const branch = currentBranch(repo);
  const captured = localTimestamp(now);
  let extras = e.extras.filter(([k]) => !['captured', 'branch', 'worktree'].includes(k.toLowerCase()));
  const source = extras.find(([k]) => k === 'source');
  extras = extras.filter(([k]) => k !== 'source');
  extras.push(['captured', captured], ['branch', branch], ['worktree', repo.paths.worktreeKey]);
  if (source) extras.push(source);
  const base = inboxBaseId(e.title, e.date && /^\d{4}-\d{2}-\d{2}$/.test(e.date) ? e.date : localDate(now));
  return withLock(storeLock(repo), () => {
    // Ids of candidates being promoted right now are taken too.
    let claimed: Set<string>;
    try {
      claimed = new Set(fs.readdirSync(claimDir(repo)).map((n) => n.replace(/\.md\.\d+$/, '')));
    } catch {
      claimed = new Set();
    }
    for (let n = 1; ; n++) {
      const id = n === 1 ? base : `${base}-${n}`;
      const file = path.join(dir, `${id}.md`);
      if (claimed.has(id) || fs.existsSync(path.join(promotedDir(repo), `${id}.md`))) continue;
      const item: InboxItem = {
        ...e,
        id,
        extras,
        path: file,
        style: 'frontmatter',
        captured,
        branch,
        worktree: repo.paths.worktreeKey,
        where: 'here',
      };
      if (publishExclusive(file, serializeFrontMatterEntry(item))) return item;
    }
  });
}
