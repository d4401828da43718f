/**
 * Ruby extraction: classes and modules (with superclass), methods and
 * singleton methods, calls with and without receivers (any bare name that
 * is no local variable is a call: langRubyLocals), `Const.new` as
 * construction, `super` as a call of the method's own name on `super`,
 * `self.x = v` as a call of the writer `x=`, receivers typed by `x =
 * Const.new`, `@field = Const.new` and `@field ||= Const.new` (`Mod::Const`
 * too). After the query, one walk over the class and module bodies
 * (rubyBodies) records what the query cannot see: which methods are callable
 * on the class or module itself (DefRec.singleton: `def self.x`, `class <<
 * self`, `module_function`, `extend self`), the names of the methods
 * `attr_reader :a` / `attr_writer :a` / `attr_accessor :a` define (`a`,
 * `a=`), the ancestors a body adds (`include M`, the superclass's full
 * constant path) as DefRec.bases, `prepend M` and `extend M`
 * (DefRec.prepends, DefRec.singletonBases), constant aliases (`U =
 * Utils`, FileRec.aliases) and methods made without `def` (`alias`,
 * `alias_method`, a `Struct.new(:a)` or `Data.define(:a)` superclass), and
 * what a singleton attribute returns (`self.parser = Parser.make(1).freeze`
 * in the body: DefRec.returns of `class << self; attr_accessor :parser`). The
 * calls written without a call's syntax (`super`, `self.x = v`, `send(:x)`)
 * are added by langRubyCalls.ts.
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { LangSpec } from './extract';
import { dropLocalReads } from './langRubyLocals';
import { rubyTestDef, rubyKeepDef, rubyTestMethods } from './langRubyTests';
import { methodValues, sentCalls, setterCalls, superCalls, symbolProcs, usedMiddleware } from './langRubyCalls';
import { rubyBlockRecords } from './langRubyBlocks';
import { rubyAnonymousClass, rubyAnonymousDef } from './langRubyAnonymous';

const RUBY = [
  `(method name: (_) @name) @def.function`,
  `(singleton_method name: (_) @name) @def.method`,
  // The superclass, with its full path, and included modules are read by rubyBodies.
  `(class name: [(constant) (scope_resolution)] @name) @def.class`,
  `(module name: [(constant) (scope_resolution)] @name) @def.class`,
  // `Point = Struct.new(:x) do … end`, `Error = Class.new(StandardError)`, `Mixin = Module.new do … end`: a class or module named by its constant (rubyBodies reads its members and superclass).
  `(assignment left: (constant) @name right: (call receiver: (constant) @r method: (identifier) @m) (#match? @r "^(Struct|Class|Module|Data)$") (#match? @m "^(new|define)$")) @def.class`,
  // `c = Class.new(Base) do … end`, not assigned to a constant: an anonymous class `$1`… (langRubyAnonymous; a constant-assigned one is the pattern above).
  `(call receiver: (constant) @r method: (identifier) @name block: (_) (#eq? @r "Class") (#eq? @name "new")) @def.class`,
  // `define_method(:shout) do … end` in a class body: method shout (the symbol's colon is dropped by rubyFinish).
  `(call !receiver method: (identifier) @m arguments: (argument_list . (simple_symbol) @name) block: (_) (#eq? @m "define_method")) @def.function`,
  // `attr_reader :status, :headers`: one method per symbol (named and marked by rubyBodies).
  `(call !receiver method: (identifier) @m arguments: (argument_list (simple_symbol) @name @def.method) (#match? @m "^attr(_reader|_writer|_accessor)?$"))`,
  `(call receiver: (_) @recv method: (identifier) @name) @call`,
  `(call !receiver method: (identifier) @name) @call`,
  // `it "does" do … end`, `it { … }`, `before do … end`, a suite `describe X do … end`: a test case (named by langRubyTests rubyTestDef, kept by rubyKeepDef, testCases.ts), whose block's calls are its own.
  `(call !receiver method: (identifier) @name block: (_) (#match? @name "^(it|test|specify|example|scenario|xit|fit|xtest|xspecify|before|after|around|setup|teardown|describe|context|suite|feature|xdescribe|fdescribe|xcontext)$")) @def.test`,
  // `RSpec.describe X do`: a suite, a test case holding its cases (testCases.ts rubyTestCase).
  `(call receiver: (constant) @r method: (identifier) @name block: (_) (#eq? @r "RSpec") (#eq? @name "describe")) @def.test`,
  // `DIR_FILE_escape(f)`, `Integer("3")`, `obj.Foo 1`: a capitalised name with arguments or parentheses is a call of that method (bare, it is a constant).
  `(call receiver: (_) @recv method: (constant) @name) @call`,
  `(call !receiver method: (constant) @name) @call`,
  // Any bare name (`app` alone, `headers.key?(k)`, `total + 1`, `"#{name}"`) calls a method of self unless it is a local variable or names a definition (dropLocalReads).
  `(identifier) @name @call`,
  // `g(x:)` (Ruby 3.1) passes `x`: a local's value or a call of method x.
  `(pair key: (hash_key_symbol) @name @call !value)`,
  `(assignment left: (identifier) @var right: (call receiver: (constant) @type method: (identifier) @m (#eq? @m "new"))) @bind`,
  `(assignment left: (instance_variable) @var right: (call receiver: (constant) @type method: (identifier) @m (#eq? @m "new"))) @bind.field`,
  // `@repo ||= Repo.new` (memoised in a reader method) types the field the same way.
  `(operator_assignment left: (instance_variable) @var right: (call receiver: (constant) @type method: (identifier) @m (#eq? @m "new"))) @bind.field`,
  // `Store::Repo.new` keeps its path: the resolver reads it from the code's lexical scope (GraphRuby.rubyConstantAt).
  `(assignment left: (identifier) @var right: (call receiver: (scope_resolution) @type method: (identifier) @m (#eq? @m "new"))) @bind.qualified`,
  `(assignment left: (instance_variable) @var right: (call receiver: (scope_resolution) @type method: (identifier) @m (#eq? @m "new"))) @bind.field.qualified`,
  `(operator_assignment left: (instance_variable) @var right: (call receiver: (scope_resolution) @type method: (identifier) @m (#eq? @m "new"))) @bind.field.qualified`,
  // `p = Point.make(3)`, `r = repo.find(id)`: what the method returns (DefRec.returns, rubyResult).
  `(assignment left: (identifier) @var right: (call receiver: [(constant) (scope_resolution)] method: (identifier) @m (#not-eq? @m "new")) @val) @bind.chain`,
  `(assignment left: (identifier) @var right: (call receiver: (_) @r method: (identifier)) @val (#not-match? @r "^(::)?[A-Z]")) @bind.chain`,
  // `b = new(…)` in a singleton method: an instance of its class (graphTypes RUBY_SELF_NEW).
  `(assignment left: (identifier) @var right: (call !receiver method: (identifier) @m (#eq? @m "new")) @val) @bind.chain`,
  // `c = new` without parentheses (a bare name to the grammar), the same.
  `(assignment left: (identifier) @var right: (identifier) @val (#eq? @val "new")) @bind.chain`,
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
  /** Modules named by `prepend A` (constant paths as written), in order. */
  prepends: string[];
  /** Modules named by `extend A` (constant paths as written), in order. */
  extends: string[];
}

/** A fresh Body for the class or module `cls` (-1: the file's top level, or a block's body). */
function newBody(cls: number, block = false, singletonClass = false): Body {
  return { cls, singletonClass, moduleFunction: false, methods: [], functionNames: new Set(), extendSelf: false, block, includes: [], prepends: [], extends: [] };
}

/** Whether a node is a constant path (`Utils`, `Rack::Utils`, `::Utils`). */
const isConstant = (n: Node | null | undefined): n is Node => n?.type === 'constant' || n?.type === 'scope_resolution';

/** Index of each definition by where it starts (`line:col`, as FileBuilder records it). */
function defsByStart(rec: FileRec): Map<string, number> {
  const out = new Map<string, number>();
  rec.defs.forEach((d, i) => out.set(`${d.line}:${d.col}`, i));
  return out;
}

/**
 * What a method returns when its last statement says so plainly
 * (DefRec.returns, for `p = Point.make(3); p.norm`): `new(…)` or
 * `self.new(…)` in a singleton method (`def self.x`, `class << self`: an
 * instance of the class), and `self` in an instance method, are `this`; `Repo.new(…)` is `Repo`. Ruby returns the value of the
 * last expression (or of `return x`). Undefined otherwise.
 */
function rubyResult(method: Node, singleton: boolean): string | undefined {
  const body = method.childForFieldName('body');
  let last = body?.type === 'body_statement' ? body.namedChildren[body.namedChildCount - 1] : null;
  if (last?.type === 'return') last = last.namedChildren[0]?.type === 'argument_list' ? last.namedChildren[0].namedChildren[0] : last.namedChildren[0];
  if (!last) return undefined;
  // `self` in a singleton method is the class itself, not an instance of it.
  if (last.type === 'self') return singleton ? undefined : 'this';
  if (last.type !== 'call' || last.childForFieldName('method')?.text !== 'new') return undefined;
  const recv = last.childForFieldName('receiver');
  if (!recv || recv.type === 'self') return singleton ? 'this' : undefined;
  return recv.type === 'constant' ? recv.text : undefined;
}

/** Object's methods that return their receiver (`x.freeze`, `x.dup`, `x.tap { … }`): the value keeps the receiver's type. */
const SELF_RETURNING = new Set(['freeze', 'dup', 'clone', 'itself', 'tap']);

/**
 * The type of a value written in a class or module body, as DefRec.returns
 * spells it, for `self.parser = QueryParser.make_default(32).freeze`: Object
 * methods returning their receiver (SELF_RETURNING) are looked through;
 * `Repo.new(…)` / `Store::Repo.new` is that constant, `Repo.make(…)` what
 * that method returns (`Repo.make()`, read by graphTypes typeDefs).
 * Undefined for any other value.
 */
function rubyValueType(value: Node): string | undefined {
  let v: Node | null = value;
  while (v?.type === 'call' && v.childForFieldName('receiver') && SELF_RETURNING.has(v.childForFieldName('method')?.text ?? '')) v = v.childForFieldName('receiver');
  if (v?.type !== 'call') return undefined;
  const recv = v.childForFieldName('receiver');
  const m = v.childForFieldName('method');
  if (!isConstant(recv) || m?.type !== 'identifier') return undefined;
  return m.text === 'new' ? recv.text : `${recv.text}.${m.text}()`;
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
 * the superclass last: the order method lookup takes); `prepend M` puts M
 * before the class itself (DefRec.prepends); `extend M` lends M's instance methods to the class or
 * module itself (DefRec.singletonBases). `attr_accessor :a` defines `a` and
 * `a=`. `U = Utils` in a body (or at the top level) makes the constant `U`
 * stand for `Utils` there (FileRec.aliases, scope the body). A `def` in a block
 * (`describe … do def app … end end`) is not exported: other files do not
 * call it.
 */
function rubyBodies(rec: FileRec, root: Node): void {
  const at = defsByStart(rec);
  const indexOf = (n: Node) => at.get(`${n.startPosition.row + 1}:${n.startPosition.column}`);
  const top = newBody(-1);
  // `self.parser = QueryParser.make_default(32)` in a body: the type of singleton attribute `parser` of that class (`cls:name` → type).
  const assigned = new Map<string, string>();
  const method = (n: Node, body: Body) => {
    const i = indexOf(n);
    if (i === undefined) return;
    const d = rec.defs[i];
    // `def helper` inside `describe … do`: a method of that block's class, not a top-level one other files call.
    if (body.block) d.exported = false;
    const result = rubyResult(n, n.type === 'singleton_method' || body.singletonClass);
    if (result) d.returns = result;
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
    // The writer of `attr_accessor :a` is its own method `a=`, at the same place.
    if (how === 'attr_accessor') {
      rec.defs.push({ ...d, name: `${d.name}=` });
      if (!body.singletonClass) body.methods.push(rec.defs.length - 1);
    }
  };
  // A method the code defines without `def` (`alias new old`, a Struct member), at node `at`: a method of the body's class.
  const synthetic = (at: Node, name: string, signature: string, body: Body): number => {
    const s = at.startPosition;
    const e = at.endPosition;
    const d: DefRec = { name, kind: 'method', line: s.row + 1, endLine: e.row + 1, col: s.column, endCol: e.column, nameLine: s.row + 1, nameCol: s.column, container: rec.defs[body.cls].name, parent: body.cls, signature, exported: !body.block };
    if (body.singletonClass) d.singleton = 'only';
    rec.defs.push(d);
    if (!body.singletonClass) body.methods.push(rec.defs.length - 1);
    return rec.defs.length - 1;
  };
  // `alias new old`, `alias_method :new, :old`: method `new`, which calls `old` (a call on self: what `old` is in that class).
  const alias = (at: Node, made: Node, old: Node, body: Body) => {
    const name = (x: Node) => x.text.replace(/^:/, '');
    if (body.cls < 0) return;
    const from = synthetic(at, name(made), `${at.type === 'alias' ? 'alias' : 'alias_method'} ${made.text} ${old.text}`, body);
    const s = old.startPosition;
    const col = s.column + (old.text.startsWith(':') ? 1 : 0);
    rec.calls.push({ name: name(old), recv: 'self', line: s.row + 1, col, endCol: col + name(old).length, from, kind: 'call' });
  };
  const visit = (n: Node, body: Body): void => {
    switch (n.type) {
      case 'alias': {
        const made = n.childForFieldName('name');
        const old = n.childForFieldName('alias');
        if (made && old) alias(n, made, old, body);
        return;
      }
      case 'class':
      case 'module':
        classBody(n);
        return;
      case 'singleton_class': {
        const inner = n.childForFieldName('body');
        if (inner && n.childForFieldName('value')?.type === 'self') visit(inner, { ...newBody(body.cls, body.block, true), moduleFunction: body.moduleFunction });
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
        const name = n.childForFieldName('method')?.text;
        // `c = Class.new(Base) do … end`: an anonymous class (the query made it) whose body is the block.
        if (rubyAnonymousClass(n) && indexOf(n) !== undefined) {
          readClass(indexOf(n)!, n.childForFieldName('block')?.childForFieldName('body') ?? null, n.childForFieldName('arguments')?.namedChildren[0]);
          return;
        }
        // `define_method(:x) do … end`: method x of this body (the query made it; its block is its body).
        if (name === 'define_method' && indexOf(n) !== undefined) method(n, body);
        // A class defined inside a block (`describe … do class Foo … end end`): its own body, nothing of this one.
        const block = n.childForFieldName('block')?.childForFieldName('body');
        if (block) visit(block, newBody(-1, true));
        if (n.childForFieldName('receiver')) return;
        const args = n.childForFieldName('arguments')?.namedChildren ?? [];
        if (name === 'module_function' && !args.length) body.moduleFunction = true;
        if (name === 'alias_method' && args.length === 2 && args.every((a) => a?.type === 'simple_symbol')) alias(n, args[0]!, args[1]!, body);
        for (const a of args) {
          if (!a) continue;
          if (name === 'module_function' && a.type === 'simple_symbol') body.functionNames.add(a.text.slice(1));
          else if (name === 'include' && isConstant(a)) body.includes.push(a.text);
          else if (name === 'prepend' && isConstant(a)) body.prepends.push(a.text);
          else if (name === 'extend' && isConstant(a) && !body.singletonClass) body.extends.push(a.text);
          else if (name !== undefined && ATTRIBUTES.has(name) && a.type === 'simple_symbol') attribute(a, name, body);
          else if (name === 'extend' && a.type === 'self') body.extendSelf = true;
          // `private def x`, `module_function def x`: the definition is an argument.
          else if (a.type === 'method' || a.type === 'singleton_method') {
            method(a, name === 'module_function' ? { ...body, moduleFunction: true } : body);
          }
          // `private attr_reader :x`, `protected alias_method :a, :b`.
          else if (a.type === 'call' && !a.childForFieldName('receiver')) visit(a, body);
        }
        return;
      }
      case 'assignment': {
        // `U = Utils`, `Parser = Rack::QueryParser`: a constant standing for another.
        const left = n.childForFieldName('left');
        const right = n.childForFieldName('right');
        if (left?.type === 'constant' && isConstant(right)) (rec.aliases ??= []).push({ scope: body.cls, name: left.text, of: right.text });
        // `self.default_query_parser = QueryParser.make_default(32).freeze`: what that singleton attribute holds.
        else if (left?.type === 'call' && left.childForFieldName('receiver')?.type === 'self' && right && body.cls >= 0 && !body.singletonClass) {
          const type = rubyValueType(right);
          const name = left.childForFieldName('method')?.text;
          if (type && name) assigned.set(`${body.cls}:${name}`, type);
        }
        // `Point = Struct.new(:x) do … end`, `Error = Class.new(Base)`: a class (the query made it) whose body is the block.
        else if (right?.type === 'call' && indexOf(n) !== undefined) madeClass(n, right);
        // `MarkdownTest = proc do def setup … end end`: the block's methods are the block's.
        else if (right?.type === 'call') visit(right, body);
        return;
      }
      default:
        if (STATEMENT_HOLDERS.has(n.type)) for (const c of n.namedChildren) if (c) visit(c, body);
    }
  };
  const classBody = (n: Node): void => {
    const sup = n.type === 'class' ? n.childForFieldName('superclass')?.namedChildren[0] : undefined;
    readClass(indexOf(n) ?? -1, n.childForFieldName('body'), sup);
  };
  // `X = Class.new(Base) do … end` (superclass Base), `X = Struct.new(:a) do … end` (members a, a=), `Data.define(:a)`, `Module.new`.
  const madeClass = (n: Node, made: Node): void => {
    const how = `${made.childForFieldName('receiver')?.text}.${made.childForFieldName('method')?.text}`;
    const first = made.childForFieldName('arguments')?.namedChildren[0];
    readClass(indexOf(n)!, made.childForFieldName('block')?.childForFieldName('body') ?? null, how === 'Class.new' ? first : made);
  };
  // One class or module (index `cls`; -1 when the query did not make it): its body's methods, then its ancestors.
  const readClass = (cls: number, inner: Node | null, sup: Node | null | undefined): void => {
    const body = newBody(cls);
    if (inner) visit(inner, body);
    if (cls < 0) return;
    for (const i of body.methods) if (body.extendSelf || body.functionNames.has(rec.defs[i].name)) rec.defs[i].singleton = 'also';
    // `class Point < Struct.new(:x, :y)`: readers and writers `x`, `x=`…; `Data.define(:x)`: readers.
    const made = sup?.type === 'call' ? `${sup.childForFieldName('receiver')?.text}.${sup.childForFieldName('method')?.text}` : '';
    if (made === 'Struct.new' || made === 'Data.define') {
      for (const a of sup!.childForFieldName('arguments')?.namedChildren ?? []) {
        if (a?.type !== 'simple_symbol') continue;
        synthetic(a, a.text.slice(1), `${made} ${a.text}`, body);
        if (made === 'Struct.new') synthetic(a, `${a.text.slice(1)}=`, `${made} ${a.text}`, body);
      }
    }
    const bases = body.includes.reverse();
    if (isConstant(sup)) bases.push(sup.text);
    const d: DefRec = rec.defs[cls];
    d.bases = bases.length ? bases : undefined;
    if (body.extends.length) d.singletonBases = body.extends.reverse();
    if (body.prepends.length) d.prepends = body.prepends.reverse();
  };
  for (const c of root.namedChildren) if (c) visit(c, top);
  // `include Jekyll` at the top level mixes Jekyll into Object: every constant lookup of the program ends in it.
  if (top.includes.length) rec.rubyIncludes = top.includes;
  // A singleton attribute's reader (`class << self; attr_accessor :parser; end`) returns what its body assigned it.
  if (!assigned.size) return;
  for (const d of rec.defs) {
    const type = d.singleton === 'only' && d.signature?.startsWith('attr') && !d.name.endsWith('=') ? assigned.get(`${d.parent}:${d.name}`) : undefined;
    if (type && !d.returns) d.returns = type;
  }
}

/**
 * The features the file's top level loads by a literal name (FileRec.rubyRequires):
 * `require "helper"` → `helper`, `require_relative "../helper"` → `./../helper`
 * (Kernel#require, #require_relative); not one inside a method, a block or a
 * condition, nor a name with interpolation.
 */
function topRequires(rec: FileRec, root: Node): void {
  const out: string[] = [];
  for (const n of root.namedChildren) {
    const how = n?.type === 'call' && !n.childForFieldName('receiver') ? n.childForFieldName('method')?.text : undefined;
    if (how !== 'require' && how !== 'require_relative') continue;
    const arg = n!.childForFieldName('arguments')?.namedChildren[0];
    const parts = arg?.type === 'string' ? arg.namedChildren : [];
    if (parts.length !== 1 || parts[0]?.type !== 'string_content') continue;
    out.push(how === 'require' ? parts[0].text : `./${parts[0].text}`);
  }
  if (out.length) rec.rubyRequires = out;
}

/**
 * `Foo.new(…)` constructs Foo, and a bare `new` in a singleton method
 * (`def self.make; new; end`) its own class. `Mod::Foo.new` and `::Foo.new` keep the path
 * as the receiver, so the resolver reads it from the code's lexical scope
 * (GraphRuby.rubyConstantAt). Then the class bodies (rubyBodies), `super`
 * (superCalls), blocks and what runs them (rubyBlockRecords), writers
 * (setterCalls), `send(:x)` (sentCalls), `method(:x)` (methodValues), `xs.map(&:x)` (symbolProcs), `use Middleware` (usedMiddleware) and which
 * bare names are calls (dropLocalReads).
 */
function rubyFinish(rec: FileRec, root: Node, src: string): void {
  for (const c of rec.calls) {
    if (c.name === 'new' && c.recv && /^(::)?[A-Z]/.test(c.recv)) {
      c.name = c.recv.split('::').pop()!;
      c.recv = c.recv.includes('::') ? c.recv : undefined;
      c.kind = 'new';
    }
  }
  const defAt = defsByStart(rec);
  superCalls(rec, root, defAt);
  rubyBlockRecords(rec, root, defAt);
  setterCalls(rec, root);
  sentCalls(rec, root);
  methodValues(rec, root);
  if (src.includes('&:')) symbolProcs(rec, root);
  if (src.includes('use')) usedMiddleware(rec, root);
  rubyBodies(rec, root);
  if (src.includes('require')) topRequires(rec, root);
  // A bare `new` (or `self.new`) in a singleton method (`def self.make; new; end`) constructs the method's own class.
  for (const c of rec.calls) {
    if (c.name !== 'new' || (c.recv !== undefined && c.recv !== 'self') || c.kind !== 'call' || c.from < 0) continue;
    const m = rec.defs[c.from];
    const cls = m.singleton && m.parent >= 0 ? rec.defs[m.parent] : undefined;
    if (cls?.kind !== 'class' || cls.signature?.startsWith('module')) continue;
    c.name = cls.name.split('::').pop()!;
    c.recv = undefined;
    c.kind = 'new';
  }
  // An attribute the walk did not reach (inside a method's block) still drops its symbol's colon.
  for (const d of rec.defs) if (d.name.startsWith(':')) d.name = d.name.slice(1);
  dropLocalReads(rec, root, src);
  if (src.includes('def test_')) rubyTestMethods(rec);
}

export const rubySpec: LangSpec = {
  query: RUBY,
  finish: rubyFinish,
  defExtra: (def, node) => (def.kind === 'class' && rubyAnonymousClass(node) ? rubyAnonymousDef(def, node) : rubyTestDef(def, node)),
  keepDef: (node) => rubyAnonymousClass(node) || rubyKeepDef(node),
};
