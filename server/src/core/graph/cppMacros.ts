/**
 * C++ namespaces opened by a macro, as extraction reads them (in the index
 * workers; cppMacroScopes.ts joins them for the graph). Libraries write
 * `NLOHMANN_JSON_NAMESPACE_BEGIN … NLOHMANN_JSON_NAMESPACE_END` (likewise
 * `FMT_BEGIN_NAMESPACE`, `QT_BEGIN_NAMESPACE`) where one header says
 * `#define NLOHMANN_JSON_NAMESPACE_BEGIN namespace nlohmann { inline namespace
 * json_abi_v3_11_3 {`. The grammar knows no macros: the lone name breaks the
 * parse around it and the namespace it opens is never seen.
 *
 * How: extraction blanks a line that holds only an all-capitals macro name
 * (cppSource.ts `readableCpp`, through langCpp's LangSpec.source), keeps those at namespace
 * scope as FileRec.macroUses, and keeps every object-like `#define` whose body
 * only opens and closes namespaces as FileRec.nsMacros (`namespaceMacros`).
 * The graph joins the two over the repository (cppMacroScopes.ts: CppMacroScopes, kept by
 * GraphIndex): a use of a macro that opens namespaces opens them at its line,
 * one that closes them closes them, as the preprocessor would; the blocks so
 * made, with the parsed blocks inside them renamed under them, are
 * FileRec.macroBlocks, which blocks.ts blockAt reads before FileRec.blocks. A
 * macro defined with different bodies in two places (a configurable
 * namespace) counts as none, and an inline or unnamed namespace, or one named
 * by another macro, adds no name (as `inline namespace v1` adds none).
 */
import type { Node } from 'web-tree-sitter';

/** Node types a macro use may sit in at namespace scope: the file, a namespace's body, preprocessor conditionals, `extern "C++" { … }`. */
const NAMESPACE_SCOPE: ReadonlySet<string> = new Set(['translation_unit', 'declaration_list', 'namespace_definition', 'linkage_specification', 'preproc_ifdef', 'preproc_if', 'preproc_else', 'preproc_elif', 'preproc_elifdef']);

/** Of `uses` (cppSource.ts readableCpp), those at namespace scope of the tree `root` (not in a class, a function or a comment). */
export function namespaceScopeUses(root: Node, uses: readonly { name: string; line: number }[]): { name: string; line: number }[] {
  return uses.filter((u) => {
    for (let n: Node | null = root.descendantForPosition({ row: u.line - 1, column: 0 }); n; n = n.parent) if (!NAMESPACE_SCOPE.has(n.type)) return false;
    return true;
  });
}

/** An object-like `#define NAME body` (continuation lines spliced in the match). */
const DEFINE = /^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)(?![\w(])((?:[^\n\\]|\\\r?\n|\\)*)/gm;
/** One step of a namespace macro's body: `namespace a::b {`, `inline namespace NAME(…) {`, `namespace {`, or `}`. */
const STEP = /\s*(?:(inline\s+)?namespace\b\s*([A-Za-z_]\w*(?:\s*::\s*[A-Za-z_]\w*)*)?\s*(\((?:[^(){}]|\([^(){}]*\))*\))?\s*\{|\})/y;

/**
 * The object-like macros `src` defines whose body only opens and closes
 * namespaces (FileRec.nsMacros), and those it defines as nothing (no steps:
 * a configurable `FMT_END_EXPORT` is `}` in one place and nothing in another), each with its steps in order: the name a
 * step opens ('' for an inline or unnamed namespace, or one named by another
 * macro, as `namespace QT_NAMESPACE {`), `}` for a close.
 */
export function namespaceMacros(src: string): { name: string; ops: string[] }[] {
  const out: { name: string; ops: string[] }[] = [];
  if (!src.includes('define')) return out;
  for (const m of src.matchAll(DEFINE)) {
    // Line splicing comes before comments (C++ [lex.phases]): a `//` comment ends at the spliced line's end.
    const body = m[2].replace(/\\\r?\n/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/.*$/, '').trim();
    // `#define FMT_END_EXPORT` (nothing) where another file or branch says `#define FMT_END_EXPORT }`: a body of
    // no steps, so the macro counts as defined two ways (CppMacroScopes) and closes nothing. Capitals only.
    if (!body && /^[A-Z][A-Z0-9]*_[A-Z0-9_]*$/.test(m[1])) out.push({ name: m[1], ops: [] });
    if (!body || (!body.includes('namespace') && !body.startsWith('}'))) continue;
    const ops: string[] = [];
    STEP.lastIndex = 0;
    let s: RegExpExecArray | null;
    while (STEP.lastIndex < body.length && (s = STEP.exec(body))) {
      if (s[0].trimEnd().endsWith('}') && !s[0].includes('namespace')) ops.push('}');
      else ops.push(s[1] || s[3] || !s[2] || /^[A-Z][A-Z0-9_]*$/.test(s[2]) ? '' : s[2].replace(/\s+/g, ''));
    }
    if (ops.length && STEP.lastIndex >= body.length) out.push({ name: m[1], ops });
  }
  return out;
}
