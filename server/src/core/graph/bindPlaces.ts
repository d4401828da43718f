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
 * endCol); a name bound once in its scope, or always to one type, needs
 * none, which keeps records small (typeorm: 1% of the pack). Resolution (graphTypes bindFor, exactClass) asks for the binds in
 * effect at a call (bindsAt).
 */
import type { Node } from 'web-tree-sitter';
import type { BindRec } from './types';

/** A place in a file: 1-based line, 0-based UTF-16 column (CallRec's). */
export interface Place {
  line: number;
  col: number;
}

/**
 * Nodes that bound a bind's reach, by grammar node type across languages: a
 * braced block (TS/JS `statement_block`; Python, Go, Rust, Java `block`; Ruby
 * `{ … }` and `do … end`; C/C++ `compound_statement`), a case of a switch,
 * and statements whose body may be one unbraced statement (TS/JS `if (c) v =
 * new B();`, `for (const r of rs)` holding its loop variable).
 */
const BLOCKS: ReadonlySet<string> = new Set([
  'statement_block', 'block', 'compound_statement', 'do_block', 'switch_case', 'switch_default',
  'if_statement', 'else_clause', 'for_statement', 'for_in_statement', 'while_statement', 'do_statement',
]);

/**
 * Grammar node types of a statement that declares a new variable of its
 * block (not an assignment), by language: inside a block it shadows an outer
 * variable of the same name rather than assigning it (newcomer 13a #2: Go
 * `d := d.ToFeet()` inside an `if` changed the outer d's type after it).
 * JavaScript's `var` (function scoped, `variable_declaration`) is not one;
 * Python and Ruby have no block scope; Java and C# forbid the shadowing.
 */
const DECLARATIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  go: new Set(['short_var_declaration', 'var_declaration']),
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

/** PHP: grammar node types of functions, the closures among them marked true. */
const PHP_FUNCTIONS: ReadonlyMap<string, boolean> = new Map([
  ['anonymous_function', true], ['arrow_function', true], ['function_definition', false], ['method_declaration', false],
]);

/**
 * Whether the binding node `n` (or one of its 4 nearest ancestors, stopping
 * at a block) is a declaration of `lang` (DECLARATIONS); in PHP, whether it
 * sits in a closure (`function () { $d = … }`), whose variables are its own
 * (PHP manual, "Anonymous functions": outer ones only through `use`).
 */
function declares(lang: string, n: Node | null): boolean {
  if (lang === 'php') {
    for (let up = n; up; up = up.parent) {
      const closure = PHP_FUNCTIONS.get(up.type);
      if (closure !== undefined) return closure;
    }
    return false;
  }
  const types = DECLARATIONS[lang];
  for (let k = 0; types && n && k < 5 && !BLOCKS.has(n.type); k++, n = n.parent) if (types.has(n.type)) return true;
  return false;
}

/**
 * Gives each bind of `binds` whose name is bound more than once in its scope,
 * not always to the same type (`post = new Post()` in every test case needs
 * no place), its place (BindRec.line/col: `pending[k].at`, a UTF-16 offset into `src`)
 * and its reach (BindRec.endLine/endCol: the end of the innermost BLOCKS node
 * at or around `pending[k].node`, or of an `if`'s unbraced then-branch holding
 * it; none: the rest of the scope), and in the then-branch of an `if` with an
 * `else`, where that `if` ends (BindRec.ifEndLine/ifEndCol). `pending` is
 * parallel to `binds`. Fields (`this.x`) get none: a field's type is its
 * class's, wherever it is assigned. Mutates `binds`; reads `src` and walks
 * up the tree only when some name is bound twice.
 */
export function placeBinds(binds: BindRec[], pending: readonly { at: number; node: Node }[], src: string, lang = ''): void {
  if (binds.length < 2) return;
  // Per scope and name: the first bind's type (and exactness), or null once another bind differs.
  const first = new Map<string, string | null>();
  for (const b of binds) {
    const key = `${b.scope}\u0000${b.name}`;
    const t = b.exact ? `=${b.type}` : b.type;
    const seen = first.get(key);
    if (seen === undefined) first.set(key, t);
    else if (seen !== t) first.set(key, null);
  }
  let lineStarts: number[] | null = null;
  const place = (at: number): Place => {
    if (!lineStarts) {
      lineStarts = [0];
      for (let i = src.indexOf('\n'); i >= 0; i = src.indexOf('\n', i + 1)) lineStarts.push(i + 1);
    }
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: at - lineStarts[lo] };
  };
  for (let k = 0; k < binds.length; k++) {
    const b = binds[k];
    if (first.get(`${b.scope}\u0000${b.name}`) !== null || b.name.startsWith('this.')) continue;
    const at = place(pending[k].at);
    b.line = at.line;
    b.col = at.col;
    // The reach: the innermost block around the binding node, or the then-branch of an `if` when that is one unbraced statement.
    let reach: Node | null = null;
    for (let n: Node | null = pending[k].node; n; n = n.parent) {
      const up: Node | null = n.parent;
      const branch = up !== null && IFS.has(up.type) && sameNode(up.childForFieldName('consequence'), n);
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
      if (declares(lang, pending[k].node)) b.declares = true;
    }
  }
}

/** `if` statements by grammar (TS/JS, Python, Go, Java, C#, C/C++, PHP: `if_statement`; Rust, Kotlin: `if_expression`), with fields consequence / alternative. */
const IFS: ReadonlySet<string> = new Set(['if_statement', 'if_expression']);

/** Nodes past which no enclosing `if` is looked for: a function or class body begins a new flow of control. */
const SCOPES: ReadonlySet<string> = new Set([
  'function_declaration', 'function_expression', 'arrow_function', 'method_definition', 'generator_function_declaration', 'function_definition',
  'method_declaration', 'constructor_declaration', 'class_declaration', 'class_body', 'lambda', 'program', 'module', 'source_file',
]);

/** Whether `a` is node `b` (same type and span; tree-sitter hands out a new object per read). */
function sameNode(a: Node | null, b: Node): boolean {
  return a !== null && a.startIndex === b.startIndex && a.endIndex === b.endIndex && a.type === b.type;
}

/**
 * The binds of `name` in scope `scope` in effect at `at`: those at the
 * nearest place at or before `at` whose reach holds `at` (several when one
 * node binds twice: a declared type and a construction, the declared type
 * first). An unplaced bind is the only one of its name in the scope, or
 * its name is always bound to the same type there: it alone answers. Without a place to compare (`at` absent or line 0), or
 * when no bind reaches `at` (a function declared above the variable it
 * reads), every bind of the name in the scope, in record order. Empty when
 * the scope binds no such name.
 */
export function bindsAt(binds: readonly BindRec[], scope: number, name: string, at: Place | undefined): BindRec[] {
  const first = binds.findIndex((b) => b.scope === scope && b.name === name);
  if (first < 0) return [];
  if (binds[first].line === undefined) return [binds[first]];
  const all: BindRec[] = [];
  for (let k = first; k < binds.length; k++) if (binds[k].scope === scope && binds[k].name === name) all.push(binds[k]);
  if (!at || !at.line) return all;
  let best: BindRec | undefined;
  for (const b of all) {
    if (b.line === undefined || !reaches(b, at)) continue;
    if (!best || b.line > best.line! || (b.line === best.line && b.col! > best.col!)) best = b;
  }
  if (!best) return all;
  return all.filter((b) => b.line === best!.line && b.col === best!.col);
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
