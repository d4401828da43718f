/**
 * Kinds, their directories and aliases (SPEC §2.2), and the ADR-folder fallback
 * for the decision kind (SPEC §2.1).
 */
import * as fs from 'node:fs';
import type { Repo } from '../repo';
import type { EntryStyle, KindInfo, Numbering } from '../types';
import { findAdrHome } from './adrScan';
import { kindForPath } from './discover';
import { didYouMean, nearestNames } from '../suggest';

export { kindForPath };

/** Built-in kinds in index order (SPEC §2.2, §2.7). */
export const BUILTIN_KINDS: { name: string; dir: string; trailer: string | null; numbering: Numbering }[] = [
  { name: 'decision', dir: 'decisions', trailer: 'Decision', numbering: 'date' },
  { name: 'convention', dir: 'conventions', trailer: 'Convention', numbering: 'none' },
  { name: 'learning', dir: 'learnings', trailer: 'Learning', numbering: 'none' },
  { name: 'incident', dir: 'incidents', trailer: 'Incident', numbering: 'none' },
  { name: 'architecture', dir: 'architecture', trailer: null, numbering: 'none' },
];

const ALIASES: Record<string, { kind: string; tag?: string }> = {
  adr: { kind: 'decision' },
  adrs: { kind: 'decision' },
  decisions: { kind: 'decision' },
  pitfall: { kind: 'learning', tag: 'pitfall' },
  pitfalls: { kind: 'learning', tag: 'pitfall' },
  gotcha: { kind: 'learning', tag: 'pitfall' },
  gotchas: { kind: 'learning', tag: 'pitfall' },
  note: { kind: 'learning' },
  notes: { kind: 'learning' },
  learnings: { kind: 'learning' },
  lesson: { kind: 'learning' },
  lessons: { kind: 'learning' },
  conventions: { kind: 'convention' },
  rule: { kind: 'convention' },
  rules: { kind: 'convention' },
  guideline: { kind: 'convention' },
  incidents: { kind: 'incident' },
  postmortem: { kind: 'incident' },
  outage: { kind: 'incident' },
  module: { kind: 'architecture' },
  modules: { kind: 'architecture' },
};

/**
 * Normalises kind input (SPEC §2.2): lowercased and trimmed; a known kind →
 * itself; an alias → its kind (pitfall/gotcha also add tag `pitfall`); else a
 * trailing `s` is stripped and the lookup retried; else null (unknown).
 */
export function normalizeKind(input: string, kinds: KindInfo[]): { kind: string; tag?: string } | null {
  const known = new Set(kinds.map((k) => k.name));
  const look = (s: string) => {
    if (known.has(s)) return { kind: s };
    const a = ALIASES[s];
    if (a && known.has(a.kind)) return a.tag ? { kind: a.kind, tag: a.tag } : { kind: a.kind };
    return null;
  };
  const s = input.trim().toLowerCase();
  if (!s) return null;
  return look(s) ?? (s.endsWith('s') ? look(s.slice(0, -1)) : null);
}

/**
 * The one "unknown kind" message (SPEC §2.2), shared by capture, log and
 * search so they never disagree: `unknown kind "<input>"[ (did you mean
 * <k>?)]; use one of <kinds>[, <extra>] (aliases: adr → decision; …)`.
 * `extra` lists what a caller accepts beyond store kinds (search: doc,
 * commit). Plural forms are accepted everywhere and not listed.
 */
export function unknownKindMessage(input: string, kinds: KindInfo[], extra: string[] = []): string {
  const names = [...kinds.map((k) => k.name), ...extra];
  const near = nearestNames(input, [...names, ...Object.keys(ALIASES)])
    .map((n) => ALIASES[n]?.kind ?? n)
    .filter((n, i, a) => a.indexOf(n) === i);
  const mean = didYouMean(near);
  return `unknown kind "${input.trim()}"${mean ? ` (${mean})` : ''}; ${kindChoices(kinds, extra)}`;
}

/** `use one of <kinds>[, <extra>] (aliases: …; plurals accepted)`: the valid kind inputs (SPEC §2.2). */
export function kindChoices(kinds: KindInfo[], extra: string[] = []): string {
  return `use one of ${[...kinds.map((k) => k.name), ...extra].join(', ')} (aliases: ${aliasList(kinds)}; plurals accepted)`;
}

/** `adr → decision; pitfall, gotcha, note, lesson → learning; …` for the kinds present (singular forms only). */
function aliasList(kinds: KindInfo[]): string {
  const known = new Set(kinds.map((k) => k.name));
  const byKind = new Map<string, string[]>();
  for (const [alias, a] of Object.entries(ALIASES)) {
    if (!known.has(a.kind)) continue;
    const singular = alias.endsWith('s') ? alias.slice(0, -1) : null;
    if (singular && (ALIASES[singular] || known.has(singular))) continue;
    byKind.set(a.kind, [...(byKind.get(a.kind) ?? []), alias]);
  }
  return [...byKind].map(([kind, aliases]) => `${aliases.join(', ')} → ${kind}`).join('; ');
}

function asStyle(s: unknown, fallback: EntryStyle): EntryStyle {
  return s === 'frontmatter' || s === 'fields' || s === 'nygard' ? s : fallback;
}

function asNumbering(s: unknown, fallback: Numbering): Numbering {
  return s === 'date' || s === 'sequential' || s === 'none' ? s : fallback;
}

function cleanDir(d: string): string {
  return d.replace(/\\/g, '/').replace(/^\.\//, '').replace(/^\/+/, '').replace(/\/+$/, '');
}

/**
 * The kinds of this repository (SPEC §2.2, §4): the built-in five, then every
 * custom `[store.kinds.<k>]` (dir default `<k>s`), each with its directory
 * (`path` wins over `<store.dir>/<dir>`), style (kind › `store.style`),
 * numbering and trailer (custom kinds: none unless configured).
 *
 * Decision fallback (SPEC §2.1 **[ours]**): when no configuration layer gives
 * the decision kind a `path` and an ADR folder exists (§7.1 scan or
 * `.adr-dir`), that folder becomes the decision home in its detected style and
 * numbering — read-only while the repository is not set up. **[I]** In a set-up
 * repository whose `<store>/decisions` directory already exists, that directory
 * stays the home (it was chosen at init time).
 */
export async function resolveKinds(repo: Repo): Promise<KindInfo[]> {
  const cfg = repo.config();
  const storeDir = cleanDir(cfg.store.dir || '.ai');
  const conf = cfg.store.kinds ?? {};
  const baseStyle = asStyle(cfg.store.style, 'frontmatter');
  const out: KindInfo[] = [];
  const names = [...BUILTIN_KINDS.map((b) => b.name), ...Object.keys(conf).filter((k) => !BUILTIN_KINDS.some((b) => b.name === k))];
  for (const name of names) {
    const b = BUILTIN_KINDS.find((x) => x.name === name);
    const c = conf[name] ?? {};
    const dir = c.path ? cleanDir(c.path) : `${storeDir}/${cleanDir(c.dir ?? b?.dir ?? `${name}s`)}`;
    out.push({
      name,
      dir,
      trailer: c.trailer !== undefined ? c.trailer || null : (b?.trailer ?? null),
      style: asStyle(c.style, baseStyle),
      numbering: asNumbering(c.numbering, b?.numbering ?? 'none'),
    });
  }
  const decision = out[0];
  if (!conf.decision?.path) {
    const setUp = repo.isSetUp();
    const ownExists = setUp && dirExists(repo, decision.dir);
    if (!ownExists) {
      const adr = await findAdrHome(repo);
      if (adr) {
        decision.dir = adr.dir;
        decision.style = asStyle(conf.decision?.style, adr.style);
        decision.numbering = asNumbering(conf.decision?.numbering, adr.numbering);
        if (!setUp) decision.readOnly = true;
      }
    }
  }
  return out;
}

function dirExists(repo: Repo, rel: string): boolean {
  try {
    return fs.statSync(repo.abs(rel)).isDirectory();
  } catch {
    return false;
  }
}
