/**
 * Rust calls written inside a macro's arguments (`println!("{}", twice(2))`,
 * `vec![Type::f(1)]`), which the grammar leaves as a token tree: read token by
 * token, with the receiver path or chain before each call (rustMacroCalls;
 * LangSpec `tokens` of langRust.ts).
 */
import type { Node } from 'web-tree-sitter';
import type { FileBuilder } from './fileBuilder';
import { dottedReceiver } from './receivers';
import { rustChain, UNWRAPS } from './langRustResults';

/** Tokens that may stand in a receiver path or chain inside a token tree. */
const OPERAND = new Set(['identifier', 'self', 'super', 'crate']);
/** Words the grammar gives as identifiers in a token tree that are never a called function (`if (a) {…}`, `match (x, y)`). */
const NOT_CALLED = new Set(['if', 'match', 'while', 'return', 'in', 'for', 'loop', 'as', 'let', 'mut', 'ref', 'move', 'else', 'break', 'await', 'unsafe', 'async']);

/**
 * Calls inside a macro's arguments (`println!("{}", twice(2))`,
 * `assert!(x.ok().m(3))`, `vec![Type::f(1)]`): the grammar leaves them as a
 * token tree, a flat list of tokens with `(…)` groups nested. A call is an
 * identifier followed by a `(…)` group; its receiver is the path or chain of
 * tokens before a `::` or `.` ahead of it (`a::b` of `a::b::g(x)`, `this.x`
 * of `self.x.m(2)`, `x.ok()` of `x.ok().m(3)`), read the way receivers.ts
 * reads the parsed forms, a result unwrapped by `?` / `.unwrap()` written
 * `f()?` as langRustResults writes it (`make()?` of `make()?.check()`);
 * anything else before the `.` is `?`. Nested groups
 * and nested macros (`vec![format!("{}", f(1))]`) are read as well. The
 * calls belong to the definition around the macro (FileBuilder.callNamed).
 */
export function rustMacroCalls(node: Node, b: FileBuilder): void {
  const kids = node.children;
  for (let i = 0; i < kids.length; i++) {
    const k = kids[i]!;
    if (k.type === 'token_tree') {
      rustMacroCalls(k, b);
      continue;
    }
    if (k.type !== 'identifier' || NOT_CALLED.has(k.text)) continue;
    const next = kids[i + 1];
    if (next?.type !== 'token_tree' || next.firstChild?.type !== '(') continue;
    const sep = kids[i - 1];
    if (sep?.type !== '.' && sep?.type !== '::') {
      b.callNamed('call', k, undefined);
      continue;
    }
    const from = chainStart(kids, i - 1);
    const text = from < 0 ? '' : b.src.slice(kids[from]!.startIndex, sep.startIndex).replace(/\s+/g, '');
    // `self::f()` names the item `f` of this module, as a bare `f()` does (finish).
    // `make()?.check()`, `a.f().unwrap().g()` in a macro: the unwrapped form langRustResults gives the parsed chains (`make()?`).
    const recv = sep.type === '.' && UNWRAPS.test(text) ? rustChain(text) : dottedReceiver(text);
    b.callNamed('call', k, !text ? '?' : sep.type === '::' ? (text === 'self' ? undefined : text) : recv);
  }
}

/** Index of the first token of the path or chain ending just before the separator at `sep` (`a::b`, `self.x`, `x.ok()`), -1 when it is not one. */
function chainStart(kids: Node[], sep: number): number {
  let j = sep - 1;
  for (;;) {
    let k = kids[j];
    // `f(…)?` as a link: the `?` unwrapping the call's result, then the call.
    if (k?.type === '?' && kids[j - 1]?.type === 'token_tree' && kids[j - 1]!.firstChild?.type === '(') k = kids[--j];
    // `f(…)` / `a[…]` as a link: the group, then the name before it.
    if (k?.type === 'token_tree' && (k.firstChild?.type === '(' || k.firstChild?.type === '[')) {
      j--;
      k = kids[j];
      if (k?.type !== 'identifier') return -1;
    }
    if (!k || !OPERAND.has(k.type)) return -1;
    const before = kids[j - 1]?.type;
    if (before !== '.' && before !== '::') return j;
    j -= 2;
  }
}
