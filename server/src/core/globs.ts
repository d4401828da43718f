/**
 * Path globs as kontext configs and entry `paths` write them (SPEC §4), on top
 * of picomatch: leading `./` ignored; leading `/` anchors at the repository
 * root; a pattern without `/` matches at any depth; a trailing `/` means
 * `dir/**`; `dir/**` also matches `dir`; `**` plus `/` is zero or more directories;
 * `*`, `?` stay within a segment; `[…]`, `[!…]` and `{a,b}` work as usual.
 * Paths are repo-relative with forward slashes.
 */
import picomatch from 'picomatch';

type Matcher = (p: string) => boolean;

const cache = new Map<string, Matcher>();
const CACHE_MAX = 2000;

/** Rewrites a kontext pattern into the picomatch pattern(s) it means. */
export function expandPattern(pattern: string): string[] {
  let p = pattern.trim().replace(/\\/g, '/');
  while (p.startsWith('./')) p = p.slice(2);
  let anchored = false;
  if (p.startsWith('/')) {
    anchored = true;
    p = p.replace(/^\/+/, '');
  }
  let dirOnly = false;
  if (p.endsWith('/')) {
    dirOnly = true;
    p = p.replace(/\/+$/, '');
  }
  // picomatch reads `[^…]` as a negated class; kontext (like git) writes `[!…]`.
  p = p.replace(/\[!/g, '[^');
  if (p === '') return ['**'];
  if (!anchored && !p.includes('/')) p = `**/${p}`;
  if (dirOnly) p = `${p}/**`;
  const out = [p];
  // `dir/**` also matches `dir` itself.
  if (p.endsWith('/**') && p.length > 3) out.push(p.slice(0, -3));
  return out;
}

function matcher(pattern: string): Matcher {
  let m = cache.get(pattern);
  if (!m) {
    const ms = expandPattern(pattern).map((p) => picomatch(p, { dot: true }));
    m = ms.length === 1 ? ms[0] : (s: string) => ms.some((f) => f(s));
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(pattern, m);
  }
  return m;
}

function cleanPath(p: string): string {
  return p.replace(/\\/g, '/').replace(/^\.\//, '').replace(/^\/+/, '').replace(/\/+$/, '');
}

/** True when `path` matches the kontext glob `pattern` (SPEC §4). */
export function globMatch(pattern: string, path: string): boolean {
  return matcher(pattern)(cleanPath(path));
}

/** True when the pattern has no glob syntax (`* ? [ ] { }`). */
export function isLiteralPattern(pattern: string): boolean {
  return !/[*?[\]{}]/.test(pattern);
}

/**
 * Entry-path match (SPEC §4): a wildcard-free pattern matches itself and
 * anything below it (`src/pay` governs `src/pay/a.ts`), anchored at the root
 * **[I]**; any other pattern is a glob (globMatch).
 */
export function entryPathMatch(pattern: string, path: string): boolean {
  if (isLiteralPattern(pattern)) {
    const lit = cleanPath(pattern.trim());
    const p = cleanPath(path);
    if (lit === '') return true;
    return p === lit || p.startsWith(lit + '/');
  }
  return globMatch(pattern, path);
}

/** The literal directory prefix of a pattern: the segments before the first one with glob syntax. */
export function literalPrefix(pattern: string): string {
  const [p] = expandPattern(pattern);
  const segs = p.split('/');
  const lit: string[] = [];
  for (const s of segs) {
    if (!isLiteralPattern(s)) break;
    lit.push(s);
  }
  return lit.join('/');
}

/**
 * Overlap (SPEC §4, used by focus, why and reminders): the pattern matches
 * `dir` (entry-path match), or the pattern's literal prefix lies under `dir`,
 * or **[I]** `dir` lies under the literal prefix and `**` follows it.
 * `dir` `''`/`.` (the root) overlaps everything.
 */
export function overlaps(pattern: string, dir: string): boolean {
  const d = cleanPath(dir === '.' ? '' : dir);
  if (d === '') return true;
  if (entryPathMatch(pattern, d)) return true;
  const lit = isLiteralPattern(pattern) ? cleanPath(pattern.trim()) : literalPrefix(pattern);
  if (lit === d || lit.startsWith(d + '/')) return true;
  // **[I]** `src/**/*.rs` also overlaps `src/init`: a `**` right after the
  // literal prefix reaches into every directory below it.
  const [expanded] = expandPattern(pattern);
  const rest = expanded.slice(lit.length).replace(/^\//, '');
  return rest.startsWith('**') && (lit === '' || d.startsWith(lit + '/'));
}
