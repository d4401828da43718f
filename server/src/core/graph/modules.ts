/**
 * Module resolution: from an import as written to the repository files it
 * names. JavaScript/TypeScript follow Node and TypeScript rules (relative
 * paths with extension and `index` probing, `.js` → `.ts` rewriting, tsconfig
 * `paths`/`baseUrl` including `extends`, workspace package names from
 * package.json); Python dotted modules; Go import paths under go.mod; Java /
 * C# packages and namespaces by declared package; C `#include "…"` headers; Lua `require`; Zig `@import` by relative path; Dart `import` (relative, `package:` via pubspec.yaml). Results are memoised until
 * the file set changes.
 */
import * as path from 'node:path';
import picomatch from 'picomatch';
import { parse as parseToml } from 'smol-toml';
import { swiftTargetDir, swiftTargets } from './swiftPackages';

/** Config files the resolver reads, by repo-relative path → parsed JSON or text. */
export interface ConfigFiles {
  json: Map<string, any>;
  text: Map<string, string>;
}

const TS_EXTS = ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs'];

/** Parses JSON with comments and trailing commas (tsconfig style); null when unreadable. */
export function parseJsonc(text: string): any {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else {
      out += c;
      i++;
    }
  }
  try {
    return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
  } catch {
    return null;
  }
}

interface PathsConfig {
  /** Repo-relative base directory ('' = root). */
  base: string;
  paths: [string, string[]][];
  hasBaseUrl: boolean;
}

/** Resolves imports against a fixed set of files; make a new one when files change. */
export class ModuleResolver {
  private readonly memo = new Map<string, string | null>();
  private readonly packages = new Map<string, string>();
  private readonly tsconfigByDir = new Map<string, PathsConfig | null>();
  private readonly dirFiles = new Map<string, string[]>();
  private readonly goModules: [string, string][] = [];
  /** Go module paths a go.mod replaces with a directory of the repository (goForeign). */
  private readonly goLocalReplaced = new Set<string>();
  private baseNames: Map<string, string[]> | null = null;
  /** Dart package name → its directory (from each `pubspec.yaml`). */
  private readonly dartPackages = new Map<string, string>();
  private rustCrateDirs: Map<string, string> | null = null;
  private swiftModules: Map<string, string[]> | null = null;

  constructor(
    private readonly files: Set<string>,
    private readonly configs: ConfigFiles,
  ) {
    for (const [p, json] of configs.json) {
      if (p.endsWith('package.json') && json && typeof json.name === 'string' && !p.includes('node_modules/')) {
        this.packages.set(json.name, path.posix.dirname(p) === '.' ? '' : path.posix.dirname(p));
      }
    }
    for (const [p, text] of configs.text) {
      if (p.endsWith('pubspec.yaml')) {
        const m = /^name:\s*['"]?([\w]+)/m.exec(text);
        if (m) this.dartPackages.set(m[1], path.posix.dirname(p) === '.' ? '' : path.posix.dirname(p));
        continue;
      }
      if (!p.endsWith('go.mod')) continue;
      const m = /^module\s+(\S+)/m.exec(text);
      if (m) this.goModules.push([m[1], path.posix.dirname(p) === '.' ? '' : path.posix.dirname(p)]);
      // `replace example.org/ext => ./ext` (also in a `replace ( … )` block): that path is code of this repository.
      for (const r of text.matchAll(/^\s*(?:replace\s+)?(\S+)(?:\s+v\S+)?\s*=>\s*\.{0,2}\//gm)) this.goLocalReplaced.add(r[1]);
    }
    for (const f of files) {
      const d = dirOf(f);
      const list = this.dirFiles.get(d);
      if (list) list.push(f);
      else this.dirFiles.set(d, [f]);
    }
  }

  /**
   * C#: the folder of the project file (`*.csproj`) nearest above `file`
   * ('' for the repository's root), or null when none holds it.
   */
  csharpProjectDir(file: string): string | null {
    for (let d = dirOf(file); ; d = dirOf(d)) {
      if (this.csprojDirs().has(d)) return d;
      if (d === '') return null;
    }
  }

  /**
   * C#: the namespaces every file of `file`'s project imports through MSBuild
   * `<Using Include="Polly" />` items (the SDK's implicit global usings,
   * learn.microsoft.com "MSBuild reference for .NET SDK projects": Using),
   * of its project file and of each `Directory.Build.props` above the file;
   * items with `Alias` or `Static` are left out.
   */
  csharpProjectUsings(file: string): string[] {
    const out: string[] = [];
    const project = this.csharpProjectDir(file);
    for (const [p, text] of this.configs.text) {
      const d = dirOf(p);
      const above = d === '' || file.startsWith(`${d}/`);
      const own = p.endsWith('.csproj') ? d === project : p.endsWith('Directory.Build.props') && above;
      if (!own) continue;
      for (const m of text.matchAll(/<Using\s+Include\s*=\s*"([\w.]+)"([^>]*)>/g)) if (!/\b(?:Alias|Static)\s*=/.test(m[2])) out.push(m[1]);
    }
    return out;
  }

  /** Folders holding a `*.csproj` (csharpProjectDir). */
  private csprojDirs(): Set<string> {
    if (!this.csprojs) {
      this.csprojs = new Set();
      for (const p of this.configs.text.keys()) if (p.endsWith('.csproj')) this.csprojs.add(dirOf(p));
    }
    return this.csprojs;
  }
  private csprojs: Set<string> | null = null;

  /**
   * The Swift files of the SwiftPM target named `name` (swiftPackages.ts:
   * every `Package.swift` listed as a config file, its targets' folders),
   * or undefined when no manifest declares such a target (a target of
   * several manifests takes all their folders' files).
   */
  swiftTargetFiles(name: string): string[] | undefined {
    if (!this.swiftModules) {
      this.swiftModules = new Map();
      const swiftFiles = [...this.files].filter((f) => f.endsWith('.swift'));
      const under = (folder: string): string[] => (folder ? swiftFiles.filter((f) => f.startsWith(`${folder}/`)) : swiftFiles);
      for (const [p, text] of this.configs.text) {
        if (p !== 'Package.swift' && !p.endsWith('/Package.swift')) continue;
        const dir = dirOf(p);
        for (const t of swiftTargets(text)) {
          const folder = swiftTargetDir(dir, t, (f) => under(f).length > 0);
          if (folder === undefined) continue;
          const list = this.swiftModules.get(t.name) ?? [];
          this.swiftModules.set(t.name, [...list, ...under(folder).filter((f) => !list.includes(f))]);
        }
      }
    }
    return this.swiftModules.get(name);
  }

  /**
   * Library crates of the repository by the name Rust paths use (`grep_cli`
   * for package `grep-cli`; `[lib] name` when set) → the folder holding its
   * `src/` as langRust `rustCrate` writes it (`crates/cli/`, '' at the root).
   * Read from every Cargo.toml with a `[package]` whose `src/lib.rs` is
   * listed (Cargo's default library target); a workspace's `members` (globs
   * allowed, `exclude` honoured) win over other packages of the same name
   * (fuzz or example packages that reuse one). Unparsable manifests are
   * skipped.
   */
  rustCrates(): Map<string, string> {
    if (this.rustCrateDirs) return this.rustCrateDirs;
    const manifests: { dir: string; toml: any }[] = [];
    for (const [p, text] of this.configs.text) {
      if (!p.endsWith('Cargo.toml') || (p !== 'Cargo.toml' && !p.endsWith('/Cargo.toml'))) continue;
      try {
        manifests.push({ dir: dirOf(p), toml: parseToml(text) });
      } catch {
        /* not TOML Cargo reads either */
      }
    }
    const members = new Set<string>();
    for (const { dir, toml } of manifests) {
      const ws = toml.workspace;
      if (!ws || !Array.isArray(ws.members)) continue;
      const rel = (g: unknown) => (typeof g === 'string' ? path.posix.normalize(path.posix.join(dir, g)).replace(/\/+$/, '').replace(/^\.$/, '') : '');
      const inc = picomatch(ws.members.map(rel).filter(Boolean));
      const exc = Array.isArray(ws.exclude) && ws.exclude.length ? picomatch(ws.exclude.map(rel).filter(Boolean)) : () => false;
      for (const m of manifests) if (m.dir !== dir && inc(m.dir) && !exc(m.dir)) members.add(m.dir);
      members.add(dir);
    }
    const out = new Map<string, string>();
    const byMember = new Map<string, boolean>();
    for (const { dir, toml } of manifests) {
      const pkg = toml.package;
      if (!pkg || typeof pkg.name !== 'string') continue;
      const root = dir ? `${dir}/` : '';
      const libPath = typeof toml.lib?.path === 'string' ? path.posix.normalize(toml.lib.path) : 'src/lib.rs';
      if (libPath !== 'src/lib.rs' || !this.files.has(`${root}src/lib.rs`)) continue;
      const name = (typeof toml.lib?.name === 'string' ? toml.lib.name : pkg.name).replace(/-/g, '_');
      const member = members.has(dir);
      if (out.has(name) && (byMember.get(name) || !member)) continue;
      out.set(name, root);
      byMember.set(name, member);
    }
    this.rustCrateDirs = out;
    return out;
  }

  /** Files directly inside repo-relative directory `dir`. */
  filesIn(dir: string): string[] {
    return this.dirFiles.get(dir) ?? [];
  }

  private probe(p: string): string | null {
    p = path.posix.normalize(p).replace(/^\.\//, '');
    if (p.startsWith('../')) return null;
    if (this.files.has(p)) return p;
    const js = /\.(m|c)?jsx?$/.exec(p);
    if (js) {
      const stem = p.slice(0, js.index);
      for (const e of ['.ts', '.tsx', '.mts', '.cts']) if (this.files.has(stem + e)) return stem + e;
    }
    for (const e of TS_EXTS) if (this.files.has(p + e)) return p + e;
    // `..` from a folder of the root: the root's index.
    const dirPrefix = p === '.' ? '' : `${p}/`;
    for (const e of TS_EXTS) if (this.files.has(`${dirPrefix}index${e}`)) return `${dirPrefix}index${e}`;
    return null;
  }

  private tsconfigFor(dir: string): PathsConfig | null {
    if (this.tsconfigByDir.has(dir)) return this.tsconfigByDir.get(dir)!;
    let found: PathsConfig | null = null;
    for (const name of ['tsconfig.json', 'jsconfig.json']) {
      const p = dir ? `${dir}/${name}` : name;
      if (this.configs.json.has(p)) {
        found = this.readTsconfig(p, 0);
        if (found) break;
      }
    }
    if (!found && dir) found = this.tsconfigFor(dirOf(dir));
    this.tsconfigByDir.set(dir, found);
    return found;
  }

  private readTsconfig(p: string, depth: number): PathsConfig | null {
    const json = this.configs.json.get(p);
    if (!json || depth > 5) return null;
    const dir = dirOf(p);
    let inherited: PathsConfig | null = null;
    const ext = json.extends;
    if (typeof ext === 'string' && ext.startsWith('.')) {
      let target = path.posix.normalize(path.posix.join(dir, ext));
      if (!target.endsWith('.json')) target += '.json';
      inherited = this.readTsconfig(target, depth + 1);
    }
    const co = json.compilerOptions ?? {};
    if (!co.paths && !co.baseUrl) return inherited;
    const base = co.baseUrl ? path.posix.normalize(path.posix.join(dir, co.baseUrl)).replace(/^\.$/, '') : dir;
    return {
      base,
      paths: co.paths ? Object.entries(co.paths).map(([k, v]) => [k, Array.isArray(v) ? (v as string[]) : []]) : inherited?.paths ?? [],
      hasBaseUrl: !!co.baseUrl || !!inherited?.hasBaseUrl,
    };
  }

  /** The file a JavaScript/TypeScript import `spec` in `from` names, or null (external or missing). */
  resolveJs(from: string, spec: string): string | null {
    const key = `${dirOf(from)}\0${spec}`;
    if (this.memo.has(key)) return this.memo.get(key)!;
    const r = this.resolveJsUncached(from, spec);
    this.memo.set(key, r);
    return r;
  }

  private resolveJsUncached(from: string, spec: string): string | null {
    const dir = dirOf(from);
    if (spec.startsWith('.')) {
      // `require('..')`: a folder holding a package.json is its entry point (Node.js "Modules: Folders as modules").
      const target = path.posix.normalize(path.posix.join(dir, spec)).replace(/\/$/, '').replace(/^\.$/, '');
      if (target.startsWith('../')) return null;
      return this.probe(target || '.') ?? (this.configs.json.has(target ? `${target}/package.json` : 'package.json') ? this.packageEntry(target) : null);
    }
    if (spec.startsWith('/')) return null;
    const cfg = this.tsconfigFor(dir);
    if (cfg) {
      for (const [pattern, targets] of cfg.paths) {
        const star = pattern.indexOf('*');
        let rest: string | null = null;
        if (star < 0) rest = pattern === spec ? '' : null;
        else if (spec.startsWith(pattern.slice(0, star)) && spec.endsWith(pattern.slice(star + 1))) {
          rest = spec.slice(star, spec.length - (pattern.length - star - 1));
        }
        if (rest === null) continue;
        for (const t of targets) {
          const hit = this.probe(path.posix.join(cfg.base, t.replace('*', rest)));
          if (hit) return hit;
        }
      }
    }
    // Workspace packages: `name` or `name/sub`.
    const parts = spec.split('/');
    const pkgName = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    const pkgDir = this.packages.get(pkgName);
    if (pkgDir !== undefined) {
      const sub = spec.slice(pkgName.length + 1);
      const root = pkgDir ? `${pkgDir}/` : '';
      if (sub) return this.probe(root + sub) ?? this.probe(`${root}src/${sub}`);
      return this.packageEntry(pkgDir);
    }
    if (cfg?.hasBaseUrl) return this.probe(path.posix.join(cfg.base, spec));
    return null;
  }

  /**
   * The source file of the package in repo-relative folder `pkgDir` ('' the root): its
   * package.json's `types`, `typings`, `source`, `module` or `main` (a source beside a `.d.ts`),
   * else `src/index` or `index`; null when none is indexed.
   */
  private packageEntry(pkgDir: string): string | null {
    const root = pkgDir ? `${pkgDir}/` : '';
    const pj = this.configs.json.get(`${root}package.json`) ?? {};
    for (const field of [pj.types, pj.typings, pj.source, pj.module, pj.main]) {
      if (typeof field !== 'string') continue;
      const hit = this.probe(root + field.replace(/^\.\//, '').replace(/\.d\.ts$/, ''));
      if (hit && !hit.endsWith('.d.ts')) return hit;
    }
    return this.probe(`${root}src/index`) ?? this.probe(`${root}index`);
  }

  /** Files of Python module `dotted` imported from `from` (`.`-relative allowed). */
  resolvePython(from: string, dotted: string): string | null {
    const key = `py\0${dirOf(from)}\0${dotted}`;
    if (this.memo.has(key)) return this.memo.get(key)!;
    let r: string | null = null;
    const lead = /^\.*/.exec(dotted)![0].length;
    const rel = dotted.slice(lead).replace(/\./g, '/');
    const bases: string[] = [];
    if (lead > 0) {
      let d = dirOf(from);
      for (let i = 1; i < lead; i++) d = dirOf(d);
      bases.push(d);
    } else {
      // Absolute imports: from the repository root, a src/ folder, or any ancestor of the importer.
      let d = dirOf(from);
      for (;;) {
        bases.push(d);
        if (!d) break;
        d = dirOf(d);
      }
      bases.push('src');
    }
    for (const b of bases) {
      const stem = [b, rel].filter(Boolean).join('/');
      for (const cand of [`${stem}.py`, `${stem}/__init__.py`, `${stem}.pyi`]) {
        if (this.files.has(cand)) {
          r = cand;
          break;
        }
      }
      if (r) break;
    }
    this.memo.set(key, r);
    return r;
  }

  /**
   * File named by C `#include "spec"` (or bash `source spec`) in `from`: relative to the including
   * file's directory, then to the repository root, then the one file in the
   * repository whose path ends with `/spec` (an `include/` folder on the
   * compiler's path). Null when none or several match.
   */
  resolveInclude(from: string, spec: string): string | null {
    const key = `inc\0${dirOf(from)}\0${spec}`;
    if (this.memo.has(key)) return this.memo.get(key)!;
    let r: string | null = null;
    for (const base of [dirOf(from), '']) {
      const p = path.posix.normalize(path.posix.join(base, spec)).replace(/^\.\//, '');
      if (!p.startsWith('../') && this.files.has(p)) {
        r = p;
        break;
      }
    }
    if (!r) {
      const tail = `/${spec.replace(/^(\.\.?\/)+/, '')}`;
      const hits = this.byBaseName().get(tail.slice(tail.lastIndexOf('/') + 1))?.filter((f) => `/${f}`.endsWith(tail)) ?? [];
      if (hits.length === 1) r = hits[0];
    }
    this.memo.set(key, r);
    return r;
  }

  /**
   * File of Lua module `dotted` (`require("a.b")`) required from `from`:
   * `a/b.lua` or `a/b/init.lua` under the repository root (Lua's default
   * `./?.lua;./?/init.lua`), a `lua/` or `src/` folder, or an ancestor of the
   * requiring file. Null when none.
   */
  resolveLua(from: string, dotted: string): string | null {
    const key = `lua\0${dirOf(from)}\0${dotted}`;
    if (this.memo.has(key)) return this.memo.get(key)!;
    const stem = dotted.replace(/\.lua$/, '').replace(/\./g, '/');
    const bases = ['', 'lua', 'src'];
    for (let d = dirOf(from); d; d = dirOf(d)) bases.push(d);
    let r: string | null = null;
    for (const b of bases) {
      const s = b ? `${b}/${stem}` : stem;
      r = this.files.has(`${s}.lua`) ? `${s}.lua` : this.files.has(`${s}/init.lua`) ? `${s}/init.lua` : null;
      if (r) break;
    }
    this.memo.set(key, r);
    return r;
  }

  /** File at path `spec` relative to the directory of `from` (Zig `@import("x.zig")`), or null. */
  resolveRelative(from: string, spec: string): string | null {
    const p = path.posix.normalize(path.posix.join(dirOf(from), spec)).replace(/^\.\//, '');
    return !p.startsWith('../') && this.files.has(p) ? p : null;
  }

  /**
   * File of Dart import `uri` in `from`: `package:name/x.dart` is
   * `<package dir>/lib/x.dart` for a package of this repository (its
   * `pubspec.yaml` names it), anything else is relative to `from`. Null for
   * `dart:` libraries and other packages.
   */
  resolveDart(from: string, uri: string): string | null {
    const pkg = /^package:([^/]+)\/(.+)$/.exec(uri);
    if (!pkg) return uri.includes(':') ? null : this.resolveRelative(from, uri);
    const dir = this.dartPackages.get(pkg[1]);
    if (dir === undefined) return null;
    const p = `${dir ? `${dir}/` : ''}lib/${pkg[2]}`;
    return this.files.has(p) ? p : null;
  }

  /** Files by base name (built on first use). */
  private byBaseName(): Map<string, string[]> {
    if (!this.baseNames) {
      this.baseNames = new Map();
      for (const f of this.files) {
        const b = f.slice(f.lastIndexOf('/') + 1);
        const l = this.baseNames.get(b);
        if (l) l.push(f);
        else this.baseNames.set(b, [f]);
      }
    }
    return this.baseNames;
  }

  /**
   * Whether Go import path `imp` names a module the repository declares not to be: the repository has a go.mod and
   * `imp` is under none of their module paths (a dependency such as `github.com/spf13/pflag`) nor of a path a go.mod
   * replaces with a local directory. False without a go.mod (nothing says which paths are the repository's).
   */
  goForeign(imp: string): boolean {
    if (!this.goModules.length || this.resolveGo(imp) !== null) return false;
    for (const r of this.goLocalReplaced) if (imp === r || imp.startsWith(`${r}/`)) return false;
    return true;
  }

  /** Directory of Go import path `imp` inside this repository (via go.mod), or null. */
  resolveGo(imp: string): string | null {
    for (const [mod, dir] of this.goModules) {
      if (imp === mod) return dir;
      if (imp.startsWith(`${mod}/`)) return [dir, imp.slice(mod.length + 1)].filter(Boolean).join('/');
    }
    return null;
  }
}

/** Repo-relative directory of a path ('' at the root). */
export function dirOf(p: string): string {
  const i = p.lastIndexOf('/');
  return i < 0 ? '' : p.slice(0, i);
}
