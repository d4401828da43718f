/**
 * The text langCpp's grammar reads and when to read it again (LangSpec
 * `source` and `reparse` of cppSpec): a class head's export macro blanked
 * (EXPORT_MACRO), then the lines cppSource.ts makes readable and the
 * attribute macros cppTrailingMacros.ts blanks, every position kept; and the
 * test for a tree that is one error over most of the file, which the lean
 * text is parsed for instead.
 */
import type { Node } from 'web-tree-sitter';
import type { SourceText } from './extract';
import { blankCppBlockMacros, blankPointerConventions, oneBranchOfUnbalanced, readableCpp, readableDefaults, readableTemplateParameters, readableVaArgs } from './cppSource';
import { blankTrailingMacros } from './cppTrailingMacros';

/**
 * `class LEVELDB_EXPORT Env : …`, `struct API_EXPORT S {`: an all-capitals
 * name between `class`/`struct`/`union` and the class's own name is a macro
 * (a visibility attribute the preprocessor fills in), which the grammar,
 * knowing no macros, reads as the class's name and the rest as a function.
 */
const EXPORT_MACRO = /\b(?:class|struct|union)\s+([A-Z][A-Z0-9_]*[A-Z0-9])\s+(?!final\b)[A-Za-z_]\w*\s*(?:final\b\s*)?[:{]/g;

/**
 * C++ source with export macros of class heads (EXPORT_MACRO) blanked by as
 * many spaces, then what else the grammar cannot read made plain
 * (cppSource.ts readableCpp: lone macro lines such as
 * `NLOHMANN_JSON_NAMESPACE_BEGIN`, attribute-like macros, macro access
 * labels, `#if` inside a declaration), and attribute macros after a
 * declarator blanked (cppTrailingMacros.ts: `void Unlock() UNLOCK_FUNCTION() {`,
 * `int refs_ GUARDED_BY(mu_);`; not in the lean text), parameter defaults
 * the grammar cannot read made readable (readableDefaults: `T* = 0`, `= {}`),
 * and template parameters too (readableTemplateParameters: `FMT_ENABLE_IF(…)`,
 * `typename Ptr = const T*`), so the grammar reads
 * the class or the namespace after them and every position holds; with the lone macro names
 * blanked, for `finish` (FileRec.macroUses).
 */
export function cppSourceText(src: string, lean = false): SourceText {
  const text = src.includes('class ') || src.includes('struct ') ? src.replace(EXPORT_MACRO, (m, macro: string) => m.replace(macro, ' '.repeat(macro.length))) : src;
  const { text: readable, uses } = readableCpp(lean ? text : oneBranchOfUnbalanced(text), lean);
  return { text: lean ? readable : readableTemplateParameters(readableDefaults(blankCppBlockMacros(readableVaArgs(blankPointerConventions(blankTrailingMacros(readable)))))), blanked: uses };
}

/**
 * Whether a C++ tree is one error over most of the file: a top-level ERROR
 * spanning more than half its lines (parseSource then parses the lean
 * text, `cppSourceText(src, true)`). fmt's base.h parsed whole with lone macro
 * names blanked and as one error from line 8 to its end once its
 * attribute macros were blanked too.
 */
export function cppReparse(root: Node): boolean {
  if (!root.hasError) return false;
  const lines = root.endPosition.row + 1;
  for (const c of root.children) if (c?.type === 'ERROR' && (c.endPosition.row - c.startPosition.row + 1) * 2 > lines) return true;
  return false;
}
