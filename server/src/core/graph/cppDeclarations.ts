/**
 * C++ member functions a class body declares without a body (issue 3,
 * newcomer on google/leveldb): their names for resolution (DefRec.declares)
 * and each declaration with its place, parameter count and doc comment
 * (DefRec.memberDecls), so a member defined out of line in a `.cc` file
 * (`Status DBImpl::Write(…) {`, no comment) is answered with the header's
 * doc comment and the line declaring it (graphDecls.ts joins them).
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec } from './types';
import { leadingComment } from './docComment';
import { parameterTypes } from './arity';

/** One member function declared in a class body (DefRec.memberDecls). */
export type MemberDecl = NonNullable<DefRec['memberDecls']>[number];

/**
 * The name of an operator or conversion function as C++ writes it, from the
 * captured text: `operator==`, `operator()`, `operator new`, `operator
 * bool`, `operator const string_view&` (a conversion's parameter list and
 * qualifiers cut off, spaces collapsed). Names that are no operator pass
 * through.
 */
export function operatorName(text: string): string {
  if (!text.startsWith('operator')) return text;
  const rest = text.slice('operator'.length);
  if (!/^\s*[A-Za-z_]/.test(rest) || /^\s*(new|delete)\b/.test(rest)) return `operator${/^\s*[A-Za-z_]/.test(rest) ? ` ${rest.trim().replace(/\s+/g, ' ')}` : rest.replace(/\s+/g, '')}`;
  // A conversion: `operator bool() const` → `operator bool`.
  const type = rest.slice(0, rest.indexOf('(') < 0 ? rest.length : rest.indexOf('(')).trim().replace(/\s+/g, ' ').replace(/\s*([&*])/g, '$1');
  return `operator ${type}`;
}

/**
 * The function declarator of a declarator under `*` and `&` (`int* f(int)`,
 * `char **f(void)`, `T& g()`, `T&& h()`), or null: class bodies'
 * declarations here and file-level prototypes (langC.ts prototypes) alike.
 */
export function functionDeclarator(d: Node | null): Node | null {
  let fn = d;
  while (fn && (fn.type === 'pointer_declarator' || fn.type === 'reference_declarator')) fn = fn.type === 'pointer_declarator' ? fn.childForFieldName('declarator') : fn.namedChild(0);
  return fn?.type === 'function_declarator' ? fn : null;
}

/** How many parameters a function declarator lists (`(void)` none); undefined with `...` (any number). */
export function parameterCount(fn: Node): number | undefined {
  const list = fn.childForFieldName('parameters');
  if (!list) return undefined;
  let n = 0;
  for (const p of list.namedChildren) {
    if (!p || p.type === 'comment') continue;
    if (p.type === 'variadic_parameter_declaration' || p.type === 'variadic_parameter' || p.text.includes('...')) return undefined;
    if (p.type === 'parameter_declaration' && p.text === 'void' && list.namedChildren.length === 1) return 0;
    n++;
  }
  return n;
}

/**
 * The member functions class body `body` declares without a body: `names`,
 * those a bare call inside the class may mean (DefRec.declares: `int perim()
 * const;`, `static Shape make();`, `Shape* self();` — no constructor,
 * destructor or operator, no pure virtual `= 0`, which is a definition of
 * its own), and `decls`, every such declaration with its 1-based line
 * range, parameter count and doc comment (the comments right above it),
 * constructors (`WriteBatch();`), destructors (`~WriteBatch();`), operators
 * and member templates included. Friends declare no member; `= default` /
 * `= delete` parse as bodiless definitions.
 */
export function classDeclarations(body: Node): { names: string[]; decls: MemberDecl[] } {
  const names: string[] = [];
  const decls: MemberDecl[] = [];
  for (const child of body.namedChildren) {
    // `template <typename T> void f(T x);`: the declaration inside, placed and documented as the template.
    const f = child?.type === 'template_declaration' ? child.namedChildren.find((c) => c?.type === 'field_declaration' || c?.type === 'declaration') ?? null : child;
    if (!child || !f || (f.type !== 'field_declaration' && f.type !== 'declaration') || f.childForFieldName('default_value')) continue;
    for (const d of f.childrenForFieldName('declarator')) {
      const fn = functionDeclarator(d);
      const name = fn?.childForFieldName('declarator');
      if (!fn || !name) continue;
      const text = name.type === 'operator_name' ? operatorName(name.text) : name.type === 'destructor_name' ? name.text.replace(/\s+/g, '') : name.text;
      if (!['field_identifier', 'identifier', 'destructor_name', 'operator_name'].includes(name.type)) continue;
      if (name.type === 'field_identifier' && f === child && !names.includes(text)) names.push(text);
      const decl: MemberDecl = { name: text, line: child.startPosition.row + 1, endLine: child.endPosition.row + 1 };
      // Answers point at the name, past a `template <…>` line or a return type on its own line (issue 3).
      if (name.startPosition.row + 1 > decl.line) decl.nameLine = name.startPosition.row + 1;
      const params = parameterCount(fn);
      if (params !== undefined) decl.params = params;
      const list = fn.childForFieldName('parameters');
      if (list && params) decl.types = parameterTypes(list.text.slice(1, -1));
      const doc = leadingComment(child);
      if (doc) decl.doc = doc;
      decls.push(decl);
    }
  }
  return { names, decls };
}
