/**
 * Parsing one file's text into its FileRec: picks the grammar and the
 * language's extraction spec, parses with web-tree-sitter, extracts, counts
 * the syntax errors, and always frees the tree (WebAssembly memory is not garbage-collected).
 * Usable in the main thread and in index workers alike.
 */
import { Parser, Query, type Node } from 'web-tree-sitter';
import type { FileRec } from './types';
import type { LangSpec, SourceText } from './extract';
import { extractFile } from './queryMatches';
import { loadLanguage, type LangInfo } from './languages';
import { SPECS } from './specs';
import { addPhase, threadCpuMs, type PhaseTimes } from './threadCpu';
import { typeStarExportErrors } from './tsGrammarGaps';

interface Ready {
  parser: Parser;
  /** Null when the language walks its trees itself (LangSpec.walk). */
  query: Query | null;
  spec: LangSpec;
}

const ready = new Map<string, Promise<Ready>>();

async function prepare(lang: LangInfo): Promise<Ready> {
  const language = await loadLanguage(lang);
  const spec = SPECS[lang.id];
  if (!spec) throw new Error(`no extraction spec for ${lang.id}`);
  const parser = new Parser();
  parser.setLanguage(language);
  return { parser, query: spec.walk ? null : new Query(language, spec.query), spec };
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
 */
export async function parseSource(lang: LangInfo, src: string, times?: PhaseTimes): Promise<FileRec> {
  const r = await readyFor(lang);
  let t = times ? threadCpuMs() : 0;
  let read: SourceText = r.spec.source ? r.spec.source(src) : { text: src, blanked: [] };
  let tree = r.parser.parse(read.text);
  if (!tree) throw new Error(`tree-sitter returned no tree for a ${lang.id} file`);
  if (r.spec.source && r.spec.reparse?.(tree.rootNode)) {
    // The rewritten text broke the whole file: the lean one, when its tree is whole.
    const lean = r.spec.source(src, true);
    const second = r.parser.parse(lean.text);
    if (second && !r.spec.reparse(second.rootNode)) {
      tree.delete();
      tree = second;
      read = lean;
    } else second?.delete();
  }
  if (r.spec.retry && tree.rootNode.hasError) {
    // A text the grammar may read better (Kotlin's one-line bodies): kept when its tree has fewer errors.
    const other = r.spec.retry(read.text);
    const second = other ? r.parser.parse(other.text) : null;
    if (other && second && countErrors(second.rootNode) < countErrors(tree.rootNode)) {
      tree.delete();
      tree = second;
      read = other;
    } else second?.delete();
  }
  if (times) t = addPhase(times, 'parse', t);
  try {
    const rec = extractFile(lang.id, r.spec, r.query, tree, read.text, read.blanked);
    const root = tree.rootNode;
    if (root.hasError) {
      // Valid TS the grammar reads as an error (`export type * from`): not a syntax error to report.
      const left = countErrors(root) - (lang.id === 'typescript' || lang.id === 'tsx' ? typeStarExportErrors(root) : 0);
      if (left > 0) rec.errors = left;
    }
    return rec;
  } finally {
    tree.delete();
    if (times) addPhase(times, 'extract', t);
  }
}

/**
 * Parses `src` as `lang` and frees the tree, extracting nothing: the parse
 * floor bench/graph-speed.mjs compares a cold index with (same files, same
 * workers). `times` gets the parse's thread CPU added.
 */
export async function parseOnly(lang: LangInfo, src: string, times?: PhaseTimes): Promise<void> {
  const r = await readyFor(lang);
  const t = times ? threadCpuMs() : 0;
  r.parser.parse(r.spec.source ? r.spec.source(src).text : src)?.delete();
  if (times) addPhase(times, 'parse', t);
}

/** Error and missing nodes of a tree with errors (FileRec.errors): the files `graph status` names as having syntax errors. */
function countErrors(root: Node): number {
  let n = 0;
  const cur = root.walk();
  // Depth-first over the error region only: stop descending into healthy subtrees.
  let done = false;
  while (!done) {
    const node = cur.currentNode;
    if (node.isError || node.isMissing) n++;
    if (node.hasError && cur.gotoFirstChild()) continue;
    while (!cur.gotoNextSibling()) {
      if (!cur.gotoParent()) {
        done = true;
        break;
      }
    }
  }
  cur.delete();
  return n;
}
