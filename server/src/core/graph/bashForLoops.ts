/**
 * Valid shell the bundled Bash grammar (@vscode/tree-sitter-wasm's
 * tree-sitter-bash) does not read: a `for` loop over the positional
 * parameters written without `in` and with `do` on its line, `for arg do`
 * (POSIX.1-2017 Shell Command Language 2.9.4.3, "The for Loop": `for name
 * [ in [word ... ]]do`; Gradle's generated `gradlew` writes it, so every
 * Gradle repository's wrapper was listed among the files the parser could
 * not read whole: newcomer 21 #7, retrofit). `for arg; do` and `for arg`
 * then `do` on the next line the grammar reads.
 */
import type { SourceText } from './extract';

/** `for NAME do` at a statement's start (a line's start, or after `;`, `&`, `|`, `(`, `{`, `then`, `do`, `else`), NAME a shell name. */
const FOR_WITHOUT_IN = /(^|[;&|({]|\b(?:then|do|else))([ \t]*for[ \t]+[A-Za-z_]\w*)([ \t]+)do\b/gm;

/**
 * `src` with each `for NAME do` written `for NAME;do`: the first blank
 * before `do` becomes `;`, which POSIX also allows there, so the text keeps
 * its length and every offset, line and column (the records read from it
 * point into the file as written). Undefined when no loop is so written.
 * For parse.ts's retry (LangSpec `retry`): the tree of this text is kept
 * when it has fewer errors.
 */
export function bashForSemicolons(src: string): SourceText | undefined {
  let changed = false;
  const text = src.replace(FOR_WITHOUT_IN, (_m, lead: string, head: string, gap: string) => {
    changed = true;
    return `${lead}${head};${gap.slice(1)}do`;
  });
  return changed ? { text, blanked: [] } : undefined;
}
