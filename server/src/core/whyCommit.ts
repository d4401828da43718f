/**
 * `why <commit>` (SPEC §6.8): the commit's header, subject and body, the
 * knowledge naming it (trailers, `commits`) or governing a file it changed,
 * and its files. why.ts dispatches here.
 */
import { git } from './git';
import type { Repo } from './repo';
import type { Entry } from './types';
import { clip, oneLine } from './text';
import { loadStore } from './store/store';
import { l0 } from './store/summary';
import { entryPathMatch } from './globs';
import { trailerKeysOf } from './whyPath';
import { commitsBySha, kontextTrailers } from './pathHistory';

/** Files listed under a commit (SPEC §6.8). */
const COMMIT_FILES = 25;

async function changedFiles(repo: Repo, sha: string): Promise<string[]> {
  const r = await git(['show', '--diff-merges=first-parent', '--name-only', '--format=', sha], { cwd: repo.root });
  return r.stdout.split('\n').filter((l) => l.trim() !== '');
}

/**
 * The Commit answer (SPEC §6.8) for the full `sha`; `asTyped` is the target
 * as given (`HEAD~3`, `v1.2`), shown beside the sha when it is not the sha
 * itself, and `note` a line saying how the target was read.
 */
export async function whyCommit(repo: Repo, sha: string, limit: number, asTyped = sha, note = ''): Promise<string> {
  const [info, files, store] = await Promise.all([commitsBySha(repo, [sha]), changedFiles(repo, sha), loadStore(repo)]);
  const c = info.get(sha);
  const named = sha.toLowerCase().startsWith(asTyped.toLowerCase()) ? '' : ` (${asTyped})`;
  const out = [`# Commit ${sha}${named}`];
  if (note) out.push(`(${note})`);
  if (c) {
    out.push(`Author: ${c.author} · ${c.date}`, '', c.subject);
    if (c.body) out.push('', c.body);
  }
  const keys = trailerKeysOf(store.kinds);
  const byTrailer = new Set(c ? kontextTrailers(c, keys).map(([, v]) => v.trim()) : []);
  const direct: Entry[] = [];
  const byPath: Entry[] = [];
  for (const e of store.entries) {
    const named = byTrailer.has(e.id) || e.commits.some((x) => x.length >= 4 && sha.startsWith(x.toLowerCase()));
    if (named) direct.push(e);
    else if (e.kind !== 'architecture' && e.paths.some((p) => p.trim() && files.some((f) => entryPathMatch(p.trim(), f)))) byPath.push(e);
  }
  const related = [...direct, ...byPath].slice(0, limit);
  if (related.length) {
    out.push('', '## Related knowledge');
    for (const e of related) out.push(`- [${e.kind}] ${clip(oneLine(l0(e)), 150)} <kx:${e.id}>`);
  }
  out.push('', `Files (${files.length}): ${files.slice(0, COMMIT_FILES).join(', ')}${files.length > COMMIT_FILES ? ', …' : ''}`);
  return out.join('\n');
}

