/**
 * Git's commit-graph with changed-path Bloom filters. With it, `git blame` and
 * `git log -- <path>` skip commits that cannot touch the path, which makes
 * `why` about 4× faster on long histories (issue 2). kontext reports whether
 * it exists and offers the command; it writes it only on an explicit request
 * (`writeCommitGraph`), never silently.
 *
 * Detection reads the files git writes (gitformat-commit-graph(5)): a single
 * `objects/info/commit-graph` or a chain under `objects/info/commit-graphs/`;
 * each file's chunk table (`CGPH` header, 12-byte entries) is checked for the
 * `BIDX` and `BDAT` chunks that hold the changed-path filters. No git process.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { git } from './git';
import type { Repo } from './repo';

/**
 * The git words that write the commit-graph with changed paths (offered to
 * the user, never run unasked), without the `git` that starts them: the
 * front end writes that (core/hints.ts gitCommand: `git -C <dir>` on a CLI
 * given -C, as its other hints carry the folder).
 */
export const COMMIT_GRAPH_WORDS = 'commit-graph write --reachable --changed-paths';

export interface CommitGraphState {
  /** A commit-graph file or chain exists. */
  exists: boolean;
  /** Every commit-graph layer holds changed-path Bloom filters. */
  changedPaths: boolean;
  /** Layers found (1 for a single file). */
  layers: number;
}

/** Chunk ids in one commit-graph file, or null when it is not one. */
function chunkIds(file: string): Set<string> | null {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const head = Buffer.alloc(8);
    if (fs.readSync(fd, head, 0, 8, 0) < 8 || head.toString('latin1', 0, 4) !== 'CGPH') return null;
    const n = head[6];
    const table = Buffer.alloc(12 * (n + 1));
    fs.readSync(fd, table, 0, table.length, 8);
    const ids = new Set<string>();
    for (let i = 0; i < n; i++) ids.add(table.toString('latin1', i * 12, i * 12 + 4));
    return ids;
  } finally {
    fs.closeSync(fd);
  }
}

/** Reads whether this repository has a commit-graph and changed-path filters (no git process). */
export function commitGraphState(repo: Repo): CommitGraphState {
  const info = path.join(repo.paths.common, 'objects', 'info');
  const files: string[] = [];
  const single = path.join(info, 'commit-graph');
  if (fs.existsSync(single)) files.push(single);
  try {
    const chain = fs.readFileSync(path.join(info, 'commit-graphs', 'commit-graph-chain'), 'utf8');
    for (const h of chain.split('\n').map((l) => l.trim()).filter(Boolean)) files.push(path.join(info, 'commit-graphs', `graph-${h}.graph`));
  } catch {
    /* no chain */
  }
  const chunks = files.map(chunkIds).filter((c): c is Set<string> => c !== null);
  return {
    exists: chunks.length > 0,
    changedPaths: chunks.length > 0 && chunks.every((c) => c.has('BIDX') && c.has('BDAT')),
    layers: chunks.length,
  };
}

/**
 * Writes the commit-graph with changed paths (`git commit-graph write
 * --reachable --changed-paths`). Only on the user's explicit request (e.g.
 * `kontext status --write-commit-graph`). Returns a one-line report;
 * KontextError('git') when git fails.
 */
export async function writeCommitGraph(repo: Repo): Promise<string> {
  const t0 = Date.now();
  await git(['commit-graph', 'write', '--reachable', '--changed-paths'], { cwd: repo.root });
  const st = commitGraphState(repo);
  return `Wrote git's commit-graph with changed paths in ${((Date.now() - t0) / 1000).toFixed(1)} s (${st.layers} layer(s)).`;
}
