/**
 * Rust calls written inside a macro's arguments (`println!("{}", twice(2))`,
 * `vec![Type::f(1)]`), which the grammar leaves as a token tree: read token by
 * token, with the receiver path or chain before each call (rustMacroCalls;
 * LangSpec `tokens` of langRust.ts), and the names and paths its calls are
 * given as arguments, handed on as values (argumentValues).
 */
import type { Node } from 'web-tree-sitter';
import type { FileBuilder } from './fileBuilder';
import { dottedReceiver } from './receivers';
import { rustChain, UNWRAPS } from './langRustResults';

/** Receiver of a call that is a macro's invocation (`test!(…)`, langRust macroInvocations and rustMacroCalls): resolved to `macro_rules!` definitions only (graphResolve). */
export const MACRO_RECEIVER = '!';

/** Tokens that may stand in a receiver path or chain inside a token tree. */
const OPERAND = new Set(['identifier', 'self', 'super', 'crate']);
/**
 * The standard library's macros (std and core, doc.rust-lang.org/std/#macros): never a call of the repository's code,
 * so not recorded (the calls inside their arguments are: langRustTokens).
 */
export const STD_MACROS: ReadonlySet<string> = new Set([
  'println', 'print', 'eprintln', 'eprint', 'format', 'format_args', 'write', 'writeln', 'vec', 'panic', 'assert', 'assert_eq', 'assert_ne',
  'debug_assert', 'debug_assert_eq', 'debug_assert_ne', 'todo', 'unimplemented', 'unreachable', 'matches', 'dbg', 'include', 'include_str',
  'include_bytes', 'concat', 'stringify', 'env', 'option_env', 'cfg', 'file', 'line', 'column', 'module_path', 'compile_error', 'thread_local',
  'macro_rules', 'try', 'const_format_args', 'is_x86_feature_detected', 'addr_of', 'addr_of_mut', 'ready', 'pin', 'join',
]);

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
  const kids = tokensOf(node);
  for (let i = 0; i < kids.length; i++) {
    const k = kids[i]!;
    if (k.type === 'token_tree') {
      rustMacroCalls(k, b);
      continue;
    }
    // `fn helper(…)` written in a macro's tokens defines helper (langRustMacroItems), it calls nothing.
    if (k.type !== 'identifier' || NOT_CALLED.has(k.text) || kids[i - 1]?.type === 'fn') continue;
    // `::log::info!(…)`, `helper!(1)` in a macro's tokens: an invocation of that macro (receiver `!`, langRust MACRO_RECEIVER;
    // newcomer 41: log's tests/macros.rs wraps `::log::info!` in a macro of its own). Not the standard library's.
    if (kids[i + 1]?.type === '!' && kids[i + 2]?.type === 'token_tree') {
      if (!STD_MACROS.has(k.text)) b.callNamed('call', k, MACRO_RECEIVER);
      continue;
    }
    const next = kids[turbofishEnd(kids, i + 1)];
    if (next?.type !== 'token_tree' || next.firstChild?.type !== '(') continue;
    argumentValues(next, b);
    const sep = kids[i - 1];
    if (sep?.type !== '.' && sep?.type !== '::') {
      b.callNamed('call', k, undefined);
      continue;
    }
    const from = chainStart(kids, i - 1);
    // The tokens' own texts: a comment between them is none (tokensOf).
    const text = from < 0 ? '' : kids.slice(from, i - 1).map((t) => b.text(t)).join('').replace(/\s+/g, '').replace(/^\$crate(?=::|$)/, 'crate');
    // `self::f()` names the item `f` of this module, as a bare `f()` does (finish).
    // `make()?.check()`, `a.f().unwrap().g()` in a macro: the unwrapped form langRustResults gives the parsed chains (`make()?`).
    const recv = sep.type === '.' && UNWRAPS.test(text) ? rustChain(text) : dottedReceiver(text);
    b.callNamed('call', k, !text ? '?' : sep.type === '::' ? (text === 'self' ? undefined : text) : recv);
  }
}

/**
 * The functions a call inside a macro hands on as values, as the parsed form's `ref.value` patterns read them (langRust):
 * an argument that is a name or a path alone, `tri!(w.write_all(b).map_err(Error::io))` hands `Error::io` on
 * (newcomer 33 #2: serde_json writes most of its `map_err(Error::io)` inside `tri!`). `args` is the call's `(…)` group.
 */
function argumentValues(args: Node, b: FileBuilder): void {
  const kids = tokensOf(args);
  let start = 1;
  for (let j = 1; j < kids.length; j++) {
    const t = kids[j]!.type;
    if (t !== ',' && t !== ')') continue;
    // The argument's tokens are a name, or names joined by `::` (a path): `f`, `Error::io`, `crate::de::parse`.
    const n = j - start;
    let path = n % 2 === 1;
    for (let q = 0; path && q < n; q++) path = kids[start + q]!.type === (q % 2 === 0 ? 'identifier' : '::');
    if (path && !NOT_CALLED.has(kids[j - 1]!.text)) {
      const head = n > 1 ? kids.slice(start, j - 2).map((x) => b.text(x)).join('') : undefined;
      b.callNamed('ref', kids[j - 1]!, head);
    }
    start = j + 1;
  }
}

/** Comment nodes the grammar keeps among a token tree's tokens. */
const COMMENTS: ReadonlySet<string> = new Set(['line_comment', 'block_comment']);

/**
 * The tokens of token tree `node` without its comments: a comment between
 * a receiver and its `.` (`t // why\n .go()` in `vec![…]`) made the chain no
 * chain, the call's receiver `?`, and a comment is never a token a macro sees
 * (the Rust Reference, Tokens: comments are not tokens).
 */
export function tokensOf(node: Node): Node[] {
  const kids = node.children as Node[];
  return kids.some((k) => COMMENTS.has(k.type)) ? kids.filter((k) => !COMMENTS.has(k.type)) : kids;
}

/** Index of the first token of the path or chain ending just before the separator at `sep` (`a::b`, `self.x`, `x.ok()`), -1 when it is not one. */
function chainStart(kids: Node[], sep: number): number {
  let j = sep - 1;
  for (;;) {
    let k = kids[j];
    // `f(…)?` as a link: the `?` unwrapping the call's result, then the call.
    if (k?.type === '?' && kids[j - 1]?.type === 'token_tree' && kids[j - 1]!.firstChild?.type === '(') k = kids[--j];
    // `f(…)` / `a[…]` as a link: the group, then the name before it (and its turbofish, `parse::<u32>(…)`).
    if (k?.type === 'token_tree' && (k.firstChild?.type === '(' || k.firstChild?.type === '[')) {
      j = turbofishStart(kids, j - 1);
      k = kids[j];
      if (k?.type !== 'identifier') return -1;
    }
    // `$crate::max_level()` in a macro's body: the crate defining the macro (the Rust Reference, "Hygiene": `$crate`).
    if (!k || !(OPERAND.has(k.type) || (k.type === 'metavariable' && k.text === '$crate'))) return -1;
    const before = kids[j - 1]?.type;
    if (before !== '.' && before !== '::') return j;
    j -= 2;
  }
}

/** Angle brackets a token opens (+) or closes (−) in a turbofish: `>>` closes two. */
function angles(t: string | undefined): number {
  return t === '<' ? 1 : t === '>' ? -1 : t === '>>' ? -2 : 0;
}

/**
 * Index of the token after the turbofish starting at `at` (`::<Vec<u8>>` of
 * `parse::<Vec<u8>>(…)`, whose `>>` is one token), or `at` itself when none
 * starts there or it does not close.
 */
function turbofishEnd(kids: Node[], at: number): number {
  if (kids[at]?.type !== '::' || kids[at + 1]?.type !== '<') return at;
  let depth = 0;
  for (let j = at + 1; j < kids.length; j++) {
    depth += angles(kids[j]!.type);
    if (depth <= 0) return depth === 0 ? j + 1 : at;
  }
  return at;
}

/** Index of the name before the turbofish ending at `end` (`parse` of `parse::<u32>`), or `end` itself when no turbofish ends there. */
function turbofishStart(kids: Node[], end: number): number {
  if (!angles(kids[end]?.type) || angles(kids[end]?.type) > 0) return end;
  let depth = 0;
  for (let j = end; j > 0; j--) {
    depth += angles(kids[j]!.type);
    if (depth >= 0) return depth === 0 && kids[j - 1]?.type === '::' ? j - 2 : end;
  }
  return end;
}
