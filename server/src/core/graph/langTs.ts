/**
 * TypeScript, TSX and JavaScript extraction: definitions (functions, classes,
 * methods, interfaces, types, enums, consts holding functions and other
 * module-level consts), calls and `new`, ES module imports/exports (aliases,
 * namespaces, default, re-exports, `export *`), CommonJS `require` /
 * `module.exports`, and static types of variables, parameters and fields for
 * receiver resolution.
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { FileBuilder, LangSpec } from './extract';

const TYPE_ANN = `type: (type_annotation [(type_identifier) @type (generic_type name: (type_identifier) @type)])`;

function query(typed: boolean): string {
  const q = [
    `(function_declaration name: (identifier) @name body: (_) @body) @def.function`,
    `(generator_function_declaration name: (identifier) @name body: (_) @body) @def.function`,
    `(class_declaration name: (_) @name (class_heritage ${typed ? '(extends_clause value: (_) @base)' : '(_) @base'})? body: (_) @body) @def.class`,
    `(method_definition name: (_) @name body: (_) @body) @def.method`,
    `(variable_declarator name: (identifier) @name value: [(arrow_function body: (_) @body) (function_expression body: (_) @body) (generator_function body: (_) @body)]) @def.function`,
    `(function_expression name: (identifier) @name body: (_) @body) @def.function`,
    `(program (lexical_declaration (variable_declarator name: (identifier) @name) @def.const))`,
    `(program (export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name) @def.const)))`,
    `(call_expression function: (identifier) @name) @call`,
    `(call_expression function: (member_expression object: (_) @recv property: [(property_identifier) (private_property_identifier)] @name)) @call`,
    `(new_expression constructor: (identifier) @name) @new`,
    `(new_expression constructor: (member_expression object: (_) @recv property: (property_identifier) @name)) @new`,
    `(import_statement) @import`,
    `(export_statement) @export`,
    `(variable_declarator name: (_) value: (call_expression function: (identifier) @fn arguments: (arguments . (string)) (#eq? @fn "require"))) @import`,
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

function stringValue(n: Node | null): string | null {
  if (!n) return null;
  const t = n.text;
  return t.length >= 2 ? t.slice(1, -1) : null;
}

function importNode(node: Node, rec: FileRec): void {
  const line = node.startPosition.row + 1;
  if (node.type === 'variable_declarator') {
    // const x = require('m') / const { a, b: c } = require('m')
    const args = node.childForFieldName('value')?.childForFieldName('arguments');
    const source = stringValue(args?.namedChildren[0] ?? null);
    const pattern = node.childForFieldName('name');
    if (!source || !pattern) return;
    if (pattern.type === 'identifier') rec.imports.push({ local: pattern.text, name: '*', source, line });
    else if (pattern.type === 'object_pattern') {
      for (const p of pattern.namedChildren) {
        if (!p) continue;
        if (p.type === 'shorthand_property_identifier_pattern') rec.imports.push({ local: p.text, name: p.text, source, line });
        else if (p.type === 'pair_pattern') {
          const k = p.childForFieldName('key');
          const v = p.childForFieldName('value');
          if (k && v?.type === 'identifier') rec.imports.push({ local: v.text, name: k.text, source, line });
        }
      }
    }
    return;
  }
  const source = stringValue(node.childForFieldName('source'));
  if (!source) return;
  const clause = node.namedChildren.find((c) => c?.type === 'import_clause');
  if (!clause) return;
  for (const c of clause.namedChildren) {
    if (!c) continue;
    if (c.type === 'identifier') rec.imports.push({ local: c.text, name: 'default', source, line });
    else if (c.type === 'namespace_import') {
      const id = c.namedChildren.find((x) => x?.type === 'identifier');
      if (id) rec.imports.push({ local: id.text, name: '*', source, line });
    } else if (c.type === 'named_imports') {
      for (const s of c.namedChildren) {
        if (s?.type !== 'import_specifier') continue;
        const name = s.childForFieldName('name')?.text;
        const alias = s.childForFieldName('alias')?.text;
        if (name) rec.imports.push({ local: alias ?? name, name, source, line });
      }
    }
  }
}

function isDefault(exportStmt: Node): boolean {
  for (const c of exportStmt.children) if (c?.type === 'default') return true;
  return false;
}

function exportNode(node: Node, rec: FileRec): void {
  const source = stringValue(node.childForFieldName('source'));
  const decl = node.childForFieldName('declaration');
  if (decl) {
    if (isDefault(node)) {
      const n = decl.childForFieldName('name');
      if (n) rec.exports.push({ name: 'default', local: n.text });
    }
    return;
  }
  const value = node.childForFieldName('value');
  if (value && isDefault(node)) {
    if (value.type === 'identifier') rec.exports.push({ name: 'default', local: value.text });
    else {
      const n = value.childForFieldName('name');
      if (n) rec.exports.push({ name: 'default', local: n.text });
    }
    return;
  }
  let clause = false;
  for (const c of node.namedChildren) {
    if (!c) continue;
    if (c.type === 'export_clause') {
      clause = true;
      for (const s of c.namedChildren) {
        if (s?.type !== 'export_specifier') continue;
        const name = s.childForFieldName('name')?.text;
        const alias = s.childForFieldName('alias')?.text;
        if (!name) continue;
        if (source) rec.exports.push({ name: alias ?? name, source, from: name });
        else rec.exports.push({ name: alias ?? name, local: name });
      }
    } else if (c.type === 'namespace_export' && source) {
      clause = true;
      const id = c.namedChildren.find((x) => x?.type === 'identifier' || x?.type === 'string');
      if (id) rec.exports.push({ name: id.text.replace(/^['"]|['"]$/g, ''), source, from: '*' });
    }
  }
  if (!clause && source) rec.exports.push({ name: '*', source, from: '*' });
}

function declStatement(node: Node): Node {
  // variable_declarator → lexical_declaration; then an export statement around either.
  let n = node.type === 'variable_declarator' && node.parent ? node.parent : node;
  if (n.parent?.type === 'export_statement') n = n.parent;
  return n;
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

/** Type names inside a union/intersection (or a single named type). */
function typeNames(n: Node, out: string[]): string[] {
  if (n.type === 'type_identifier') out.push(n.text);
  else if (n.type === 'generic_type') {
    const name = n.childForFieldName('name');
    if (name) out.push(name.text);
  } else if (n.type === 'union_type' || n.type === 'intersection_type' || n.type === 'parenthesized_type') {
    for (const c of n.namedChildren) if (c) typeNames(c, out);
  }
  return out;
}

/**
 * Contextual typing the resolver can use: a function-valued const with a
 * declared function type records its parameter names and the type; a type
 * alias of a function type records its parameter types; a type alias of a
 * union records the member types as bases.
 */
function defExtra(def: DefRec, node: Node): void {
  if (node.type === 'variable_declarator') {
    const value = node.childForFieldName('value');
    const ann = node.childForFieldName('type')?.namedChildren[0];
    if (value && FN_NODES.has(value.type) && ann) {
      const t = typeNames(ann, [])[0];
      if (t) {
        def.fnType = t;
        def.params = paramNames(value);
      }
    }
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

/** Drops consts that only hold `require(…)` / `import(…)` (they are imports, not definitions). */
function keepDef(node: Node): boolean {
  if (node.type !== 'variable_declarator') return true;
  let v = node.childForFieldName('value');
  if (v?.type === 'await_expression') v = v.namedChildren[0] ?? null;
  if (v?.type !== 'call_expression') return true;
  const fn = v.childForFieldName('function');
  return !(fn && (fn.text === 'require' || fn.type === 'import'));
}

/** Node types the walk looks at (either grammar; names a grammar lacks simply never occur). */
const WALKED = [
  'function_declaration', 'generator_function_declaration', 'function_expression', 'class_declaration', 'abstract_class_declaration',
  'method_definition', 'variable_declarator', 'call_expression', 'new_expression', 'import_statement', 'export_statement',
  'assignment_expression', 'interface_declaration', 'type_alias_declaration', 'enum_declaration', 'method_signature',
  'function_signature', 'abstract_method_signature', 'public_field_definition', 'required_parameter', 'optional_parameter',
  'field_definition',
];
const FN_VALUES = new Set(['arrow_function', 'function_expression', 'generator_function']);

/** The named type of a `type_annotation` (`T` or `T<…>`), else null. */
function annotatedType(ann: Node | null): Node | null {
  if (ann?.type !== 'type_annotation') return null;
  const t = ann.namedChildren[0];
  if (t?.type === 'type_identifier') return t;
  if (t?.type === 'generic_type') {
    const n = t.childForFieldName('name');
    return n?.type === 'type_identifier' ? n : null;
  }
  return null;
}

/** Constructor identifier of a `new X(…)` value, else null. */
function constructed(value: Node | null): Node | null {
  if (value?.type !== 'new_expression') return null;
  const c = value.childForFieldName('constructor');
  return c?.type === 'identifier' ? c : null;
}

/** Body of a function-valued node (arrow, function expression, generator), else null. */
function fnBody(value: Node | null, kinds: Set<string> = FN_VALUES): Node | null {
  return value && kinds.has(value.type) ? value.childForFieldName('body') : null;
}
const FIELD_FN = new Set(['arrow_function', 'function_expression']);

/** `require('m')` as a declarator's value (`arguments` starting with a string). */
function isRequire(value: Node | null, b: FileBuilder): boolean {
  if (value?.type !== 'call_expression') return false;
  const fn = value.childForFieldName('function');
  if (fn?.type !== 'identifier' || b.text(fn) !== 'require') return false;
  return value.childForFieldName('arguments')?.namedChildren[0]?.type === 'string';
}

/**
 * Extraction by one pass over the nodes that matter (fetched by type in a
 * single call into the parser), reading fields directly: the same records
 * the query above describes, without compiling the query in every thread.
 */
function walker(typed: boolean): (root: Node, b: FileBuilder) => void {
  return (root, b) => {
    // Top-level `const`/`let` declarators (exported or not) are definitions of kind const.
    const topConst = new Set<number>();
    // A file whose recovery failed has an ERROR root: its children are not top-level statements.
    for (const c of root.type === 'program' ? root.namedChildren : []) {
      const decl = c?.type === 'export_statement' ? c.childForFieldName('declaration') : c;
      if (decl?.type !== 'lexical_declaration') continue;
      for (const d of decl.namedChildren) if (d?.type === 'variable_declarator') topConst.add(d.id);
    }
    for (const n of root.descendantsOfType(WALKED)) {
      switch (n.type) {
        case 'function_declaration':
        case 'generator_function_declaration':
        case 'function_expression': {
          const name = n.childForFieldName('name');
          const body = n.childForFieldName('body');
          if (name?.type === 'identifier' && body) b.def('function', n, name, body, null, null);
          break;
        }
        case 'class_declaration':
        case 'abstract_class_declaration': {
          if (!typed && n.type !== 'class_declaration') break;
          const body = n.childForFieldName('body');
          if (!body) break;
          let base: Node | null = null;
          const heritage = n.namedChildren.find((c) => c?.type === 'class_heritage');
          if (heritage) {
            // TypeScript: the `extends` value (implemented interfaces are not bases here); JavaScript: the expression.
            const first = heritage.namedChildren[0] ?? null;
            base = typed ? (first?.type === 'extends_clause' ? first.childForFieldName('value') : null) : first;
          }
          b.def('class', n, n.childForFieldName('name'), body, null, base ? [base] : null);
          break;
        }
        case 'method_definition': {
          const body = n.childForFieldName('body');
          if (body) b.def('method', n, n.childForFieldName('name'), body, null, null);
          break;
        }
        case 'variable_declarator': {
          const name = n.childForFieldName('name');
          const value = n.childForFieldName('value');
          const isId = name?.type === 'identifier';
          const body = isId ? fnBody(value) : null;
          if (body) b.def('function', n, name, body, null, null);
          if (isId && topConst.has(n.id)) b.def('const', n, name, null, null, null);
          if (isRequire(value, b)) importNode(n, b.rec);
          if (!isId) break;
          // The declared type first (it comes first in the source, and the resolver takes the first bind).
          const t = typed ? annotatedType(n.childForFieldName('type')) : null;
          if (t) b.bind(false, n, name!, t);
          const ctor = constructed(value);
          if (ctor) b.bind(false, n, name!, ctor);
          break;
        }
        case 'call_expression': {
          const fn = n.childForFieldName('function');
          if (fn?.type === 'identifier') b.call('call', n, fn, null);
          else if (fn?.type === 'member_expression') {
            const prop = fn.childForFieldName('property');
            const pt = prop?.type;
            if (pt === 'property_identifier' || pt === 'private_property_identifier') b.call('call', n, prop!, fn.childForFieldName('object'));
          }
          break;
        }
        case 'new_expression': {
          const ctor = n.childForFieldName('constructor');
          if (ctor?.type === 'identifier') b.call('new', n, ctor, null);
          else if (ctor?.type === 'member_expression') {
            const prop = ctor.childForFieldName('property');
            if (prop?.type === 'property_identifier') b.call('new', n, prop, ctor.childForFieldName('object'));
          }
          break;
        }
        case 'import_statement':
          importNode(n, b.rec);
          break;
        case 'export_statement':
          exportNode(n, b.rec);
          break;
        case 'assignment_expression': {
          const left = n.childForFieldName('left');
          if (left?.type !== 'member_expression') break;
          const obj = left.childForFieldName('object');
          const prop = left.childForFieldName('property');
          if (prop?.type !== 'property_identifier') break;
          const right = n.childForFieldName('right');
          if (obj?.type === 'this') {
            const ctor = constructed(right);
            if (ctor) b.bind(true, n, prop, ctor);
            // `this.repo = repo` with `repo: Repo` a parameter: the field is a Repo.
            else if (typed && right?.type === 'identifier') b.bindCopy(n, prop, right);
          } else if (!typed) {
            // CommonJS: `module.<x>.name = function …` and `exports.name = function …`.
            const body = fnBody(right, FIELD_FN);
            if (!body || !obj) break;
            const owner = obj.type === 'member_expression' ? obj.childForFieldName('object') : obj.type === 'identifier' ? obj : null;
            const ownerName = owner?.type === 'identifier' ? b.text(owner) : '';
            if ((obj.type === 'member_expression' && ownerName === 'module' && obj.childForFieldName('property')?.type === 'property_identifier') || (obj.type === 'identifier' && ownerName === 'exports')) {
              b.def('function', n, prop, body, null, null);
            }
          }
          break;
        }
        case 'interface_declaration': {
          const body = n.childForFieldName('body');
          if (!typed || !body) break;
          const ext = n.namedChildren.find((c) => c?.type === 'extends_type_clause');
          const base = ext?.namedChildren[0] ?? null;
          b.def('interface', n, n.childForFieldName('name'), body, null, base ? [base] : null);
          break;
        }
        case 'type_alias_declaration': {
          const value = n.childForFieldName('value');
          if (typed && value) b.def('type', n, n.childForFieldName('name'), value, null, null);
          break;
        }
        case 'enum_declaration': {
          const body = n.childForFieldName('body');
          if (typed && body) b.def('enum', n, n.childForFieldName('name'), body, null, null);
          break;
        }
        case 'method_signature':
        case 'abstract_method_signature':
          if (typed) b.def('method', n, n.childForFieldName('name'), null, null, null);
          break;
        case 'function_signature': {
          const name = n.childForFieldName('name');
          if (typed && name?.type === 'identifier') b.overload(n, name);
          break;
        }
        case 'public_field_definition':
        case 'field_definition': {
          if (typed !== (n.type === 'public_field_definition')) break;
          const name = n.childForFieldName(typed ? 'name' : 'property');
          const value = n.childForFieldName('value');
          const body = fnBody(value, FIELD_FN);
          if (body) b.def('method', n, name, body, null, null);
          if (name?.type !== 'property_identifier') break;
          const t = typed ? annotatedType(n.childForFieldName('type')) : null;
          if (t) b.bind(true, n, name, t);
          const ctor = constructed(value);
          if (ctor) b.bind(true, n, name, ctor);
          break;
        }
        case 'required_parameter':
        case 'optional_parameter': {
          const pat = n.childForFieldName('pattern');
          const t = typed && pat?.type === 'identifier' ? annotatedType(n.childForFieldName('type')) : null;
          if (!t) break;
          b.bind(false, n, pat!, t);
          // A constructor parameter with an accessibility modifier is also a field.
          if (n.type === 'required_parameter' && n.namedChildren.some((c) => c?.type === 'accessibility_modifier')) b.bind(true, n, pat!, t);
          break;
        }
      }
    }
  };
}

function make(typed: boolean): LangSpec {
  return {
    query: query(typed),
    walk: walker(typed),
    importNode,
    exportNode,
    exported,
    docAnchor: declStatement,
    keepDef,
    defExtra,
  };
}

/** TypeScript (and TSX: same node names). */
export const typescriptSpec: LangSpec = make(true);
/** JavaScript (ES modules and CommonJS). */
export const javascriptSpec: LangSpec = make(false);
