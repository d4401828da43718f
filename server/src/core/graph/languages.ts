/**
 * The languages the code graph parses and how their grammars are loaded.
 * Grammars are the WebAssembly builds of @vscode/tree-sitter-wasm, run by
 * web-tree-sitter. The build (esbuild.mjs) copies every `.wasm` into
 * `dist/wasm/`, and they are loaded by path relative to the bundle, so the
 * .vsix needs no node_modules (SPEC §12). When the engine runs from source
 * (unit tests) the files are taken from node_modules instead.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Parser, Language } from 'web-tree-sitter';

/** One parsed language: the id used in records and the grammar file. */
export interface LangInfo {
  id: string;
  /** Grammar file name inside the wasm directory. */
  wasm: string;
  /** File name endings (lowercase, with the dot). */
  exts: string[];
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
  { id: 'cpp', wasm: 'tree-sitter-cpp.wasm', exts: ['.cpp', '.cc', '.cxx', '.hpp', '.hh', '.hxx', '.h', '.c'] },
  { id: 'ruby', wasm: 'tree-sitter-ruby.wasm', exts: ['.rb'] },
  { id: 'php', wasm: 'tree-sitter-php.wasm', exts: ['.php'] },
  { id: 'bash', wasm: 'tree-sitter-bash.wasm', exts: ['.sh', '.bash'] },
];

/** Names of other languages a file may be in, so `status` can count what it skipped. */
const OTHER_LANGS: Record<string, string> = {
  '.kt': 'kotlin', '.kts': 'kotlin', '.swift': 'swift', '.dart': 'dart', '.zig': 'zig', '.lua': 'lua',
  '.scala': 'scala', '.m': 'objective-c', '.mm': 'objective-c', '.ex': 'elixir', '.exs': 'elixir',
  '.erl': 'erlang', '.hs': 'haskell', '.ml': 'ocaml', '.clj': 'clojure', '.r': 'r', '.jl': 'julia',
  '.pl': 'perl', '.pm': 'perl', '.vue': 'vue', '.svelte': 'svelte', '.groovy': 'groovy', '.fs': 'fsharp',
  '.vb': 'visual-basic', '.ps1': 'powershell', '.sql': 'sql', '.proto': 'protobuf', '.sol': 'solidity',
};

const BY_EXT = new Map<string, LangInfo>();
for (const l of LANGUAGES) for (const e of l.exts) BY_EXT.set(e, l);

function extOf(relPath: string): string {
  const base = relPath.slice(relPath.lastIndexOf('/') + 1).toLowerCase();
  if (base.endsWith('.d.ts')) return '.d.ts';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot) : '';
}

/** The language of a repo-relative path, or null when it is not parsed. */
export function languageFor(relPath: string): LangInfo | null {
  return BY_EXT.get(extOf(relPath)) ?? null;
}

/** Name of a recognised but unsupported source language (for `status`), else null. */
export function skippedLanguage(relPath: string): string | null {
  return OTHER_LANGS[extOf(relPath)] ?? null;
}

/**
 * Directory holding the grammar `.wasm` files: `<bundle dir>/wasm` when
 * bundled, else the packages in node_modules (tests run from source).
 * Throws when none is found.
 */
export function wasmDir(): string {
  const candidates = [
    path.join(__dirname, 'wasm'),
    path.resolve(__dirname, '..', '..', '..', '..', 'dist', 'wasm'),
  ];
  for (const c of candidates) if (fs.existsSync(path.join(c, 'tree-sitter-typescript.wasm'))) return c;
  // Running from source: the package in the repository's node_modules.
  return path.join(NODE_MODULES, '@vscode', 'tree-sitter-wasm', 'wasm');
}

/** node_modules of the repository when the engine runs from source (server/src/core/graph). */
const NODE_MODULES = path.resolve(__dirname, '..', '..', '..', '..', 'node_modules');

/** Path of web-tree-sitter's own runtime wasm next to the grammars, or from its package. */
function runtimeWasm(dir: string): string {
  const local = path.join(dir, 'web-tree-sitter.wasm');
  if (fs.existsSync(local)) return local;
  return path.join(NODE_MODULES, 'web-tree-sitter', 'web-tree-sitter.wasm');
}

let initDone: Promise<void> | null = null;
const loaded = new Map<string, Promise<Language>>();

/** Initialises web-tree-sitter once per thread. */
export function initParser(): Promise<void> {
  if (!initDone) {
    const dir = wasmDir();
    initDone = Parser.init({ locateFile: () => runtimeWasm(dir) } as any);
  }
  return initDone;
}

/** Loads (once per thread) the grammar of `lang`. */
export async function loadLanguage(lang: LangInfo): Promise<Language> {
  await initParser();
  let p = loaded.get(lang.id);
  if (!p) {
    p = Language.load(fs.readFileSync(path.join(wasmDir(), lang.wasm)));
    loaded.set(lang.id, p);
  }
  return p;
}
