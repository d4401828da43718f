/**
 * Rust calls on literals (`4.0.doubled()`, `"s".x()`, `1u8.f()`): their
 * receiver is the literal's type as receivers.ts casts read it, `(f64)`,
 * `(str)`, `(u8)`, which reaches `impl Doubled for f64` (langRust.ts `finish`
 * calls literalReceivers).
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';

/** Suffixes that type a number literal (`5.0_f64`, `1u8`, `2usize`). */
const NUMBER_SUFFIX = /(f32|f64|[iu](?:8|16|32|64|128|size))$/;

/**
 * The type of a literal written as a receiver, `(f64)` as receivers.ts casts
 * read it: a float literal is an f64 (`5.0_f32` by its suffix), an integer
 * an i32 (`1u8` a u8), a string `str` (`"s"` is a `&str`), a char `char`, a
 * boolean `bool`. Undefined for anything else (byte strings, negations).
 * Rust's defaults without inference (the Reference, "Literal expressions").
 */
function literalType(n: Node): string | undefined {
  while (n.type === 'parenthesized_expression' && n.namedChildCount === 1 && n.namedChild(0)) n = n.namedChild(0)!;
  const text = n.text;
  switch (n.type) {
    case 'float_literal':
      return NUMBER_SUFFIX.exec(text)?.[1] ?? 'f64';
    case 'integer_literal':
      // `0xf32` ends in hex digits, not a float suffix; `i`/`u` are no hex digits.
      return (/^0x/i.test(text) ? /([iu](?:8|16|32|64|128|size))$/.exec(text)?.[1] : NUMBER_SUFFIX.exec(text)?.[1]) ?? 'i32';
    case 'string_literal':
    case 'raw_string_literal':
      return /^b/.test(text) ? undefined : 'str';
    case 'char_literal':
      return /^b/.test(text) ? 'u8' : 'char';
    case 'boolean_literal':
      return 'bool';
    default:
      return undefined;
  }
}

/** Calls on literals (`4.0.doubled()`, `"s".x()`): their receiver is the literal's type, `(f64)`, `(str)`, which reaches `impl Doubled for f64`. */
export function literalReceivers(rec: FileRec, root: Node): void {
  for (const c of rec.calls) {
    if (c.recv !== '?') continue;
    const field = root.descendantForPosition({ row: c.line - 1, column: c.col });
    const value = field?.type === 'field_identifier' && field.parent?.type === 'field_expression' ? field.parent.childForFieldName('value') : null;
    const type = value ? literalType(value) : undefined;
    if (type) c.recv = `(${type})`;
  }
}
