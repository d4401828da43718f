/**
 * C extraction (the tree-sitter C grammar): functions (also those returning
 * pointers), function-like macros (called like functions), structs and
 * unions (kind `class`), enums, typedef names (kind `type`); calls by name
 * and through `s.f()`/`p->f()` fields; `#include "local.h"` as an import of
 * that header (system `<…>` headers are not in the repository). A function is
 * exported unless it is `static` and not `inline`: `static inline` is the
 * idiom for functions defined in headers, which every includer sees.
 * Resolution (graphData.ts): same file, then the included headers and the
 * `.c` files beside them with the same stem (`util.h` → `util.c`), then a
 * unique repository-wide name among C and C++ files (`via: name`).
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { LangSpec } from './extract';
import { leadingComment } from './docComment';
import { functionDeclarator, parameterCount } from './cppDeclarations';
import { parameterTypes } from './arity';
import { C_VALUE_PATTERNS, dropLocalValues } from './cValues';
import { blankCOnly, blankPointerConventions, oneBranchOfUnbalanced, readableCpp } from './cppSource';

/** A function declarator naming `inner`, under up to two `*` (`char **f(void)`), or in parentheses. */
const FD = (inner: string) =>
  `[(function_declarator declarator: ${inner}) (pointer_declarator declarator: (function_declarator declarator: ${inner})) (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: ${inner})))` +
  // The name in parentheses, which keeps a function-like macro of that name from expanding (Lua's `lua_State *(luaL_newstate) (void) {`).
  ` (function_declarator declarator: (parenthesized_declarator ${inner})) (pointer_declarator declarator: (function_declarator declarator: (parenthesized_declarator ${inner})))]`;

const QUERY = [
  `(function_definition declarator: ${FD('(identifier) @name')} body: (_) @body) @def.function`,
  `(preproc_function_def name: (identifier) @name) @def.function`,
  `(struct_specifier name: (type_identifier) @name body: (_) @body) @def.class`,
  `(union_specifier name: (type_identifier) @name body: (_) @body) @def.class`,
  `(enum_specifier name: (type_identifier) @name body: (_) @body) @def.enum`,
  `(type_definition declarator: (type_identifier) @name) @def.type`,
  `(call_expression function: (identifier) @name) @call`,
  `(call_expression function: (field_expression argument: (_) @recv field: (field_identifier) @name)) @call`,
  `(preproc_include path: (string_literal)) @import`,
  // A function handed on as a value (`qsort(…, cmp)`, `{ .read = my_read }`): cValues.ts.
  ...C_VALUE_PATTERNS,
].join('\n');

/** `#include "x/y.h"` → an import of the whole header (`*`), resolved relative to the file, then the repository root. */
function importNode(node: Node, rec: FileRec): void {
  const lit = node.childForFieldName('path');
  const source = lit?.text.replace(/^"|"$/g, '');
  if (source) rec.imports.push({ local: '*', name: '*', source, line: node.startPosition.row + 1 });
}

/** False for a `static` definition that is not `inline` (visible in its own file only). */
function exported(_def: unknown, node: Node): boolean {
  let isStatic = false;
  let isInline = false;
  for (const c of node.namedChildren) {
    if (c?.type !== 'storage_class_specifier') continue;
    if (c.text === 'static') isStatic = true;
    else if (c.text === 'inline' || c.text === '__inline' || c.text === '__inline__') isInline = true;
  }
  return !isStatic || isInline;
}

/** Nodes whose children are file-level declarations: the file, conditional blocks (`#ifndef X_H` guards, `#if`/`#else`), `extern "C" { … }`, C++ namespaces. */
const FILE_LEVEL = new Set(['translation_unit', 'preproc_ifdef', 'preproc_if', 'preproc_else', 'preproc_elif', 'preproc_elifdef', 'linkage_specification', 'declaration_list', 'namespace_definition']);

/**
 * Function prototypes at file level (`int total(int a, int b);` in a header,
 * `static int helper(int), other(void);` ahead of their definitions; in C++
 * also inside namespaces), as FileRec.protos: the name, the declaration's
 * 1-based line range, its parameter count (none with `...`), in C++ its
 * parameter types (arity.ts parameterTypes) and its doc comment; under `*` and, in C++, `&` (`int& Width(std::string& s);`:
 * cppDeclarations functionDeclarator, as class bodies), so a `path:line` on one names the
 * function it declares (graphNames declaredAt) and a definition without a
 * doc of its own shows the prototype's (graphDecls.ts). A declaration inside
 * a function body, a field holding a function pointer and a variable are none.
 */
export function prototypes(rec: FileRec, root: Node): void {
  const walk = (n: Node): void => {
    for (const c of n.namedChildren) {
      if (!c) continue;
      if (FILE_LEVEL.has(c.type)) walk(c);
      else if (c.type === 'declaration' || c.type === 'template_declaration') {
        // `template <typename T> T max(T a, T b);`: the declaration inside, placed and documented as the template.
        const decl = c.type === 'declaration' ? c : c.namedChildren.find((x) => x?.type === 'declaration');
        if (!decl) continue;
        for (const d of decl.childrenForFieldName('declarator')) {
          const f = functionDeclarator(d);
          const name = f?.childForFieldName('declarator');
          if (!f || name?.type !== 'identifier') continue;
          const proto: NonNullable<FileRec['protos']>[number] = { name: name.text, line: c.startPosition.row + 1, endLine: c.endPosition.row + 1 };
          // Answers point at the name, past a return type on its own line or a `template <…>` line (issue 3).
          if (name.startPosition.row + 1 > proto.line) proto.nameLine = name.startPosition.row + 1;
          const params = parameterCount(f);
          if (params !== undefined) proto.params = params;
          // C++ overloads of one count tell apart by their types (graphDecls.ts); C has no overloading.
          const list = f.childForFieldName('parameters');
          if (rec.lang === 'cpp' && list && params) proto.types = parameterTypes(list.text.slice(1, -1));
          const doc = leadingComment(c);
          if (doc) proto.doc = doc;
          (rec.protos ??= []).push(proto);
        }
      }
    }
  };
  walk(root);
}

/**
 * A function-like macro's signature: `#define can_read(buffer, size)` (cJSON; newcomer 45 #9 saw an empty one),
 * its parameters as written, whitespace folded; its body is not part of it.
 */
function defExtra(def: DefRec, node: Node): void {
  if (node.type !== 'preproc_function_def') return;
  const params = node.childForFieldName('parameters')?.text.replace(/\s+/g, ' ') ?? '()';
  def.signature = `#define ${def.name}${params}`;
}

export const cSpec: LangSpec = {
  query: QUERY,
  defExtra,
  // `LUA_API lua_Unsigned lua_rawlen (…)`, `LUALIB_API void luaL_openlibs (…)`: macros before a declaration blanked, as in C++ (cppSource.ts).
  // `void *(CJSON_CDECL *allocate)(size_t)`: a calling-convention macro in a function pointer blanked (blankPointerConventions).
  // `extern "C" {` guards and `void * CJSON_CDECL f(`: blankCOnly.
  source: (src) => ({ text: blankCOnly(blankPointerConventions(readableCpp(oneBranchOfUnbalanced(src)).text)), blanked: [] }),
  importNode,
  exported,
  finish: (rec, root) => {
    prototypes(rec, root);
    dropLocalValues(rec, root);
  },
};
