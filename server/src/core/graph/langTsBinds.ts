/**
 * What the TypeScript/JavaScript walk (langTsWalk.ts) records about what
 * variables, fields and parameters hold, for receiver resolution: a declared
 * type (one named type, a collection's element type, the one named member of
 * a union), a construction `new X()`, a call's result or chain bound only
 * when the variable is a call receiver (bindReturns), a typed parameter (and
 * the field a constructor parameter declares), an interface's typed property,
 * `for (const r of repos)`, destructured module-level values (destructure);
 * the collection and alias rules these handlers apply are langTsTypes.ts's.
 */
import type { Node } from 'web-tree-sitter';
import type { Walk } from './langTsWalk';
import { callReceiver, elementReceiver, identifierEnd, uncommented } from './receivers';
import { collectionAt, destructuring, forOf, namedType } from './langTsTypes';

/** A variable or field (`field`) holding the value `value` (of type `vt`), a call, at `node` named by `name`. */
export interface Later {
  field: boolean;
  node: Node;
  name: Node;
  value: Node;
  vt: string;
}

/**
 * A variable or field declared with a built-in scalar type (`s: string`,
 * `n: number | undefined`), or (`elem`) a collection of any predefined type
 * (`names: string[]`, `xs: any[]`, `Set<number>`): bound at the walk's end
 * only when it is a call receiver (bindScalars), so that a call on it is known
 * to reach no definition of the repository (graphBuiltins).
 */
export interface Scalar {
  field: boolean;
  node: Node;
  name: Node;
  /** The predefined_type node (`string`, or the element's `any`). */
  type: Node;
  elem: boolean;
}

/** Built-in types a value of is known: its methods are the standard library's (string, number, …; not any, unknown, object). */
const SCALARS = new Set(['string', 'number', 'boolean', 'bigint', 'symbol']);

/** Child of `n` in field `id` (0: the grammar lacks the field). */
export function field(n: Node, id: number): Node | null {
  return id ? n.childForFieldId(id) : null;
}

/**
 * Binds `varNode` (a field when `isField`) by its `type_annotation` `ann`: one
 * named type (`T`, `ns.T`, `T<…>`), or the element type of a collection (`T[]`,
 * `readonly T[]`, `Array<T>`, `Map<K, T>`, … → the bind `var[]`; langTsTypes
 * COLLECTIONS), also as the one member of a union with built-in or literal
 * types; a built-in scalar type (`string`, `number | undefined`) or a
 * collection of a predefined type (`string[]`, `any[]`) is kept for
 * bindScalars. A variable or parameter so declared is noted in `w.declared`
 * (a later `x = f()` keeps its declared type: langTsWalk typedInStatement). False when nothing was bound or kept.
 */
export function bindDeclared(w: Walk, isField: boolean, node: Node, varNode: Node, ann: Node | null): boolean {
  if (ann && !isField) {
    const name = w.b.text(varNode);
    // A module-level `let app: App` is declared for every function of the file (-1: langTsWalk typedInStatement).
    const decl = node.type === 'variable_declarator' ? node.parent : null;
    const up = decl?.parent;
    const at = up?.type === 'program' || (up?.type === 'export_statement' && up.parent?.type === 'program') ? -1 : varNode.startIndex;
    const seen = w.declared.get(name);
    if (seen) seen.push(at);
    else w.declared.set(name, [at]);
  }
  return ann?.type === 'type_annotation' && bindTypeNode(w, isField, node, varNode, ann.namedChild(0));
}

/** bindDeclared of the type node `t`. */
function bindTypeNode(w: Walk, isField: boolean, node: Node, varNode: Node, t: Node | null): boolean {
  const tt = t?.type;
  if (tt === 'type_identifier' || tt === 'nested_type_identifier') {
    bindType(w, isField, node, varNode, t!);
    return true;
  }
  if (tt === 'predefined_type') return scalar(w, isField, node, varNode, t!, false);
  let elem: Node | null = null;
  if (tt === 'generic_type') {
    const n = field(t!, w.f.name);
    const nt = n?.type;
    if (nt === 'nested_type_identifier' || (nt === 'type_identifier' && !collectionAt(w.src, n!.startIndex))) {
      bindType(w, isField, node, varNode, n!);
      return true;
    }
    // `Array<Repo>`, `Map<K, Repo>`: the last type argument.
    const args = nt === 'type_identifier' ? n!.nextNamedSibling : null;
    const last = args?.type === 'type_arguments' ? args.namedChild(args.namedChildCount - 1) : null;
    elem = namedType(last, w.f.name);
    if (!elem && last?.type === 'predefined_type') return scalar(w, isField, node, varNode, last, true);
  } else if (tt === 'array_type') {
    const inner = t!.namedChild(0);
    elem = namedType(inner, w.f.name);
    if (!elem && inner?.type === 'predefined_type') return scalar(w, isField, node, varNode, inner, true);
  } else if (tt === 'readonly_type') return bindTypeNode(w, isField, node, varNode, t!.namedChild(0));
  else if (tt === 'union_type') {
    const m = soleMember(t!);
    if (m !== null) return bindTypeNode(w, isField, node, varNode, m);
    // `string | undefined`, `string | number`: every member built in.
    const s = scalarUnion(t!, w);
    if (s !== null) return scalar(w, isField, node, varNode, s, false);
    // `QueryRunner | Other`: either, kept as the type `QueryRunner|Other` (graphTypes typeDefs reads each).
    const members = unionMembers(t!, w);
    if (members) w.b.bindChain(isField, node, varNode, members);
    return members !== null;
  }
  if (elem) w.b.bindElem(isField, node, varNode, elem);
  return elem !== null;
}

/**
 * The named class-like members of a union (`A | B<T> | ns.C | null` →
 * `A|B|ns.C`), joined by `|`, when there are two or more; built-in, literal
 * and collection members are left out, and any other member (an object or
 * function type) makes it null, as does a union of fewer than two names.
 */
function unionMembers(u: Node, w: Walk): string | null {
  const names: string[] = [];
  for (const m of u.namedChildren) {
    const mt = m?.type;
    if (mt === 'literal_type' || mt === 'predefined_type' || mt === 'array_type') continue;
    const n = namedType(m, w.f.name);
    if (!n) return null;
    if (n.type === 'type_identifier' && collectionAt(w.src, n.startIndex)) continue;
    const text = w.b.text(n).replace(/\s+/g, '');
    if (!names.includes(text)) names.push(text);
  }
  return names.length >= 2 ? names.join('|') : null;
}

/**
 * The type a value asserts (`x as T`, `<T>x`, the outer of `x as unknown as
 * T`), else null (`as const`, any other value).
 */
export function assertedType(value: Node | null): Node | null {
  const vt = value?.type;
  if (vt === 'as_expression') return value!.namedChildCount >= 2 ? value!.namedChild(value!.namedChildCount - 1) : null;
  if (vt !== 'type_assertion') return null;
  const args = value!.namedChild(0);
  return args?.type === 'type_arguments' ? args.namedChild(0) : null;
}

/**
 * Binds `varNode` by the type its value asserts (`const r = make() as Repo`,
 * `… as QueryRunner | Other`, `<Repo>x`), as a declared type would
 * (bindDeclared); false when the value asserts none or nothing was bound.
 */
export function bindAsserted(w: Walk, isField: boolean, node: Node, varNode: Node, value: Node | null): boolean {
  const t = assertedType(value);
  return t !== null && bindTypeNode(w, isField, node, varNode, t);
}

/** Keeps a built-in scalar (`elem`: a collection of a predefined type) for bindScalars; false for `any`, `unknown`, `object`, `void` (nothing known). */
function scalar(w: Walk, field: boolean, node: Node, name: Node, type: Node, elem: boolean): boolean {
  if (!elem && !SCALARS.has(w.b.text(type))) return false;
  w.scalars.push({ field, node, name, type, elem });
  return true;
}

/** The first built-in scalar member of a union whose members are all SCALARS or literal types (`string | undefined`), else null. */
function scalarUnion(u: Node, w: Walk): Node | null {
  let found: Node | null = null;
  for (const m of u.namedChildren) {
    const mt = m?.type;
    if (mt === 'literal_type') continue;
    if (mt !== 'predefined_type' || !SCALARS.has(w.b.text(m!))) return null;
    found ??= m;
  }
  return found;
}

/** Binds `varNode` to the type or constructor `typeNode` names, keeping a namespace qualifier (`ns.Repo`) whole. */
function bindType(w: Walk, isField: boolean, node: Node, varNode: Node, typeNode: Node, exact = false): void {
  const t = typeNode.type;
  w.b.bind(isField, node, varNode, typeNode, t === 'nested_type_identifier' || t === 'member_expression', exact);
}

/**
 * Binds `varNode` to what `new X(…)` makes (`ctor` its constructor); a
 * standard collection with type arguments (`new Map<string, Repo>()`, `new
 * Set<Repo>()`, playwright's `_childFrames = new Set<Frame>()`) by its
 * element type, as the bind `var[]` (langTsTypes COLLECTIONS).
 */
export function bindNew(w: Walk, isField: boolean, node: Node, varNode: Node, ctor: Node): void {
  if (w.typed && collectionAt(w.src, ctor.startIndex)) {
    const args = ctor.nextNamedSibling;
    const elem = args?.type === 'type_arguments' ? namedType(args.namedChild(args.namedChildCount - 1), w.f.name) : null;
    if (elem) {
      w.b.bindElem(isField, node, varNode, elem);
      return;
    }
  }
  // `const x = new Engine()`: x is an Engine and never anything else (BindRec.exact); a `let` may be assigned another value.
  const decl = isField || node.type !== 'variable_declarator' ? null : node.parent;
  bindType(w, isField, node, varNode, ctor, decl?.type === 'lexical_declaration' && w.src.startsWith('const', decl.startIndex));
}

/**
 * Binds `varNode` to what either branch of the ternary `value` constructs
 * (`const s = c ? new A() : new B()` → `A|B`, each member read in turn:
 * graphTypes typeDefs; `c ? new A() : null` → `A`), through parentheses.
 * False when neither branch is a construction.
 */
export function bindTernary(w: Walk, isField: boolean, node: Node, varNode: Node, value: Node): boolean {
  const ctors: Node[] = [];
  for (const f of ['consequence', 'alternative']) {
    let v = value.childForFieldName(f);
    while (v?.type === 'parenthesized_expression') v = v.namedChild(0);
    const c = constructed(v, w);
    if (c) ctors.push(c);
  }
  if (!ctors.length) return false;
  const types = [...new Set(ctors.map((c) => w.b.text(c).replace(/\s+/g, '')))];
  if (types.length === 1) bindNew(w, isField, node, varNode, ctors[0]);
  else w.b.bindChain(isField, node, varNode, types.join('|'));
  return true;
}

/**
 * The one member of a union whose other members are built-in or literal
 * types (`Repo | undefined`, `A<B> | null`, `Repo[] | string`): a member call
 * on such a value (after `?.` or narrowing) can only reach that type's
 * members. Null for a union of two such members (no guess between them).
 */
function soleMember(u: Node): Node | null {
  let found: Node | null = null;
  for (const m of u.namedChildren) {
    const mt = m?.type;
    if (mt === 'literal_type' || mt === 'predefined_type') continue;
    if (found) return null;
    found = m;
  }
  return found;
}

/** The function named by a declarator's value `f(…)` or `await f(…)` (for FileBuilder.bindReturn), else null. */
function calledFunction(value: Node, vt: string, w: Walk): Node | null {
  const call = vt === 'await_expression' ? value.namedChild(0) : value;
  if (call?.type !== 'call_expression') return null;
  const fn = field(call, w.f.function);
  const ft = fn?.type;
  if (ft === 'identifier') return fn!;
  // `this.make()`, `repo.find()`: the method, resolved through its receiver (graphTypes typeDefs).
  if (ft === 'member_expression') {
    const obj = field(fn!, w.f.object)?.type;
    if ((obj === 'this' || obj === 'identifier') && field(fn!, w.f.property)?.type === 'property_identifier') return fn!;
  }
  return null;
}

/** Whether member expression `m` is `this.x` (or a private `this.#x`). */
export function thisField(m: Node, w: Walk): boolean {
  const pt = field(m, w.f.property)?.type;
  return field(m, w.f.object)?.type === 'this' && (pt === 'property_identifier' || pt === 'private_property_identifier');
}

/**
 * The operand of `a ?? b` / `a || b` whose type the whole takes, for
 * bindReturns: `a` when it is `this.x` (the field's type; typeorm's `const
 * queryRunner = this.queryRunner ?? this.dataSource.createQueryRunner()`),
 * else `b` when it is a call (`queryRunner ?? this.createQueryRunner()`:
 * what it returns), else the side that is a construction (`first ?? new
 * Request()`: the class built). Null for any other operator or operands.
 */
export function defaulted(value: Node, w: Walk): Node | null {
  const left = field(value, w.f.left);
  const right = field(value, w.f.right);
  if (!left || !right) return null;
  const op = w.src.slice(left.endIndex, right.startIndex).trim();
  if (op !== '??' && op !== '||') return null;
  if (left.type === 'member_expression' && thisField(left, w)) return left;
  const rt = right.type;
  if (rt === 'call_expression' || rt === 'await_expression') return right;
  // `first ?? new Request()`: TypeScript types the whole as the union of both sides' types; the side built here names one
  // of them, taken as the whole's as a ternary's constructed arms are (bindTernary). Either side: `made || fallback` too.
  if (constructed(right, w)) return right;
  return constructed(left, w) ? left : null;
}

/** Constructor of a `new X(…)` or `new ns.X(…)` value (the identifier, or the member expression), else null. */
export function constructed(value: Node | null, w: Walk): Node | null {
  if (value?.type !== 'new_expression') return null;
  const c = field(value, w.f.constructor);
  if (c?.type === 'identifier') return c;
  if (c?.type !== 'member_expression') return null;
  return field(c, w.f.object)?.type === 'identifier' && field(c, w.f.property)?.type === 'property_identifier' ? c : null;
}

/**
 * An interface's typed property (`readonly manager: EntityManager`): a field
 * of the interface, so `runner.manager.save()` and `this.runner.manager.m()`
 * type through it (graphData viaFieldChain; newcomer 8 #4). Object type
 * literals elsewhere have no definition to hold the field: their binds find
 * no enclosing class and are dropped (FileBuilder.finish).
 */
export function onPropertySignature(n: Node, w: Walk): void {
  if (!w.typed) return;
  const name = field(n, w.f.name);
  if (name?.type === 'property_identifier') bindDeclared(w, true, n, name, field(n, w.f.type));
}

/**
 * Records the destructurings of a module-level value (`const { setupComponent }
 * = ssrUtils` with `ssrUtils` imported or a top-level const of the file;
 * langTsTypes destructuring): only those are resolved (graphScope moduleValue),
 * so the others' patterns are never read (a TypeScript file destructures
 * parameters and locals far more often). `var resolve = path.resolve` of an
 * imported `path` is an alias too (newcomer 21 #6, express's view.js).
 */
export function destructure(w: Walk): void {
  const heads = new Set(w.b.rec.imports.map((i) => i.local));
  for (const m of w.members) {
    const obj = field(m.value, w.f.object)!;
    const prop = field(m.value, w.f.property);
    if (prop?.type === 'property_identifier' && heads.has(w.b.text(obj))) w.b.alias(m.n, w.b.text(m.name), `${w.b.text(obj)}.${w.b.text(prop)}`);
  }
  let consts = false;
  for (const d of w.destructs) {
    // The value's first name, from the source (its end is read only for the values kept).
    const start = d.value.startIndex;
    const head = w.src.slice(start, identifierEnd(w.src, start));
    if (!head) continue;
    if (!heads.has(head) && !consts) {
      consts = true;
      for (const t of w.topNames) heads.add(w.b.text(t));
    }
    if (heads.has(head)) destructuring(d.n, d.pattern, w.b.text(d.value), w.b);
  }
}

/**
 * Binds the call results seen (`const r = createRepo()`) whose variable or
 * field is a call receiver somewhere in the file (`r.save()`,
 * `this.made.save()`); the others are never asked about, so their callee is
 * not read (a third of TypeScript declarators hold a call).
 */
export function bindReturns(w: Walk, recvs: Set<string>): void {
  const { src } = w;
  for (const l of w.later) {
    const start = l.name.startIndex;
    const end = identifierEnd(src, start);
    const text = src.slice(start, end < 0 ? l.name.endIndex : end);
    if (!recvs.has(l.field ? `this.${text}` : text)) continue;
    if (l.vt === 'member_expression') {
      // `const h = this.helper`: typed `this.helper`, the field's type where it is resolved.
      w.b.bindChain(l.field, l.node, l.name, w.b.text(l.value).replace(/\s+/g, ''), true);
      continue;
    }
    if (l.vt === 'subscript_expression') {
      // `const r = repos[0]`: an element of the declared collection.
      const elem = elementReceiver(w.b.text(l.value));
      if (elem !== '?') w.b.bindChain(l.field, l.node, l.name, elem);
      continue;
    }
    const callee = calledFunction(l.value, l.vt, w);
    if (callee) w.b.bindReturn(l.field, l.node, l.name, callee);
    else {
      // `const s = repo.open().store()`, `new Repo().open()`, `f<T>().g()`: a chain, typed link by link.
      const text = uncommented(l.value, w.b.text(l.value));
      const chain = callReceiver(l.vt === 'await_expression' ? `(${text})` : text);
      if (chain?.endsWith('()')) w.b.bindChain(l.field, l.node, l.name, chain);
    }
  }
}

/**
 * Binds the built-in scalars and collections of predefined types kept by
 * bindDeclared (`s: string` → `s` is a `string`, `names: string[]` → the bind
 * `names[]` → `string`) whose variable or field is a call receiver (`recvs`,
 * FileBuilder.receivers); resolution finds no definition through them, and
 * the callers' "Not listed" count leaves their calls out (graphBuiltins).
 */
export function bindScalars(w: Walk, recvs: Set<string>): void {
  const { src } = w;
  for (const s of w.scalars) {
    const start = s.name.startIndex;
    const end = identifierEnd(src, start);
    const text = src.slice(start, end < 0 ? s.name.endIndex : end);
    if (!recvs.has(s.field ? `this.${text}` : text)) continue;
    if (s.elem) w.b.bindElem(s.field, s.node, s.name, s.type);
    else w.b.bindChain(s.field, s.node, s.name, w.b.text(s.type));
  }
}

/** A typed parameter's bind (required or optional); a constructor's may also declare a field (`protected queryRunner?: QueryRunner`). */
export function onParameter(n: Node, w: Walk): void {
  if (!w.typed) return;
  const pat = field(n, w.f.pattern);
  if (pat?.type !== 'identifier') return;
  const ann = field(n, w.f.type);
  if (!bindDeclared(w, false, n, pat, ann)) return;
  // A constructor parameter with an accessibility modifier is also a field. Modifiers (and
  // decorators) come before the name, so a parameter starting at its name has none.
  if (pat.startIndex > n.startIndex && n.namedChildren.some((c) => c?.type === 'accessibility_modifier')) bindDeclared(w, true, n, pat, ann);
}

/** `for (const r of repos)` (TypeScript; langTsTypes forOf). */
export function onForIn(n: Node, w: Walk): void {
  if (!w.typed) return;
  const left = field(n, w.f.left);
  if (left?.type === 'identifier') forOf(n, left, field(n, w.f.right), w.b);
}
