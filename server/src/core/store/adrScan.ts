/**
 * Finds existing ADR folders (SPEC §2.1 "Existing ADR folders without setup",
 * §7.1 "ADR dirs"): directories named adr, adrs, decisions, decision-records or
 * architecture-decisions (not under the store dir), or the directory named in
 * adr-tools' `.adr-dir` file, with their style and numbering detected from the
 * files themselves.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { git } from '../git';
import type { Repo } from '../repo';
import type { EntryStyle, Numbering } from '../types';
import { isEntryFileName, walkEntryFiles } from './discover';

/** Directory names that mark an ADR folder (SPEC §7.1). */
export const ADR_DIR_NAMES = ['adr', 'adrs', 'decisions', 'decision-records', 'architecture-decisions'];

/** Path segments never scanned (SPEC §7.1 skip list; fixtures/testdata **[I]** avoid test data). */
const SKIP_SEGMENTS = new Set([
  'node_modules', 'dist', 'build', 'target', '.next', 'vendor', '__generated__', 'generated',
  '.venv', 'coverage', 'fixtures', 'testdata',
]);

export interface AdrDir {
  /** Repo-relative directory, forward slashes. */
  dir: string;
  style: EntryStyle;
  numbering: Numbering;
  /** Number of entry files found under it. */
  files: number;
}

const SEQ = /^\d{3,5}-/;
const DATED = /^\d{4}-\d{2}-\d{2}-/;

/**
 * Detects the style of a folder from the texts of its first five entry files
 * (by name): `frontmatter` if at least half start with `---`; otherwise
 * `nygard` **[I]** if at least half keep their status in a `## Status` section
 * with no Status field; else `fields` (SPEC §7.1).
 */
export function detectStyle(texts: string[]): EntryStyle {
  const first = texts.slice(0, 5);
  if (!first.length) return 'fields';
  const half = first.length / 2;
  const fm = first.filter((t) => t.replace(/^\uFEFF/, '').startsWith('---')).length;
  if (fm >= half) return 'frontmatter';
  const nygard = first.filter(
    (t) => /^##\s+status\s*$/im.test(t) && !/^\s*(?:[-*+]\s+)?(?:\*\*|__|_)?status(?:\*\*|__|_)?\s*:/im.test(t),
  ).length;
  return nygard >= half && nygard > 0 ? 'nygard' : 'fields';
}

/** Numbering of a folder from its entry file names (SPEC §7.1): sequential, date or none. */
export function detectNumbering(names: string[]): Numbering {
  if (!names.length) return 'none';
  const half = names.length / 2;
  if (names.filter((n) => SEQ.test(n) && !DATED.test(n)).length >= half) return 'sequential';
  if (names.filter((n) => DATED.test(n)).length >= half) return 'date';
  return 'none';
}

/**
 * ADR folders among `files` (repo-relative paths), largest first. `storeDir`
 * (repo-relative) is excluded. `read` returns a file's text for style detection.
 */
export function findAdrDirs(files: string[], storeDir: string, read: (rel: string) => string): AdrDir[] {
  const byDir = new Map<string, string[]>();
  const store = storeDir.replace(/\/+$/, '');
  for (const f of files) {
    if (!f.toLowerCase().endsWith('.md')) continue;
    if (store && (f === store || f.startsWith(store + '/'))) continue;
    const segs = f.split('/');
    if (segs.slice(0, -1).some((s) => SKIP_SEGMENTS.has(s) || (s.startsWith('.') && s !== '.'))) continue;
    if (!isEntryFileName(segs[segs.length - 1])) continue;
    for (let i = 0; i < segs.length - 1; i++) {
      if (!ADR_DIR_NAMES.includes(segs[i].toLowerCase())) continue;
      const dir = segs.slice(0, i + 1).join('/');
      const list = byDir.get(dir) ?? [];
      list.push(f);
      byDir.set(dir, list);
    }
  }
  const out: AdrDir[] = [];
  for (const [dir, list] of byDir) out.push(describeDir(dir, list, read));
  out.sort((a, b) => b.files - a.files || (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
  return out;
}

function describeDir(dir: string, files: string[], read: (rel: string) => string): AdrDir {
  const sorted = [...files].sort();
  const names = sorted.map((f) => f.slice(f.lastIndexOf('/') + 1));
  const texts: string[] = [];
  for (const f of sorted.slice(0, 5)) {
    try {
      texts.push(read(f));
    } catch {
      /* unreadable: style decided by the others */
    }
  }
  return { dir, style: detectStyle(texts), numbering: detectNumbering(names), files: files.length };
}

/** Lists an existing directory's entry files (recursively) as repo-relative paths. */
function listDirFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  walkEntryFiles(root, dir, (rel) => out.push(rel));
  return out;
}

const cache = new WeakMap<Repo, { key: string; value: AdrDir | null }>();
const gitDirs = new WeakMap<Repo, string>();

function statKey(file: string): string {
  try {
    const s = fs.statSync(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return '-';
  }
}

/**
 * The ADR folder the decision kind reads when no configuration gives it a
 * `path` (SPEC §2.1): adr-tools' `.adr-dir` when it names an existing folder,
 * else the largest folder found by the §7.1 scan of tracked and
 * untracked-unignored files; null when there is none. Cached per repository
 * until the git index, HEAD or `.adr-dir` changes.
 */
export async function findAdrHome(repo: Repo): Promise<AdrDir | null> {
  let gitDir = gitDirs.get(repo);
  if (!gitDir) {
    gitDir = (await git(['rev-parse', '--absolute-git-dir'], { cwd: repo.root })).stdout.trim();
    gitDirs.set(repo, gitDir);
  }
  const storeDir = repo.config().store.dir;
  const key = [
    statKey(path.join(gitDir, 'index')),
    statKey(path.join(gitDir, 'HEAD')),
    statKey(path.join(repo.root, '.adr-dir')),
    storeDir,
  ].join('|');
  const hit = cache.get(repo);
  if (hit && hit.key === key) return hit.value;
  const read = (rel: string) => fs.readFileSync(path.join(repo.root, rel), 'utf8');
  let value: AdrDir | null = null;
  const adrDirFile = path.join(repo.root, '.adr-dir');
  if (fs.existsSync(adrDirFile)) {
    const named = fs.readFileSync(adrDirFile, 'utf8').trim().replace(/^\.\//, '').replace(/\/+$/, '');
    if (named && !named.includes('..') && fs.existsSync(path.join(repo.root, named))) {
      const files = listDirFiles(repo.root, named);
      value = describeDir(named, files, read);
    }
  }
  if (!value) {
    const out = await git(['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo.root });
    const files = out.stdout.split('\0').filter(Boolean);
    value = findAdrDirs(files, storeDir, read)[0] ?? null;
  }
  cache.set(repo, { key, value });
  return value;
}
