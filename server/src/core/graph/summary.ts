/**
 * The code graph's line in `kontext status` (SPEC §13, §12): the state of the
 * graph this process holds, else what `<W>/graph.json` says was indexed last
 * (files per language, files skipped by language or reason). Imports nothing
 * heavy (no parser), so the status report never loads the graph engine.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Repo } from '../repo';
import { RECORD_VERSION } from './extract';
import { kontextCommand } from '../hints';

/** What the status line needs from a graph held by this process. */
export interface LiveGraphState {
  state: 'not-indexed' | 'indexing' | 'ready' | 'saved';
  files: number;
  definitions: number;
  byLanguage: Record<string, number>;
  skipped: Record<string, number>;
  progress?: { done: number; total: number; listing?: boolean };
}

const live = new WeakMap<Repo, () => LiveGraphState>();

/** Called by graph.ts when it opens the graph of `repo`. */
export function registerLiveGraph(repo: Repo, state: () => LiveGraphState): void {
  live.set(repo, state);
}

function counts(m: Record<string, number>): string {
  return Object.entries(m)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
}

function line(prefix: string, files: number, byLanguage: Record<string, number>, skipped: Record<string, number>, extra = ''): string {
  const langs = counts(byLanguage);
  const skip = counts(skipped);
  return `${prefix} ${files} file(s)${langs ? ` (${langs})` : ''}${extra}; skipped: ${skip || 'none'}`;
}

/** One line for `kontext status`; never throws. */
export function graphStatusLine(repo: Repo): string {
  const g = live.get(repo)?.();
  if (g && g.state === 'indexing') {
    const p = g.progress;
    return `Code graph: indexing (${!p || p.listing ? 'listing files' : `${p.done}/${p.total} files`})`;
  }
  if (g && g.state === 'ready') return line('Code graph: ready —', g.files, g.byLanguage, g.skipped, `, ${g.definitions} definition(s)`);
  const file = path.join(repo.paths.w, 'graph.json');
  let saved: { v?: string; files?: Record<string, [string, string, number, number]>; skipped?: Record<string, number> };
  try {
    saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return `Code graph: not indexed yet (the first code question builds it; \`${kontextCommand('graph index')}\` builds it now)`;
  }
  if (saved.v !== RECORD_VERSION || !saved.files) return `Code graph: saved by another kontext version and cannot be used (the first code question rebuilds it; \`${kontextCommand('graph index')}\` rebuilds it now)`;
  const byLanguage: Record<string, number> = {};
  for (const [, lang] of Object.values(saved.files)) byLanguage[lang] = (byLanguage[lang] ?? 0) + 1;
  return line('Code graph: saved —', Object.keys(saved.files).length, byLanguage, saved.skipped ?? {});
}
