/**
 * Lua extraction (@tree-sitter-grammars/tree-sitter-lua): functions (`local
 * function f`, `function f`, `local f = function`), module and class
 * functions `function M.f` / `M.f = function` (kind function, container
 * `M`) and `function M:f` (a method of `M`), and tables assigned to a name (`local M = {}`, kind
 * `class`, so `self:f()` inside `M:g` finds `M.f`); calls `f()`, `t.f()`,
 * `obj:f()`; `local x = require("a.b")` (also `require "a.b"`) as an import
 * of module `a.b` whose functions `x.f()` names: those of the table the
 * module returns (`return M`, kept as its export `default`), or of a
 * returned table constructor (`return { f = f }`). `local` definitions are not visible to other
 * files. Objects: a variable set by `setmetatable(x, Cart)` (or `{__index =
 * Cart}`, or `self` in a method of Cart) is a Cart, a function returning one
 * declares `returns` Cart, `local c = Cart.new()` holds what it returns,
 * `M.Basket = Cart` binds the field to the class, and a table made by
 * `setmetatable({}, {__index = Base})` is a class with base Base. Doc comments are the `--` / `---` / `--[[ ]]` lines above.
 * Resolution (graphData.ts): same file, required modules (`a.b` →
 * `a/b.lua` or `a/b/init.lua`, modules.ts), then a unique global function of
 * that name in the repository (`via: name`).
 */
import { luaSource } from './luaSource';
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import { leadingComment, type LangSpec } from './extract';
import { dedentLines } from './docComment';
import { dropLuaLocalValues, LUA_VALUE_PATTERNS } from './luaValues';

const FN = `(function_definition body: (_)? @body)`;

/** The class of a metatable argument: `Cart`, or the `__index` of a table constructor (`{__index = Cart}`). */
const META = `[(identifier) @type (table_constructor (field name: (identifier) @key value: (identifier) @type) (#eq? @key "__index"))]`;

/** `setmetatable({}, Base)` / `setmetatable({}, {__index = Base})` as a table's value. */
const SUBCLASS = `(function_call name: (identifier) @fn arguments: (arguments . (table_constructor) . [(identifier) @base (table_constructor (field name: (identifier) @key value: (identifier) @base) (#eq? @key "__index"))] .) (#eq? @fn "setmetatable"))`;

const QUERY = [
  `(function_declaration name: (identifier) @name body: (_)? @body) @def.function`,
  `(function_declaration name: (dot_index_expression table: (identifier) @container field: (identifier) @name) body: (_)? @body) @def.function`,
  `(function_declaration name: (method_index_expression table: (identifier) @container method: (identifier) @name) body: (_)? @body) @def.function`,
  `(assignment_statement (variable_list . name: (identifier) @name) (expression_list . value: ${FN})) @def.function`,
  `(assignment_statement (variable_list . name: (dot_index_expression table: (identifier) @container field: (identifier) @name)) (expression_list . value: ${FN})) @def.function`,
  `(chunk [(variable_declaration (assignment_statement (variable_list . name: (identifier) @name) (expression_list . value: (table_constructor)))) (assignment_statement (variable_list . name: (identifier) @name) (expression_list . value: (table_constructor)))] @def.class)`,
  // `local Sub = setmetatable({}, {__index = Base})`: a class whose missing members are Base's.
  `(chunk [(variable_declaration (assignment_statement (variable_list . name: (identifier) @name) (expression_list . value: ${SUBCLASS}))) (assignment_statement (variable_list . name: (identifier) @name) (expression_list . value: ${SUBCLASS}))] @def.class)`,
  `(function_call name: (identifier) @name) @call`,
  `(function_call name: (dot_index_expression table: (_) @recv field: (identifier) @name)) @call`,
  `(function_call name: (method_index_expression table: (_) @recv method: (identifier) @name)) @call`,
  `(assignment_statement (variable_list . name: (identifier)) (expression_list . value: (function_call name: (identifier) @fn arguments: (arguments . (string))) (#eq? @fn "require"))) @import`,
  // `o = setmetatable({}, Cart)`, `setmetatable(o, {__index = Cart})`: o is a Cart (`self` as the metatable: finish).
  `(assignment_statement (variable_list . name: (identifier) @var) (expression_list . value: (function_call name: (identifier) @fn arguments: (arguments . (_) . ${META} .))) (#eq? @fn "setmetatable")) @bind`,
  `(function_call name: (identifier) @fn arguments: (arguments . (identifier) @var . ${META} .) (#eq? @fn "setmetatable")) @bind`,
  // `local c = Cart.new()`, `cart.new()`, `Account:new()`, `m.Basket.new()`: c holds what that function returns.
  `(assignment_statement (variable_list . name: (identifier) @var) (expression_list . value: (function_call name: [(identifier) (dot_index_expression) (method_index_expression)] @val)) (#not-any-of? @val "require" "setmetatable")) @bind.return`,
  // A function handed on as a value (`table.sort(t, cmp)`, `{ on_click = handler }`): luaValues.ts.
  ...LUA_VALUE_PATTERNS,
].join('\n');

/** `local x = require("a.b")` / `x = require "a.b"` → `x` is module `a.b`. */
function importNode(node: Node, rec: FileRec): void {
  const local = node.namedChildren[0]?.namedChildren[0]?.text;
  const call = node.namedChildren[1]?.namedChildren[0];
  const str = call?.childForFieldName('arguments')?.namedChildren[0];
  const source = str?.namedChildren.find((c) => c?.type === 'string_content')?.text;
  if (local && source) rec.imports.push({ local, name: '*', source, line: node.startPosition.row + 1 });
}

/** False for `local function f` and `local f = …` (visible in their own file only). */
function exported(_def: DefRec, node: Node): boolean {
  if (node.type === 'function_declaration') return node.child(0)?.type !== 'local';
  return node.type !== 'variable_declaration' && node.parent?.type !== 'variable_declaration';
}

/** The `--`, `---` and `--[[ … ]]` comments right above, without their markers. */
function doc(node: Node): string | undefined {
  const anchor = node.type === 'assignment_statement' && node.parent?.type === 'variable_declaration' ? node.parent : node;
  const text = leadingComment(anchor);
  if (!text) return undefined;
  const clean = dedentLines(
    text
      .split('\n')
      .map((l) => l.replace(/^-+(\[=*\[)?\s?/, '').replace(/\]=*\]\s*$/, '').trimEnd())
      .filter((l) => l.trim() !== ''),
  ).join('\n');
  return clean || undefined;
}

/**
 * `function M.f` and `M.f = function` store a function in table M: kind
 * function with container M (fileBuilder.ts made every contained function a
 * method); only `function M:f`, which takes `self`, stays a method. A top-level
 * `M.Basket = Cart` becomes the file-scope bind `M.Basket` → `Cart`.
 */
function tableFunctions(rec: FileRec, root: Node): void {
  const at = new Set<string>();
  for (const n of root.namedChildren) {
    const name = n?.type === 'function_declaration' ? n.childForFieldName('name') : n?.type === 'assignment_statement' ? n.namedChildren[0]?.namedChildren[0] : null;
    const field = name?.type === 'dot_index_expression' ? name.childForFieldName('field') : null;
    if (!field) continue;
    at.add(`${field.startPosition.row + 1}:${field.startPosition.column}`);
    // `M.Basket = Cart`: the table field names the class (file-scope bind `M.Basket`, graphData).
    const value = n!.type === 'assignment_statement' ? n!.namedChildren[1]?.namedChildren[0] : null;
    const table = name!.childForFieldName('table');
    if (value?.type === 'identifier' && table?.type === 'identifier' && !field.text.startsWith('__')) {
      rec.binds.push({ scope: -1, name: `${table.text}.${field.text}`, type: value.text });
    }
  }
  for (const d of rec.defs) if (d.kind === 'method' && d.parent < 0 && at.has(`${d.nameLine}:${d.nameCol}`)) d.kind = 'function';
}

/**
 * What a function returns when it makes an object of a class (a "constructor"),
 * from its last statement: `return setmetatable(o, Cart)` / `(o, {__index =
 * Cart})` → `Cart`; `return self` → its own table (`function Cart:chain()`);
 * `return Cart.new()` → what `Cart.new` returns; `return o` → `=o`, the type
 * of its variable `o`, settled by `objectReturns` once binds have scopes.
 */
function defExtra(def: DefRec, node: Node): void {
  const fn = node.type === 'function_declaration' ? node : node.type === 'assignment_statement' ? node.namedChildren[1]?.namedChildren[0] : null;
  let ret = fn?.childForFieldName('body')?.lastNamedChild;
  while (ret?.type === 'comment') ret = ret.previousNamedSibling;
  if (ret?.type !== 'return_statement') return;
  const v = ret.namedChildren[0]?.namedChildren[0];
  if (v?.type === 'identifier') def.returns = v.text === 'self' ? def.container : `=${v.text}`;
  else if (v?.type === 'function_call') {
    const callee = v.childForFieldName('name');
    if (callee?.type !== 'identifier' || callee.text !== 'setmetatable') {
      if (callee?.type === 'dot_index_expression' || callee?.type === 'method_index_expression') def.returns = `${callee.text.replace(/\s+/g, '').replace(':', '.')}()`;
      return;
    }
    const meta = v.childForFieldName('arguments')?.namedChildren[1];
    const index = meta?.type === 'table_constructor' ? meta.namedChildren.find((f) => f?.type === 'field' && f.childForFieldName('name')?.text === '__index')?.childForFieldName('value') : meta;
    if (index?.type === 'identifier') def.returns = index.text === 'self' ? def.container : index.text;
  }
}

/**
 * Settles what finish needs binds for: a top-level class (`local Sub =
 * setmetatable({}, {__index = Base})`) keeps no bind, a bind to `self` (`setmetatable(o,
 * self)` in `function Account:new(o)`) is a bind to the method's table, and a
 * function returning its variable (`return o`, DefRec.returns `=o`) returns
 * that variable's type; unknown ones are dropped.
 */
function objectReturns(rec: FileRec): void {
  const owner = (scope: number): string | undefined => {
    for (let s = scope; s >= 0; s = rec.defs[s].parent) if (rec.defs[s].container) return rec.defs[s].container;
    return undefined;
  };
  // A top-level table made by setmetatable is a class (its own functions first, then its base's), not a typed variable.
  const classes = new Set<string>();
  for (const d of rec.defs) if (d.parent < 0 && d.kind === 'class') classes.add(d.name);
  rec.binds = rec.binds.filter((b) => {
    if (b.scope < 0 && classes.has(b.name)) return false;
    if (b.type !== 'self') return true;
    const t = owner(b.scope);
    if (t) b.type = t;
    return t !== undefined;
  });
  rec.defs.forEach((d, i) => {
    if (!d.returns?.startsWith('=')) return;
    const name = d.returns.slice(1);
    const type = rec.binds.find((b) => b.scope === i && b.name === name)?.type;
    if (type) d.returns = type;
    else delete d.returns;
  });
}

/**
 * `require("a.b").f()`, `require "a":g()`: the receiver is the module
 * required (`require("a.b")`, graphData looks `f` up in it as it would for
 * `local m = require("a.b"); m.f()`). Extraction read that receiver as a
 * call's result (`require()`) or an expression (`?`); only files whose text
 * holds `require` look at those calls' nodes.
 */
function inlineRequires(rec: FileRec, root: Node, src: string): void {
  if (!src.includes('require')) return;
  for (const c of rec.calls) {
    if (c.recv !== 'require()' && c.recv !== '?') continue;
    const parent = root.descendantForPosition({ row: c.line - 1, column: c.col })?.parent;
    const table = parent?.type === 'dot_index_expression' || parent?.type === 'method_index_expression' ? parent.childForFieldName('table') : null;
    if (table?.type !== 'function_call' || table.childForFieldName('name')?.text !== 'require') continue;
    const args = table.childForFieldName('arguments');
    const str = args?.type === 'string' ? args : args?.namedChildren[0];
    const mod = str?.type === 'string' ? str.namedChildren.find((x) => x?.type === 'string_content')?.text : undefined;
    if (mod) c.recv = `require("${mod}")`;
  }
}

/**
 * What the module returns, from its last top-level statement: `return M`
 * is recorded as the export `default` of local `M` (the table whose
 * functions `x = require(…)` then `x.f()` reach), `return { f = f, run =
 * impl }` as exports `f` → `f` and `run` → `impl`.
 */
function finish(rec: FileRec, root: Node, src: string): void {
  tableFunctions(rec, root);
  objectReturns(rec);
  inlineRequires(rec, root, src);
  dropLuaLocalValues(rec, root);
  let last = root.lastNamedChild;
  while (last?.type === 'comment') last = last.previousNamedSibling;
  if (last?.type !== 'return_statement') return;
  const value = last.namedChildren[0]?.namedChildren[0];
  if (value?.type === 'identifier') rec.exports.push({ name: 'default', local: value.text });
  else if (value?.type === 'table_constructor') {
    for (const f of value.namedChildren) {
      const key = f?.type === 'field' ? f.childForFieldName('name') : null;
      const local = f?.childForFieldName('value');
      if (key?.type === 'identifier' && local?.type === 'identifier') rec.exports.push({ name: key.text, local: local.text });
    }
  }
}

/**
 * Indexes of the definitions `x.name` names in a Lua module `rec` that `x =
 * require(…)` loaded: the function `name` of the table it returns (`return
 * M` → `function M.name`, `M.name = function`, `function M:name`), or the
 * local function a returned table constructor holds under `name`. A module
 * without a recognised `return` offers every global or table function so
 * named (the module may set globals).
 */
export function luaModuleMembers(rec: FileRec, name: string): number[] {
  const table = rec.exports.find((e) => e.name === 'default')?.local;
  const field = rec.exports.find((e) => e.name === name)?.local;
  let keep: (d: DefRec) => boolean;
  if (table !== undefined) keep = (d) => d.name === name && (d.kind === 'method' || d.kind === 'function') && d.container === table;
  else if (rec.exports.length) keep = (d) => d.name === field && d.kind === 'function';
  else keep = (d) => d.name === name && d.exported === true;
  const out: number[] = [];
  rec.defs.forEach((d, i) => d.parent < 0 && keep(d) && out.push(i));
  return out;
}


export const luaSpec: LangSpec = { query: QUERY, importNode, exported, doc, defExtra, finish, source: luaSource };
