/**
 * The kind an answer names a definition by (tools' items and texts, `why`'s
 * lists): its record's kind, with the records' stand-ins named as their
 * declarations are. Imports nothing, so core and the tools both use it.
 */

/** A variable's declaration (`var EnablePrefixMatching = …`, `export var x`, TS/JS `let counter = 0`, Kotlin `private var n = 0`), kind const in the records. */
const VAR_SIGNATURE = /^(?:(?:export|private|internal|public|protected)\s+)*(?:var|let)\s/;
/** A Scala or Kotlin singleton's signature: `object Config`, `case object Empty`, `private[shop] object X`, `data object None`. */
const OBJECT_SIGNATURE = /^(?:(?:@\S+|private|protected|public|internal|final|sealed|implicit|case|data|companion|override|open|abstract)(?:\[[^\]]*\])?\s+)*object\b/;

/**
 * The kind an answer names a definition by: its record's kind, but `var` for
 * a module variable (VAR_SIGNATURE), `module`
 * for a Ruby module (recorded as a class-like `class` so that it holds
 * methods; its signature says `module Utils`), and `object` for a Scala or
 * Kotlin object (recorded as a `class` so that `Config.load()` reaches its
 * methods; its signature says `object Config`).
 */
export function shownKind(d: { kind: string; signature?: string }): string {
  // A module variable (Go's package-level `var`, JS's top-level `var`, a TS/JS top-level `let`) is recorded as kind const, found by `-k const`
  // and `-k var` (code_symbol's synonym), and shown as what its declaration says: `var`.
  if (d.kind === 'const' && d.signature && VAR_SIGNATURE.test(d.signature)) return 'var';
  if (d.kind !== 'class' || !d.signature) return d.kind;
  if (d.signature.startsWith('module ')) return 'module';
  return OBJECT_SIGNATURE.test(d.signature) ? 'object' : d.kind;
}
