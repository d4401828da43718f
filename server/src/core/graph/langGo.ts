/**
 * Go extraction: functions, methods (container = receiver type), structs,
 * interfaces and other types, calls through package imports, same-package
 * names and typed receivers/variables/struct fields (also of a type from an
 * imported package, `repo *store.Repo`), type assertions (`v := x.(*Repo)`),
 * type switch cases (`case *Repo: v.Save()`) and `range` variables over
 * slices, arrays and maps of a type; the file's package clause.
 */
import { dropLocalValues } from './valueLocals';
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { LangSpec } from './extract';
import { callReceiver, receiverText } from './receivers';
import type { FileBuilder } from './fileBuilder';
import { typeInCase } from './caseTypes';

const T = `[(type_identifier) @type (pointer_type (type_identifier) @type) (generic_type type: (type_identifier) @type)]`;

/** A type from another package (`store.Repo`, `*store.Repo`): the bind keeps the qualifier, resolved through the import. */
const Q = `[(qualified_type) @type (pointer_type (qualified_type) @type) (generic_type type: (qualified_type) @type)]`;

/** Element type of a slice, array or map type (`[]*Repo`, `[4]store.Repo`, `map[string]*Repo`), for `range` variables (one flat alternation: nesting it in another one matched nothing). */
const X = `[(type_identifier) @type (qualified_type) @type (pointer_type [(type_identifier) (qualified_type)] @type)]`;
const ELEM = `[(slice_type element: ${X}) (array_type element: ${X}) (map_type value: ${X})]`;

/** A function called by name or through a package (`New`, `store.New`), as a bind's `val`. */
const CALLEE = `[(identifier) (selector_expression operand: (identifier) field: (field_identifier))] @val`;

/** A composite literal, or its address (`&Command{…}`), whose body holds `Key: func(…) {…}`; the key and the literal captured. */
const FN_FIELD_LITERAL = (def: string) => {
  const body = `body: (literal_value (keyed_element key: (literal_element (identifier) @name) value: (literal_element (func_literal body: (_) @body))) @def.method)`;
  return [`(composite_literal ${body})`, `(unary_expression operand: (composite_literal ${body}))`].map((v) => def.replace('$', v));
};

/**
 * Every package-level `var` (one, or in a `var ( … )` group; not `_`) is a
 * definition of kind const, as a TS module's top-level `let` and `const` are
 * (langTsWalk topConst): `var ErrX = errors.New(…)`, `var DefaultWriter
 * io.Writer = os.Stdout`, `var engine = sync.OnceValue(…)`, found by symbol.
 * Its calls stay the package's (fileNesting: a const holds no calls), but in
 * `var echoCmd = &cobra.Command{Run: func(…) {…}}` each `Key: func…` of the
 * literal is a method of it (`echoCmd.Run`, PACKAGE_VAR_FUNCS and
 * FileBuilder's rule for a const's object literal), so the calls inside
 * belong to it. One definition per spec: `var a, b = …` defines `a` only.
 */
const PACKAGE_VARS = ['(source_file (var_declaration $))', '(source_file (var_declaration (var_spec_list $)))'].flatMap((outer) => [
  // Without a value (`var API Core`), or with one that is no function literal (those are functions: PACKAGE_FUNC_VARS).
  outer.replace('$', '(var_spec . name: (identifier) @name !value) @def.const (#not-eq? @name "_")'),
  outer.replace('$', '(var_spec . name: (identifier) @name value: (expression_list . (_) @first)) @def.const (#not-eq? @name "_") (#not-match? @first "^func[ \\t]*[(]")'),
]);
/**
 * A package-level `var defaultLogFormatter = func(param LogFormatterParams) string {…}`
 * (also in a `var ( … )` group; newcomer 20 #4, gin's logger.go): a function
 * of that name, as TypeScript's `const f = (c) => …` is, its calls its own. A
 * `x := func…` inside a function stays a local.
 */
const PACKAGE_FUNC_VARS = [
  '(source_file (var_declaration (var_spec name: (identifier) @name . value: (expression_list . (func_literal body: (_) @body) .)) @def.function))',
  '(source_file (var_declaration (var_spec_list (var_spec name: (identifier) @name . value: (expression_list . (func_literal body: (_) @body) .)) @def.function)))',
];
const PACKAGE_VAR_FUNCS = ['(source_file (var_declaration (var_spec value: (expression_list . $))))', '(source_file (var_declaration (var_spec_list (var_spec value: (expression_list . $)))))'].flatMap(FN_FIELD_LITERAL);

/** A value that may be a function: a name (`runServe`) or a selector (`s.serve`, `cobra.OnlyValidArgs`). */
const GO_VALUE = '[(identifier) @name (selector_expression operand: (_) @recv field: (field_identifier) @name)] @ref.value';

const QUERY = [
  `(package_clause (package_identifier) @name) @pkg`,
  `(function_declaration name: (identifier) @name body: (_) @body) @def.function`,
  `(method_declaration receiver: (parameter_list (parameter_declaration type: [(type_identifier) @container (pointer_type (type_identifier) @container) (generic_type type: (type_identifier) @container) (pointer_type (generic_type type: (type_identifier) @container))])) name: (field_identifier) @name body: (_) @body) @def.method`,
  `(type_spec name: (type_identifier) @name type: (struct_type) @body) @def.class`,
  `(type_spec name: (type_identifier) @name type: (interface_type) @body) @def.interface`,
  `(type_spec name: (type_identifier) @name type: [(type_identifier) (qualified_type) (function_type) (map_type) (slice_type) (channel_type) (pointer_type)]) @def.type`,
  // `type ID = string`: an alias, a type of its own name.
  `(type_alias name: (type_identifier) @name) @def.type`,
  // Only a named interface's method specs: `func f(x interface{ total() int })` declares no method anyone asks for.
  `(type_spec type: (interface_type (method_elem name: (field_identifier) @name) @def.method))`,
  `(call_expression function: (identifier) @name) @call`,
  // `Queue{…}`, `&Queue{…}`, `store.Repo{…}`: a struct's composite literal constructs it (Rust's struct expressions alike).
  `(composite_literal type: [(type_identifier) @name (generic_type type: (type_identifier) @name)]) @new`,
  `(composite_literal type: (qualified_type package: (package_identifier) @recv name: (type_identifier) @name)) @new`,
  `(call_expression function: (selector_expression operand: (_) @recv field: (field_identifier) @name)) @call`,
  // A function handed on as a value, not called there (CallRec kind ref; GraphReads resolveValue): an argument
  // (`http.HandleFunc("/", s.serve)`, `sort.Slice(xs, less)`), a composite literal's element or field value (cobra's
  // `RunE: runServe`, `Args: cobra.OnlyValidArgs`), the value of an assignment or declaration, a returned one.
  `(argument_list ${GO_VALUE})`,
  `(keyed_element value: (literal_element ${GO_VALUE}))`,
  `(literal_value (literal_element ${GO_VALUE}))`,
  `(assignment_statement right: (expression_list ${GO_VALUE}))`,
  `(short_var_declaration right: (expression_list ${GO_VALUE}))`,
  `(var_spec value: (expression_list ${GO_VALUE}))`,
  `(return_statement (expression_list ${GO_VALUE}))`,
  // Generic functions with explicit type arguments: `NewStack[int]()`, `store.Make[T]()`.
  `(call_expression function: (index_expression operand: (identifier) @name)) @call`,
  `(call_expression function: (index_expression operand: (selector_expression operand: (_) @recv field: (field_identifier) @name))) @call`,
  ...PACKAGE_FUNC_VARS,
  ...PACKAGE_VARS,
  // `const AuthUserKey = "user"`, `const ( MIMEJSON = … )`: a package's constants are definitions, as a TS module's consts are
  // (newcomer 24 #6: symbol AuthUserKey said No matches though kind const is offered).
  '(source_file (const_declaration (const_spec name: (identifier) @name) @def.const))',
  ...PACKAGE_VAR_FUNCS,
  `(import_spec) @import`,
  `(parameter_declaration name: (identifier) @var type: ${T}) @bind`,
  `(var_spec name: (identifier) @var type: ${T}) @bind`,
  `(short_var_declaration left: (expression_list . (identifier) @var) right: (expression_list . [(composite_literal type: (type_identifier) @type) (unary_expression operand: (composite_literal type: (type_identifier) @type))])) @bind`,
  `(short_var_declaration left: (expression_list . (identifier) @var) right: (expression_list . [(composite_literal type: (generic_type type: (type_identifier) @type)) (unary_expression operand: (composite_literal type: (generic_type type: (type_identifier) @type)))])) @bind`,
  // `var echoCmd = &Command{…}`, `var x = store.Repo{}` (package-level ones typed in every file of the package: graphTypes moduleBind).
  `(var_spec name: (identifier) @var value: (expression_list . [(composite_literal type: (type_identifier) @type) (unary_expression operand: (composite_literal type: (type_identifier) @type))])) @bind`,
  `(var_spec name: (identifier) @var value: (expression_list . [(composite_literal type: (qualified_type) @type) (unary_expression operand: (composite_literal type: (qualified_type) @type))])) @bind.qualified`,
  // `for p := c; p != nil; p = p.Parent()`, `q := p`: the variable copies the other's type.
  `(short_var_declaration left: (expression_list . (identifier) @var) right: (expression_list . (identifier) @val .)) @bind.copy.local`,
  `(var_spec name: (identifier) @var value: (expression_list . (identifier) @val .)) @bind.copy.local`,
  `(field_declaration name: (field_identifier) @var type: ${T}) @bind.field`,
  `(parameter_declaration name: (identifier) @var type: ${Q}) @bind.qualified`,
  `(var_spec name: (identifier) @var type: ${Q}) @bind.qualified`,
  `(short_var_declaration left: (expression_list . (identifier) @var) right: (expression_list . [(composite_literal type: (qualified_type) @type) (unary_expression operand: (composite_literal type: (qualified_type) @type))])) @bind.qualified`,
  // `router := new(Router)`, `var q = new(pkg.Thing)`: a pointer to a zero T (the builtin new; gorilla/mux's bench_test.go).
  `(short_var_declaration left: (expression_list . (identifier) @var) right: (expression_list . (call_expression function: (identifier) @fn arguments: (argument_list . (type_identifier) @type .))) (#eq? @fn "new")) @bind`,
  `(var_spec name: (identifier) @var value: (expression_list . (call_expression function: (identifier) @fn arguments: (argument_list . (type_identifier) @type .))) (#eq? @fn "new")) @bind`,
  `(short_var_declaration left: (expression_list . (identifier) @var) right: (expression_list . (call_expression function: (identifier) @fn arguments: (argument_list . (qualified_type) @type .))) (#eq? @fn "new")) @bind.qualified`,
  `(var_spec name: (identifier) @var value: (expression_list . (call_expression function: (identifier) @fn arguments: (argument_list . (qualified_type) @type .))) (#eq? @fn "new")) @bind.qualified`,
  `(field_declaration name: (field_identifier) @var type: ${Q}) @bind.field.qualified`,
  // `r := New()`, `r, err := store.Open(p)`, `var r = New()`: the first variable gets the function's first result type.
  `(short_var_declaration left: (expression_list . (identifier) @var) right: (expression_list . (call_expression function: ${CALLEE}) .) (#not-eq? @val "new")) @bind.return`,
  `(var_spec name: (identifier) @var value: (expression_list . (call_expression function: ${CALLEE}) .) (#not-eq? @val "new")) @bind.return`,
  // `c, r := CreateTestContext(w)`, `_, e := store.Two()`: each later variable holds the callee's result at its position
  // (DefRec.returnsTuple, `callee()#k`; the first is bound above).
  `(short_var_declaration left: (expression_list (identifier) (identifier)) @var right: (expression_list . (call_expression function: ${CALLEE}) .)) @bind.unpack.call`,
  // `s := NewStack[int]()`: the generic function's result type.
  `(short_var_declaration left: (expression_list . (identifier) @var) right: (expression_list . (call_expression function: (index_expression operand: ${CALLEE})) .)) @bind.return`,
  // `r := s.Open().Repo()`: a chain of calls, typed link by link.
  `(short_var_declaration left: (expression_list . (identifier) @var) right: (expression_list . (call_expression function: (selector_expression operand: (call_expression))) @val .)) @bind.chain`,
  `(var_spec name: (identifier) @var value: (expression_list . (call_expression function: (selector_expression operand: (call_expression))) @val .)) @bind.chain`,
  // `root := engine.trees.get(method)`, `n := t[i].root.child()`: a method of a field or an element's field (a selector over a selector or an index), typed through the field.
  `(short_var_declaration left: (expression_list . (identifier) @var) right: (expression_list . (call_expression function: (selector_expression operand: [(selector_expression operand: [(identifier) (index_expression)]) (index_expression)])) @val .)) @bind.chain`,
  // `v := x.(*Repo)`, `if r, ok := x.(store.Repo); ok`: the first variable has the asserted type.
  `(short_var_declaration left: (expression_list . (identifier) @var) right: (expression_list . (type_assertion_expression type: ${T}))) @bind`,
  `(short_var_declaration left: (expression_list . (identifier) @var) right: (expression_list . (type_assertion_expression type: ${Q}))) @bind.qualified`,
  // Slices, arrays and maps of a type, and the element variable of a `range` over one.
  `(parameter_declaration name: (identifier) @var type: ${ELEM}) @bind.elem`,
  // `func (c *Command) AddCommand(cmds ...*Command)`: a variadic parameter is a slice of its written type (Go spec, "Function types"), so `cmds[i]` and `range cmds` hold Commands.
  `(variadic_parameter_declaration name: (identifier) @var type: ${X}) @bind.elem`,
  `(var_spec name: (identifier) @var type: ${ELEM}) @bind.elem`,
  `(short_var_declaration left: (expression_list . (identifier) @var) right: (expression_list . (composite_literal type: ${ELEM}))) @bind.elem`,
  `(field_declaration name: (field_identifier) @var type: ${ELEM}) @bind.field.elem`,
  // Only `:=` declares the loop variables: `for _, xn = range nds` assigns a variable declared before (`var xn *node`, chi's tree.go), which keeps its type.
  `(range_clause left: (expression_list . (_) . (identifier) @var) ":=" right: [(identifier) (selector_expression operand: (identifier) field: (field_identifier))] @val) @bind.range`,
  // `for _, hook := range hooks[level]` (logrus hooks.go, `type LevelHooks map[Level][]Hook`): an element of an element, `hooks[][]` (`finish` drops the index).
  `(range_clause left: (expression_list . (_) . (identifier) @var) ":=" right: (index_expression operand: [(identifier) (selector_expression operand: (identifier) field: (field_identifier))]) @val) @bind.range`,
  // `for _, r := range store.List()`: an element of the call's declared slice result (`finish` drops the arguments).
  `(range_clause left: (expression_list . (_) . (identifier) @var) ":=" right: (call_expression) @val) @bind.range`,
  // `t := engine.trees`, `root := t[i].root`, `n := engine.byName[k]`: a field or an element read (readBind).
  `(short_var_declaration left: (expression_list . (identifier) .) right: (expression_list . [(selector_expression) (index_expression)] .)) @locals`,
  // `getCmd := func() *Command {…}`: what a call of the local function returns (readBind).
  `(short_var_declaration left: (expression_list . (identifier) .) right: (expression_list . (func_literal result: (_)) .)) @locals`,
  // `hooks [][]Hook`, `m map[Level][]Hook` (parameters, struct fields, vars): collections of collections (nestedElements; readBind).
  `(parameter_declaration type: [(slice_type) (array_type) (map_type)]) @locals`,
  `(field_declaration type: [(slice_type) (array_type) (map_type)]) @locals`,
  `(var_spec type: [(slice_type) (array_type) (map_type)]) @locals`,
].join('\n');

/**
 * The name an import path's package goes by when imported without a name:
 * its last element, less a major-version element or suffix
 * (`github.com/go-viper/mapstructure/v2` and `gopkg.in/yaml.v3` are
 * `mapstructure` and `yaml`, by the Go modules convention "Major version
 * suffixes"; the package clause, which really decides it, is not read).
 */
export function packageName(path: string): string {
  const segs = path.split('/');
  let last = segs[segs.length - 1];
  if (/^v\d+$/.test(last) && segs.length > 1) last = segs[segs.length - 2];
  return last.replace(/\.v\d+$/, '');
}

function importNode(node: Node, rec: FileRec): void {
  const path = node.childForFieldName('path')?.text.replace(/^["`]|["`]$/g, '');
  if (!path) return;
  const alias = node.childForFieldName('name')?.text;
  if (alias === '_') return;
  const local = alias === '.' ? '*' : alias ?? packageName(path);
  rec.imports.push({ local, name: '*', source: path, line: node.startPosition.row + 1 });
}

/**
 * A result type as records keep it: `Repo` (pointer and type arguments
 * dropped) or `store.Repo`; a slice, array or map of one as `[]Repo` (what
 * `range` over the call yields, graphElements `elementTypeDefs`); else undefined.
 */
function resultType(t: Node | null | undefined): string | undefined {
  if (t?.type === 'parameter_list') t = t.namedChildren.find((c) => c?.type === 'parameter_declaration')?.childForFieldName('type');
  if (t?.type === 'slice_type' || t?.type === 'array_type' || t?.type === 'map_type') {
    const elem = resultType(t.childForFieldName(t.type === 'map_type' ? 'value' : 'element'));
    return elem && !elem.startsWith('[]') ? `[]${elem}` : undefined;
  }
  if (t?.type === 'pointer_type') t = t.namedChildren[0];
  if (t?.type === 'generic_type') t = t.childForFieldName('type');
  if (t?.type === 'type_identifier') return t.text;
  if (t?.type === 'qualified_type') return t.text.replace(/\s+/g, '');
  return undefined;
}

/**
 * `switch v := x.(type) { case *Cart: v.Add() }`: inside a case naming one
 * type, `v` has that type (a case of several types, and `default`, leave it
 * untyped). Binds hold per definition, not per block, so each such case
 * gets its own name for `v` — `v$<line>_<col>` of the case (`$` is no Go
 * identifier character) — bound to the case's type, and the calls inside the
 * case whose receiver is `v` or `v.field` are renamed to it. Innermost
 * switches first, so a nested one reusing the name shadows the outer one.
 * Only files whose text holds `.(type)` are walked (one string search).
 */
function typeSwitches(rec: FileRec, root: Node, src: string): void {
  if (!src.includes('.(type)')) return;
  const switches = root.descendantsOfType('type_switch_statement');
  for (let k = switches.length - 1; k >= 0; k--) {
    const v = switches[k]?.childForFieldName('alias')?.namedChildren[0];
    if (v?.type !== 'identifier') continue;
    const name = v.text;
    for (const c of switches[k]!.namedChildren) {
      if (c?.type !== 'type_case') continue;
      const types = c.childrenForFieldName('type');
      const type = types.length === 1 ? resultType(types[0]) : undefined;
      if (type) typeInCase(rec, c, name, type);
    }
  }
}

/**
 * A struct's embedded fields (`struct{ *Store; Base }`) as its bases: their
 * methods are promoted, so `o.Save()` on an `Outer` embedding `*Store` is
 * Store's `Save` when Outer has none (graphMembers `member` walks bases);
 * an interface's embedded interfaces alike. Embedded types of another package
 * (`store.Repo`, `http.ResponseWriter`) by their qualified names.
 */
function embedded(def: DefRec, node: Node): void {
  const type = node.childForFieldName('type');
  const list = type?.namedChildren.find((c) => c?.type === 'field_declaration_list');
  const bases: string[] = [];
  // An interface embedding another (`type BindingBody interface { Binding; BindBody(…) error }`, gin's binding package):
  // its method set holds the embedded one's (Go specification, "Interface types": embedded interfaces).
  if (type?.type === 'interface_type') {
    for (const e of type.namedChildren) {
      if (e?.type !== 'type_elem' || e.namedChildCount !== 1) continue;
      const t = e.namedChild(0);
      if (t?.type === 'type_identifier') bases.push(t.text);
    }
  }
  for (const f of list?.namedChildren ?? []) {
    if (f?.type !== 'field_declaration' || f.childForFieldName('name')) continue;
    let t = f.childForFieldName('type');
    if (t?.type === 'generic_type') t = t.childForFieldName('type');
    if (t?.type === 'type_identifier') bases.push(t.text);
    // `http.ResponseWriter`, `store.Repo`: a type of another package, by its qualified name (GraphData goStdCallers reads the
    // standard library's interfaces among them; a package of the repository is looked up as a qualified type is).
    else if (t?.type === 'qualified_type') bases.push(t.text.replace(/\s+/g, ''));
  }
  if (bases.length) def.bases = bases;
}

/**
 * The function literal of `sync.OnceValue(func() *Engine {…})` or
 * `sync.OnceValues(func() (*Engine, error) {…})` (explicit type arguments
 * too): the function these return yields the literal's results (Go
 * documentation, package sync), so a var holding one is called like the
 * literal (gin's ginS `engine().GET(…)` reaches Engine.GET). Null for any
 * other call.
 */
function onceValueFunc(call: Node): Node | null {
  let callee = call.childForFieldName('function');
  if (callee?.type === 'index_expression') callee = callee.childForFieldName('operand');
  if (callee?.type !== 'selector_expression' || callee.childForFieldName('operand')?.text !== 'sync') return null;
  const field = callee.childForFieldName('field')?.text;
  if (field !== 'OnceValue' && field !== 'OnceValues') return null;
  const arg = call.childForFieldName('arguments')?.namedChild(0);
  return arg?.type === 'func_literal' ? arg : null;
}

/** A function's or method's declared (first) result type, for `r := New()` and `New().Save()` receivers, and each result's when a later one has a type (DefRec.returnsTuple); a struct's embedded types. */
function goDefExtra(def: DefRec, node: Node): void {
  if (node.type === 'type_spec' || node.type === 'type_alias') {
    if (node.type === 'type_spec') embedded(def, node);
    // `type Repo interface`, `type Mem struct`, `type Handler func(x int) error`, `type ID = string` (newcomer 14a #13: `Repo` alone).
    const t = node.childForFieldName('type')?.type;
    const keyword = t === 'struct_type' ? ' struct' : t === 'interface_type' ? ' interface' : '';
    def.signature = `type ${def.signature ?? def.name}${keyword}`;
    // `type errorMsgs []*Error`, `type H map[string]*Handler`: a named collection's element type (`Error`), what `range` over one
    // yields (graphElements namedElements: gin's `for _, msg := range a` in `func (a errorMsgs) String()`).
    const elems = resultType(node.childForFieldName('type'));
    // `type Car = Engine` (an alias, which has Engine's methods; a defined type `type Car Engine` has none of them): the type it
    // stands for (graphTypes typeDefs follows it).
    if (node.type === 'type_alias' && elems && /^\*?[A-Za-z_][\w.]*$/.test(elems)) def.returns = elems.replace(/^\*/, '');
    if (elems?.startsWith('[]')) def.returnsElem = elems.slice(2);
    // `type LevelHooks map[Level][]Hook` (logrus hooks.go): elements that are slices themselves, `[]Hook`, what `range hooks[level]` walks (graphElements).
    else if (!elems) {
      const t = node.childForFieldName('type');
      const inner = t?.type === 'slice_type' || t?.type === 'array_type' || t?.type === 'map_type' ? resultType(t.childForFieldName(t.type === 'map_type' ? 'value' : 'element')) : undefined;
      if (inner?.startsWith('[]')) def.returnsElem = inner;
    }
    return;
  }
  // `var f = func(…) *Repo {…}` (PACKAGE_FUNC_VARS): the literal's result; `var engine = sync.OnceValue(func() *Engine {…})`: alike.
  const value = node.type === 'var_spec' ? node.childForFieldName('value')?.namedChild(0) : node;
  const fn = value?.type === 'call_expression' ? onceValueFunc(value) : value;
  if (node.type === 'var_spec' && def.signature && !def.signature.startsWith('var ')) def.signature = `var ${def.signature}`;
  if (node.type === 'const_spec') {
    def.signature = `const ${node.text.replace(/\s+/g, ' ').slice(0, 200)}`;
    return;
  }
  // An interface's method, `With(…) Router` (chi's Router): its declared result types chains through it (`r.With(mw).Get(…)`).
  if (fn?.type !== 'function_declaration' && fn?.type !== 'method_declaration' && fn?.type !== 'func_literal' && fn?.type !== 'method_elem') return;
  const result = fn.childForFieldName('result');
  const r = resultType(result);
  if (r) def.returns = r;
  if (result?.type === 'parameter_list') {
    // `(c *Context, r *Engine)`, `(int, *Engine)`, `(a, b *Repo)`: one member per result, named or not.
    const members: string[] = [];
    for (const d of result.namedChildren) {
      if (d?.type !== 'parameter_declaration') continue;
      const t = resultType(d.childForFieldName('type')) ?? '';
      const names = d.namedChildren.filter((c) => c?.type === 'identifier').length;
      for (let k = 0; k < Math.max(1, names); k++) members.push(t);
    }
    if (members.length > 1 && members.slice(1).some(Boolean)) def.returnsTuple = members;
  }
}

/** Per-file fix-ups: type switch cases, `range f(x)` binds kept as the call without its arguments (`f()[]`, as callReceiver writes a chain), `range xs[i]` ones without the index (`xs[][]`). */
function finish(rec: FileRec, root: Node, src: string): void {
  // `validArgsFunc := func…; f(validArgsFunc)`: a local's value, not the function of that name (valueLocals).
  dropLocalValues(rec, src, 'go');
  typeSwitches(rec, root, src);
  if (src.includes('}).') || src.includes('}.')) literalReceivers(rec, root);
  for (const b of rec.binds) {
    // `range hooks[level]`, `range l.Hooks[level]` (the query's index_expression range): `hooks[][]`, as receivers.ts writes an element.
    const indexed = /^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)?)\[[^]*\]\[\]$/.exec(b.type);
    if (indexed) b.type = `${indexed[1]}[][]`;
    if (!b.type.endsWith(')[]')) continue;
    const call = callReceiver(b.type.slice(0, -2));
    if (call) b.type = `${call}[]`;
  }
}

/**
 * Calls on a composite literal (newcomer 19 #6, gin's `(JSON{data}).Render(w)`,
 * `(&T{…}).M()`, `T{…}.M()`, `(render.PureJSON{…}).Render(w)`): the receiver
 * is the literal's type in the cast form, `(JSON)`, `(render.PureJSON)`, so
 * the call reaches that type's method (Go spec, "Composite literals": the
 * value is of the literal's type).
 */
function literalReceivers(rec: FileRec, root: Node): void {
  for (const c of rec.calls) {
    if (c.recv !== '?' || c.kind !== 'call') continue;
    const field = root.descendantForPosition({ row: c.line - 1, column: c.col });
    let v = field?.parent?.type === 'selector_expression' ? field.parent.childForFieldName('operand') : null;
    while (v && (v.type === 'parenthesized_expression' || (v.type === 'unary_expression' && v.childForFieldName('operator')?.text === '&'))) v = v.type === 'parenthesized_expression' ? v.namedChild(0) : v.childForFieldName('operand');
    let t = v?.type === 'composite_literal' ? v.childForFieldName('type') : null;
    if (t?.type === 'generic_type') t = t.childForFieldName('type');
    if (t?.type === 'type_identifier' || t?.type === 'qualified_type') c.recv = `(${t.text.replace(/\s+/g, '')})`;
  }
}

/**
 * `t := engine.trees`, `root := t[i].root`, `n := engine.byName[k]` (a
 * short variable declaration of one name whose value is a field or an
 * element read; LangSpec.locals); `f := func() *T {…}`, a local function
 * with a declared result, as the bind `f()` of type T: the variable holds what that path holds,
 * bound to its receiver form (`engine.trees`, `t[].root`, `engine.byName[]`,
 * receivers.ts receiverText) as a member read and typed when resolving —
 * the field's declared type in the variable's class (graphTypes
 * propertyOfHeld), the element type of a slice, array or map (or of a named
 * one, `type methodTrees []methodTree`), a field of such an element. A
 * package's variable (`x := pkg.Default`) is read alike. Nothing for any
 * other value (a call, a conversion, an expression).
 */
/** The read paths typed when resolving: `x.f`, `x[]`, `x.f[]`, `x[].g`, `x.f[].g`, and a field chain `x.f.g` (up to four fields; logrus's `formatter := entry.Logger.Formatter`); a receiver form `?` or a call matches none. */
const GO_READ = /^[A-Za-z_]\w*(?:(?:\.[A-Za-z_]\w*)?(?:\[\](?:\.[A-Za-z_]\w*)?)?|(?:\.[A-Za-z_]\w*){2,4})$/;
/** An element of one call's result: `f()[]`, `c.Commands()[]` (receivers.ts receiverText of `c.Commands()[0]`). */
const GO_CALL_ELEM = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)?\(\)\[\]$/;

/** The element type node of a slice, array or map type node `t` (a map's value), else null. */
function collectionElement(t: Node | null | undefined): Node | null {
  if (t?.type === 'slice_type' || t?.type === 'array_type') return t.childForFieldName('element');
  return t?.type === 'map_type' ? t.childForFieldName('value') : null;
}

/**
 * `func f(hooks [][]Hook)`, `hooks map[Level][]Hook` (a struct field),
 * `var grid [4][]*Cell`: a collection whose elements are collections of a
 * named type (`*T`, `pkg.T`; Go spec, "Slice types", "Map types": ranging over
 * one gives its elements, a map's values). Each name declared is bound
 * `hooks[][]` (a field's in its struct) to that type, what an element of an
 * element holds: `for _, hs := range hooks { for _, h := range hs {…} }`,
 * `range hooks[lvl]` and `hooks[i][j].Fire()` read it (graphElements
 * goElementsOfElements). Nothing for a flat collection (`bind.elem`) or any
 * deeper nesting.
 */
function nestedElements(node: Node, b: FileBuilder): void {
  let t = collectionElement(collectionElement(node.childForFieldName('type')));
  if (t?.type === 'pointer_type') t = t.namedChildren[0];
  if (t?.type === 'generic_type') t = t.childForFieldName('type');
  if (t?.type !== 'type_identifier' && t?.type !== 'qualified_type') return;
  for (const n of node.childrenForFieldName('name')) if (n && n.text !== '_') b.bindElem(node.type === 'field_declaration', node, n, t, '[]');
}

function readBind(node: Node, b: FileBuilder): void {
  if (node.type !== 'short_var_declaration') return nestedElements(node, b);
  const v = node.childForFieldName('left')?.namedChildren[0];
  const value = node.childForFieldName('right')?.namedChildren[0];
  if (v?.type !== 'identifier' || !value || v.text === '_') return;
  if (value.type === 'func_literal') {
    // `getCmd := func() *Command {…}` (cobra's flag_groups_test.go): the bind `getCmd()` holds the literal's declared result, so
    // `getCmd().Flags()` and `c := getCmd()` are typed as a package function's result is (graphTypes typeDefs, localResult).
    const result = resultType(value.childForFieldName('result'));
    if (result) b.bindNamed(node, `${v.text}()`, result);
    return;
  }
  const path = receiverText(value);
  if (GO_READ.test(path)) b.bindChain(false, node, v, path, true);
  // `sub := c.Commands()[0]` (cobra's flag_groups_test.go): an element of the call's declared slice result, as `range c.Commands()` binds.
  else if (GO_CALL_ELEM.test(path)) b.bindChain(false, node, v, path);
}

/**
 * A receiver headed by the built-in `new(T)` (mux's tests: `new(Route).Host("a").Subrouter()`): a `*T` (The Go
 * Programming Language Specification, "Allocation"), read as a composite literal's `(T)` heads its chain (`(Route)`,
 * `(Route).Host()`, `(mux.Route)`); undefined for any other receiver (receivers.ts reads it).
 */
function newReceiver(recv: Node): string | undefined {
  let head: Node | null = recv;
  for (let k = 0; head?.type === 'call_expression' && k < 16; k++) {
    const fn = head.childForFieldName('function');
    if (fn?.type === 'identifier') break;
    head = fn?.type === 'selector_expression' ? fn.childForFieldName('operand') : null;
  }
  if (head?.type !== 'call_expression' || head.childForFieldName('function')?.text !== 'new') return undefined;
  const arg = head.childForFieldName('arguments')?.namedChild(0);
  const t = arg?.type === 'type_identifier' || arg?.type === 'qualified_type' ? arg.text.replace(/\s+/g, '') : undefined;
  if (!t) return undefined;
  const text = receiverText(recv);
  return text.startsWith('new()') ? `(${t})${text.slice(5)}` : undefined;
}

export const goSpec: LangSpec = {
  query: QUERY,
  receiver: newReceiver,
  locals: readBind,
  importNode,
  defExtra: goDefExtra,
  finish,
  exported: (def: DefRec) => /^\p{Lu}/u.test(def.name),
  // A spec's doc is the comment above it, or above its declaration when it stands alone (`// X is …` then `const X = 1`, `var X = …`).
  docAnchor: (node: Node) =>
    (node.type === 'type_spec' && node.parent?.type === 'type_declaration') || (node.type === 'const_spec' && node.parent?.type === 'const_declaration' && node.parent.namedChildCount === 1) || (node.type === 'var_spec' && node.parent?.type === 'var_declaration')
      ? node.parent!
      : node,
};
