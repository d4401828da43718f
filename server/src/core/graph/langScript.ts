/**
 * PHP and Bash extraction (Ruby's is langRuby.ts).
 * - PHP: namespaces, functions, classes/interfaces/traits/enums with bases,
 *   methods; function, member (`$this->f()`, `$x->f()`), static (`A::f()`)
 *   calls and `new`; `use` imports; typed parameters, properties and
 *   constructed variables.
 * - Bash: functions and the commands that call them.
 */
import { callNamedAt, callsByPlace } from './callPlaces';
import { innermostDef } from './sourceLines';
import { phpValues } from './phpValues';
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { LangSpec } from './extract';
import type { FileBuilder } from './fileBuilder';
import { anonymousOrdinal, scopeAround, type AnonymousRules } from './anonymousNames';
import { bashForSemicolons } from './bashForLoops';
import { callReceiver } from './receivers';

/** A declared class type, also nullable (`?Dispatcher`: `optional_type`, PHP manual "Type declarations", nullable types): its last name. */
const PHP_TYPE = `[(named_type [(name) @type (qualified_name (name) @type .)]) (optional_type (named_type [(name) @type (qualified_name (name) @type .)]))]`;

const PHP = [
  `(namespace_definition name: (namespace_name) @name) @pkg`,
  `(function_definition name: (name) @name body: (_) @body) @def.function`,
  `(class_declaration name: (name) @name body: (_) @body) @def.class`,
  `(trait_declaration name: (name) @name body: (_) @body) @def.class`,
  // `new class (…) implements H { … }`: an anonymous class, named `$1`, `$2`… in the class around it as Java's are (phpAnonymousName).
  `(anonymous_class "class" @name body: (_) @body) @def.class`,
  `(interface_declaration name: (name) @name body: (_) @body) @def.interface`,
  `(enum_declaration name: (name) @name body: (_) @body) @def.enum`,
  `(method_declaration name: (name) @name body: (_) @body) @def.method`,
  `(method_declaration name: (name) @name !body) @def.method`,
  // Constants (PHP manual, "Constants"): `const FOO = …;` in a class, interface, trait or enum (a member of it, `App::VERSION`)
  // or at a namespace's top level, each element one; `define('NAME', …)` names one by a string. Kind const, as a TS module's
  // const is; signatures and docs: phpConstant.
  `(const_declaration (const_element (name) @name) @def.const)`,
  `(expression_statement (function_call_expression function: (name) @fn arguments: (arguments . (argument [(string (string_content) @name) (encapsed_string . (string_content) @name .)]))) @def.const (#eq? @fn "define"))`,
  `(function_call_expression function: [(name) @name (qualified_name (name) @name .)]) @call`,
  `(member_call_expression object: (_) @recv name: (name) @name) @call`,
  `(nullsafe_member_call_expression object: (_) @recv name: (name) @name) @call`,
  `(scoped_call_expression scope: (_) @recv name: (name) @name) @call`,
  `(object_creation_expression [(name) @name (qualified_name (name) @name .)]) @new`,
  `(namespace_use_declaration) @import`,
  `(simple_parameter type: ${PHP_TYPE} name: (variable_name (name) @var)) @bind`,
  `(property_promotion_parameter type: ${PHP_TYPE} name: (variable_name (name) @var)) @bind.field`,
  `(assignment_expression left: (variable_name (name) @var) right: (object_creation_expression [(name) @type (qualified_name (name) @type .)])) @bind`,
  `(property_declaration type: ${PHP_TYPE} (property_element name: (variable_name (name) @var))) @bind.field`,
  // `$m = Tools::make()`, `$u = Circle::unit()->scaled()`, `$r = make()`: typed by the callee's declared return type (phpDef returns), link by link.
  `(assignment_expression left: (variable_name (name) @var) right: (scoped_call_expression) @val) @bind.chain`,
  // `$i = $m->item()`: typed by item's declared return type, through $m's type.
  `(assignment_expression left: (variable_name (name) @var) right: (member_call_expression) @val) @bind.chain`,
  `(assignment_expression left: (variable_name (name) @var) right: (function_call_expression function: (name) @val)) @bind.return`,
  `(assignment_expression left: (member_access_expression object: (variable_name (name) @self) name: (name) @var) right: (object_creation_expression [(name) @type (qualified_name (name) @type .)]) (#eq? @self "this")) @bind.this`,
  // `/** @var Route $route */` in a body, `@param Foo $x` of an untyped parameter: PHPDoc's declared types (phpDocLocals).
  `((comment) @locals (#match? @locals "@var"))`,
  `(simple_parameter !type name: (variable_name)) @locals`,
  // `foreach ($xs as $x)`, `foreach ($this->items as $k => $x)`: x is an element of xs (its `xs[]` bind: phpDocElements);
  // `foreach ($this->router->getRoutes() as $route)`: an element of what the call returns; unless a docblock types x (phpLoopElements).
  `(foreach_statement . [(variable_name) (member_access_expression object: (variable_name) name: (name)) (member_call_expression) (scoped_call_expression) (function_call_expression)]) @locals`,
].join('\n');

/**
 * A function's or method's declared return type (`make(): C`, `: ?Circle`,
 * `: \App\Shapes\Circle`): its last name; `self` / `static` name the
 * enclosing class. None for scalar types, unions and `mixed`.
 */
function phpReturns(node: Node): string | undefined {
  let t = node.childForFieldName('return_type');
  if (t?.type === 'optional_type') t = t.namedChildren[0];
  if (t?.type !== 'named_type') return undefined;
  const name = t.text.split('\\').pop()!;
  if (name !== 'self' && name !== 'static') return name;
  for (let n: Node | null = node.parent; n; n = n.parent) {
    if (n.type === 'class_declaration' || n.type === 'enum_declaration') return n.childForFieldName('name')?.text;
  }
  return undefined;
}

/** PHP declarations whose body numbers the anonymous classes in it. */
const PHP_CLASSES: ReadonlySet<string> = new Set(['class_declaration', 'trait_declaration', 'interface_declaration', 'enum_declaration', 'anonymous_class']);

/**
 * The name of PHP anonymous class `node` (`new class (…) implements H { …
 * }`): `$` and its number among the anonymous classes of the class around it
 * (or of the file), 1 for the first in source order, those inside another
 * anonymous class numbered in that one — as Java's anonymous classes are
 * named (langJvm anonymousName), so one form serves every language (PHP's own
 * runtime name, `class@anonymous` and a path, tells none apart). Its methods
 * are then `MiddlewareDispatcher::$1::handle` (displayNames anonymousOwner).
 */
function phpAnonymousName(node: Node): string {
  return anonymousOrdinal(node, PHP_CLASSES, PHP_ANONYMOUS);
}

/** PHP's anonymous classes: their constructor arguments belong to the class around them, their body numbers its own. */
const PHP_ANONYMOUS: AnonymousRules = {
  isAnonymous: (n) => n.type === 'anonymous_class',
  outerPart: (c) => c.type === 'arguments',
  ownsNumbering: (n) => PHP_CLASSES.has(n.type),
};

/** The name of the PHP class around `node` (past the methods and functions around it; an anonymous one's as phpAnonymousName gives it), or undefined outside one. */
function phpClassNameAround(node: Node): string | undefined {
  const owner = scopeAround(node, PHP_CLASSES);
  if (!owner) return undefined;
  return owner.type === 'anonymous_class' ? phpAnonymousName(owner) : owner.childForFieldName('name')?.text;
}

/**
 * The one class a PHPDoc type names (`Route`, `?Route`, `\\Slim\\Route`,
 * `Route|null`, `Collection<Item>` as Collection): its last name, else
 * undefined — for scalars and pseudo-types (lowercase: `string`, `callable`,
 * `array<…>`), unions of two classes, arrays `Item[]` (docElementType's) and
 * `self`/`static`/`$this`, which `selfClass` names when given. Source:
 * phpDocumentor's type grammar (types are names, `?T`, `T|null`, `T[]`, generics).
 */
function docClassType(t: string, selfClass?: string): string | undefined {
  const parts = t.replace(/^\?/, '').split('|').filter((x) => x !== 'null');
  if (parts.length !== 1) return undefined;
  const m = /^\\?((?:\w+\\)*\w+)(?:<.*>)?$/.exec(parts[0]);
  if (!m) return t === '$this' ? selfClass : undefined;
  const name = m[1].split('\\').pop()!;
  if (name === 'self' || name === 'static') return selfClass;
  return /^[A-Z]/.test(name) ? name : undefined;
}

/** The name of the class, trait or enum whose body holds `node` (not an anonymous one), else undefined. */
function enclosingClassName(node: Node): string | undefined {
  for (let n: Node | null = node.parent; n; n = n.parent) {
    if (n.type === 'class_declaration' || n.type === 'trait_declaration' || n.type === 'enum_declaration') return n.childForFieldName('name')?.text;
    if (n.type === 'anonymous_class') return undefined;
  }
  return undefined;
}

/**
 * PHPDoc types of variables PHP leaves undeclared (LangSpec.locals):
 * - a `/** @var Route $route *\/` comment in a body (also several in one
 *   comment, or `/** @var Route *\/` naming no variable before an
 *   assignment `$route = …`): the variable has that class from there on —
 *   placed as the assignment that follows it when that assigns the variable,
 *   and bound first, so the declared type wins over the value's (bindsAt
 *   reads the first of one place), else from the comment's end;
 * - an untyped parameter `$x` of a function or method whose docblock says
 *   `@param Foo $x`.
 * Only one class (docClassType): scalars, unions and arrays bind nothing here
 * (arrays: phpDocElements). Source: phpDocumentor, "@var" (inline form
 * before a statement, the variable named) and "@param".
 */
function phpDocLocals(node: Node, b: FileBuilder): void {
  if (node.type === 'foreach_statement') return phpLoopElements(node, b);
  if (node.type === 'simple_parameter') {
    const v = node.childForFieldName('name')?.namedChildren[0];
    const fn = node.parent?.parent;
    const doc = fn ? docBefore(fn) : undefined;
    if (!v || !doc || !doc.includes('@param')) return;
    for (const m of doc.matchAll(/@param\s+((?:[^\s<]|<[^>]*>)+)\s+(?:\.\.\.)?\$(\w+)/g)) {
      if (m[2] !== v.text) continue;
      const type = docClassType(m[1]);
      if (type) b.bindNamed(node, v.text, type);
      return;
    }
    return;
  }
  const text = node.text;
  // Not a property's or a definition's docblock (phpDocElements, phpBases): only one written among statements.
  if (!text.startsWith('/**') || node.parent?.type !== 'compound_statement') return;
  const next = node.nextNamedSibling;
  const assign = next?.type === 'expression_statement' ? next.namedChildren[0] : null;
  const assigned = assign?.type === 'assignment_expression' ? assign.childForFieldName('left') : null;
  const target = assigned?.type === 'variable_name' ? assigned.namedChildren[0]?.text : undefined;
  const self = enclosingClassName(node);
  for (const m of text.matchAll(/@var\s+((?:[^\s<]|<[^>]*>)+)(?:\s+\$(\w+))?/g)) {
    const name = m[2] ?? target;
    const type = docClassType(m[1], self);
    if (!name || !type) continue;
    b.bindNamed(name === target ? assign! : node, name, type);
  }
}

/** Whether the docblock `doc` declares variable `name` (`@var Foo $name`, phpDocumentor's inline form; several tags may share one comment). */
function docDeclares(doc: string, name: string): boolean {
  for (const m of doc.matchAll(/@var\s+((?:[^\s<]|<[^>]*>)+)\s+\$(\w+)/g)) if (m[2] === name) return true;
  return false;
}

/**
 * The loop variable of a `foreach` is an element of what it iterates:
 * `foreach ($xs as $x)`, `foreach ($this->items as $k => $x)` bind x to
 * `xs[]` / `this.items[]` (typed by phpDocElements' element binds);
 * `foreach ($this->router->getRoutes() as $route)`, `foreach (Repo::all() as
 * $k => $r)`, `foreach (items() as $i)` to an element of the call's result
 * (`this.router.getRoutes()[]`, callReceiver's chain form), typed when
 * resolving by the element type its callee declares (DefRec.returnsElem:
 * PHPDoc `@return Route[]`, phpBases). None when an inline `/** @var Foo $x *\/`
 * right before the loop declares the variable: phpDocLocals binds it to Foo
 * from the comment on, and an element bind at the loop, nearer to the calls
 * in its body, would hide it (phpDocumentor, "@var": the inline form types
 * the variable of the statement that follows, a foreach's loop variable too).
 */
function phpLoopElements(node: Node, b: FileBuilder): void {
  const of = node.namedChildren[0];
  const value = node.namedChildren[1];
  const v = value?.type === 'pair' ? value.namedChildren[value.namedChildCount - 1] : value;
  const name = v?.type === 'variable_name' ? v.namedChildren[0] : null;
  if (!of || !name) return;
  const doc = docBefore(node);
  if (doc && docDeclares(doc, name.text)) return;
  if (of.type === 'variable_name' || of.type === 'member_access_expression') return b.bindRange(node, name, of);
  const chain = callReceiver(of.text.replace(/\s+/g, ' '));
  if (chain?.endsWith('()')) b.bindElementOf(node, name, chain);
}

/** A class's bases (`extends`, `implements`, the traits it `use`s); a function's or method's return type (phpReturns, else a docblock's `@return Foo`) and element type (`@return Foo[]`, DefRec.returnsElem); an anonymous class's name and container. */
/**
 * Signature of a PHP constant: its declaration's modifiers and `const`, then
 * the element (`public const VERSION = '4.14.0'`), or the `define(…)` call
 * as written; first line only, spaces collapsed, at most 200 characters.
 */
function phpConstant(def: DefRec, node: Node): void {
  const decl = node.type === 'const_element' ? node.parent : null;
  const mods = decl?.namedChildren.filter((c) => c && c.type.endsWith('_modifier')).map((c) => c!.text) ?? [];
  const text = node.type === 'const_element' ? [...mods, 'const', node.text].join(' ') : node.text.replace(/;\s*$/, '');
  def.signature = text.split('\n')[0].replace(/\s+/g, ' ').slice(0, 200);
}

/** A function's or method's return type, a class's bases and used traits, an anonymous class's name, a constant's signature (phpConstant). */
function phpBases(def: DefRec, node: Node): void {
  if (node.type === 'const_element' || node.type === 'expression_statement') return phpConstant(def, node);
  if (node.type === 'method_declaration' || node.type === 'function_definition') {
    const r = phpReturns(node);
    if (r) def.returns = r;
    else if (!node.childForFieldName('return_type')) {
      const doc = docBefore(node);
      const m = doc ? /@return\s+((?:[^\s<]|<[^>]*>)+)/.exec(doc) : null;
      const type = m ? docClassType(m[1], enclosingClassName(node)) : undefined;
      if (type) def.returns = type;
    }
    // `@return Route[]`, `@return array<string, Route>` of a method declared `: array` (or not at all): what a foreach over its result holds.
    const doc = def.returns ? undefined : docBefore(node);
    const m = doc ? /@return\s+((?:[^\s<]|<[^>]*>)+)/.exec(doc) : null;
    const elem = m ? docElementType(m[1]) : undefined;
    if (elem) def.returnsElem = elem;
    return;
  }
  if (node.type === 'anonymous_class') {
    def.name = phpAnonymousName(node);
    // Named after the class around it, past the method holding it (displayNames outerNames), as Java's anonymous classes are.
    def.container = phpClassNameAround(node);
  }
  const bases: string[] = [];
  for (const c of node.namedChildren) {
    if (c?.type === 'base_clause' || c?.type === 'class_interface_clause') {
      for (const b of c.namedChildren) if (b) bases.push(b.text.split('\\').pop()!);
    }
  }
  // `use Loggable;` in a class (or trait) body: the trait's methods are the class's own (PHP manual, "Traits"), found as a base's.
  const body = node.childForFieldName('body');
  for (const u of body?.namedChildren ?? []) {
    if (u?.type !== 'use_declaration') continue;
    for (const t of u.namedChildren) if (t && (t.type === 'name' || t.type === 'qualified_name')) bases.push(t.text.split('\\').pop()!);
  }
  if (bases.length) def.bases = bases;
}

function phpImport(node: Node, rec: FileRec): void {
  const line = node.startPosition.row + 1;
  for (const clause of node.namedChildren) {
    if (clause?.type !== 'namespace_use_clause') continue;
    const full = clause.namedChildren.find((c) => c?.type === 'qualified_name' || c?.type === 'name');
    if (!full) continue;
    const path = full.text.replace(/^\\/, '');
    const i = path.lastIndexOf('\\');
    const name = i < 0 ? path : path.slice(i + 1);
    const aliasNode = clause.childForFieldName('alias') ?? clause.namedChildren.find((c, k) => k > 0 && c?.type === 'name');
    rec.imports.push({ local: aliasNode?.text ?? name, name, source: i < 0 ? '' : path.slice(0, i), line });
  }
}

const BASH = [
  `(function_definition name: (word) @name body: (_) @body) @def.function`,
  `(command name: (command_name (word) @name)) @call`,
  `(command name: (command_name (word) @src) (#any-of? @src "source" ".")) @import`,
].join('\n');

/**
 * `source lib/log.sh` / `. ./lib.sh` (bash(1), SHELL BUILTIN COMMANDS) → an
 * import of the whole file (`*`), so the functions it defines are found
 * before a same-named one elsewhere (newcomer 13a #13). A path that starts
 * with an expansion (`"$(dirname "$0")/lib.sh"`, `"${DIR}/lib.sh"`, the
 * usual way to name a file beside the script) is read from the text after
 * it, relative to the sourcing file; a path that is all expansion is skipped.
 */
function bashImport(node: Node, rec: FileRec): void {
  const arg = node.childForFieldName('argument');
  if (!arg) return;
  let spec = arg.text.replace(/^(["'])(.*)\1$/s, '$2');
  const lastExpansion = Math.max(spec.lastIndexOf('}'), spec.lastIndexOf(')'));
  if (spec.startsWith('$')) spec = lastExpansion >= 0 ? spec.slice(lastExpansion + 1).replace(/^["']/, '') : spec.replace(/^\$\w+/, '');
  spec = spec.replace(/^\//, '');
  if (!spec || spec.includes('$')) return;
  rec.imports.push({ local: '*', name: '*', source: spec, line: node.startPosition.row + 1 });
}

/**
 * `new self(…)` / `new static(…)` construct the enclosing class, `new
 * parent(…)` its first base: recorded as constructions naming that class, so
 * `callers Circle` and `callers Circle.__construct` list them.
 */
function phpFinish(rec: FileRec): void {
  for (const c of rec.calls) {
    if (c.kind !== 'new' || c.recv !== undefined || (c.name !== 'self' && c.name !== 'static' && c.name !== 'parent')) continue;
    let d = c.from >= 0 ? rec.defs[c.from] : undefined;
    while (d && d.kind !== 'class' && d.parent >= 0) d = rec.defs[d.parent];
    const name = d?.kind !== 'class' ? undefined : c.name === 'parent' ? d.bases?.[0] : d.name;
    if (name) c.name = name;
  }
}

/** `Item[]`, `?\App\Item[]`, `array<Item>`, `array<int, Item>`, `list<Item>`, `iterable<Item>`, `Item[]|null`: the element class's last name, else undefined. */
function docElementType(t: string): string | undefined {
  const parts = t.split('|').filter((x) => x !== 'null');
  if (parts.length !== 1) return undefined;
  const m = /^\??\\?((?:\w+\\)*\w+)\[\]$/.exec(parts[0]) ?? /^(?:array|list|iterable|non-empty-array|non-empty-list)<(?:\w+,\s*)?\\?((?:\w+\\)*\w+)>$/.exec(parts[0]);
  const name = m?.[1].split('\\').pop();
  return name && /^[A-Z]/.test(name) ? name : undefined;
}

/** The `/** … *\/` comment right before `node` (its previous sibling), else undefined. */
function docBefore(node: Node): string | undefined {
  const prev = node.previousNamedSibling;
  return prev?.type === 'comment' && prev.text.startsWith('/**') ? prev.text : undefined;
}

/**
 * Element types PHPDoc declares for collections (PHP arrays carry none):
 * `@param Item[] $xs` on a function or method binds `xs[]` in it, `@var
 * Item[]` on a property binds the field `this.items[]` in its class, so
 * `foreach ($xs as $x) $x->price()` reaches Item.price (the foreach's
 * `bind.range`). Only files whose text holds `@param` or `@var` are walked.
 */
function phpDocElements(rec: FileRec, root: Node, src: string): void {
  if (!src.includes('@param') && !src.includes('@var')) return;
  const defAt = (nameNode: Node | null, kinds: readonly string[]): number => {
    if (!nameNode) return -1;
    const line = nameNode.startPosition.row + 1;
    return rec.defs.findIndex((d) => kinds.includes(d.kind) && d.name === nameNode.text && d.line <= line && d.endLine >= line);
  };
  for (const fn of root.descendantsOfType(['method_declaration', 'function_definition'])) {
    const doc = fn ? docBefore(fn) : undefined;
    if (!doc || !doc.includes('@param')) continue;
    const scope = defAt(fn!.childForFieldName('name'), ['method', 'function']);
    if (scope < 0) continue;
    for (const m of doc.matchAll(/@param\s+((?:[^\s<]|<[^>]*>)+)\s+(?:\.\.\.)?\$(\w+)/g)) {
      const type = docElementType(m[1]);
      if (type && !rec.binds.some((b) => b.scope === scope && b.name === `${m[2]}[]`)) rec.binds.push({ scope, name: `${m[2]}[]`, type });
    }
  }
  for (const prop of root.descendantsOfType('property_declaration')) {
    const doc = prop ? docBefore(prop) : undefined;
    const m = doc ? /@var\s+((?:[^\s<]|<[^>]*>)+)/.exec(doc) : null;
    const type = m ? docElementType(m[1]) : undefined;
    // `/** @var RouteCollector *\/ protected $routeCollector;`: a property of no declared type typed by its doc (a declared one already is).
    const one = m && !type && !prop!.childForFieldName('type') ? docClassType(m[1], enclosingClassName(prop!)) : undefined;
    const el = prop!.descendantsOfType('property_element')[0]?.descendantsOfType('name')[0];
    if ((!type && !one) || !el) continue;
    let cls: Node | null = prop!.parent;
    while (cls && cls.type !== 'class_declaration' && cls.type !== 'trait_declaration') cls = cls.parent;
    const scope = cls ? defAt(cls.childForFieldName('name'), ['class']) : -1;
    const name = type ? `this.${el.text}[]` : `this.${el.text}`;
    if (scope >= 0 && !rec.binds.some((b) => b.scope === scope && b.name === name)) rec.binds.push({ scope, name, type: (type ?? one)! });
  }
}

/**
 * The calls written in an anonymous class's constructor arguments (`new
 * class (self::seed()) { … }`) are made by the code around it, as PHP
 * evaluates them there (`self` the class around): given the definition
 * holding the anonymous class, not the anonymous class itself.
 */
function phpAnonymousArguments(rec: FileRec, root: Node): void {
  for (const node of root.descendantsOfType('anonymous_class')) {
    const args = node?.namedChildren.find((c) => c?.type === 'arguments');
    if (!node || !args) continue;
    const name = phpAnonymousName(node);
    const line = node.startPosition.row + 1;
    const at = rec.defs.findIndex((d) => d.kind === 'class' && d.name === name && d.line === line && d.col === node.startPosition.column);
    if (at < 0) continue;
    const { row: r0, column: c0 } = args.startPosition;
    const { row: r1, column: c1 } = args.endPosition;
    const inside = (l: number, c: number): boolean => (l > r0 || (l === r0 && c >= c0)) && (l < r1 || (l === r1 && c < c1));
    for (const c of rec.calls) if (c.from === at && inside(c.line - 1, c.col)) c.from = rec.defs[at].parent;
  }
}

/**
 * Two call forms the query does not read (PHP manual, "Name resolution rules" and "Magic methods"):
 * - a function written with its namespace (`\\json_decode(…)`, `\\GuzzleHttp\\json_decode(…)`,
 *   `Sub\\helper(…)`) keeps it as its receiver, ending in `\\` so no class's name is meant (`\\`,
 *   `\\GuzzleHttp\\`, `Sub\\`): a fully qualified name names that namespace's function only, so
 *   guzzle's `\\json_decode($json)` (PHP's own) is no call of its `GuzzleHttp\\json_decode`
 *   (newcomer 42 #1; graphResolve phpNamespaced);
 * - a variable called as a function, `$handler($request, $options)` or `$this($request)`, is a
 *   call of `__invoke` on it (receiver `handler`, `this`), so an invokable class's `__invoke`
 *   has its callers (newcomer 42 #6: guzzle's StreamHandler, RetryMiddleware).
 */
function phpCallForms(rec: FileRec, root: Node): void {
  const bare = callsByPlace(rec, (c) => c.kind === 'call' && c.recv === undefined);
  for (const n of root.descendantsOfType('function_call_expression')) {
    const fn = n?.childForFieldName('function');
    if (fn?.type === 'variable_name') {
      const v = fn.text.replace(/^\$/, '');
      const { row, column } = fn.startPosition;
      const args = n!.childForFieldName('arguments')?.namedChildren.filter((a) => a?.type === 'argument').length;
      rec.calls.push({ name: '__invoke', recv: v, line: row + 1, col: column, endCol: column + fn.text.length, from: innermostDef(rec.defs, row + 1, column), kind: 'call', ...(args !== undefined ? { args } : {}) });
      continue;
    }
    if (fn?.type !== 'qualified_name' || !bare.size) continue;
    const name = fn.namedChildren[fn.namedChildren.length - 1];
    const call = callNamedAt(bare, name);
    if (call && name) call.recv = fn.text.slice(0, name.startIndex - fn.startIndex).replace(/\s+/g, '');
  }
}

function phpFinishAll(rec: FileRec, root: Node, src: string): void {
  phpCallForms(rec, root);
  phpAnonymousArguments(rec, root);
  phpValues(rec, root);
  phpFinish(rec);
  phpDocElements(rec, root, src);
}

/**
 * A static property as a call's receiver (flysystem's `static::$prefixer->prefixPath($p)`; newcomer 45 #4):
 * `self::$x`, `static::$x` and `parent::$x` read the class's own or an inherited property, written `this.x` as the
 * property's declaration binds it (`private static PathPrefixer $prefixer;`); `Cls::$x` is `Cls.x`, the static field
 * of the class so named (graphPaths viaFieldChain). Undefined (the usual reading) for anything else.
 */
function phpReceiver(recv: Node): string | undefined {
  if (recv.type !== 'scoped_property_access_expression') return undefined;
  const scope = recv.childForFieldName('scope');
  const name = recv.childForFieldName('name');
  const prop = name?.type === 'variable_name' ? name.text.replace(/^\$/, '') : undefined;
  if (!scope || !prop || !/^[A-Za-z_]\w*$/.test(prop)) return undefined;
  if (scope.type === 'relative_scope') return `this.${prop}`;
  return scope.type === 'name' ? `${scope.text}.${prop}` : undefined;
}

export const phpSpec: LangSpec = {
  query: PHP,
  receiver: phpReceiver,
  importNode: phpImport,
  defExtra: phpBases,
  finish: phpFinishAll,
  locals: phpDocLocals,
  // A constant's doc is its declaration's (`/** … */` above `public const A = 1, B = 2;`).
  docAnchor: (node: Node) => (node.type === 'const_element' && node.parent ? node.parent : node),
};
/**
 * `trap cleanup EXIT`, `trap 'on_int' INT TERM`, `trap 'on_debug "$_"' DEBUG` (bash(1), SHELL BUILTIN
 * COMMANDS: trap's first argument is the command run on the signals): the function its first word names is
 * handed on, to run later — a `ref` call (GraphReads resolveValue); `trap 'rm -f "$tmp"' EXIT` names a
 * command no function of the repository bears, and resolves to none. So is `complete -F f cmd`'s f.
 */
function bashValues(rec: FileRec, root: Node): void {
  const traps = callsByPlace(rec, (c) => (c.name === 'trap' || c.name === 'complete') && c.kind === 'call');
  if (!traps.size) return;
  for (const cmd of root.descendantsOfType('command')) {
    const trap = callNamedAt(traps, cmd?.childForFieldName('name'));
    if (!trap) continue;
    const args = cmd!.childrenForFieldName('argument');
    // `complete -F __nvm nvm` (bash(1), Programmable Completion): the function after `-F` completes the command.
    const flag = trap.name === 'complete' ? args.findIndex((a) => a?.text === '-F') : -1;
    const arg = trap.name === 'trap' ? args[0] : flag >= 0 ? args[flag + 1] : null;
    if (!arg) continue;
    const quoted = arg.type === 'raw_string' || arg.type === 'string' ? 1 : 0;
    // A command string's first word is the command it runs: `trap 'bats_debug_trap "$BASH_SOURCE"' DEBUG` (newcomer 32).
    const fn = quoted ? /^[A-Za-z_][\w:.-]*(?=\s|$)/.exec(arg.text.slice(1, -1))?.[0] ?? '' : arg.text;
    if (!/^[A-Za-z_][\w:.-]*$/.test(fn) || (arg.type !== 'word' && !quoted)) continue;
    const line = arg.startPosition.row + 1;
    const col = arg.startPosition.column + quoted;
    rec.calls.push({ name: fn, line, col, endCol: col + fn.length, from: trap.from, kind: 'ref' });
  }
}

export const bashSpec: LangSpec = { query: BASH, importNode: bashImport, retry: bashForSemicolons, finish: (rec, root) => bashValues(rec, root) };
