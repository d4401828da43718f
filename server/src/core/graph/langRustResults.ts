/**
 * Rust results read through `?`, `.unwrap()` and `.expect(…)` (newcomer 19
 * #2: ripgrep's `let mut searcher = args.search_worker(…)?;` then
 * `searcher.search(&haystack)`, where `search_worker` returns
 * `anyhow::Result<SearchWorker<W>>`). A function declaring `Result<T, E>`,
 * `Option<T>`, `io::Result<T>`, `anyhow::Result<T>` records DefRec.returns
 * `T?` (`this?` for `Self`): a wrapped T, which nothing reads as T. A call's
 * result unwrapped by `?`, `.unwrap()` or `.expect(…)` is written `f()?` in
 * receivers and binds (`args.search_worker()?`, `a.open()?.store()`), and
 * only there does resolution take a `T?` result as T (graphResolve,
 * graphTypes typeDefs, graphElements viaResult: `rustResult`). A result not
 * unwrapped (`let r = f(); r.map(…)`) stays untyped, as before.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';
import { callReceiver } from './receivers';

/** Owning pointers a wrapped result is read through (`Option<Box<Foo>>` is a Foo's, through auto-deref). */
const POINTERS = new Set(['Box', 'Rc', 'Arc']);

/** Wrappers whose first type argument `?` / `unwrap` / `expect` yield (std's Result and Option, and every `…::Result<T>` alias such as io's and anyhow's). */
const WRAPPERS = new Set(['Result', 'Option']);

/**
 * The DefRec.returns of a declared return type `t` that wraps one named type
 * (`Result<Foo, E>`, `io::Result<Foo<W>>`, `Option<&mut Foo>`, `Result<Self>`):
 * `Foo?`, `this?`; undefined for anything else, and for a type parameter of
 * the function or its impl (`typeParams`: `Option<T>`).
 */
export function wrappedReturn(t: Node, typeParams: (name: string) => boolean): string | undefined {
  if (t.type !== 'generic_type') return undefined;
  const head = t.childForFieldName('type');
  const name = head?.type === 'scoped_type_identifier' ? head.childForFieldName('name')?.text : head?.text;
  if (!name || !WRAPPERS.has(name)) return undefined;
  let inner = t.childForFieldName('type_arguments')?.namedChild(0) ?? null;
  // `Result<&mut Foo>`, `Option<Box<Foo>>`, `Result<Arc<a::Foo>>`: the type referenced or owned (auto-deref).
  while (inner?.type === 'reference_type' || (inner?.type === 'generic_type' && POINTERS.has(inner.childForFieldName('type')?.text ?? ''))) {
    inner = inner.type === 'reference_type' ? inner.childForFieldName('type') : inner.childForFieldName('type_arguments')?.namedChild(0) ?? null;
  }
  if (inner?.type === 'generic_type') inner = inner.childForFieldName('type');
  if (inner?.type === 'scoped_type_identifier') {
    const path = pathReturn(inner);
    return path && `${path}?`;
  }
  if (inner?.type !== 'type_identifier') return undefined;
  if (inner.text === 'Self') return 'this?';
  return typeParams(inner.text) ? undefined : `${inner.text}?`;
}

/**
 * The DefRec.returns of a declared return type `t` written as a path into a
 * module (`-> ignore::WalkBuilder`, `-> crate::walk::Walk<T>`, also inside a
 * Result: wrappedReturn): the path, which graphTypes reads as
 * bind.qualified types are (rustPathType). Undefined for other types, for a
 * path from the standard library's roots (`std::`, `core::`, `alloc::`) and
 * for an associated type (`Self::Item`, `T::Output`: a capitalised head).
 */
export function pathReturn(t: Node): string | undefined {
  const named = t.type === 'generic_type' ? t.childForFieldName('type') : t;
  if (named?.type !== 'scoped_type_identifier') return undefined;
  const text = named.text.replace(/\s+/g, '');
  return /^(?!(?:std|core|alloc)::)[a-z_]\w*::/.test(text) ? text : undefined;
}

/**
 * What a declared result `returns` (DefRec.returns, of a definition in a file
 * of language `lang`) gives a call written `f()?` (`unwrapped`) or `f()`:
 * a Rust wrapped `T?` is T only unwrapped, and an unwrapped call of anything
 * else gives nothing (its T is unknown); other languages' results as they are.
 */
export function rustResult(lang: string, returns: string | undefined, unwrapped: boolean): string | undefined {
  if (lang !== 'rust' || returns === undefined) return returns;
  const wrapped = returns.endsWith('?');
  if (unwrapped) return wrapped ? returns.slice(0, -1) : undefined;
  return wrapped ? undefined : returns;
}

/** Pseudo-call standing for the `?` operator while callReceiver reads a chain. */
const TRY = '.__try__()';

/**
 * The receiver form of a Rust expression `text` whose calls' results are
 * unwrapped (`a.b(x)?`, `a.b(x)?.c()`, `Foo::open(p).unwrap()`,
 * `make().expect("m")`): callReceiver's chain with each unwrapping written
 * `?` after its call (`a.b()?`, `a.b()?.c()`, `Foo.open()?`, `make()?`);
 * undefined when it is no such chain.
 */
export function rustChain(text: string): string | undefined {
  const chain = callReceiver(text.replace(/\)\s*\?/g, `)${TRY}`));
  return chain?.replace(KEEPS_T, '').replace(/\)\.(?:unwrap|expect|__try__)\(\)/g, ')?');
}

/**
 * Adapters that keep the T of an `Option<T>` / `Result<T, E>` (std's `ok_or`,
 * `ok_or_else`, `ok`, `map_err`, `as_ref`, `as_mut`, `as_deref`; anyhow's
 * `context`, `with_context`) right before an unwrapping: dropped from the
 * chain, so `make().ok_or(())?.run()` is `make()?.run()` (ripgrep's
 * `….ok_or_else(…)?`).
 */
const KEEPS_T = /\.(?:ok_or|ok_or_else|ok|map_err|as_ref|as_mut|as_deref|context|with_context)\(\)(?=\.(?:unwrap|expect|__try__)\(\))/g;

/** Text that may unwrap a call's result. */
export const UNWRAPS = /\)\s*\?|\.\s*(?:unwrap|expect)\s*\(/;

/**
 * Rewrites `rec`'s receivers and chain binds that unwrap a call's result
 * into the `f()?` form (see the file header): a call on `a.f()?`, on
 * `a.f().unwrap()`, a `let x = a.f()?;` (bound by the query as `a.f()`,
 * made `a.f()?` here), `let x = a.f()?.g();` and `let x =
 * a.f().expect("…");`. Only files whose text unwraps are looked at. Then
 * the clones' binds (`clones`).
 */
export function rustUnwraps(rec: FileRec, root: Node, src: string): void {
  if (UNWRAPS.test(src)) unwraps(rec, root);
  if (src.includes('.clone()')) clones(rec);
}

/** rustUnwraps' receivers and binds that unwrap. */
function unwraps(rec: FileRec, root: Node): void {
  for (const c of rec.calls) {
    if (c.recv !== '?' && !c.recv?.endsWith(')')) continue;
    const name = root.descendantForPosition({ row: c.line - 1, column: c.col });
    const value = name?.type === 'field_identifier' && name.parent?.type === 'field_expression' ? name.parent.childForFieldName('value') : null;
    if (!value || !UNWRAPS.test(value.text)) continue;
    const chain = rustChain(value.text);
    if (chain) c.recv = chain;
  }
  for (const let_ of root.descendantsOfType('let_declaration')) {
    const v = let_?.childForFieldName('pattern');
    const value = let_?.childForFieldName('value');
    if (v?.type !== 'identifier' || (value?.type !== 'try_expression' && value?.type !== 'call_expression') || !UNWRAPS.test(value.text)) continue;
    // What the query bound: the call inside `?` (`a.f()`), or the chain as callReceiver reads it (`a.f().unwrap()`, `a.f().c()` for `a.f()?.c()`).
    const inner = value.type === 'try_expression' ? value.namedChild(0) : value;
    const queried = inner?.type === 'call_expression' ? callReceiver(inner.text) : undefined;
    const chain = queried ? rustChain(value.text) : undefined;
    if (!chain || chain === queried) continue;
    const line = let_!.startPosition.row + 1;
    for (const b of rec.binds) {
      if (b.name !== v.text || b.type !== queried) continue;
      const scope = b.scope >= 0 ? rec.defs[b.scope] : undefined;
      if (!scope || (scope.line <= line && line <= scope.endLine)) b.type = chain;
    }
  }
}

/**
 * `let mut w = searcher.clone();` (ripgrep's search_parallel): `Clone::clone`
 * returns `Self`, so w has the type of the variable cloned — the bind of
 * that name in the same scope or one around it, the nearest before the
 * clone when there are several (a shadowing `let searcher =
 * searcher.clone()` takes the outer one's).
 */
function clones(rec: FileRec): void {
  for (const b of rec.binds) {
    const m = /^([a-z_]\w*)\.clone\(\)$/.exec(b.type);
    if (!m) continue;
    for (let scope = b.scope; ; scope = rec.defs[scope].parent) {
      const from = rec.binds.filter((x) => x !== b && x.scope === scope && x.name === m[1] && !x.type.endsWith('.clone()') && (b.line === undefined || x.line === undefined || x.line <= b.line));
      const nearest = from.sort((x, y) => (y.line ?? 0) - (x.line ?? 0))[0];
      if (nearest) {
        b.type = nearest.type;
        break;
      }
      if (scope < 0) break;
    }
  }
}
