/**
 * `why` (SPEC §6.8, `ctx_why`, `kontext why`): why a path, a line range, a
 * commit, a symbol or a topic is the way it is — the recorded knowledge that
 * governs it, the module doc, the commits that last changed the lines, and the
 * path's decision-shaped history.
 *
 * Targets, in the order they are recognised:
 *  - `p`, `p:line`, `p:a-b` where p is a file or directory (working tree, or a
 *    path that only exists in history) → Path sections; but a bare word
 *    naming a folder and one function, class, type… of a graph built before
 *    (`router` beside `router/`) → Symbol, with a note naming the folder's
 *    why (a path separator, `router/`, or a file means the path; a folder
 *    beside a const or several definitions stays the folder, naming them);
 *  - a test case's name (`describe lib › it does`, graph/testCases.ts
 *    isTestCaseName; also `lib › does`, `lib > it does`, or the case's title
 *    alone naming one, graph/testNames.ts — words alone only from a graph
 *    built before) the graph defines → Symbol;
 *  - a git revision that is not a path — ≥ 7 hex digits, `HEAD`, a branch or
 *    tag, `main~3`, `v1.2^` (`git rev-parse --verify`) → Commit; a name that
 *    is both a path and a revision is answered as the path, with a note;
 *  - an identifier (`name`, `A.b`, `A::b`, `A#b`; a Rails test method
 *    keeping its title's punctuation, `CartTest#test_parses_1.5`) the code graph defines
 *    (through the locator installed with setSymbolLocator) → Symbol;
 *  - a path-like target (core/pathSuggest.ts: a `/`, a leading `.`, a file
 *    extension) that names nothing in the tree or history → not-found error
 *    with the nearest paths: a mistyped path must not read as a topic;
 *  - anything else → Topic (local search over knowledge, docs and history).
 *    While the code graph's first index runs (≤ 5 s wait, SPEC §12) a
 *    symbol-shaped target is answered as a topic with a note saying so.
 *    A topic nothing mentions — no hit at all, or, for a compound identifier
 *    the graph does not define (`noSuchSymbolXyz`), only hits on some of its
 *    words — is answered `Nothing found for <t>: …` naming what was tried
 *    (the CLI exits 1 on it, WHY_NOTHING_FOUND).
 * Submodule/other-repository targets and adapter sections are not built here.
 * The Path sections are whyPath.ts, the Commit answer whyCommit.ts, the
 * Symbol answer (and a symbol asked with `path`) whySymbol.ts, the Topic
 * answer whyTopic.ts; reading a target as a path or revision whyTarget.ts.
 */
import * as fs from 'node:fs';
import { KontextError } from './errors';
import { checkLineSpan } from './lineSpan';
import type { Repo } from './repo';
import { clip, lineSpan, lineTarget } from './text';
import { MAX_LIMIT, MIN_LIMIT, pathSections } from './whyPath';
import { whyInPath, whySymbol } from './whySymbol';
import { whyCommit } from './whyCommit';
import { isMistypedFileName, looksLikePath, repoFiles } from './pathSuggest';
import { kontextCommand, nextStep } from './hints';
import { whyTopic, type TopicFacts } from './whyTopic';
import { isTestCaseName } from './graph/testCases';
import { existsInTree, goneHeading, gonePath, lineCount, noSuchPath, pathExists, relTarget, revisionOf, wordFolder } from './whyTarget';

export { knowledgeForPath, moduleDocFor } from './pathKnowledge';

/** Items per section: default, minimum and maximum (SPEC §6.8, §11). */
export const WHY_LIMIT = { default: 12, min: MIN_LIMIT, max: MAX_LIMIT };

/** A definition found by the code graph (CONTRACTS.md "why"). */
export interface SymbolDefinition {
  name: string;
  kind: string;
  /** Repo-relative path, forward slashes. */
  path: string;
  /** 1-based first and last line of the definition (its annotations and decorators included). */
  line: number;
  endLine: number;
  /** 1-based line of its name when after `line` (`public String name()` under `@Override`): where the answer points a person (issue 3). */
  nameLine?: number;
  /** The name that asks for this one alone when `name` is shared (Go `g1.Helper`; CodeGraph candidateNames). */
  ask?: string;
  /** The qualified names of the same-named methods (or local helpers) a bare name did not mean (core/graph/rank.ts freeOverMembers, chooseOne): the answer says it chose this one over them. */
  passedOver?: string[];
  /** The kinds of `passedOver`, one each (`method`; `function` for a local helper passed over for an outer definition, rank.ts chooseOne). */
  passedOverKinds?: string[];
  /** The same-named definitions in test files the library's one was chosen over (rank.ts chooseDefinition): the answer names them. */
  testsPassedOver?: { kind: string; path: string; line: number }[];
  /** Set when the name asked named the method through a class that inherits it: `PostgresQueryRunner inherits getCachedTable from BaseQueryRunner` (SymbolItem.inherited). */
  inherited?: string;
  /** Set when the definition stands for an overload group answered as one (CodeGraph.overloadGroup): each overload's 1-based first line; `line`–`endLine` then span them all. */
  overloads?: number[];
  /** Set with `overloads` when they are a getter and setter of one property. */
  accessors?: boolean;
  /** DefinitionAt only: the lines asked about are a prototype of this definition (C `int total(int);` in a header), not inside it. */
  declared?: boolean;
}

/**
 * Finds definitions of a symbol name; installed by the code graph. May throw
 * KontextError('busy', `code graph is indexing (n/N files); retry`) while its
 * first index runs: why then answers a topic and says so.
 */
/** How long the locator waits for a first graph index (ms) and where it reports progress while waiting. */
export interface LocateOptions {
  waitMs?: number;
  /** Only definitions in this repository-relative file or directory; `file:line`: the innermost one of the name holding that line. */
  path?: string;
  /** Progress lines, with the files done of those listed when known. */
  progress?: (message: string, at?: { done: number; total: number }) => void;
  /** Only from a graph built before (ready, or saved on disk): none yet → [] at once, no first index started (a folder's name asked as a symbol). */
  ifIndexed?: boolean;
}

export type SymbolLocator = (repo: Repo, name: string, opts?: LocateOptions) => Promise<SymbolDefinition[]>;

/** The "no symbol X; did you mean …?" note for a name the locator found no definition of ('' when nothing is near). */
export type SymbolNote = (repo: Repo, name: string) => string;

/**
 * The innermost definition holding lines `start`–`end` (1-based) of the
 * repository-relative file `rel`, or null (none, or no graph at hand
 * without indexing first); its `name` qualified (`Engine.run`). With
 * `opts.waitMs` (the CLI's wait for `why <symbol>`) a first index is built
 * for it, reporting to `opts.progress`; without, none is started.
 */
export type DefinitionAt = (repo: Repo, rel: string, start: number, end: number, opts?: Pick<LocateOptions, 'waitMs' | 'progress'>) => Promise<SymbolDefinition | null>;

let symbolLocator: SymbolLocator | null = null;
let symbolNote: SymbolNote | null = null;
let definitionAt: DefinitionAt | null = null;

/**
 * Installs (or, with null, removes) the symbol locator `why` uses for symbol
 * targets, and optionally the note for a name it does not find and the
 * lookup that names the definition holding a `path:line` target. Without a
 * locator, symbols are answered as topics.
 */
export function setSymbolLocator(fn: SymbolLocator | null, note: SymbolNote | null = null, at: DefinitionAt | null = null): void {
  symbolLocator = fn;
  symbolNote = fn ? note : null;
  definitionAt = fn ? at : null;
}

/**
 * The one line naming the definition that holds `rel`:`start`–`end`
 * (newcomer 9 #22), with the why of its whole range when the target is less:
 * `In method Engine.run (eng.py:2-3); the whole definition: kontext why eng.py:2-3`;
 * on a C prototype, `Declares function total, defined at util.c:4-7; its why: …`.
 * [] without a definition or a graph (the CLI waits for a first index, as
 * for a symbol: WhyOptions.graphWaitMs).
 */
async function holderLine(repo: Repo, rel: string, start: number, end: number, opts: WhyOptions): Promise<string[]> {
  const wait = opts.graphWaitMs === undefined ? {} : { waitMs: opts.graphWaitMs, progress: opts.progress };
  const d = definitionAt ? await definitionAt(repo, rel, start, end, wait).catch(() => null) : null;
  if (!d) return [];
  const range = lineTarget(d.path, d.line, d.endLine);
  if (d.declared) return [`Declares ${d.kind} ${d.name}, defined at ${range}; its why: ${nextStep.why(range)}`, ''];
  const whole = d.line === start && d.endLine === end ? '' : `; the whole definition: ${nextStep.why(range)}`;
  return [`In ${d.kind} ${d.name} (${range})${whole}`, ''];
}

export interface WhyOptions {
  /**
   * Items per section, 3–40 (default 12). Given, it also bounds the History
   * section as a count (decision-shaped first, the newest fill the rest);
   * absent, History is SPEC §6.8's selection (decision-shaped plus the 3 newest).
   */
  limit?: number;
  /** Unsaved buffer of the target file (editor): its lines are blamed instead of the file on disk. */
  contents?: string;
  /** A one-shot CLI waits for the first graph index (it needs it and would lose the work on exit); default: the locator's short wait. */
  graphWaitMs?: number;
  /** Progress while waiting for the graph (CLI: stderr; MCP: notifications/progress or logging). */
  progress?: LocateOptions['progress'];
  /**
   * The repository-relative directory the CLI runs in (ToolContext.cwd): a
   * bare word naming a folder there (`parse` inside `app/`) is that folder,
   * answered by the same rule as a folder at the root (folderOrSymbol).
   */
  cwd?: string;
  /**
   * With a symbol target: the repository-relative file or directory (or
   * `file:line`) holding the definition meant, when several share the name
   * (as the code tools' `path`). Refused with any other target.
   */
  path?: string;
}

/**
 * A symbol-shaped target: identifiers joined by `.`, `::` or `#` (SPEC §12),
 * each perhaps an ECMAScript private name (`Hono.#dispatch`), the last one
 * perhaps ending in Ruby's `?`, `!` or `=`.
 * Identifiers are Unicode (ECMAScript / Python / Go / Java identifier
 * characters: letters, letter numbers, `_`, `$`, then also marks, digits and
 * connectors), so `café` and `größe` are looked up in the code graph as
 * `symbol`, `callers` and `search-code` do.
 */
const IDENT = String.raw`[\p{L}\p{Nl}_$][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$\u200c\u200d]*`;
// Ruby method names may end in `?`, `!` or `=` (`Response.has_header?`, `cache!`, `level=`; newcomer 10 found no code for them).
// Lua writes a method `Entity:move` (newcomer 13): one `:` joins names too.
// An ECMAScript private member `#dispatch`, `Hono.#dispatch` (newcomer 19 #1: its `why` had no code section): a `#` starting a name.
const SYMBOL = new RegExp(String.raw`^#?${IDENT}(?:(?:\.#?|::|#|:)${IDENT})*[?!=]?$`, 'u');
// A Rails test method, whose name keeps its title's punctuation (`test "parses 1.5" do` is `CartTest#test_parses_1.5`: graph/langRubyTests railsTestName).
const RAILS_TEST_METHOD = new RegExp(String.raw`^(?:${IDENT}(?:(?:::|#|\.)${IDENT})*(?:#|\.|::))?test_\S+$`, 'u');

/** The first line of an answer that found nothing for its target: the CLI exits 1 on it (cli/commands.ts `why`). */
export const WHY_NOTHING_FOUND = /^Nothing found for /m;
/** The line of a `why` answer for a symbol with several definitions, which lists them and answers for none (whySymbol; the CLI exits 1 on it, as callers does on an ambiguous name). */
export const WHY_AMBIGUOUS = /^\d+ definitions of .+: ask for one by /m;

/**
 * Answers `why` for `target` as Markdown text (SPEC §6.8). Errors:
 * KontextError 'invalid-argument' (empty target, limit outside 3–40, a path
 * outside the repository, a line range of a directory), 'not-found' (`p:line`
 * or a path-like target that exists neither in the tree nor in history; the
 * message names near paths).
 */
export async function why(repo: Repo, target: string, opts: WhyOptions = {}): Promise<string> {
  const limit = opts.limit ?? WHY_LIMIT.default;
  // An asked-for limit also sets how many history commits are listed (newcomer5: `-n 40` showed the default's 4).
  const fill = opts.limit !== undefined;
  if (!Number.isInteger(limit) || limit < WHY_LIMIT.min || limit > WHY_LIMIT.max) {
    throw new KontextError('invalid-argument', `limit: ${limit} is out of range; use ${WHY_LIMIT.min}–${WHY_LIMIT.max}`);
  }
  const t = target.trim();
  if (!t) throw new KontextError('invalid-argument', 'target: must not be empty; pass a path, path:line, path:a-b, commit sha, symbol or topic');
  if (opts.path !== undefined) {
    // A test case's name (words: `it totals`, as the ambiguity hint for several names it) is picked by path too.
    if (!(SYMBOL.test(t) || /\s/.test(t)) || !symbolLocator) {
      throw new KontextError('invalid-argument', `path: picks one definition of a symbol; ${clip(t, 80)} is no symbol name — ask without path: ${nextStep.why(t)}`);
    }
    return whyInPath(repo, t, opts.path, { limit, fill, locate: symbolLocator, note: symbolNote, waitMs: opts.graphWaitMs, progress: opts.progress });
  }

  // `path:line`, `path:a-b`, and the compiler/editor form `path:line:col` (the column is ignored: why answers whole lines).
  // Signed, so a negative line is refused (checkLineSpan) rather than searched as a topic.
  const lineForm = /^(.+?):(-?\d+)(?:-(-?\d+)|:\d+)?$/.exec(t);
  // A file name may hold spaces (`my notes.md:3`); words with spaces stay a topic.
  if (lineForm && (!/\s/.test(lineForm[1]) || pathExists(repo, lineForm[1]))) {
    const rel = relTarget(repo, lineForm[1]);
    const start = Number(lineForm[2]);
    let end = lineForm[3] ? Number(lineForm[3]) : start;
    const st = existsInTree(repo, rel);
    // Gone from the working tree: how it went (null when it never had history either).
    const gone = st ? null : await gonePath(repo, rel);
    if (st || gone) {
      if (st?.isDirectory()) throw new KontextError('invalid-argument', `target: ${rel || '.'} is a directory; line ranges need a file`);
      checkLineSpan('target', t, rel, start, end);
      // A range running past the file's end (`cart.rb:25-99` of 28 lines) is answered for the lines there are, said so.
      const last = st?.isFile() ? lineCount(opts.contents ?? fs.readFileSync(repo.abs(rel), 'utf8')) : 0;
      const clipped = start <= last && last < end ? [`(${lineSpan(start, last)}; the file ends at line ${last})`, ''] : [];
      if (clipped.length) end = last;
      const [holder, sections, heading] = await Promise.all([
        st ? holderLine(repo, rel, start, end, opts) : [],
        pathSections(repo, rel, { start, end }, limit, opts.contents, fill, { gone }),
        st ? `# Why: ${t}` : goneHeading(repo, t, rel, false, gone),
      ]);
      return [heading, '', ...clipped, ...holder, ...sections].join('\n');
    }
    throw await noSuchPath(repo, rel);
  }

  const notes: string[] = [];
  const facts: TopicFacts = { notes, word: !/\s/.test(t), notSymbol: false, symbolNote: '', symbolShaped: SYMBOL.test(t) };
  if (/\s/.test(t) && pathExists(repo, t)) {
    return [`# Why: ${t}`, '', ...(await pathSections(repo, relTarget(repo, t), null, limit, opts.contents, fill))].join('\n');
  }
  // A test case by its name (`describe lib › it does`, as symbol and callers print it): found through the graph, never a search.
  // Also as a runner prints it or a person types it (`Cart › adds items`, `Cart > it adds`: graph/testNames.ts); words alone
  // (`adds items`, perhaps a topic) only from a graph built before: a topic never waits for a first index.
  if (/\s/.test(t) && symbolLocator) {
    const named = isTestCaseName(t) || /\s>\s/.test(t);
    const defs = named ? await definitionsOf(repo, t, opts, facts) : await builtDefinitions(repo, t, opts);
    if (defs.length) return whySymbol(repo, t, defs, limit, fill);
  }
  if (!/\s/.test(t)) {
    const rel = wordFolder(repo, t, opts.cwd) ?? relTarget(repo, t);
    const st = existsInTree(repo, rel);
    // A bare word naming a folder and one function, class, type… (`router/` beside `function router`) means the code, saying
    // so (folderOrSymbol); a path separator or a file means the path.
    const code = st?.isDirectory() && !/[/\\]/.test(t) ? await folderOrSymbol(repo, t, rel, opts) : null;
    if (code?.defs) return whySymbol(repo, t, code.defs, limit, fill, undefined, code.note);
    if (st) {
      // Paths win over revisions; a name that is both (a folder `release` beside a branch `release`) says so.
      const [sections, rev] = await Promise.all([pathSections(repo, rel, null, limit, opts.contents, fill), revisionOf(repo, t)]);
      const both = rev
        ? [`(${t} is also a git revision, commit ${rev.slice(0, 12)}; answered as the path — for the commit pass its sha: ${nextStep.why(rev.slice(0, 12))})`, '']
        : [];
      return [`# Why: ${t}`, '', ...(code?.note ? [code.note, ''] : []), ...both, ...sections].join('\n');
    }
    const rev = await revisionOf(repo, t);
    if (rev) {
      const plainName = SYMBOL.test(t) && !/^[0-9a-f]{4,64}$/i.test(t) && !/^(HEAD|FETCH_HEAD|ORIG_HEAD|MERGE_HEAD)$/.test(t);
      const also = plainName && symbolLocator ? `${t} is answered as a git revision; for code named ${t} pass its path:line (${nextStep.search(t)} finds it)` : '';
      return whyCommit(repo, rev, limit, t, also);
    }
    if (/^[0-9a-f]{7,64}$/i.test(t) && /\d/.test(t)) notes.push(`no commit ${t} in this repository (or it is ambiguous: pass more digits); answered as a topic`);
    // Only a target with a dot or slash can be a path: plain words and identifiers cost no git call.
    const files = /[./\\]/.test(t) ? await repoFiles(repo).catch(() => [] as string[]) : [];
    const pathLike = looksLikePath(t, files);
    if (!pathLike && (SYMBOL.test(t) || RAILS_TEST_METHOD.test(t)) && symbolLocator) {
      const defs = await definitionsOf(repo, t, opts, facts);
      if (defs.length) return whySymbol(repo, t, defs, limit, fill);
    }
    // A path that is gone from the working tree still has its history.
    // (`old/`: a top folder asked with its slash counts too.)
    const gone = /[/.]/.test(rel) || /[/\\]$/.test(t) ? await gonePath(repo, rel) : null;
    if (gone) {
      const [heading, sections] = await Promise.all([goneHeading(repo, t, rel, true, gone), pathSections(repo, rel, null, limit, undefined, fill, { gone })]);
      return [heading, '', ...sections].join('\n');
    }
    const mistyped = pathLike || isMistypedFileName(t, files);
    // `Context.JSON`, `Response.json`, `Logger.go`: a member whose name is a file extension reads as a path; when no such path
    // exists (nor ever did), a definition of that name answers before the not-found error (newcomer 24 #4).
    if (mistyped && !/[/\\]/.test(t) && !t.startsWith('.') && SYMBOL.test(t) && symbolLocator) {
      const defs = await definitionsOf(repo, t, opts, facts);
      if (defs.length) return whySymbol(repo, t, defs, limit, fill);
    }
    if (mistyped) throw await noSuchPath(repo, rel, files);
  }
  return whyTopic(repo, t, limit, facts);
}

/**
 * What a bare word naming the folder `rel` also names in the code graph
 * (newcomer: `why router` answered the folder `router/` beside `function
 * router`): one definition that is not a const (a function, class, type…)
 * → `defs`, answered as the symbol, with a note naming the folder's why;
 * several, or a const (vuejs-core's `packages/` beside two scripts'
 * `const packages`) → only a note for the folder's answer naming them; null
 * when the graph defines nothing of the name. Only a graph built before is
 * asked (LocateOptions.ifIndexed): a folder never waits for a first index.
 */
async function folderOrSymbol(repo: Repo, t: string, rel: string, opts: WhyOptions): Promise<{ defs?: SymbolDefinition[]; note: string } | null> {
  if (!SYMBOL.test(t) || !symbolLocator) return null;
  const defs = await builtDefinitions(repo, t, opts);
  if (!defs.length) return null;
  if (defs.length === 1 && defs[0].kind !== 'const') return { defs, note: `(${t} is also a folder, ${rel}/; for the folder: ${nextStep.why(`${rel}/`)})` };
  const d = defs[0];
  if (defs.length === 1) return { note: `(${t} also names the ${d.kind} ${d.name} at ${d.path}:${d.nameLine ?? d.line}; answered as the folder — for the code: ${nextStep.why(t, undefined, d.path)})` };
  return { note: `(${t} also names ${defs.length} definitions in the code; answered as the folder — list them: ${nextStep.symbol(t, Math.min(defs.length, 50))})` };
}

/**
 * The definitions of `t` in a graph built before (LocateOptions.ifIndexed):
 * [] when there is none yet or it is still indexing (KontextError 'busy'),
 * so a folder or a topic never waits for a first index. Other errors propagate.
 */
async function builtDefinitions(repo: Repo, t: string, opts: WhyOptions): Promise<SymbolDefinition[]> {
  return symbolLocator!(repo, t, { waitMs: opts.graphWaitMs, progress: opts.progress, ifIndexed: true }).catch((e: unknown) => {
    if (KontextError.is(e, 'busy')) return [] as SymbolDefinition[];
    throw e;
  });
}

/**
 * The definitions the installed locator finds for `t`; none → `facts`
 * records that the graph was asked (and its near-name note: a topic word is
 * symbol-shaped too, so only a near miss, a likely typo, is worth one);
 * while the first index runs (KontextError 'busy') a note saying the answer
 * comes from knowledge and history, and []. Other errors propagate.
 */
async function definitionsOf(repo: Repo, t: string, opts: WhyOptions, facts: TopicFacts): Promise<SymbolDefinition[]> {
  try {
    const defs = await symbolLocator!(repo, t, { waitMs: opts.graphWaitMs, progress: opts.progress });
    if (!defs.length) {
      facts.notSymbol = true;
      facts.symbolNote = symbolNote?.(repo, t) ?? '';
    }
    return defs;
  } catch (e) {
    if (!KontextError.is(e, 'busy')) throw e;
    const state = (e as Error).message.replace('is indexing', 'is still indexing').replace(/; retry$/, '');
    facts.notes.push(`${state}; answered from knowledge and history — ask again shortly for the definition of ${t} (or build the graph now: ${kontextCommand('graph index')})`);
    return [];
  }
}
