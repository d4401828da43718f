/**
 * Ruby extraction: classes and modules (with superclass), methods and
 * singleton methods, calls with and without receivers (bare statement
 * identifiers are calls), `Const.new` as construction, receivers typed by
 * `x = Const.new`, `@field = Const.new` and `@field ||= Const.new`
 * (`Mod::Const` too). After the query, one walk over the class and module
 * bodies (rubyBodies) records what the query cannot see: which methods are
 * callable on the class or module itself (DefRec.singleton: `def self.x`,
 * `class << self`, `module_function`, `extend self`), the names of the methods
 * `attr_reader :a` / `attr_writer :a` define (`a`, `a=`) and the ancestors a body
 * adds (`include M`, the superclass's full constant path) as DefRec.bases.
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { LangSpec } from './extract';

const RUBY = [
  `(method name: (_) @name) @def.function`,
  `(singleton_method name: (_) @name) @def.method`,
  // The superclass, with its full path, and included modules are read by rubyBodies.
  `(class name: [(constant) (scope_resolution)] @name) @def.class`,
  `(module name: [(constant) (scope_resolution)] @name) @def.class`,
  // `attr_reader :status, :headers`: one method per symbol (named and marked by rubyBodies).
  `(call !receiver method: (identifier) @m arguments: (argument_list (simple_symbol) @name @def.method) (#match? @m "^attr(_reader|_writer|_accessor)?$"))`,
  `(call receiver: (_) @recv method: (identifier) @name) @call`,
  `(call !receiver method: (identifier) @name) @call`,
  `(body_statement (identifier) @name) @call`,
  // `headers.key?(k)`: a receiver that is a bare name calls a method of self unless it is a local variable (dropLocalReads).
  `(call receiver: (identifier) @name @call)`,
  `(assignment left: (identifier) @var right: (call receiver: (constant) @type method: (identifier) @m (#eq? @m "new"))) @bind`,
  `(assignment left: (instance_variable) @var right: (call receiver: (constant) @type method: (identifier) @m (#eq? @m "new"))) @bind.field`,
  // `@repo ||= Repo.new` (memoised in a reader method) types the field the same way.
  `(operator_assignment left: (instance_variable) @var right: (call receiver: (constant) @type method: (identifier) @m (#eq? @m "new"))) @bind.field`,
  // `Store::Repo.new` keeps its path: the resolver reads it from the code's lexical scope (GraphRuby.rubyConstantAt).
  `(assignment left: (identifier) @var right: (call receiver: (scope_resolution) @type method: (identifier) @m (#eq? @m "new"))) @bind.qualified`,
  `(assignment left: (instance_variable) @var right: (call receiver: (scope_resolution) @type method: (identifier) @m (#eq? @m "new"))) @bind.field.qualified`,
  `(operator_assignment left: (instance_variable) @var right: (call receiver: (scope_resolution) @type method: (identifier) @m (#eq? @m "new"))) @bind.field.qualified`,
].join('\n');

/** Statements that hold more statements of the same class body (a `def` inside `if defined?(…)` is still the body's). */
const STATEMENT_HOLDERS = new Set(['body_statement', 'if', 'unless', 'else', 'elsif', 'then', 'begin', 'ensure', 'rescue', 'case', 'when', 'parenthesized_statements', 'if_modifier', 'unless_modifier']);

/** Calls that define reader and writer methods (`attr_accessor :a` defines `a`, recorded as the reader). */
const ATTRIBUTES = new Set(['attr', 'attr_reader', 'attr_writer', 'attr_accessor']);

/** What one class or module body says about its methods, read in order. */
interface Body {
  /** Index of the class or module in FileRec.defs (-1: the file's top level). */
  cls: number;
  /** Inside `class << self`: every method is a singleton method. */
  singletonClass: boolean;
  /** After a bare `module_function`: every method is a module function. */
  moduleFunction: boolean;
  /** Instance methods defined in this body (indexes), for `module_function :x` and `extend self`. */
  methods: number[];
  /** Names given to `module_function :a, :b`. */
  functionNames: Set<string>;
  extendSelf: boolean;
  /** A block's body (`describe … do`, `included do`): its methods are not the file's top-level ones. */
  block: boolean;
  /** Modules named by `include A, B` (constant paths as written), in order. */
  includes: string[];
}

/** Index of each definition by where it starts (`line:col`, as FileBuilder records it). */
function defsByStart(rec: FileRec): Map<string, number> {
  const out = new Map<string, number>();
  rec.defs.forEach((d, i) => out.set(`${d.line}:${d.col}`, i));
  return out;
}

/**
 * Walks the class and module bodies of a file (rubyFinish). Ruby's rules,
 * from the Module docs: `def self.x` and the methods of `class << self` are
 * singleton methods of the class or module (DefRec.singleton `only`); a bare
 * `module_function` makes each later `def` of that body a module function
 * (a singleton method and a private instance method: `also`) until a bare
 * `public`/`private`/`protected`; `module_function :x` makes `x` one; `extend
 * self` makes every instance method of that body callable on the module too.
 * `include M` adds M to the ancestors (DefRec.bases, last included first,
 * the superclass last: the order method lookup takes). A `def` in a block
 * (`describe … do def app … end end`) is not exported: other files do not
 * call it.
 */
function rubyBodies(rec: FileRec, root: Node): void {
  const at = defsByStart(rec);
  const indexOf = (n: Node) => at.get(`${n.startPosition.row + 1}:${n.startPosition.column}`);
  const top: Body = { cls: -1, singletonClass: false, moduleFunction: false, methods: [], functionNames: new Set(), extendSelf: false, block: false, includes: [] };
  const method = (n: Node, body: Body) => {
    const i = indexOf(n);
    if (i === undefined) return;
    const d = rec.defs[i];
    // `def helper` inside `describe … do`: a method of that block's class, not a top-level one other files call.
    if (body.block) d.exported = false;
    if (n.type === 'singleton_method') {
      if (n.childForFieldName('object')?.type === 'self') d.singleton = 'only';
    } else if (body.singletonClass) d.singleton = 'only';
    else if (body.moduleFunction) d.singleton = 'also';
    else body.methods.push(i);
  };
  // `attr_reader :status`: the method `status` (`status=` for attr_writer), a singleton one in `class << self`.
  const attribute = (sym: Node, how: string, body: Body) => {
    const i = indexOf(sym);
    if (i === undefined) return;
    const d = rec.defs[i];
    d.name = `${sym.text.slice(1)}${how === 'attr_writer' ? '=' : ''}`;
    d.signature = `${how} ${sym.text}`;
    if (body.block) d.exported = false;
    if (body.singletonClass) d.singleton = 'only';
    else body.methods.push(i);
  };
  const visit = (n: Node, body: Body): void => {
    switch (n.type) {
      case 'class':
      case 'module':
        classBody(n);
        return;
      case 'singleton_class': {
        const inner = n.childForFieldName('body');
        if (inner && n.childForFieldName('value')?.type === 'self') visit(inner, { ...body, singletonClass: true, methods: [], includes: [], functionNames: new Set() });
        return;
      }
      case 'method':
      case 'singleton_method':
        method(n, body);
        return;
      case 'identifier': {
        const word = n.text;
        if (word === 'module_function') body.moduleFunction = true;
        else if (word === 'public' || word === 'private' || word === 'protected') body.moduleFunction = false;
        return;
      }
      case 'call': {
        // A class defined inside a block (`describe … do class Foo … end end`): its own body, nothing of this one.
        const block = n.childForFieldName('block')?.childForFieldName('body');
        if (block) visit(block, { ...top, block: true, methods: [], includes: [], functionNames: new Set() });
        if (n.childForFieldName('receiver')) return;
        const name = n.childForFieldName('method')?.text;
        const args = n.childForFieldName('arguments')?.namedChildren ?? [];
        if (name === 'module_function' && !args.length) body.moduleFunction = true;
        for (const a of args) {
          if (!a) continue;
          if (name === 'module_function' && a.type === 'simple_symbol') body.functionNames.add(a.text.slice(1));
          else if (name === 'include' && (a.type === 'constant' || a.type === 'scope_resolution')) body.includes.push(a.text);
          else if (name !== undefined && ATTRIBUTES.has(name) && a.type === 'simple_symbol') attribute(a, name, body);
          else if (name === 'extend' && a.type === 'self') body.extendSelf = true;
          // `private def x`, `module_function def x`: the definition is an argument.
          else if (a.type === 'method' || a.type === 'singleton_method') {
            method(a, name === 'module_function' ? { ...body, moduleFunction: true } : body);
          }
        }
        return;
      }
      default:
        if (STATEMENT_HOLDERS.has(n.type)) for (const c of n.namedChildren) if (c) visit(c, body);
    }
  };
  const classBody = (n: Node): void => {
    const cls = indexOf(n) ?? -1;
    const body: Body = { cls, singletonClass: false, moduleFunction: false, methods: [], functionNames: new Set(), extendSelf: false, block: false, includes: [] };
    const inner = n.childForFieldName('body');
    if (inner) visit(inner, body);
    if (cls < 0) return;
    for (const i of body.methods) if (body.extendSelf || body.functionNames.has(rec.defs[i].name)) rec.defs[i].singleton = 'also';
    const sup = n.type === 'class' ? n.childForFieldName('superclass')?.namedChildren[0] : undefined;
    const bases = body.includes.reverse();
    if (sup && (sup.type === 'constant' || sup.type === 'scope_resolution')) bases.push(sup.text);
    const d: DefRec = rec.defs[cls];
    d.bases = bases.length ? bases : undefined;
  };
  for (const c of root.namedChildren) if (c) visit(c, top);
}

/** Nodes that give a name to a local variable: assignments, parameter lists, `rescue => e`, `for x in`, patterns (`in [*xs]`, `=> {xs:}`). */
const LOCAL_BINDERS = ['assignment', 'operator_assignment', 'method_parameters', 'block_parameters', 'lambda_parameters', 'exception_variable', 'for', 'in_clause', 'match_pattern', 'test_pattern'];
/** Nodes whose local variables code inside cannot see. */
const LOCAL_SCOPES = new Set(['method', 'singleton_method', 'class', 'module', 'singleton_class', 'program']);
/** Blocks see their method's locals, but a local first named inside one (its parameters too) is the block's own. */
const BLOCKS = new Set(['block', 'do_block', 'lambda']);
/** Targets of a multiple assignment that hold names (`a, (b, c), *d = …`; not `x.y` or `x[i]`). */
const TARGET_LISTS = new Set(['left_assignment_list', 'destructured_left_assignment', 'rest_assignment']);
/** Parts of a pattern that read a variable instead of binding one (`^x`, `^(expr)`). */
const PINS = new Set(['variable_reference_pattern', 'expression_reference_pattern']);

/** One local variable's naming: where it is named (a character offset) and the code that sees it (offsets, end exclusive). */
interface Local {
  at: number;
  from: number;
  to: number;
}

/** The local variables a file names, by name (see LOCAL_BINDERS), each with the method, class body, block or file that sees it. */
function localsOf(root: Node): Map<string, Local[]> {
  const out = new Map<string, Local[]>();
  const add = (id: Node) => {
    let region = id.parent;
    while (region && !LOCAL_SCOPES.has(region.type) && !BLOCKS.has(region.type)) region = region.parent;
    const l: Local = { at: id.startIndex, from: region?.startIndex ?? 0, to: region?.endIndex ?? Infinity };
    const list = out.get(id.text);
    if (list) list.push(l);
    else out.set(id.text, [l]);
  };
  // Every identifier below `n` binds, but not a default value's (`b = compute`), a pin's or a receiver's.
  const names = (n: Node | null): void => {
    if (!n || PINS.has(n.type)) return;
    if (n.type === 'identifier') return add(n);
    // `in {items:}` binds `items`.
    if (n.type === 'keyword_pattern' && !n.childForFieldName('value')) {
      const key = n.childForFieldName('key');
      if (key) add(key);
      return;
    }
    if (n.type === 'call' || n.type === 'element_reference') return;
    for (let i = 0; i < n.namedChildCount; i++) {
      if (n.fieldNameForNamedChild(i) !== 'value' || n.type.endsWith('pattern')) names(n.namedChild(i));
    }
  };
  for (const b of root.descendantsOfType(LOCAL_BINDERS)) {
    if (!b) continue;
    if (b.type === 'assignment' || b.type === 'operator_assignment') {
      const left = b.childForFieldName('left');
      if (left?.type === 'identifier') add(left);
      else if (left && TARGET_LISTS.has(left.type)) names(left);
    } else if (b.type === 'for') names(b.childForFieldName('pattern'));
    else if (b.type === 'in_clause' || b.type === 'match_pattern' || b.type === 'test_pattern') names(b.childForFieldName('pattern'));
    else names(b);
  }
  return out;
}

/**
 * A bare identifier (`app` on a line of its own, `headers.key?(k)`) is a
 * method call only when no local variable of that name is in scope: Ruby
 * reads `app` as the variable once `app = …`, a parameter `app`, `rescue =>
 * app`, `for app in`, or a pattern binding it (`in [*app]`, `in {app:}`, `=>
 * {app:}`) came before it in the method (or class body, file; a block's own
 * locals only inside that block). Those are dropped from the calls: `app =
 * …; app` at the end of a method returns the variable and calls no `app`.
 */
function dropLocalReads(rec: FileRec, root: Node): void {
  let locals: Map<string, Local[]> | undefined;
  rec.calls = rec.calls.filter((c) => {
    if (c.recv !== undefined || c.kind !== 'call') return true;
    const n = root.descendantForPosition({ row: c.line - 1, column: c.col });
    if (!n || n.type !== 'identifier' || n.text !== c.name) return true;
    // `app(…)`, `app do … end`: a call whatever locals there are.
    const p = n.parent;
    if (p?.type === 'call' && p.childForFieldName('method')?.id === n.id) return true;
    let scope: Node | null = p;
    while (scope && !LOCAL_SCOPES.has(scope.type)) scope = scope.parent;
    const from = scope?.startIndex ?? 0;
    locals ??= localsOf(root);
    return !locals.get(c.name)?.some((l) => l.at < n.startIndex && l.from >= from && l.from <= n.startIndex && n.endIndex <= l.to);
  });
}

/**
 * `Foo.new(…)` constructs Foo. `Mod::Foo.new` and `::Foo.new` keep the path
 * as the receiver, so the resolver reads it from the code's lexical scope
 * (GraphRuby.rubyConstantAt). Then the class bodies (rubyBodies).
 */
function rubyFinish(rec: FileRec, root: Node): void {
  for (const c of rec.calls) {
    if (c.name === 'new' && c.recv && /^(::)?[A-Z]/.test(c.recv)) {
      c.name = c.recv.split('::').pop()!;
      c.recv = c.recv.includes('::') ? c.recv : undefined;
      c.kind = 'new';
    }
  }
  rubyBodies(rec, root);
  // An attribute the walk did not reach (inside a method's block) still drops its symbol's colon.
  for (const d of rec.defs) if (d.name.startsWith(':')) d.name = d.name.slice(1);
  dropLocalReads(rec, root);
}

export const rubySpec: LangSpec = { query: RUBY, finish: rubyFinish };
