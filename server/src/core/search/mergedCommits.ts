/**
 * Merge commits among search hits that repeat hits above them (newcomer 19
 * #3: `search "environment proxies"` on requests listed "Merge pull request
 * #581 … A utility for using environment proxies" below the commit it
 * merged). A GitHub merge's subject and body restate its branch's commits,
 * so a merge is dropped when a commit it brought in (reachable from its
 * second parent, not its first) is among the hits, above or below it; a
 * merge of commits not found stays, as the one record of its pull
 * request's title.
 */
import { gitMaybe } from '../git';

/** How many commits of a merged branch are looked at (a long-lived branch's merge brings in many; the first ones are the newest). */
const MERGED_MAX = 200;

/** The sha a commit hit's URI names (`git:0ba8c442` → `0ba8c442`), else undefined. */
function shaOf(uri: string): string | undefined {
  return /^git:([0-9a-f]{7,40})$/.exec(uri)?.[1];
}

/**
 * `hits` (best first) without the merge commits that brought in another
 * of them; `root`: the repository's work tree. Git is
 * asked once for the parents of every commit hit, and once more per merge
 * among them; a failing git call keeps the hit.
 */
export async function withoutRepeatedMerges<T extends { uri: string }>(root: string, hits: T[]): Promise<T[]> {
  const shas = hits.map((h) => shaOf(h.uri)).filter((s): s is string => s !== undefined);
  if (shas.length < 2) return hits;
  const out = await gitMaybe(['log', '--no-walk=unsorted', '--format=%h %H %P', ...shas], root);
  if (!out) return hits;
  const parents = new Map<string, { full: string; parents: string[] }>();
  for (const line of out.split('\n')) {
    const [short, full, ...ps] = line.trim().split(' ');
    if (full) parents.set(short, { full, parents: ps });
  }
  const found = new Set([...parents.values()].map((p) => p.full));
  const kept: T[] = [];
  for (const h of hits) {
    const sha = shaOf(h.uri);
    const p = sha ? (parents.get(sha) ?? [...parents.values()].find((x) => x.full.startsWith(sha))) : undefined;
    if (p && p.parents.length > 1) {
      const merged = await gitMaybe(['rev-list', `--max-count=${MERGED_MAX}`, `${p.parents[1]}`, `^${p.parents[0]}`], root);
      if (merged && merged.split('\n').some((m) => found.has(m))) continue;
    }
    kept.push(h);
  }
  return kept;
}
