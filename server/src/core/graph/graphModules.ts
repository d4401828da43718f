/**
 * GraphData's second layer: modules and their exports. The files an import
 * source names from a file (per language: modules.ts for paths, the package
 * keys for package-scoped languages, Rust module paths read from the inline
 * module around the line), and the definitions a module exports under a name,
 * through re-exports, `export *`, default exports and CommonJS.
 */
import type { DefRec, FileRec, Via } from './types';
import { dirOf } from './modules';
import { rustCrate, rustCrateRoot, rustModuleAt, rustPathCandidates } from './langRust';
import { luaModuleMembers } from './langLua';
import { pythonStarOffers } from './pythonAll';
import { memberLike, namespaceAt, pkgSpace, sameFamily } from './graphRules';
import { GraphIndex, type DefRef, type Target } from './graphIndex';

/** Module and export lookups over GraphIndex (see the file header). */
export abstract class GraphModules extends GraphIndex {
  /** Files that import `source` names from `p`: only files of `p`'s language family (a module of another language exports nothing to it). */
  protected moduleFiles(p: string, rec: FileRec, source: string): string[] {
    const files = this.moduleFilesAnyLanguage(p, rec, source);
    return files.every((f) => sameFamily(this.files.get(f)!.lang, rec.lang)) ? files : files.filter((f) => sameFamily(this.files.get(f)!.lang, rec.lang));
  }

  private moduleFilesAnyLanguage(p: string, rec: FileRec, source: string): string[] {
    const m = this.modules();
    switch (rec.lang) {
      case 'typescript':
      case 'tsx':
      case 'javascript':
        return one(m.resolveJs(p, source));
      case 'python':
        return one(m.resolvePython(p, source));
      case 'go': {
        const dir = m.resolveGo(source);
        return dir === null ? [] : m.filesIn(dir).filter((f) => f.endsWith('.go'));
      }
      case 'swift':
        // `import Alamofire`: the files of the SwiftPM target of that name (Package.swift), else the module the folders make (graphRules packageKey).
        return m.swiftTargetFiles(source) ?? this.pkgFiles.get(`swift:${source}`) ?? [];
      case 'java':
      case 'csharp':
      case 'scala':
      case 'kotlin':
      case 'php':
        return this.pkgFiles.get(`${pkgSpace(rec.lang)}:${source}`) ?? [];
      case 'lua':
        return one(m.resolveLua(p, source));
      case 'zig':
        return one(m.resolveRelative(p, source));
      case 'bash':
        // `source lib.sh`: bash reads the path from the working directory, usually the script's folder or the repository's root.
        return one(m.resolveInclude(p, source));
      case 'dart':
        return one(m.resolveDart(p, source));
      case 'c': {
        // `#include "util.h"`: the header and the C files that implement it (`util.c` beside it).
        const h = m.resolveInclude(p, source);
        if (!h) return [];
        const stem = h.replace(/\.[^./]*$/, '');
        return [h, ...m.filesIn(dirOf(h)).filter((f) => f !== h && f.replace(/\.[^./]*$/, '') === stem && this.files.get(f)?.lang === 'c')];
      }
      default:
        return [];
    }
  }

  /**
   * What a JS/TS namespace binding (`const Store = require('./store')`,
   * `import * as m`) is when used as a value itself — called, constructed or
   * a type: a CommonJS module's `module.exports = Store` / `exports.default
   * = Store` (DefRec.isDefault, langTsWalk). [] elsewhere, and for a module
   * without one (an ES namespace object is not callable).
   */
  protected namespaceDefault(p: string, rec: FileRec, source: string, via: Via, line = 0): Target[] {
    if (rec.lang !== 'javascript' && rec.lang !== 'typescript' && rec.lang !== 'tsx') return [];
    return this.lookupInModule(p, rec, source, 'default', via, line).filter((t) => t.def.path !== p && this.def(t.def).isDefault);
  }

  /**
   * Definition(s) `name` exported by module `source` as imported from `p`
   * (Rust: by a path written at `line`, lookupInRustModule). In TS/JS and
   * Python a definition reached under another name than its own — through a
   * renaming export on the way (`export { a as b }`, `export { a as b } from
   * './x'`, `from .core import run as start` in a package's `__init__.py`) —
   * is reached via `alias`, as a renaming import is (graphScope resolveName);
   * a default export is no rename. A Python module path naming no file may
   * name a module its package re-exports under another name (pythonRenamedModule).
   */
  protected lookupInModule(p: string, rec: FileRec, source: string, name: string, via: Via, line = 0, depth = 0): Target[] {
    if (rec.lang === 'rust') return this.lookupInRustModule(p, rec, source, name, via, line);
    const out: Target[] = [];
    const renames = via === 'import' && name !== 'default' && RENAMING_EXPORTS.has(rec.lang);
    const files = this.moduleFiles(p, rec, source);
    if (!files.length && rec.lang === 'python') return this.pythonRenamedModule(p, rec, source, name, via, depth);
    for (const f of files) {
      // A C# file of several namespaces offers only the types of the namespace imported.
      const spaced = this.files.get(f)!.spaces ? this.files.get(f)! : undefined;
      for (const r of this.lookupExport(f, name, 0)) {
        if (spaced && namespaceAt(spaced, this.def(r).line) !== source) continue;
        out.push({ def: r, via: renames && this.def(r).name !== name ? 'alias' : via });
      }
    }
    return out;
  }

  /**
   * Definition(s) `name` of the Rust module a path `source` names, written
   * at `line` of `p` (so `self::`, `super::` and a plain `inner::` are read
   * from the inline module around that line: langRust rustPathCandidates):
   * the first candidate module that exists, and in a file with inline
   * modules only the definitions of that module. A path no module of this
   * crate answers whose first segment names another library crate of the
   * repository (`util::f`, `grep_cli::x`: ModuleResolver rustCrates, from
   * the Cargo.toml files) is read from that crate's root (`src/lib.rs`), and
   * a path through a name that root imports (`pub extern crate grep_cli as
   * cli;`, `pub use a::b as c;`) goes on in what the name stands for.
   */
  private lookupInRustModule(p: string, rec: FileRec, source: string, name: string, via: Via, line: number, depth = 0, seen?: Set<string>): Target[] {
    const crate = rustCrate(p);
    const keys = rustPathCandidates(rustModuleAt(p, rec, line), source, rustCrateRoot(p)).map((mod) => [crate, mod]);
    const segs = source.split('::').filter(Boolean);
    const other = segs.length && segs[0] !== 'crate' && segs[0] !== 'self' && segs[0] !== 'super' ? this.modules().rustCrates().get(segs[0]) : undefined;
    if (other !== undefined) keys.push([other, ['crate', ...segs.slice(1)].join('::')]);
    for (const [dir, mod] of keys) {
      const files = this.pkgFiles.get(`rust:${dir}|${mod}`);
      if (!files) continue;
      const out: Target[] = [];
      for (const f of files) {
        const frec = this.files.get(f)!;
        for (const r of this.lookupExport(f, name, depth, seen)) if (!frec.blocks || rustModuleAt(f, frec, this.def(r).line) === mod) out.push({ def: r, via });
      }
      return out;
    }
    // A file outside any `src/` (a crate whose Cargo.toml names its root: ripgrep's `[[bin]] path = "crates/core/main.rs"`):
    // `crate::flags::lowargs` read from the folders above it (rustFolderModule).
    if (!crate && depth < 4) {
      const f = this.rustFolderModule(p, segs);
      if (f) {
        const frec = this.files.get(f)!;
        const out = this.lookupExport(f, name, depth, seen).filter((r) => !frec.blocks || rustModuleAt(f, frec, this.def(r).line) === rustModuleAt(f, frec, 0));
        if (out.length) return out.map((def) => ({ def, via }));
      }
    }
    // `grep::cli::is_readable_stdin()` where the grep crate's root says `pub extern crate grep_cli as cli;` (or `pub use
    // grep_cli as cli;`): the path goes on in what that name stands for (newcomer 37: ripgrep's calls into its crates through `grep`).
    if (other !== undefined && segs.length >= 2 && depth < 4) {
      for (const f of this.pkgFiles.get(`rust:${other}|crate`) ?? []) {
        const frec = this.files.get(f)!;
        const imp = frec.imports.find((x) => x.local === segs[1] && x.name !== '*');
        if (!imp) continue;
        const target = [imp.source, imp.name, ...segs.slice(2)].filter(Boolean).join('::');
        const found = this.lookupInRustModule(f, frec, target, name, via, imp.line, depth + 1, seen);
        if (found.length) return found;
      }
    }
    return [];
  }

  /**
   * The file of module path `segs` (`crate::flags::lowargs`, `self::x`,
   * `super::x`, a plain `a::b` as either) written in Rust file `p` that lies outside any `src/` folder,
   * where rustModulePath cannot place it (a crate root a Cargo.toml names by
   * `path`, ripgrep's `crates/core/main.rs`): `crate` is the nearest folder
   * above `p` holding a `main.rs` or `lib.rs`, `self` the module of `p`
   * (its folder for a `mod.rs`, `main.rs` or `lib.rs`, else the folder named
   * as the file), `super` the one above; then `a/b.rs` or `a/b/mod.rs`
   * (The Rust Reference, "Module source filenames"). Undefined when no such
   * file is in the graph.
   */
  private rustFolderModule(p: string, segs: string[]): string | undefined {
    if (!segs.length) return undefined;
    const dir = p.slice(0, p.lastIndexOf('/') + 1);
    const stem = p.slice(dir.length).replace(/\.rs$/, '');
    let base: string | undefined;
    let rest = segs;
    if (segs[0] === 'crate') {
      rest = segs.slice(1);
      for (let d = dir; ; d = d.slice(0, d.slice(0, -1).lastIndexOf('/') + 1)) {
        if (this.files.has(`${d}main.rs`) || this.files.has(`${d}lib.rs`)) {
          base = d;
          break;
        }
        if (!d) break;
      }
    } else if (segs[0] === 'self' || segs[0] === 'super') {
      base = stem === 'mod' || stem === 'main' || stem === 'lib' ? dir : `${dir}${stem}/`;
      let k = segs[0] === 'self' ? 1 : 0;
      while (segs[k] === 'super') {
        base = base.slice(0, base.slice(0, -1).lastIndexOf('/') + 1);
        k++;
      }
      rest = segs.slice(k);
    } else if (segs[0] !== 'std' && segs[0] !== 'core' && segs[0] !== 'alloc') {
      // A plain path: a module of this one (`flags::defs` in main.rs, which declares `mod flags;`), else one from the crate root.
      return this.rustFolderModule(p, ['self', ...segs]) ?? this.rustFolderModule(p, ['crate', ...segs]);
    } else return undefined;
    if (base === undefined || !rest.length) return undefined;
    const path = `${base}${rest.join('/')}`;
    return this.files.has(`${path}.rs`) ? `${path}.rs` : this.files.has(`${path}/mod.rs`) ? `${path}/mod.rs` : undefined;
  }

  /** Follows exports of file `f` for `name` (re-exports, `export *`, default, CommonJS). */
  lookupExport(f: string, name: string, depth: number, seen = new Set<string>()): DefRef[] {
    const key = `${f}\0${name}`;
    if (depth > 8 || seen.has(key)) return [];
    seen.add(key);
    const rec = this.files.get(f);
    if (!rec) return [];
    const out: DefRef[] = [];
    const isJs = rec.lang === 'typescript' || rec.lang === 'tsx' || rec.lang === 'javascript';
    if (name === 'default') {
      rec.defs.forEach((d, i) => d.isDefault && out.push({ path: f, i }));
    } else if (rec.lang === 'lua') {
      // A Lua module's functions are those of the table it returns: `x = require(…)` then `x.f()`.
      for (const i of luaModuleMembers(rec, name)) out.push({ path: f, i });
    } else {
      rec.defs.forEach((d, i) => {
        if (d.name === name && d.parent < 0 && !memberLike(d) && d.exported) out.push({ path: f, i });
      });
      // Rust reaches private items of its own crate; Python's `from .utils import _expand_args` imports a
      // `_`-named (not exported) function as well — only a star import leaves it out (pythonStarExport).
      if (!out.length && (rec.lang === 'rust' || rec.lang === 'python')) {
        rec.defs.forEach((d, i) => d.name === name && d.parent < 0 && (rec.lang === 'rust' || !memberLike(d)) && out.push({ path: f, i }));
      }
    }
    if (out.length) return out;
    if (!isJs) {
      // Python `from a import b` where `b` was itself imported into `a`.
      if (rec.lang === 'python') {
        const imp = rec.imports.find((x) => x.local === name && x.name !== '*');
        if (imp) for (const m of this.moduleFiles(f, rec, imp.source)) out.push(...this.lookupExport(m, imp.name, depth + 1, seen));
        // `from .core import *` in a package's `__init__.py`: a name core's star import gives (its `__all__`, else its public names).
        for (const x of out.length ? [] : rec.imports) if (x.local === '*') out.push(...this.pythonStarExport(f, rec, x.source, name, depth + 1, seen));
        // `Car = Engine` at the module's top (langPython moduleAliases): what Engine is there.
        const alias = out.length ? undefined : rec.aliases?.find((a) => a.scope === -1 && a.name === name);
        if (alias) out.push(...this.lookupExport(f, alias.of, depth + 1, seen));
      }
      // Rust `pub use crate::walk::WalkBuilder;` (or `::*`) in a crate root: the item it re-exports.
      if (rec.lang === 'rust') {
        for (const imp of rec.imports) {
          if (imp.local === name && imp.name !== '*') out.push(...this.lookupInRustModule(f, rec, imp.source, imp.name, 'import', imp.line, depth + 1, seen).map((t) => t.def));
          else if (imp.local === '*' && !imp.source.startsWith('self::')) out.push(...this.lookupInRustModule(f, rec, imp.source, name, 'import', imp.line, depth + 1, seen).map((t) => t.def));
        }
      }
      return out;
    }
    for (const e of rec.exports) {
      if (e.name !== name) continue;
      if (e.local) out.push(...this.lookupLocal(f, rec, e.local, depth, seen));
      else if (e.source && e.from && e.from !== '*') {
        const m = this.modules().resolveJs(f, e.source);
        if (m) out.push(...this.lookupExport(m, e.from, depth + 1, seen));
      }
    }
    if (out.length || name === 'default') return out;
    for (const e of rec.exports) {
      if (e.name !== '*' || !e.source) continue;
      const m = this.modules().resolveJs(f, e.source);
      if (m) out.push(...this.lookupExport(m, name, depth + 1, seen));
    }
    if (!out.length && rec.lang === 'javascript' && !rec.exports.length) {
      // CommonJS module: every top-level function is reachable through require(), a member of an object only when that object is the module (commonJsMember).
      rec.defs.forEach((d, i) => d.name === name && d.parent < 0 && commonJsMember(rec, d) && out.push({ path: f, i }));
      // `module.exports = { add: decorateFastify }` (langTsDecls): the function the key names.
      const renamed = out.length ? undefined : rec.aliases?.find((a) => a.scope === -1 && a.name === `exports.${name}`);
      if (renamed) out.push(...this.lookupLocal(f, rec, renamed.of, depth, seen));
    }
    return out;
  }

  /**
   * Whether TS/JS module file `f` exports under `name` a value a package from outside the repository gives, followed
   * through the module's own exports: `export { Router } from 'router'`, `export * from './lib'`, a local it imported
   * (`import { Router } from 'router'; export { Router }`), and CommonJS `exports.Router = Router` /
   * `exports.Route = Router.Route` with `var Router = require('router')` (FileRec.aliases `exports.Router`; express's
   * lib/express.js, whose `express.Router` the tests construct; newcomer 46). A package is an import source written bare
   * (`router`, `@scope/pkg`, `node:events`) that names no file of the repository. False when the name is a definition of
   * the module, is not exported, or its origin is unknown; at most 8 modules deep.
   */
  exportOutside(f: string, name: string, depth = 0, seen = new Set<string>()): boolean {
    const key = `${f}\0${name}`;
    const rec = this.files.get(f);
    if (!rec || depth > 8 || seen.has(key) || (rec.lang !== 'typescript' && rec.lang !== 'tsx' && rec.lang !== 'javascript')) return false;
    seen.add(key);
    if (rec.defs.some((d) => d.name === name && d.parent < 0)) return false;
    for (const e of rec.exports) {
      if (e.name !== name) continue;
      if (e.local) return this.localOutside(f, rec, e.local, depth, seen);
      // `export * as ns from 'pkg'`: the namespace is the module's (a package's, or one of the repository whose names are not asked).
      if (e.source) return this.sourceOutside(f, e.source, e.from && e.from !== '*' ? e.from : undefined, depth, seen);
    }
    const js = this.modules();
    for (const e of rec.exports) if (e.name === '*' && e.source && js.resolveJs(f, e.source) && this.sourceOutside(f, e.source, name, depth, seen)) return true;
    const assigned = rec.exports.length ? undefined : rec.aliases?.find((a) => a.scope === -1 && a.name === `exports.${name}`);
    return !!assigned && this.localOutside(f, rec, assigned.of, depth, seen);
  }

  /**
   * Whether import source `source` of TS/JS file `f` gives from outside the repository what `exported` names there: a
   * package (written bare, `router`, `@scope/pkg`, `node:events`, naming no file here), or a module of the repository
   * exporting it so (exportOutside); without `exported`, only a package.
   */
  private sourceOutside(f: string, source: string, exported: string | undefined, depth: number, seen: Set<string>): boolean {
    const m = this.modules().resolveJs(f, source);
    if (!m) return !/^[./]/.test(source);
    return exported !== undefined && this.exportOutside(m, exported, depth + 1, seen);
  }

  /** Whether `local` (`Router`, or `Router.Route`) of TS/JS file `f` holds what a package from outside gives: every import of its head is one, or a repository module's export that is (exportOutside). */
  private localOutside(f: string, rec: FileRec, local: string, depth: number, seen: Set<string>): boolean {
    const [head, member] = local.split('.');
    if (rec.defs.some((d) => d.name === head && d.parent < 0)) return false;
    const imports = rec.imports.filter((i) => i.local === head);
    // A whole module (`var lib = require('./lib')`) holds only what it exports: `lib.Router` is its `Router`.
    return imports.length > 0 && imports.every((i) => this.sourceOutside(f, i.source, i.name === '*' ? member : i.name, depth, seen));
  }

  /**
   * Definition(s) `name` of the module a Python package re-exports under
   * another name (`from . import jmod as jm` in `pkg/__init__.py`, then
   * `from pkg import jm` and `jm.loads()`, or `pkg.jm.loads()`): `source`
   * (`pkg.jm`) names no file, so its last segment is read as an import of
   * its parent module (`pkg`), followed up to four times.
   */
  private pythonRenamedModule(p: string, rec: FileRec, source: string, name: string, via: Via, depth: number): Target[] {
    const dot = source.lastIndexOf('.');
    if (dot <= 0 || dot === source.length - 1 || source[dot - 1] === '.' || depth >= 4) return [];
    const local = source.slice(dot + 1);
    for (const f of this.moduleFiles(p, rec, source.slice(0, dot))) {
      const frec = this.files.get(f)!;
      const imp = frec.imports.find((x) => x.local === local);
      if (!imp) continue;
      const mod = imp.name === '*' ? imp.source : `${imp.source}${imp.source.endsWith('.') ? '' : '.'}${imp.name}`;
      return this.lookupInModule(f, frec, mod, name, via, 0, depth + 1);
    }
    return [];
  }

  /**
   * Definition(s) `name` that the Python star import `from source import *`
   * in file `f` binds there: looked up in the module (lookupExport, through
   * its own imports and star imports) when it offers the name
   * (pythonAll pythonStarOffers: listed in its `__all__`, else public).
   */
  protected pythonStarExport(f: string, rec: FileRec, source: string, name: string, depth = 0, seen = new Set<string>()): DefRef[] {
    const out: DefRef[] = [];
    for (const m of this.moduleFiles(f, rec, source)) if (pythonStarOffers(this.files.get(m)!, name)) out.push(...this.lookupExport(m, name, depth, seen));
    return out;
  }

  private lookupLocal(f: string, rec: FileRec, local: string, depth: number, seen: Set<string>): DefRef[] {
    const out: DefRef[] = [];
    rec.defs.forEach((d, i) => d.name === local && d.parent < 0 && out.push({ path: f, i }));
    if (out.length) return out;
    // `var Mine = require('./mine')` in a CommonJS file is that module's value, its default (`module.exports = Mine`).
    const imp = rec.imports.find((x) => x.local === local && (x.name !== '*' || rec.lang === 'javascript'));
    if (imp) {
      const m = this.modules().resolveJs(f, imp.source);
      if (m && imp.name === '*') return this.lookupExport(m, 'default', depth + 1, seen).filter((r) => this.def(r).isDefault);
      if (m) return this.lookupExport(m, imp.name, depth + 1, seen);
    }
    return out;
  }
}

/**
 * Whether top-level definition `d` of CommonJS file `rec` is reached through
 * what the module exports: one without a container, a member of
 * `module.exports = { f() {} }` (container `exports`), or a function assigned
 * to a member of the object the module exports (`module.exports = res;
 * res.send = function…`, `var app = exports = module.exports = {}`:
 * langTsAssigned; the holder is the module's default). A member of another
 * object of the file (`const app = {}; app.render = …`) is not.
 */
export function commonJsMember(rec: FileRec, d: DefRec): boolean {
  const c = d.container;
  return c === undefined || c === 'exports' || rec.defs.some((x) => x.isDefault && x.name === c && x.parent < 0 && !x.container);
}

/** Languages whose modules can export a definition under another name (lookupInModule). */
const RENAMING_EXPORTS: ReadonlySet<string> = new Set(['typescript', 'tsx', 'javascript', 'python']);

/** A resolved module file as a list: `[f]`, or `[]` when it did not resolve. */
function one(f: string | null | undefined): string[] {
  return f ? [f] : [];
}
