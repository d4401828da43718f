/**
 * Which files are entries (SPEC §2.1): `.md` files found recursively in each
 * kind directory, skipping directories whose names start with `.` and
 * `node_modules`, and files whose lowercased names are `readme.md`,
 * `index.md`, or start with `template`, `0000-`, `_` or `.`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { KindInfo } from '../types';

/** True when a file name (no directory) names an entry (SPEC §2.1). */
export function isEntryFileName(name: string): boolean {
  const n = name.toLowerCase();
  if (!n.endsWith('.md')) return false;
  if (n === 'readme.md' || n === 'index.md') return false;
  return !(n.startsWith('template') || n.startsWith('0000-') || n.startsWith('_') || n.startsWith('.'));
}

/** True when a repo-relative path is an entry of some kind (right name, inside a kind dir, no skipped dir). */
export function isEntryPath(kinds: KindInfo[], rel: string): boolean {
  const k = kindForPath(kinds, rel);
  if (!k) return false;
  const inner = rel.slice(k.dir.length + 1).split('/');
  if (inner.slice(0, -1).some((s) => s.startsWith('.') || s === 'node_modules')) return false;
  return isEntryFileName(inner[inner.length - 1]);
}

/** The kind whose directory is the longest prefix of `relPath` (SPEC §2.1), or null. */
export function kindForPath(kinds: KindInfo[], relPath: string): KindInfo | null {
  const p = relPath.replace(/^\.\//, '');
  let best: KindInfo | null = null;
  for (const k of kinds) {
    if (!k.dir) continue;
    if (p.startsWith(k.dir + '/') && (!best || k.dir.length > best.dir.length)) best = k;
  }
  return best;
}

/** A discovered entry file with its stat stamp. */
export interface EntryFile {
  rel: string;
  kind: KindInfo;
  mtimeMs: number;
  size: number;
}

/**
 * Walks `dir` (repo-relative, under `root`) recursively the way entries are
 * found (SPEC §2.1): directories starting with `.` and `node_modules` are
 * skipped; every file (or symlink) with an entry file name is passed to
 * `visit` as a repo-relative path. A missing or unreadable directory is empty.
 */
export function walkEntryFiles(root: string, dir: string, visit: (rel: string) => void): void {
  let items: fs.Dirent[];
  try {
    items = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const d of items) {
    const r = `${dir}/${d.name}`;
    if (d.isDirectory()) {
      if (!d.name.startsWith('.') && d.name !== 'node_modules') walkEntryFiles(root, r, visit);
    } else if ((d.isFile() || d.isSymbolicLink()) && isEntryFileName(d.name)) visit(r);
  }
}

/**
 * Lists every entry file of every kind under `root`, each assigned to the kind
 * whose directory is its longest prefix, in byte order of path.
 */
export function listEntryFiles(root: string, kinds: KindInfo[]): EntryFile[] {
  const seen = new Map<string, EntryFile>();
  const add = (r: string) => {
    if (seen.has(r)) return;
    const kind = kindForPath(kinds, r);
    if (!kind) return;
    try {
      const st = fs.statSync(path.join(root, r));
      if (st.isFile()) seen.set(r, { rel: r, kind, mtimeMs: st.mtimeMs, size: st.size });
    } catch {
      /* vanished meanwhile, or a dangling symlink */
    }
  };
  for (const k of kinds) if (k.dir) walkEntryFiles(root, k.dir, add);
  return [...seen.values()].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}
