/**
 * GraphData's Ruby layer for method calls (constants: GraphRubyConst). A
 * method call goes to the methods of its receiver's class and its ancestors
 * (included modules, then the superclass): on a constant only the singleton
 * methods (`def self.x`, `class << self`, `module_function`, `extend self`:
 * DefRec.singleton, langRuby), on an instance only the instance methods; a
 * bare call or `self.x` on what `self` is where it is written (rubyCall).
 */
import type { CallRec, FileRec, Via } from './types';
import { CLASS_LIKE_KINDS } from './types';
import { dirOf } from './modules';
import { isTestPath } from './rank';
import { defKey, type DefRef, type Target } from './graphIndex';
import { GraphRubyConst, rubyModule } from './graphRubyConst';

/** A constant path as a receiver: `Utils`, `Rack::Utils`, `::Rack::Utils`. */
const CONSTANT_PATH = /^(::)?[A-Z]\w*(::[A-Z]\w*)*$/;

/** What `self` is where a call is written: the class or module itself, an instance of it, or either (inside a module function). */
export type RubySelf = 'class' | 'instance' | 'any';

/** Ruby method lookups over GraphRubyConst (see the file header). */
export abstract class GraphRuby extends GraphRubyConst {
  /** Targets of call `i` in file `p` (GraphResolve, memoised). */
  abstract resolveCall(p: string, i: number): Target[];

  /** Ruby classes and modules by the full constant path of each module they include (DefRec.bases), for one generation. */
  private rubyIncluders: { generation: number; byModule: Map<string, DefRef[]> } | null = null;

  /**
   * Methods `name` of the Ruby class or module `cls` (all its bodies) for a
   * receiver that is `self` (see RubySelf), else of its ancestors in lookup
   * order (DefRec.bases: included modules, last first, then the
   * superclass; ≤ 12 classes). Singleton methods come from the modules the
   * class extends (`extend M`: their instance methods) and superclasses,
   * never from an included module.
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
    // `extend M`: M's instance methods are the class's own singleton methods, before its superclass's.
    if (self !== 'instance') {
      for (const body of bodies.length ? bodies : [cls]) {
        for (const m of this.rubyExtended(body)) {
          const hit = this.rubyMembers(m, name, 'instance', seen);
          if (hit.length) return hit;
        }
      }
    }
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
   * anywhere; also one in a spec's `describe` block, a test case itself): in file `p` (else a `def self.name` in a block there), else
   * the repository's only one, else the only one in `p`'s folder — not one
   * defined in a block (DefRec.exported false: a spec's `describe` helper),
   * and one in a test file only for a call from a test file (library code
   * does not call a spec's helper).
   */
  /**
   * A bare call `name` in a rackup file's top-level code (`config.ru`: `use
   * X`, `run app`, `map "/x" do … end`): rackup evaluates the file with
   * `self` a Rack::Builder instance (rack lib/rack/builder.rb
   * `new_from_string`, BUILDER_TOPLEVEL_BINDING), so it calls that instance
   * method of the repository's Rack::Builder (rack itself, a vendored copy);
   * none when the repository defines no Rack::Builder.
   */
  private rackupCall(p: string, rec: FileRec, name: string): Target[] {
    const builder = this.rubyConstantAt(p, rec, '::Rack::Builder', -1);
    return builder.length ? this.rubyMembers(builder[0], name, 'instance').map((def) => ({ def, via: 'receiver' as Via })) : [];
  }

  private rubyTopLevel(p: string, name: string): Target[] {
    const fromTest = isTestPath(p);
    const top = this.defsNamed(name).filter((r) => {
      const d = this.def(r);
      const rec = this.files.get(r.path)!;
      return (d.kind === 'function' || d.kind === 'method') && !d.container && rec.lang === 'ruby' && outsideCode(rec, d.parent);
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
   * The Ruby class bodies whose `new` runs `init` (an `initialize` of class
   * `cls`): every body of `cls` (`Model.new` lands on the body in its own
   * file) and of each class that inherits it without its own (`class
   * AppError < Base; end` then `AppError.new`). One pass over the
   * repository's Ruby classes, asked only for an `initialize`.
   */
  protected rubyConstructed(init: DefRef, cls: DefRef): DefRef[] {
    const own = this.rubyBodies(this.rubyPath(cls));
    const out = own.length ? [...own] : [cls];
    const mine = new Set(out.map((b) => defKey(b.path, b.i)));
    for (const [p, rec] of this.files) {
      if (rec.lang !== 'ruby') continue;
      rec.defs.forEach((d, i) => {
        if (d.kind !== 'class' || !d.bases || mine.has(defKey(p, i))) return;
        const runs = this.rubyMembers({ path: p, i }, 'initialize', 'instance');
        if (!runs.some((r) => r.path === init.path && r.i === init.i)) return;
        for (const body of this.rubyBodies(this.rubyPath({ path: p, i }))) {
          if (!mine.has(defKey(body.path, body.i))) out.push(body);
          mine.add(defKey(body.path, body.i));
        }
      });
    }
    return out;
  }

  /**
   * `super` inside method `name` of class or module C: the method `name` of
   * the first of C's ancestors after C (every body's included modules, then
   * the superclass and its own; not the modules C prepends) that has one; for a singleton method (`def
   * self.x`) a singleton method of a module C extends or of a superclass.
   * In a module, what follows it in each host's ancestors (mixinSuper).
   */
  private rubySuper(p: string, rec: FileRec, call: CallRec): Target[] {
    const at = this.rubySelf(rec, call.from);
    if (!at) return [];
    const cls: DefRef = { path: p, i: at.cls };
    const self: RubySelf = at.self === 'class' ? 'class' : 'instance';
    const bodies = this.rubyBodies(this.rubyPath(cls));
    for (const body of bodies.length ? bodies : [cls]) {
      // After the class come its included modules and superclass, not what it prepends (those run before it).
      const prepended = new Set(this.rubyPrepended(body).map((b) => defKey(b.path, b.i)));
      const after = this.bases(body).filter((b) => !prepended.has(defKey(b.path, b.i)));
      const next = self === 'class' ? [...this.rubyExtended(body), ...after.filter((b) => !rubyModule(this.def(b)))] : after;
      for (const b of next) {
        const hit = this.rubyMembers(b, call.name, self === 'class' && rubyModule(this.def(b)) ? 'instance' : self);
        if (hit.length) return hit.map((def) => ({ def, via: 'receiver' }));
      }
    }
    return self === 'instance' ? this.mixinSuper(cls, call.name).map((def) => ({ def, via: 'receiver' })) : [];
  }

  /**
   * `super` in method `name` of module `mod`, by each class or module that
   * includes or prepends it: what comes after `mod` in that host's ancestors
   * (the host's own method when it prepends `mod`, else the host's
   * ancestors after `mod`).
   */
  private mixinSuper(mod: DefRef, name: string): DefRef[] {
    if (!rubyModule(this.def(mod))) return [];
    const path = this.rubyPath(mod);
    const out = new Map<string, DefRef>();
    for (const host of this.includersOf(path)) {
      const prepends = this.rubyPrepended(host).some((b) => this.rubyPath(b) === path);
      const bases = this.bases(host);
      const next = prepends ? [host] : bases.slice(bases.findIndex((b) => this.rubyPath(b) === path) + 1);
      for (const b of next) {
        const hit = this.rubyMembers(b, name, 'instance', new Set([path]));
        for (const r of hit) out.set(defKey(r.path, r.i), r);
        if (hit.length) break;
      }
    }
    return [...out.values()];
  }

  /**
   * What `self` is at (`line`, `col`) of file `p`, inside definition
   * `from`, when a block around it is evaluated with `self` changed: the
   * innermost block passed to a call (FileRec.rubyBlocks) whose callee does
   * so (rubyBlockRunner) decides — blocks whose callee does not keep the
   * `self` around them, as Ruby's blocks do. Undefined when none does.
   * Rule from Ruby's BasicObject#instance_eval docs: the block runs with
   * `self` set to the receiver; found from the repository's own methods
   * (DefRec.evalsBlock / passesBlock, langRubyBlocks.ts), no list of names.
   */
  private rubyBlockSelf(p: string, rec: FileRec, line: number, col: number, from: number, depth: number): { cls: DefRef; self: RubySelf } | undefined {
    if (!rec.rubyBlocks || depth > 4) return undefined;
    const around = rec.rubyBlocks.filter(([l, c, el, ec]) => (line > l || (line === l && col >= c)) && (line < el || (line === el && col < ec)));
    // Innermost first: the latest start.
    around.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    for (const [, , , , cl, cc] of around) {
      const i = rec.calls.findIndex((c) => c.line === cl && c.col === cc && (c.kind === 'call' || c.kind === 'new'));
      if (i < 0 || rec.calls[i].from !== from) continue;
      const runs = this.rubyBlockRunner(p, i, depth);
      if (runs) return runs;
    }
    return undefined;
  }

  /**
   * What `self` is in the block passed to call `i` of file `p`: an instance
   * of class C when the call constructs C (`C.new`) and C's `initialize`
   * evaluates its block (DefRec.evalsBlock); C itself or an instance of it
   * when the method called does (a singleton method or an instance method
   * of C); what the call it passes its block to decides
   * (DefRec.passesBlock: `def self.app(&b) new(&b) end`, a spec's `def
   * builder(&b) Rack::Builder.new(&b) end`), ≤ 4 calls deep.
   */
  private rubyBlockRunner(p: string, i: number, depth: number): { cls: DefRef; self: RubySelf } | undefined {
    if (depth > 4) return undefined;
    for (const t of this.resolveCall(p, i)) {
      const d = this.def(t.def);
      if (d.kind === 'class') {
        if (this.rubyMembers(t.def, 'initialize', 'instance').some((r) => this.def(r).evalsBlock)) return { cls: t.def, self: 'instance' };
        continue;
      }
      if (d.evalsBlock && d.kind === 'method' && d.parent >= 0 && CLASS_LIKE_KINDS.has(this.files.get(t.def.path)!.defs[d.parent].kind)) return { cls: { path: t.def.path, i: d.parent }, self: d.singleton === 'only' ? 'class' : 'instance' };
      if (!d.passesBlock) continue;
      const trec = this.files.get(t.def.path)!;
      const [line, col] = d.passesBlock;
      const next = trec.calls.findIndex((c) => c.line === line && c.col === col && (c.kind === 'call' || c.kind === 'new'));
      const runs = next < 0 ? undefined : this.rubyBlockRunner(t.def.path, next, depth + 1);
      if (runs) return runs;
    }
    return undefined;
  }

  /**
   * A Ruby call by Ruby's rules (see the file header), or undefined for a
   * receiver they leave to the general rules (a variable, a field, a call's
   * result). `Foo.new` constructs the class the constant names; `Utils.x`
   * runs a singleton method of the class or module `Utils` names there; a
   * bare `x` and `self.x` a method of `self`'s class (bare: else a top-level
   * `def x`); `self.class.x` a singleton method of `self`'s class; `super`
   * the same-named method of the next ancestor (rubySuper); `Foo.new.x` an
   * instance method of Foo, and `new.x` in a singleton method one of its class.
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
    if (recv === 'super') return this.rubySuper(p, rec, call);
    // `self.class.b`: a singleton method of the class `self` is an instance of.
    if (recv === 'this.class') {
      const at = this.rubySelf(rec, call.from);
      return at ? this.rubyMembers({ path: p, i: at.cls }, call.name, 'class').map((def) => ({ def, via: 'receiver' })) : [];
    }
    if (recv === undefined || recv === 'self') {
      // Inside a block its method evaluates with `self` changed (`Rack::Builder.new do use X end`): a method of that `self` (else as around the block: a top-level `def`).
      const evaled = this.rubyBlockSelf(p, rec, call.line, call.col, call.from, 0);
      const onEvaled = evaled ? this.rubyMembers(evaled.cls, call.name, evaled.self) : [];
      if (onEvaled.length) return onEvaled.map((def) => ({ def, via: 'receiver' }));
      const at = this.rubySelf(rec, call.from);
      if (at) {
        const cls = { path: p, i: at.cls };
        let hit = this.rubyMembers(cls, call.name, at.self);
        // In the class body itself `self` is the class, but a block there may run on an instance (Minitest's `it`, `define_method`).
        if (!hit.length && at.cls === call.from) hit = this.rubyMembers(cls, call.name, 'instance');
        if (!hit.length && at.self !== 'class') hit = this.viaIncluders(cls, call.name);
        if (hit.length) return hit.map((def) => ({ def, via: def.path === p && this.def(def).parent === at.cls ? 'same-file' : 'receiver' }));
      }
      if (recv !== undefined) return [];
      const top = this.rubyTopLevel(p, call.name);
      return top.length || call.from >= 0 || !p.endsWith('.ru') ? top : this.rackupCall(p, rec, call.name);
    }
    // `new.push(item)`, `self.new(x).push(item)` in a singleton method (`class << self`, `def self.f`): an instance method of the class.
    if (/^(?:this\.)?new(?:\(\))?$/.test(recv)) {
      const at = this.rubySelf(rec, call.from);
      return at && at.self === 'class' ? this.rubyMembers({ path: p, i: at.cls }, call.name, 'instance').map((def) => ({ def, via: 'receiver' })) : undefined;
    }
    // `Foo.new.x`, `Foo.new(1).x` (receiver `Foo.new()`): an instance method of the class constructed.
    const made = /\.new(\(\))?$/.test(recv) ? recv.slice(0, recv.lastIndexOf('.new')) : undefined;
    if (!CONSTANT_PATH.test(made ?? recv)) return undefined;
    const classes = this.rubyConstantAt(p, rec, made ?? recv, call.from);
    return classes.length ? this.rubyMembers(classes[0], call.name, made ? 'instance' : 'class').map((def) => ({ def, via: 'receiver' })) : [];
  }
}

/** Whether definition `i` of `rec` (-1: none) and those around it are test cases only (testCases.ts: a spec's `describe` blocks), so what it holds is at the file's top level for lookup. */
function outsideCode(rec: FileRec, i: number): boolean {
  for (let s = i; s >= 0; s = rec.defs[s].parent) if (rec.defs[s].kind !== 'test') return false;
  return true;
}
