/**
 * What a file's text adds to the graph's answers, read from disk when asked:
 * the files read with syntax errors that may define a name the graph lacks
 * (a no-symbol answer names them), the Rust macros that may define it
 * (macroSitesNaming), and the member functions a C++ class
 * body declares without a body (a header's outline lists them).
 */
import { shownLine, type FileRec } from './types';
import type { GraphData } from './graphData';
import type { DeclarationJoin } from './graphDecls';
import type { SymbolItem } from './graphNames';
import { qualifiedName } from './blocks';
import { renderHint } from '../hints';
import { echoed } from '../text';

/** How many files with syntax errors errorFilesNaming reads at most for one name. */
const ERROR_FILES_READ = 200;

/** Languages whose functions are declared by their types and modifiers, without a keyword (errorFilesNaming). */
const DECLARATOR_LANGS: ReadonlySet<string> = new Set(['c', 'cpp', 'java', 'csharp']);

/** Words that open a definition in the languages the graph reads (errorFilesNaming). */
const DEFINING_WORDS = 'class|struct|union|enum|interface|trait|object|protocol|extension|record|module|namespace|type|typealias|typedef|def|fun|func|function|fn|sub|proc|impl|macro';

/**
 * A line declaring function `w` (a name, regex-escaped) in C, C++, Java or
 * C# (DECLARATOR_LANGS): types and modifiers, then the name and its
 * parameter list (`int Shape::area(`, `public static int price(`), not a
 * statement (`return area(`, `new Area(`).
 */
function declaratorOf(w: string): RegExp {
  return new RegExp(`^\\s*(?!(?:return|else|case|throw|delete|new|await|yield)\\b)(?:[\\w:<>,~\\[\\]]+[\\s*&]+)+(?:[\\w~]+::)*${w}\\s*\\(`, 'u');
}

/**
 * The files read with syntax errors (FileRec.errors: their definitions
 * after an error may be lost, langKotlin's one-line bodies were) with a
 * line that may define the last part of `name` (`Fee5` of `Fee5.price`,
 * `a::B` → `B`): after a definition keyword (`class Fee5`, `fun Car.go`,
 * `def run`, `func (r *Repo) Save`), or in C, C++, Java and C# after types
 * and modifiers with its parameter list (`int Shape::area(`, `public int
 * price(`; not a call `x.area(` or `return area(`); sorted; at most ERROR_FILES_READ
 * such files are read. For a name the graph has no definition of (codePick
 * noSymbol).
 */
export function errorFilesNaming(files: ReadonlyMap<string, FileRec>, name: string, readLines: (rel: string) => string[] | null): string[] {
  const word = name.split(/::|#|\.|->/).filter(Boolean).pop();
  if (!word || !/^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(word)) return [];
  const w = word.replace(/\$/g, '\\$');
  // `fun Car.go`, `func (r *Repo) Save`, `class Fee5`: the keyword, maybe a receiver, then names joined by blanks or dots.
  const keyword = new RegExp(`\\b(?:${DEFINING_WORDS})\\s+(?:\\([^)]*\\)\\s*)?(?:[\\p{L}\\p{N}_$<>?,*&:]+[\\s.]+)*?${w}(?![\\p{L}\\p{N}_$])`, 'u');
  const declarator = declaratorOf(w);
  const hits: string[] = [];
  let read = 0;
  for (const [p, rec] of files) {
    if (!rec.errors || read++ >= ERROR_FILES_READ) continue;
    const c = DECLARATOR_LANGS.has(rec.lang);
    const lines = readLines(p);
    if (lines && lines.some((l) => keyword.test(l) || (c && declarator.test(l)))) hits.push(p);
  }
  return hits.sort();
}

/**
 * Where the files read with syntax errors (FileRec.errors) call `name` on a
 * line their records hold no call of it, from their first error on
 * (FileRec.errorLine): `name(` in the text, not after a definition keyword
 * (`fun helper(`). Those calls the parser may have lost (newcomer 39 #1:
 * okio's ByteString.kt ended in an ERROR, and `callers commonHex` said only
 * "No callers found"). The first such line per file, sorted by path; at most
 * ERROR_FILES_READ files are read.
 */
export function errorFilesCalling(files: ReadonlyMap<string, FileRec>, name: string, readLines: (rel: string) => string[] | null): { path: string; line: number }[] {
  if (!/^[\p{L}_$][\p{L}\p{N}_$]*$/u.test(name)) return [];
  const w = name.replace(/\$/g, '\\$');
  const call = new RegExp(`(?<![\\p{L}\\p{N}_$])${w}\\s*\\(`, 'u');
  const defined = new RegExp(`\\b(?:${DEFINING_WORDS})\\s+(?:[\\p{L}\\p{N}_$<>?,*&:]+[\\s.]+)*?${w}\\s*\\(`, 'u');
  // C, C++, Java, C#: a declarator (`inline auto vformat(`, `public int price(`).
  const declarator = declaratorOf(w);
  const out: { path: string; line: number }[] = [];
  let read = 0;
  for (const [p, rec] of files) {
    if (!rec.errors || read++ >= ERROR_FILES_READ) continue;
    const lines = readLines(p);
    if (!lines) continue;
    let recorded: Set<number> | undefined;
    const c = DECLARATOR_LANGS.has(rec.lang);
    for (let k = Math.max(0, (rec.errorLine ?? 1) - 1); k < lines.length; k++) {
      const l = lines[k];
      // Not a comment's line (a doc's example: fmt's `*     std::string result = fmt::vformat(…)`; newcomer 40 #7), nor a definition's.
      if (!call.test(l) || COMMENT_LINE.test(l) || defined.test(l) || (c && declarator.test(l))) continue;
      recorded ??= new Set([...rec.calls.filter((x) => x.name === name).map((x) => x.line), ...rec.defs.filter((d) => d.name === name).map((d) => d.nameLine)]);
      if (recorded.has(k + 1)) continue;
      out.push({ path: p, line: k + 1 });
      break;
    }
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * One line naming the sites errorFilesCalling found for `name`: `helper is
 * called in 1 file the parser could not read whole, on lines no call was
 * read from: B.kt:7 (kontext graph lists such files)`; '' for none.
 */
export function errorCallsText(name: string, sites: { path: string; line: number }[]): string {
  if (!sites.length) return '';
  const more = sites.length > ERROR_FILES_SHOWN ? ` (+${sites.length - ERROR_FILES_SHOWN} more)` : '';
  const one = sites.length === 1;
  const status = renderHint({ tool: 'kontext_graph', args: {} });
  return `${name} is called in ${sites.length} file${one ? '' : 's'} the parser could not read whole, on lines no call was read from: ${sites.slice(0, ERROR_FILES_SHOWN).map((s) => `${s.path}:${s.line}`).join(', ')}${more} (${status} lists such files)`;
}

/** A line that is (the rest of) a comment: `//`, `#`, `--`, `/*`, or a block comment's `*` continuation. */
const COMMENT_LINE = /^\s*(?:\/\/|#|--|\/\*|\*)/;

/** Paths an error-files note names before `(+K more)`. */
const ERROR_FILES_SHOWN = 3;

/**
 * One line naming `files`, the files read with syntax errors that write the
 * asked name (errorFilesNaming), whose definition the parser may have lost:
 * `Fee5 is written in 1 file the parser could not read whole, where its
 * definition may be lost: Fee.kt (kontext graph lists such files)`; '' for
 * none. Said under a no-symbol answer of the code tools (codePick) and of
 * `why <symbol>` (locator symbolNote).
 */
export function errorFilesText(symbol: string, files: string[]): string {
  if (!files.length) return '';
  const more = files.length > ERROR_FILES_SHOWN ? ` (+${files.length - ERROR_FILES_SHOWN} more)` : '';
  const one = files.length === 1;
  const status = renderHint({ tool: 'kontext_graph', args: {} });
  return `${echoed(symbol)} is written in ${files.length} file${one ? '' : 's'} the parser could not read whole, where its definition may be lost: ${files.slice(0, ERROR_FILES_SHOWN).join(', ')}${more} (${status} lists such files)`;
}

/** Rust files macroSitesNaming reads at most for one name. */
const MACRO_FILES_READ = 200;

/**
 * Where a Rust name the graph has no definition of may be defined by a
 * macro, which the graph never expands (issue 3): the item-level macro
 * invocations (FileRec.itemMacros) whose text writes the last part of
 * `name` as a word (`make_getter!(answer, 42);` for `answer`: `writes`),
 * then the lines writing `fn <name>` that define nothing the graph holds
 * (inside a `macro_rules!` body: `fn`). Read only when some Rust file invokes a
 * macro at item level; at most MACRO_FILES_READ Rust files, by path; up to
 * `max` sites.
 */
export function macroSitesNaming(files: ReadonlyMap<string, FileRec>, name: string, readLines: (rel: string) => string[] | null, max = 3): { kind: 'writes' | 'fn'; macro?: string; path: string; line: number }[] {
  const word = name.split(/::|#|\.|->/).filter(Boolean).pop();
  if (!word || !/^[A-Za-z_]\w*$/.test(word)) return [];
  const rust = [...files].filter(([, r]) => r.lang === 'rust');
  if (!rust.some(([, r]) => r.itemMacros?.length)) return [];
  const inText = new RegExp(`(?<![\\w$])${word}(?!\\w)`);
  const fnLine = new RegExp(`\\bfn\\s+${word}(?!\\w)`);
  const writes: { kind: 'writes'; macro: string; path: string; line: number }[] = [];
  const fns: { kind: 'fn'; path: string; line: number }[] = [];
  for (const [p, rec] of rust.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, MACRO_FILES_READ)) {
    const lines = readLines(p);
    if (!lines) continue;
    for (const m of rec.itemMacros ?? []) if (inText.test(lines.slice(m.line - 1, m.endLine).join('\n'))) writes.push({ kind: 'writes', macro: m.name, path: p, line: m.line });
    // `Foo.bar` asked where another type's `fn bar` is defined: that line is a definition the graph holds, no macro's.
    const defined = new Set(rec.defs.filter((d) => d.name === word).map((d) => d.nameLine ?? d.line));
    lines.forEach((l, i) => {
      if (fnLine.test(l) && !defined.has(i + 1)) fns.push({ kind: 'fn', path: p, line: i + 1 });
    });
  }
  return [...writes, ...fns].slice(0, max);
}

/**
 * One line naming the macro sites that may define `symbol` (macroSitesNaming):
 * `answer may be defined by a macro, which the graph does not expand:
 * make_getter! at src/lib.rs:11 writes it; fn helper_one at src/lib.rs:8`;
 * '' for none. Said under a no-symbol answer of the code tools (codePick)
 * and of `why <symbol>` (locator symbolNote).
 */
export function macroSitesText(symbol: string, sites: { kind: 'writes' | 'fn'; macro?: string; path: string; line: number }[]): string {
  if (!sites.length) return '';
  const word = symbol.split(/::|#|\.|->/).filter(Boolean).pop();
  const where = sites.map((s) => (s.kind === 'writes' ? `${s.macro}! at ${s.path}:${s.line} writes it` : `fn ${word} at ${s.path}:${s.line}`)).join('; ');
  return `${echoed(symbol)} may be defined by a macro, which the graph does not expand: ${where}`;
}

/**
 * The member functions the class bodies of C++ file `rel` declare without
 * a body (DefRec.memberDecls: a header's `int area() const;`, `Shape(int
 * w);`), for its outline: kind method, named as their definitions are
 * (`geo::Shape::area`: the class's full name, `::`, the member; blocks.ts
 * qualifiedName), at the declaration's lines, its text as written (one
 * line) as signature, its doc comment; `defined`, where the definitions it
 * declares are (graphDecls definedFrom: `int Shape::area() const {…}` in
 * src/shape.cc), empty when the graph holds none; `ref` the first of those,
 * else the class. Empty for a file of another language.
 */
export function memberDeclarations(data: GraphData, join: DeclarationJoin, rel: string, readLines: (rel: string) => string[] | null): SymbolItem[] {
  const rec = data.files.get(rel);
  if (!rec || rec.lang !== 'cpp') return [];
  const lines = rec.defs.some((d) => d.memberDecls?.length) ? readLines(rel) : null;
  const out: SymbolItem[] = [];
  rec.defs.forEach((cls, i) => {
    for (const x of cls.memberDecls ?? []) {
      const defs = join.definedFrom(rel, x.line).filter((r) => data.def(r).name === x.name);
      const text = lines?.slice(x.line - 1, x.endLine).join(' ').trim().replace(/\s+/g, ' ');
      // At its name's line, its range from its first (a member template's `template <typename U>`: SymbolItem.start).
      const it: SymbolItem = { name: `${qualifiedName(rec, i)}::${x.name}`, kind: 'method', path: rel, line: x.nameLine ?? x.line, ...(x.nameLine ? { start: x.line } : {}), endLine: x.endLine, container: cls.name, ref: defs[0] ?? { path: rel, i } };
      if (text) it.signature = text;
      if (x.doc) it.doc = x.doc;
      it.defined = defs.map((r) => ({ path: r.path, line: shownLine(data.def(r)) }));
      out.push(it);
    }
  });
  return out;
}
