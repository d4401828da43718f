/**
 * The text the Swift grammar reads (LangSpec `source` of swiftSpec): what
 * tree-sitter-swift 0.7.1, as built to WebAssembly by
 * @repomix/tree-sitter-wasms 0.1.17, cannot read, rewritten by as many
 * characters so every position (offset, line, column) holds, as
 * cppSourceText.ts does for C++. That build reads no `#` keyword at all
 * (`#if`, `#available`, `#file`, `#selector`, `#expect` are each an
 * unexpected `#`), so a file with a `#if` around a declaration lost the
 * class after it and read its members as top-level functions (newcomer 23
 * #1: 48 of Alamofire's 98 Swift files had errors; 0 after this rewrite).
 */
import type { SourceText } from './extract';

/** Every character of a match but line ends as a space. */
const blank = (m: string): string => m.replace(/[^\n\r]/g, ' ');

/**
 * Compiler-control lines (`#if os(iOS)`, `#elseif`, `#else`, `#endif`,
 * `#sourceLocation(…)`, `#warning("…")`, `#error("…")`), blanked whole: the
 * code of every branch is kept, as a reader of any platform's build would
 * want its definitions and calls.
 */
const DIRECTIVE_LINE = /^[ \t]*#(?:if|elseif|else|endif|sourceLocation|warning|error)\b.*$/gm;

/** `#available(iOS 13, *)` / `#unavailable(…)` in a condition: `true` and spaces, a condition the grammar reads. */
const AVAILABILITY = /#(?:available|unavailable)\s*\([^()]*\)/g;

/** Any other `#name` (`#file`, `#function`, `#selector(…)`, macros `#expect(…)`): the name without its `#` (raw strings `#"…"#` untouched). */
const POUND_NAME = /#(?=[A-Za-z_])/g;

/**
 * The empty tuple `()` as a value (`.success(())`, `Result(value: (), …)`),
 * which the grammar reads as a missing `!`: `0` and a space. Only where a
 * value goes — after `(`, `:` or `,` and before `)` or `,` — so a function
 * type `() -> Void` or `Result<(), E>` is left.
 */
const UNIT_VALUE = /([(:,]\s*)\(\s*\)(?=\s*[),])/g;

/** Swift 6 parameter and result modifier `sending` (`_ e: sending @escaping …`, `-> sending T`), which the grammar lacks: blanked. */
const SENDING = /((?::|->)\s*)sending(?=\s)/g;

/** `nonisolated(unsafe)` (Swift 5.10): its `(unsafe)` blanked, leaving the `nonisolated` modifier the grammar knows. */
const NONISOLATED_UNSAFE = /\bnonisolated\(unsafe\)/g;

/** The ownership operators `consume x` / `copy x` (Swift 5.9) where a value starts: blanked, leaving the value. */
const OWNERSHIP = /(?<=(?:[=(,]|\breturn)\s*)(?:consume|copy)(?=\s+[A-Za-z_])/g;

/**
 * Swift source as the grammar can read it, of the same length and lines:
 * compiler-control lines blanked (every branch's code kept),
 * `#available(…)` conditions as `true`, other `#names` without their `#`,
 * an empty-tuple value as `0`, and `sending`, `(unsafe)` of
 * `nonisolated(unsafe)` and `consume`/`copy` blanked. Nothing is blanked
 * for extraction to keep (`blanked` is empty). A file with none of these is
 * returned as it is.
 */
export function swiftSourceText(src: string): SourceText {
  let t = src;
  if (t.includes('#')) t = t.replace(DIRECTIVE_LINE, blank).replace(AVAILABILITY, (m) => `true${' '.repeat(m.length - 4)}`).replace(POUND_NAME, ' ');
  if (t.includes('()')) t = t.replace(UNIT_VALUE, (m, head: string) => `${head}0${' '.repeat(m.length - head.length - 1)}`);
  if (t.includes('sending')) t = t.replace(SENDING, (_m, head: string) => `${head}       `);
  if (t.includes('nonisolated(')) t = t.replace(NONISOLATED_UNSAFE, 'nonisolated        ');
  if (t.includes('consume') || t.includes('copy')) t = t.replace(OWNERSHIP, blank);
  return { text: t, blanked: [] };
}
