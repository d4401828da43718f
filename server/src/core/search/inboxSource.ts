/**
 * Where the inbox scan gets its candidates: the one place that knows how the
 * inbox is read. Until core/inbox.ts `listInbox` (engineer "inbox",
 * CONTRACTS.md) is on main, `<K>/inbox/*.md` is read here through the
 * store's front-matter parser; then this file switches to `listInbox`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { KontextError } from '../errors';
import type { Repo } from '../repo';
import type { Entry } from '../types';
import { parseFrontMatterEntry } from '../store/entryFormat';
import { resolveKinds } from '../store/kinds';
import { entrySummary } from '../store/summary';

/** The fields of an inbox candidate the scan and the hit use. */
export interface InboxCandidate {
  id: string;
  kind: string;
  title: string;
  summary: string;
  tags: string[];
  paths: string[];
  body: string;
  date?: string;
  visibility?: 'team' | 'private';
  /** `captured` extra (local RFC 3339), for newest-first order. */
  captured: string;
}

function extra(e: Entry, key: string): string {
  const v = e.extras.find(([k]) => k.toLowerCase() === key)?.[1];
  return typeof v === 'string' ? v : '';
}

/** Candidates in `<K>/inbox/` (not `.promoted/`), newest `captured` first. */
export async function listInboxCandidates(repo: Repo): Promise<InboxCandidate[]> {
  const dir = path.join(repo.paths.k, 'inbox');
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((n) => n.endsWith('.md') && !n.startsWith('.'));
  } catch {
    return [];
  }
  if (names.length === 0) return [];
  const known = (await resolveKinds(repo)).map((k) => k.name);
  const out: InboxCandidate[] = [];
  for (const n of names) {
    const file = path.join(dir, n);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const e = parseFrontMatterEntry(text, file, 'learning', known);
    out.push({
      id: e.id,
      kind: e.kind,
      title: e.title,
      summary: entrySummary(e),
      tags: e.tags,
      paths: e.paths,
      body: e.body,
      date: e.date,
      visibility: e.visibility,
      captured: extra(e, 'captured'),
    });
  }
  return out.sort((a, b) => (a.captured < b.captured ? 1 : a.captured > b.captured ? -1 : a.id < b.id ? -1 : 1));
}

/**
 * Finds an inbox candidate file by reference (SPEC §5.2): exact id › the
 * unique id with that prefix or suffix. Returns its absolute path, or null.
 * Throws KontextError('not-found') listing up to 6 ids when several match.
 */
export function findInboxFile(repo: Repo, ref: string): string | null {
  const dir = path.join(repo.paths.k, 'inbox');
  let ids: string[];
  try {
    ids = fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.md') && !n.startsWith('.'))
      .map((n) => n.slice(0, -3));
  } catch {
    return null;
  }
  const r = ref.trim();
  if (!r) return null;
  if (ids.includes(r)) return path.join(dir, `${r}.md`);
  const hits = ids.filter((id) => id.startsWith(r) || id.endsWith(r));
  if (hits.length === 1) return path.join(dir, `${hits[0]}.md`);
  if (hits.length > 1) {
    throw new KontextError('not-found', `inbox:${r} is ambiguous: ${hits.slice(0, 6).join(', ')}${hits.length > 6 ? ', …' : ''}; pass more of the id`);
  }
  return null;
}
