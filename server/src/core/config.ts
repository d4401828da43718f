/**
 * Layered TOML configuration, same files and keys as kontext 0.1 (SPEC §4).
 * Later layers win; tables deep-merge; arrays and scalars replace.
 *   (1) built-in defaults  (2) <cfg>/config.toml  (3) <cfg>/repos/<slug>.toml
 *   (4) first existing of <root>/.kontext.toml, <root>/<store.dir>/kontext.toml, <root>/.ai/kontext.toml
 *   (5) <K>/config.toml
 * `<cfg>` = $KONTEXT_CONFIG_DIR › $XDG_CONFIG_HOME/kontext › ~/.config/kontext.
 * Invalid TOML is an error naming the file. Repository-declared `[adapters]`
 * (layer 4) are dropped unless trusted (SPEC §9.4) — adapters are not built yet,
 * so layer-4 adapters are always dropped with a note.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { KontextError } from './errors';
import type { RepoPaths } from './repo';
import { identityForPaths } from './identity';

export interface KindConfig {
  dir?: string;
  path?: string;
  style?: string;
  numbering?: string;
  trailer?: string;
}

/** The merged configuration with every default filled in. */
export interface Config {
  project: { name?: string; description?: string };
  store: {
    dir: string;
    style: string;
    index_file: boolean;
    max_body_lines: number;
    kinds: Record<string, KindConfig>;
  };
  sources: { include: string[]; exclude: string[]; max_bytes: number };
  index: { commits: boolean; max_commits: number };
  brief: { budget_tokens: number; max_decisions: number; max_modules: number; stale_after_commits?: number };
  freshness: { threshold_commits: number };
  capture: { default_visibility: 'team' | 'private'; redact: boolean };
  hooks: { validate: boolean; trailers: boolean; remind_inbox: boolean };
  secrets: { scan: 'store' | 'staged' | 'off'; allow: string[]; redact: string[] };
  init: Record<string, unknown>;
  vars: Record<string, unknown>;
  adapters: Record<string, unknown>;
  /** Anything else found in the files, kept for forward compatibility. */
  [key: string]: unknown;
}

/** Built-in defaults (layer 1), SPEC §4 table. */
export function defaultConfig(): Config {
  return {
    project: {},
    store: { dir: '.ai', style: 'frontmatter', index_file: true, max_body_lines: 80, kinds: {} },
    sources: {
      // SPEC's Markdown globs, then **[ours]** the same places in reStructuredText, RDoc and
      // AsciiDoc (flask's docs/*.rst, rack's SPEC.rdoc), chunked by their own headings (docHeadings.ts).
      include: [
        '/*.md',
        '**/README.md',
        '**/AGENTS.md',
        '**/CLAUDE.md',
        'docs/**/*.md',
        'doc/**/*.md',
        'adr/**/*.md',
        '/*.{rst,rdoc,adoc}',
        '**/README.{rst,rdoc,adoc}',
        'docs/**/*.{rst,rdoc,adoc,asciidoc}',
        'doc/**/*.{rst,rdoc,adoc,asciidoc}',
      ],
      exclude: [
        '**/node_modules/**',
        '**/CHANGELOG.md',
        // **[ours]** Release notes in the added formats, like CHANGELOG.md.
        '**/{CHANGELOG,CHANGES,HISTORY}.{rst,rdoc,adoc}',
        '**/vendor/**',
        '**/fixtures/**',
        '**/testdata/**',
        '**/.github/ISSUE_TEMPLATE/**',
      ],
      max_bytes: 300000,
    },
    index: { commits: true, max_commits: 5000 },
    brief: { budget_tokens: 1400, max_decisions: 12, max_modules: 14 },
    freshness: { threshold_commits: 20 },
    capture: { default_visibility: 'team', redact: true },
    hooks: { validate: true, trailers: true, remind_inbox: true },
    secrets: { scan: 'store', allow: [], redact: [] },
    init: {
      max_module_docs: 40,
      min_module_files: 3,
      exclude: [],
      history_max_commits: 3000,
      max_decision_tasks: 20,
      task_max_files: 12,
      task_inline_chars: 24000,
      jobs: 2,
    },
    vars: {},
    adapters: {},
  };
}

/** The user configuration directory `<cfg>`. */
export function configDir(): string {
  if (process.env.KONTEXT_CONFIG_DIR) return process.env.KONTEXT_CONFIG_DIR;
  if (process.env.XDG_CONFIG_HOME) return path.join(process.env.XDG_CONFIG_HOME, 'kontext');
  return path.join(os.homedir(), '.config', 'kontext');
}

function isTable(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

/** Deep-merges `over` into `base` (tables merge, arrays and scalars replace). */
export function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = isTable(b) && isTable(v) ? deepMerge(b, v) : v;
  }
  return out;
}

function readToml(file: string): Record<string, unknown> | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    return parseToml(text.replace(/^\uFEFF/, '')) as Record<string, unknown>;
  } catch (e) {
    // smol-toml reports where (line/column); a person fixing the file needs that, not the code frame.
    const at = e as Error & { line?: number; column?: number };
    const where = typeof at.line === 'number' ? `:${at.line}${typeof at.column === 'number' ? `:${at.column}` : ''}` : '';
    // The fix closes the message (SPEC §11 error form): every command and tool reading the config fails with it.
    throw new KontextError('config', `invalid TOML in ${file}${where}: ${at.message.split('\n')[0]}; fix the file${where ? ' at that line' : ''} (none of its settings apply until then)`, e);
  }
}

function stampOf(files: string[]): string {
  return files
    .map((f) => {
      try {
        const s = fs.statSync(f);
        return `${f}:${s.mtimeMs}:${s.size}`;
      } catch {
        return `${f}:-`;
      }
    })
    .join('|');
}

/** The repo slug used for layer 3 (`<cfg>/repos/<slug>.toml`), set by repo identity. */
let repoSlugFor: (paths: RepoPaths) => string | null = (paths) => identityForPaths(paths).slug;
/** Lets the identity module provide the slug without an import cycle. */
export function setRepoSlugResolver(fn: (paths: RepoPaths) => string | null): void {
  repoSlugFor = fn;
}

/** Candidate files of every layer, in order, for change detection and loading. */
export function layerFiles(paths: RepoPaths, storeDir = '.ai'): { file: string; layer: number }[] {
  const cfg = configDir();
  const slugName = repoSlugFor(paths);
  const files: { file: string; layer: number }[] = [{ file: path.join(cfg, 'config.toml'), layer: 2 }];
  if (slugName) files.push({ file: path.join(cfg, 'repos', `${slugName}.toml`), layer: 3 });
  for (const f of [
    path.join(paths.root, '.kontext.toml'),
    path.join(paths.root, storeDir, 'kontext.toml'),
    path.join(paths.root, '.ai', 'kontext.toml'),
  ]) {
    files.push({ file: f, layer: 4 });
  }
  files.push({ file: path.join(paths.k, 'config.toml'), layer: 5 });
  return files;
}

/**
 * Stamp (path, mtime, size) of every layer file for a given store dir: equal
 * stamps mean loadConfig would return the same configuration, so callers can
 * skip re-reading and re-parsing the TOML files (a few stats instead).
 */
export function layerStamp(paths: RepoPaths, storeDir: string): string {
  return stampOf(layerFiles(paths, storeDir).map((l) => l.file));
}

/** Notes collected while loading (e.g. dropped repository adapters). */
export interface LoadedConfig {
  config: Config;
  stamp: string;
  /** Store dir whose layer-4 files `stamp` covers (from layers 5, 3, 2; default `.ai`). */
  layerStoreDir: string;
  changed: boolean;
  /** The layer-4 file in use, if any (repo-relative display is the caller's job). */
  sharedFile: string | null;
  notes: string[];
}

/**
 * Loads and merges all layers. `prevStamp` lets the caller skip re-parsing when
 * no layer file changed (then `changed` is false and `config` is still filled).
 * Throws KontextError('config') naming the file on invalid TOML.
 */
export function loadConfig(paths: RepoPaths, prevStamp?: string): LoadedConfig {
  // store.dir for layer 4 comes from layers 5, 3, 2 (SPEC §4).
  let storeDir = '.ai';
  for (const f of [path.join(paths.k, 'config.toml'), ...layerFiles(paths).filter((l) => l.layer === 3 || l.layer === 2).map((l) => l.file)]) {
    const t = readToml(f);
    const d = t && isTable(t.store) ? (t.store as Record<string, unknown>).dir : undefined;
    if (typeof d === 'string' && d) {
      storeDir = d;
      break;
    }
  }
  const layers = layerFiles(paths, storeDir);
  const stamp = stampOf(layers.map((l) => l.file));
  let merged = defaultConfig() as unknown as Record<string, unknown>;
  const notes: string[] = [];
  let sharedFile: string | null = null;
  for (const { file, layer } of layers) {
    if (layer === 4 && sharedFile) continue;
    const t = readToml(file);
    if (!t) continue;
    if (layer === 4) {
      sharedFile = file;
      if (t.adapters !== undefined && process.env.KONTEXT_TRUST_REPO_ADAPTERS !== '1') {
        notes.push(`repository adapters in ${path.relative(paths.root, file)} are ignored (adapters are not supported by this version)`);
        delete t.adapters;
      }
    }
    merged = deepMerge(merged, t);
  }
  const config = merged as unknown as Config;
  if (typeof config.freshness?.threshold_commits !== 'number' && typeof config.brief?.stale_after_commits === 'number') {
    config.freshness = { threshold_commits: config.brief.stale_after_commits };
  }
  return { config, stamp, layerStoreDir: storeDir, changed: stamp !== prevStamp, sharedFile, notes };
}
