/**
 * The engine calls the LSP features make besides registry tools, in one
 * place: governing knowledge, entry lookup, the status report, inbox counts,
 * check findings and kontext.toml parsing. Each is a thin call into
 * `server/src/core`; nothing here knows LSP types.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { runCheck, type CheckFinding } from '../core/check';
import { listInbox } from '../core/inbox';
import type { EntryRef } from '../core/lineWhy';
import type { Repo } from '../core/repo';
import { statusReport } from '../core/status';
import { loadStore, resolveEntry } from '../core/store/store';
import { entrySummary } from '../core/store/summary';
import { knowledgeForPath } from '../core/why';
import { openGraph, type CodeGraph } from '../core/graph/graph';
import type { StatusParams } from '../protocol';

/** Knowledge whose `paths` govern `rel` (SPEC §6.8 "Knowledge covering this path"), as hover/lens refs. */
export async function governing(repo: Repo, rel: string): Promise<EntryRef[]> {
  const entries = await knowledgeForPath(repo, rel);
  return entries.map((e) => ({ id: e.id, kind: e.kind, title: e.title, status: e.status, summary: entrySummary(e), path: e.path }));
}

/** Absolute file, id, title and kind of the entry `ref` resolves to (SPEC §2.5), or null. */
export async function entryLocation(repo: Repo, ref: string): Promise<{ file: string; id: string; title: string; kind: string } | null> {
  const e = resolveEntry(await loadStore(repo), ref);
  return e ? { file: path.isAbsolute(e.path) ? e.path : repo.abs(e.path), id: e.id, title: e.title, kind: e.kind } : null;
}

/** The `kontext status` report text (SPEC §13). */
export function statusText(repo: Repo): Promise<string> {
  return statusReport(repo);
}

/** Team and private candidates of this clone's inbox that belong here (SPEC §3 here/orphan). */
export async function inboxCounts(repo: Repo): Promise<{ team: number; private: number }> {
  const items = await listInbox(repo);
  const ours = items.filter((i) => i.where !== 'elsewhere');
  const priv = ours.filter((i) => i.visibility === 'private').length;
  return { team: ours.length - priv, private: priv };
}

/** A problem in one file, for diagnostics (repo-relative path, 1-based line). */
export interface FileProblem {
  path: string;
  level: 'error' | 'warn';
  line?: number;
  rule?: string;
  msg: string;
}

/** Shared config files checked for TOML syntax (SPEC §4 layer 4 candidates). */
const CONFIG_FILES = ['.kontext.toml', '.ai/kontext.toml'];

/** Syntax errors of the repository's shared kontext.toml files (smol-toml reports line and column). */
function configProblems(repo: Repo): FileProblem[] {
  const out: FileProblem[] = [];
  const storeToml = path.posix.join(storeDirName(repo), 'kontext.toml');
  for (const rel of new Set([...CONFIG_FILES, storeToml])) {
    let text: string;
    try {
      text = fs.readFileSync(repo.abs(rel), 'utf8');
    } catch {
      continue;
    }
    try {
      parseToml(text.replace(/^\uFEFF/, ''));
    } catch (e) {
      const err = e as Error & { line?: number };
      out.push({ path: rel, level: 'error', line: err.line, rule: 'toml', msg: `invalid TOML: ${err.message.split('\n')[0]}` });
    }
  }
  return out;
}

function storeDirName(repo: Repo): string {
  try {
    return repo.config().store.dir;
  } catch {
    return '.ai';
  }
}

/** Validation and secret findings of the working tree (SPEC §2.8 `check`) plus config syntax errors. */
export async function checkProblems(repo: Repo): Promise<FileProblem[]> {
  const config = configProblems(repo);
  if (config.length) return config;
  const report = await runCheck(repo, { staged: false });
  return report.findings.map((f: CheckFinding) => ({ path: f.path, level: f.level === 'error' ? 'error' : 'warn', line: f.line, rule: f.rule, msg: f.msg }));
}

/** The code graph of `repo`, ready for a question (waits up to 5 s for the first index, SPEC §12). */
export async function graphFor(repo: Repo): Promise<CodeGraph> {
  const graph = openGraph(repo);
  await graph.ensure();
  return graph;
}

/** The graph's state for the status bar, without starting an index. */
export function graphState(repo: Repo): StatusParams['graph'] {
  const s = openGraph(repo).status();
  if (s.state === 'ready') return { state: 'ready' };
  if (s.state === 'indexing') return { state: 'indexing', done: s.progress?.done, total: s.progress?.total };
  return { state: 'idle' };
}
