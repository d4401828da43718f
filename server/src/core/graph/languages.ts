/**
 * The languages the code graph parses and how their grammars are loaded.
 * Grammars are WebAssembly builds run by web-tree-sitter: those of
 * @vscode/tree-sitter-wasm, and for C, Scala, Lua, Zig, Kotlin, Swift and
 * Dart the `.wasm` that maintained grammar packages ship in their npm tarball
 * (`grammars.json` names the file in each package; ARCHITECTURE.md says why
 * these packages). The build (esbuild.mjs) copies every `.wasm` into
 * `dist/wasm/`, and they are loaded by path relative to the bundle, so the
 * .vsix needs no node_modules (SPEC §12). When the engine runs from source
 * (unit tests) the files are taken from node_modules instead.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as v8 from 'node:v8';
import { Parser, Language } from 'web-tree-sitter';
import GRAMMARS from './grammars.json';

/** One parsed language: the id used in records and the grammar file. */
export interface LangInfo {
  id: string;
  /** Grammar file name inside the wasm directory. */
  wasm: string;
  /** File name endings (lowercase, with the dot). */
  exts: string[];
  /** Whole file names of files without an ending (`Rakefile`), as written. */
  names?: string[];
}

/** Supported languages (SPEC §12); each is claimed by a snippet test in test/graph/. */
export const LANGUAGES: LangInfo[] = [
  { id: 'typescript', wasm: 'tree-sitter-typescript.wasm', exts: ['.ts', '.mts', '.cts'] },
  { id: 'tsx', wasm: 'tree-sitter-tsx.wasm', exts: ['.tsx'] },
  { id: 'javascript', wasm: 'tree-sitter-javascript.wasm', exts: ['.js', '.jsx', '.mjs', '.cjs'] },
  { id: 'python', wasm: 'tree-sitter-python.wasm', exts: ['.py', '.pyi'] },
  { id: 'go', wasm: 'tree-sitter-go.wasm', exts: ['.go'] },
  { id: 'rust', wasm: 'tree-sitter-rust.wasm', exts: ['.rs'] },
  { id: 'java', wasm: 'tree-sitter-java.wasm', exts: ['.java'] },
  { id: 'csharp', wasm: 'tree-sitter-c-sharp.wasm', exts: ['.cs'] },
  { id: 'c', wasm: 'tree-sitter-c.wasm', exts: ['.c'] },
  { id: 'cpp', wasm: 'tree-sitter-cpp.wasm', exts: ['.cpp', '.cc', '.cxx', '.hpp', '.hh', '.hxx', '.ipp', '.tpp', '.h'] },
  // Rake tasks, rackup files and gemspecs are Ruby, as are the build and dependency files named without an ending (newcomer 16 #3: rack's `Rakefile`, `config.ru`).
  { id: 'ruby', wasm: 'tree-sitter-ruby.wasm', exts: ['.rb', '.rake', '.ru', '.gemspec'], names: ['Rakefile', 'Gemfile', 'Guardfile', 'Capfile', 'Vagrantfile', 'Podfile', 'Fastfile'] },
  { id: 'php', wasm: 'tree-sitter-php.wasm', exts: ['.php'] },
  { id: 'bash', wasm: 'tree-sitter-bash.wasm', exts: ['.sh', '.bash'] },
  { id: 'scala', wasm: 'tree-sitter-scala.wasm', exts: ['.scala', '.sc'] },
  { id: 'lua', wasm: 'tree-sitter-lua.wasm', exts: ['.lua'] },
  { id: 'zig', wasm: 'tree-sitter-zig.wasm', exts: ['.zig'] },
  { id: 'kotlin', wasm: 'tree-sitter-kotlin.wasm', exts: ['.kt', '.kts'] },
  { id: 'swift', wasm: 'tree-sitter-swift.wasm', exts: ['.swift'] },
  { id: 'dart', wasm: 'tree-sitter-dart.wasm', exts: ['.dart'] },
];

/** Names of other languages a file may be in, so `status` can count what it skipped. */
const OTHER_LANGS: Record<string, string> = {
  '.m': 'objective-c', '.mm': 'objective-c', '.ex': 'elixir', '.exs': 'elixir',
  '.erl': 'erlang', '.hs': 'haskell', '.ml': 'ocaml', '.clj': 'clojure', '.r': 'r', '.jl': 'julia',
  '.pl': 'perl', '.pm': 'perl', '.vue': 'vue', '.svelte': 'svelte', '.groovy': 'groovy', '.fs': 'fsharp',
  '.vb': 'visual-basic', '.ps1': 'powershell', '.sql': 'sql', '.proto': 'protobuf', '.sol': 'solidity',
  '.zsh': 'zsh', '.fish': 'fish', '.bat': 'Windows batch', '.cmd': 'Windows batch', '.awk': 'awk', '.tcl': 'tcl', '.nim': 'nim',
  '.cr': 'crystal', '.elm': 'elm', '.hrl': 'erlang', '.rkt': 'racket', '.scm': 'scheme', '.el': 'emacs-lisp',
  '.vim': 'vimscript', '.f90': 'fortran', '.asm': 'assembly', '.coffee': 'coffeescript', '.cljs': 'clojure',
  '.nix': 'nix', '.tf': 'terraform', '.gradle': 'groovy', '.hx': 'haxe', '.pas': 'pascal', '.ada': 'ada',
};

/**
 * Interpreters a `#!` line names (its program's base name, or the first
 * word after `env`), with the language they run: the graph reads files
 * without an ending in its languages by that line (ripgrep's
 * `benchsuite/benchsuite`, `#!/usr/bin/env python3`; `ci/*`, `#!/bin/sh`).
 * `sh`, `dash` and `ksh` scripts are read with the Bash grammar, which
 * parses POSIX shell. Others (`zsh`, `fish`, `perl`) are counted as skipped.
 */
const SHEBANG_LANGS: Record<string, string> = {
  python: 'python', python2: 'python', python3: 'python', pypy: 'python', pypy3: 'python',
  sh: 'bash', bash: 'bash', dash: 'bash', ksh: 'bash', node: 'javascript', nodejs: 'javascript',
  ruby: 'ruby', php: 'php', lua: 'lua',
};

/** The interpreter a `#!` first line names (`#!/usr/bin/env -S python3 -u` → `python3`, `#!/bin/sh` → `sh`), without a version ending (`python3.12` → `python`); undefined without one. */
export function shebangInterpreter(firstLine: string): string | undefined {
  const m = /^#!\s*(\S+)((?:\s+\S+)*)/.exec(firstLine);
  if (!m) return undefined;
  let prog = m[1].slice(m[1].lastIndexOf('/') + 1);
  if (prog === 'env') prog = m[2].trim().split(/\s+/).find((w) => w && !w.startsWith('-') && !w.includes('=')) ?? '';
  return prog.replace(/(?<=\D)[\d.]*\.\d+$/, '') || undefined;
}

/**
 * What the `#!` line of the file at `abs` (one without an ending) says it
 * is: the language the graph reads it as (SHEBANG_LANGS), else the
 * interpreter's name to count it as skipped (`zsh`); undefined when it has
 * no `#!` line or cannot be read.
 */
export function scriptLanguage(abs: string): { lang: LangInfo } | { other: string } | undefined {
  let head = '';
  try {
    const fd = fs.openSync(abs, 'r');
    try {
      const buf = Buffer.alloc(128);
      head = buf.subarray(0, fs.readSync(fd, buf, 0, 128, 0)).toString('utf8');
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined;
  }
  const prog = shebangInterpreter(head.split('\n')[0]);
  if (!prog) return undefined;
  const id = SHEBANG_LANGS[prog];
  return id ? { lang: BY_ID.get(id)! } : { other: prog };
}

/** Bytes of a `.h` file headerSniff reads. */
const SNIFF_BYTES = 4096;
/** Objective-C in a header: `@interface`, `@protocol`, `@implementation` opening a line, or `#import`. */
const OBJC_HEADER = /^[ \t]*(?:@(?:interface|protocol|implementation)\b|#[ \t]*import\b)/m;
/** C++ in a header: a class, a namespace block, a template, an access label opening a line, or a named cast. */
const CPP_HEADER = /^[ \t]*(?:class[ \t]+[A-Za-z_]\w*[ \t]*(?:[:{]|final\b|$)|namespace[ \t]+[A-Za-z_][\w:]*[ \t]*\{|template[ \t]*<|(?:public|private|protected)[ \t]*:)|\b(?:static|reinterpret|dynamic|const)_cast[ \t]*</m;

/**
 * What the first SNIFF_BYTES of header `abs` say of its language: `objc`
 * for Objective-C (Kingfisher's Nocilla headers were read as C++ with parse
 * errors, the `.m` files beside them skipped; newcomer 43 #6), `cpp` for
 * C++ (hiredis's adapters/qt.h `class RedisQtAdapter : public QObject` was
 * read with the C grammar, its class and methods lost, in a repository
 * whose headers are C), else undefined (the repository's header language,
 * headersFor, decides). One open and read of 4 KiB per header.
 */
export function headerSniff(abs: string): 'objc' | 'cpp' | undefined {
  let head: string;
  try {
    const fd = fs.openSync(abs, 'r');
    try {
      const buf = Buffer.allocUnsafe(SNIFF_BYTES);
      head = buf.subarray(0, fs.readSync(fd, buf, 0, SNIFF_BYTES, 0)).toString('latin1');
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined;
  }
  if (OBJC_HEADER.test(head)) return 'objc';
  return CPP_HEADER.test(head.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')) ? 'cpp' : undefined;
}

const BY_EXT = new Map<string, LangInfo>();
for (const l of LANGUAGES) for (const e of l.exts) BY_EXT.set(e, l);
/** Languages by whole file name (LangInfo.names), for files without an ending. */
const BY_NAME = new Map<string, LangInfo>();
for (const l of LANGUAGES) for (const n of l.names ?? []) BY_NAME.set(n, l);
const BY_ID = new Map(LANGUAGES.map((l) => [l.id, l]));

/** The language whose id (LangInfo.id, as records and jobs carry it) is `id`; undefined for an unknown id. */
export function languageById(id: string): LangInfo | undefined {
  return BY_ID.get(id);
}

const C = languageById('c')!;
const TS = languageById('typescript')!;
/** Endings of C++ sources, counted against `.c` files to choose the grammar of `.h` files (`headersFor`). */
const CPP_SOURCE = /\.(cpp|cc|cxx|c\+\+|hpp|hh|hxx|h\+\+|ipp|tpp)$/i;

function extOf(relPath: string): string {
  const base = relPath.slice(relPath.lastIndexOf('/') + 1).toLowerCase();
  if (base.endsWith('.d.ts')) return '.d.ts';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot) : '';
}

/**
 * What the graph makes of a repo-relative path: `{lang}`, the language it
 * parses the file as; `{other}`, the name of a recognised language it does
 * not read (for `status`: `vue`, `zsh`); null for neither. By the path's
 * ending (`.h` is C++ unless `headers` says the repository is mostly C:
 * `headersFor`); a file without an ending by its whole name (`Rakefile`),
 * else by its `#!` line (scriptLanguage), read once here, when `root` (the
 * repository's directory) is given and the file is not in a hidden tool
 * folder (IN_TOOL_FOLDER) or `included` (`[graph] include`, skipRules.ts
 * skipRulesAt) brings it in; a `.d.ts` file `included` brings in is
 * TypeScript (else it is no language's: declarations are left out by rule). Listing asks this once per file: both answers
 * come from the one read of the first 128 bytes.
 */
export function classify(relPath: string, headers: HeaderLang = 'cpp', root?: string, included?: (p: string) => boolean): { lang: LangInfo } | { other: string } | null {
  const ext = extOf(relPath);
  if (ext === '.h') {
    // What its first lines say, when the file can be read: an Objective-C header, or C++ in a repository of C headers.
    const said = root === undefined ? undefined : headerSniff(path.join(root, relPath));
    if (said === 'objc') return { other: 'objective-c' };
    if (said === 'cpp') return { lang: BY_EXT.get('.hpp')! };
    if (headers === 'c') return { lang: C };
  }
  // A TypeScript declaration file (`.d.ts`) is left out by rule (skipRules), but read as TypeScript once `[graph] include` brings it in.
  if (ext === '.d.ts' && included?.(relPath)) return { lang: TS };
  if (ext) {
    const lang = BY_EXT.get(ext);
    if (lang) return { lang };
    const other = OTHER_LANGS[ext];
    return other ? { other } : null;
  }
  const named = BY_NAME.get(relPath.slice(relPath.lastIndexOf('/') + 1));
  if (named) return { lang: named };
  if (root === undefined || (IN_TOOL_FOLDER.test(relPath) && !included?.(relPath))) return null;
  return scriptLanguage(path.join(root, relPath)) ?? null;
}

/**
 * The language of a repo-relative path, or null when it is not parsed
 * (classify's `lang`; the arguments are classify's).
 */
export function languageFor(relPath: string, headers: HeaderLang = 'cpp', root?: string, included?: (p: string) => boolean): LangInfo | null {
  const c = classify(relPath, headers, root, included);
  return c && 'lang' in c ? c.lang : null;
}

/**
 * A path inside a hidden folder (`.husky/pre-commit`, `.vite-hooks/_/commit-msg`,
 * `.devcontainer/…`): tools' folders, whose scripts without an ending are git
 * hooks and tool stubs, not the project's code. They are not read by their
 * `#!` line: two such hook stubs in vuejs/core made every index load the
 * Bash grammar, ~0.8 s of CPU and ~40 MiB of peak RSS more (bench/graph-speed,
 * issue 3's targets).
 */
const IN_TOOL_FOLDER = /(^|\/)\.[^/]+\//;

/** Whether repo-relative `relPath` is inside a hidden tool folder, whose scripts without an ending are not read by their `#!` line (IN_TOOL_FOLDER). */
export function inToolFolder(relPath: string): boolean {
  return IN_TOOL_FOLDER.test(relPath);
}

/** The grammar `.h` files get in a repository. */
export type HeaderLang = 'c' | 'cpp';

/**
 * `c` when the repository's C sources (`.c`) outnumber its C++ sources
 * (`.cpp`, `.cc`, `.hpp`…), else `cpp`; paths for which `skip` is true
 * (vendored folders) are not counted. The C++ grammar reads C++ headers and
 * most C headers, but a C header that uses a C++ keyword as a name (`struct
 * page *new`, `int class`) breaks it, and the C grammar cannot read C++
 * headers: a C library keeps C headers even with a few C++ tests beside it,
 * a C++ project with a few C files keeps C++ ones (ARCHITECTURE.md, code
 * graph languages).
 */
export function headersFor(paths: Iterable<string>, skip: (p: string) => boolean = () => false): HeaderLang {
  let c = 0;
  let cpp = 0;
  for (const p of paths) {
    const isCpp = CPP_SOURCE.test(p);
    if (!isCpp && !/\.c$/i.test(p)) continue;
    if (skip(p)) continue;
    if (isCpp) cpp++;
    else c++;
  }
  return c > cpp ? 'c' : 'cpp';
}

/** Directory of the bundle's grammars (`dist/wasm`), or null when the engine runs from source without a build. */
function bundledDir(): string | null {
  const candidates = [
    path.join(__dirname, 'wasm'),
    path.resolve(__dirname, '..', '..', '..', '..', 'dist', 'wasm'),
  ];
  for (const c of candidates) if (fs.existsSync(path.join(c, 'web-tree-sitter.wasm'))) return c;
  return null;
}

/** node_modules of the repository when the engine runs from source (server/src/core/graph). */
const NODE_MODULES = path.resolve(__dirname, '..', '..', '..', '..', 'node_modules');

/**
 * Path of grammar file `wasm` (a LangInfo.wasm name): in the bundle's
 * `wasm/` folder, else in the package grammars.json names (running from
 * source).
 */
export function grammarPath(wasm: string): string {
  const dir = bundledDir();
  if (dir && fs.existsSync(path.join(dir, wasm))) return path.join(dir, wasm);
  const from = (GRAMMARS as Record<string, string>)[wasm];
  if (!from) throw new Error(`no grammar package listed for ${wasm} (server/src/core/graph/grammars.json)`);
  return path.join(NODE_MODULES, from);
}

/** Path of web-tree-sitter's own runtime wasm next to the grammars, or from its package. */
function runtimeWasm(): string {
  const dir = bundledDir();
  if (dir) return path.join(dir, 'web-tree-sitter.wasm');
  return path.join(NODE_MODULES, 'web-tree-sitter', 'web-tree-sitter.wasm');
}

/** File name of web-tree-sitter's runtime among the compiled modules (wasmModule). */
export const RUNTIME_WASM = 'web-tree-sitter.wasm';

/** The WebAssembly JS API as used here (the project's TypeScript libs declare no WebAssembly constructors). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => WebAssembly.Module;
  instantiate(module: WebAssembly.Module, imports: object): Promise<object>;
}
const Wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/** Compiled modules of this thread by file name: compiled here, or adopted from the thread that sent them. */
const modules = new Map<string, WebAssembly.Module>();

/**
 * The compiled WebAssembly module of `name` (RUNTIME_WASM or a LangInfo.wasm
 * file name), compiled once per thread unless another thread's module was
 * adopted (adoptWasmModules). Compiling is synchronous and lazy (V8 decodes
 * and validates the file, ~10 ms for the runtime, ~20 ms for TypeScript's
 * grammar, ~60 ms for C++'s; functions are compiled on first call). Throws
 * when the file is missing or is not WebAssembly.
 *
 * Why one module for every thread: V8 compiles a module's functions lazily
 * and optimises the hot ones later ("tier-up"), and it does both per
 * *module*. Index workers that each compiled their own copy each paid for
 * both and parsed slowly until then (vuejs/core: a worker's first parse of
 * runtime-core's renderer.ts took 170–580 ms, later ones 40–70 ms); a worker
 * handed a module another thread had used parsed it in 30–50 ms, then
 * 14–25 ms (ARCHITECTURE.md "Where the cold index's time goes").
 * Grammars of a batch of work are compiled by compileGrammars, which keeps
 * the small ones at V8's baseline tier.
 */
export function wasmModule(name: string): WebAssembly.Module {
  let m = modules.get(name);
  if (!m) {
    m = new Wasm.Module(fs.readFileSync(name === RUNTIME_WASM ? runtimeWasm() : grammarPath(name)));
    modules.set(name, m);
  }
  return m;
}

/**
 * A grammar parsing fewer bytes than this in one batch of work is compiled at
 * V8's baseline tier (Liftoff) only (compileGrammars). Source: interleaved
 * cold indexes of vuejs/core on this 2-vCPU VM, 2026-12-05, with
 * `--trace-wasm-compilation-times`. Optimising a grammar's lexer with
 * TurboFan took 60–170 ms of helper-thread CPU per grammar (TypeScript's
 * lexer is 13.7 k bytes of code, TSX's 18 k, JavaScript's 17.6 k), paid once
 * per process whatever the grammar then parses: vuejs/core paid it for TSX
 * (5 files, 64 KiB) and JavaScript (36 files, 73 KiB) as for TypeScript
 * (4.1 MiB). Kept at Liftoff, a lexer parses ~13% slower once warm
 * (vuejs/core's .ts files in one thread, warm passes 670 → 760 ms), ~25 ms
 * per MiB: the compile pays for itself from ~4 MiB of a language, so below
 * 2 MiB the baseline tier is kept (vuejs/core: TSX and JavaScript at
 * Liftoff, TypeScript optimised; 8 interleaved cold indexes each, median
 * wall 1867 → 1771 ms, CPU 3573 → 3370 ms on a busy host).
 */
export const BASELINE_GRAMMAR_BYTES = 2 * 1024 * 1024;

/**
 * Grammars kept at V8's baseline tier whatever they parse: optimising them costs more than any repository's parse
 * could win back. Swift's grammar holds one 435 KB function (the lexer, wasm function #7) that TurboFan took 5.3–7.2 s
 * of CPU to compile (`--trace-wasm-compilation-times`, Node 20, this 2-vCPU VM, 2026-12-08); the next costliest
 * grammar, Bash's, 0.8 s, the others ≤ 0.25 s. A one-shot CLI process waits for that compile before it exits (Node
 * joins V8's compile threads), so `kontext callers f` in a repository of one one-line Swift file took 7 s (newcomer 47
 * #9). At the baseline tier a lexer parses ~13% slower (TypeScript's; BASELINE_GRAMMAR_BYTES): 7 s would pay back only
 * over tens of MiB of Swift.
 */
const COSTLY_TIER_UP: ReadonlySet<string> = new Set(['tree-sitter-swift.wasm']);

/** Grammars compiled at the baseline tier (compileGrammars): a later batch parsing them holds tier-up off again. */
const baseline = new Set<string>();

/** Whether a one-shot process (the CLI: noInlineTierUp) compiles the grammars of inline parses at the baseline tier too. */
let inlineBaseline = false;

/**
 * Makes this process compile the grammars its inline parses (indexer.ts parseInline: edits, a few changed files)
 * first need at V8's baseline tier, as batches of little work do (compileGrammars): a one-shot CLI process parses a
 * few files and exits, and its exit waited for V8 to finish optimising each grammar it had touched (0.1–0.8 s each,
 * Swift's 5–7 s). Long-running servers leave it off: an optimised lexer serves every later edit.
 */
export function noInlineTierUp(): void {
  inlineBaseline = true;
}

/**
 * Holds V8's wasm tier-up off (compileGrammars) for an inline parse of `jobs` (each with its language id and its
 * size in bytes or its text, else counted as 0 bytes) where this process compiles grammars for inline parses at the
 * baseline tier (noInlineTierUp) or a grammar's tier-up costs too much (COSTLY_TIER_UP); grammars outside both rules
 * are compiled on first use as before. Returns the release; call it once the parses are done.
 */
export function holdInlineTiers(jobs: readonly { lang: string; size?: number; text?: string }[]): () => void {
  const bytes = new Map<string, number>();
  for (const j of jobs) {
    const wasm = languageById(j.lang)?.wasm;
    if (wasm && (inlineBaseline || COSTLY_TIER_UP.has(wasm) || baseline.has(wasm))) bytes.set(wasm, (bytes.get(wasm) ?? 0) + (j.size ?? j.text?.length ?? 0));
  }
  return bytes.size ? compileGrammars(bytes) : () => undefined;
}

/** Whether this V8 keeps small grammars at the baseline tier as compileGrammars expects (V8 11, Node 20; see there). */
const TIERS_HELD = process.versions.v8?.split('.')[0] === '11';

/** Batches of work holding V8's wasm tier-up off (compileGrammars); the last release turns it on again. */
let tierHolders = 0;
let tierOff = false;

/**
 * Compiles the grammars a batch of work will parse before it starts, given
 * the bytes of source each grammar file (LangInfo.wasm) will parse: those
 * with at least BASELINE_GRAMMAR_BYTES first, as usual (V8 optimises their
 * hot functions), then the others with V8's tier-up turned off
 * (`--no-wasm-dynamic-tiering --no-wasm-tier-up`), which stays off until the
 * returned release runs (pool.ts ParsePool.finish or close). Measured with
 * `--trace-wasm-compilation-times` on Node 20 (V8 11.3) and Node 24 (V8
 * 13.6): a module compiled with tier-up off is never optimised while it
 * stays off, in this thread or in the index workers it is posted to, while
 * modules compiled before (the runtime, the large grammars) are optimised
 * as usual; turned on again during the batch, Node 20's workers optimised
 * the small grammars too. `--liftoff-only` is not used: Node 24 optimised
 * a module compiled under it once it was cleared. A tier changes only
 * speed, never what a parse returns. Two batches at once in one process
 * (two graphs) share the switch: the second one's large grammars may stay
 * unoptimised. Only on V8 11 (Node 20), where it was measured: on Node 24
 * (V8 13.6) holding tier-up off stopped the runtime's tier-up too, and
 * turning it on again let the workers optimise every grammar, so other V8
 * versions compile every grammar as usual.
 * Grammars compiled already keep their tiers; one that fails to compile is
 * left for its first parse to report. Under `KONTEXT_V8_DEFAULTS=1`
 * (v8Tuning.ts), or where V8 flags cannot be set, every grammar is compiled
 * as usual. The release is idempotent.
 */
export function compileGrammars(bytesByWasm: ReadonlyMap<string, number>): () => void {
  const small: string[] = [];
  let hold = false;
  for (const [wasm, bytes] of bytesByWasm) {
    const held = (bytes < BASELINE_GRAMMAR_BYTES || COSTLY_TIER_UP.has(wasm)) && TIERS_HELD && !process.env.KONTEXT_V8_DEFAULTS;
    // One compiled at the baseline tier stays there only while tier-up is off whenever it parses.
    if (modules.has(wasm)) hold ||= held && baseline.has(wasm);
    else if (held) small.push(wasm);
    else tryCompile(wasm);
  }
  if (!small.length && !hold) return () => undefined;
  try {
    v8.setFlagsFromString('--no-wasm-dynamic-tiering');
    v8.setFlagsFromString('--no-wasm-tier-up');
  } catch {
    for (const wasm of small) tryCompile(wasm);
    return () => undefined;
  }
  tierHolders++;
  tierOff = true;
  for (const wasm of small) {
    tryCompile(wasm);
    if (modules.has(wasm)) baseline.add(wasm);
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--tierHolders === 0 && tierOff) {
      tierOff = false;
      v8.setFlagsFromString('--wasm-dynamic-tiering');
      v8.setFlagsFromString('--wasm-tier-up');
    }
  };
}

/** wasmModule(name), or nothing when it does not compile (the file's parse reports that). */
function tryCompile(name: string): void {
  try {
    wasmModule(name);
  } catch {
    // Reported as an unparsed file by its first parse.
  }
}

/** Uses modules compiled by another thread (posted to this one) instead of compiling them here; ones already known are kept. */
export function adoptWasmModules(mods: Record<string, WebAssembly.Module>): void {
  for (const [name, m] of Object.entries(mods)) if (!modules.has(name)) modules.set(name, m);
}

let initDone: Promise<void> | null = null;
const loaded = new Map<string, Language>();

/**
 * Initialises web-tree-sitter once per thread, from the runtime module
 * (wasmModule(RUNTIME_WASM)) through Emscripten's `instantiateWasm` hook.
 */
export function initParser(): Promise<void> {
  if (!initDone) {
    initDone = (async () => {
      const runtime = wasmModule(RUNTIME_WASM);
      // Emscripten waits for `done` forever: a failed instantiation ends the wait here instead.
      let failed!: (e: unknown) => void;
      const failure = new Promise<never>((_, reject) => (failed = reject));
      await Promise.race([
        Parser.init({
          // Emscripten calls this instead of locating and compiling the runtime itself; `done` takes (instance, module).
          instantiateWasm(imports: object, done: (instance: object, module: WebAssembly.Module) => void) {
            Wasm.instantiate(runtime, imports).then((instance) => done(instance, runtime), failed);
            return {};
          },
        } as any),
        failure,
      ]);
    })();
  }
  return initDone;
}

/** Loads (once per thread) the grammar of `lang` from its compiled module (wasmModule). */
export async function loadLanguage(lang: LangInfo): Promise<Language> {
  await initParser();
  let l = loaded.get(lang.id);
  if (!l) {
    l = Language.loadSync(wasmModule(lang.wasm));
    loaded.set(lang.id, l);
  }
  return l;
}
