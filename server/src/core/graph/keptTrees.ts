/**
 * Syntax trees kept after a file was parsed in this thread, so its next
 * parse is incremental: tree-sitter reuses every subtree outside the edited
 * range (`Tree.edit` then `Parser.parse(text, oldTree)`), which for an edit
 * of a 47 KiB TypeScript file costs ~0.4 ms instead of ~15 ms for a whole
 * parse (vuejs/core apiWatch.spec.ts, measured here).
 *
 * Only the edit path keeps trees (a file re-indexed after a save or a
 * watcher's report, or opened in the editor): the cold index's workers never
 * do. The cache is one per thread and bounded (KEPT_TREES_MAX trees and
 * KEPT_CHARS_MAX characters of text), least recently used first out, since
 * a tree lives in WebAssembly memory, which is never given back to the
 * system and which the garbage collector does not see: every tree that
 * leaves it is deleted here.
 */
import { Edit, type Point, type Tree } from 'web-tree-sitter';

/** Trees kept at most (an editor's open tabs being edited, and files edited by an agent). */
export const KEPT_TREES_MAX = 16;
/**
 * Characters of kept text at most, summed. A kept tree costs ~20 bytes of
 * memory per character of its text (the 16 largest vuejs/core .ts files, 1002
 * KiB: RSS +51 MiB kept against +31 MiB freed after each parse), so this
 * bound holds kept trees to ~20 MiB.
 */
export const KEPT_CHARS_MAX = 1 << 20;

/** One kept tree: the grammar that made it, and the exact text it was parsed from (after the language's source rewrite). */
export interface KeptTree {
  lang: string;
  text: string;
  tree: Tree;
}

const kept = new Map<string, KeptTree>();
let chars = 0;

/**
 * Takes the tree kept for `key` (an absolute file path) out of the cache:
 * the caller owns it from then on (deletes it, or hands it back with
 * keepTree). Undefined when none is kept.
 */
export function takeTree(key: string): KeptTree | undefined {
  const k = kept.get(key);
  if (k) {
    kept.delete(key);
    chars -= k.text.length;
  }
  return k;
}

/**
 * Keeps `entry` for `key` as the most recently used, deleting the tree kept
 * for it before (if any) and the least recently used ones beyond the bounds.
 * Not kept, its tree deleted: a tree with syntax errors (an incremental parse
 * from it could recover from them otherwise than a whole parse, so the file's
 * next parse is whole anyway: parse.ts reparse), and a text longer than
 * KEPT_CHARS_MAX alone.
 */
export function keepTree(key: string, entry: KeptTree): void {
  takeTree(key)?.tree.delete();
  if (entry.tree.rootNode.hasError || entry.text.length > KEPT_CHARS_MAX) {
    entry.tree.delete();
    return;
  }
  kept.set(key, entry);
  chars += entry.text.length;
  for (const [k] of kept) {
    if (kept.size <= KEPT_TREES_MAX && chars <= KEPT_CHARS_MAX) break;
    takeTree(k)?.tree.delete();
  }
}

/** Deletes the tree kept for `key` (a file closed in the editor, or deleted). */
export function dropTree(key: string): void {
  takeTree(key)?.tree.delete();
}

/** How many trees are kept, and their texts' length in characters (for tests). */
export function keptTreeStats(): { trees: number; chars: number } {
  return { trees: kept.size, chars };
}

/** Whether a tree is kept for `key` (tests, and the editor's open files). */
export function hasKeptTree(key: string): boolean {
  return kept.has(key);
}

/**
 * The single edit that turns `before` into `after`, for `Tree.edit`: the
 * range between their common prefix and their common suffix (JavaScript
 * string indices, UTF-16 code units, as web-tree-sitter counts both indices
 * and columns). Null when the texts are equal. Several separate changes
 * become one edit spanning them all, which tree-sitter handles as well,
 * re-reading a little more.
 */
export function textEdit(before: string, after: string): Edit | null {
  if (before === after) return null;
  const min = Math.min(before.length, after.length);
  let start = 0;
  while (start < min && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  // A surrogate pair is not split: the edit starts before its high half.
  if (start > 0 && start < min && isHighSurrogate(before.charCodeAt(start - 1))) start--;
  let oldEnd = before.length;
  let newEnd = after.length;
  while (oldEnd > start && newEnd > start && before.charCodeAt(oldEnd - 1) === after.charCodeAt(newEnd - 1)) {
    oldEnd--;
    newEnd--;
  }
  if (oldEnd < before.length && isLowSurrogate(before.charCodeAt(oldEnd))) {
    oldEnd++;
    newEnd++;
  }
  const startPosition = pointAt(before, start, { row: 0, column: 0 }, 0);
  return new Edit({
    startIndex: start,
    oldEndIndex: oldEnd,
    newEndIndex: newEnd,
    startPosition,
    oldEndPosition: pointAt(before, oldEnd, startPosition, start),
    newEndPosition: pointAt(after, newEnd, startPosition, start),
  });
}

/** The row and column of index `at` in `text`, counting on from `from` at index `fromIndex` (≤ `at`). */
function pointAt(text: string, at: number, from: Point, fromIndex: number): Point {
  let { row, column } = from;
  for (let i = fromIndex; i < at; i++) {
    if (text.charCodeAt(i) === 10) {
      row++;
      column = 0;
    } else column++;
  }
  return { row, column };
}

const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;
