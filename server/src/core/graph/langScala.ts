/**
 * Scala extraction (tree-sitter-scala, Scala 2 and 3): classes and case
 * classes, objects (kind `class`, so `Obj.f()` is a static-style call),
 * traits (`interface`), enums, type aliases, methods and functions (abstract
 * ones too) with base types from `extends … with …`; calls with and without
 * receivers (a bare call inside a class names its members), `new T`,
 * paren-less reads (`obj.size`, a bare `run`: kind `read`, a call only of a
 * parameterless def);
 * `import a.b.C`, `import a.b.{C, D => E}` and wildcard imports; declared and
 * constructed types of class parameters, parameters and `val`/`var`; the
 * file's package. Resolution follows Java: package scope and imports by
 * declared package (graphRules.ts packageKey).
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { LangSpec } from './extract';
import { escapeRegExp } from '../regex';

const T = `[(type_identifier) @type (generic_type type: (type_identifier) @type) (stable_type_identifier (type_identifier) @type .)]`;

/** Expression positions where a bare name may be a paren-less call (`run`, `size + 1`, `f(size)`, `val n = size`). */
const READ_AT = [
  `(block $)`,
  `(template_body $)`,
  `(infix_expression left: $)`,
  `(infix_expression right: $)`,
  `(arguments $)`,
  `(val_definition value: $)`,
  `(var_definition value: $)`,
  `(function_definition body: $)`,
  `(parenthesized_expression $)`,
  `(if_expression consequence: $)`,
  `(if_expression alternative: $)`,
  `(return_expression $)`,
  `(assignment_expression right: $)`,
  `(tuple_expression $)`,
  `(prefix_expression $)`,
];

const QUERY = [
  `(package_clause name: (package_identifier) @name) @pkg`,
  `(class_definition name: (identifier) @name) @def.class`,
  `(object_definition name: (identifier) @name) @def.class`,
  `(trait_definition name: (identifier) @name) @def.interface`,
  `(enum_definition name: (identifier) @name) @def.enum`,
  `(type_definition name: (type_identifier) @name) @def.type`,
  `(function_definition name: (identifier) @name body: (_) @body) @def.function`,
  `(function_declaration name: (identifier) @name) @def.function`,
  `(call_expression function: (identifier) @name) @call`,
  `(call_expression function: (generic_function function: (identifier) @name)) @call`,
  `(call_expression function: (field_expression value: (_) @recv field: (identifier) @name)) @call`,
  `(call_expression function: (generic_function function: (field_expression value: (_) @recv field: (identifier) @name))) @call`,
  // Names used without an argument list: calls only of parameterless functions (graphData resolveRead).
  `(field_expression value: (_) @recv field: (identifier) @name) @read`,
  ...READ_AT.map((at) => at.replace('$', '(identifier) @name @read')),
  `(instance_expression [(type_identifier) @name (generic_type type: (type_identifier) @name) (stable_type_identifier (type_identifier) @name .)]) @new`,
  `(import_declaration) @import`,
  `(class_parameter name: (identifier) @var type: ${T}) @bind`,
  `(parameter name: (identifier) @var type: ${T}) @bind`,
  `(val_definition pattern: (identifier) @var type: ${T}) @bind`,
  `(var_definition pattern: (identifier) @var type: ${T}) @bind`,
  `(val_definition pattern: (identifier) @var !type value: (instance_expression [(type_identifier) @type (generic_type type: (type_identifier) @type)])) @bind`,
  `(var_definition pattern: (identifier) @var !type value: (instance_expression [(type_identifier) @type (generic_type type: (type_identifier) @type)])) @bind`,
  // `val t = Ticket(kind, 1)`: a case class (or an object's apply, typed by its name) without `new`.
  `(val_definition pattern: (identifier) @var !type value: (call_expression function: (identifier) @type) (#match? @type "^[A-Z]")) @bind`,
].join('\n');

/** Last name of a type as written (`a.b.C[T]` → `C`). */
function typeName(n: Node): string {
  return n.text.replace(/\[.*$/s, '').split('.').pop()!.trim();
}

/** Base types named in `extends A with B` (Scala 2) or `extends A, B` (Scala 3). */
function defExtra(def: DefRec, node: Node): void {
  // `type Tire = Wheel` (`a.b.Wheel`, `Box[Int]`): the type it stands for (graphTypes typeDefs follows it); an abstract `type T` none.
  if (node.type === 'type_definition') {
    const t = node.childForFieldName('type');
    const named = t?.type === 'generic_type' ? t.childForFieldName('type') : t;
    if ((named?.type === 'type_identifier' || named?.type === 'stable_type_identifier') && named.text !== def.name) def.returns = named.text;
    return;
  }
  const ext = node.childForFieldName('extend');
  if (!ext) return;
  const bases = ext.childrenForFieldName('type').filter((t): t is Node => !!t).map(typeName);
  if (bases.length) def.bases = bases;
}

/** A `private` member or top-level definition is not visible to other files. */
function exported(_def: DefRec, node: Node): boolean {
  for (const c of node.namedChildren) {
    if (c?.type === 'modifiers') return !c.namedChildren.some((m) => m?.type === 'access_modifier' && m.text.startsWith('private'));
  }
  return true;
}

/** `import a.b.C`, `import a.b.{C, D => E, _}`, `import a.b._` / `a.b.*`, several per statement (`import a.B, c.D`). */
function importNode(node: Node, rec: FileRec): void {
  const line = node.startPosition.row + 1;
  let path: string[] = [];
  const flush = (selectors: Node | null, wildcard: boolean) => {
    if (wildcard) rec.imports.push({ local: '*', name: '*', source: path.join('.'), line });
    else if (selectors) {
      const source = path.join('.');
      for (const s of selectors.namedChildren) {
        if (!s) continue;
        if (s.type === 'identifier') rec.imports.push({ local: s.text, name: s.text, source, line });
        else if (s.type === 'arrow_renamed_identifier' || s.type === 'as_renamed_identifier') {
          const name = s.childForFieldName('name')?.text;
          const alias = s.childForFieldName('alias')?.text;
          if (name && alias && alias !== '_') rec.imports.push({ local: alias, name, source, line });
        } else if (s.type === 'namespace_wildcard') rec.imports.push({ local: '*', name: '*', source, line });
      }
    } else if (path.length > 1) {
      const name = path[path.length - 1];
      rec.imports.push({ local: name, name, source: path.slice(0, -1).join('.'), line });
    }
    path = [];
  };
  for (let i = 0; i < node.childCount; i++) {
    const c = node.child(i);
    if (!c) continue;
    if (c.type === 'identifier' && node.fieldNameForChild(i) === 'path') path.push(c.text);
    else if (c.type === 'namespace_selectors') flush(c, false);
    else if (c.type === 'namespace_wildcard') flush(null, true);
    else if (c.type === ',' && path.length) flush(null, false);
    else if (c.type === 'as_renamed_identifier' || c.type === 'arrow_renamed_identifier') {
      // Scala 3 `import a.b.C as D`.
      const name = c.childForFieldName('name')?.text;
      const alias = c.childForFieldName('alias')?.text;
      if (name && alias) rec.imports.push({ local: alias, name, source: path.join('.'), line });
      path = [];
    }
  }
  if (path.length) flush(null, false);
}

/**
 * Keeps the paren-less `read`s that may be calls: not the callee of a call
 * already recorded (`r.f(x)` is a call of `f`, not also a read), and a bare
 * name only when this file defines a function or method of that name (a
 * bare `run` in the class whose `def run()` it is; every other identifier is
 * a value). A read through a receiver is kept: its type may be anywhere.
 */
function finish(rec: FileRec): void {
  if (!rec.calls.some((c) => c.kind === 'read')) return;
  const called = new Set<string>();
  for (const c of rec.calls) if (c.kind !== 'read') called.add(`${c.line}:${c.col}`);
  const fns = new Set<string>();
  for (const d of rec.defs) if (d.kind === 'function' || d.kind === 'method') fns.add(d.name);
  rec.calls = rec.calls.filter((c) => c.kind !== 'read' || (!called.has(`${c.line}:${c.col}`) && (c.recv !== undefined || fns.has(c.name))));
}

/**
 * Whether a Scala definition can be called without an argument list: a
 * function or method declared with none or an empty one (`def size: Int`,
 * `def run(): Unit`, `def all[T]: List[T]`), read from its signature.
 */
export function scalaParameterless(def: DefRec): boolean {
  if (def.kind !== 'function' && def.kind !== 'method') return false;
  const sig = def.signature ?? '';
  const m = new RegExp(`\\bdef\\s+${escapeRegExp(def.name)}(?![\\w$])`).exec(sig);
  return !!m && /^\s*(\[[^\]]*\])?\s*(\(\s*\))?\s*(:|=|\{|$)/.test(sig.slice(m.index + m[0].length));
}

export const scalaSpec: LangSpec = { query: QUERY, importNode, defExtra, exported, finish };
