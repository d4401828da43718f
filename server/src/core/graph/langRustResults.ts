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
 * unwrapped (`let r = f(); r.map(…)`) stays untyped, as before. Wrappers
 * nest (`Result<Option<Foo>, E>`, `Option<Result<Foo, E>>`): one `?` per
 * level, `Foo??`, and a receiver unwrapped as often (`f()?.unwrap()`,
 * `f()?.ok_or(e)?`, `f().transpose()?.unwrap()`, written `f()??`) takes Foo;
 * `if let Some(x) = f()?`, `while let`, and a `match f()? { Some(x) => … }`
 * arm bind x to one more unwrapping of the value (`f()??`).
 */
import type { Node } from 'web-tree-sitter';
import type { BindRec, FileRec } from './types';
import { callReceiver, uncommented } from './receivers';

/** Owning pointers a wrapped result is read through (`Option<Box<Foo>>` is a Foo's, through auto-deref). */
const POINTERS = new Set(['Box', 'Rc', 'Arc']);

/** Wrappers whose first type argument `?` / `unwrap` / `expect` yield (std's Result and Option, and every `…::Result<T>` alias such as io's and anyhow's). */
const WRAPPERS = new Set(['Result', 'Option']);

/** Whether `t` is a Result or an Option (std's, or a `…::Result<T>` alias). */
export function isWrapper(t: Node | null): boolean {
  if (t?.type !== 'generic_type') return false;
  const head = t.childForFieldName('type');
  const name = head?.type === 'scoped_type_identifier' ? head.childForFieldName('name')?.text : head?.text;
  return !!name && WRAPPERS.has(name);
}

/**
 * The DefRec.returns of a declared return type `t` that wraps one named type
 * (`Result<Foo, E>`, `io::Result<Foo<W>>`, `Option<&mut Foo>`, `Result<Self>`):
 * `Foo?`, `this?`; `Foo??` for two wrappers (`Result<Option<Foo>, E>`,
 * `Option<Result<Foo, E>>`), one `?` per level; undefined for anything else,
 * and for a type parameter of the function or its impl (`typeParams`:
 * `Option<T>`).
 */
export function wrappedReturn(t: Node, typeParams: (name: string) => boolean): string | undefined {
  if (!isWrapper(t)) return undefined;
  let inner = t.childForFieldName('type_arguments')?.namedChild(0) ?? null;
  if (isWrapper(inner)) {
    const nested = wrappedReturn(inner!, typeParams);
    return nested && `${nested}?`;
  }
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
 * of language `lang`) gives a call written `f()?` (`unwrapped` 1), `f()??`
 * (2) or `f()` (0): a Rust result wrapped n times (`T?`, `T??`) is T only
 * unwrapped n times, and a call unwrapped more or fewer times gives nothing
 * (its T is unknown or still wrapped); other languages' results as they are.
 */
export function rustResult(lang: string, returns: string | undefined, unwrapped: number): string | undefined {
  if (lang !== 'rust' || returns === undefined) return returns;
  let wrapped = 0;
  while (returns.charCodeAt(returns.length - 1 - wrapped) === 63 /* ? */) wrapped++;
  return wrapped === unwrapped ? returns.slice(0, returns.length - wrapped) : undefined;
}

/** How often a Rust receiver or bind type written `f()?`, `f()??` unwraps its call's result (0: not such a form), and the callee before `()`. */
export function unwrappedCall(text: string): { callee: string; unwrapped: number } | undefined {
  const m = /\(\)(\?+)$/.exec(text);
  return m ? { callee: text.slice(0, m.index), unwrapped: m[1].length } : undefined;
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
  // `f().__try__().unwrap()` (`f()?.unwrap()`): each unwrapping one more `?` on the call (`f()??`).
  let out = chain?.replace(KEEPS_T, '');
  for (let before = ''; out && out !== before; ) {
    before = out;
    out = out.replace(/\)(\?*)\.(?:unwrap|expect|__try__)\(\)/g, ')$1?');
  }
  return out;
}

/**
 * Adapters that keep the T of an `Option<T>` / `Result<T, E>` (std's `ok_or`,
 * `ok_or_else`, `ok`, `map_err`, `as_ref`, `as_mut`, `as_deref`; anyhow's
 * `context`, `with_context`; `transpose`, which swaps two wrappers an unwrapping each takes off alike) right before an unwrapping: dropped from the
 * chain, so `make().ok_or(())?.run()` is `make()?.run()` (ripgrep's
 * `….ok_or_else(…)?`).
 */
const KEEPS_T = /\.(?:ok_or|ok_or_else|ok|map_err|as_ref|as_mut|as_deref|context|with_context|transpose)\(\)(?=\.(?:unwrap|expect|__try__)\(\))/g;

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
  const unwrapping = src.includes('Some(') || src.includes('Ok(');
  const variants = src.includes('::');
  if (unwrapping || variants) patternBinds(rec, root, unwrapping, variants);
  if (src.includes('.clone()')) clones(rec);
}

/** rustUnwraps' receivers and binds that unwrap. */
function unwraps(rec: FileRec, root: Node): void {
  for (const c of rec.calls) {
    if (c.recv !== '?' && !c.recv?.endsWith(')') && !/\)\?+$/.test(c.recv ?? '')) continue;
    const name = root.descendantForPosition({ row: c.line - 1, column: c.col });
    const value = name?.type === 'field_identifier' && name.parent?.type === 'field_expression' ? name.parent.childForFieldName('value') : null;
    if (!value || !UNWRAPS.test(value.text)) continue;
    const chain = rustChain(uncommented(value, value.text));
    if (chain) c.recv = chain;
  }
  for (const let_ of root.descendantsOfType('let_declaration')) {
    const v = let_?.childForFieldName('pattern');
    const value = let_?.childForFieldName('value');
    if (v?.type !== 'identifier' || (value?.type !== 'try_expression' && value?.type !== 'call_expression') || !UNWRAPS.test(value.text)) continue;
    // What the query bound: the call inside `?` (`a.f()`), or the chain as callReceiver reads it (`a.f().unwrap()`, `a.f().c()` for `a.f()?.c()`).
    const inner = value.type === 'try_expression' ? value.namedChild(0) : value;
    const queried = inner?.type === 'call_expression' ? callReceiver(uncommented(inner, inner.text)) : undefined;
    const chain = queried ? rustChain(uncommented(value, value.text)) : undefined;
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

/** The call result (`f()`, `f()?`) variable `name` holds in function `scope` at line `line`: its one bind there, or the nearest placed one before; undefined for any other type. */
function heldCall(binds: readonly BindRec[], scope: number, name: string, line: number): string | undefined {
  const all = binds.filter((b) => b.scope === scope && b.name === name && (b.line === undefined || b.line <= line));
  const b = all.length === 1 ? all[0] : all.filter((x) => x.line !== undefined).sort((x, y) => y.line! - x.line!)[0];
  return b && /\)\?*$/.test(b.type) ? b.type : undefined;
}

/** Variants whose one field is the value a Result or an Option wraps. */
const UNWRAPPING_VARIANTS: ReadonlySet<string> = new Set(['Some', 'Ok']);

/**
 * `if let Some(x) = f()? { x.bar() }`, `while let Some(x) = it.next()`, `match
 * f()? { Some(x) => x.bar(), … }` (also `Ok(x)`): x holds the value unwrapped
 * once more (`f()??`, `it.next()?`; a variable holding a call's result,
 * `let z = f()?; if let Some(w) = z`, as its call), bound placed over the `if`'s block,
 * the loop's body or the arm, declaring. The value is a call or an
 * unwrapped call (`rustChain`); any other value binds nothing. Another bind
 * of x in the function that has no place (bindPlaces: the only one of its
 * name when binds were placed) is placed from the function's start, so it
 * answers everywhere else as before. With `variants`, the same walk of the
 * patterns reads enum variants' patterns too (variantBinds), whose binds are
 * added after these; an unplaced bind of a variable one of them binds is
 * placed from the function's start as well.
 */
function patternBinds(rec: FileRec, root: Node, unwrapping: boolean, variants: boolean): void {
  const added: BindRec[] = [];
  const ofVariants: BindRec[] = [];
  const bind = (pattern: Node | null, value: Node | null, reach: Node | null): void => {
    if (pattern?.type !== 'tuple_struct_pattern' || !value || !reach || (value.type !== 'call_expression' && value.type !== 'try_expression' && value.type !== 'identifier')) return;
    if (!UNWRAPPING_VARIANTS.has(pattern.childForFieldName('type')?.text ?? '')) return;
    const fields = pattern.namedChildren.filter((c) => c?.id !== pattern.childForFieldName('type')?.id);
    const v = fields.length === 1 ? fields[0] : null;
    if (v?.type !== 'identifier' || value.text.length > 2000) return;
    const line = v.startPosition.row + 1;
    const scope = functionAt(rec, line);
    if (scope < 0) return;
    // `let z = f()?; if let Some(w) = z`: the variable's call result (its bind in the function, the nearest before when placed).
    const chain = value.type === 'identifier' ? heldCall(rec.binds, scope, value.text, line) : rustChain(uncommented(value, value.text));
    if (!chain || !/\)\?*$/.test(chain)) return;
    const end = reach.endPosition;
    const b: BindRec = { scope, name: v.text, type: `${chain}?`, line, col: v.startPosition.column, endLine: end.row + 1, endCol: end.column, declares: true };
    rec.binds.push(b);
    added.push(b);
  };
  patterns(root, (pattern, value, reach) => {
    if (unwrapping) bind(pattern, value, reach);
    if (variants) variantBinds(rec, pattern, reach, ofVariants);
  });
  // A variable the function binds elsewhere without a place (`map: &Cache` beside `Value::Object(map) =>`) is placed
  // from the function's start: bindsAt lets an unplaced first bind answer alone, and would never reach the pattern's.
  if (added.length || ofVariants.length) {
    const names = new Set([...added, ...ofVariants].map((b) => `${b.scope}\t${b.name}`));
    for (const b of rec.binds) {
      if (b.line !== undefined || b.scope < 0 || !names.has(`${b.scope}\t${b.name}`)) continue;
      b.line = rec.defs[b.scope].line;
      b.col = 0;
    }
  }
  rec.binds.push(...ofVariants);
}

/** The function or method of `rec` whose lines hold 1-based `line` (the innermost), or -1. */
function functionAt(rec: FileRec, line: number): number {
  let scope = -1;
  rec.defs.forEach((d, i) => {
    if ((d.kind === 'function' || d.kind === 'method') && d.line <= line && line <= d.endLine && (scope < 0 || d.line >= rec.defs[scope].line)) scope = i;
  });
  return scope;
}

/**
 * A variable an enum variant's pattern binds, in a `match` arm, `if let` or `while let`: `Value::Object(map) =>`
 * binds map to `variant:Value::Object` (the one field of tuple variant Object of enum Value, which the enum records as
 * a field bind named `Object`: langRust), `Compound::Map { ser, .. }` binds ser to `variant:Compound::Map.ser` (the field
 * ser of the struct variant). Placed over the arm or block, declaring, as patternBinds' are; graphTypes typeDefs reads
 * the type from the enum's definition. A variant named without its enum (`Object(map)` after `use Value::*`) binds nothing.
 * Reads one `pattern` that binds for `reach` (patternBinds' walk), adding its binds to `out`.
 */
function variantBinds(rec: FileRec, pattern: Node | null, reach: Node | null, out: BindRec[]): void {
  if (!pattern || !reach) return;
  const path = pattern.childForFieldName('type');
  if (path?.type !== 'scoped_identifier' && path?.type !== 'scoped_type_identifier') return;
  const variant = path.text.replace(/\s+/g, '');
  const bind = (v: Node, type: string): void => {
    const line = v.startPosition.row + 1;
    const scope = functionAt(rec, line);
    if (scope < 0) return;
    const end = reach.endPosition;
    out.push({ scope, name: v.text, type, line, col: v.startPosition.column, endLine: end.row + 1, endCol: end.column, declares: true });
  };
  if (pattern.type === 'tuple_struct_pattern') {
    const fields = pattern.namedChildren.filter((c) => c?.id !== path.id);
    // `Kind::A(f)`, `Kind::A(ref f)`, `Kind::A(ref mut f)`.
    const f = fields.length === 1 ? fields[0] : null;
    const v = f?.type === 'identifier' ? f : f?.type === 'ref_pattern' ? f.namedChildren.find((c) => c?.type === 'identifier') : null;
    if (v) bind(v, `variant:${variant}`);
  } else if (pattern.type === 'struct_pattern') {
    for (const f of pattern.namedChildren) {
      if (f?.type !== 'field_pattern') continue;
      const name = f.childForFieldName('name');
      const value = f.childForFieldName('pattern');
      // `{ ser, .. }` (shorthand) or `{ ser: s, .. }`.
      const v = value?.type === 'identifier' ? value : !value && name ? name : null;
      if (v && name) bind(v, `variant:${variant}.${name.text}`);
    }
  }
}

/**
 * Calls `each(pattern, value, reach)` for every `if let` / `while let` condition (its pattern, the value matched, the
 * block it binds for) and every `match` arm (its pattern, the matched value, the arm).
 */
function patterns(root: Node, each: (pattern: Node | null, value: Node | null, reach: Node | null) => void): void {
  for (const n of root.descendantsOfType(['let_condition', 'match_arm'])) {
    if (n?.type === 'let_condition') {
      const holder = n.parent;
      each(n.childForFieldName('pattern'), n.childForFieldName('value'), holder?.childForFieldName('consequence') ?? holder?.childForFieldName('body') ?? null);
    } else if (n) {
      const match = n.parent?.parent;
      each(n.childForFieldName('pattern')?.namedChild(0) ?? null, match?.type === 'match_expression' ? match.childForFieldName('value') : null, n);
    }
  }
}

