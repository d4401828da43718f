/**
 * Reading and writing entry files in every style (SPEC §2.3 front matter,
 * §2.4 fields / Nygard / MADR). Reading never loses what was written: unknown
 * front-matter keys stay in `extras` in order, odd status and date notations
 * keep their text in `statusRaw`/`dateRaw`.
 */
import type { Entry, EntryStyle, KindInfo } from '../types';
import { BUILTIN_KINDS } from './kinds';
import { parseClassic } from './classicAdr';
import { formatPair, parseFrontMatterLines, splitFrontMatter, splitInlineList, type FmPairs, type FmProblem, type FmValue } from './frontMatter';
import { dateToWrite, normalizeDate, normalizeStatus, referenceTargets, statusToWrite, supersededByTargets } from './status';
import { renderFields, renderNygard, type ClassicWriteOptions } from './classicWrite';

/** Title from a file stem (SPEC §2.3): leading digits/dashes dropped, `-`/`_` → space, capitalised. */
export function humanizeStem(stem: string): string {
  const s = stem.replace(/^[\d-]+/, '').replace(/[-_]+/g, ' ').trim();
  return s ? s[0].toUpperCase() + s.slice(1) : '';
}

/** The first `# ` heading outside fences, or undefined. */
export function firstHeading(body: string): string | undefined {
  let fence = false;
  for (const l of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(l)) fence = !fence;
    else if (!fence) {
      const m = /^#\s+(.+?)\s*#*\s*$/.exec(l);
      if (m) return m[1];
    }
  }
  return undefined;
}

/** File stem of a path (`a/b/0001-x.md` → `0001-x`). */
export function stemOf(p: string): string {
  const base = p.slice(p.lastIndexOf('/') + 1);
  return base.replace(/\.md$/i, '');
}

function dedupe(xs: string[]): string[] {
  return [...new Set(xs)];
}

function asList(v: FmValue): string[] {
  return Array.isArray(v) ? v.filter((x) => x !== '') : splitInlineList(v);
}

function listOf(v: FmValue | undefined): string[] {
  return v === undefined ? [] : asList(v);
}

function asScalar(v: FmValue): string {
  return Array.isArray(v) ? v.join(', ') : v;
}

function normKey(k: string): string {
  return k.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/** Kind value written in a file → kind name (aliases per SPEC §2.2), or the lowercased text when unknown. */
function kindFromValue(v: string, known: string[]): { kind: string; known: boolean } {
  const s = v.trim().toLowerCase();
  const alias: Record<string, string> = {
    adr: 'decision', adrs: 'decision', decisions: 'decision', pitfall: 'learning', pitfalls: 'learning',
    gotcha: 'learning', gotchas: 'learning', note: 'learning', notes: 'learning', learnings: 'learning',
    lesson: 'learning', lessons: 'learning', conventions: 'convention', rule: 'convention', rules: 'convention',
    guideline: 'convention', incidents: 'incident', postmortem: 'incident', outage: 'incident',
    module: 'architecture', modules: 'architecture',
  };
  for (const c of [s, s.endsWith('s') ? s.slice(0, -1) : s]) {
    if (known.includes(c)) return { kind: c, known: true };
    if (alias[c] && known.includes(alias[c])) return { kind: alias[c], known: true };
  }
  return { kind: s, known: false };
}

/**
 * Builds an Entry from front-matter pairs (SPEC §2.3 key table). Aliases that
 * lose to an earlier-listed key (e.g. `created` beside `date`) stay in extras.
 */
export function entryFromPairs(
  pairs: FmPairs,
  body: string,
  relPath: string,
  defaultKind: string,
  knownKinds: string[] = BUILTIN_KINDS.map((k) => k.name),
): Entry {
  // First occurrence of each (case-insensitive) key; later duplicates stay extras.
  const firstIndex = new Map<string, number>();
  pairs.forEach(([k], i) => {
    if (!firstIndex.has(normKey(k))) firstIndex.set(normKey(k), i);
  });
  const byKey = new Map<string, FmValue>();
  for (const [k, i] of firstIndex) byKey.set(k, pairs[i][1]);
  const used = new Set<number>();
  const use = (k: string) => {
    const i = firstIndex.get(k);
    if (i !== undefined) used.add(i);
  };
  const first = (...keys: string[]): FmValue | undefined => {
    for (const k of keys) {
      const v = byKey.get(k);
      if (v !== undefined && (Array.isArray(v) ? v.length : v !== '')) {
        use(k);
        return v;
      }
    }
    for (const k of keys) use(k);
    return undefined;
  };
  const stem = stemOf(relPath);
  const id = first('id');
  let kind = defaultKind;
  const kindV = byKey.get('kind');
  const typeV = byKey.get('type');
  if (kindV !== undefined && asScalar(kindV) !== '') {
    kind = kindFromValue(asScalar(kindV), knownKinds).kind;
    use('kind');
  } else if (typeV !== undefined && kindFromValue(asScalar(typeV), knownKinds).known) {
    kind = kindFromValue(asScalar(typeV), knownKinds).kind;
    use('type');
  } else if (kindV !== undefined) use('kind');
  const title = first('title');
  const statusV = first('status');
  const dateV = first('date', 'decided', 'created');
  const summaryV = first('summary', 'description');
  const scopeV = byKey.get('scope');
  const pathsV = first('paths') ?? (Array.isArray(scopeV) ? first('scope') : undefined);
  const statusRaw = statusV !== undefined ? asScalar(statusV) : undefined;
  const status = normalizeStatus(statusRaw);
  const dateRaw = dateV !== undefined ? asScalar(dateV) : undefined;
  const date = normalizeDate(dateRaw) ?? dateRaw;
  const superseded = first('superseded_by');
  const supersededBy = [
    ...(superseded ? asList(superseded) : []),
    ...(statusRaw && status === 'superseded' ? supersededByTargets(statusRaw) : []),
  ];
  const authorV = first('author', 'authors', 'deciders', 'owner');
  const tags = listOf(first('tags'));
  const supersedes = listOf(first('supersedes'));
  const commits = listOf(first('commits'));
  const vis = first('visibility');
  const origin = first('origin');
  const extras: [string, FmValue][] = [];
  pairs.forEach(([k, v], i) => {
    if (!used.has(i)) extras.push([k, v]);
  });
  const visibility = vis !== undefined ? asScalar(vis).toLowerCase() : undefined;
  const e: Entry = {
    id: id !== undefined ? asScalar(id) : stem,
    kind,
    title: title !== undefined ? asScalar(title) : (firstHeading(body) ?? humanizeStem(stem)),
    tags,
    paths: pathsV ? asList(pathsV) : [],
    supersedes,
    superseded_by: dedupe(supersededBy),
    commits,
    extras,
    body,
    path: relPath,
    style: 'frontmatter',
  };
  if (status) e.status = status;
  if (statusRaw !== undefined) e.statusRaw = statusRaw;
  if (date !== undefined) e.date = date;
  if (dateRaw !== undefined && dateRaw !== date) e.dateRaw = dateRaw;
  if (summaryV !== undefined) e.summary = asScalar(summaryV).replace(/\s*\n\s*/g, ' ').trim();
  if (authorV !== undefined) e.author = asScalar(authorV);
  if (visibility === 'team' || visibility === 'private') e.visibility = visibility;
  else if (vis !== undefined) e.extras.push(['visibility', asScalar(vis)]);
  if (origin !== undefined) e.origin = asScalar(origin);
  return e;
}

/**
 * Strips the blank lines that separate the body from its front matter. Trailing
 * blank lines are kept so that an unchanged entry is rewritten byte for byte
 * (kontext 0.1's init wrote some bodies ending in a blank line).
 */
function cleanBody(body: string): string {
  const b = body.replace(/^(?:[ \t]*\n)+/, '');
  return b.trim() === '' ? '' : b;
}

/**
 * Parses a front-matter text (store entry or inbox candidate; SPEC §2.3).
 * `path` is kept as given; `defaultKind` applies when no `kind`/`type` is written.
 */
export function parseFrontMatterEntry(text: string, path: string, defaultKind = 'decision', knownKinds?: string[]): Entry {
  const split = splitFrontMatter(text);
  const pairs = split.fmLines ? parseFrontMatterLines(split.fmLines) : [];
  return entryFromPairs(pairs, cleanBody(split.body), path, defaultKind, knownKinds);
}

/** One thing `check` reports about how an entry file reads (SPEC §2.8). */
export interface EntryProblem {
  level: 'error' | 'warn';
  message: string;
}

/** Parse result with the problems a validator reports (unclosed front matter, missing title, unknown kind). */
export interface ParsedEntry {
  entry: Entry;
  problems: EntryProblem[];
  /** False when a written `kind`/`type`/`Kind` value names no kind. */
  kindKnown: boolean;
}

/** True when the pairs carry a non-blank `title` (any case). */
function hasTitleField(pairs: FmPairs): boolean {
  return pairs.some(([k, v]) => normKey(k) === 'title' && asScalar(v).trim() !== '');
}

/**
 * The "missing title" error (SPEC §2.8): nothing written names the entry — no
 * `title` value, no `# ` heading — so readers would show the humanised file
 * name ("Notitle"). The fix named fits the file's layout.
 */
function missingTitle(hasFrontMatter: boolean, style: EntryStyle): EntryProblem {
  const fix = hasFrontMatter
    ? 'add "title: <text>" to the front matter'
    : style === 'frontmatter'
      ? 'the file has no front matter and no "# " heading; start it with the lines ---, title: <text>, ---'
      : 'the file has no "# " heading; start it with "# <title>"';
  return { level: 'error', message: `missing title: ${fix}` };
}

/**
 * Parses an entry file of any style (SPEC §2.3, §2.4). Front matter (also MADR 3)
 * when the text opens with `---`; otherwise fields / MADR bullets, with a
 * Nygard `## Status` section deciding the status when no Status field exists.
 * Problems: front matter never closed, an inline list or quote never closed
 * (errors: the fields read are not the ones written), ignored front-matter
 * lines (warnings), and a missing title (error).
 */
export function parseEntryDetailed(text: string, relPath: string, kind: KindInfo, kinds?: KindInfo[]): ParsedEntry {
  const known = dedupe([...(kinds ?? []).map((k) => k.name), ...BUILTIN_KINDS.map((k) => k.name), kind.name]);
  const split = splitFrontMatter(text);
  const problems: EntryProblem[] = [];
  if (split.unclosed) {
    problems.push({ level: 'error', message: 'front matter opened with --- on line 1 is never closed, so none of its fields are read; add a --- line after the last key' });
  }
  if (split.fmLines) {
    const fm: FmProblem[] = [];
    const pairs = parseFrontMatterLines(split.fmLines, fm);
    // File line = front-matter line + 1 (the opening ---).
    for (const p of fm) problems.push({ level: p.level, message: `line ${p.line + 1}: ${p.message}` });
    const body = cleanBody(split.body);
    if (!hasTitleField(pairs) && !firstHeading(body)) problems.push(missingTitle(true, 'frontmatter'));
    const entry = entryFromPairs(pairs, body, relPath, kind.name, known);
    return { entry, problems, kindKnown: known.includes(entry.kind) };
  }
  const classic = classicEntry(split.body, relPath, kind.name, known);
  if (!classic.titled) problems.push(missingTitle(false, kind.style));
  return { entry: classic.entry, kindKnown: classic.kindKnown, problems };
}

function classicEntry(text: string, relPath: string, kindName: string, known: string[]): { entry: Entry; kindKnown: boolean; titled: boolean } {
  const c = parseClassic(text);
  const get = (k: string) => c.fields.find((f) => f.key === k)?.value;
  const list = (k: string) => {
    const v = get(k);
    return v ? v.split(',').map((x) => x.replace(/`/g, '').trim()).filter(Boolean) : [];
  };
  const stem = stemOf(relPath);
  let style: EntryStyle = 'fields';
  let statusRaw = get('status');
  // Link targets bind by file name (`[ADR-9](0009-x.md)` → `0009-x`), SPEC §2.6.
  const refs = (k: string) => {
    const v = get(k);
    return v ? referenceTargets(v) : [];
  };
  let supersededBy = refs('superseded_by');
  let supersedes = refs('supersedes');
  if (statusRaw === undefined && c.nygard) {
    style = 'nygard';
    statusRaw = c.nygard.statusLine || undefined;
    supersedes = dedupe([...supersedes, ...c.nygard.supersedes]);
  }
  // Nygard link lines other than supersession (amends, amended_by, …) stay visible as extras.
  const extras: [string, string[]][] = c.nygard ? c.nygard.links.map(([k, v]) => [k, dedupe(v)]) : [];
  const status = normalizeStatus(statusRaw);
  if (statusRaw && status === 'superseded') supersededBy = dedupe([...supersededBy, ...supersededByTargets(statusRaw)]);
  const dateRaw = get('date');
  const date = normalizeDate(dateRaw) ?? dateRaw;
  const kindV = get('kind');
  const k = kindV ? kindFromValue(kindV, known) : { kind: kindName, known: true };
  const e: Entry = {
    id: get('id') ?? stem,
    kind: k.kind,
    title: c.title ?? humanizeStem(stem),
    tags: list('tags'),
    paths: list('paths').length ? list('paths') : list('scope'),
    supersedes,
    superseded_by: supersededBy,
    commits: list('commits'),
    extras,
    body: c.body,
    path: relPath,
    style,
  };
  if (status) e.status = status;
  if (statusRaw !== undefined) e.statusRaw = statusRaw;
  if (date) e.date = date;
  if (dateRaw !== undefined && dateRaw !== date) e.dateRaw = dateRaw;
  const summary = get('summary');
  if (summary) e.summary = summary;
  const author = get('author') ?? get('deciders') ?? get('owner');
  if (author) e.author = author;
  return { entry: e, kindKnown: k.known, titled: !!c.title?.trim() };
}

/** Parses an entry file of any style (see parseEntryDetailed). */
export function parseEntryText(text: string, relPath: string, kind: KindInfo, kinds?: KindInfo[]): Entry {
  return parseEntryDetailed(text, relPath, kind, kinds).entry;
}

/**
 * Writes an entry in front-matter style, byte-exact per SPEC §2.3: keys in the
 * order id, kind, title, status, date, summary, tags, paths, supersedes,
 * superseded_by, commits, author, visibility, origin, then extras as read;
 * empty values omitted; lists inline; quoting per formatScalar; then `---`, a
 * blank line, the body and a final newline.
 */
export function serializeFrontMatterEntry(e: Entry): string {
  const lines: (string | null)[] = [
    formatPair('id', e.id),
    formatPair('kind', e.kind),
    formatPair('title', e.title),
    formatPair('status', statusToWrite(e)),
    formatPair('date', dateToWrite(e)),
    formatPair('summary', e.summary),
    formatPair('tags', e.tags),
    formatPair('paths', e.paths),
    formatPair('supersedes', e.supersedes),
    formatPair('superseded_by', e.superseded_by),
    formatPair('commits', e.commits),
    formatPair('author', e.author),
    formatPair('visibility', e.visibility),
    formatPair('origin', e.origin),
    ...e.extras.map(([k, v]) => formatPair(k, v)),
  ];
  const head = ['---', ...lines.filter((l): l is string => l !== null), '---'].join('\n');
  const body = cleanBody(e.body);
  return `${head}\n\n${body}${body && !body.endsWith('\n') ? '\n' : ''}`;
}

/**
 * Writes an entry in the given style: `frontmatter` (serializeFrontMatterEntry),
 * `fields` (SPEC §2.4: `# <number> — <title>` or `# <title>`, then `**Key:**`
 * lines) or `nygard` (adr-tools layout: `# N. Title`, `Date:`, `## Status`).
 * `opts.number` is the sequential number of the id, if any; `opts.links`
 * turns superseded ids into Markdown links for Nygard `Supersedes` lines.
 */
export function serializeEntry(e: Entry, style: EntryStyle, opts: ClassicWriteOptions = {}): string {
  if (style === 'fields') return renderFields(e, opts);
  if (style === 'nygard') return renderNygard(e, opts);
  return serializeFrontMatterEntry(e);
}

export type { ClassicWriteOptions };
