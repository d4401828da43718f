/**
 * Where a variable's binds take effect. A variable bound more than once in
 * one scope (`e = Engine(); e.run(); e = Other(); e.run()`, Ruby `res =
 * FooSvc.new` in one `it do … end` block and `res = BarSvc.new` in the next,
 * a TypeScript `let` reassigned) holds, at a call, what its nearest bind
 * before the call gave it, among the binds whose block holds the call: a bind
 * inside a sibling block does not reach it; one inside an `if` the call comes
 * after does not replace the earlier bind but joins it (mayAlsoHold: the
 * variable holds either).
 * Extraction records the place and reach of such binds only (BindRec.line …
 * endCol), and of a variable declared inside a nested block (`if (c) { const
 * w = new Circle(); }`, Java `Checking acct = …` in a loop), which is another
 * variable than the outer one or the field of that name, even when it is the
 * name's only bind; any other name bound once in its scope, or always to one
 * type, needs none, which keeps records small (typeorm: 1% of the pack).
 * Resolution (graphTypes bindFor, exactClass) asks for the binds in effect at
 * a call (bindsAt).
 */
import type { Node } from 'web-tree-sitter';
import type { BindRec, CallRec, FileRec } from './types';
import { SourceLines } from './sourceLines';

/**
 * The type of a bind that names a variable of no type known here (Python
 * `lambda app: …`, `for app in [a, b]`, `except (A, B) as app`): it types
 * nothing, but where it is in effect it hides a variable of its name bound
 * before it or around it (a test's fixture parameter: graphTypes bindFor
 * answers nothing there; pythonLocals.ts).
 */
export const UNTYPED = '?';

/** A place in a file: 1-based line, 0-based UTF-16 column (CallRec's). */
export interface Place {
  line: number;
  col: number;
}

/**
 * Nodes that bound a bind's reach, by grammar node type across languages: a
 * braced block (TS/JS `statement_block`; Python, Go, Rust, Java `block`; Ruby
 * `{ … }` and `do … end`; C/C++ `compound_statement`), a case of a switch
 * (TS/JS `switch_case`; Go `expression_case`, `type_case`, `default_case`,
 * `communication_case` of a select: a Go case is a block of its own, The Go
 * Programming Language Specification, "Blocks"), and statements whose body may be one unbraced statement (TS/JS `if (c) v =
 * new B();`, `for (const r of rs)` holding its loop variable).
 */
const BLOCKS: ReadonlySet<string> = new Set([
  'statement_block', 'block', 'compound_statement', 'do_block', 'switch_case', 'switch_default',
  'expression_case', 'type_case', 'default_case', 'communication_case',
  'if_statement', 'else_clause', 'for_statement', 'for_in_statement', 'while_statement', 'do_statement',
]);

/**
 * Grammar node types of a statement that declares a new variable of its
 * block (not an assignment), by language: inside a block it shadows an outer
 * variable of the same name rather than assigning it (newcomer 13a #2: Go
 * `d := d.ToFeet()` inside an `if` changed the outer d's type after it).
 * JavaScript's `var` (function scoped, `variable_declaration`) is not one;
 * Python and Ruby have no block scope. Java and C# forbid a local shadowing
 * another local, but a local declared in a block shadows a field there only
 * (`acct.close(); if (c) { Checking acct = …; }`: the first call is the field's).
 */
const DECLARATIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  go: new Set(['short_var_declaration', 'var_declaration']),
  java: new Set(['local_variable_declaration']),
  csharp: new Set(['local_declaration_statement']),
  swift: new Set(['property_declaration']),
  kotlin: new Set(['property_declaration']),
  dart: new Set(['local_variable_declaration', 'initialized_variable_definition']),
  lua: new Set(['variable_declaration']),
  scala: new Set(['val_definition', 'var_definition']),
  typescript: new Set(['lexical_declaration']),
  tsx: new Set(['lexical_declaration']),
  javascript: new Set(['lexical_declaration']),
  rust: new Set(['let_declaration']),
  zig: new Set(['variable_declaration']),
  c: new Set(['declaration']),
  cpp: new Set(['declaration']),
};

/**
 * Grammar node types of a loop whose header declares its variable, by
 * language (Java `for (Item item : items)`, C# `foreach (var item in
 * items)`, Kotlin `for (item in items)`, Swift `for item in items`, Dart `for (var item in items)`): the loop is that variable's block, so a field of its name keeps
 * its own type before and after the loop (the JLS and C# specification scope
 * the variable to the loop's body). The bind of such a loop takes effect at
 * the variable's name, not at the loop's end (loopDeclares).
 */
const LOOP_DECLARATIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  // A Java or C# catch clause's exception parameter is the clause's (JLS §14.20, C# specification "The try statement").
  java: new Set(['enhanced_for_statement', 'catch_clause']),
  csharp: new Set(['foreach_statement', 'catch_clause']),
  // Kotlin `for (item in items)`, Swift `for item in items`, Dart `for (var item in items)`: the variable is the
  // loop body's (Kotlin specification, "For-loop statement"; The Swift Programming Language, "For-In Loops"; Dart "Loops").
  kotlin: new Set(['for_statement']),
  swift: new Set(['for_statement']),
  dart: new Set(['for_statement']),
  // Python's comprehensions (not its `for` statement, whose variable outlives the loop): their variables are their own
  // (The Python Language Reference, "Displays for lists, sets and dictionaries"), in effect in the whole comprehension;
  // so are a lambda's parameters, in its body ("Lambdas": the body runs as a function's).
  python: new Set(['generator_expression', 'list_comprehension', 'set_comprehension', 'dictionary_comprehension', 'lambda']),
  // A TS/JS catch clause's parameter is the clause's (ECMA-262 "Runtime Semantics: CatchClauseEvaluation": a new environment
  // for the clause), of no known type (FileBuilder.bindUnknown): it hides a variable of its name in the clause only.
  typescript: new Set(['catch_clause']),
  tsx: new Set(['catch_clause']),
  javascript: new Set(['catch_clause']),
};

/**
 * Loops (LOOP_DECLARATIONS) whose variable is read before its header:
 * a Python comprehension's result expression comes first (`x.run()` of
 * `(x.run() for x in xs)`), so its bind takes effect at the comprehension's
 * start (loopStart), not at the variable.
 */
const RESULT_FIRST: ReadonlySet<string> = new Set(['generator_expression', 'list_comprehension', 'set_comprehension', 'dictionary_comprehension']);

/**
 * Where the bind of a loop declaring its variable (loopDeclares) takes
 * effect, as a UTF-16 offset: the loop's start when its result expression
 * precedes the header (RESULT_FIRST, a Python comprehension), else the end
 * of its variable `varNode`.
 */
export function loopStart(node: Node, varNode: Node): number {
  return RESULT_FIRST.has(node.type) ? node.startIndex : varNode.endIndex;
}

/**
 * Whether binding node `node` of a file of `lang` is a loop declaring its
 * variable in its header (LOOP_DECLARATIONS): FileBuilder then places the
 * bind at the variable (inside the loop), not after the loop.
 */
export function loopDeclares(lang: string, node: Node): boolean {
  return LOOP_DECLARATIONS[lang]?.has(node.type) === true;
}

/** PHP: grammar node types of functions, the closures among them marked true. */
const PHP_FUNCTIONS: ReadonlyMap<string, boolean> = new Map([
  ['anonymous_function', true], ['arrow_function', true], ['function_definition', false], ['method_declaration', false],
]);

/** The BLOCKS that are statements (a function's body is never one of them): a declaration they hold is nested in its scope. */
const STATEMENT_BLOCKS: ReadonlySet<string> = new Set([
  'switch_case', 'switch_default', 'expression_case', 'type_case', 'default_case', 'communication_case', 'if_statement', 'else_clause', 'for_statement', 'for_in_statement', 'while_statement', 'do_statement',
]);

/**
 * Grammar node types whose block child is a nested block, not a function's
 * body: BLOCKS, and by language `if`/`else`, loops, `try`/`catch`/`finally`,
 * switch and match arms, labeled and bare blocks (Go's `statement_list`,
 * Rust's `expression_statement` around a bare `{ … }`). A callback's body
 * (`xs.forEach((x) => { … })`, a Java lambda) is not one.
 */
const NESTING: ReadonlySet<string> = new Set([
  ...BLOCKS, 'statement_list', 'expression_statement', 'labeled_statement',
  'if_expression', 'elseif_statement', 'else_statement',
  'for_expression', 'for_range_loop', 'enhanced_for_statement', 'foreach_statement', 'while_expression', 'loop_expression', 'do_while_statement', 'repeat_statement',
  'try_statement', 'try_expression', 'try_with_resources_statement', 'catch_clause', 'catch_block', 'finally_clause', 'finally_block',
  'match_arm', 'when_entry', 'case_clause', 'switch_block_statement_group', 'switch_section',
  'using_statement', 'lock_statement', 'synchronized_statement',
]);

/**
 * The nested block holding the variable binding node `n` declares, or null:
 * the innermost BLOCKS node around `n` when `n` (or one of its 4 nearest
 * ancestors, stopping at a block) is a declaration of `lang` (DECLARATIONS)
 * and that block is a statement (STATEMENT_BLOCKS: Swift `if c { let d = … }`,
 * `for (let i = 0; …)`) or the child of one (NESTING: `if (c) { const d = … }`);
 * a declaration in a function's body itself reaches the scope's end, so only
 * a nested one can be left before a call. A loop declaring its variable
 * (loopDeclares) is its own block. In PHP, the block of the closure
 * `n` sits in (`function () { $d = … }`), whose variables are its own (PHP
 * manual, "Anonymous functions": outer ones only through `use`).
 */
function nestedBlock(lang: string, n: Node): Node | null {
  if (lang === 'php') {
    let block: Node | null = null;
    for (let up: Node | null = n; up; up = up.parent) {
      if (!block && BLOCKS.has(up.type)) block = up;
      const closure = PHP_FUNCTIONS.get(up.type);
      if (closure !== undefined) return closure ? block : null;
    }
    return null;
  }
  const types = DECLARATIONS[lang];
  if (loopDeclares(lang, n)) return n;
  // A Go function literal's parameters are its own (The Go Programming Language Specification, "Declarations and scope":
  // a parameter's scope is the function body): `r.With(…)` after `r.Get("/", func(w …, r *http.Request) {…})` is the
  // outer r, a router, not the request (chi's mux_test.go; newcomer 41).
  if (lang === 'go' && (n.type === 'parameter_declaration' || n.type === 'variadic_parameter_declaration') && n.parent?.type === 'parameter_list' && n.parent.parent?.type === 'func_literal') return n.parent.parent;
  // A parameter (`required_parameter`, `formal_parameter`, `parameter_declaration`…) declares none in a block; most binds are one, so no walk.
  if (!types || n.type.includes('parameter')) return null;
  let declared = false;
  let block: Node | null = n;
  for (let k = 0; block && !BLOCKS.has(block.type); k++, block = block.parent) {
    if (!declared && k >= 5) return null;
    if (types.has(block.type)) declared = true;
  }
  if (!declared || !block) return null;
  if (STATEMENT_BLOCKS.has(block.type)) return block;
  const up = block.parent;
  return up && NESTING.has(up.type) ? block : null;
}

/**
 * Gives each bind of `binds` whose name is bound more than once in its scope,
 * not always to the same type (`post = new Post()` in every test case needs
 * no place), or that declares its variable in a nested block (nestedBlock;
 * then BindRec.declares), its place (BindRec.line/col: `pending[k].at`, a
 * UTF-16 offset into `src`) and its reach (BindRec.endLine/endCol: the end of
 * the innermost BLOCKS node at or around `pending[k].node`, or of an `if`'s
 * unbraced then-branch holding it; none: the rest of the scope), and in the
 * then-branch of an `if` with an `else`, where that `if` ends
 * (BindRec.ifEndLine/ifEndCol; not for a nested declaration, which never
 * joins). `pending` is parallel to `binds`. Fields (`this.x`) get none: a
 * field's type is its class's, wherever it is assigned. A name bound once
 * is placed only when a receiver of `calls` (the file's) starts with it:
 * only a call reads a bind at its place (bindsAt), so no other needs one.
 * A bind for which `rebinds` says true (Python: a variable named as a
 * parameter of its scope's function, which holds the parameter's value
 * before it) counts as bound twice. Mutates `binds`; reads `src` only when some bind is placed; walks up the
 * tree from such a bind of a language with block-scoped declarations
 * (DECLARATIONS, PHP) to its block, and from a name bound twice to its scope.
 */
export function placeBinds(
  binds: BindRec[], pending: readonly { at: number; node: Node }[], src: string, lang = '', calls: readonly CallRec[] = [], rebinds?: (b: BindRec, node: Node) => boolean,
): void {
  if (!binds.length) return;
  // Per scope and name: the first bind's type (and exactness), or null once another bind differs.
  const first = new Map<string, string | null>();
  if (binds.length > 1) {
    for (const b of binds) {
      const key = `${b.scope}\u0000${b.name}`;
      const t = b.exact ? `=${b.type}` : b.type;
      const seen = first.get(key);
      if (seen === undefined) first.set(key, t);
      else if (seen !== t) first.set(key, null);
    }
  }
  // Heads of the file's call receivers (`w` of `w.area()`, `repos[].f()`): a bind is read at a place (bindsAt) only through one, so no other needs one.
  let heads: Set<string> | null = null;
  const received = (name: string): boolean => {
    if (!heads) {
      heads = new Set();
      for (const c of calls) if (c.recv) heads.add(head(c.recv));
    }
    return heads.has(head(name));
  };
  const blockScoped = lang === 'php' || DECLARATIONS[lang] !== undefined || LOOP_DECLARATIONS[lang] !== undefined;
  const lines = new SourceLines(src);
  const place = (at: number): Place => lines.place(at);
  for (let k = 0; k < binds.length; k++) {
    const b = binds[k];
    if (b.name.startsWith('this.')) continue;
    const twice = first.get(`${b.scope}\u0000${b.name}`) === null || rebinds?.(b, pending[k].node) === true;
    const nested = blockScoped && (twice || received(b.name)) ? nestedBlock(lang, pending[k].node) : null;
    if (!nested && !twice) continue;
    const at = place(pending[k].at);
    b.line = at.line;
    b.col = at.col;
    // The reach: the innermost block around the binding node, or the then-branch of an `if` when that is one unbraced statement.
    let reach: Node | null = nested;
    for (let n: Node | null = nested ? null : pending[k].node; n; n = n.parent) {
      const up: Node | null = n.parent;
      const branch = up !== null && IFS.has(up.type) && sameNode(thenBranch(up), n);
      if (!reach && (branch || BLOCKS.has(n.type))) reach = n;
      // The nearest `if … else` whose then-branch holds the bind: a call in its else never sees it.
      if (branch && up!.childForFieldName('alternative')) {
        const end = place(up!.endIndex);
        b.ifEndLine = end.line;
        b.ifEndCol = end.col;
        break;
      }
      if (reach && SCOPES.has(n.type)) break;
    }
    if (reach) {
      const end = place(reach.endIndex);
      b.endLine = end.line;
      b.endCol = end.col;
      if (nested) b.declares = true;
    }
  }
}

/** The variable a receiver or a bind's name starts with: `w` of `w.area`, `$w`, `repos[]`, `a::b`. */
function head(name: string): string {
  let from = 0;
  while (from < name.length && (name.charCodeAt(from) === 36 || name.charCodeAt(from) === 64)) from++;
  let to = from;
  for (; to < name.length; to++) {
    const c = name.charCodeAt(to);
    // `.`, `[`, `(`, `:`, `-` (of `->`), `?` end it.
    if (c === 46 || c === 91 || c === 40 || c === 58 || c === 45 || c === 63) break;
  }
  return from === 0 && to === name.length ? name : name.slice(from, to);
}

/** `if` statements by grammar (TS/JS, Python, Go, Java, C#, C/C++, PHP: `if_statement`; Rust, Kotlin: `if_expression`), with fields consequence / alternative. */
const IFS: ReadonlySet<string> = new Set(['if_statement', 'if_expression']);

/** Nodes past which no enclosing `if` is looked for: a function or class body begins a new flow of control. */
const SCOPES: ReadonlySet<string> = new Set([
  'function_declaration', 'function_expression', 'arrow_function', 'method_definition', 'generator_function_declaration', 'function_definition',
  'method_declaration', 'constructor_declaration', 'class_declaration', 'class_body', 'lambda', 'program', 'module', 'source_file',
]);

/** The then-branch of an `if` node: its field `consequence` in most grammars, `body` in PHP's (whose `alternative` is an `else` / `elseif` clause as elsewhere). */
function thenBranch(n: Node): Node | null {
  return n.childForFieldName('consequence') ?? (n.type === 'if_statement' ? n.childForFieldName('body') : null);
}

/** Whether `a` is node `b` (same type and span; tree-sitter hands out a new object per read). */
function sameNode(a: Node | null, b: Node): boolean {
  return a !== null && a.startIndex === b.startIndex && a.endIndex === b.endIndex && a.type === b.type;
}

/**
 * The binds of `name` in scope `scope` in effect at `at`: those at the
 * nearest place at or before `at` whose reach holds `at` (several when one
 * node binds twice: a declared type and a construction, the declared type
 * first). An unplaced bind is the only one of its name in the scope, or
 * its name is always bound to the same type there: it alone answers.
 * Without a place to compare (`at` absent or line 0), every bind of the
 * name in the scope, in record order, those declaring a variable of a
 * nested block left out when another remains; when no bind reaches `at` (a function
 * declared above the variable it reads), every one but those declaring a
 * variable of a nested block (BindRec.declares), which is not the one `at`
 * sees. Empty when the scope binds no such name, or only in nested blocks
 * none of which holds `at` (the caller then looks in the enclosing scope:
 * a field, an outer variable).
 */
export function bindsAt(binds: readonly BindRec[], scope: number, name: string, at: Place | undefined): BindRec[] {
  const first = binds.findIndex((b) => b.scope === scope && b.name === name);
  if (first < 0) return [];
  if (binds[first].line === undefined) return [binds[first]];
  const all: BindRec[] = [];
  for (let k = first; k < binds.length; k++) if (binds[k].scope === scope && binds[k].name === name) all.push(binds[k]);
  // No place asked (a bind's value typed on its own, `s := r.PathPrefix("/sub/").Subrouter()`, bound once so not placed): the
  // function's own variables before those declared inside a nested block (a func literal's parameter `r *http.Request`; newcomer 42 #11).
  if (!at || !at.line) {
    const outer = all.filter((b) => !b.declares);
    return outer.length ? outer : all;
  }
  let best: BindRec | undefined;
  for (const b of all) {
    if (b.line === undefined || !reaches(b, at)) continue;
    if (!best || b.line > best.line! || (b.line === best.line && b.col! > best.col!)) best = b;
  }
  // No bind reaches `at` (a function declared above the variable it reads): every one but those declared inside a nested block, another variable (`w.area(); if (c) { const w = new Circle(); }`).
  if (!best) return all.filter((b) => !b.declares);
  return all.filter((b) => b.line === best!.line && b.col === best!.col);
}

/**
 * Whether a variable `name` is bound where `call` is made: in the definition
 * making it or one around it (bindsAt; any type, none known too). A file's
 * own top-level binds (scope -1) do not count: a module-level name is no local.
 */
export function boundInScope(rec: FileRec, call: CallRec, name: string): boolean {
  for (let s = call.from; s >= 0; s = rec.defs[s].parent) if (bindsAt(rec.binds, s, name, call).length) return true;
  return false;
}

/**
 * The binds of `name` in `scope` that may also have given it its value at
 * `at`, besides the nearest one (bindsAt): each placed after that one inside
 * a block closed before `at` (`let s = new A(); if (c) { s = new B(); }
 * s.m()`: the `if` may have run, so `s` is an A or a B), unless a later bind
 * in its block replaced it. Empty when the nearest bind is the only one that
 * can reach `at`, or when no bind reaches it (bindsAt then answers every
 * bind). A bind in the then-branch of an `if` whose `else` holds `at` is not
 * taken (BindRec.ifEndLine: `at` lies before the end of that `if`).
 */
export function mayAlsoHold(binds: readonly BindRec[], scope: number, name: string, at: Place | undefined): BindRec[] {
  if (!at || !at.line) return [];
  const all = binds.filter((b) => b.scope === scope && b.name === name && b.line !== undefined);
  if (all.length < 2) return [];
  let best: BindRec | undefined;
  for (const b of all) {
    if (!reaches(b, at)) continue;
    if (!best || before(best, b)) best = b;
  }
  if (!best) return [];
  const out: BindRec[] = [];
  for (const x of all) {
    // Placed after the nearest bind and before `at`, in a block that closed before it; a variable declared in that block is another one (`if c { d := …; }`).
    if (x.declares || !before(best, x) || x.endLine === undefined || reaches(x, at) || !before(x, { line: at.line, col: at.col })) continue;
    // `if (c) { s = new A(); … } else { s.m(); }`: the call is in the else of the if whose then-branch bound x.
    if (x.ifEndLine !== undefined && before(at, { line: x.ifEndLine, col: x.ifEndCol })) continue;
    const last: Place = { line: x.endLine, col: Math.max(0, x.endCol! - 1) };
    if (all.some((y) => y !== x && before(x, y) && reaches(y, last))) continue;
    out.push(x);
  }
  return out;
}

/** Whether placed `a` comes before `b` (strictly). */
function before(a: { line?: number; col?: number }, b: { line?: number; col?: number }): boolean {
  return a.line! < b.line! || (a.line === b.line && a.col! < b.col!);
}

/** Whether placed bind `b` is in effect at `at`: at or after its place, not past its reach. */
function reaches(b: BindRec, at: Place): boolean {
  if (b.line! > at.line || (b.line === at.line && b.col! > at.col)) return false;
  if (b.endLine === undefined) return true;
  return at.line < b.endLine || (at.line === b.endLine && at.col < b.endCol!);
}
