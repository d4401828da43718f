/**
 * Parsing one file's text into its FileRec: picks the grammar and the
 * language's extraction spec, parses with web-tree-sitter, extracts, counts
 * the syntax errors, and frees the tree (WebAssembly memory is not garbage-collected)
 * unless the edit path asks to keep it for the file's next, incremental, parse
 * (keptTrees.ts). Usable in the main thread and in index workers alike.
 */
import { Edit, Parser, Query, type Node, type Tree } from 'web-tree-sitter';
import { keepTree, takeTree, textEdit } from './keptTrees';
import { CLASS_LIKE_KINDS, type FileRec } from './types';
import type { LangSpec, SourceText } from './extract';
import { extractFile } from './queryMatches';
import { loadLanguage, type LangInfo } from './languages';
import { SPECS } from './specs';
import { addPhase, threadCpuMs, type PhaseTimes } from './threadCpu';
import { isTypeStarExport } from './tsGrammarGaps';

interface Ready {
  parser: Parser;
  /** Null when the language walks its trees itself (LangSpec.walk). */
  query: Query | null;
  /** LangSpec.misboundPrefixes compiled, when the language has one. */
  prefixes: Query | null;
  spec: LangSpec;
}

const ready = new Map<string, Promise<Ready>>();

async function prepare(lang: LangInfo): Promise<Ready> {
  const language = await loadLanguage(lang);
  const spec = SPECS[lang.id];
  if (!spec) throw new Error(`no extraction spec for ${lang.id}`);
  const parser = new Parser();
  parser.setLanguage(language);
  const prefixes = spec.misboundPrefixes ? new Query(language, spec.misboundPrefixes) : null;
  return { parser, query: spec.walk ? null : new Query(language, spec.query), prefixes, spec };
}

/** Parser, compiled query and spec of `lang`, made once per thread. */
function readyFor(lang: LangInfo): Promise<Ready> {
  let r = ready.get(lang.id);
  if (!r) {
    r = prepare(lang);
    ready.set(lang.id, r);
  }
  return r;
}

/**
 * Parses `src` as `lang` and returns its FileRec. Files with syntax errors
 * still yield every definition tree-sitter could recover (`errors` counts the
 * error nodes). Throws only when the grammar cannot be loaded. `times`
 * (profiling) gets the thread CPU of the parse and of the extraction added.
 *
 * `keepAs` (an absolute file path; the edit path only, keptTrees.ts) keeps
 * the tree afterwards instead of freeing it, and parses incrementally from
 * the tree kept for that path before, when there is one of the same grammar.
 * The record is the one a whole parse gives: a tree with syntax errors is
 * parsed again from scratch (error recovery may take another path from an
 * old tree), and only a tree of the language's first text is kept (not one
 * of the lean or retry rewrites, which an edit's diff would not describe).
 */
export async function parseSource(lang: LangInfo, src: string, times?: PhaseTimes, keepAs?: string): Promise<FileRec> {
  const r = await readyFor(lang);
  let t = times ? threadCpuMs() : 0;
  let read: SourceText = r.spec.source ? r.spec.source(src) : { text: src, blanked: [] };
  let tree = parseFor(r.parser, lang.id, read.text, keepAs);
  if (!tree) throw new Error(`tree-sitter returned no tree for a ${lang.id} file`);
  // Kept only while the tree is of the first text (a lean or retry text replaces it below).
  let keepable = !!keepAs;
  if (r.spec.source && r.spec.reparse?.(tree.rootNode)) {
    // The rewritten text broke the whole file: the lean one, when its tree is whole.
    const lean = r.spec.source(src, true);
    const second = r.parser.parse(lean.text);
    if (second && !r.spec.reparse(second.rootNode)) {
      tree.delete();
      tree = second;
      read = lean;
      keepable = false;
    } else second?.delete();
  }
  if (r.spec.retry && tree.rootNode.hasError) {
    // A text the grammar may read better (Kotlin's one-line bodies): kept when its tree has fewer errors.
    const other = r.spec.retry(read.text);
    const second = other ? r.parser.parse(other.text) : null;
    if (other && second && countErrors(second.rootNode) < countErrors(tree.rootNode)) {
      tree.delete();
      tree = second;
      // The retry rewrites the source's text: what both blanked (Kotlin's constructor lines, then its `;`s).
      read = { text: other.text, blanked: [...read.blanked, ...other.blanked] };
      keepable = false;
    } else second?.delete();
  }
  if (r.prefixes) {
    const fixed = unbindPrefixes(r.parser, r.prefixes, tree, read.text);
    if (fixed) {
      tree = fixed.tree;
      read = { text: fixed.text, blanked: read.blanked };
    }
  }
  if (times) t = addPhase(times, 'parse', t);
  try {
    const rec = extractFile(lang.id, r.spec, r.query, tree, read.text, read.blanked);
    const root = tree.rootNode;
    if (root.hasError) {
      // Valid TS the grammar reads as an error (`export type * from`): not a syntax error to report.
      const left = syntaxErrors(root, lang.id === 'typescript' || lang.id === 'tsx');
      if (left.count > 0) {
        rec.errors = left.count;
        rec.errorLine = left.line;
        const lost = lostTypeNames(root, rec);
        if (lost.length) rec.lostTypes = lost;
      }
    }
    return rec;
  } finally {
    if (keepable && keepAs) keepTree(keepAs, { lang: lang.id, text: read.text, tree });
    else tree.delete();
    if (times) addPhase(times, 'extract', t);
  }
}

/** The operators LangSpec.misboundPrefixes names: `!`, `-`, `+` (not `++`/`--`, which take no call). */
const PREFIX_OPERATORS = new Set(['!', '-', '+']);

/**
 * `tree` (of `text`) parsed again with the prefix operators `prefixes`
 * captures (`@op`, LangSpec.misboundPrefixes) blanked: each operator, and
 * those of prefix expressions nested right under it (`!!f()`), becomes
 * blanks of its length, the tree is edited to match and reparsed
 * incrementally from it (so only the edited spans are read again), and the
 * old tree is deleted. Positions all hold: the text keeps its length and
 * lines. Undefined (and `tree` untouched) when nothing is captured, or
 * when the second tree has more errors than the first (then it is freed).
 */
function unbindPrefixes(parser: Parser, prefixes: Query, tree: Tree, text: string): { tree: Tree; text: string } | undefined {
  const ops: Node[] = [];
  for (const c of prefixes.captures(tree.rootNode)) {
    for (let u: Node | null = c.node; u?.type === c.node.type; u = u.namedChild(0)) {
      const op = u.child(0);
      if (!op || op.isNamed || !PREFIX_OPERATORS.has(op.type)) break;
      ops.push(op);
    }
  }
  if (!ops.length) return undefined;
  ops.sort((a, b) => a.startIndex - b.startIndex);
  const parts: string[] = [];
  let at = 0;
  for (const op of ops) {
    if (op.startIndex < at) continue;
    parts.push(text.slice(at, op.startIndex), ' '.repeat(op.endIndex - op.startIndex));
    at = op.endIndex;
    const end = op.endPosition;
    tree.edit(new Edit({ startIndex: op.startIndex, oldEndIndex: op.endIndex, newEndIndex: op.endIndex, startPosition: op.startPosition, oldEndPosition: end, newEndPosition: end }));
  }
  parts.push(text.slice(at));
  const blanked = parts.join('');
  const second = parser.parse(blanked, tree);
  if (!second) return undefined;
  if (second.rootNode.hasError && countErrors(second.rootNode) > countErrors(tree.rootNode)) {
    second.delete();
    return undefined;
  }
  tree.delete();
  return { tree: second, text: blanked };
}

/**
 * Parses `text`: for a file kept as `key`, incrementally from its kept tree
 * when that was made by the same grammar (edited first to match `text`:
 * keptTrees.ts textEdit), else whole. A tree with errors from an incremental
 * parse is thrown away for a whole parse, so records never depend on which
 * way a file was parsed (keptTrees.ts keepTree keeps no tree with errors
 * either). The old tree is deleted either way.
 */
function parseFor(parser: Parser, lang: string, text: string, key: string | undefined): Tree | null {
  const old = key === undefined ? undefined : takeTree(key);
  if (!old) return parser.parse(text);
  if (old.lang !== lang) {
    old.tree.delete();
    return parser.parse(text);
  }
  try {
    const edit = textEdit(old.text, text);
    if (edit) old.tree.edit(edit);
    const tree = parser.parse(text, old.tree);
    if (!tree?.rootNode.hasError) return tree;
    tree.delete();
    return parser.parse(text);
  } finally {
    old.tree.delete();
  }
}

/**
 * Parses `src` as `lang` and frees the tree, extracting nothing: the parse
 * floor bench/graph-speed.mjs compares a cold index with (same files, same
 * workers). `times` gets the parse's thread CPU added.
 */
export async function parseOnly(lang: LangInfo, src: string, times?: PhaseTimes, keepAs?: string): Promise<void> {
  const r = await readyFor(lang);
  const t = times ? threadCpuMs() : 0;
  const text = r.spec.source ? r.spec.source(src).text : src;
  const tree = parseFor(r.parser, lang.id, text, keepAs);
  // Kept as parseSource keeps it: a tree of the language's first text (keepTree passes over one with errors).
  if (tree && keepAs) keepTree(keepAs, { lang: lang.id, text, tree });
  else tree?.delete();
  if (times) addPhase(times, 'parse', t);
}

/** Keywords declaring a type by the name after them, in the languages the graph reads (lostTypeNames). */
const TYPE_KEYWORDS: ReadonlySet<string> = new Set(['class', 'interface', 'object', 'enum', 'struct', 'trait', 'record', 'protocol', 'module']);

/**
 * The types a tree with errors declares inside an ERROR node, where error
 * recovery left the keyword and the name as loose tokens (`class` then
 * `identifier JsonReader`: moshi's JsonReader.kt before its constructor line
 * was read, its class ended in one ERROR), that no class-like definition of
 * the file bears: FileRec.lostTypes, sorted, each once.
 */
function lostTypeNames(root: Node, rec: FileRec): string[] {
  const defined = new Set(rec.defs.filter((d) => CLASS_LIKE_KINDS.has(d.kind)).map((d) => d.name));
  const out = new Set<string>();
  for (const e of root.descendantsOfType('ERROR')) {
    if (!e) continue;
    for (let i = 0; i + 1 < e.childCount; i++) {
      const k = e.child(i);
      const n = e.child(i + 1);
      if (!k || !n || k.isNamed || !TYPE_KEYWORDS.has(k.type) || !n.isNamed || !/identifier$|^constant$/.test(n.type)) continue;
      if (/^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(n.text) && !defined.has(n.text)) out.add(n.text);
    }
  }
  return [...out].sort();
}

/**
 * The error and missing nodes of a tree with errors (FileRec.errors: the
 * files `graph status` names as having syntax errors): how many, and the
 * 1-based line of the first in source order (FileRec.errorLine). Walks the
 * error region only, depth-first, never descending into healthy subtrees.
 * With `ts`, an ERROR node TS 5's `export type * from` makes is not counted
 * (tsGrammarGaps.ts isTypeStarExport: valid code the grammar lacks).
 */
function syntaxErrors(root: Node, ts: boolean): { count: number; line?: number } {
  let count = 0;
  let line: number | undefined;
  const cur = root.walk();
  let done = false;
  while (!done) {
    const node = cur.currentNode;
    if (node.isMissing || (node.isError && !(ts && isTypeStarExport(node)))) {
      count++;
      line ??= node.startPosition.row + 1;
    }
    if (node.hasError && cur.gotoFirstChild()) continue;
    while (!cur.gotoNextSibling()) {
      if (!cur.gotoParent()) {
        done = true;
        break;
      }
    }
  }
  cur.delete();
  return { count, line };
}

/** How many error and missing nodes a tree has (syntaxErrors, every one counted): which of two parses of a file reads it better. */
function countErrors(root: Node): number {
  return syntaxErrors(root, false).count;
}
