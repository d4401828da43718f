/**
 * The language rules of call resolution (GraphData's layers share them):
 * which languages call each other (sameFamily), how far a bare name reaches
 * (RULES: implicit `this`, module / package / global scope), the package keys
 * of package-scoped languages (Go directories, JVM and C# packages and
 * namespaces, Rust modules, PHP namespaces, Swift modules), the imports code at
 * a line sees, and Python dotted module paths.
 */
import type { DefRec, FileRec } from './types';
import { CLASS_LIKE_KINDS } from './types';
import { dirOf } from './modules';
import { rustCrate, rustModuleAt, rustModulePath } from './langRust';
import { swiftModule } from './langSwift';
import { blockAt } from './blocks';

/** C and C++ headers: what they define is seen by every file that includes them. */
export const C_HEADER = /\.(h|hh|hpp|hxx|h\+\+|inl|ipp|tpp|tcc)$/i;

/**
 * Whether definition `d` of file `path` (language `lang`) is seen by that
 * file only: a C/C++ `static` function (not `inline`) or, in C++, anything
 * in an anonymous namespace (DefRec.exported false, langC / langCpp
 * `exported`) — outside a header, whose such definitions every including
 * file compiles (C++ [basic.link]: internal linkage is per translation unit).
 */
export function fileLocal(d: DefRec, path: string, lang: string): boolean {
  return d.exported === false && (lang === 'c' || lang === 'cpp') && !C_HEADER.test(path);
}

/**
 * Whether a definition of `kind` in `lang` is constructed by calling it: a
 * class (and struct), or a Swift enum (`Coin(value: 10)` runs its `init`;
 * Swift reference, "Initialization"). Such a bare call resolves to it, and
 * its constructors' callers are those calls (graphClasses constructedClass).
 */
export function constructible(kind: string, lang: string): boolean {
  return kind === 'class' || (kind === 'enum' && lang === 'swift');
}

/**
 * Whether C/C++ definition `d` of file `path` (language `lang`) can be named
 * from file `from`: not when it is file-local there (fileLocal), nor when it
 * is a class, struct or enum defined in another source file that is no
 * header — a class must be defined in every translation unit using it, so
 * one defined in a `.cpp` is that file's own (many test files each define a
 * `struct person`), while a header's is every includer's.
 */
export function cSeenFrom(d: DefRec, path: string, lang: string, from: string): boolean {
  if (path === from) return true;
  if (fileLocal(d, path, lang)) return false;
  return !(lang === 'cpp' && CLASS_LIKE_KINDS.has(d.kind) && !C_HEADER.test(path));
}

/**
 * A method, or a function stored in a table outside any body (Lua `function
 * M.f`, kind function with container M): a member, never reached as a bare
 * name. Elsewhere a top-level function with a container is already a method.
 */
export function memberLike(d: DefRec): boolean {
  return d.kind === 'method' || (d.kind === 'function' && d.container !== undefined && d.parent < 0);
}

interface LangRules {
  /** Bare calls inside a class may name its members (`foo()` = `this.foo()`). */
  implicitThis: boolean;
  /** How far bare names reach beyond imports. */
  scope: 'module' | 'package' | 'global';
}

/** Each language's LangRules, by language id (languages.ts); DEFAULT_RULES for any other. */
export const RULES: Record<string, LangRules> = {
  typescript: { implicitThis: false, scope: 'module' },
  tsx: { implicitThis: false, scope: 'module' },
  javascript: { implicitThis: false, scope: 'module' },
  python: { implicitThis: false, scope: 'module' },
  rust: { implicitThis: false, scope: 'package' },
  go: { implicitThis: false, scope: 'package' },
  java: { implicitThis: true, scope: 'package' },
  csharp: { implicitThis: true, scope: 'package' },
  cpp: { implicitThis: true, scope: 'global' },
  c: { implicitThis: false, scope: 'global' },
  scala: { implicitThis: true, scope: 'package' },
  lua: { implicitThis: false, scope: 'global' },
  zig: { implicitThis: false, scope: 'module' },
  kotlin: { implicitThis: true, scope: 'package' },
  swift: { implicitThis: true, scope: 'package' },
  dart: { implicitThis: true, scope: 'module' },
  ruby: { implicitThis: true, scope: 'global' },
  // PHP: a bare `f()` inside a method is a function call, never a method (those take `$this->`, `self::`, `static::`: newcomer 14b #1).
  php: { implicitThis: false, scope: 'global' },
  bash: { implicitThis: false, scope: 'global' },
};
/** LangRules of a language RULES does not list. */
export const DEFAULT_RULES: LangRules = { implicitThis: false, scope: 'global' };

/** A package key and those of its enclosing namespaces, innermost first: `csharp:A.B` → `csharp:A.B`, `csharp:A`, `csharp:` (the global namespace). */
export function enclosingKeys(key: string): string[] {
  const out = [key];
  for (let k = key; k.includes('.'); ) out.push((k = k.slice(0, k.lastIndexOf('.'))));
  if (!key.endsWith(':')) out.push(key.slice(0, key.indexOf(':') + 1));
  return out;
}

/** Module key of a file for package-scoped languages. */
function packageKey(p: string, rec: FileRec): string | null {
  if (rec.lang === 'go') return `go:${dirOf(p)}`;
  if (rec.lang === 'java' || rec.lang === 'csharp' || rec.lang === 'scala' || rec.lang === 'kotlin') return `${pkgSpace(rec.lang)}:${rec.pkg ?? ''}`;
  if (rec.lang === 'rust') return `rust:${rustCrate(p)}|${rustModulePath(p)}`;
  if (rec.lang === 'php' && rec.pkg) return `php:${rec.pkg}`;
  // A target a manifest places in a folder of its own (GraphIndex sets `pkg`), else the module its path names.
  if (rec.lang === 'swift') return `swift:${rec.pkg ?? swiftModule(p)}`;
  return null;
}

/**
 * Prefix of the package keys of a language with declared packages: `jvm` for
 * Java, Kotlin and Scala (one JVM package spans the three: `sameFamily`),
 * else the language itself.
 */
export function pkgSpace(lang: string): string {
  return FAMILY[lang] === 'jvm' ? 'jvm' : lang;
}

/** The namespace around `line` of a C# file of several namespaces (FileRec.spaces; innermost block), else the file's `pkg`. */
export function namespaceAt(rec: FileRec, line: number): string {
  if (!rec.spaces) return rec.pkg ?? '';
  let best: { name: string; line: number } | undefined;
  for (const s of rec.spaces) if (s.line <= line && line <= s.endLine && (!best || s.line >= best.line)) best = s;
  return best?.name ?? '';
}

/** packageKey of the code at `line` of `p`: in a file of several namespaces, the one around that line; in a Rust file, its inline module. */
export function packageKeyAt(p: string, rec: FileRec, line: number): string | null {
  if (rec.lang === 'rust' && rec.blocks) return `rust:${rustCrate(p)}|${rustModuleAt(p, rec, line)}`;
  return rec.spaces ? `${pkgSpace(rec.lang)}:${namespaceAt(rec, line)}` : packageKey(p, rec);
}

/** Every package key a file's definitions belong to (one, each namespace of FileRec.spaces, or a Rust file's module and its inline modules). */
export function packageKeys(p: string, rec: FileRec): string[] {
  if (rec.spaces) return [...new Set(rec.spaces.map((s) => `${pkgSpace(rec.lang)}:${s.name}`))];
  if (rec.lang === 'rust' && rec.blocks) return [packageKey(p, rec)!, ...rec.blocks.map((b) => `rust:${rustCrate(p)}|${rustModulePath(p)}::${b.name}`)];
  const k = packageKey(p, rec);
  return k ? [k] : [];
}

/** The imports code at `line` sees: all of them, but in a Rust file with inline modules only the `use`s of the module around that line. */
export function visibleImports(rec: FileRec, line: number): FileRec['imports'] {
  if (!rec.blocks || rec.lang !== 'rust') return rec.imports;
  const block = blockAt(rec, line);
  return rec.imports.filter((x) => blockAt(rec, x.line) === block);
}

/**
 * A Rust path whose first segment a `use` of this file names (`use crate::a::rk;` then `rk::Finder`): the path from
 * what the `use` names (`crate::a::rk::Finder`), or undefined when no `use` at `line` names that segment (a glob
 * `use a::*` names none) or the path has one segment (newcomer 34 #2: memchr's `rabinkarp::Finder::new`).
 */
export function rustUsePath(rec: FileRec, path: string, line: number): string | undefined {
  const cut = path.indexOf('::');
  if (cut <= 0 || rec.lang !== 'rust') return undefined;
  const head = path.slice(0, cut);
  const imp = visibleImports(rec, line).find((x) => x.local === head && x.name !== '*');
  return imp ? `${imp.source}::${imp.name}${path.slice(cut)}` : undefined;
}

/**
 * Whether code in language `a` can call definitions in language `b`: the same
 * language, or one family — C and C++ link together (`.c` is C, `.h` may be
 * either), TypeScript, TSX and JavaScript import each other, and Java, Kotlin
 * and Scala compile to classes of the same JVM packages, which each calls
 * directly (decision record "Java, Kotlin and Scala are one language family").
 * Every other language resolves only within itself, so a same-named class in
 * another language never lends its members.
 */
export function sameFamily(a: string, b: string): boolean {
  return a === b || (FAMILY[a] !== undefined && FAMILY[a] === FAMILY[b]);
}
/** Language families whose members call each other (sameFamily); a language not listed is a family of its own. */
export const FAMILY: Record<string, string> = { c: 'c', cpp: 'c', typescript: 'js', tsx: 'js', javascript: 'js', java: 'jvm', kotlin: 'jvm', scala: 'jvm' };

/**
 * The dotted Python module a dotted expression `written` names through the
 * file's imports (undefined: none). `import a.b.c` binds `a` and loads a.b and
 * a.b.c, so `a.b.c` (or `a.b`) names that module; `import a.b as ab` makes
 * `ab.c` name a.b.c; `from a import b` makes `b.c` name a.b.c (and a name
 * alone, `ab`, the module it was imported as). Whether the
 * module is a file of this repository is lookupInModule's question.
 */
export function pythonModule(rec: FileRec, written: string): string | undefined {
  const dot = written.indexOf('.');
  const first = dot < 0 ? written : written.slice(0, dot);
  // What follows the first name, with its dot; '' for a name alone (`flask` after `import flask`).
  const rest = dot < 0 ? '' : written.slice(dot);
  for (const imp of rec.imports) {
    if (imp.name === '*' && imp.local === imp.source && imp.source.split('.')[0] === first) return written;
  }
  const imp = rec.imports.find((x) => x.local === first);
  if (!imp) return undefined;
  if (imp.name === '*') return `${imp.source}${rest}`;
  return `${imp.source}${imp.source.endsWith('.') ? '' : '.'}${imp.name}${rest}`;
}

/**
 * Languages whose `private` members (DefRec.exported false) are seen inside their file only (Kotlin, Swift) or their
 * class, written in one file (Java). Not C#: a partial class's private members are seen by its parts in other files.
 */
const PRIVATE_MEMBER_LANGS: ReadonlySet<string> = new Set(['kotlin', 'java', 'swift']);

/** Whether definition `d` of file `path` (language `lang`) is a private member that a call in file `from` cannot reach (PRIVATE_MEMBER_LANGS). */
export function privateElsewhere(d: DefRec, path: string, lang: string, from: string): boolean {
  return d.exported === false && path !== from && PRIVATE_MEMBER_LANGS.has(lang) && (d.kind === 'method' || d.kind === 'function');
}

/**
 * Whether `d` is declared `static` (its signature's modifiers before the name: `public new static JObject Parse(…)`,
 * a C# static constructor `static JsonSerializerSettings()`).
 */
export function staticMember(d: DefRec | undefined): boolean {
  if (!d?.signature || (d.kind !== 'method' && d.kind !== 'function')) return false;
  const at = d.signature.indexOf(`${d.name}(`);
  return /(?:^|\s)static\s/.test(at > 0 ? d.signature.slice(0, at) : d.signature);
}

