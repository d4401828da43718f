/**
 * C++ source as the grammar can read it (run by extraction, in the index
 * workers), and the namespaces its macros open.
 *
 * C++ namespaces opened by a macro. Libraries write
 * `NLOHMANN_JSON_NAMESPACE_BEGIN … NLOHMANN_JSON_NAMESPACE_END` (likewise
 * `FMT_BEGIN_NAMESPACE`, `QT_BEGIN_NAMESPACE`) where one header says
 * `#define NLOHMANN_JSON_NAMESPACE_BEGIN namespace nlohmann { inline namespace
 * json_abi_v3_11_3 {`. The grammar knows no macros: the lone name breaks the
 * parse around it and the namespace it opens is never seen.
 *
 * How: extraction blanks a line that holds only an all-capitals macro name
 * (`lineMacros`, through langCpp's LangSpec.source), keeps those at namespace
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

/** A line holding one all-capitals name with an underscore (`NLOHMANN_JSON_NAMESPACE_BEGIN`), maybe a `//` comment after it. */
const LONE_MACRO = /^[ \t]*([A-Z][A-Z0-9]*_[A-Z0-9_]*)[ \t]*(?:\/\/[^\n]*)?$/gm;

/**
 * `src` with every line that holds only an all-capitals macro name (LONE_MACRO)
 * blanked by as many spaces, where the line before it ends a declaration or a
 * directive (`;`, `{`, `}`, a comment, a `#` line, another such macro, or the
 * file's start), so an enumerator or an argument on a line of its own is kept;
 * with the names and their 1-based lines. The text keeps every position.
 */
export function lineMacros(src: string): { text: string; uses: { name: string; line: number }[] } {
  const uses: { name: string; line: number }[] = [];
  if (!/^[ \t]*[A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*(?:\/\/[^\n]*)?$/m.test(src)) return { text: src, uses };
  let line = 1;
  let counted = 0;
  const text = src.replace(LONE_MACRO, (m: string, name: string, at: number) => {
    for (let k = src.indexOf('\n', counted); k >= 0 && k < at; k = src.indexOf('\n', k + 1)) line++;
    counted = at;
    if (!endsDeclaration(src, at)) return m;
    uses.push({ name, line });
    return m.replace(/[^\t]/g, ' ');
  });
  return { text, uses };
}

/** Whether the last non-blank line before offset `at` of `src` ends a declaration or a directive (lineMacros). */
function endsDeclaration(src: string, at: number): boolean {
  let end = at - 1;
  for (;;) {
    while (end >= 0 && /\s/.test(src[end])) end--;
    if (end < 0) return true;
    const start = src.lastIndexOf('\n', end) + 1;
    const prev = src.slice(start, end + 1).trim();
    if (prev.startsWith('#')) return !prev.endsWith('\\');
    if (prev.startsWith('//') || prev.endsWith('*/')) return true;
    const code = prev.replace(/\/\/.*$/, '').trimEnd();
    if (!code) return true;
    const last = code[code.length - 1];
    if (last === ';' || last === '{' || last === '}') return true;
    // `template<typename T>` then `JSON_HEDLEY_RETURNS_NON_NULL` then the function: an attribute-like macro.
    if (/^template\s*<.*>$/.test(code)) return true;
    return /^[A-Z][A-Z0-9]*_[A-Z0-9_]*$/.test(code);
  }
}

/** An all-capitals macro name with an underscore, maybe with an argument list (two levels of parentheses). */
const MACRO_USE = String.raw`[A-Z][A-Z0-9]*_[A-Z0-9_]*(?:\((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\))*\))?`;
/** Macros before a declaration on its line (`JSON_HEDLEY_WARN_UNUSED_RESULT static basic_json parse(`, `FMT_CONSTEXPR auto f(`, `JSON_EXPLICIT operator T()`). */
const LEADING_MACROS = new RegExp(String.raw`^([ \t]*)((?:${MACRO_USE}[ \t]+)+)(?=[A-Za-z_~][^\n]*\()`, 'gm');
/** A line holding only a macro call (`JSON_HEDLEY_DEPRECATED_FOR(3.8.0, parse(ptr, ptr + len))`, `Q_PROPERTY(int x READ x)`). */
const LONE_CALL = new RegExp(String.raw`^[ \t]*[A-Z][A-Z0-9]*_[A-Z0-9_]*\((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\))*\)[ \t]*(?:\/\/[^\n]*)?$`, 'gm');

/**
 * `src` with attribute-like macros blanked by as many spaces, every position
 * kept: the macros that open a function's declaration on its line
 * (`JSON_HEDLEY_WARN_UNUSED_RESULT static basic_json parse(…)`,
 * `FMT_CONSTEXPR auto format(…)`, `JSON_EXPLICIT operator T() const`), and a
 * line holding only a macro call between declarations
 * (`JSON_HEDLEY_DEPRECATED_FOR(3.8.0, parse(ptr, ptr + len))`,
 * `Q_PROPERTY(…)`) unless a `{` opens the next line (gtest's
 * `TEST(Suite, Name)` then `{` is a function). Only where the line before
 * ends a declaration (endsDeclaration). The grammar knows no macros: it reads
 * such a name as a type and the declaration after it breaks.
 */
export function attributeMacros(src: string): string {
  if (!/[A-Z]_/.test(src)) return src;
  let text = src.replace(LEADING_MACROS, (m: string, indent: string, macros: string, at: number) => (endsDeclaration(src, at) ? `${indent}${macros.replace(/[^\t\n]/g, ' ')}` : m));
  text = text.replace(LONE_CALL, (m: string, at: number) => {
    if (!endsDeclaration(text, at)) return m;
    const next = /\S/.exec(text.slice(at + m.length, at + m.length + 400));
    return next?.[0] === '{' ? m : m.replace(/[^\t]/g, ' ');
  });
  return text;
}

/** A conditional directive's line: `#if …`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif`. */
const CONDITIONAL = /^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b[^\n]*/gm;

/**
 * `src` with the conditional directives that stand inside a declaration
 * blanked by as many spaces (both branches' code kept), every position kept:
 * nlohmann/json writes `template<…>` / `#if defined(JSON_HAS_CPP_14)` /
 * `constexpr` / `#endif` / `auto get() const`, and `#if …` lines between
 * the arguments of a template's parameter list. The grammar reads a
 * directive only between declarations or statements; one inside a
 * declaration breaks the parse of everything after it (nlohmann's class
 * `basic_json` lost most of its members). A group is inside a declaration
 * when the code line before its `#if` does not end one (midDeclaration);
 * its `#elif`, `#else` and `#endif`, and every group nested in it, go with
 * it. A directive continued with `\` on the next line is kept.
 */
export function inlineConditionals(src: string): string {
  if (!src.includes('#')) return src;
  const inside: boolean[] = [];
  let changed = false;
  const text = src.replace(CONDITIONAL, (m: string, word: string, at: number) => {
    let blank: boolean;
    if (word.startsWith('if')) {
      blank = inside.includes(true) || midDeclaration(src, at);
      inside.push(blank);
    } else if (word === 'endif') blank = inside.pop() ?? false;
    else blank = inside[inside.length - 1] ?? false;
    if (!blank || m.trimEnd().endsWith('\\')) return m;
    changed = true;
    return m.replace(/[^\t]/g, ' ');
  });
  return changed ? text : src;
}

/**
 * Whether offset `at` of `src` (a line's start) lies inside a declaration:
 * the code line before it, past blank lines and conditional directives,
 * ends with none of `;`, `{`, `}`, a label's `:`, and is no comment, other
 * directive or lone macro name (inlineConditionals).
 */
function midDeclaration(src: string, at: number): boolean {
  let end = at - 1;
  for (;;) {
    while (end >= 0 && /\s/.test(src[end])) end--;
    if (end < 0) return false;
    const start = src.lastIndexOf('\n', end) + 1;
    const prev = src.slice(start, end + 1).trim();
    end = start - 1;
    if (/^#\s*(if|ifdef|ifndef|elif|else|endif)\b/.test(prev)) continue;
    if (prev.startsWith('#') || prev.startsWith('//') || prev.endsWith('*/')) return false;
    const code = prev.replace(/\/\/.*$/, '').trimEnd();
    if (!code) return false;
    const last = code[code.length - 1];
    if (last === ';' || last === '{' || last === '}' || (last === ':' && !code.endsWith('::'))) return false;
    return !/^[A-Z][A-Z0-9]*_[A-Z0-9_]*$/.test(code);
  }
}

/** A class body's access label written with a macro: `JSON_PRIVATE_UNLESS_TESTED:` (nlohmann/json), `public Q_SLOTS:`, `Q_SIGNALS:` (Qt). */
const ACCESS_MACRO = /^([ \t]*)(?:(public|private|protected)[ \t]+)?([A-Z][A-Z0-9]*_[A-Z0-9_]*)(?=[ \t]*:(?!:))/gm;
/** Macro names that stand for an access specifier on their own (`JSON_PRIVATE_UNLESS_TESTED:`); another all-capitals name before a colon may be a `goto` label. */
const ACCESS_WORD = /PRIVATE|PROTECTED|PUBLIC|SIGNALS|SLOTS/;

/**
 * `src` with access labels written with macros made plain C++, keeping every
 * position: `public Q_SLOTS:` loses the macro (blanked by as many spaces);
 * a label that is only a macro naming an access (ACCESS_WORD:
 * `JSON_PRIVATE_UNLESS_TESTED:`, `Q_SIGNALS:`) becomes that access
 * (`private`, `protected`, else `public`) padded to the macro's length. The
 * grammar knows no macros: such a label otherwise breaks the class body
 * after it, and every member there is lost.
 */
export function accessMacros(src: string): string {
  if (!/^[ \t]*(?:(?:public|private|protected)[ \t]+)?[A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*:(?!:)/m.test(src)) return src;
  return src.replace(ACCESS_MACRO, (m: string, indent: string, access: string | undefined, name: string) => {
    if (access) return m.replace(name, ' '.repeat(name.length));
    if (!ACCESS_WORD.test(name)) return m;
    const word = name.includes('PRIVATE') ? 'private' : name.includes('PROTECTED') ? 'protected' : 'public';
    return word.length <= name.length ? `${indent}${word.padEnd(name.length)}` : m;
  });
}

/** Node types a macro use may sit in at namespace scope: the file, a namespace's body, preprocessor conditionals, `extern "C++" { … }`. */
const NAMESPACE_SCOPE: ReadonlySet<string> = new Set(['translation_unit', 'declaration_list', 'namespace_definition', 'linkage_specification', 'preproc_ifdef', 'preproc_if', 'preproc_else', 'preproc_elif', 'preproc_elifdef']);

/** Of `uses` (lineMacros), those at namespace scope of the tree `root` (not in a class, a function or a comment). */
export function namespaceScopeUses(root: Node, uses: { name: string; line: number }[]): { name: string; line: number }[] {
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
 * namespaces (FileRec.nsMacros), each with its steps in order: the name a
 * step opens ('' for an inline or unnamed namespace, or one named by another
 * macro, as `namespace QT_NAMESPACE {`), `}` for a close.
 */
export function namespaceMacros(src: string): { name: string; ops: string[] }[] {
  const out: { name: string; ops: string[] }[] = [];
  if (!src.includes('define')) return out;
  for (const m of src.matchAll(DEFINE)) {
    // Line splicing comes before comments (C++ [lex.phases]): a `//` comment ends at the spliced line's end.
    const body = m[2].replace(/\\\r?\n/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/.*$/, '').trim();
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
