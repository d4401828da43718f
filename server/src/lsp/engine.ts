/**
 * The engine calls the LSP features make besides registry tools, in one
 * place: governing knowledge, entry lookup, inbox counts, the code graph, and
 * check findings plus kontext.toml syntax for diagnostics. Each is a thin call into
 * `server/src/core`; nothing here knows LSP types.
 */
import * as path from 'node:path';
import * as fs from 'node:fs';
import { parse as parseToml } from 'smol-toml';
import { runCheck } from '../core/check';
import { listInbox } from '../core/inbox';
import type { EntryRef } from '../core/lineWhy';
import type { Repo } from '../core/repo';
import { loadStore, resolveEntry } from '../core/store/store';
import { entrySummary } from '../core/store/summary';
import { knowledgeForPath } from '../core/pathKnowledge';
import { openGraph, type CodeGraph } from '../core/graph/graph';
import { LANGUAGES } from '../core/graph/languages';
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



/** Team and private candidates of this clone's inbox that belong here (SPEC §3: here and orphan, not elsewhere). */
export async function inboxCounts(repo: Repo): Promise<{ team: number; private: number }> {
  const ours = (await listInbox(repo)).filter((i) => i.where !== 'elsewhere');
  const priv = ours.filter((i) => i.visibility === 'private').length;
  return { team: ours.length - priv, private: priv };
}

/** The code graph of `repo`, ready for a question (waits up to 5 s for the first index, SPEC §12). */
export async function graphFor(repo: Repo): Promise<CodeGraph> {
  const graph = openGraph(repo);
  await graph.ensure();
  return graph;
}

/** How the editor learnt that a file changed: saved by it, or seen by its file watcher (created, changed, deleted). */
export type FileChangeKind = 'saved' | 'created' | 'changed' | 'deleted';

/**
 * Brings the graph of `repo` in step with files the editor reported
 * (repo-relative `rel`; CodeGraph.updateFiles), when that graph has been
 * indexed in this process; otherwise nothing (a report never starts a first
 * index). Saved and created files are indexed whether the graph knows them
 * or not (the listing's rules decide); a watcher's "changed" counts only for
 * files it knows (build output churns); "deleted" drops the file, or every
 * indexed file under a deleted folder.
 */
export async function graphFilesChanged(repo: Repo, changes: { rel: string; kind: FileChangeKind }[]): Promise<void> {
  const graph = openGraph(repo);
  if (!graph.ready) return;
  const files = new Set<string>();
  for (const { rel, kind } of changes) {
    if (kind === 'deleted') for (const f of graph.knownUnder(rel)) files.add(f);
    else if (kind !== 'changed' || graph.knows(rel)) files.add(rel);
  }
  if (files.size) await graph.updateFiles([...files]);
}

/**
 * Documents the editor opened (repo-relative `rels`) keep a syntax tree in the
 * graph of `repo`, so a save re-indexes them incrementally (CodeGraph.keepTrees);
 * closed ones free theirs. Nothing happens while that graph is not indexed in
 * this process (an open never starts a first index).
 */
export async function graphFilesOpened(repo: Repo, rels: string[], open: boolean): Promise<void> {
  const graph = openGraph(repo);
  if (!open) graph.dropTrees(rels);
  else if (graph.ready) await graph.keepTrees(rels);
}

/** A glob matching every file the code graph parses (by ending or whole name, at any depth), for a file watcher. */
export function graphSourceGlob(): string {
  // `**/{*.ts,*.rb,Rakefile}`: a brace group of endings and names under any folder (VS Code's GlobPattern and picomatch read it alike).
  return `**/{${LANGUAGES.flatMap((l) => [...l.exts.map((e) => `*${e}`), ...(l.names ?? [])]).join(',')}}`;
}

/**
 * Folders whose files without an ending are scripts by convention
 * (ripgrep's `ci/`, Ruby gems' `bin/`, GitHub's "scripts to rule them all"
 * `script/`, Kubernetes' `hack/`): the graph reads such files by their `#!`
 * line (languages.ts classify), which no glob of endings can match.
 */
const SCRIPT_FOLDERS = ['bin', 'script', 'scripts', 'ci', 'tools', 'hack'];

/**
 * A glob matching the files directly in a script folder (SCRIPT_FOLDERS, at
 * any depth: `bin/deploy`, `tools/ci/build`), for a second file watcher beside
 * graphSourceGlob: scripts without an ending there are re-indexed when
 * saved or created. Others elsewhere (`benchsuite/benchsuite`) are found by
 * the graph's relisting (every 5 s) and mtime sweep before a question.
 */
export function graphScriptGlob(): string {
  return `**/{${SCRIPT_FOLDERS.join(',')}}/*`;
}

/** The graph's state for the status bar, without starting an index. */
export function graphState(repo: Repo): StatusParams['graph'] {
  const s = openGraph(repo).status();
  if (s.state === 'ready') return { state: 'ready' };
  if (s.state === 'indexing') return { state: 'indexing', done: s.progress?.done, total: s.progress?.total };
  return { state: 'idle' };
}

/** A problem in one file, for diagnostics (repo-relative path, 1-based line). */
export interface FileProblem {
  path: string;
  level: 'error' | 'warn';
  line?: number;
  rule?: string;
  msg: string;
}

/** Shared config files whose TOML syntax is checked (SPEC §4 layer-4 candidates). */
function configFiles(repo: Repo): string[] {
  let storeDir = '.ai';
  try {
    storeDir = repo.config().store.dir;
  } catch {
    // invalid TOML: keep the default store dir; the error is reported below
  }
  return [...new Set(['.kontext.toml', '.ai/kontext.toml', path.posix.join(storeDir, 'kontext.toml')])];
}

/** Syntax errors of kontext.toml files, with smol-toml's line. */
function configProblems(repo: Repo): FileProblem[] {
  const out: FileProblem[] = [];
  for (const rel of configFiles(repo)) {
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

/** Validation and secret findings of the working tree (SPEC §2.8 `check`), or the config's syntax errors when it cannot be read. */
export async function checkProblems(repo: Repo): Promise<FileProblem[]> {
  const config = configProblems(repo);
  if (config.length) return config;
  const report = await runCheck(repo, { staged: false });
  return report.findings.map((f) => ({ path: f.path, level: f.level, line: f.line, rule: f.rule, msg: f.msg }));
}
