/**
 * The declared parameter types of TypeScript functions, methods and an
 * interface's call signatures, as DefRec.callSigs, for contextual typing
 * (graphContextual.ts): `app.get('/', (c) => c.json())` types `c` by the
 * parameter `get` declares at the callback's position (hono's
 * `handler: H<E2, P, I, R>`, `H` a union of function type aliases whose
 * first parameter is a `Context`), as the TypeScript checker does
 * (checker.ts getContextualTypeForArgument, then the contextual signature's
 * parameter type).
 *
 * One signature is written as its parameters' entries joined by `,`; an
 * entry is the names its type may be (`|`-joined: the members of a union or
 * an intersection, a type parameter read as its constraint), `(A;B)` for an
 * inline function type whose parameters are one named type each (`''` for
 * any other), prefixed `...` for a rest parameter (its element type; a rest
 * tuple `...hs: [A, B?]` is written as its elements) and suffixed `?` when
 * it may be left out (`x?: T`, `x = 1`, an optional tuple element). An entry
 * of no name (`''`) is a type read no further (`string`, `{…}`, a type
 * parameter without a constraint): no callback there is typed. A signature
 * declaring one named result ends `=>Name` (`=>HonoBase`), read for a call
 * chain `app.get(…).post('/', (c) => …)`.
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec } from './types';
import type { FileBuilder } from './fileBuilder';
import { shadowingFunctions } from './langTsShadows';
import { splitOutside } from '../text';
import { untypedParam } from './langTsTypes';

/** Node types of one function whose parameters are a call signature (a const's arrow is its value's). */
const FUNCTION_NODES = new Set(['function_declaration', 'function_expression', 'method_definition', 'method_signature', 'abstract_method_signature', 'arrow_function']);

/** Declarations whose type parameters the signatures inside them may use. */
const GENERIC_HOLDERS = new Set(['class_declaration', 'abstract_class_declaration', 'class', 'interface_declaration']);

/**
 * Sets `def.callSigs` for a function-like definition `node` (its own
 * parameters; `fn` the function when `node` is a const holding it) or an
 * interface (each of its call signatures `<P>(path: P, h: H): R`); nothing
 * when it declares no parameter type at all.
 */
export function callSignatures(def: DefRec, node: Node, fn: Node | null = null): void {
  if (node.type === 'interface_declaration') {
    const body = node.childForFieldName('body');
    const outer = typeParameters(node, new Map());
    const sigs: string[] = [];
    for (const m of body?.namedChildren ?? []) if (m?.type === 'call_signature') sigs.push(signature(m, typeParameters(m, outer)));
    if (sigs.some(typesAny)) def.callSigs = sigs;
    return;
  }
  const f = fn ?? node;
  if (!FUNCTION_NODES.has(f.type)) return;
  // The class or interface around a method: its type parameters (`class Box<T> { set(v: T) }`).
  const holder = node.type === 'method_definition' || node.type === 'method_signature' || node.type === 'abstract_method_signature' ? node.parent?.parent : null;
  const outer = holder && GENERIC_HOLDERS.has(holder.type) ? typeParameters(holder, new Map()) : new Map<string, Node | null>();
  const sig = signature(f, typeParameters(f, outer));
  if (typesAny(sig)) def.callSigs = [sig];
}

/** Whether signature `sig` declares a type for any parameter (its result alone is not kept: most functions declare one and take no callback). */
function typesAny(sig: string): boolean {
  const at = sig.lastIndexOf('=>');
  return /[\w)]/.test(at < 0 ? sig : sig.slice(0, at));
}

/** `outer` plus the type parameters `n` declares, each with its constraint (null: none). */
function typeParameters(n: Node, outer: Map<string, Node | null>): Map<string, Node | null> {
  const tps = n.childForFieldName('type_parameters');
  if (!tps) return outer;
  const out = new Map(outer);
  for (const tp of tps.namedChildren) {
    if (tp?.type !== 'type_parameter') continue;
    const name = tp.childForFieldName('name');
    if (!name) continue;
    const c = tp.childForFieldName('constraint');
    out.set(name.text, c?.namedChild(0) ?? null);
  }
  return out;
}

/** The entries of the parameters of function or signature `fn` (see the module's comment), joined by `,`. */
function signature(fn: Node, tps: Map<string, Node | null>): string {
  const params = fn.childForFieldName('parameters');
  const single = params ? null : fn.childForFieldName('parameter');
  if (single) return '';
  const out: string[] = [];
  for (const p of params?.namedChildren ?? []) {
    const pt = p?.type;
    if (pt !== 'required_parameter' && pt !== 'optional_parameter') continue;
    const pat = p!.childForFieldName('pattern');
    if (pat?.type === 'this') continue;
    const t = p!.childForFieldName('type')?.namedChild(0) ?? null;
    const optional = pt === 'optional_parameter' || p!.childForFieldName('value') !== null;
    if (pat?.type === 'rest_pattern') {
      if (t?.type === 'tuple_type') {
        for (const e of t.namedChildren) {
          if (!e) continue;
          if (e.type === 'optional_type') out.push(`${names(e.namedChild(0), tps, 0)}?`);
          else if (e.type === 'rest_type') out.push(`...${names(element(e.namedChild(0)), tps, 0)}`);
          else out.push(names(e, tps, 0));
        }
      } else out.push(`...${names(element(t), tps, 0)}`);
      continue;
    }
    out.push(`${names(t, tps, 0)}${optional ? '?' : ''}`);
  }
  // `): HonoBase<…>`: one named result, for a call chain `app.get(…).post(…)` (graphContextual.ts).
  const r = names(fn.childForFieldName('return_type')?.namedChild(0) ?? null, tps, 0);
  return `${out.join(',')}${r && !r.includes('|') && !r.includes('(') ? `=>${r}` : ''}`;
}

/** The named result a signature declares (`=>HonoBase`), else undefined. */
export function resultOf(sig: string): string | undefined {
  const at = sig.lastIndexOf('=>');
  return at < 0 ? undefined : sig.slice(at + 2);
}

/** The element type of an array type `T[]` or `Array<T>` / `ReadonlyArray<T>`, else null. */
function element(t: Node | null): Node | null {
  if (t?.type === 'array_type') return t.namedChild(0);
  if (t?.type === 'readonly_type') return element(t.namedChild(0));
  if (t?.type !== 'generic_type') return null;
  const n = t.childForFieldName('name')?.text;
  if (n !== 'Array' && n !== 'ReadonlyArray') return null;
  const args = t.childForFieldName('type_arguments');
  return args?.namedChildCount === 1 ? args.namedChild(0) : null;
}

/**
 * The names type `t` may be, `|`-joined (see the module's comment); `''`
 * when any part is read no further. `inner`: inside an inline function
 * type's parameter, where only one named type is kept.
 */
function names(t: Node | null, tps: Map<string, Node | null>, depth: number): string {
  if (!t || depth > 4) return '';
  const tt = t.type;
  if (tt === 'type_identifier') {
    const name = t.text;
    if (!tps.has(name)) return name;
    // A type parameter stands for its constraint (`M1 extends H<E2, P, I>`); without one it is unknown.
    const c = tps.get(name)!;
    const inner = new Map(tps);
    inner.delete(name);
    return c ? names(c, inner, depth + 1) : '';
  }
  if (tt === 'nested_type_identifier') return t.text.replace(/\s+/g, '');
  if (tt === 'generic_type') return names(t.childForFieldName('name'), tps, depth + 1);
  if (tt === 'parenthesized_type') return names(t.namedChild(0), tps, depth + 1);
  if (tt === 'union_type' || tt === 'intersection_type') {
    const out: string[] = [];
    for (const m of t.namedChildren) {
      const mt = m?.type;
      // `H | undefined` (an optional callback): the absent value types nothing.
      if (tt === 'union_type' && (mt === 'literal_type' || (mt === 'predefined_type' && /^(?:undefined|null|void)$/.test(m!.text)))) continue;
      const n = names(m, tps, depth + 1);
      if (!n) return '';
      for (const x of splitNames(n)) if (!out.includes(x)) out.push(x);
    }
    return out.join('|');
  }
  if (tt === 'function_type') {
    const params = t.childForFieldName('parameters');
    const out: string[] = [];
    for (const p of params?.namedChildren ?? []) {
      const pt = p?.type;
      if (pt !== 'required_parameter' && pt !== 'optional_parameter') continue;
      if (p!.childForFieldName('pattern')?.type === 'this') continue;
      const n = names(p!.childForFieldName('type')?.namedChild(0) ?? null, tps, depth + 1);
      // An inline function's parameter is one named type or none (`;` and `|` part the entry).
      out.push(n.includes('|') || n.includes('(') ? '' : n);
    }
    return `(${out.join(';')})`;
  }
  return '';
}

/** The alternatives of one entry's names (`A|(B;C)` → `A`, `(B;C)`), none inside an inline function type's parentheses. */
export function splitNames(entry: string): string[] {
  return splitOutside(entry, '|').filter(Boolean);
}

/**
 * The entry one signature `sig` (callSignatures' form) declares for the
 * argument at 0-based `index` of a call passing `count` arguments:
 * `undefined` when the signature cannot take `count` arguments, else the
 * entry's names without its `...` and `?` (`''`: read no further).
 */
export function entryAt(sig: string, index: number, count: number): string | undefined {
  const at = sig.lastIndexOf('=>');
  const params = at < 0 ? sig : sig.slice(0, at);
  const entries = params ? splitEntries(params) : [];
  const rest = entries.length && entries[entries.length - 1].startsWith('...') ? entries[entries.length - 1] : undefined;
  const fixed = rest ? entries.slice(0, -1) : entries;
  const required = fixed.filter((e) => !e.endsWith('?')).length;
  if (count < required || (!rest && count > fixed.length)) return undefined;
  const e = index < fixed.length ? fixed[index] : rest;
  if (e === undefined) return undefined;
  return e.replace(/^\.\.\./, '').replace(/\?$/, '');
}

/** The entries of one signature, split at the `,` outside inline function types. */
function splitEntries(sig: string): string[] {
  return splitOutside(sig, ',');
}

/** Field ids (langTsWalk's Fields) contextualParams reads. */
export interface ContextFields {
  pattern: number;
  type: number;
  parameter: number;
  parameters: number;
}

/**
 * `callee(…, (c, next) => …, …)`: each untyped parameter `k` of an arrow or
 * function expression passed as argument `i` of `count` is renamed inside
 * it (FileBuilder.rename) to `callee@i/count:k`, the receiver form
 * graphContextual.ts types by the parameter the callee declares there
 * (`app.get@1/2:0`: `c` of `app.get('/', (c) => c.json())`). `callee` is a
 * receiver form and a name (`app.get`, `this.router.add`, `route`).
 */
export function contextualParams(args: Node | null, callee: string, b: FileBuilder, f: ContextFields): void {
  const list = args?.namedChildren;
  if (!list) return;
  for (let i = 0; i < list.length; i++) {
    const cb = list[i];
    const ct = cb?.type;
    if (ct !== 'arrow_function' && ct !== 'function_expression') continue;
    // `c => …` has one parameter (field `parameter`); `(c, next) => …` and function expressions a list.
    const single = f.parameter ? cb!.childForFieldId(f.parameter) : null;
    const params = single ? [single] : (cb!.childForFieldId(f.parameters)?.namedChildren ?? []);
    for (let k = 0; k < params.length; k++) {
      const id = untypedParam(params[k], f);
      // `(c) => { const f = (c: Other) => c.json() }`: the inner c is f's own (langTsShadows).
      if (id) b.rename(cb!, b.text(id), `${callee}@${i}/${list.length}:${k}`, shadowingFunctions(cb!, b.text(id)));
    }
  }
}

/** Function nodes whose declared result types a function they return (declaredParams). */
const RETURNING = new Set(['function_declaration', 'function_expression', 'arrow_function', 'method_definition', 'generator_function_declaration', 'generator_function']);

/**
 * `const h: MiddlewareHandler = (c, next) => …`, `(): MiddlewareHandler =>
 * async (c, next) => …`, `(): MiddlewareHandler => { return async function
 * bodyLimit(c, next) {…} }` (hono's middleware): function expression `fn`
 * takes the type declared where it is written — a declarator's annotation,
 * or the declared result of the function returning it (checker.ts
 * getContextualTypeForInitializerExpression and getContextualReturnType) —,
 * and each of its untyped parameters `k` is renamed inside it to `T@=:k`
 * (T the declared type's names, as callSignatures writes an entry), the
 * receiver form graphContextual.ts types by parameter `k` of T. Nothing
 * when no type is declared there or `fn` has no untyped parameter.
 */
export function declaredParams(fn: Node, b: FileBuilder, f: ContextFields): void {
  // `((c) => …)`: the parentheses around a value change nothing.
  let top = fn;
  while (top.parent?.type === 'parenthesized_expression') top = top.parent;
  const p = top.parent;
  if (!p) return;
  let holder: Node | null = null;
  let t: Node | null = null;
  if (p.type === 'variable_declarator') {
    if (p.childForFieldName('value')?.id !== top.id) return;
    t = p.childForFieldName('type')?.namedChild(0) ?? null;
  } else if (p.type === 'arrow_function') {
    if (p.childForFieldName('body')?.id !== top.id) return;
    holder = p;
  } else if (p.type === 'return_statement') {
    holder = p.parent;
    while (holder && !RETURNING.has(holder.type)) holder = holder.parent;
  } else return;
  if (holder) t = holder.childForFieldName('return_type')?.namedChild(0) ?? null;
  if (!t) return;
  const single = f.parameter ? fn.childForFieldId(f.parameter) : null;
  const params = single ? [single] : (fn.childForFieldId(f.parameters)?.namedChildren ?? []);
  let declared: string | undefined;
  for (let k = 0; k < params.length; k++) {
    const id = untypedParam(params[k], f);
    if (!id) continue;
    declared ??= names(t, typeParameters(holder ?? fn, new Map()), 0);
    if (!declared) return;
    b.rename(fn, b.text(id), `${declared}@=:${k}`, shadowingFunctions(fn, b.text(id)));
  }
}
