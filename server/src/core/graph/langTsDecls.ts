/**
 * What TypeScript/JavaScript declarators and assignments record (handlers of
 * langTsWalk.ts's walk): a const holding a function (also through `as`,
 * `satisfies`, `(…)`, `!`: unwrapValue) or a React component wrapped by
 * `memo`/`forwardRef`, top-level consts and their value aliases, `require`
 * bindings (imports, not definitions), CommonJS `module.exports` /
 * `exports.x = function` definitions and defaults, and what a variable or a
 * `this.` field is bound to (declared, asserted, constructed, a call's result,
 * a field, a `??` default; the binds themselves: langTsBinds.ts).
 */
import type { Node } from 'web-tree-sitter';
import type { Walk } from './langTsWalk';
import { literalElement, valueAliases } from './langTsTypes';
import { WRAPPERS } from './langTsDefs';
import { bindAsserted, bindDeclared, bindNew, bindTernary, defaulted, thisField, constructed, field } from './langTsBinds';
import type { FileBuilder } from './fileBuilder';
import { shadowingFunctions } from './langTsShadows';

const FN_VALUES = new Set(['arrow_function', 'function_expression', 'generator_function']);
/** Function values a class field's method may hold (no generators). */
export const FIELD_FN = new Set(['arrow_function', 'function_expression']);

/** Body of a function-valued node (arrow, function expression, generator), else null. */
export function fnBody(value: Node | null, w: Walk, kinds: Set<string> = FN_VALUES): Node | null {
  return value && kinds.has(value.type) ? field(value, w.f.body) : null;
}

/**
 * The value inside any WRAPPERS around `value` (`value` itself when it is
 * none). The wrapped expression is the first named child, except in `<T>x`
 * where the type comes first; a parenthesized sequence (`(a, b)`) is not unwrapped.
 */
export function unwrapValue(value: Node | null): Node | null {
  let v = value;
  while (v && WRAPPERS.has(v.type)) {
    const inner = v.type === 'type_assertion' ? v.namedChild(v.namedChildCount - 1) : v.namedChild(0);
    if (!inner || inner.type === 'sequence_expression') return v;
    v = inner;
  }
  return v;
}

/** Whether the call expression `value` (a declarator's value) is `require('m')` (`arguments` starting with a string). */
function isRequire(value: Node, w: Walk): boolean {
  const fn = field(value, w.f.function);
  if (fn?.type !== 'identifier' || w.b.text(fn) !== 'require') return false;
  return field(value, w.f.arguments)?.namedChild(0)?.type === 'string';
}

/**
 * Whether a declarator's value of type `vt` only re-binds what a module
 * exports: `require('m')`, or one property of it (`require('m').default`,
 * `require('m').x`). Such a const is an import binding (langTsImports
 * importNode, langTs keepDef), not a definition.
 */
function isRequireBinding(value: Node, vt: string, w: Walk): boolean {
  if (vt === 'call_expression') return isRequire(value, w);
  if (vt !== 'member_expression' || field(value, w.f.property)?.type !== 'property_identifier') return false;
  const obj = field(value, w.f.object);
  return obj?.type === 'call_expression' && isRequire(obj, w);
}

/** React's component wrappers: `memo(fn)`, `forwardRef(fn)`, also as `React.memo` / `React.forwardRef`. */
const COMPONENT_WRAPPERS = new Set(['memo', 'forwardRef']);

/**
 * The function a component wrapper call wraps: `forwardRef(function Button(props, ref) {…})`,
 * `React.memo((props) => …)`, `memo(forwardRef(…))` (nested, through WRAPPERS); null when
 * `call` is no such call or its first argument is no function written there.
 */
function wrappedComponent(call: Node, w: Walk): Node | null {
  let v: Node | null = call;
  for (let depth = 0; depth < 3 && v?.type === 'call_expression'; depth++) {
    const fn = field(v, w.f.function);
    let name: Node | null = fn;
    if (fn?.type === 'member_expression') {
      const obj = field(fn, w.f.object);
      name = obj?.type === 'identifier' && w.b.text(obj) === 'React' ? field(fn, w.f.property) : null;
    } else if (fn?.type !== 'identifier') return null;
    if (!name || !COMPONENT_WRAPPERS.has(w.b.text(name))) return null;
    v = unwrapValue(field(v, w.f.arguments)?.namedChild(0) ?? null);
    if (v && FN_VALUES.has(v.type)) return v;
  }
  return null;
}

/**
 * `const app = require('../fastify')({ logger: true })`: the module is imported under a name of
 * the declarator's own, `require$<line>_<col>` (`$` keeps it apart from the file's names; no dot,
 * so it reads as one name), and `app` holds what calling it returns, the bind `require$…()` —
 * as `const Fastify = require('..'); const app = Fastify()` does. False when `call` is no call
 * of a `require('…')`.
 */
function requiredFactory(n: Node, name: Node, call: Node, w: Walk): boolean {
  const fn = field(call, w.f.function);
  if (fn?.type !== 'call_expression' || !isRequire(fn, w)) return false;
  const spec = field(fn, w.f.arguments)?.namedChild(0)?.namedChild(0);
  if (spec?.type !== 'string_fragment') return false;
  const at = n.startPosition;
  const local = `require$${at.row + 1}_${at.column}`;
  w.b.rec.imports.push({ local, name: '*', source: w.b.text(spec), line: at.row + 1 });
  w.b.bindText(n, name, `${local}()`);
  return true;
}

/** `f`, `a.b.c`, `this.m` of a call `f.bind(…)` / `this.m.bind(…)` (a path of plain names), else undefined. */
function boundFunction(call: Node, w: Walk): string | undefined {
  const fn = field(call, w.f.function);
  if (fn?.type !== 'member_expression' || w.b.text(field(fn, w.f.property)!) !== 'bind') return undefined;
  const of = field(fn, w.f.object);
  const text = of ? w.b.text(of) : '';
  return /^(?:this|[A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*)*$/.test(text) && text !== 'this' ? text : undefined;
}

/**
 * What a CommonJS module is when its value is assigned whole, `module.exports = right` (onAssignment): a
 * name (`module.exports = Store`: Store, read by `const Store = require('./store')`, graphModules
 * namespaceDefault); another module (`module.exports = require('./lib/express')`, express's index.js: that
 * module, its default and every name); an object of names (`module.exports = { add: decorateFastify }`:
 * the module's `add` is decorateFastify, the alias `exports.add`, graphModules lookupExport); a named class
 * (`module.exports = class Application extends Emitter {…}`, koa; newcomer 24 #2: a class definition, as
 * its declaration would be, its base the `extends` expression, and the module's default, so
 * `require('./application')` constructs it and `this.m()` in it reaches its methods; other class
 * expressions only name their methods' owner, langTsDefs). Any other value records nothing.
 */
function moduleValue(right: Node, w: Walk): void {
  const { b, f } = w;
  switch (right.type) {
    case 'identifier':
      b.markDefault(b.text(right));
      return;
    case 'call_expression': {
      const spec = isRequire(right, w) ? field(right, f.arguments)?.namedChild(0)?.namedChild(0) : null;
      if (spec?.type === 'string_fragment') b.rec.exports.push({ name: 'default', source: b.text(spec), from: 'default' }, { name: '*', source: b.text(spec) });
      return;
    }
    case 'object':
      for (const c of right.namedChildren) {
        const k = c?.type === 'pair' ? field(c, f.key) : null;
        const v = c?.type === 'pair' ? field(c, f.value) : null;
        if (k?.type === 'property_identifier' && v?.type === 'identifier' && b.text(k) !== b.text(v)) b.alias(c!, `exports.${b.text(k)}`, b.text(v));
      }
      return;
    case 'class': {
      const name = field(right, f.name);
      const body = field(right, f.body);
      if (!name || !body) return;
      const base = right.namedChildren.find((c) => c?.type === 'class_heritage')?.namedChild(0);
      b.def('class', right, name, body, null, base ? [base] : null);
      b.markDefault(b.text(name));
      return;
    }
  }
}

/** A `variable_declarator` (langTsWalk HANDLERS): its function or const definition, require binding, destructuring and binds. */
/** Function nodes whose body a `var self = this` is read through (their `this` is their own). */
const THIS_HOLDERS = new Set(['function_declaration', 'function_expression', 'method_definition', 'generator_function_declaration', 'generator_function']);

/**
 * `var self = this` / `const that = this` in a function: inside that function (nested callbacks too, where `this` is
 * another, which is why the idiom exists) the receiver `self.x` is renamed `this.x`, the function's own `this`
 * (FileBuilder.rename; newcomer 46 #7). Where `self` is declared again (a parameter, a nested `let`) it is left alone.
 * At the top level of a module nothing is renamed.
 */
function selfAlias(declarator: Node, name: string, b: FileBuilder): void {
  let fn = declarator.parent;
  while (fn && !THIS_HOLDERS.has(fn.type)) fn = fn.parent;
  // The declaration's own block is no hole (`const self = this` declares the very name renamed).
  if (fn) b.rename(fn, name, 'this', shadowingFunctions(fn, name).filter((h) => !(h.start <= declarator.startIndex && declarator.endIndex <= h.end)));
}

export function onDeclarator(n: Node, w: Walk): void {
  const { b, f } = w;
  const name = field(n, f.name);
  const value = field(n, f.value);
  // The value's type is read once (each read is a call into the parser).
  const vt = value?.type;
  const nt = name?.type;
  const isId = nt === 'identifier';
  // `var self = this` (express's res.render, then `self.send(str)` in a callback): the name stands for the function's `this`.
  if (isId && vt === 'this') selfAlias(n, b.text(name!), b);
  // A declarator langTsEscapes reads (`const x = {…}`, `const { a } = f()`), kept for it in the tree's order (FileBuilder.walked).
  if ((isId && vt === 'object') || (nt === 'object_pattern' && vt === 'call_expression')) b.walked.push(n);
  // Only the function test looks through wrappers: the other records keep reading the value as written.
  const fn = vt !== undefined && WRAPPERS.has(vt) ? unwrapValue(value) : value;
  const ft = fn === value ? vt : fn?.type;
  let body = isId && ft !== undefined && FN_VALUES.has(ft) ? field(fn!, f.body) : null;
  // A React component wrapped by memo / forwardRef: the const is the function, its body the wrapped function's.
  if (!body && isId && ft === 'call_expression') {
    const inner = wrappedComponent(fn!, w);
    if (inner) {
      body = field(inner, f.body);
      w.wrapped.add(inner.id);
    }
  }
  if (body) b.def('function', n, name, body, null, null);
  const ann = w.typed ? field(n, f.type) : null;
  if (isId && w.topConst.has(n.id)) {
    const made = b.def('const', n, name, null, null, null);
    // A module-level `let` (or a `var` holding assigned methods, langTsAssigned) is listed as kind const too (the
    // spec's kinds have no variable), its keyword kept in the signature, `let counter = 0`, as a Go package-level
    // var's is (`var x = …`); a `const`'s signature is `x = …`.
    const decl = n.parent;
    const keyword = decl?.type === 'variable_declaration' ? 'var' : decl?.type === 'lexical_declaration' && w.src.startsWith('let', decl.startIndex) ? 'let' : '';
    if (keyword && made) made.signature = `${keyword} ${made.signature}`;
    w.topNames.push(name!);
    valueAliases(n, name!, value, vt, b);
  }
  if ((vt === 'call_expression' || vt === 'member_expression') && isRequireBinding(value!, vt, w)) w.importNode(n, b.rec);
  // `var resolve = path.resolve` at the module's top: an alias when `path` is imported (langTsBinds destructure).
  if (isId && vt === 'member_expression' && (w.topConst.has(n.id) || w.topVars.has(n.id)) && field(value!, f.object)?.type === 'identifier') w.members.push({ n, name: name!, value: value! });
  if (!isId) {
    if (nt === 'object_pattern' && (vt === 'identifier' || vt === 'member_expression')) w.destructs.push({ n, pattern: name!, value: value! });
    return;
  }
  // A function's or block's own variable: it hides a module-level name (unknownLocals).
  if (!w.topConst.has(n.id) && !w.topVars.has(n.id)) w.locals.push({ n, name: name! });
  // JS `const bound = s.close.bind(s)`: `bound()` calls close (AliasRec.bound); TypeScript's call hierarchy does not count it.
  const of = !w.typed && vt === 'call_expression' ? boundFunction(value!, w) : undefined;
  if (of) b.alias(n, b.text(name!), of, true);
  // `var app = module.exports = express()`: an assignment's value is its right side, at any depth of chaining (ECMA-262 "Assignment Operators": the expression evaluates to rval).
  if (vt === 'assignment_expression') return bindValue(n, name!, assignedValue(value!, w), ann, w);
  bindValue(n, name!, value, ann, w);
}

/** The value a chain of assignments `a = b = … = v` gives: `v` (the right side of the innermost assignment). */
function assignedValue(v: Node | null, w: Walk): Node | null {
  let r = v;
  for (let guard = 0; r?.type === 'assignment_expression' && guard < 16; guard++) r = field(r, w.f.right);
  return r;
}

/** The binds of declarator `n` (name `name`, declared type node `ann` or null) from its value `value` (as written, or the value of an assignment chain). */
function bindValue(n: Node, name: Node, value: Node | null, ann: Node | null, w: Walk): void {
  const { b, f } = w;
  const vt = value?.type;
  // The declared type first (it comes first in the source, and the resolver takes the first bind), else an asserted one (`x as T`).
  const t = ann ? bindDeclared(w, false, n, name!, ann) : w.typed && (vt === 'as_expression' || vt === 'type_assertion') && bindAsserted(w, false, n, name!, value);
  const ctor = vt === 'new_expression' ? constructed(value, w) : null;
  // `const xs = [new A(), new A()]`: an A[] (the bind `xs[]`, as a declared one: langTsTypes literalElement).
  const made = !t && vt === 'array' ? literalElement(value!, f.constructor) : null;
  if (ctor) bindNew(w, false, n, name!, ctor);
  else if (made) b.bindElem(false, n, name!, made);
  // `const s = c ? new A() : new B()`: either.
  else if (!t && vt === 'ternary_expression' && bindTernary(w, false, n, name!, value!)) return;
  // `const app = require('../fastify')({ logger: true })`: what the module's export returns when called (requiredFactory).
  else if (!t && vt === 'call_expression' && requiredFactory(n, name!, value!, w)) return;
  // `const r = createRepo()`: typed by the function's declared return type (TypeScript), or in JavaScript by its JSDoc `@returns {T}` or its one `return new T()`; `const r = repos[0]` by the element type.
  else if (!t && (w.typed || vt === 'call_expression') && (vt === 'call_expression' || vt === 'await_expression' || vt === 'subscript_expression')) w.later.push({ field: false, node: n, name: name!, value: value!, vt });
  // `const h = this.helper`: h holds what the field does (its declared or constructed type, graphTypes typeDefs); in
  // TypeScript `const r = c.req` too, what member `req` of c's type holds (c a callback's contextually typed parameter: hono).
  else if (!t && vt === 'member_expression' && (thisField(value!, w) || (w.typed && variableMember(value!, w)))) w.later.push({ field: false, node: n, name: name!, value: value!, vt });
  // `const q = this.queryRunner ?? this.dataSource.createQueryRunner()` (also `||`): the field's type, else the call's result.
  else if (!t && w.typed && vt === 'binary_expression') {
    const d = defaulted(value!, w);
    // `const r = first ?? new Request()` (got asPromise): the constructed class, as one arm of a ternary types it.
    const made = d?.type === 'new_expression' ? constructed(d, w) : null;
    if (made) bindNew(w, false, n, name!, made);
    else if (d) w.later.push({ field: false, node: n, name: name!, value: d, vt: d.type });
  }
}

/** An `assignment_expression` (langTsWalk HANDLERS): binds of `x = …` and `this.x = …`; in JavaScript, CommonJS export definitions and defaults. */
export function onAssignment(n: Node, w: Walk): void {
  const { b, f } = w;
  const left = field(n, f.left);
  const lt = left?.type;
  // An assignment to a member (`a.b = x`, `a[k] = x`), the one langTsEscapes reads, kept for it in the tree's order (FileBuilder.walked).
  if (lt === 'member_expression' || lt === 'subscript_expression') {
    b.walked.push(n);
    thisOfAssignedFunction(left!, field(n, f.right), w);
  }
  if (left?.type === 'identifier') {
    // `dep = new Dep()` (also inside an expression: `map.set(k, (dep = new Dep()))`): dep is a Dep; `s = c ? new A() : new B()` either; `a = b.c = new Dep()` alike (assignedValue).
    const right = assignedValue(field(n, f.right), w);
    const ctor = constructed(right, w);
    if (ctor) bindNew(w, false, n, left, ctor);
    else if (right?.type === 'ternary_expression') bindTernary(w, false, n, left, right);
    // `r = first ?? new Request()`: the class built, as in a declaration (bindValue).
    else if (w.typed && right?.type === 'binary_expression' && constructed(defaulted(right, w), w)) bindNew(w, false, n, left, constructed(defaulted(right, w), w)!);
    // `c = c.item()` of a variable declared without a type: from here on c holds what item() returns (a declared type stays the variable's).
    else if (w.typed && right && (right.type === 'call_expression' || right.type === 'await_expression') && !typedInStatement(n, b.text(left), w)) {
      w.later.push({ field: false, node: n, name: left, value: right, vt: right.type });
    }
    return;
  }
  if (left?.type !== 'member_expression') return;
  const obj = field(left, f.object);
  const prop = field(left, f.property);
  // `this.#router = new Router()` binds the private field `#router` as `this.router = …` binds `router`.
  if (!prop || (prop.type !== 'property_identifier' && !(prop.type === 'private_property_identifier' && obj?.type === 'this'))) return;
  const right = field(n, f.right);
  if (obj?.type === 'this') {
    // `this.handler = defaultHandler`: `this.handler(c)` calls what the name holds (FileRec.aliases `this.handler`, scope the method; fieldFunctions.ts).
    if (right?.type === 'identifier') b.alias(n, `this.${b.text(prop)}`, b.text(right));
    // JS `this.onClose = this.close.bind(this)`: `this.onClose()` calls close (fieldFunctions).
    const of = !w.typed && right?.type === 'call_expression' ? boundFunction(right, w) : undefined;
    if (of) b.alias(n, `this.${b.text(prop)}`, of, true);
    const ctor = constructed(right, w);
    if (ctor) bindNew(w, true, n, prop, ctor);
    // `this.repo = repo` with `repo: Repo` a parameter: the field is a Repo.
    else if (w.typed && right?.type === 'identifier') b.bindCopy(n, prop, right);
    else if (w.typed && right) {
      const rt = right.type;
      if (rt === 'call_expression' || rt === 'await_expression') w.later.push({ field: true, node: n, name: prop, value: right, vt: rt });
    }
  } else if (!w.typed) {
    // CommonJS: `module.<x>.name = function …` and `exports.name = function …`.
    if (!obj) return;
    const ot = obj.type;
    const owner = ot === 'member_expression' ? field(obj, f.object) : ot === 'identifier' ? obj : null;
    const ownerName = owner?.type === 'identifier' ? b.text(owner) : '';
    // `module.exports = …`: what the module is (moduleValue); anything else assigned to it defines nothing here.
    if (ot === 'identifier' && ownerName === 'module' && b.text(prop) === 'exports') {
      if (right) moduleValue(right, w);
      return;
    }
    if (!((ot === 'member_expression' && ownerName === 'module' && field(obj, f.property)?.type === 'property_identifier') || (ot === 'identifier' && ownerName === 'exports'))) return;
    // `exports.default = Service` (what a compiler writes for `export default Service`): Service is the module's default,
    // read by `require('./svc').default`.
    if (right?.type === 'identifier' && b.text(prop) === 'default') {
      b.markDefault(b.text(right));
      return;
    }
    // `exports.Router = Router`, `exports.Route = Router.Route` (express's lib/express.js): the module's `Router` is what
    // the name holds — a definition here (graphModules lookupExport) or a package's (exportOutside); the alias `exports.Router`.
    if (right && (right.type === 'identifier' || (right.type === 'member_expression' && /^[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*$/.test(b.text(right))))) {
      b.alias(n, `exports.${b.text(prop)}`, b.text(right));
      return;
    }
    const body = fnBody(right, w, FIELD_FN);
    if (body) b.def('function', n, prop, body, null, null);
  }
}

/** Functions with a `this` of their own inside a function (ECMA-262 OrdinaryCallBindThis: not an arrow, whose `this` is the one around it), and classes. */
const OWN_THIS = ['function_expression', 'function', 'function_declaration', 'generator_function', 'generator_function_declaration', 'method_definition', 'class', 'class_declaration'];

/**
 * `X.name = function () {…}` or `X[key] = function () {…}` (`left` the
 * member, `right` the value) with X a plain name: `this` inside the
 * function, outside the functions and classes nested in it that bind their
 * own (OWN_THIS), is X, as when it is called `X.name()` (ECMA-262
 * EvaluateCall: a property reference's base is the call's this value; the
 * TypeScript checker types it so, getContextualThisParameterType's
 * assignment to a property access), so `this.set()` reads as `X.set()`
 * (FileBuilder.rename). Express's `app[method] = function (path) { return
 * this.set(path) }` in `methods.forEach(…)`: `this.set` reaches `app.set`.
 * Not for a function that is a definition already (a top-level `X.name =
 * function`, langTsAssigned: its container answers for `this`), an arrow
 * (`this` is the one around it), `X.prototype.name = …` (`this` is an
 * instance, not X) or CommonJS's `exports` / `module`.
 */
function thisOfAssignedFunction(left: Node, right: Node | null, w: Walk): void {
  const fn = unwrapValue(right);
  if (!fn || (fn.type !== 'function_expression' && fn.type !== 'function' && fn.type !== 'generator_function') || w.wrapped.has(fn.id)) return;
  const holder = field(left, w.f.object);
  if (holder?.type !== 'identifier') return;
  const name = w.b.text(holder);
  if (name === 'module' || name === 'exports') return;
  const holes: { start: number; end: number }[] = [];
  for (const inner of fn.descendantsOfType(OWN_THIS)) if (inner && inner.id !== fn.id) holes.push({ start: inner.startIndex, end: inner.endIndex });
  w.b.rename(fn, 'this', name, holes);
}

/** The logical assignment operators (ES2021): the variable or field holds the right side's value whenever the assignment runs it. */
const LOGICAL_ASSIGNMENTS = new Set(['??=', '||=', '&&=']);

/**
 * An `augmented_assignment_expression` (langTsWalk HANDLERS): a logical
 * assignment of a construction, `this.#req ??= new HonoRequest(…)` (also
 * `||=`, `&&=`, and a variable's `x ??= new X()`), binds the field or
 * variable as `this.#req = new HonoRequest(…)` does (onAssignment): it holds
 * that class's instance or the value it had, of the same declared type.
 * Arithmetic ones (`+=`) bind nothing.
 */
export function onLogicalAssignment(n: Node, w: Walk): void {
  const { f } = w;
  const left = field(n, f.left);
  const right = field(n, f.right);
  if (!left || !right || !LOGICAL_ASSIGNMENTS.has(w.src.slice(left.endIndex, right.startIndex).trim())) return;
  const ctor = constructed(right, w);
  if (!ctor) return;
  if (left.type === 'identifier') {
    bindNew(w, false, n, left, ctor);
    return;
  }
  if (left.type !== 'member_expression' || !thisField(left, w)) return;
  bindNew(w, true, n, field(left, f.property)!, ctor);
}

/**
 * Whether a variable or parameter `name` declared with a type lies in the
 * top-level statement holding `n` (the whole function or class around an
 * assignment), or is a module-level variable (vuejs/core `export let
 * singletonApp: App`, assigned in a function): such a variable keeps its
 * declared type whatever is assigned to it. Coarse on purpose: a same-named
 * typed one in a sibling function of that statement counts too, which only
 * leaves an assignment unbound.
 */
function typedInStatement(n: Node, name: string, w: Walk): boolean {
  const starts = w.declared.get(name);
  if (!starts) return false;
  if (starts.includes(-1)) return true;
  // The root's child holding `n` (one lookup at the root: walking up by `parent` costs a
  // descent from the root per step in tree-sitter, the extraction's dearest node read).
  const top = n.tree.rootNode.firstChildForIndex(n.startIndex) ?? n;
  const end = top.endIndex;
  return starts.some((s) => s >= top.startIndex && s < end);
}

/**
 * Whether member expression `m` reads a named member of a variable (`c.req`,
 * not `c[k]`, `c.#p` or `a.b.c`): bound as a member read when the variable it
 * is assigned to is a call receiver (langTsBinds bindReturns), typed by the
 * member of the variable's type, a callback parameter's context included
 * (`app.get('/', (c) => { const r = c.req; r.header('x') })`: receivers.ts renameHeads).
 */
function variableMember(m: Node, w: Walk): boolean {
  return field(m, w.f.object)?.type === 'identifier' && field(m, w.f.property)?.type === 'property_identifier';
}

/** A `catch_clause` (langTsWalk HANDLERS): its parameter `catch (e)` is kept for unknownLocals. */
export function onCatch(n: Node, w: Walk): void {
  const p = field(n, w.f.parameter);
  if (p?.type === 'identifier') w.catches.push({ n, name: p });
}

/**
 * At the walk's end (`recvs`: FileBuilder.receivers), binds to no known type
 * (FileBuilder.bindUnknown) the variables a function or block declares
 * whose value bound nothing (`var res = a.b`, `let res`) when they are call
 * receivers and a module-level variable or import of the file bears their
 * name, which they hide in that function (jsLocalNames shadowedLocally;
 * ECMA-262 function and block scopes); and a catch clause's parameter when
 * it is a call receiver: inside the clause it hides a parameter, variable
 * or module-level value of its name (`catch (c) { c.json() }` in a function
 * taking `c: Context` reaches no Context.json).
 */
export function unknownLocals(w: Walk, recvs: Set<string>): void {
  const { b } = w;
  let bound: Set<number> | null = null;
  let modules: Set<string> | null = null;
  for (const l of w.locals) {
    const name = b.text(l.name);
    if (!recvs.has(name)) continue;
    if (!modules) {
      modules = new Set(b.rec.imports.map((i) => i.local));
      for (const d of w.topDecls) {
        const id = field(d, w.f.name);
        if (id?.type === 'identifier') modules.add(b.text(id));
      }
    }
    if (!modules.has(name)) continue;
    bound ??= b.boundNodes();
    if (!bound.has(l.n.id)) b.bindUnknown(l.n, l.name);
  }
  for (const c of w.catches) if (recvs.has(b.text(c.name))) b.bindUnknown(c.n, c.name);
}
