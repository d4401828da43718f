/**
 * Helpers for code-graph tests: a real temp git repository with files, the
 * engine's Repo on it, and a registry holding the graph tools.
 */
import * as assert from 'node:assert/strict';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { Registry, type ToolResult } from '../../server/src/tools/registry';
import { graphTools } from '../../server/src/tools/codeTools';
import { openGraph, type CodeGraph } from '../../server/src/core/graph/graph';
import type { SymbolItem } from '../../server/src/core/graph/graphNames';
import { silentLogger } from '../../server/src/core/logger';

export interface GraphFixture {
  repo: TestRepo;
  engine: Repo;
  graph: CodeGraph;
  call(tool: string, args: Record<string, unknown>): Promise<ToolResult>;
  /** Names (`path:name`) of the structured items of a tool answer. */
  names(tool: string, args: Record<string, unknown>): Promise<string[]>;
}

/** Commits `files` into a new repository and opens its code graph. */
export async function graphFixture(files: Record<string, string>, name = 'graph'): Promise<GraphFixture> {
  const repo = makeRepo(name);
  repo.commit('fixture', files);
  const engine = await Repo.open(repo.root);
  const graph = openGraph(engine);
  const registry = new Registry(graphTools());
  const call = (tool: string, args: Record<string, unknown>) => registry.call(tool, args, { repo: engine, log: silentLogger, origin: 'cli' });
  return {
    repo,
    engine,
    graph,
    call,
    async names(tool, args) {
      const r = await call(tool, args);
      if (r.isError) throw new Error(r.text);
      return ((r.structured?.items ?? []) as { path: string; name: string }[]).map((i) => `${i.path}:${i.name}`).sort();
    },
  };
}

/**
 * The fixture of a describe block: registers a `before` hook (up to 120 s) that
 * commits `files` into a new repository named after `name`, opens its code
 * graph and waits for its first index, and returns the fixture object that
 * hook fills in. Use it at the describe level, in place of a `let fx` and its
 * `before`; read it only inside hooks and tests. The repository is removed
 * with the others when the run ends (helpers/gitRepo.ts).
 */
export function indexedGraph(files: Record<string, string>, name: string): GraphFixture {
  const fx = {} as GraphFixture;
  before(async function () {
    this.timeout(120_000);
    Object.assign(fx, await graphFixture(files, name));
    await fx.graph.ensure(120_000);
  });
  return fx;
}

/**
 * A describe block over one fixture repository (indexedGraph: `files` committed
 * into a repository named after `name` and indexed before its tests): `body`
 * receives the fixture and declares the tests, each allowed 60 s.
 */
export function describeGraph(title: string, files: Record<string, string>, name: string, body: (fx: GraphFixture) => void): Mocha.Suite {
  return describe(title, function () {
    this.timeout(60_000);
    body(indexedGraph(files, name));
  });
}

/** `path:name:via` of a code_callers / code_callees answer for `symbol` (scoped by `path`), sorted; fails on an error or an ambiguous symbol. */
export async function edges(fx: GraphFixture, tool: 'code_callers' | 'code_callees', symbol: string, path?: string): Promise<string[]> {
  const r = await fx.call(tool, path ? { symbol, path } : { symbol });
  assert.ok(!r.isError && !r.structured?.candidates, r.text);
  return ((r.structured!.items ?? []) as { path: string; name: string; via: string }[]).map((i) => `${i.path}:${i.name}:${i.via}`).sort();
}

/** `path:name:lines` of each item of a code_callers / code_callees answer (the lines of its calls, comma-separated), sorted. */
export function callRows(items: unknown[]): string[] {
  return (items as { path: string; name: string; calls?: number[] }[]).map((i) => `${i.path}:${i.name}:${(i.calls ?? []).join(',')}`).sort();
}

/** An item of a tool answer as the line tests read it (name line, range end, signature). */
export interface LineItem {
  name: string;
  line: number;
  endLine?: number;
  signature?: string;
}

/** The text and structured items of a tool answer, failing on an error result. */
export async function toolItems(fx: GraphFixture, tool: string, args: Record<string, unknown>): Promise<{ text: string; items: LineItem[] }> {
  const r = await fx.call(tool, args);
  assert.ok(!r.isError, r.text);
  return { text: r.text, items: (r.structured?.items ?? []) as LineItem[] };
}

/** `kind [container.]name line` of every definition in `path`, in order. */
export function defsIn(fx: GraphFixture, path: string): string[] {
  const rec = fx.graph.data.files.get(path);
  assert.ok(rec, `${path} is indexed`);
  return rec.defs.map((d) => `${d.kind} ${d.container ? `${d.container}.` : ''}${d.name} ${d.line}`);
}

/** `path:name:via` of the callers of `symbol` (scoped by `path`), sorted (edges). */
export const callers = (fx: GraphFixture, symbol: string, path?: string): Promise<string[]> => edges(fx, 'code_callers', symbol, path);

/** `path:name:via` of the callees of `symbol` (scoped by `path`), sorted (edges). */
export const callees = (fx: GraphFixture, symbol: string, path?: string): Promise<string[]> => edges(fx, 'code_callees', symbol, path);

/**
 * Asserts a table of edge questions at once: each key is `symbol` or
 * `symbol @ path`, each value the sorted `path:name:via` list edges() must
 * answer. The whole table is compared as one object, so a failure shows
 * every row that differs, by its question.
 */
export async function expectEdges(fx: GraphFixture, tool: 'code_callers' | 'code_callees', table: Record<string, string[]>): Promise<void> {
  const actual: Record<string, string[]> = {};
  for (const key of Object.keys(table)) {
    const [symbol, path] = key.split(' @ ');
    actual[key] = await edges(fx, tool, symbol, path);
  }
  assert.deepEqual(actual, table);
}

/** The first definition of `name` (optionally of one kind or under a path), failing when there is none. */
export function firstDef(fx: GraphFixture, name: string, opts: { kind?: string; path?: string } = {}): SymbolItem {
  const [def] = fx.graph.findDefinitions(name, opts);
  assert.ok(def, `a definition of ${name}${opts.path ? ` under ${opts.path}` : ''}`);
  return def;
}

/** Asserts the graph holds exactly `byLanguage` files per language and none with syntax errors. */
export function assertIndexed(fx: GraphFixture, byLanguage: Record<string, number>): void {
  const st = fx.graph.status();
  assert.deepEqual(st.byLanguage, byLanguage);
  assert.equal(st.errors, 0);
}
