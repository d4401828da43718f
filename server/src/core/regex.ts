/**
 * Regular-expression helpers shared by the engine and the front ends. Imports
 * nothing, so any module (the index worker's extraction too) may use it.
 */

/**
 * `s` as a regular-expression source matching it literally: every character
 * with a meaning in a pattern (`. * + ? ^ $ { } ( ) | [ ] \`, ECMA-262
 * "SyntaxCharacter") is escaped with a backslash. Safe inside a character
 * class too, and with the `u` and `v` flags' other specials absent from the
 * input; e.g. `a.b(1)` → `a\.b\(1\)`.
 */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
