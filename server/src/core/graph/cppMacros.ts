/**
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
 * The graph joins the two over the repository (CppMacroScopes, kept by
 * GraphIndex): a use of a macro that opens namespaces opens them at its line,
 * one that closes them closes them, as the preprocessor would; the blocks so
 * made, with the parsed blocks inside them renamed under them, are
 * FileRec.macroBlocks, which blocks.ts blockAt reads before FileRec.blocks. A
 * macro defined with different bodies in two places (a configurable
 * namespace) counts as none, and an inline or unnamed namespace, or one named
 * by another macro, adds no name (as `inline namespace v1` adds none).
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';

type Block = NonNullable<FileRec['blocks']>[number];

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
    return /^[A-Z][A-Z0-9]*_[A-Z0-9_]*$/.test(code);
  }
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

/** One block being made: its own name (one or more `::` segments; '' adds none), lines, and depth among blocks starting on one line. */
interface Segment {
  own: string;
  line: number;
  endLine: number;
  depth: number;
}

/**
 * The namespace blocks of `rec` with those its macro uses open (FileRec.macroBlocks):
 * each use of a macro `opsOf` knows applies its steps to a stack, a close ending
 * the block the matching open began (at the file's end when never closed);
 * every block, parsed or made, is named by the blocks around it, outer first.
 * Undefined when no use opens a named namespace.
 */
export function macroBlocks(rec: FileRec, opsOf: (name: string) => string[] | undefined): Block[] | undefined {
  const segs: Segment[] = [];
  const stack: Segment[] = [];
  for (const u of rec.macroUses ?? []) {
    for (const op of opsOf(u.name) ?? []) {
      if (op !== '}') {
        const s = { own: op, line: u.line, endLine: Number.MAX_SAFE_INTEGER, depth: stack.length + 1 };
        stack.push(s);
        if (op) segs.push(s);
      } else {
        const s = stack.pop();
        if (s) s.endLine = u.line;
      }
    }
  }
  if (!segs.length) return undefined;
  // Parsed blocks carry the names of the parsed blocks around them: keep only their own segment.
  const parsed = rec.blocks ?? [];
  for (const b of parsed) {
    let parent: Block | undefined;
    for (const o of parsed) if (o !== b && o.line <= b.line && b.endLine <= o.endLine && (!parent || o.line >= parent.line)) parent = o;
    segs.push({ own: parent ? b.name.slice(parent.name.length + 2) : b.name, line: b.line, endLine: b.endLine, depth: 0 });
  }
  segs.sort((a, b) => a.line - b.line || a.depth - b.depth);
  return segs.map((s) => {
    const names: string[] = [];
    for (const o of segs) if (o !== s && o.line <= s.line && s.endLine <= o.endLine && (o.line < s.line || o.depth < s.depth)) names.push(o.own);
    names.push(s.own);
    return { name: names.join('::'), line: s.line, endLine: s.endLine };
  });
}

/**
 * The repository's C++ namespace macros and the files that use them, kept as
 * files come and go (GraphIndex setFile), and each using file's
 * FileRec.macroBlocks (macroBlocks) kept up to date: when a file is set, and
 * for every user of a macro whose definitions changed.
 */
export class CppMacroScopes {
  /** Macro name → defining file → the steps of each of its definitions there (`#ifdef` branches may hold several). */
  private defs = new Map<string, Map<string, string[][]>>();
  /** Files with macro uses at namespace scope. */
  private users = new Set<string>();

  /** Records that file `p` changed from `old` to `rec` (null: removed) among `files`. */
  update(p: string, old: FileRec | undefined, rec: FileRec | null, files: ReadonlyMap<string, FileRec>): void {
    const changed = new Set<string>();
    for (const m of old?.nsMacros ?? []) {
      const byFile = this.defs.get(m.name);
      if (byFile?.delete(p) && !byFile.size) this.defs.delete(m.name);
      changed.add(m.name);
    }
    // A file may define one macro in several `#ifdef` branches: all its definitions are kept.
    const mine = new Map<string, string[][]>();
    for (const m of rec?.nsMacros ?? []) mine.set(m.name, [...(mine.get(m.name) ?? []), m.ops]);
    for (const [name, list] of mine) {
      let byFile = this.defs.get(name);
      if (!byFile) this.defs.set(name, (byFile = new Map()));
      byFile.set(p, list);
      changed.add(name);
    }
    if (rec?.macroUses) {
      this.users.add(p);
      this.apply(rec);
    } else this.users.delete(p);
    if (!changed.size) return;
    for (const u of this.users) {
      const urec = files.get(u);
      if (u !== p && urec?.macroUses?.some((x) => changed.has(x.name))) this.apply(urec);
    }
  }

  /** The steps of macro `name`: undefined when no file defines it so, or two define it differently. */
  private opsOf(name: string): string[] | undefined {
    let ops: string[] | undefined;
    for (const inFile of this.defs.get(name)?.values() ?? []) {
      for (const o of inFile) {
        if (ops && ops.join('\n') !== o.join('\n')) return undefined;
        ops = o;
      }
    }
    return ops;
  }

  private apply(rec: FileRec): void {
    const blocks = macroBlocks(rec, (n) => this.opsOf(n));
    if (blocks) rec.macroBlocks = blocks;
    else delete rec.macroBlocks;
  }
}
