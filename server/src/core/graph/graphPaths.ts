/**
 * GraphData's layer for receivers written as paths, over GraphBuiltins (used
 * by graphResolve.ts's call resolution): a TypeScript namespace path
 * (`App.Util.f()`, namespacePath, global scripts' namespaces merged), a Rust
 * module path (`inner::Cart::new()`, rustPathCall), a CommonJS module's own
 * export (`exports.f()`, ownExport), a C++ base class named from inside its
 * subclass (cppBaseNamed), a Lua table's functions (luaTableMembers), and a
 * chain of fields from a typed head (`this.a.b.m()`, viaFieldChain), and a
 * Ruby method called without parentheses as a receiver
 * (`Utils.default_query_parser.parse(…)`, rubyReaderResult).
 */
import type { CallRec, FileRec } from './types';
import { CLASS_LIKE_KINDS } from './types';
import type { DefRef, Target } from './graphIndex';
import { GraphBuiltins } from './graphBuiltins';
import { rustTypeParams } from './langRustTraits';
import { commonJsMember } from './graphModules';
import { rustUsePath } from './graphRules';
import { boundInScope } from './bindPlaces';

/** A receiver that is one variable name (`x` of `x.run()`). */
export const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A Ruby method called without parentheses on a constant path: `Utils.parser`, `Rack::Utils.parser`. */
const RUBY_CONST_READER = /^(::)?[A-Z]\w*(::[A-Z]\w*)*\.[a-z_]\w*$/;
/** `self.parser` (read as `this.parser`, which `@parser` also is). */
const RUBY_SELF_READER = /^this\.[a-z_]\w*$/;
/** A bare lower-case name: a local variable or a method of self. */
const RUBY_BARE_READER = /^[a-z_]\w*$/;

/** Languages whose static fields (class attributes) are read through the class's name: `Type.field.m()` (graphPaths viaFieldChain). */
const STATIC_FIELD_LANGS: ReadonlySet<string> = new Set(['java', 'swift', 'csharp', 'typescript', 'tsx', 'javascript', 'dart', 'python', 'php']);

/** Receivers written as paths over GraphBuiltins (see the file header). */
export abstract class GraphPaths extends GraphBuiltins {
  /**
   * The TypeScript namespaces a dotted receiver `App.Util` names from
   * definition `from` of `p` (newcomer review 3 #1): its first name a
   * namespace in scope (this file's, an import's: `import { App }`) or one a
   * global script declares (a file with no import or export: its top-level
   * namespaces are global, and may be reopened in several files), then each
   * further name a namespace or class declared in the one before
   * (`namespace App { export namespace Util … }` or `namespace App.Util`).
   * A module's own or imported namespace of the first name hides the global
   * ones. Undefined when the first name is no namespace anywhere (then the
   * receiver is a value: fields of fields, a module path).
   */
  protected namespacePath(p: string, rec: FileRec, recv: string, from: number): Target[] | undefined {
    const segs = recv.split('.');
    // `import { Geo as G } from './ns'` then `G.Inner.dist()`: the namespace the import renames (newcomer 13b #11).
    const renamed = rec.imports.find((i) => i.local === segs[0] && i.name !== '*' && i.name !== segs[0])?.name;
    const named = this.defsNamed(renamed ?? segs[0]).filter((r) => this.def(r).kind === 'namespace');
    if (!named.length || segs.some((s) => !IDENTIFIER.test(s))) return undefined;
    let found = this.resolveName(p, rec, segs[0], from, true).filter((t) => this.def(t.def).kind === 'namespace');
    // A module's own (or imported) namespace hides the global ones; a script's merges with the other scripts'.
    if (found.length && !this.globalScript(p)) named.length = 0;
    for (const r of named) {
      if (this.def(r).parent >= 0 || found.some((t) => t.def.path === r.path && t.def.i === r.i) || !this.globalScript(r.path)) continue;
      found.push({ def: r, via: r.path === p ? 'same-file' : 'name' });
    }
    for (let k = 1; k < segs.length && found.length; k++) {
      const next: Target[] = [];
      for (const t of found) {
        for (const m of this.member(t.def, segs[k], t.via)) {
          const kind = this.def(m.def).kind;
          if (kind === 'namespace' || CLASS_LIKE_KINDS.has(kind)) next.push(m);
        }
      }
      found = next;
    }
    return found.length ? found : undefined;
  }

  /** Whether TypeScript file `p` is a global script: no import nor export, so its top-level declarations are global. */
  private globalScript(p: string): boolean {
    const frec = this.files.get(p);
    return !!frec && (frec.lang === 'typescript' || frec.lang === 'tsx') && !frec.imports.length && !frec.exports.length && !frec.defs.some((d) => d.parent < 0 && d.exported);
  }

  /**
   * What a CommonJS module's `exports.name()` (also `module.exports.name()`)
   * calls in that module (file `p`): its top-level function of that name,
   * those it exports (`exports.name = function …`) first, or a function
   * assigned to the object the module exports (graphModules commonJsMember);
   * [] when it defines none (an export copied from elsewhere).
   */
  protected ownExport(p: string, rec: FileRec, name: string): Target[] {
    const out: Target[] = [];
    const rest: Target[] = [];
    rec.defs.forEach((d, i) => {
      if (d.name !== name || d.parent >= 0 || d.kind === 'const' || !commonJsMember(rec, d)) return;
      (d.exported ? out : rest).push({ def: { path: p, i }, via: 'same-file' });
    });
    return out.length ? out : rest;
  }

  /**
   * The base class named `name` of the C++ class around definition `from`
   * (its bases' bases too, ≤ 5 levels, nearest first), or null: inside
   * `struct Lazy : lib::Handler`, `Handler` names lib::Handler.
   */
  protected cppBaseNamed(p: string, rec: FileRec, from: number, name: string): DefRef | null {
    let level = [this.enclosingClass(p, rec, from)].filter((c): c is DefRef => c !== null);
    for (let depth = 0; depth < 5 && level.length; depth++) {
      const next = level.flatMap((c) => this.bases(c));
      const hit = next.find((b) => this.def(b).name === name);
      if (hit) return hit;
      level = next;
    }
    return null;
  }

  /**
   * A Rust call through a path (`inner::f()`, `util::f()`, `inner::Cart::new()`,
   * `my_crate::Builder::new()`): a function of the module the whole path
   * names, else (two or more segments) a member of the type its last segment
   * names in the module before it. Paths are read from the module the call is
   * in, then from another crate of the workspace (graphModules lookupInRustModule).
   */
  protected rustPathCall(p: string, rec: FileRec, call: CallRec, segs: string[]): Target[] {
    const at = this.callLine(rec, call);
    const viaPath = (path: string[]): Target[] => {
      const fn = this.lookupInModule(p, rec, path.join('::'), call.name, 'import', at);
      if (fn.length || path.length < 2) return fn;
      const types = this.lookupInModule(p, rec, path.slice(0, -1).join('::'), path[path.length - 1], 'import', at);
      return types.flatMap((t) => (CLASS_LIKE_KINDS.has(this.def(t.def).kind) ? this.member(t.def, call.name, 'import') : []));
    };
    const found = viaPath(segs);
    if (found.length) return found;
    // `rk::Finder::new()` after `use crate::a::rk;`: the path from what the `use` names.
    const used = segs.length >= 2 ? rustUsePath(rec, segs.join('::'), at) : undefined;
    return used ? viaPath(used.split('::')) : found;
  }

  /** Functions `name` of the Lua table `table` named at the top of `f`: a required module (`local Cart = require("cart")`) or a table of that file. */
  protected luaTableMembers(f: string, frec: FileRec, table: string, name: string): Target[] {
    const imp = frec.imports.find((x) => x.local === table && x.name === '*');
    return imp ? this.lookupInModule(f, frec, imp.source, name, 'import') : this.membersOfType(f, frec, table, -1, name);
  }

  /**
   * Members named like `call` of the type reached from receiver `recv` =
   * `head.f1.….fn` (2–5 fields): `head` is `this`/`self` (the enclosing
   * class) or a variable of declared type (bindFor; a namespace import is a
   * module path, not a value), then each field's declared type in turn
   * (fieldType: class fields, constructor-parameter fields, interface
   * properties, inherited ones). typeorm's
   * `this.queryRunner.dataSource.driver.createGeneratedMap()` reaches
   * `Driver.createGeneratedMap` (newcomer 8 #4). One walk serves every
   * length: `this.repo.save()` and `x.repo.save()` too. Undefined when the
   * chain cannot be typed to its last field (an untyped head or link, an
   * imported head — a module path, not a value: callers go on to other
   * rules); empty when the last field's type is known and has no such member.
   */
  /**
   * A Ruby call whose receiver is a method called without parentheses — on a
   * constant (`Rack::Utils.default_query_parser.parse(…)`), on self
   * (`self.parser.parse(…)`, receiver `this.parser`, when no `@parser` bind
   * types it), or bare (`default_query_parser.parse(…)`: no local variable,
   * the extraction kept it as a call on that line) —: the members named
   * `call.name` of what that method returns (viaResult: DefRec.returns, a
   * singleton attribute's assigned value, langRuby rubyValueType).
   * Undefined for any other receiver, or when that types nothing (the usual rules answer it).
   */
  protected rubyReaderResult(p: string, rec: FileRec, call: CallRec): Target[] | undefined {
    const recv = call.recv;
    if (call.kind !== 'call' || !recv) return undefined;
    let found: Target[] = [];
    if (RUBY_CONST_READER.test(recv)) found = this.viaResult(p, rec, call, recv);
    else if (RUBY_SELF_READER.test(recv)) {
      const field = this.viaFieldChain(p, rec, call, recv);
      found = field?.length ? field : this.viaResult(p, rec, call, `self.${recv.slice(5)}`);
    } else if (RUBY_BARE_READER.test(recv) && !this.bindFor(p, rec, call.from, recv, call)) {
      const called = rec.calls.some((c) => c.name === recv && c.recv === undefined && c.line === call.line && c.from === call.from);
      if (called) found = this.viaResult(p, rec, call, recv);
    }
    return found.length ? found : undefined;
  }

  protected viaFieldChain(p: string, rec: FileRec, call: CallRec, recv: string): Target[] | undefined {
    const segs = recv.split('.');
    if (segs.length > 6) return undefined;
    let types: DefRef[] = [];
    if (segs[0] === 'this' || segs[0] === 'self') {
      const cls = this.enclosingClass(p, rec, call.from);
      if (cls) types = [cls];
    } else {
      // Java `Excluder.DEFAULT.excludeClass(c)`, `FormattingStyle.PRETTY.withIndent(…)`: a static field (a constant) read through the
      // name of a class in scope (of the file, its package, or imported), unless a variable has that name. Swift
      // `KingfisherManager.shared.retrieveImage(…)` (`static let shared`), C#, TS/JS, Dart and Python class attributes alike.
      if (STATIC_FIELD_LANGS.has(rec.lang) && /^[A-Z]/.test(segs[0]) && !this.bindFor(p, rec, call.from, segs[0], call)) {
        for (const t of this.resolveName(p, rec, segs[0], call.from, true)) if (CLASS_LIKE_KINDS.has(this.def(t.def).kind)) types.push(t.def);
        if (!types.length) return undefined;
      } else if (rec.imports.some((x) => x.local === segs[0]) && !(rec.lang === 'rust' && boundInScope(rec, call, segs[0]))) {
        // An imported name is a module's, not a variable's, unless a Rust function binds a variable of that name where the call is
        // (serde_json's `Compound::Map { ser, .. } => ser.formatter.f()` beside `use serde::ser::{self, …}`).
        return undefined;
      } else {
        const bind = this.bindFor(p, rec, call.from, segs[0], call);
        if (!bind) return undefined;
        for (const t of this.typeDefs(bind.path, this.files.get(bind.path)!, bind.type, bind.path === p ? call.from : -1)) {
          if (CLASS_LIKE_KINDS.has(this.def(t.def).kind)) types.push(t.def);
        }
      }
    }
    let typedLast = false;
    for (let k = 1; k < segs.length && types.length; k++) {
      const next: DefRef[] = [];
      for (const cls of types) {
        const ft = this.fieldType(cls, segs[k]);
        // Java `DefaultDateTypeAdapter.DateType.DATE.f()`: a class nested in the one named, on the way to its static field.
        if (!ft && rec.lang === 'java' && k < segs.length - 1) for (const t of this.member(cls, segs[k], 'receiver')) if (CLASS_LIKE_KINDS.has(this.def(t.def).kind)) next.push(t.def);
        if (!ft) continue;
        const frec = this.files.get(ft.path)!;
        // Java: the field's type read inside its class, where the classes nested in it are in scope (`static final DateType<Date> DATE`);
        // Ruby: a constant read where the class part assigning the field is (`@client = Client.new` in `module Sidekiq`: Sidekiq::Client).
        const at = frec.lang === 'java' && ft.path === cls.path ? cls.i : frec.lang === 'ruby' ? ft.scope : -1;
        if (k === segs.length - 1) {
          typedLast = true;
          const hit = this.membersOfType(ft.path, frec, ft.type, at, call.name);
          if (hit.length) return hit;
          const bound = k === 1 && frec.lang === 'rust' ? this.rustBoundField(p, rec, call.from, cls, ft.type, call.name) : [];
          if (bound.length) return bound;
          continue;
        }
        for (const t of this.typeDefs(ft.path, frec, ft.type, at)) if (CLASS_LIKE_KINDS.has(this.def(t.def).kind)) next.push(t.def);
      }
      types = next;
    }
    return typedLast ? [] : undefined;
  }

  /**
   * Members `name` of a Rust struct's field typed by the struct's type
   * parameter (`sink: S` of `struct Core<'s, M, S>`, `cls`, bound `S`) in a
   * method of an impl that bounds the argument at that position (`impl<'s,
   * M, X: Sink> Core<'s, M, X>`, in another file of the crate: langRustTraits
   * selfArguments binds `Self<2>` to Sink in the method `from` of file `p`):
   * the trait's, so `self.sink.matched()` reaches Sink's method and its
   * implementations. [] when `type` is no parameter of the struct or the
   * impl leaves it unbounded.
   */
  private rustBoundField(p: string, rec: FileRec, from: number, cls: DefRef, type: string, name: string): Target[] {
    const i = rustTypeParams(this.def(cls).signature ?? '').indexOf(type);
    const bound = i < 0 ? undefined : this.bindFor(p, rec, from, `Self<${i}>`);
    return bound ? this.membersOfType(bound.path, this.files.get(bound.path)!, bound.type, bound.path === p ? from : -1, name) : [];
  }
}
