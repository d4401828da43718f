/**
 * What a TypeScript/TSX/JavaScript file calls, for the walk (langTsWalk.ts):
 * calls `f()` / `a.b()` / `super()`, constructions `new C()`, JSX elements as
 * calls of their component, `this.x` reads of a class's getters as
 * `read` calls, and reads `s.x` through a variable of a named type.
 */
import type { Node } from 'web-tree-sitter';
import type { FileBuilder } from './fileBuilder';
import type { Walk } from './langTsWalk';
import { identifierEnd, receiverOfMember, uncommented } from './receivers';
import { CALLBACK_ELEMENT, callbackElements } from './langTsTypes';
import { field } from './langTsBinds';
import { contextualParams } from './langTsParamTypes';
import { classGetters, thisAt, typedNames } from './builderReads';
import { SourceLines } from './sourceLines';

/** Receiver text of the member expression `m` whose property is `prop` (see receiverOfMember). */
function memberReceiver(m: Node, prop: Node, w: Walk): string {
  return receiverOfMember(uncommented(m, w.src.slice(m.startIndex, prop.startIndex)));
}

/**
 * The arguments of call `n` when the call's text holds `=>` or `function`,
 * else null: without either no argument is an arrow or a function
 * expression, and contextualParams, which reads only those, has nothing to do
 * (most calls; reading every call's argument list cost ~4% of the walk). The
 * searches resume from their last hit (Walk.arrowAt, functionAt), as the walk
 * meets calls in the order they start.
 */
function callbackArgs(n: Node, w: Walk): Node | null {
  const start = n.startIndex;
  const end = n.endIndex;
  const { src } = w;
  if (start < w.arrowAt[0] || start > w.arrowAt[1]) w.arrowAt = nextAt(src, '=>', start);
  if (w.arrowAt[1] >= end) {
    if (start < w.functionAt[0] || start > w.functionAt[1]) w.functionAt = nextAt(src, 'function', start);
    if (w.functionAt[1] >= end) return null;
  }
  return field(n, w.f.arguments);
}

/** [from, the first index ≥ from where `word` starts in `src`, else src.length]. */
function nextAt(src: string, word: string, from: number): [number, number] {
  const i = src.indexOf(word, from);
  return [from, i < 0 ? src.length : i];
}

/** Functions that bind their own `this` (an arrow keeps the `this` around it). */
const OWN_THIS = new Set(['function_expression', 'generator_function', 'function_declaration', 'generator_function_declaration', 'method_definition', 'class_body']);

/**
 * Whether `this` written at node `at` is a callback's own: the nearest
 * function around it that is not an arrow is a `function` expression passed
 * as a call's argument (`[1].forEach(function () { this.send(3); })`) with
 * no `this` argument beside it (forEach's thisArg, `xs.map(function…, this)`).
 * There `this` is what the callee binds, not the object whose member holds
 * the callback (`res.nested = function () {…}`: langTsAssigned) nor the
 * class around it: the TypeScript compiler types it `any` (noImplicitThis).
 */
function callbackThis(at: Node): boolean {
  for (let n = at.parent; n; n = n.parent) {
    if (!OWN_THIS.has(n.type)) continue;
    const args = n.parent;
    if ((n.type !== 'function_expression' && n.type !== 'generator_function') || args?.type !== 'arguments') return false;
    return !args.namedChildren.some((c) => c?.type === 'this');
  }
  return false;
}

/**
 * Records the call `n` (a call_expression) makes, for the walk: a bare
 * `f()`, `super(p)` (the base's constructor), a member `a.b()` with its
 * receiver as written (`?` for a callback's own `this`), a plain string key
 * `app['get']()`, each through a non-null assertion too (`f!()`, `a.b!()`);
 * a call made by a decorator is given to the member it decorates.
 */
export function onCall(n: Node, w: Walk): void {
  let fn = field(n, w.f.function);
  // `maybe!()`, `this.handler!()`: a non-null assertion changes no callee (the TypeScript call hierarchy counts the call).
  while (fn?.type === 'non_null_expression') fn = fn.firstNamedChild;
  if (!fn) return;
  const ft = fn.type;
  // `@Get('/x')` above a member: the member's call (onDecorator).
  const at = w.decorated?.get(n.id) ?? null;
  if (ft === 'identifier') {
    w.b.callNamed('call', fn, undefined, undefined, at);
    // `route('/', (c) => c.json())`: the callback's untyped parameters typed by what route declares (langTsParamTypes).
    if (w.typed) contextualParams(callbackArgs(n, w), w.b.text(fn), w.b, w.f);
  }
  // `super(p)` in a constructor runs the base class's constructor, as the TypeScript call hierarchy counts it.
  else if (ft === 'super') w.b.callNamed('call', fn, 'super', 'constructor');
  else if (ft === 'member_expression') {
    const prop = field(fn, w.f.property);
    const pt = prop?.type;
    if (pt !== 'property_identifier' && pt !== 'private_property_identifier') return;
    const start = prop!.startIndex;
    const written = memberReceiver(fn, prop!, w);
    // `xs.forEach(function () { this.send(3); this.x.m(); })`: a callback's own `this`, not the holder's nor the class's (callbackThis).
    const recv = (written === 'this' || written.startsWith('this.')) && callbackThis(fn) ? '?' : written;
    w.b.callNamed('call', prop!, recv, undefined, at);
    // `repos.forEach((r) => r.open())`: the callback's parameter is an element of repos (langTsTypes callbackElements).
    const name = w.src.slice(start, identifierEnd(w.src, start));
    const k = pt === 'property_identifier' ? CALLBACK_ELEMENT.get(name) : undefined;
    if (k) callbackElements(fn, field(n, w.f.arguments), k, w.b, w.f);
    // `app.get('/', (c) => c.json())`: the callback's untyped parameters typed by what app's get declares (langTsParamTypes).
    else if (w.typed && recv !== '?' && name) contextualParams(callbackArgs(n, w), `${recv}.${name}`, w.b, w.f);
  }
  // `app['get'](…)`, `obj["method"]()`: a key that is a plain name is the member it names, as `app.get(…)` (the compiler resolves it alike).
  else if (ft === 'subscript_expression') {
    const key = stringKey(field(fn, w.f.index));
    const obj = field(fn, w.f.object);
    if (!key || !obj) return;
    const written = receiverOfMember(`${uncommented(obj, w.src.slice(obj.startIndex, obj.endIndex))}.`);
    const recv = (written === 'this' || written.startsWith('this.')) && callbackThis(fn) ? '?' : written;
    w.b.callNamed('call', key, recv, undefined, at);
  }
}

/** The text node of a string literal key holding a plain name (`'get'`, `"method"`; not a template), else null. */
function stringKey(k: Node | null): Node | null {
  if (k?.type !== 'string' || k.namedChildCount !== 1) return null;
  const frag = k.namedChild(0);
  return frag?.type === 'string_fragment' && /^[A-Za-z_$][\w$]*$/.test(frag.text) ? frag : null;
}

/**
 * A decorator calls the function it names, as the TypeScript call hierarchy
 * counts it (`@memo`, `@ns.memo`, `@Get('/x')`: memo, ns.memo, Get). The
 * call is made by what it decorates, as the call hierarchy says: a class
 * member's decorator (a sibling before the member in the class body) by that
 * member, an exported class's (`@sealed export class X`) by the class;
 * elsewhere (a class's own, a parameter's) by the definition around it. A
 * decorator call `@Get('/x')` is read by onCall, told here whose it is.
 */
export function onDecorator(n: Node, w: Walk): void {
  const e = n.firstNamedChild;
  if (!e) return;
  const pt = n.parent?.type;
  let at: Node | null = null;
  if (pt === 'class_body' || pt === 'export_statement') {
    at = n.nextNamedSibling;
    while (at?.type === 'decorator' || at?.type === 'comment') at = at.nextNamedSibling;
  }
  if (e.type === 'call_expression') {
    if (at) (w.decorated ??= new Map()).set(e.id, at);
  } else if (e.type === 'identifier') w.b.callNamed('call', e, undefined, undefined, at);
  else if (e.type === 'member_expression') {
    const prop = field(e, w.f.property);
    if (prop?.type === 'property_identifier') w.b.callNamed('call', prop, memberReceiver(e, prop, w), undefined, at);
  }
}

/**
 * A JSX element calls its component (TSX and JSX, where the JavaScript grammar
 * reads them): `<GitHubIcon />` is the call `GitHubIcon()`, `<Foo.Bar>` the
 * call `Foo.Bar()`, resolved through scope and imports as any call, as the
 * TypeScript call hierarchy counts a tag name. An intrinsic element
 * (`<div>`, `<my-widget>`: a lower-case first letter or a dash, TypeScript's
 * rule) is no call, nor a fragment `<>` or a namespaced `<svg:rect>`. The
 * closing tag is not walked, so `<Foo>…</Foo>` is one call.
 */
export function onJsx(n: Node, w: Walk): void {
  const name = field(n, w.f.name);
  const nt = name?.type;
  if (nt === 'identifier') {
    const c = w.src.charCodeAt(name!.startIndex);
    // TypeScript's isIntrinsicJsxName: a lower-case ASCII first letter, or a dash anywhere.
    if ((c >= 97 && c <= 122) || w.b.text(name!).includes('-')) return;
    w.b.callNamed('call', name!, undefined);
  } else if (nt === 'member_expression' || nt === 'nested_identifier') {
    // `<Foo.Bar>`, `<this.Item>`: the last name, through the rest as the receiver (as `Foo.Bar()`).
    const prop = field(name!, w.f.property) ?? name!.namedChild(name!.namedChildCount - 1);
    if (prop && prop.startIndex > name!.startIndex) w.b.callNamed('call', prop, memberReceiver(name!, prop, w));
  }
}

export function onNew(n: Node, w: Walk): void {
  const ctor = field(n, w.f.constructor);
  if (!ctor) return;
  const ct = ctor.type;
  if (ct === 'identifier') w.b.callNamed('new', ctor, undefined);
  else if (ct === 'member_expression') {
    const prop = field(ctor, w.f.property);
    if (prop?.type === 'property_identifier') w.b.callNamed('new', prop, memberReceiver(ctor, prop, w));
  }
}

/** What follows a property for it not to be read alone: a call `(`. */
const CALLED = /^\s*\(/;
/** What follows a property that is set, not read: `=` (not `==`, `=>`). */
const ASSIGNED = /^\s*=(?![=>])/;
/** What follows (or, for `++`/`--`, may precede) a property that is read and then set: an update or a compound assignment. */
const UPDATED = /^\s*(?:\+\+|--|(?:[-+*/%&|^]|\*\*|<<|>>>?|&&|\|\||\?\?)=)/;

/**
 * How the property ending at offset `end` of `code` (starting at `start`) is
 * used: `call` (`x.size()`, no accessor runs), `set` (`x.size = v`, the
 * setter runs), `update` (`x.size++`, `++x.size`, `x.size += 1`: the getter,
 * then the setter) or `get` (any other use reads it).
 */
function accessUse(code: string, start: number, end: number): 'call' | 'set' | 'update' | 'get' {
  const after = code.slice(end, end + 8);
  if (CALLED.test(after)) return 'call';
  if (ASSIGNED.test(after)) return 'set';
  if (UPDATED.test(after)) return 'update';
  return /(?:\+\+|--)\s*$/.test(code.slice(Math.max(0, start - 4), start)) ? 'update' : 'get';
}

/** Leaf node types holding text, not code: comments, string and template text, regular expressions (inText). */
const TEXT_LEAVES: ReadonlySet<string> = new Set(['comment', 'html_comment', 'string_fragment', 'string', 'template_string', 'escape_sequence', 'regex_pattern', 'regex_flags', 'regex']);

/**
 * Whether offset `at` of the file `root` was parsed from lies in the text of
 * a comment, a string, a template literal (not its `${…}` substitutions) or
 * a regular expression rather than in code (newcomer issue 3: got's `// …
 * this.options.body` was a read): the smallest node there is one of
 * TEXT_LEAVES. One lookup per candidate use, where blanking every comment
 * and string of the file first cost ~7% of TS extraction.
 */
export function inText(root: Node, at: number): boolean {
  return TEXT_LEAVES.has(root.descendantForIndex(at, at)?.type ?? '');
}

/**
 * `this.size` reads of a getter `get size()` of a class of this file,
 * recorded as `read` calls of the getter (the compiler's call hierarchy
 * counts an accessor's references as its calls), and `this.size = v` writes
 * of a setter `set size(v)` as `read` calls with one argument (the setter's;
 * an update `this.size++`, `this.size += 1` is both): found in `code` (the
 * file's text, not in comments or strings: inText) by name, never when
 * called, and only where `this` is the accessor's: in a method of a class
 * body, not inside a `function` expression or an object literal's method,
 * static for a static accessor (builderReads thisAt). Uses through a typed
 * variable (`box.size`, `box: Box`), in any file, are typedReads'.
 * typeorm: MongoEntityManager's 31 methods reading this.mongoQueryRunner.
 */
export function getterReads(b: FileBuilder, root: Node): void {
  const getters = classGetters(b);
  const setters = classGetters(b, 'set');
  if (!getters.size && !setters.size) return;
  const src = b.src;
  const lines = new SourceLines(b.src);
  for (const g of new Set([...getters.keys(), ...setters.keys()])) {
    const esc = g.replace(/[$]/g, '\\$&');
    const re = new RegExp(`\\bthis\\s*\\.\\s*(${esc})(?![\\w$])`, 'g');
    for (let m = re.exec(src); m; m = re.exec(src)) {
      const end = m.index + m[0].length;
      if (inText(root, m.index)) {
        re.lastIndex = m.index + 1;
        continue;
      }
      const use = accessUse(src, m.index, end);
      if (use === 'call') continue;
      // `this` of a method of a class body, static for a static accessor, an instance for another (newcomer 10 #6:
      // a function () {} callback, an object literal's method, a static getter read as an instance field).
      const at = thisAt(b, m.index);
      if (use !== 'set' && getters.has(g) && at === getters.get(g)) b.readAt(g, 'this', end - g.length, end, lines);
      if (use !== 'get' && setters.has(g) && at === setters.get(g)) b.readAt(g, 'this', end - g.length, end, lines, true);
    }
  }
}

/**
 * Reads `s.size` through a variable or parameter bound to one named type
 * (`s: Store`, `const s = new Store()`; builderReads typedNames), or through
 * a field so bound (`this.store.size`, `private store: Store`, `this.store =
 * new Store()`), recorded as `read` calls whatever the property, and writes
 * `s.size = v` as `read` calls with one argument (an update `s.size++` is
 * both): which names are accessors is known only where the class is, often
 * another file (`import { Store }`), so graphResolve resolveRead keeps a
 * read only where the receiver's type has a getter of that name (`get
 * size()`), a write only where it has a setter, as the compiler's call
 * hierarchy counts an accessor's references as its calls. Found in the
 * file's code (not in comments or strings: inText); never when
 * called (`s.size()`), nor after a `.` (`a.s.size` is another `s`). Only
 * typed variables and fields: recording every property use would grow the
 * records several times over.
 */
export function typedReads(b: FileBuilder, root: Node): void {
  const names = typedNames(b);
  if (!names.size) return;
  const vars = new Set<string>();
  const fields = new Set<string>();
  for (const n of names) {
    const field = n.startsWith('this.');
    const name = field ? n.slice(5) : n;
    if (/^[A-Za-z_$][\w$]*$/.test(name)) (field ? fields : vars).add(name);
  }
  if (!vars.size && !fields.size) return;
  const src = b.src;
  let lines: SourceLines | undefined;
  // Each `.` of the file (one indexOf each; a regular expression alternating the names cost ~5% of TS extraction):
  // a typed name right before it, then a property name.
  for (let dot = src.indexOf('.'); dot >= 0; dot = src.indexOf('.', dot + 1)) {
    const use = memberUse(src, dot, vars, fields);
    if (!use || inText(root, use.start)) continue;
    const how = accessUse(src, use.start, use.end);
    if (how === 'call') continue;
    lines ??= new SourceLines(src);
    const prop = src.slice(use.propStart, use.end);
    if (how !== 'set') b.readAt(prop, use.recv, use.propStart, use.end, lines);
    if (how !== 'get') b.readAt(prop, use.recv, use.propStart, use.end, lines, true);
  }
}

const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12;
const isIdentPart = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 36;

/**
 * The member access through a typed name whose `.` is at offset `dot` of
 * `src`, for typedReads: `s.size`, `s?.size`, `this.store.size` (spaces
 * allowed around the dots and before `?.`), where `s` is one of `vars` and
 * `store` one of `fields`, the name not itself after a `.` or inside a
 * longer word. Its start (the name's, or `this`'s), the receiver as
 * resolution reads it (`s`, `this.store`) and the property's span;
 * undefined for any other `.`.
 */
function memberUse(src: string, dot: number, vars: ReadonlySet<string>, fields: ReadonlySet<string>): { start: number; recv: string; propStart: number; end: number } | undefined {
  // The property: a name after the dot.
  let p = dot + 1;
  while (p < src.length && isSpace(src.charCodeAt(p))) p++;
  const c0 = src.charCodeAt(p);
  if (!isIdentPart(c0) || (c0 >= 48 && c0 <= 57)) return undefined;
  let end = p + 1;
  while (end < src.length && isIdentPart(src.charCodeAt(end))) end++;
  // The receiver's name before the dot (past an optional chain's `?` and spaces).
  let k = dot - 1;
  if (src.charCodeAt(k) === 63 /* ? */) k--;
  while (k >= 0 && isSpace(src.charCodeAt(k))) k--;
  const nameEnd = k + 1;
  while (k >= 0 && isIdentPart(src.charCodeAt(k))) k--;
  const nameStart = k + 1;
  if (nameStart === nameEnd) return undefined;
  const name = src.slice(nameStart, nameEnd);
  const before = k >= 0 ? src.charCodeAt(k) : -1;
  if (before !== 46 /* . */ && !isIdentPart(before)) {
    const c = name.charCodeAt(0);
    return vars.has(name) && !(c >= 48 && c <= 57) ? { start: nameStart, recv: name, propStart: p, end } : undefined;
  }
  // `this.store.size`: the field after `this.`.
  if (before !== 46 || !fields.has(name)) return undefined;
  k--;
  while (k >= 0 && isSpace(src.charCodeAt(k))) k--;
  if (k < 3 || src.slice(k - 3, k + 1) !== 'this') return undefined;
  const start = k - 3;
  if (start > 0 && (isIdentPart(src.charCodeAt(start - 1)) || src.charCodeAt(start - 1) === 46)) return undefined;
  return { start, recv: `this.${name}`, propStart: p, end };
}
