/**
 * Ruby constants by Ruby's own lookup rules (Ruby has no imports; what a
 * constant means follows from where it is written), the layer under
 * GraphRuby. A constant (`Utils`, `Rack::Utils`, `::Rack::Utils`) is looked
 * up in the lexical scopes around the code, innermost first (Module.nesting:
 * the bodies of `module Rack` and `class ShowStatus` around it, `class
 * Rack::X` counting as one scope `Rack::X`), then in the ancestors of the
 * innermost one (included modules, superclass chain), then at the top level
 * (Object), then the modules a top-level `include` mixed into Object
 * (rubyTopIncludes); only classes and modules of the repository are known, and
 * constants standing for them (`U = Utils`: rubyNamed). A class's ancestors (DefRec.bases) are read the same way
 * from where they are written (rubyBases).
 */
import { posix } from 'node:path';
import type { DefRec, FileRec } from './types';
import { CLASS_LIKE_KINDS } from './types';
import { defKey, type DefRef } from './graphIndex';
import { GraphModules } from './graphModules';

/** Whether a Ruby class-like definition is a module (`module Utils`), which lends no singleton methods to the classes including it. */
export function rubyModule(d: DefRec): boolean {
  return d.signature?.startsWith('module') === true;
}

/** Index of a Ruby class's superclass in its DefRec.bases (the last: `class Thing < Base`), -1 when it names none. */
export function superIndex(d: DefRec): number {
  return d.bases?.length && /^class\s+\S+\s*</.test(d.signature ?? '') ? d.bases.length - 1 : -1;
}

/** Ruby constant lookups over GraphModules (see the file header). */
export abstract class GraphRubyConst extends GraphModules {
  /** Base classes of a class-like definition, resolved from its own file (GraphScope). */
  protected abstract bases(cls: DefRef): DefRef[];
  /** Ruby classes and modules by full constant path (every body of a reopened one), for one generation of the records. */
  private rubyClasses: { generation: number; byPath: Map<string, DefRef[]> } | null = null;
  /** Ruby constant aliases (`U = Utils`) by full constant path, for one generation. */
  private rubyAliases: { generation: number; byPath: Map<string, { path: string; scope: number; of: string }> } | null = null;
  /** Resolved ancestors of each Ruby class or module body (rubyBases), for one generation. */
  private rubyBaseMemo: { generation: number; byDef: Map<string, DefRef[]> } | null = null;
  /** Modules mixed into Object for each file's code (rubyTopIncludes), and Ruby files by file name (rubyRequired), for one generation. */
  private rubyTopMemo: { generation: number; byPath: Map<string, string[]>; byName: Map<string, string[]> | null } | null = null;
  /** Bodies whose bases are being resolved now (rubyBases), whose ancestors are their superclass's only meanwhile. */
  private readonly rubyResolving = new Set<string>();

  /** Full constant path of a Ruby class or module (`Store::Cache`), from its nesting. */
  protected rubyPath(r: DefRef): string {
    const defs = this.files.get(r.path)!.defs;
    let full = defs[r.i].name;
    for (let s = defs[r.i].parent; s >= 0; s = defs[s].parent) if (CLASS_LIKE_KINDS.has(defs[s].kind)) full = `${defs[s].name}::${full}`;
    return full.startsWith('::') ? full.slice(2) : full;
  }

  /** The bodies of the Ruby class or module whose full constant path is `full` (several when it is reopened). */
  protected rubyBodies(full: string): DefRef[] {
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
   * repository defines none), by Ruby's lookup of the path's first segment:
   * `::A::B` from the top level; else the lexical scopes around the code,
   * innermost first (Module.nesting); then the ancestors of the innermost one
   * (its included modules and superclass chain: `Helper` in `class Thing <
   * Lib::Base` is `Lib::Base::Helper` when that exists); then the top level
   * (Object), then the modules a top-level `include` mixed into Object
   * (rubyTopIncludes: `Site` of `include Jekyll` is `Jekyll::Site`). `Utils` inside `module Rack` is `Rack::Utils` when the
   * repository has one, a top-level `Utils` only when it has none.
   */
  protected rubyConstantAt(p: string, rec: FileRec, written: string, from: number, ancestors = true, depth = 0): DefRef[] {
    if (written.startsWith('::')) return this.rubyNamed('', written.slice(2), depth) ?? [];
    let cref = -1;
    for (let s = from; s >= 0; s = rec.defs[s].parent) {
      if (!CLASS_LIKE_KINDS.has(rec.defs[s].kind)) continue;
      if (cref < 0) cref = s;
      const hit = this.rubyNamed(this.rubyPath({ path: p, i: s }), written, depth);
      if (hit) return hit;
    }
    for (const a of cref >= 0 && ancestors ? this.rubyAncestors({ path: p, i: cref }) : []) {
      const hit = this.rubyNamed(this.rubyPath(a), written, depth);
      if (hit) return hit;
    }
    const top = this.rubyNamed('', written, depth);
    if (top) return top;
    // Object's ancestors after Object: the modules a top-level `include` mixed into it (`Site` of `include Jekyll`).
    for (const scope of this.rubyTopIncludes(p)) {
      const hit = this.rubyNamed(scope, written, depth);
      if (hit) return hit;
    }
    return [];
  }

  /**
   * The full constant paths of the modules a top-level `include M` mixes into
   * Object for the code of file `p` (FileRec.rubyIncludes), those of `p`
   * itself, then those of each file `p`'s top level requires
   * (FileRec.rubyRequires, rubyRequired): jekyll's tests `require "helper"`,
   * whose `include Jekyll` makes their `Site` Jekyll::Site. One level of
   * requires: Ruby mixes the module in for the whole program once the file
   * runs, which the graph cannot order, so only the files a file names
   * itself count. Each `M` is read from the top level; memoised per
   * generation.
   */
  protected rubyTopIncludes(p: string): string[] {
    if (this.rubyTopMemo?.generation !== this.generation) this.rubyTopMemo = { generation: this.generation, byPath: new Map(), byName: null };
    const memo = this.rubyTopMemo;
    const known = memo.byPath.get(p);
    if (known) return known;
    const out: string[] = [];
    const rec = this.files.get(p);
    const sources = [p];
    for (const feature of rec?.rubyRequires ?? []) {
      const f = this.rubyRequired(p, feature);
      if (f && !sources.includes(f)) sources.push(f);
    }
    for (const f of sources) {
      for (const m of this.files.get(f)?.rubyIncludes ?? []) {
        const [body] = this.rubyNamed('', m.replace(/^::/, ''), 0) ?? [];
        const full = body ? this.rubyPath(body) : undefined;
        if (full && !out.includes(full)) out.push(full);
      }
    }
    memo.byPath.set(p, out);
    return out;
  }

  /**
   * The repository's Ruby file a `require` of file `p` loads (FileRec.rubyRequires):
   * `./../helper` relative to `p`'s folder (require_relative); `helper` or
   * `jekyll/site` — searched in `$LOAD_PATH`, which the graph does not know
   * (`ruby -Itest`, a gem's `lib`) — a file whose path ends so, the one
   * sharing the most leading folders with `p` when several do; undefined when
   * none does (a gem's or the standard library's feature).
   */
  private rubyRequired(p: string, feature: string): string | undefined {
    const file = feature.endsWith('.rb') ? feature : `${feature}.rb`;
    if (file.startsWith('./')) {
      const full = posix.normalize(posix.join(posix.dirname(p), file));
      return this.files.get(full)?.lang === 'ruby' ? full : undefined;
    }
    const memo = this.rubyTopMemo!;
    if (!memo.byName) {
      memo.byName = new Map();
      for (const [f, r] of this.files) {
        if (r.lang !== 'ruby') continue;
        const base = f.slice(f.lastIndexOf('/') + 1);
        const l = memo.byName.get(base);
        if (l) l.push(f);
        else memo.byName.set(base, [f]);
      }
    }
    const dirs = p.split('/').slice(0, -1);
    let best: string | undefined;
    let bestShared = -1;
    for (const f of memo.byName.get(file.slice(file.lastIndexOf('/') + 1)) ?? []) {
      if (f !== file && !f.endsWith(`/${file}`)) continue;
      const fd = f.split('/');
      let shared = 0;
      while (shared < dirs.length && shared < fd.length - 1 && fd[shared] === dirs[shared]) shared++;
      if (shared > bestShared || (shared === bestShared && best !== undefined && f < best)) {
        best = f;
        bestShared = shared;
      }
    }
    return best;
  }

  /**
   * The classes and modules path `written` names inside scope `scope` (a
   * full constant path, '' for the top level), or null when the scope holds
   * no constant named like its first segment: a class or module, or a
   * constant alias (`U = Utils`, FileRec.aliases) read from where it is
   * written (≤ 4 aliases deep).
   */
  private rubyNamed(scope: string, written: string, depth: number): DefRef[] | null {
    const sep = written.indexOf('::');
    const head = sep < 0 ? written : written.slice(0, sep);
    const full = (name: string) => (scope ? `${scope}::${name}` : name);
    if (this.rubyBodies(full(head)).length) return this.rubyBodies(full(written));
    const alias = depth < 4 ? this.rubyAlias(full(head)) : undefined;
    if (!alias) return null;
    const [target] = this.rubyConstantAt(alias.path, this.files.get(alias.path)!, alias.of, alias.scope, true, depth + 1);
    if (!target) return [];
    return sep < 0 ? this.rubyBodies(this.rubyPath(target)) : this.rubyBodies(`${this.rubyPath(target)}${written.slice(sep)}`);
  }

  /** The constant alias whose full path is `full` (`Rack::U` for `U = Utils` in `module Rack`), with its file and scope. */
  private rubyAlias(full: string): { path: string; scope: number; of: string } | undefined {
    if (this.rubyAliases?.generation !== this.generation) {
      const byPath = new Map<string, { path: string; scope: number; of: string }>();
      for (const [p, rec] of this.files) {
        if (rec.lang !== 'ruby') continue;
        for (const a of rec.aliases ?? []) byPath.set(a.scope < 0 ? a.name : `${this.rubyPath({ path: p, i: a.scope })}::${a.name}`, { path: p, scope: a.scope, of: a.of });
      }
      this.rubyAliases = { generation: this.generation, byPath };
    }
    return this.rubyAliases.byPath.get(full);
  }

  /**
   * The ancestors of Ruby class or module `cls` in method-lookup order (the
   * included modules and superclass of every body, then theirs; ≤ 12), not
   * `cls` itself. While `cls`'s own bases are being resolved (a constant its
   * `include` names) only its superclass and that one's ancestors count, the
   * superclass read from the lexical scopes alone (rubySuperclass).
   */
  protected rubyAncestors(cls: DefRef): DefRef[] {
    const out: DefRef[] = [];
    const seen = new Set<string>([this.rubyPath(cls)]);
    const walk = (c: DefRef): void => {
      const bodies = this.rubyBodies(this.rubyPath(c));
      for (const body of bodies.length ? bodies : [c]) {
        for (const b of this.rubyResolving.has(defKey(body.path, body.i)) ? this.rubySuperclass(body) : this.bases(body)) {
          const path = this.rubyPath(b);
          if (seen.has(path) || seen.size > 12) continue;
          seen.add(path);
          out.push(b);
          walk(b);
        }
      }
    };
    walk(cls);
    return out;
  }

  /** The superclass of a Ruby class body (`class Thing < Lib::Base`: its last DefRec.bases), read from the lexical scopes alone. */
  private rubySuperclass(body: DefRef): DefRef[] {
    const d = this.def(body);
    const k = superIndex(d);
    return k < 0 ? [] : this.rubyConstantAt(body.path, this.files.get(body.path)!, d.bases![k], d.parent, false);
  }

  /** The modules `prepend M` puts before Ruby class or module body `cls` (DefRec.prepends), read from the body's own scope. */
  protected rubyPrepended(cls: DefRef): DefRef[] {
    const d = this.def(cls);
    return (d.prepends ?? []).flatMap((b) => this.rubyConstantAt(cls.path, this.files.get(cls.path)!, b, cls.i));
  }

  /**
   * The modules whose instance methods are singleton methods of Ruby class
   * or module body `cls`: those `extend M` names (DefRec.singletonBases,
   * read from the body's own scope), then the `ClassMethods` module of each
   * module it includes (`include Cacheable` with `Cacheable::ClassMethods`:
   * the convention of `def self.included(base) base.extend(ClassMethods)`
   * and ActiveSupport::Concern).
   */
  protected rubyExtended(cls: DefRef): DefRef[] {
    const d = this.def(cls);
    const out = (d.singletonBases ?? []).flatMap((b) => this.rubyConstantAt(cls.path, this.files.get(cls.path)!, b, cls.i));
    for (const b of d.bases?.length ? this.bases(cls) : []) {
      if (rubyModule(this.def(b))) out.push(...this.rubyBodies(`${this.rubyPath(b)}::ClassMethods`).slice(0, 1));
    }
    return out;
  }

  /**
   * Ancestors DefRec.prepends and DefRec.bases name for Ruby class or module body `cls`, each
   * read from the body's own scope (`include Helpers` in `class Request`:
   * Request::Helpers first, then Rack::Helpers…, then the superclass's
   * namespace), memoised per generation. GraphMembers.bases answers with it.
   */
  protected rubyBases(cls: DefRef): DefRef[] {
    const key = defKey(cls.path, cls.i);
    if (this.rubyBaseMemo?.generation !== this.generation) this.rubyBaseMemo = { generation: this.generation, byDef: new Map() };
    const known = this.rubyBaseMemo.byDef.get(key);
    if (known) return known;
    const d = this.def(cls);
    const rec = this.files.get(cls.path)!;
    const outermost = this.rubyResolving.size === 0;
    this.rubyResolving.add(key);
    try {
      // The superclass (last) is written outside the class body, the included modules inside it.
      const sup = superIndex(d);
      const own = (d.bases ?? []).flatMap((b, k) => this.rubyConstantAt(cls.path, rec, b, k === sup ? d.parent : cls.i));
      // Prepended modules come first (looked up before the class's own methods, read here after them: rubyMembers).
      const out = [...this.rubyPrepended(cls), ...own].filter((b) => !(b.path === cls.path && b.i === cls.i));
      // Read while another class's bases were half known: not kept (its ancestors may have been cut short).
      if (outermost) this.rubyBaseMemo.byDef.set(key, out);
      return out;
    } finally {
      this.rubyResolving.delete(key);
    }
  }
}
