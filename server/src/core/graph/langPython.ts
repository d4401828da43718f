/**
 * Python extraction: functions, classes (with bases), methods, calls through
 * names, `self` and typed or constructed variables (also `m.Class()` and
 * `self.x = param` with a typed parameter, and `r = create()` where
 * `create` declares `-> Repo`), `import` / `from … import` (relative,
 * aliased, star), docstrings.
 */
import { dropLocalValues } from './valueLocals';
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import { leadingComment, type LangSpec } from './extract';
import { DOC_MAX, dedentLines } from './docComment';
import { clip } from '../text';
import { pythonPropertyGetter } from './signatures';
import { SourceLines, innermostDef } from './sourceLines';
import { moduleAll } from './pythonAll';
import { withTargets } from './pythonWith';
import { annotatedClass, annotatedClasses, elementClass, outsideGeneric, ownReturns, tupleMembers } from './pythonAnnotations';
import { fixtureFactory, fixtureParams, fixtureValue, isFixture, parametrized } from './pythonFixtures';
import { dropIdleUntyped, pythonLocals } from './pythonLocals';
import { declaredOuterNames } from './pythonScopes';
import { matchCases } from './pythonMatch';
import { typeVarReturn } from './pythonTypeVars';
import { pythonStandardModule } from './outsideTypes';

/** Typing constructs whose type arguments, not themselves, say what a value is (`Optional[Repo]`, `ClassVar[int]`): no bind by their name (typing module docs). */
const NOT_WRAPPER = `(#not-any-of? @type "Optional" "Union" "Annotated" "Final" "ClassVar" "InitVar" "Type" "type" "Literal" "Required" "NotRequired" "ReadOnly")`;

/** `tuple[A, B]` / `Tuple[A, B]` as a collection's element type. */
const TUPLE = `(#any-of? @tuple "tuple" "Tuple")`;
/** Generic collections of one element type (typing's and the builtins' since PEP 585) whose iteration gives that type. */
const SEQUENCE = `(#any-of? @coll "List" "list" "Sequence" "MutableSequence" "Iterable" "Iterator" "Collection" "Set" "set" "FrozenSet" "frozenset" "AbstractSet" "MutableSet" "Deque" "deque")`;

/**
 * Annotations around a class (`Optional[Repo]`, `typing.Optional[Repo]`, `Repo | None`, `Union[Repo, None]`, `"Repo"`):
 * `bind.annotated` hands their text to annotatedClasses, which binds the class such an annotation names, or each of a union's (`A|B`).
 */
const WRAPPED = `[(string) (generic_type) (subscript) (binary_operator)]`;

/** A value that may be a function: a name (`helper`) or an attribute (`self.run`, `views.index`). */
const PY_VALUE = '[(identifier) @name (attribute object: (_) @recv attribute: (identifier) @name)] @ref.value';

const QUERY = [
  `(function_definition name: (identifier) @name body: (_) @body) @def.function`,
  // @overload and @typing.overload stubs: signatures of the implementation below them (one definition).
  `(decorated_definition (decorator (identifier) @deco) definition: (function_definition name: (identifier) @name) @overload (#eq? @deco "overload"))`,
  `(decorated_definition (decorator (attribute attribute: (identifier) @deco)) definition: (function_definition name: (identifier) @name) @overload (#eq? @deco "overload"))`,
  // Bases: defExtra (subscripted ones too).
  `(class_definition name: (identifier) @name body: (_) @body) @def.class`,
  // A module's constants, by PEP 8's naming (`DEFAULT_POOLSIZE = 10`, `MAX_RETRIES: int = 3`): definitions, as a TS module's
  // consts are (newcomer 24 #6). Other module variables stay binds.
  `(module (expression_statement (assignment left: (identifier) @name) @def.const) (#match? @name "^_?[A-Z][A-Z0-9_]*$"))`,
  // A decorator without arguments (`@pass_context`, `@click.pass_context`) calls the function it names with the decorated one
  // when the `def` runs: a call made in the scope around the definition (the @call node is the decorator, outside the
  // definition's body), as `@app.route("/")` is, which the plain call patterns below find there (newcomer issue 3 #3).
  `(decorator (identifier) @name) @call`,
  `(decorator (attribute object: (_) @recv attribute: (identifier) @name)) @call`,
  `(call function: (identifier) @name) @call`,
  `(call function: (attribute object: (_) @recv attribute: (identifier) @name)) @call`,
  // A function handed on as a value, not called there (CallRec kind ref; GraphReads resolveValue): an argument (`map(helper, xs)`,
  // `Thread(target=self.run)`, `add_url_rule("/", view_func=index)`), a list, tuple or dict element, an assigned or returned value.
  `(argument_list ${PY_VALUE})`,
  `(keyword_argument value: ${PY_VALUE})`,
  `(pair value: ${PY_VALUE})`,
  `(list ${PY_VALUE})`,
  `(tuple ${PY_VALUE})`,
  `(set ${PY_VALUE})`,
  `(default_parameter value: ${PY_VALUE})`,
  `(assignment right: ${PY_VALUE})`,
  `(return_statement ${PY_VALUE})`,
  // Either branch of a conditional expression, not its condition (starlette's `self.default = self.not_found if default is None else default`).
  `(conditional_expression . ${PY_VALUE})`,
  `(conditional_expression ${PY_VALUE} .)`,
  `(import_statement) @import`,
  `(import_from_statement) @import`,
  `(assignment left: (identifier) @var right: (call function: (identifier) @type)) @bind.new`,
  `(assignment left: (identifier) @var type: (type (identifier) @type)) @bind`,
  // `with Session() as s:`, `with sessions.Session() as s:` bind s like `s = Session()`, then to what `__enter__` returns (pythonWith.ts).
  `(with_item value: (as_pattern (call function: (identifier) @type) alias: (as_pattern_target (identifier) @var))) @bind.new`,
  `(with_item value: (as_pattern (call function: (attribute) @type) alias: (as_pattern_target (identifier) @var))) @bind.new.qualified`,
  `(typed_parameter (identifier) @var type: (type (identifier) @type)) @bind`,
  `(typed_default_parameter name: (identifier) @var type: (type (identifier) @type)) @bind`,
  // `console: "Console"`, `c: Optional[Console] = None`, `c: Console | None`, `self.c: Optional[Console]`, a class-level
  // `c: Optional[Console] = None`: the class the value has when it is not None (bind.annotated, langPython annotated).
  `(typed_parameter (identifier) @var type: (type ${WRAPPED} @type)) @bind.annotated`,
  `(typed_default_parameter name: (identifier) @var type: (type ${WRAPPED} @type)) @bind.annotated`,
  `(assignment left: (identifier) @var type: (type ${WRAPPED} @type)) @bind.annotated`,
  `(assignment left: (attribute object: (identifier) @self attribute: (identifier) @var) type: (type ${WRAPPED} @type) (#eq? @self "self")) @bind.field.annotated`,
  `(class_definition body: (block (expression_statement (assignment left: (identifier) @var type: (type ${WRAPPED} @type)) @bind.field.annotated)))`,
  // `h: base.Handler`: a class of a module (graphTypes qualifiedType).
  `(typed_parameter (identifier) @var type: (type (attribute) @type)) @bind.qualified`,
  // `self.h: base.Handler = …`: a field of a module's class.
  `(assignment left: (attribute object: (identifier) @self attribute: (identifier) @var) type: (type (attribute) @type) (#eq? @self "self")) @bind.field.qualified`,
  `(typed_default_parameter name: (identifier) @var type: (type (attribute) @type)) @bind.qualified`,
  `(assignment left: (attribute object: (identifier) @self attribute: (identifier) @var) right: (call function: (identifier) @type) (#eq? @self "self")) @bind.this`,
  `(assignment left: (attribute object: (identifier) @self attribute: (identifier) @var) type: (type (identifier) @type) (#eq? @self "self")) @bind.this`,
  // `self.rows: List[int] = []`, `rows: dict[str, int] = {}`: the generic's class (List, dict; outsideTypes), not a wrapper whose argument is the value's type.
  `(assignment left: (attribute object: (identifier) @self attribute: (identifier) @var) type: (type (generic_type (identifier) @type)) (#eq? @self "self") ${NOT_WRAPPER}) @bind.this`,
  `(assignment left: (identifier) @var type: (type (generic_type (identifier) @type)) ${NOT_WRAPPER}) @bind`,
  // `options: dict[str, Any]`, `reg: Registry[Job]` (a parameter): the generic's class, as for a variable above.
  `(typed_parameter (identifier) @var type: (type (generic_type (identifier) @type)) ${NOT_WRAPPER}) @bind`,
  `(typed_default_parameter name: (identifier) @var type: (type (generic_type (identifier) @type)) ${NOT_WRAPPER}) @bind`,
  // A class-level annotation (`engine: Engine` of a dataclass, attrs or pydantic model, a typed class body) declares the instances' field:
  // `self.engine.start()` is Engine's (PEP 526, "Class and instance variable annotations").
  `(class_definition body: (block (expression_statement (assignment left: (identifier) @var type: (type (identifier) @type)) @bind.field)))`,
  `(class_definition body: (block (expression_statement (assignment left: (identifier) @var type: (type (generic_type (identifier) @type)) ${NOT_WRAPPER}) @bind.field)))`,
  `(class_definition body: (block (expression_statement (assignment left: (identifier) @var type: (type (attribute) @type)) @bind.field.qualified)))`,
  // `xs: List[Engine]` (a parameter, a class-level or `self.` annotation): elements of Engine, which `for e in xs` gives e (bindRange).
  `(typed_parameter (identifier) @var type: (type (generic_type (identifier) @coll (type_parameter . (type (identifier) @type) .))) ${SEQUENCE}) @bind.elem`,
  `(typed_default_parameter name: (identifier) @var type: (type (generic_type (identifier) @coll (type_parameter . (type (identifier) @type) .))) ${SEQUENCE}) @bind.elem`,
  `(assignment left: (identifier) @var type: (type (generic_type (identifier) @coll (type_parameter . (type (identifier) @type) .))) ${SEQUENCE}) @bind.elem`,
  `(class_definition body: (block (expression_statement (assignment left: (identifier) @var type: (type (generic_type (identifier) @coll (type_parameter . (type (identifier) @type) .))) ${SEQUENCE}) @bind.field.elem)))`,
  `(assignment left: (attribute object: (identifier) @self attribute: (identifier) @var) type: (type (generic_type (identifier) @coll (type_parameter . (type (identifier) @type) .))) (#eq? @self "self") ${SEQUENCE}) @bind.field.elem`,
  // `xs: list[tuple[Blueprint, dict]]` (a parameter, a variable, a class-level or `self.` annotation): tuples whose members `for bp, opts in xs` names (bindElem's positions).
  `(typed_parameter (identifier) @var type: (type (generic_type (identifier) @coll (type_parameter . (type (generic_type (identifier) @tuple (type_parameter) @type)) .))) ${SEQUENCE} ${TUPLE}) @bind.elem.tuple`,
  `(assignment left: (identifier) @var type: (type (generic_type (identifier) @coll (type_parameter . (type (generic_type (identifier) @tuple (type_parameter) @type)) .))) ${SEQUENCE} ${TUPLE}) @bind.elem.tuple`,
  `(class_definition body: (block (expression_statement (assignment left: (identifier) @var type: (type (generic_type (identifier) @coll (type_parameter . (type (generic_type (identifier) @tuple (type_parameter) @type)) .))) ${SEQUENCE} ${TUPLE}) @bind.field.elem.tuple)))`,
  `(assignment left: (attribute object: (identifier) @self attribute: (identifier) @var) type: (type (generic_type (identifier) @coll (type_parameter . (type (generic_type (identifier) @tuple (type_parameter) @type)) .))) (#eq? @self "self") ${SEQUENCE} ${TUPLE}) @bind.field.elem.tuple`,
  `(for_statement left: [(pattern_list) (tuple_pattern)] @var right: [(identifier) (attribute object: (identifier) attribute: (identifier))] @val) @bind.range.tuple`,
  `(for_statement left: (identifier) @var right: [(identifier) (attribute object: (identifier) attribute: (identifier))] @val) @bind.range`,
  // `for route in self.each():`, `for r in load_routes():`: the elements of what the function declares it returns (DefRec.returnsElem).
  `(for_statement left: (identifier) @var right: (call function: [(identifier) (attribute object: (identifier) attribute: (identifier))]) @val) @bind.range`,
  // `for route in self.routes or []` (starlette): the elements of self.routes, the empty literal giving none.
  `(for_statement left: (identifier) @var right: (boolean_operator left: [(identifier) (attribute object: (identifier) attribute: (identifier))] @val operator: "or" right: [(list) (tuple) (set) (dictionary)])) @bind.range`,
  // `(x.run() for x in self.items)`, `[j.run() for j in jobs]`, set and dict comprehensions: x is an element, inside the comprehension only (bindPlaces LOOP_DECLARATIONS).
  ...['generator_expression', 'list_comprehension', 'set_comprehension', 'dictionary_comprehension'].map(
    (c) => `(${c} (for_in_clause left: (identifier) @var right: [(identifier) (attribute object: (identifier) attribute: (identifier))] @val)) @bind.range`,
  ),
  // `render_lines = console.render_lines` (rich's Layout.render): a bare `render_lines(…)` calls Console.render_lines (fileBuilder bindMethod).
  `(assignment left: (identifier) @var right: (attribute object: (identifier) attribute: (identifier)) @val) @bind.method`,
  // `h = base.Handler()`, `x = A.build()`: made by the call right there (BindRec.exact; graphTypes exactClass decides whether that is one class).
  `(assignment left: (identifier) @var right: (call function: (attribute) @type)) @bind.new.qualified`,
  // The walrus `if (m := parse(s)): m.group(1)`, also in a comprehension's condition, binds m as `m = parse(s)` does, in the
  // function around it (PEP 572: an assignment expression in a comprehension binds in the containing scope).
  `(named_expression name: (identifier) @var value: (call function: (identifier) @type)) @bind.new`,
  `(named_expression name: (identifier) @var value: (call function: (attribute) @type)) @bind.new.qualified`,
  `(assignment left: (attribute object: (identifier) @self attribute: (identifier) @var) right: (identifier) @val (#eq? @self "self")) @bind.copy`,
  // `cmd_name, cmd, args = self.resolve_command(ctx, args)`: each name by its position in the tuple the callee declares (DefRec.returnsTuple).
  `(assignment left: [(pattern_list) (tuple_pattern)] @var right: (call function: [(identifier) (attribute)] @val)) @bind.unpack`,
  // `except ClickException as e:`: e holds an instance of the class caught (The Python Language Reference, "The try statement").
  `(except_clause (as_pattern (identifier) @type alias: (as_pattern_target (identifier) @var)) @bind)`,
  `(except_clause (as_pattern (attribute) @type alias: (as_pattern_target (identifier) @var)) @bind.qualified)`,
  // Variables bound to values of no known type (`lambda app: …`, `for app in [a, b]`) hide the variables of their names (pythonLocals.ts).
  `(lambda) @locals`,
  `(for_statement) @locals`,
  `(for_in_clause) @locals`,
  `(with_item) @locals`,
  `(except_clause) @locals`,
].join('\n');

function importNode(node: Node, rec: FileRec): void {
  const line = node.startPosition.row + 1;
  if (node.type === 'import_statement') {
    for (const n of node.namedChildren) {
      if (!n) continue;
      if (n.type === 'dotted_name') {
        rec.imports.push({ local: n.text, name: '*', source: n.text, line });
        // `import a.b.c` binds the name `a` to package a (The Python Language Reference, "The import statement"), so `a.x` reads a's own names and re-exports.
        const top = n.text.split('.')[0];
        if (top !== n.text) rec.imports.push({ local: top, name: '*', source: top, line });
      } else if (n.type === 'aliased_import') {
        const name = n.childForFieldName('name')?.text;
        const alias = n.childForFieldName('alias')?.text;
        if (name && alias) rec.imports.push({ local: alias, name: '*', source: name, line });
      }
    }
    return;
  }
  const source = node.childForFieldName('module_name')?.text;
  if (!source) return;
  for (const n of node.namedChildren) {
    if (!n || n === node.childForFieldName('module_name')) continue;
    if (n.type === 'wildcard_import') rec.imports.push({ local: '*', name: '*', source, line });
    else if (n.type === 'dotted_name' && n.startIndex !== node.childForFieldName('module_name')?.startIndex) {
      rec.imports.push({ local: n.text, name: n.text, source, line });
    } else if (n.type === 'aliased_import') {
      const name = n.childForFieldName('name')?.text;
      const alias = n.childForFieldName('alias')?.text;
      if (name && alias) rec.imports.push({ local: alias, name, source, line });
    }
  }
}

/** The docstring (first statement of the body), else comments above. */
function doc(node: Node): string | undefined {
  const first = node.childForFieldName('body')?.namedChildren[0];
  const str = first?.type === 'expression_statement' ? first.namedChildren[0] : null;
  if (str?.type === 'string') {
    const t = str.text.replace(/^[rbuRBU]*("""|'''|"|')/, '').replace(/("""|'''|"|')$/, '').trim();
    // First line trimmed, the rest dedented as inspect.cleandoc does, so an indented example stays told apart from prose; cut from the end.
    if (t) return clip(dedentLines(t.split('\n'), true).join('\n'), DOC_MAX);
  }
  const anchor = node.parent?.type === 'decorated_definition' ? node.parent : node;
  return leadingComment(anchor);
}

/** A function's return annotation, for `r = create()` receivers (the call's bind names the function). */
function defExtra(def: DefRec, node: Node): void {
  if (node.type === 'class_definition') {
    const bases = classBases(node);
    if (bases.length) def.bases = bases;
    return;
  }
  // `@property def area(self)`: the signature says so, and reads `self.area` are calls of it (propertyReads).
  const deco = node.parent?.type === 'decorated_definition' ? propertyDecorator(node.parent) : undefined;
  if (deco) def.signature = `${deco} ${def.signature ?? ''}`.trimEnd();
  const ann = node.childForFieldName('return_type');
  const r = ann ? annotatedClass(ann.text) : undefined;
  // `-> Self`, and unannotated `return cls()` in a classmethod or `return self`: the class it is called on (graphElements returned, 'this').
  if (r === 'Self' || r === 'typing.Self' || (!ann && inClassBody(node) && returnsOwnClass(node))) def.returns = 'this';
  // `def __enter__(self: T) -> T` with `T = TypeVar("T", bound="Client")`: the receiver's class, else the bound (pythonTypeVars.ts).
  else if (r) def.returns = typeVarReturn(node, r) ?? r;
  else if (ann) {
    const members = tupleMembers(ann.text);
    if (members?.some(Boolean)) def.returnsTuple = members;
    else {
      // `-> list[Route]`, `-> Iterator[Route]`: what `for r in self.routes` (a property) or `for r in f()` gives r (graphElements).
      def.returnsElem = elementClass(ann.text);
      // `-> typing.Generator[Request, Response, None]`: a value from outside, whose `send` is no method of the repository
      // (httpx's `auth_flow.send(response)`, offered for Client.send; newcomer 45 #5).
      const outside = outsideGeneric(ann.text);
      if (outside) def.returns = outside;
    }
  }
  if (node.parent?.type === 'decorated_definition' && isFixture(node.parent)) {
    def.fixture = true;
    // `return CliRunner()` / `yield Session()` without an annotation: what the fixture gives its tests.
    if (!ann && !def.returns) def.returns = fixtureValue(node);
    // `return partial(Serializer, …)`: a factory, what a fixture calling it (`return serializer_factory()`) gives.
    const makes = ann ? undefined : fixtureFactory(node);
    if (makes) def.fixtureMakes = makes;
  } else if (!ann && !def.returns && inClassBody(node)) {
    // `return cls.helper()` in a classmethod: what helper returns, found as the call `self.helper()` from this method (graphElements returned).
    const m = returnsClsCall(node);
    if (m) def.returns = `self.${m}()`;
  }
}

/** Decorators that make a method a property: reading it runs the method (the `property` built-in, functools' `cached_property`). */
const PROPERTY = /^@(?:functools\.)?(?:cached_)?property$|^@\w+\.(?:setter|deleter)$/;

/** The property decorator of a decorated definition (`@property`, `@cached_property`, `@area.setter`), as written; undefined when none. */
function propertyDecorator(decorated: Node): string | undefined {
  for (const c of decorated.namedChildren) {
    if (c?.type !== 'decorator') continue;
    const t = c.text.replace(/\s+/g, '');
    if (PROPERTY.test(t)) return t;
  }
  return undefined;
}

/** After a read `self.area`: it is called, assigned or updated instead (`self.area(…)`, `self.area = v`, `self.area += 1`). */
const NOT_A_READ = /^\s*(?:\(|=(?!=)|(?:[-+*/%&|^@]|\*\*|\/\/|<<|>>)=)/;

/**
 * Reads `self.area` of a property defined in this file, as `read` calls on
 * `self` (resolved like `self.area()`: the class around the read, or a base
 * of it, must define the property). As for TypeScript getters (decision
 * "a getter read through this in its own file is a call"), reads through
 * other values are not recorded: extraction cannot know which attribute
 * names are properties in other files, and recording every attribute read
 * would multiply the records.
 */
function propertyReads(rec: FileRec, src: string): void {
  const names = new Set(rec.defs.filter((d) => d.kind === 'method' && pythonPropertyGetter(d.signature)).map((d) => d.name));
  if (!names.size) return;
  const lines = new SourceLines(src);
  for (const name of names) {
    const re = new RegExp(`\\bself\\s*\\.\\s*(${name})\\b`, 'g');
    for (let m = re.exec(src); m; m = re.exec(src)) {
      const end = m.index + m[0].length;
      if (NOT_A_READ.test(src.slice(end, end + 4))) continue;
      const start = end - name.length;
      const { line, col } = lines.place(start);
      rec.calls.push({ name, recv: 'self', line, col, endCol: col + name.length, from: innermostDef(rec.defs, line, col), kind: 'read' });
    }
  }
}

/** Whether function `node` is declared directly in a class body (a method), decorated or not. */
function inClassBody(node: Node): boolean {
  const at = node.parent?.type === 'decorated_definition' ? node.parent : node;
  return at.parent?.type === 'block' && at.parent.parent?.type === 'class_definition';
}

/**
 * Whether every `return` of function `node` (not of functions nested in it)
 * returns a new instance of the class it is called on — `return cls(…)`
 * with `cls` its first parameter — or the instance itself — `return self`
 * with `self` first; at least one such return.
 */
function returnsOwnClass(node: Node): boolean {
  const first = node.childForFieldName('parameters')?.namedChildren[0]?.text;
  if (first !== 'cls' && first !== 'self') return false;
  const values = ownReturns(node);
  const own = (v: Node | null) => (first === 'cls' ? v?.type === 'call' && v.childForFieldName('function')?.text === 'cls' : v?.type === 'identifier' && v.text === 'self');
  return values.length > 0 && values.every(own);
}

/**
 * The method name `m` when every `return` of classmethod `node` (its first
 * parameter `cls`; not counting functions nested in it) is `return
 * cls.m(…)` of one `m`; else undefined.
 */
function returnsClsCall(node: Node): string | undefined {
  if (node.childForFieldName('parameters')?.namedChildren[0]?.text !== 'cls') return undefined;
  let name: string | undefined;
  for (const v of ownReturns(node)) {
    const fn = v?.type === 'call' ? v.childForFieldName('function') : null;
    const m = fn?.type === 'attribute' && fn.childForFieldName('object')?.text === 'cls' ? fn.childForFieldName('attribute')?.text : undefined;
    if (!m || (name !== undefined && name !== m)) return undefined;
    name = m;
  }
  return name;
}

/**
 * Base class names of a class definition as written (`click.ParamType`: graphMembers bases reads
 * the module path, so `base.Handler` is never a same-named local class): a subscripted base
 * (`class Sub(PT[int])`, `class File(ParamType[t.IO[t.Any]])`) is the generic class it names;
 * keyword arguments (`metaclass=M`) are no bases.
 */
function classBases(node: Node): string[] {
  const out: string[] = [];
  for (const a of node.childForFieldName('superclasses')?.namedChildren ?? []) {
    const b = a?.type === 'subscript' ? a.childForFieldName('value') : a;
    if (b && (b.type === 'identifier' || b.type === 'attribute')) out.push(b.text.replace(/\s+/g, ''));
  }
  return out;
}

/** A method whose first parameter is `cls` (a `@classmethod`): `cls.make()` there is a call on its own class. */
export const CLS_FIRST = /^(?:async\s+)?def\s+\w+\s*\(\s*cls\s*[,):]/;

/**
 * Receivers Python spells its own way: `super().run()` (also `super(Child,
 * self).run()`, kept by callReceiver as `super()`) is `super` — the bases of
 * the enclosing class, as `super.run()` elsewhere; `cls.make()` in a method
 * taking `cls` first is `self.make()` (a member of the enclosing class or
 * its bases); `cls(…)` there constructs the enclosing class, a call of
 * the class by its name (`Circle.unit` returning `cls(1.0)` is a caller of
 * Circle and Circle.__init__). Only files whose text says `super(`, `cls.`
 * or `cls(` are looked at.
 */
function finish(rec: FileRec, root: Node, src: string): void {
  // `other = lambda: 5; return other`: a local's value, not the function of that name (valueLocals).
  dropLocalValues(rec, src, 'python');
  if (src.includes('__all__')) moduleAll(rec, root);
  moduleAliases(rec, root);
  if (src.includes('with ')) withTargets(rec, root);
  if (src.includes('def test')) pythonTests(rec);
  if (src.includes('fixture') || src.includes('def test')) fixtureParams(rec, src.includes('parametrize') ? parametrized(root) : undefined);
  if (src.includes('global ') || src.includes('nonlocal ')) declaredOuterNames(rec, root);
  matchCases(rec, root, src);
  dropIdleUntyped(rec);
  if (src.includes('@')) {
    dropLanguageDecorators(rec, root);
    propertyReads(rec, src);
  }
  const sup = src.includes('super(');
  const cls = src.includes('cls.');
  const make = src.includes('cls(');
  if (!sup && !cls && !make) return;
  for (const c of rec.calls) {
    if (sup && c.recv === 'super()') c.recv = 'super';
    else if (cls && c.recv === 'cls' && c.from >= 0 && CLS_FIRST.test(rec.defs[c.from].signature ?? '')) c.recv = 'self';
    else if (make && c.recv === undefined && c.name === 'cls' && c.kind === 'call') {
      // `cls(1.0)` in a classmethod of Circle constructs a Circle: a call of the class by its name.
      const m = c.from >= 0 ? rec.defs[c.from] : undefined;
      const owner = m && m.parent >= 0 ? rec.defs[m.parent] : undefined;
      if (owner?.kind === 'class' && CLS_FIRST.test(m!.signature ?? '')) c.name = owner.name;
    }
  }
}

/**
 * A module's `Car = Engine`, `urlopen = _urlopen` (a statement of the module, a name assigned a name): `Car` stands for what
 * `Engine` is there (FileRec.aliases, scope -1), so `Car()`, `c: Car` and `from m import Car` reach the class, and `urlopen(…)`
 * the function (graphScope resolveName, graphModules lookupExport). Not `__all__ = names` or `x = x`.
 */
function moduleAliases(rec: FileRec, root: Node): void {
  for (const st of root.namedChildren) {
    const a = st?.type === 'expression_statement' && st.namedChildCount === 1 ? st.namedChild(0) : null;
    if (a?.type !== 'assignment') continue;
    const left = a.childForFieldName('left');
    const right = a.childForFieldName('right');
    if (left?.type !== 'identifier' || right?.type !== 'identifier' || a.childForFieldName('type')) continue;
    const name = left.text;
    const of = right.text;
    if (name !== of && !name.startsWith('__')) (rec.aliases ??= []).push({ scope: -1, name, of });
  }
}

/** A base naming unittest's test class, as written (`unittest.TestCase`, `TestCase`, `IsolatedAsyncioTestCase`, Django's `SimpleTestCase`). */
const TEST_CASE_BASE = /(^|\.)\w*TestCase$/;

/**
 * Python test functions as kind `test` (the test runner calls them, code
 * does not), by the rules pytest and unittest collect them with (pytest
 * docs, "Conventions for Python test discovery"; unittest: methods whose
 * names start with `test` of TestCase subclasses): a method named `test…`
 * of a class named `Test…` or based on a `…TestCase`; a module-level
 * function named `test…` in a module that imports pytest or unittest or
 * holds two or more such functions (pytest's file-name rule, `test_*.py`,
 * is not seen here: a record is keyed by content, not path). Signatures and
 * docs stay; helpers (`setUp`, fixtures) stay methods and functions.
 */
function pythonTests(rec: FileRec): void {
  const named = (d: DefRec) => /^test/.test(d.name);
  const testClass = (i: number) => {
    const c = rec.defs[i];
    return c?.kind === 'class' && (/^Test/.test(c.name) || (c.bases ?? []).some((b) => TEST_CASE_BASE.test(b)));
  };
  const topLevel = rec.defs.filter((d) => d.kind === 'function' && d.parent < 0 && named(d));
  const runner = rec.imports.some((x) => /^(pytest|unittest)(\.|$)/.test(x.source));
  const topTests = topLevel.length >= 2 || (topLevel.length === 1 && runner);
  for (const d of rec.defs) {
    if (!named(d)) continue;
    if (d.kind === 'method' && d.parent >= 0 && testClass(d.parent)) d.kind = 'test';
    else if (topTests && d.kind === 'function' && d.parent < 0) d.kind = 'test';
  }
}

/** Python's built-in decorators (The Python Standard Library, "Built-in Functions"): a class, static or property member. */
const BUILTIN_DECORATORS = new Set(['classmethod', 'staticmethod', 'property']);
/** The built-in property's own decorators (`@area.setter`: "Built-in Functions", property). */
const PROPERTY_PARTS = new Set(['setter', 'getter', 'deleter']);

/**
 * Drops the calls of decorators the language itself provides: the built-in
 * `@classmethod`, `@staticmethod`, `@property` (unless the file defines or
 * imports a name of its own so), a property's `@x.setter` / `.getter` /
 * `.deleter`, and any decorator imported from the standard library
 * (`@functools.wraps(f)`, `@wraps(f)` of `from functools import wraps`,
 * `@abc.abstractmethod`, `@dataclass`, `@overload`: outsideTypes
 * pythonStandardModule). They say what kind of member the definition is;
 * no code of the repository runs, so they are no callees of it (rich's
 * `callees Text.from_markup` listed `classmethod`). Decorators of the
 * repository and of other packages (`@app.route("/")`, `@click.command()`)
 * stay calls made by the decorated definition, as TypeScript's decorators are
 * (langTsCalls onDecorator: TypeScript has no built-in decorator).
 */
function dropLanguageDecorators(rec: FileRec, root: Node): void {
  const fromStdlib = (local: string) => {
    const imps = rec.imports.filter((i) => i.local === local);
    return imps.length > 0 && imps.every((i) => pythonStandardModule(i.source));
  };
  const ownName = (name: string) => rec.defs.some((d) => d.name === name && d.parent < 0) || rec.imports.some((i) => i.local === name);
  const drop = new Set<string>();
  for (const deco of root.descendantsOfType('decorator')) {
    let e = deco?.firstNamedChild ?? null;
    if (e?.type === 'call') e = e.childForFieldName('function');
    let name: Node | null = null;
    let builtin = false;
    if (e?.type === 'identifier') {
      name = e;
      builtin = (BUILTIN_DECORATORS.has(e.text) && !ownName(e.text)) || fromStdlib(e.text);
    } else if (e?.type === 'attribute') {
      name = e.childForFieldName('attribute');
      const obj = e.childForFieldName('object');
      builtin = (obj?.type === 'identifier' && PROPERTY_PARTS.has(name?.text ?? '')) || fromStdlib((obj?.text ?? '').split('.')[0]);
    }
    if (builtin && name) drop.add(`${name.startPosition.row + 1}:${name.startPosition.column}`);
  }
  if (drop.size) rec.calls = rec.calls.filter((c) => !drop.has(`${c.line}:${c.col}`));
}

export const pythonSpec: LangSpec = {
  query: QUERY,
  importNode,
  defExtra,
  finish,
  locals: pythonLocals,
  annotated: annotatedClasses,
  doc,
  exported: (def: DefRec) => !def.name.startsWith('_') || def.name.startsWith('__'),
};
