/**
 * GraphData's Ruby layer: constants and methods by Ruby's own lookup rules
 * (Ruby has no imports; what a name means follows from where it is written).
 * - A constant (`Utils`, `Rack::Utils`, `::Rack::Utils`) is looked up in the
 *   lexical scopes around the code, innermost first (Module.nesting: the
 *   bodies of `module Rack` and `class ShowStatus` around it, `class
 *   Rack::X` counting as one scope `Rack::X`), then at the top level; only
 *   classes and modules of the repository are known (rubyConstantAt).
 * - A method call goes to the methods of its receiver's class and its
 *   ancestors (included modules, then the superclass): on a constant only the
 *   singleton methods (`def self.x`, `class << self`, `module_function`,
 *   `extend self`: DefRec.singleton, langRuby), on an instance only the
 *   instance methods; a bare call or `self.x` on what `self` is where it is
 *   written (rubyCall).
 */
import type { CallRec, DefRec, FileRec, Via } from './types';
import { CLASS_LIKE_KINDS } from './types';
import { dirOf } from './modules';
import { isTestPath } from './rank';
import { defKey, type DefRef, type Target } from './graphIndex';
import { GraphModules } from './graphModules';

/** A constant path as a receiver: `Utils`, `Rack::Utils`, `::Rack::Utils`. */
const CONSTANT_PATH = /^(::)?[A-Z]\w*(::[A-Z]\w*)*$/;

/** What `self` is where a call is written: the class or module itself, an instance of it, or either (inside a module function). */
export type RubySelf = 'class' | 'instance' | 'any';

/** Whether a Ruby class-like definition is a module (`module Utils`), which lends no singleton methods to the classes including it. */
function rubyModule(d: DefRec): boolean {
  return d.signature?.startsWith('module') === true;
}

/** Ruby lookups over GraphModules (see the file header). */
export abstract class GraphRuby extends GraphModules {
  /** Base classes of a class-like definition, resolved from its own file (GraphScope). */
  protected abstract bases(cls: DefRef): DefRef[];
  /** Ruby classes and modules by full constant path (every body of a reopened one), for one generation of the records. */
  private rubyClasses: { generation: number; byPath: Map<string, DefRef[]> } | null = null;
  /** Ruby classes and modules by the full constant path of each module they include (DefRec.bases), for one generation. */
  private rubyIncluders: { generation: number; byModule: Map<string, DefRef[]> } | null = null;

  /** Full constant path of a Ruby class or module (`Store::Cache`), from its nesting. */
  protected rubyPath(r: DefRef): string {
    const defs = this.files.get(r.path)!.defs;
    let full = defs[r.i].name;
    for (let s = defs[r.i].parent; s >= 0; s = defs[s].parent) if (CLASS_LIKE_KINDS.has(defs[s].kind)) full = `${defs[s].name}::${full}`;
    return full.startsWith('::') ? full.slice(2) : full;
  }

  /** The bodies of the Ruby class or module whose full constant path is `full` (several when it is reopened). */
  private rubyBodies(full: string): DefRef[] {
    if (this.rubyClasses?.generation !== this.generation) {
      const byPath = new Map<string, DefRef[]>();
      for (const [p, rec] of this.files) {
        if (rec.lang !== 'ruby') continue;
        rec.defs.forEach((d, i) => {
          if (!CLASS_LIKE_KINDS.has(d.kind)) return;
          const key = this.rubyPath({ path: p, i });
          const l = byPath.get(key);
          if (l) l.push({ path: p, i });
          else byPath.set(key, [{ path: p, i }]);
        });
      }
      this.rubyClasses = { generation: this.generation, byPath };
    }
    return this.rubyClasses.byPath.get(full) ?? [];
  }

  /**
   * The classes and modules constant `written` names in file `p` inside
   * definition `from` (every body of the one it names; [] when the
   * repository defines none): `::A::B` from the top level; else the first
   * lexical scope around the code (innermost first) holding a class or module
   * named like the path's first segment decides, then the top level — Ruby's
   * lookup, without the ancestors of the innermost scope. `Utils` inside
   * `module Rack` is `Rack::Utils` when the repository has one, a top-level
   * `Utils` only when it has none.
   */
  protected rubyConstantAt(p: string, rec: FileRec, written: string, from: number): DefRef[] {
    if (written.startsWith('::')) return this.rubyBodies(written.slice(2));
    const head = written.includes('::') ? written.slice(0, written.indexOf('::')) : written;
    for (let s = from; s >= 0; s = rec.defs[s].parent) {
      if (!CLASS_LIKE_KINDS.has(rec.defs[s].kind)) continue;
      const scope = this.rubyPath({ path: p, i: s });
      if (this.rubyBodies(`${scope}::${head}`).length) return this.rubyBodies(`${scope}::${written}`);
    }
    return this.rubyBodies(written);
  }

  /**
   * Methods `name` of the Ruby class or module `cls` (all its bodies) for a
   * receiver that is `self` (see RubySelf), else of its ancestors in lookup
   * order (DefRec.bases: included modules, last first, then the
   * superclass; ≤ 12 classes). Singleton methods come from superclasses
   * only, never from an included module.
   */
  protected rubyMembers(cls: DefRef, name: string, self: RubySelf, seen = new Set<string>()): DefRef[] {
    const path = this.rubyPath(cls);
    if (seen.has(path) || seen.size > 12) return [];
    seen.add(path);
    const out: DefRef[] = [];
    for (const r of this.defsNamed(name)) {
      const d = this.def(r);
      if (d.kind !== 'method' || d.parent < 0 || this.files.get(r.path)!.lang !== 'ruby') continue;
      if (self === 'class' ? d.singleton === undefined : self === 'instance' && d.singleton === 'only') continue;
      if (this.rubyPath({ path: r.path, i: d.parent }) === path) out.push(r);
    }
    if (out.length) return out;
    const bodies = this.rubyBodies(path);
    for (const body of bodies.length ? bodies : [cls]) {
      for (const b of this.bases(body)) {
        if (self === 'class' && rubyModule(this.def(b))) continue;
        const hit = this.rubyMembers(b, name, self, seen);
        if (hit.length) return hit;
      }
    }
    return out;
  }

  /**
   * The class and module bodies that include the module whose full constant
   * path is `module` (`include Helpers` in `class Response`).
   */
  private includersOf(module: string): DefRef[] {
    if (this.rubyIncluders?.generation !== this.generation) {
      const byModule = new Map<string, DefRef[]>();
      for (const [p, rec] of this.files) {
        if (rec.lang !== 'ruby') continue;
        rec.defs.forEach((d, i) => {
          if (!CLASS_LIKE_KINDS.has(d.kind) || !d.bases) return;
          for (const b of this.bases({ path: p, i })) {
            if (!rubyModule(this.def(b))) continue;
            const key = this.rubyPath(b);
            const l = byModule.get(key);
            if (l) l.push({ path: p, i });
            else byModule.set(key, [{ path: p, i }]);
          }
        });
      }
      this.rubyIncluders = { generation: this.generation, byModule };
    }
    return this.rubyIncluders.byModule.get(module) ?? [];
  }

  /**
   * Methods `name` an instance method of module `mod` reaches on `self` when
   * the module has none: those of each class or module including it (a
   * mixin's `set_header` is its host's: Response's and Raw's both, whichever
   * includes it), ≤ 3 modules deep.
   */
  private viaIncluders(mod: DefRef, name: string, depth = 0): DefRef[] {
    if (depth > 2 || !rubyModule(this.def(mod))) return [];
    const out: DefRef[] = [];
    const keys = new Set<string>();
    for (const host of this.includersOf(this.rubyPath(mod))) {
      let hit = this.rubyMembers(host, name, 'instance');
      if (!hit.length) hit = this.viaIncluders(host, name, depth + 1);
      for (const r of hit) {
        const k = defKey(r.path, r.i);
        if (!keys.has(k)) out.push(r);
        keys.add(k);
      }
    }
    return out;
  }

  /** The class or module whose `self` a call inside definition `from` runs on, and what `self` is there; null at the top level. */
  private rubySelf(rec: FileRec, from: number): { cls: number; self: RubySelf } | null {
    let self: RubySelf | undefined;
    for (let s = from; s >= 0; s = rec.defs[s].parent) {
      const d = rec.defs[s];
      if (CLASS_LIKE_KINDS.has(d.kind)) return { cls: s, self: self ?? 'class' };
      self ??= d.singleton === 'only' ? 'class' : d.singleton === 'also' ? 'any' : 'instance';
    }
    return null;
  }

  /**
   * Top-level `def name` (a private method of Object, callable bare
   * anywhere): in file `p` (else a `def self.name` in a block there), else
   * the repository's only one, else the only one in `p`'s folder — not one
   * defined in a block (DefRec.exported false: a spec's `describe` helper),
   * and one in a test file only for a call from a test file (library code
   * does not call a spec's helper).
   */
  private rubyTopLevel(p: string, name: string): Target[] {
    const fromTest = isTestPath(p);
    const top = this.defsNamed(name).filter((r) => {
      const d = this.def(r);
      return d.parent < 0 && (d.kind === 'function' || d.kind === 'method') && !d.container && this.files.get(r.path)!.lang === 'ruby';
    });
    const own = top.filter((r) => r.path === p);
    const plain = own.filter((r) => this.def(r).kind === 'function');
    if (own.length) return (plain.length ? plain : own).map((def) => ({ def, via: 'same-file' as Via }));
    const cands = top.filter((r) => this.def(r).kind === 'function' && this.def(r).exported !== false && (fromTest || !isTestPath(r.path)));
    if (cands.length === 1) return [{ def: cands[0], via: 'name' }];
    const near = cands.filter((r) => dirOf(r.path) === dirOf(p));
    return near.length === 1 ? [{ def: near[0], via: 'name' }] : [];
  }

  /**
   * A Ruby call by Ruby's rules (see the file header), or undefined for a
   * receiver they leave to the general rules (a variable, a field, a call's
   * result). `Foo.new` constructs the class the constant names; `Utils.x`
   * runs a singleton method of the class or module `Utils` names there; a
   * bare `x` and `self.x` a method of `self`'s class (bare: else a top-level
   * `def x`); `Foo.new.x` an instance method of Foo.
   */
  protected rubyCall(p: string, rec: FileRec, call: CallRec): Target[] | undefined {
    if (call.kind === 'new') {
      // A class reopened in several files: the body in the caller's file when there is one.
      const bodies = this.rubyConstantAt(p, rec, call.recv ?? call.name, call.from);
      const own = bodies.filter((def) => def.path === p);
      return own.length ? own.map((def) => ({ def, via: 'same-file' })) : bodies.map((def) => ({ def, via: 'receiver' }));
    }
    if (call.kind !== 'call') return undefined;
    const recv = call.recv;
    if (recv === undefined || recv === 'self') {
      const at = this.rubySelf(rec, call.from);
      if (at) {
        const cls = { path: p, i: at.cls };
        let hit = this.rubyMembers(cls, call.name, at.self);
        // In the class body itself `self` is the class, but a block there may run on an instance (Minitest's `it`, `define_method`).
        if (!hit.length && at.cls === call.from) hit = this.rubyMembers(cls, call.name, 'instance');
        if (!hit.length && at.self !== 'class') hit = this.viaIncluders(cls, call.name);
        if (hit.length) return hit.map((def) => ({ def, via: def.path === p && this.def(def).parent === at.cls ? 'same-file' : 'receiver' }));
      }
      return recv === undefined ? this.rubyTopLevel(p, call.name) : [];
    }
    // `Foo.new.x`: an instance method of the class constructed.
    const made = recv.endsWith('.new') ? recv.slice(0, -4) : undefined;
    if (!CONSTANT_PATH.test(made ?? recv)) return undefined;
    const classes = this.rubyConstantAt(p, rec, made ?? recv, call.from);
    return classes.length ? this.rubyMembers(classes[0], call.name, made ? 'instance' : 'class').map((def) => ({ def, via: 'receiver' })) : [];
  }
}
