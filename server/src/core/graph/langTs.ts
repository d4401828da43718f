/**
 * TypeScript, TSX and JavaScript extraction: definitions (functions, classes,
 * methods, interfaces, types, enums, consts holding functions and other
 * module-level consts), calls and `new`, ES module imports/exports (aliases,
 * namespaces, default, re-exports, `export *`), CommonJS `require` /
 * `module.exports`, and static types of variables, parameters and fields for
 * receiver resolution. The import and export records: langTsImports.ts;
 * the walk: langTsWalk.ts (declarators and assignments: langTsDecls.ts).
 */
import { dropLocalValues } from './valueLocals';
import { SourceLines } from './sourceLines';
import type { Node } from 'web-tree-sitter';
import { callSignatures } from './langTsParamTypes';
import type { DefRec, FileRec } from './types';
import type { LangSpec } from './extract';
import { tsRetryText } from './tsGrammarGaps';
import { jsDocComment } from './docComment';
import { tsWalker } from './langTsWalk';
import { unwrapValue } from './langTsDecls';
import { exportNode, importNode, isDefault } from './langTsImports';
import { COLLECTIONS, elementType } from './langTsTypes';
import { arrowSignature, namespaceSignature, qualifiedBases } from './langTsDefs';
import { valueRefs } from './langTsValues';
import { escapingFunctions } from './langTsEscapes';

const TYPE_ANN = `type: (type_annotation [(type_identifier) @type (generic_type name: (type_identifier) @type)])`;

function query(typed: boolean): string {
  const q = [
    `(function_declaration name: (identifier) @name body: (_) @body) @def.function`,
    `(generator_function_declaration name: (identifier) @name body: (_) @body) @def.function`,
    `(class_declaration name: (_) @name (class_heritage ${typed ? '(extends_clause value: (_) @base)' : '(_) @base'})? body: (_) @body) @def.class`,
    `(method_definition name: (_) @name body: (_) @body) @def.method`,
    `(variable_declarator name: (identifier) @name value: [(arrow_function body: (_) @body) (function_expression body: (_) @body) (generator_function body: (_) @body)]) @def.function`,
    `(function_expression name: (identifier) @name body: (_) @body) @def.function`,
    // The walk also looks through (…), `as T`, `satisfies T`, `<T>x` and `x!` around the value (unwrapValue), which a query cannot nest freely.
    `(program (lexical_declaration (variable_declarator name: (identifier) @name) @def.const))`,
    `(program (export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name) @def.const)))`,
    // A property of a top-level const's object literal holding a function is that const's method (`api.save`; also
    // in `export const` and through `as const` / `satisfies T`: langTsTypes valueAliases).
    `(program (lexical_declaration (variable_declarator value: (object (pair key: (property_identifier) @name value: [(arrow_function body: (_) @body) (function_expression !name body: (_) @body)]) @def.method))))`,
    `(call_expression function: (identifier) @name) @call`,
    `(call_expression function: (member_expression object: (_) @recv property: [(property_identifier) (private_property_identifier)] @name)) @call`,
    `(new_expression constructor: (identifier) @name) @new`,
    `(new_expression constructor: (member_expression object: (_) @recv property: (property_identifier) @name)) @new`,
    // JSX (TSX, and JavaScript's grammar) calls a component: `<Icon />`, `<Foo.Bar>` (the walk's onJsx; an
    // upper-case or member tag only — `<div>` is intrinsic). Not written as patterns here, since the TypeScript
    // grammar, which shares this spec with TSX, has no JSX nodes to compile them against.
    `(import_statement) @import`,
    `(export_statement) @export`,
    `(variable_declarator name: (_) value: (call_expression function: (identifier) @fn arguments: (arguments . (string)) (#eq? @fn "require"))) @import`,
    `(variable_declarator name: (identifier) value: (member_expression object: (call_expression function: (identifier) @fn arguments: (arguments . (string)) (#eq? @fn "require")) property: (property_identifier))) @import`,
    `(variable_declarator name: (identifier) @var value: (new_expression constructor: (identifier) @type)) @bind`,
    `(assignment_expression left: (member_expression object: (this) property: (property_identifier) @var) right: (new_expression constructor: (identifier) @type)) @bind.this`,
  ];
  if (typed) {
    q.push(
      `(abstract_class_declaration name: (_) @name (class_heritage (extends_clause value: (_) @base))? body: (_) @body) @def.class`,
      `(class_declaration name: (_) @name (class_heritage (implements_clause (_) @base)) body: (_) @body) @def.class`,
      `(interface_declaration name: (_) @name (extends_type_clause (_) @base)? body: (_) @body) @def.interface`,
      `(type_alias_declaration name: (_) @name value: (_) @body) @def.type`,
      `(enum_declaration name: (_) @name body: (_) @body) @def.enum`,
      // The walk merges a signature into the same-named member right after it (FileBuilder.methodSignature: overloads).
      `(method_signature name: (_) @name) @def.method`,
      `(function_signature name: (identifier) @name) @overload`,
      `(abstract_method_signature name: (_) @name) @def.method`,
      `(public_field_definition name: (_) @name value: [(arrow_function body: (_) @body) (function_expression body: (_) @body)]) @def.method`,
      `(variable_declarator name: (identifier) @var ${TYPE_ANN}) @bind`,
      `(required_parameter pattern: (identifier) @var ${TYPE_ANN}) @bind`,
      `(optional_parameter pattern: (identifier) @var ${TYPE_ANN}) @bind`,
      `(required_parameter (accessibility_modifier) pattern: (identifier) @var ${TYPE_ANN}) @bind.field`,
      `(public_field_definition name: (property_identifier) @var ${TYPE_ANN}) @bind.field`,
      `(public_field_definition name: (property_identifier) @var value: (new_expression constructor: (identifier) @type)) @bind.field`,
    );
  } else {
    q.push(
      `(field_definition property: (_) @name value: [(arrow_function body: (_) @body) (function_expression body: (_) @body)]) @def.method`,
      `(field_definition property: (property_identifier) @var value: (new_expression constructor: (identifier) @type)) @bind.field`,
      `(assignment_expression left: (member_expression object: (member_expression object: (identifier) @obj property: (property_identifier)) property: (property_identifier) @name) right: [(arrow_function body: (_) @body) (function_expression body: (_) @body)] (#eq? @obj "module")) @def.function`,
      `(assignment_expression left: (member_expression object: (identifier) @obj property: (property_identifier) @name) right: [(arrow_function body: (_) @body) (function_expression body: (_) @body)] (#eq? @obj "exports")) @def.function`,
    );
  }
  return q.join('\n');
}

function declStatement(node: Node): Node {
  // variable_declarator → lexical_declaration; then an export statement around either.
  let n = node.type === 'variable_declarator' && node.parent ? node.parent : node;
  if (n.parent?.type === 'export_statement') n = n.parent;
  return n;
}

/** The JSDoc above a declaration (its statement; `exports.f = function` is documented above the assignment's statement), cut to `max` characters. */
function doc(node: Node, max?: number): string | undefined {
  const stmt = node.type === 'assignment_expression' && node.parent?.type === 'expression_statement' ? node.parent : declStatement(node);
  return jsDocComment(stmt, max);
}

function exported(def: DefRec, node: Node): boolean {
  if (def.parent >= 0 && def.kind !== 'method') return false;
  const stmt = declStatement(node);
  if (stmt.type === 'export_statement') {
    if (isDefault(stmt)) def.isDefault = true;
    return true;
  }
  if (def.kind === 'method') return true;
  // `module.exports.x = function` / `exports.x = function` are CommonJS exports.
  return node.type === 'assignment_expression';
}

const FN_NODES = new Set(['arrow_function', 'function_expression', 'generator_function']);

/** Names of a function node's parameters ('' for destructured ones). */
function paramNames(fn: Node): string[] {
  const ps = fn.childForFieldName('parameters');
  if (!ps) {
    const single = fn.childForFieldName('parameter');
    return single ? [single.text] : [];
  }
  return ps.namedChildren.filter((p) => p && p.type !== 'comment').map((p) => {
    const pat = p!.childForFieldName('pattern') ?? p!;
    return pat.type === 'identifier' ? pat.text : '';
  });
}

/** Type names inside a union/intersection (or a single named type); `qualified` keeps `ns.T` (a return type's) whole. */
function typeNames(n: Node, out: string[], qualified = false): string[] {
  if (n.type === 'type_identifier' || (qualified && n.type === 'nested_type_identifier')) out.push(n.text.replace(/\s+/g, ''));
  else if (n.type === 'generic_type') {
    const name = n.childForFieldName('name');
    if (name) out.push(name.text);
  } else if (n.type === 'union_type' || n.type === 'intersection_type' || n.type === 'parenthesized_type') {
    for (const c of n.namedChildren) if (c) typeNames(c, out, qualified);
  }
  return out;
}

const PROMISES = new Set(['Promise', 'PromiseLike']);

/**
 * What a function declares it returns, set on `def`: `returns`, the one named
 * type (`(): Repo`, `(): Repo | undefined`, `(): Promise<Repo>` → `Repo`: an
 * awaited call and a `.then` alike reach Repo's members through it; `(): this`
 * → `this`, a fluent method returning its receiver), or `returnsElem`, the
 * element type of a declared collection (`(): Repo[]`, `Map<K, Repo>`,
 * `Promise<readonly Repo[]>` → `Repo`; langTsTypes elementType).
 */
function returnType(fn: Node, def: DefRec): void {
  // Each property read is a call into the parser: the common shapes read as few as they can.
  const declared = fn.childForFieldName('return_type');
  if (!declared) {
    impliedResult(fn, def);
    return;
  }
  let t: Node | null | undefined = declared.namedChild(0);
  let tt = t?.type;
  // `(): frames.Frame` (a namespace import) is kept whole and resolved in that module (graphTypes qualifiedType).
  if (tt === 'type_identifier' || tt === 'nested_type_identifier') {
    def.returns = t!.text.replace(/\s+/g, '');
    return;
  }
  if (tt === 'this_type') {
    def.returns = 'this';
    return;
  }
  if (tt === 'generic_type') {
    const name = t!.childForFieldName('name');
    const n = name?.text;
    if (!n || !PROMISES.has(n)) {
      const elem = n && COLLECTIONS.has(n) ? elementType(t!, fn.tree.language.fieldIdForName('name') ?? 0) : null;
      if (elem) def.returnsElem = elem.text.replace(/<.*$/s, '');
      else if (n) def.returns = n;
      return;
    }
    t = name!.nextNamedSibling?.namedChild(0);
    tt = t?.type;
    if (tt === 'type_identifier' || tt === 'nested_type_identifier') {
      def.returns = t!.text.replace(/\s+/g, '');
      return;
    }
  }
  if (tt === 'array_type' || tt === 'readonly_type' || (tt === 'generic_type' && COLLECTIONS.has(t!.namedChild(0)?.text ?? ''))) {
    const elem = elementType(t!, fn.tree.language.fieldIdForName('name') ?? 0);
    if (elem) def.returnsElem = elem.text.replace(/<.*$/s, '');
    return;
  }
  if (tt !== 'union_type' && tt !== 'generic_type' && tt !== 'parenthesized_type') return;
  const names = typeNames(t!, [], true);
  if (names.length === 1) def.returns = names[0];
}


/** `this.x`, `this.x ?? …`, `this.x || …` (the field's type): the one shape whose type lies in a field. */
const THIS_FIELD = /^(?:await\s+)?this\.([A-Za-z_$][\w$]*)\s*(?:$|\?\?|\|\|)/;
/** `new Repo(…)`, `new ns.Repo<T>(…)`. */
const NEW_OF = /^new\s+([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)\s*(?:<[^()]*>)?\s*\(/;
/** `… as Repo` (not `as const`, `as any`: no type of the repository). */
const AS_TYPE = /\bas\s+([A-Z][\w$]*(?:\.[A-Za-z_$][\w$]*)?)\s*$/;

/**
 * What a function without a declared return type evidently returns, set on
 * `def.returns`, read from a body of one statement `return <expr>` only (a
 * longer body is not read: each node read is a call into the parser):
 * `return this.queryRunner ?? …` → `this.queryRunner` (the field's declared
 * type, graphElements returned), `return new Repo(…)` → `Repo`, `return x as
 * Repo` → `Repo`, `return this` → `this`. typeorm: `protected
 * obtainQueryRunner() { return this.queryRunner ?? … }` types the
 * `queryRunner` every query builder's execute() releases and commits.
 */
function impliedResult(fn: Node, def: DefRec): void {
  const body = fn.childForFieldName('body');
  if (!body || body.type !== 'statement_block') return;
  const count = body.namedChildCount;
  if (count !== 1) {
    if (count > 1) builtAndReturned(body, def);
    return;
  }
  const ret = body.namedChild(0);
  if (ret?.type !== 'return_statement') return;
  let expr = ret.namedChild(0);
  // `return (\n this.queryRunner ?? … \n)`, as formatters wrap a long expression.
  if (expr?.type === 'parenthesized_expression') expr = expr.namedChild(0);
  if (!expr) return;
  const text = expr.text;
  if (text === 'this') {
    def.returns = 'this';
    return;
  }
  const field = THIS_FIELD.exec(text);
  const type = field ? `this.${field[1]}` : (NEW_OF.exec(text) ?? AS_TYPE.exec(text))?.[1];
  if (type) def.returns = type;
}

/**
 * A body that makes a value, sets it up and returns it, `const program = new
 * commander.Command(); program.exitOverride(); return program;` (commander's
 * tests' makeProgram; newcomer 39 #5): the class constructed (NEW_OF), when
 * the last statement returns a name a `const`/`let`/`var` of the body's own
 * statements declares with a `new`. Other bodies are not read further.
 */
function builtAndReturned(body: Node, def: DefRec): void {
  const ret = body.lastNamedChild;
  const name = ret?.type === 'return_statement' ? ret.namedChild(0) : null;
  if (name?.type !== 'identifier') return;
  const wanted = name.text;
  for (const stmt of body.namedChildren) {
    if (stmt?.type !== 'lexical_declaration' && stmt?.type !== 'variable_declaration') continue;
    for (const d of stmt.namedChildren) {
      if (d?.type !== 'variable_declarator' || d.childForFieldName('name')?.text !== wanted) continue;
      const made = NEW_OF.exec(d.childForFieldName('value')?.text ?? '')?.[1];
      if (made) def.returns = made;
      return;
    }
  }
}

/**
 * Contextual typing the resolver can use: a function's declared return type; a function-valued const with a
 * declared function type records its parameter names and the type; a type
 * alias of a function type records its parameter types; a type alias of a
 * union records the member types as bases.
 */
/** JSDoc's `@returns {Logger}` / `@return {ns.Logger}` (a plain or dotted type name; JSDoc "@returns" tag). */
const JSDOC_RETURNS = /@returns?\s+\{\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)\s*\}/;

/**
 * A function without a declared or evident result whose JSDoc names one (`/** @returns {Logger} *\/`, newcomer 13b #9): DefRec.returns.
 * A doc the record keeps cut (DOC_MAX) is read again whole: commander's `option` documents `@return {Command}` after an
 * `@example` block, ~700 characters in, and its chains `program.option(…).option(…)` went unresolved (newcomer 39 #4).
 */
function docReturns(def: DefRec, node: Node): void {
  if (def.returns || def.returnsElem || !def.doc) return;
  const text = def.doc.includes('@return') ? def.doc : def.doc.endsWith('…') ? doc(node, Infinity) : undefined;
  const m = text?.includes('@return') ? JSDOC_RETURNS.exec(text) : null;
  if (m) def.returns = m[1];
}

function defExtra(def: DefRec, node: Node): void {
  const nt = node.type;
  if (nt === 'function_declaration' || nt === 'function_expression' || nt === 'method_definition' || nt === 'method_signature' || nt === 'abstract_method_signature') {
    returnType(node, def);
    docReturns(def, node);
    if (nt !== 'function_expression') callSignatures(def, node);
  } else if (nt === 'variable_declarator') {
    const value = unwrapValue(node.childForFieldName('value'));
    if (!value || !FN_NODES.has(value.type)) return;
    arrowSignature(def, value);
    returnType(value, def);
    docReturns(def, node);
    callSignatures(def, node, value);
    const ann = node.childForFieldName('type')?.namedChildren[0];
    if (ann) {
      const t = typeNames(ann, [])[0];
      if (t) {
        def.fnType = t;
        def.params = paramNames(value);
      }
    }
  } else if (nt === 'assignment_expression') {
    // `res.send = function send(body) {…}`, `app.handle = (x) => …`, `exports.k = () => …` (langTsAssigned, langTsDecls onAssignment).
    const value = unwrapValue(node.childForFieldName('right'));
    if (!value || !FN_NODES.has(value.type)) return;
    arrowSignature(def, value);
    returnType(value, def);
    docReturns(def, node);
  } else if (nt === 'pair') {
    // `save: (): Repo => …` in a const's object literal (langTsTypes valueAliases): a method's declared result.
    const value = node.childForFieldName('value');
    if (value && FN_NODES.has(value.type)) {
      arrowSignature(def, value);
      returnType(value, def);
    }
  } else if (nt === 'public_field_definition' || nt === 'field_definition') {
    // A class field holding a function (`later = () => {…}`): a method, with the arrow's result type.
    const value = unwrapValue(node.childForFieldName('value'));
    if (value && FN_NODES.has(value.type)) {
      arrowSignature(def, value);
      returnType(value, def);
    }
  } else if (def.kind === 'namespace' && (nt === 'property_identifier' || nt === 'identifier')) {
    namespaceSignature(def, node);
  } else if (nt === 'interface_declaration') {
    callSignatures(def, node);
  } else if (nt === 'class_declaration' || nt === 'abstract_class_declaration' || nt === 'class') {
    qualifiedBases(def, node);
  } else if (node.type === 'type_alias_declaration') {
    const value = node.childForFieldName('value');
    if (!value) return;
    if (value.type === 'function_type') {
      def.paramTypes = (value.childForFieldName('parameters')?.namedChildren ?? []).map((p) => {
        const ann = p?.childForFieldName('type')?.namedChildren[0];
        return ann ? typeNames(ann, [])[0] ?? '' : '';
      });
    } else {
      const names = typeNames(value, []);
      if (names.length) def.bases = names;
    }
  }
}

/**
 * Words that start a statement or an expression: the name a method
 * signature or definition gets when the grammar's error recovery reads
 * statements as members (hono's helper/factory/index.ts, before
 * tsGrammarGaps' retry: `method const`, `method if`, `method return`).
 * Valid member names in a whole tree (`{ if() {} }`), so dropped only
 * where the member or its body around it has an error (keepDef).
 */
const STATEMENT_WORDS = new Set([
  'await', 'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'export', 'extends', 'finally',
  'for', 'function', 'if', 'import', 'in', 'instanceof', 'let', 'new', 'return', 'super', 'switch', 'this', 'throw', 'try', 'typeof', 'var', 'void', 'while', 'with', 'yield',
]);

/** Member nodes error recovery may name by a statement's keyword. */
const MEMBER_TYPES = new Set(['method_signature', 'method_definition', 'abstract_method_signature', 'public_field_definition', 'property_signature']);

/** Whether each tree seen has an error anywhere, asked of its root once per tree (keepDef runs for every definition). */
const errorTrees = new WeakMap<object, boolean>();

/** Whether the tree holding `node` has an error anywhere. */
function treeHasError(node: Node): boolean {
  let e = errorTrees.get(node.tree);
  if (e === undefined) {
    e = node.tree.rootNode.hasError;
    errorTrees.set(node.tree, e);
  }
  return e;
}

/**
 * Drops consts that only hold `require(…)` / `import(…)`, or one property of
 * it (`require('./svc').default`): they are imports, not definitions; and
 * members named by a statement keyword in an error's recovery
 * (STATEMENT_WORDS: the member or the body holding it has an error).
 */
function keepDef(node: Node): boolean {
  if (node.type !== 'variable_declarator') {
    if (!MEMBER_TYPES.has(node.type) || !treeHasError(node) || !(node.hasError || node.parent?.hasError)) return true;
    const name = node.childForFieldName('name');
    return !name || !STATEMENT_WORDS.has(name.text);
  }
  let v = node.childForFieldName('value');
  if (v?.type === 'await_expression') v = v.namedChildren[0] ?? null;
  if (v?.type === 'member_expression' && v.childForFieldName('property')?.type === 'property_identifier') v = v.childForFieldName('object');
  if (v?.type !== 'call_expression') return true;
  const fn = v.childForFieldName('function');
  return !(fn && (fn.text === 'require' || fn.type === 'import'));
}

function make(typed: boolean): LangSpec {
  return {
    query: query(typed),
    // TypeScript's generic call signatures on their own lines and members named `abstract` (tsGrammarGaps.ts); JavaScript has neither.
    ...(typed ? { retry: tsRetryText } : {}),
    walk: tsWalker(typed, importNode, exportNode),
    importNode,
    exportNode,
    exported,
    doc,
    keepDef,
    defExtra,
    // Nested functions that leave their function as values, and the literal a function returns (langTsEscapes), from the value places the walk kept.
    // Functions handed on as values (langTsValues), once a script is known as one (its names may be other scripts' globals).
    finish: (rec, root, src, _blanked, walked) => {
      escapingFunctions(rec, walked);
      if (scriptFile(rec, src)) {
        rec.script = true;
        const locals = scriptLocals(root);
        if (locals.length) rec.scriptLocals = locals;
      }
      const lines = new SourceLines(src);
      valueRefs(rec, root, src, walked, lines);
      dropLocalValues(rec, src, rec.lang, lines);
    },
  };
}

/**
 * Whether a TS/JS file is a script rather than a module: it imports nothing
 * (ES `import`, CommonJS `require`), re-exports nothing, exports no top-level
 * definition, and its text has no line starting with `import` or `export`
 * (`export {}`, `export default 1`, which name no definition) nor any
 * `module.exports`, `exports.x`, `exports[…]` or `require(` (CommonJS: each
 * file its own scope). ECMAScript binds a script's top-level declarations in
 * the global scope and TypeScript reads a file without `import` or `export`
 * as a global script (its `moduleDetection: auto`). The text test errs
 * toward "module": a comment starting a line with `import` makes one.
 */
function scriptFile(rec: FileRec, src: string): boolean {
  if (rec.imports.length || rec.exports.length) return false;
  // Methods assigned at the top level (`Foo.prototype.bar = function…`) are exported members of a script's class, not exports.
  if (rec.defs.some((d) => d.parent < 0 && (d.exported || d.isDefault) && d.kind !== 'method' && d.container === undefined)) return false;
  return !MODULE_SYNTAX.test(src);
}
/**
 * The names a script declares as variables (`var`/`let`/`const`, plain
 * names) or function parameters anywhere in it, sorted: a bare call of one
 * calls that variable, not a global of another script (GraphScope
 * scriptGlobals; file-wide rather than per scope, so a name declared in one
 * function hides the global in all of them).
 */
function scriptLocals(root: Node): string[] {
  const names = new Set<string>();
  for (const n of root.descendantsOfType(['variable_declarator', 'formal_parameters'])) {
    if (n.type === 'variable_declarator') {
      const id = n.childForFieldName('name');
      if (id?.type === 'identifier') names.add(id.text);
      continue;
    }
    for (const p of n.namedChildren) {
      // JS: `a`, `a = 1`; TS: `a: T`, `a?: T = 1` (required_parameter / optional_parameter with a pattern).
      const id = p.type === 'identifier' ? p : p.type === 'assignment_pattern' ? p.childForFieldName('left') : p.childForFieldName('pattern');
      if (id?.type === 'identifier') names.add(id.text);
    }
  }
  return [...names].sort();
}
const MODULE_SYNTAX = /^[ \t]*(?:import|export)\b|\bmodule\s*\.\s*exports\b|\bexports\s*[.[]|\brequire\s*\(/m;

/** TypeScript (and TSX: same node names). */
export const typescriptSpec: LangSpec = make(true);
/** JavaScript (ES modules and CommonJS). */
export const javascriptSpec: LangSpec = make(false);
