/**
 * The in-memory graph of one worktree: every file's FileRec, name indexes, and
 * call resolution. Edges are resolved on demand and memoised (cleared when any
 * file changes), so updating one file costs one parse plus index upkeep, and a
 * `callers` question only resolves the calls that bear the target's name (or
 * an alias imported for it).
 *
 * Resolution order for a call (SPEC §12 `via`): definitions visible in the
 * same file's scope (`same-file`), imported bindings (`import`, or `alias`
 * when renamed), receivers whose type is known — `this`/`self`/`super`,
 * variables/fields/parameters with a declared or constructed type, a
 * call's result (each link of a chain) typed by the callee's declared return type, static
 * calls on a class (`receiver`), then package scope (Go, Java, C#) and, for
 * languages without module imports (C/C++, Ruby, PHP, Bash), the repository's
 * unique definitions of that name (`name`); C's `#include "x.h"` counts as an
 * import of the header and of the `.c` file beside it with the same stem. A same-named function that is not
 * reachable by these rules is never an edge.
 */
import type { CallRec, DefRec, FileRec, Via } from './types';
import { CLASS_LIKE_KINDS, VIA_RANK } from './types';
import { dirOf, type ConfigFiles, ModuleResolver } from './modules';
import { rustCrate, rustModuleAt, rustModulePath, rustPathCandidates } from './langRust';
import { swiftModule } from './langSwift';
import { luaModuleMembers } from './langLua';
import { scalaParameterless } from './langScala';
import { isTestPath } from './rank';
import { blockAt, qualifiedMatches, sameOwner } from './blocks';

/** `a.b.c` and longer: receivers that were expressions (`?`) before Python module paths needed them. */
const DEEP_DOTTED = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){2,}$/;

/**
 * A method, or a function stored in a table outside any body (Lua `function
 * M.f`, kind function with container M): a member, never reached as a bare
 * name. Elsewhere a top-level function with a container is already a method.
 */
function memberLike(d: DefRec): boolean {
  return d.kind === 'method' || (d.kind === 'function' && d.container !== undefined && d.parent < 0);
}

/** A definition: file path + index in its FileRec.defs. */
export interface DefRef {
  path: string;
  i: number;
}

/**
 * One string per definition, `<path>#<i>`: the key of sets and maps of
 * definitions, and the id a call hierarchy item carries (hierarchy.ts reads
 * it back by splitting at the last `#`, which is always this one).
 */
export function defKey(path: string, i: number): string {
  return `${path}#${i}`;
}

/** A resolved call target. */
export interface Target {
  def: DefRef;
  via: Via;
}

interface LangRules {
  /** Bare calls inside a class may name its members (`foo()` = `this.foo()`). */
  implicitThis: boolean;
  /** How far bare names reach beyond imports. */
  scope: 'module' | 'package' | 'global';
}

const RULES: Record<string, LangRules> = {
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
  php: { implicitThis: true, scope: 'global' },
  bash: { implicitThis: false, scope: 'global' },
};
const DEFAULT_RULES: LangRules = { implicitThis: false, scope: 'global' };

const SELF = new Set(['this', 'self', '$this', 'Self', 'static']);

/** Standard-library methods giving one element of a declared Array, Map or Set (`m.get(k)!.m()`, `list.at(0)?.m()`, `find`, `pop`, `shift`). */
const ELEMENT_GETTERS: ReadonlySet<string> = new Set(['get', 'at', 'find', 'findLast', 'pop', 'shift']);
/** Standard-library methods giving a collection of the same elements (`for (const r of repos.filter(f))`). */
const SAME_COLLECTION: ReadonlySet<string> = new Set(['filter', 'slice', 'values', 'sort', 'reverse', 'concat', 'toSorted', 'toReversed']);

/** `c` of `a.b.c`, the whole name when it has no dot. */
function lastSegment(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}

/** Languages whose files declare a package or namespace (FileRec.pkg) that a qualified name may spell out. */
const PACKAGED = new Set(['java', 'kotlin', 'scala', 'csharp']);

/** A package key and those of its enclosing namespaces, innermost first: `csharp:A.B` → `csharp:A.B`, `csharp:A`, `csharp:` (the global namespace). */
function enclosingKeys(key: string): string[] {
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
  if (rec.lang === 'swift') return `swift:${swiftModule(p)}`;
  return null;
}

/**
 * Prefix of the package keys of a language with declared packages: `jvm` for
 * Java, Kotlin and Scala (one JVM package spans the three: `sameFamily`),
 * else the language itself.
 */
function pkgSpace(lang: string): string {
  return FAMILY[lang] === 'jvm' ? 'jvm' : lang;
}

/** The namespace around `line` of a C# file of several namespaces (FileRec.spaces; innermost block), else the file's `pkg`. */
function namespaceAt(rec: FileRec, line: number): string {
  if (!rec.spaces) return rec.pkg ?? '';
  let best: { name: string; line: number } | undefined;
  for (const s of rec.spaces) if (s.line <= line && line <= s.endLine && (!best || s.line >= best.line)) best = s;
  return best?.name ?? '';
}

/** packageKey of the code at `line` of `p`: in a file of several namespaces, the one around that line; in a Rust file, its inline module. */
function packageKeyAt(p: string, rec: FileRec, line: number): string | null {
  if (rec.lang === 'rust' && rec.blocks) return `rust:${rustCrate(p)}|${rustModuleAt(p, rec, line)}`;
  return rec.spaces ? `${pkgSpace(rec.lang)}:${namespaceAt(rec, line)}` : packageKey(p, rec);
}

/** Every package key a file's definitions belong to (one, each namespace of FileRec.spaces, or a Rust file's module and its inline modules). */
function packageKeys(p: string, rec: FileRec): string[] {
  if (rec.spaces) return [...new Set(rec.spaces.map((s) => `${pkgSpace(rec.lang)}:${s.name}`))];
  if (rec.lang === 'rust' && rec.blocks) return [packageKey(p, rec)!, ...rec.blocks.map((b) => `rust:${rustCrate(p)}|${rustModulePath(p)}::${b.name}`)];
  const k = packageKey(p, rec);
  return k ? [k] : [];
}

export class GraphData {
  readonly files = new Map<string, FileRec>();
  private defsByName = new Map<string, DefRef[]>();
  /** Call name → file → indexes of its calls bearing that name (per file, so replacing a file touches only its own entries). */
  private callsByName = new Map<string, Map<string, number[]>>();
  private importsByName = new Map<string, { path: string; local: string }[]>();
  /**
   * Value aliases by the name they stand for (`const { a: b } = ns` → `a`, `utils.run` = `impl` → `impl`):
   * the other name a call of it bears (`b`, `run`), and whether only in that file (destructured) or anywhere (an object's member).
   */
  private aliasedAs = new Map<string, { path: string; local: string; anywhere: boolean }[]>();
  private pkgFiles = new Map<string, string[]>();
  private resolver: ModuleResolver | null = null;
  private memo = new Map<string, (Target[] | undefined)[]>();
  private configs: ConfigFiles = { json: new Map(), text: new Map() };
  /** Depth of calleeTargets in progress (a guard against binds typed by a call on themselves). */
  private nestedCallees = 0;
  /** Bumped on every change; caches built on top (search) compare it. */
  generation = 0;

  /** Replaces the config files (package.json, tsconfig, go.mod, Cargo.toml) used by module resolution. */
  setConfigs(configs: ConfigFiles): void {
    this.configs = configs;
    this.invalidate(true);
  }

  /** Adds or replaces one file's record (null removes it). */
  setFile(p: string, rec: FileRec | null): void {
    const old = this.files.get(p);
    if (old) this.unindex(p, old);
    if (rec) {
      this.files.set(p, rec);
      this.index(p, rec);
    } else this.files.delete(p);
    this.invalidate(!old || !rec);
  }

  private invalidate(fileSetChanged: boolean): void {
    this.memo.clear();
    if (fileSetChanged) this.resolver = null;
    this.generation++;
  }

  private index(p: string, rec: FileRec): void {
    rec.defs.forEach((d, i) => push(this.defsByName, d.name, { path: p, i }));
    for (let i = 0; i < rec.calls.length; i++) {
      const name = rec.calls[i].name;
      let byFile = this.callsByName.get(name);
      if (!byFile) {
        byFile = new Map();
        this.callsByName.set(name, byFile);
      }
      const l = byFile.get(p);
      if (l) l.push(i);
      else byFile.set(p, [i]);
    }
    for (const imp of rec.imports) if (imp.name !== '*') push(this.importsByName, imp.name, { path: p, local: imp.local });
    for (const a of rec.aliases ?? []) {
      const of = lastSegment(a.of);
      const local = lastSegment(a.name);
      if (of !== local) push(this.aliasedAs, of, { path: p, local, anywhere: a.name.includes('.') });
    }
    for (const k of packageKeys(p, rec)) push(this.pkgFiles, k, p);
  }

  private unindex(p: string, rec: FileRec): void {
    const drop = <V extends { path: string }>(m: Map<string, V[]>, k: string) => {
      const l = m.get(k);
      if (!l) return;
      const kept = l.filter((r) => r.path !== p);
      if (kept.length) m.set(k, kept);
      else m.delete(k);
    };
    // Each name once: a test file calls `expect` a thousand times, and its list spans the repository.
    for (const n of new Set(rec.defs.map((d) => d.name))) drop(this.defsByName, n);
    for (const c of rec.calls) {
      const byFile = this.callsByName.get(c.name);
      if (byFile?.delete(p) && !byFile.size) this.callsByName.delete(c.name);
    }
    for (const n of new Set(rec.imports.map((i) => i.name))) drop(this.importsByName, n);
    for (const n of new Set((rec.aliases ?? []).map((a) => lastSegment(a.of)))) drop(this.aliasedAs, n);
    for (const k of packageKeys(p, rec)) {
      const kept = (this.pkgFiles.get(k) ?? []).filter((x) => x !== p);
      if (kept.length) this.pkgFiles.set(k, kept);
      else this.pkgFiles.delete(k);
    }
  }

  private modules(): ModuleResolver {
    if (!this.resolver) this.resolver = new ModuleResolver(new Set(this.files.keys()), this.configs);
    return this.resolver;
  }

  /** The record of a definition reference. */
  def(r: DefRef): DefRec {
    return this.files.get(r.path)!.defs[r.i];
  }

  /** All definitions named `name`. */
  defsNamed(name: string): DefRef[] {
    return this.defsByName.get(name) ?? [];
  }

  /** Every distinct bare definition name. */
  defNames(): IterableIterator<string> {
    return this.defsByName.keys();
  }

  /** Every definition name (for search indexing). */
  *allDefs(): Generator<DefRef> {
    for (const [p, rec] of this.files) for (let i = 0; i < rec.defs.length; i++) yield { path: p, i };
  }

  // ---- resolution ---------------------------------------------------------

  /** Targets of call `i` in file `p` (memoised). */
  resolveCall(p: string, i: number): Target[] {
    let m = this.memo.get(p);
    if (!m) {
      m = [];
      this.memo.set(p, m);
    }
    let r = m[i];
    if (!r) {
      const rec = this.files.get(p)!;
      r = this.resolveCallUncached(p, rec, rec.calls[i]);
      m[i] = r;
    }
    return r;
  }

  private resolveCallUncached(p: string, rec: FileRec, call: CallRec): Target[] {
    if (call.kind === 'read') return this.resolveRead(p, rec, call);
    const recv = call.recv;
    // Ruby `Mod::Foo.new` (langScript rubyFinish): the Foo nested in Mod.
    if (call.kind === 'new' && rec.lang === 'ruby' && recv) return this.rubyConstant(recv).map((def) => ({ def, via: 'name' as Via }));
    if (call.kind === 'ref' || !recv) {
      const named = this.resolveName(p, rec, call.name, call.from, call.kind === 'ref');
      if (named.length || call.kind === 'ref') return named;
      return [];
    }
    if (recv === '?') return [];
    // Lua `require("a.b").f()` (langLua inlineRequires): `f` of the module it requires.
    if (rec.lang === 'lua' && recv.startsWith('require("')) return this.lookupInModule(p, rec, recv.slice(9, -2), call.name, 'import');
    // Java/Kotlin/Scala/C# `com.shop.decoy.Fmt.render()`: the class of that package, never a Fmt of another.
    if (PACKAGED.has(rec.lang) && recv.includes('.')) {
      const classes = this.qualifiedClass(p, rec, recv, call.from, this.callLine(rec, call));
      if (classes) return classes.flatMap((c) => this.member(c, call.name, 'import'));
    }
    // Three or more dotted segments resolve only as a Python module path (receivers.ts dottedReceiver).
    if (rec.lang !== 'python' && DEEP_DOTTED.test(recv)) return [];
    const rules = RULES[rec.lang] ?? DEFAULT_RULES;
    // Rust `super::f()` (`self::f()` is a bare `f()`: langRust finish): a function of the parent module.
    if (rec.lang === 'rust' && recv === 'super') return this.lookupInModule(p, rec, recv, call.name, 'import', this.callLine(rec, call));
    if (SELF.has(recv)) {
      const cls = this.enclosingClass(p, rec, call.from);
      return cls ? this.member(cls, call.name, 'receiver') : [];
    }
    if (recv === 'super' || recv === 'base' || recv === 'parent') {
      const cls = this.enclosingClass(p, rec, call.from);
      if (!cls) return [];
      const out: Target[] = [];
      for (const b of this.bases(cls)) out.push(...this.member(b, call.name, 'receiver'));
      return out;
    }
    // An element of a declared collection (receivers.ts elementReceiver): `repos[0].m()`, `this.repos[i].m()`, `f()[0].m()`.
    if (recv.endsWith('[]')) return this.membersOfType(p, rec, recv, call.from, call.name);
    // One call's result (receivers.ts callReceiver): `local().save()`, `this.make().m()`.
    if (recv.endsWith('()')) return this.viaResult(p, rec, call, recv.slice(0, -2));
    if (recv.startsWith('this.') || recv.startsWith('self.')) {
      const cls = this.enclosingClass(p, rec, call.from);
      if (!cls) return [];
      const ft = this.fieldType(cls, recv.slice(5));
      return ft ? this.membersOfType(ft.path, this.files.get(ft.path)!, ft.type, -1, call.name) : [];
    }
    // A cast receiver (receivers.ts receiverOfMember): `(T)` → T's members, `(T).field` → the field's type's members; `(ns.T)` from `new ns.T()`.
    if (recv.charCodeAt(0) === 40 /* ( */) {
      const m = /^\(([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)\)(?:\.([A-Za-z_$][\w$]*))?$/.exec(recv);
      if (!m) return [];
      if (!m[2]) return this.membersOfType(p, rec, m[1], call.from, call.name);
      for (const t of this.typeDefs(p, rec, m[1], call.from)) {
        if (!CLASS_LIKE_KINDS.has(this.def(t.def).kind)) continue;
        const ft = this.fieldType(t.def, m[2]);
        if (ft) return this.membersOfType(ft.path, this.files.get(ft.path)!, ft.type, -1, call.name);
      }
      return [];
    }
    // Python `import a.b.c` then `a.b.c.f()`; `import a.b as ab` then `ab.c.f()`.
    if (rec.lang === 'python' && recv.includes('.')) {
      const mod = pythonModule(rec, recv);
      const hit = mod ? this.lookupInModule(p, rec, mod, call.name, 'import') : [];
      if (hit.length || DEEP_DOTTED.test(recv)) return hit;
    }
    // `x.field.m()`: the declared type of x, then of its field.
    const two = /^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)$/.exec(recv);
    if (two && !rec.imports.some((x) => x.local === two[1])) {
      const bind = this.bindFor(p, rec, call.from, two[1]);
      if (bind) {
        for (const t of this.typeDefs(bind.path, this.files.get(bind.path)!, bind.type, bind.path === p ? call.from : -1)) {
          if (!CLASS_LIKE_KINDS.has(this.def(t.def).kind)) continue;
          const ft = this.fieldType(t.def, two[2]);
          if (ft) return this.membersOfType(ft.path, this.files.get(ft.path)!, ft.type, -1, call.name);
        }
      }
    }
    // Qualified paths (`a::b`, `ns.Type`): resolve by the last segment as a type or module.
    const segs = recv.split(/::|\.|\\/).filter(Boolean);
    const head = segs[segs.length - 1];
    if (!head) return [];
    // C# `using D = Shop.Decoy;` then `D.Fmt.Render()`: type Fmt of the namespace the alias names, never a Fmt the file's other usings reach.
    if (rec.lang === 'csharp' && segs.length === 2) {
      const alias = rec.imports.find((x) => x.local === segs[0] && x.name !== '*');
      if (alias) {
        const out: Target[] = [];
        for (const t of this.lookupInModule(p, rec, alias.source ? `${alias.source}.${alias.name}` : alias.name, segs[1], 'alias')) {
          if (CLASS_LIKE_KINDS.has(this.def(t.def).kind)) out.push(...this.member(t.def, call.name, 'alias'));
        }
        return out;
      }
    }
    if (segs.length === 1) {
      // A namespace import: `ns.f()`, Python `mod.f()`, Go `pkg.F()`.
      const imp = visibleImports(rec, this.callLine(rec, call)).find((x) => x.local === recv && x.name === '*');
      if (imp) return this.lookupInModule(p, rec, imp.source, call.name, 'import', imp.line);
      // A variable with a known type.
      const bind = this.bindFor(p, rec, call.from, recv);
      if (bind) {
        const brec = this.files.get(bind.path)!;
        const t = this.membersOfType(bind.path, brec, bind.type, bind.path === p ? call.from : -1, call.name);
        if (t.length) return t;
      }
      if (rules.implicitThis || rec.lang === 'go') {
        // `field.m()` in Java/C#/C++ where `field` is a declared member of the enclosing class.
        const cls = this.enclosingClass(p, rec, call.from);
        const ft = cls ? this.fieldType(cls, recv) : undefined;
        if (ft) return this.membersOfType(ft.path, this.files.get(ft.path)!, ft.type, -1, call.name);
      }
      // Python `from pkg import mod` / Rust `use a::b` naming a module: `mod.f()`.
      const named = visibleImports(rec, this.callLine(rec, call)).find((x) => x.local === recv && x.name !== '*');
      if (named && (rec.lang === 'python' || rec.lang === 'rust')) {
        const sub = rec.lang === 'python' ? `${named.source}${named.source.endsWith('.') ? '' : '.'}${named.name}` : `${named.source}::${named.name}`;
        const hit = this.lookupInModule(p, rec, sub, call.name, 'import', named.line);
        if (hit.length) return hit;
      }
    }
    // Lua `cart.Cart.new()`: a table of a required module (`M.Cart = Cart`), taken as the module's top-level table so named,
    // else the table its returned table's field names (`M.Basket = Cart`, langLua tableFunctions); `M.Basket.new()` in M's own file alike.
    if (rec.lang === 'lua' && segs.length === 2) {
      const imp = rec.imports.find((x) => x.local === segs[0] && x.name === '*');
      const out: Target[] = [];
      for (const f of imp ? this.moduleFiles(p, rec, imp.source) : []) {
        const frec = this.files.get(f)!;
        frec.defs.forEach((d, i) => {
          if (d.name === segs[1] && d.parent < 0 && CLASS_LIKE_KINDS.has(d.kind)) out.push(...this.member({ path: f, i }, call.name, 'import'));
        });
        const table = out.length ? undefined : frec.exports.find((e) => e.name === 'default')?.local;
        const alias = table === undefined ? undefined : frec.binds.find((b) => b.scope === -1 && b.name === `${table}.${segs[1]}`);
        if (alias) for (const t of this.luaTableMembers(f, frec, alias.type, call.name)) out.push({ def: t.def, via: 'import' });
      }
      if (out.length) return out;
      const own = imp ? undefined : rec.binds.find((b) => b.scope === -1 && b.name === recv);
      if (own) return this.luaTableMembers(p, rec, own.type, call.name);
    }
    // Zig `mod.Type.f()`: a container of an imported file.
    if (rec.lang === 'zig' && segs.length === 2) {
      const t = this.membersOfType(p, rec, recv, call.from, call.name);
      if (t.length) return t;
    }
    // C++ `shop::Cart::make()`, `shop::make()`: the class or namespace so named (FileRec.blocks), never a Cart elsewhere by the unique-name rule.
    if (rec.lang === 'cpp' && recv.includes('::')) return this.cppQualified(recv, call.name);
    // Static call on a type: `Foo.bar()`, `Foo::bar()`, Go `pkg.F` handled above.
    const viaType = this.membersOfType(p, rec, head, call.from, call.name);
    if (viaType.length) return viaType;
    if (rec.lang === 'cpp') return this.cppQualified(recv, call.name);
    if (rec.lang === 'rust' && segs.length >= 1) {
      const at = this.callLine(rec, call);
      const fn = this.lookupInModule(p, rec, segs.join('::'), call.name, 'import', at);
      if (fn.length || segs.length < 2) return fn;
      // `inner::Cart::new()`: a type of that module, then its member.
      const types = this.lookupInModule(p, rec, segs.slice(0, -1).join('::'), head, 'import', at);
      return types.flatMap((t) => (CLASS_LIKE_KINDS.has(this.def(t.def).kind) ? this.member(t.def, call.name, 'import') : []));
    }
    return [];
  }

  /** Line of a call (a chain's inner link has none: its enclosing definition's). */
  private callLine(rec: FileRec, call: CallRec): number {
    return call.line || (call.from >= 0 ? rec.defs[call.from].line : 0);
  }

  /**
   * Classes a qualified receiver names by package (`com.shop.decoy.Fmt`,
   * nested `com.shop.Outer.Inner`; C#: also relative to each enclosing
   * namespace, innermost first): the longest prefix that is a package of
   * this repository (pkgFiles) is the package, the next segment a class of
   * it, the rest classes nested in that one. Undefined when no prefix is a
   * package, or the receiver's first segment is a variable or an import
   * (then it is no package path).
   */
  private qualifiedClass(p: string, rec: FileRec, recv: string, from: number, line: number): DefRef[] | undefined {
    const segs = recv.split('.');
    if (rec.imports.some((x) => x.local === segs[0]) || this.bindFor(p, rec, from, segs[0])) return undefined;
    const spaces = rec.lang === 'csharp' ? enclosingKeys(`:${namespaceAt(rec, line)}`).map((k) => k.slice(1)) : [''];
    for (const ns of spaces) {
      for (let k = segs.length - 1; k >= 1; k--) {
        const pkg = [ns, ...segs.slice(0, k)].filter(Boolean).join('.');
        if (!this.pkgFiles.has(`${pkgSpace(rec.lang)}:${pkg}`)) continue;
        let found = this.lookupInModule(p, rec, pkg, segs[k], 'import').map((t) => t.def);
        for (const inner of segs.slice(k + 1)) found = found.flatMap((c) => (CLASS_LIKE_KINDS.has(this.def(c).kind) ? this.member(c, inner, 'import').map((t) => t.def) : []));
        return found.filter((c) => CLASS_LIKE_KINDS.has(this.def(c).kind));
      }
    }
    return undefined;
  }

  /**
   * A name used without an argument list (Scala `obj.size`, a bare `run`):
   * a call only of a function or method that takes none (langScala
   * `scalaParameterless`). Through a receiver it resolves as a call would; a
   * bare name only in its own file's scope or as a member of the enclosing
   * class (implicit `this`), and never when a parameter or typed `val` in
   * scope has that name (then it is that value). Vals and fields are no
   * definitions, so reading one is never an edge.
   */
  private resolveRead(p: string, rec: FileRec, call: CallRec): Target[] {
    let found: Target[];
    if (call.recv !== undefined) found = this.resolveCallUncached(p, rec, { ...call, kind: 'call' });
    else if (this.bindFor(p, rec, call.from, call.name)) return [];
    else found = this.resolveName(p, rec, call.name, call.from).filter((t) => t.via === 'same-file' || t.via === 'receiver');
    return found.filter((t) => scalaParameterless(this.def(t.def)));
  }

  /**
   * Members named `call.name` of what a call of `callee` (`local`, `this.make`,
   * `store.New`, `repo.find`) returns: the callee is resolved as a call made at
   * the same place (so scope, imports, receivers and decoys follow the usual
   * rules), then each target's declared return type (DefRec.returns) is read
   * in that target's file. A Python class called as a function constructs it
   * (`Repo().save()`). A chain (`repo.open().store().load()`, kept as the
   * callee `repo.open().store`) is typed link by link: the callee's own
   * receiver `repo.open()` is again a call's result, resolved here in turn;
   * a construction heads a chain as the cast form `(Repo).open` (receivers.ts
   * callReceiver).
   */
  private viaResult(p: string, rec: FileRec, call: CallRec, callee: string): Target[] {
    const out: Target[] = [];
    const seen = new Set<string>();
    const targets = this.calleeTargets(p, rec, callee, call.from);
    // `m.get(k)!.m()`, `list.at(0)?.m()` of a declared Map or array (langTsTypes): its element's members.
    if (!targets.length) return this.membersOfDefs(this.collectionMethod(p, rec, callee, call.from, 0, ELEMENT_GETTERS), call.name);
    for (const t of targets) {
      const d = this.def(t.def);
      let hits: Target[] = [];
      if (d.returns) hits = this.membersOfDefs(this.returned(t.def, d.returns, 0), call.name);
      else if (rec.lang === 'python' && d.kind === 'class') hits = this.member(t.def, call.name, 'receiver');
      for (const h of hits) {
        const key = defKey(h.def.path, h.def.i);
        if (!seen.has(key)) {
          seen.add(key);
          out.push({ def: h.def, via: 'receiver' });
        }
      }
    }
    return out;
  }

  /** Functions `name` of the Lua table `table` named at the top of `f`: a required module (`local Cart = require("cart")`) or a table of that file. */
  private luaTableMembers(f: string, frec: FileRec, table: string, name: string): Target[] {
    const imp = frec.imports.find((x) => x.local === table && x.name === '*');
    return imp ? this.lookupInModule(f, frec, imp.source, name, 'import') : this.membersOfType(f, frec, table, -1, name);
  }

  /** What a call of `callee` (`f`, `this.m`, `x.m`) written inside definition `from` of `p` resolves to. */
  private calleeTargets(p: string, rec: FileRec, callee: string, from: number): Target[] {
    // `r = r.parent()` types r by a call on r itself: stop instead of recursing forever. A chain
    // of calls nests one level per link (receivers.ts CHAIN_MAX = 5), a bind typed by a chain one more.
    if (this.nestedCallees >= 8) return [];
    const dot = callee.lastIndexOf('.');
    const inner: CallRec = { name: callee.slice(dot + 1), recv: dot > 0 ? callee.slice(0, dot) : undefined, line: 0, col: 0, endCol: 0, from, kind: 'call' };
    this.nestedCallees++;
    try {
      return this.resolveCallUncached(p, rec, inner);
    } finally {
      this.nestedCallees--;
    }
  }

  /** Declared type of field `field` of class `cls` (or of a base class), with the file to resolve it in. */
  private fieldType(cls: DefRef, field: string, depth = 0): { type: string; path: string } | undefined {
    const own = this.files.get(cls.path)!.binds.find((b) => b.scope === cls.i && b.name === `this.${field}`);
    if (own) return { type: own.type, path: cls.path };
    if (depth > 5) return undefined;
    for (const b of this.bases(cls)) {
      const hit = this.fieldType(b, field, depth + 1);
      if (hit) return hit;
    }
    return undefined;
  }

  /**
   * Static type of variable `name` seen from definition `from`: a binding in
   * the scope chain, else a parameter of a function whose declared function
   * type (a type alias) gives its type by position. Returns the type name and
   * the file in which that name is to be resolved.
   */
  private bindFor(p: string, rec: FileRec, from: number, name: string): { type: string; path: string } | undefined {
    let s = from;
    for (let guard = 0; guard < 50; guard++) {
      const hit = rec.binds.find((b) => b.scope === s && b.name === name);
      if (hit) return { type: hit.type, path: p };
      if (s < 0) return undefined;
      const d = rec.defs[s];
      if (d.fnType && d.params) {
        const k = d.params.indexOf(name);
        if (k >= 0) {
          for (const t of this.resolveName(p, rec, d.fnType, -1, true)) {
            const alias = this.def(t.def);
            const type = alias.paramTypes?.[k];
            if (type) return { type, path: t.def.path };
          }
        }
      }
      s = d.parent;
    }
    return undefined;
  }

  /**
   * Definitions a type name written in `p` (inside definition `from`) stands
   * for: a bare name through scope and imports, `mod.Type` through the module
   * (qualifiedType), a Ruby `Mod::Type` by nesting. `f()` — what function `f`
   * returns — and a function's name where a language binds a variable to the
   * name it called (Python `r = create()`) stand for the function's declared
   * return type (DefRec.returns), read in that function's file. Callers keep
   * the kinds they can use.
   */
  private typeDefs(p: string, rec: FileRec, type: string, from: number, depth = 0): Target[] {
    if (depth > 3) return [];
    if (type.endsWith('[]')) return this.elementTypeDefs(p, rec, type.slice(0, -2), from, depth);
    const call = type.endsWith('()');
    const name = call ? type.slice(0, -2) : type;
    let found: Target[];
    if (rec.lang === 'ruby' && name.includes('::')) found = this.rubyConstant(name).map((def) => ({ def, via: 'receiver' as Via }));
    else if (rec.lang === 'cpp' && name.includes('::')) found = this.cppClasses(name).map((def) => ({ def, via: 'receiver' as Via }));
    else {
      const dot = name.lastIndexOf('.');
      found = dot > 0 ? this.qualifiedType(p, rec, name.slice(0, dot), name.slice(dot + 1), from) : this.resolveName(p, rec, name, from, !call);
      // `r = this.make()`, `r := s.make()`, Python `r = self.make()`: a method, found as a call made here.
      if (!found.length && dot > 0 && (call || rec.lang === 'python')) found = this.calleeTargets(p, rec, name, from);
      // `const r = m.get(k)` of a declared Map (langTsTypes): the element type.
      if (!found.length && dot > 0 && call) return this.collectionMethod(p, rec, name, from, depth, ELEMENT_GETTERS);
    }
    // Python binds `r = create()` to the name called (a class or a function); elsewhere a bare
    // type name is a type, even where a value shares its name (TypeScript declaration merging).
    const follow = call || rec.lang === 'python';
    const out: Target[] = [];
    for (const t of found) {
      const returns = follow ? this.def(t.def).returns : undefined;
      if (returns) out.push(...this.returned(t.def, returns, depth + 1));
      else if (!call) out.push(t);
    }
    return out;
  }

  /** The types function `fn` declares it returns (`returns`, read in its file); `this` (a fluent method) is the class declaring it. */
  private returned(fn: DefRef, returns: string, depth: number): Target[] {
    const frec = this.files.get(fn.path)!;
    if (returns !== 'this') return this.typeDefs(fn.path, frec, returns, -1, depth);
    const cls = this.enclosingClass(fn.path, frec, fn.i);
    return cls ? [{ def: cls, via: 'receiver' }] : [];
  }

  /**
   * Element types of what a call of `callee` (`f`, `this.list`, `repos.filter`)
   * returns: each target's declared collection element (DefRec.returnsElem);
   * when the callee resolves to nothing, a standard collection method of a
   * declared collection (SAME_COLLECTION: `repos.filter()` has repos's elements).
   */
  private elementOfCall(p: string, rec: FileRec, callee: string, from: number, depth: number): Target[] {
    const targets = this.calleeTargets(p, rec, callee, from);
    if (!targets.length) return this.collectionMethod(p, rec, callee, from, depth, SAME_COLLECTION);
    const out: Target[] = [];
    for (const t of targets) {
      // TypeScript `(): Repo[]` (returnsElem); Go `func List() []*Repo` (returns `[]Repo`, langGo resultType).
      const d = this.def(t.def);
      const el = d.returnsElem ?? (d.returns?.startsWith('[]') ? d.returns.slice(2) : undefined);
      if (el) out.push(...this.typeDefs(t.def.path, this.files.get(t.def.path)!, el, -1, depth + 1));
    }
    return out;
  }

  /** `x.m` with `m` one of `names` (ELEMENT_GETTERS, SAME_COLLECTION) called on a declared collection `x`: x's element types. */
  private collectionMethod(p: string, rec: FileRec, callee: string, from: number, depth: number, names: ReadonlySet<string>): Target[] {
    const dot = callee.lastIndexOf('.');
    return dot > 0 && names.has(callee.slice(dot + 1)) ? this.elementTypeDefs(p, rec, callee.slice(0, dot), from, depth + 1) : [];
  }

  /**
   * Element type of `of` (`repos`, `s.repos`) seen from definition `from`:
   * the `repos[]` bind of that variable, or of the field of the variable's
   * type (fileBuilder.ts bindElem / bindRange; Go `range`).
   */
  private elementTypeDefs(p: string, rec: FileRec, of: string, from: number, depth: number): Target[] {
    if (depth > 4) return [];
    // TypeScript: `f()[0]`, `for (const r of this.list())`; `this.repos[i]`, `for (const r of this.repos)` (field `this.repos[]`).
    if (of.endsWith('()')) return this.elementOfCall(p, rec, of.slice(0, -2), from, depth);
    if (of.startsWith('this.')) {
      const cls = this.enclosingClass(p, rec, from);
      const ft = cls ? this.fieldType(cls, `${of.slice(5)}[]`) : undefined;
      return ft ? this.typeDefs(ft.path, this.files.get(ft.path)!, ft.type, -1, depth + 1) : [];
    }
    const dot = of.indexOf('.');
    if (dot < 0) {
      const b = this.bindFor(p, rec, from, `${of}[]`);
      if (b) return this.typeDefs(b.path, this.files.get(b.path)!, b.type, b.path === p ? from : -1, depth + 1);
      // `repos := store.List()` then `range repos`; TypeScript `const repos = allRepos()` then `for (const r of repos)`.
      const v = this.bindFor(p, rec, from, of);
      return v?.type.endsWith('()') ? this.elementOfCall(v.path, this.files.get(v.path)!, v.type.slice(0, -2), v.path === p ? from : -1, depth) : [];
    }
    const owner = this.bindFor(p, rec, from, of.slice(0, dot));
    if (!owner) return [];
    const out: Target[] = [];
    for (const t of this.typeDefs(owner.path, this.files.get(owner.path)!, owner.type, owner.path === p ? from : -1, depth + 1)) {
      if (!CLASS_LIKE_KINDS.has(this.def(t.def).kind)) continue;
      const ft = this.fieldType(t.def, `${of.slice(dot + 1)}[]`);
      if (ft) out.push(...this.typeDefs(ft.path, this.files.get(ft.path)!, ft.type, -1, depth + 1));
    }
    return out;
  }

  /**
   * Ruby classes and modules a constant path names (`Store::Cache`): those
   * whose nesting (enclosing modules and classes, `class Store::Cache` alike)
   * ends with the path. Ruby has no imports, so the path is all there is; a
   * top-level `Cache` elsewhere is not `Store::Cache`.
   */
  private rubyConstant(written: string): DefRef[] {
    const segs = written.split('::');
    const out: DefRef[] = [];
    for (const r of [...this.defsNamed(segs[segs.length - 1]), ...this.defsNamed(written)]) {
      const frec = this.files.get(r.path)!;
      if (frec.lang !== 'ruby' || !CLASS_LIKE_KINDS.has(frec.defs[r.i].kind)) continue;
      const full = this.rubyPath(r);
      if (full === written || full.endsWith(`::${written}`)) out.push(r);
    }
    return out;
  }

  /** C/C++ classes a qualified name (`shop::Cart`) names: those whose namespaces and enclosing classes end with it (blocks.ts). */
  private cppClasses(written: string): DefRef[] {
    const cands = this.defsNamed(written.slice(written.lastIndexOf('::') + 2)).filter((r) => CLASS_LIKE_KINDS.has(this.def(r).kind) && sameFamily(this.files.get(r.path)!.lang, 'cpp'));
    return qualifiedMatches(this.files, cands, written);
  }

  /**
   * Member or function `name` reached through a C++ scope `recv`: a class so
   * named (`shop::Cart::make()`, then `member`, out-of-line members and bases
   * included), else a function of the namespace so named (`shop::make()`,
   * `shop::inner::f()`). Nothing else: a qualified name never falls back to
   * a unique name of the repository.
   */
  private cppQualified(recv: string, name: string): Target[] {
    const classes = this.cppClasses(recv);
    if (classes.length) return classes.flatMap((c) => this.member(c, name, 'receiver'));
    const fns = this.defsNamed(name).filter((r) => {
      const d = this.def(r);
      return d.parent < 0 && !d.container && !CLASS_LIKE_KINDS.has(d.kind) && sameFamily(this.files.get(r.path)!.lang, 'cpp');
    });
    return qualifiedMatches(this.files, fns, `${recv}::${name}`).map((def) => ({ def, via: 'receiver' as Via }));
  }

  /** Full constant path of a Ruby class or module (`Store::Cache`), from its nesting. */
  private rubyPath(r: DefRef): string {
    const defs = this.files.get(r.path)!.defs;
    let full = defs[r.i].name;
    for (let s = defs[r.i].parent; s >= 0; s = defs[s].parent) if (CLASS_LIKE_KINDS.has(defs[s].kind)) full = `${defs[s].name}::${full}`;
    return full;
  }

  private membersOfType(p: string, rec: FileRec, type: string, from: number, name: string): Target[] {
    return this.membersOfDefs(this.typeDefs(p, rec, type, from), name);
  }

  /** Members `name` of the class-like definitions and consts among `defs`. */
  private membersOfDefs(defs: Target[], name: string): Target[] {
    const out: Target[] = [];
    for (const t of defs) {
      const d = this.def(t.def);
      if (CLASS_LIKE_KINDS.has(d.kind)) out.push(...this.member(t.def, name, 'receiver'));
      else if (d.kind === 'const') {
        // A const holding an object literal (`const api = { f() {} }`) has its methods as members, then its aliases (constMembers).
        const own = this.member(t.def, name, 'receiver');
        if (own.length) out.push(...own);
        else for (const m of this.constMembers(t.def, name, 0)) out.push({ def: m.def, via: 'receiver' });
      }
    }
    return out;
  }

  /**
   * Member `name` of the top-level const `c` through its file's aliases
   * (FileRec.aliases): a property naming another value (`const utils = {
   * setup }` → `setup`, resolved in that file), or the value the const stands
   * for (vuejs/core `ssrUtils = (…) as typeof _ssrUtils` → `_ssrUtils`'s).
   */
  private constMembers(c: DefRef, name: string, depth: number): Target[] {
    const frec = this.files.get(c.path)!;
    if (!frec.aliases || depth > 3) return [];
    const cname = this.def(c).name;
    const own = frec.aliases.find((a) => a.scope === -1 && a.name === `${cname}.${name}`);
    if (own) return this.aliasTargets(c.path, frec, own.of, -1);
    const whole = frec.aliases.find((a) => a.scope === -1 && a.name === cname);
    if (!whole) return [];
    const out: Target[] = [];
    for (const t of this.resolveName(c.path, frec, whole.of, -1, true)) {
      const d = this.def(t.def);
      if (CLASS_LIKE_KINDS.has(d.kind)) out.push(...this.member(t.def, name, 'receiver'));
      else if (d.kind === 'const' && !(t.def.path === c.path && t.def.i === c.i)) {
        const m = this.member(t.def, name, 'receiver');
        out.push(...(m.length ? m : this.constMembers(t.def, name, depth + 1)));
      }
    }
    return out;
  }

  /** What the value `of`, written in `p` inside `from`, is: `ns.a` / `obj.a` as a member reached from there (calleeTargets), a bare name through scope and imports. */
  private aliasTargets(p: string, rec: FileRec, of: string, from: number): Target[] {
    if (of.includes('.')) return this.calleeTargets(p, rec, of, from);
    // The same guard as calleeTargets: aliases of aliases end.
    if (this.nestedCallees >= 8) return [];
    this.nestedCallees++;
    try {
      return this.resolveName(p, rec, of, from);
    } finally {
      this.nestedCallees--;
    }
  }

  /**
   * Whether `of` (`ssrUtils.setupComponent`, `ns.a`) is a member of a module-level value: an import (a
   * namespace or a named object) or a top-level const of this file. A destructured typed parameter or
   * local (`const { push } = context`) is left alone: the compiler's call hierarchy (bench/graph-accuracy)
   * does not count a call through such a binding as a call of the interface's method.
   */
  private moduleValue(rec: FileRec, of: string): boolean {
    const dot = of.indexOf('.');
    if (dot < 0) return true;
    const head = of.slice(0, dot);
    return rec.imports.some((i) => i.local === head) || rec.defs.some((d) => d.name === head && d.parent < 0 && d.kind === 'const');
  }

  /** The alias `name` seen from definition `from` (the innermost scope first), with its scope. */
  private aliasInScope(rec: FileRec, from: number, name: string): { of: string; scope: number } | undefined {
    for (let s = from, guard = 0; guard < 50; guard++) {
      const a = rec.aliases!.find((x) => x.scope === s && x.name === name);
      if (a) return a;
      if (s < 0) return undefined;
      s = rec.defs[s].parent;
    }
    return undefined;
  }

  /**
   * `mod.Type` written in `p` (inside definition `from`): `mod` a namespace
   * import, or (Python) a module imported by name from its package; Java
   * `com.shop.Fmt` a class of that package (qualifiedClass), `Outer.Inner` a
   * class nested in a type in scope.
   */
  private qualifiedType(p: string, rec: FileRec, mod: string, type: string, from = -1): Target[] {
    if (rec.lang === 'java') {
      const classes = this.qualifiedClass(p, rec, `${mod}.${type}`, from, 0);
      if (classes) return classes.map((def) => ({ def, via: 'import' as Via }));
      if (mod.includes('.')) return [];
      const outer = this.resolveName(p, rec, mod, from, true).filter((t) => CLASS_LIKE_KINDS.has(this.def(t.def).kind));
      return outer.flatMap((t) => this.member(t.def, type, 'receiver')).filter((t) => CLASS_LIKE_KINDS.has(this.def(t.def).kind));
    }
    if (rec.lang === 'python' && mod.includes('.')) {
      const dotted = pythonModule(rec, mod);
      return dotted ? this.lookupInModule(p, rec, dotted, type, 'import') : [];
    }
    const imp = rec.imports.find((x) => x.local === mod);
    if (!imp) return [];
    if (imp.name === '*') return this.lookupInModule(p, rec, imp.source, type, 'import');
    if (rec.lang !== 'python') return [];
    return this.lookupInModule(p, rec, `${imp.source}${imp.source.endsWith('.') ? '' : '.'}${imp.name}`, type, 'import');
  }

  /** Class-like definition enclosing definition `from`. */
  private enclosingClass(p: string, rec: FileRec, from: number): DefRef | null {
    let i = from;
    while (i >= 0) {
      const d = rec.defs[i];
      // `this` in a method of an object literal held by a const is that object.
      if (CLASS_LIKE_KINDS.has(d.kind) || (d.kind === 'const' && i !== from)) return { path: p, i };
      // Go / Rust methods sit at top level with a container: find the type by name.
      if (d.parent < 0 && d.container) {
        // From the method itself, so a Rust impl inside `mod inner { … }` finds inner's type.
        const t = this.resolveName(p, rec, d.container, rec.lang === 'rust' ? i : -1, true).find((x) => CLASS_LIKE_KINDS.has(this.def(x.def).kind));
        return t ? t.def : null;
      }
      i = d.parent;
    }
    return null;
  }

  /** Base classes of a class-like definition, resolved from its own file. */
  private bases(cls: DefRef): DefRef[] {
    const d = this.def(cls);
    if (!d.bases?.length) return [];
    const rec = this.files.get(cls.path)!;
    const out: DefRef[] = [];
    for (const b of d.bases) {
      for (const t of this.resolveName(cls.path, rec, b, -1, true)) {
        if (CLASS_LIKE_KINDS.has(this.def(t.def).kind) && !(t.def.path === cls.path && t.def.i === cls.i)) out.push(t.def);
      }
      // Lua `setmetatable({}, {__index = Base})` with `local Base = require("base")`: the table that module returns.
      const imp = rec.lang === 'lua' ? rec.imports.find((x) => x.local === b && x.name === '*') : undefined;
      for (const f of imp ? this.moduleFiles(cls.path, rec, imp.source) : []) {
        const frec = this.files.get(f)!;
        const table = frec.exports.find((e) => e.name === 'default')?.local;
        frec.defs.forEach((x, i) => x.name === table && x.parent < 0 && CLASS_LIKE_KINDS.has(x.kind) && out.push({ path: f, i }));
      }
    }
    return out;
  }

  /** Member `name` of class-like `cls`, then of its bases (depth ≤ 5). */
  private member(cls: DefRef, name: string, via: Via, depth = 0, seen = new Set<string>()): Target[] {
    const key = defKey(cls.path, cls.i);
    if (depth > 5 || seen.has(key)) return [];
    seen.add(key);
    const c = this.def(cls);
    const crec = this.files.get(cls.path)!;
    const pk = packageKeyAt(cls.path, crec, c.line);
    const out: Target[] = [];
    for (const r of this.defsNamed(name)) {
      const d = this.def(r);
      if (r.path === cls.path && d.parent === cls.i) out.push({ def: r, via });
      // JVM classes hold members only in their body (no partial classes); one package may span several
      // modules of a repository, each with its own class of the same name, so another body's members are never this one's.
      else if (d.container === c.name && memberLike(d) && (d.parent < 0 || r.path !== cls.path) && FAMILY[crec.lang] !== 'jvm') {
        // Members defined outside the type's body: Go methods and Rust impl blocks beside the
        // type (same package / crate), C++ out-of-line `A::f()` and reopened Ruby classes anywhere.
        const same = r.path === cls.path || (pk !== null && packageKeyAt(r.path, this.files.get(r.path)!, d.line) === pk);
        // A reopened Ruby class is the same constant path (`Store::Cache` is not a top-level `Cache`).
        const reopened = crec.lang === 'ruby' && d.parent >= 0 && this.rubyPath({ path: r.path, i: d.parent }) === this.rubyPath(cls);
        // Only a member written in the class's own language family: a Python `Cart.total` is no C++ `Cart`'s member.
        // A C++ member out of line (`int Cart::total()`, never another body's inline member) of a Cart in the same namespace.
        const outOfLine = crec.lang === 'cpp' && d.parent < 0 && sameOwner(crec, cls.i, this.files.get(r.path)!, r.i);
        if ((same || crec.lang === 'rust' || outOfLine || reopened) && sameFamily(this.files.get(r.path)!.lang, crec.lang)) out.push({ def: r, via });
      }
    }
    if (out.length) return out;
    for (const b of this.bases(cls)) {
      const hit = this.member(b, name, via, depth + 1, seen);
      if (hit.length) return hit;
    }
    return out;
  }

  /**
   * Resolves a bare name used in file `p` inside definition `from`.
   * `types` allows class-like results (for receivers and base classes).
   */
  resolveName(p: string, rec: FileRec, name: string, from: number, types = false): Target[] {
    // 1. Same file, visible from the scope chain.
    const chain = new Set<number>([-1]);
    for (let s = from; s >= 0; s = rec.defs[s].parent) chain.add(s);
    const local: Target[] = [];
    const rules = RULES[rec.lang] ?? DEFAULT_RULES;
    // A Rust inline module sees its own items only (others through `use`, `super::`, paths).
    const line = from >= 0 ? rec.defs[from].line : 0;
    const block = rec.blocks && rec.lang === 'rust' ? blockAt(rec, line) : undefined;
    rec.defs.forEach((d, i) => {
      if (d.name !== name || d.kind === 'module') return;
      if (block !== undefined && blockAt(rec, d.line) !== block) return;
      const parentKind = d.parent >= 0 ? rec.defs[d.parent].kind : null;
      const isMember = memberLike(d) || (parentKind !== null && CLASS_LIKE_KINDS.has(parentKind));
      if (isMember) {
        if (rules.implicitThis && chain.has(d.parent)) local.push({ def: { path: p, i }, via: 'same-file' });
        return;
      }
      if (chain.has(d.parent) && (types || !CLASS_LIKE_KINDS.has(d.kind) || d.kind === 'class')) local.push({ def: { path: p, i }, via: 'same-file' });
    });
    if (local.length) return local;
    // A destructured name in scope (`const { setupComponent } = ssrUtils`; FileRec.aliases) shadows the imports.
    if (rec.aliases) {
      const a = this.aliasInScope(rec, from, name);
      const hit = a && this.moduleValue(rec, a.of) ? this.aliasTargets(p, rec, a.of, a.scope) : [];
      if (hit.length) return hit;
    }
    if (rules.implicitThis && !types) {
      // A bare call inside a class may name an inherited member.
      const cls = this.enclosingClass(p, rec, from);
      if (cls) {
        const m = this.member(cls, name, 'receiver');
        if (m.length) return m;
      }
    }
    // 2. Imports.
    const imports = visibleImports(rec, line);
    for (const imp of imports) {
      if (imp.local !== name) continue;
      if (imp.name === '*') continue; // a namespace object is not itself callable here
      const via: Via = imp.name !== imp.local && imp.name !== 'default' ? 'alias' : 'import';
      const hit = this.lookupInModule(p, rec, imp.source, imp.name, via, imp.line);
      if (hit.length) return hit;
    }
    // Wildcard imports (`using Ns;`, Java `import a.b.*;`, Python `from m import *`).
    for (const imp of imports) {
      if (imp.local !== '*') continue;
      const hit = this.lookupInModule(p, rec, imp.source, name, 'import', imp.line);
      if (hit.length) return hit;
    }
    // 3. Package scope; in C# also the enclosing namespaces (code in `A.B` sees A's types and the global ones without a `using`).
    if (rules.scope !== 'module' || rec.lang === 'rust') {
      const pk = packageKeyAt(p, rec, from >= 0 ? rec.defs[from].line : 0);
      for (const k of pk === null ? [] : rec.lang === 'csharp' ? enclosingKeys(pk) : [pk]) {
        const out: Target[] = [];
        for (const r of this.defsNamed(name)) {
          const d = this.def(r);
          if (d.parent >= 0 || memberLike(d)) continue;
          if (r.path !== p && packageKeyAt(r.path, this.files.get(r.path)!, d.line) === k) out.push({ def: r, via: 'name' });
        }
        if (out.length) return out;
      }
    }
    // 4. Whole repository, for languages without module imports.
    if (rules.scope === 'global') {
      const cands = this.defsNamed(name).filter((r) => {
        const d = this.def(r);
        const frec = this.files.get(r.path)!;
        return r.path !== p && d.parent < 0 && !memberLike(d) && d.exported !== false && sameFamily(frec.lang, rec.lang);
      });
      if (cands.length === 1) return [{ def: cands[0], via: 'name' }];
      const near = cands.filter((r) => dirOf(r.path) === dirOf(p));
      if (near.length === 1) return [{ def: near[0], via: 'name' }];
    }
    return [];
  }

  /** Files that import `source` names from `p`: only files of `p`'s language family (a module of another language exports nothing to it). */
  private moduleFiles(p: string, rec: FileRec, source: string): string[] {
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
      case 'java':
      case 'csharp':
      case 'scala':
      case 'kotlin':
      case 'swift':
      case 'php':
        return this.pkgFiles.get(`${pkgSpace(rec.lang)}:${source}`) ?? [];
      case 'lua':
        return one(m.resolveLua(p, source));
      case 'zig':
        return one(m.resolveRelative(p, source));
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

  /** Definition(s) `name` exported by module `source` as imported from `p` (Rust: by a path written at `line`, lookupInRustModule). */
  private lookupInModule(p: string, rec: FileRec, source: string, name: string, via: Via, line = 0): Target[] {
    if (rec.lang === 'rust') return this.lookupInRustModule(p, rec, source, name, via, line);
    const out: Target[] = [];
    for (const f of this.moduleFiles(p, rec, source)) {
      // A C# file of several namespaces offers only the types of the namespace imported.
      const spaced = this.files.get(f)!.spaces ? this.files.get(f)! : undefined;
      for (const r of this.lookupExport(f, name, 0)) if (!spaced || namespaceAt(spaced, this.def(r).line) === source) out.push({ def: r, via });
    }
    if (!out.length && rec.lang === 'python' && name !== '*') {
      // `from pkg import mod` then `mod.f()` is handled as a namespace by the caller.
    }
    return out;
  }

  /**
   * Definition(s) `name` of the Rust module a path `source` names, written
   * at `line` of `p` (so `self::`, `super::` and a plain `inner::` are read
   * from the inline module around that line: langRust rustPathCandidates):
   * the first candidate module that exists, and in a file with inline
   * modules only the definitions of that module.
   */
  private lookupInRustModule(p: string, rec: FileRec, source: string, name: string, via: Via, line: number): Target[] {
    const crate = rustCrate(p);
    for (const mod of rustPathCandidates(rustModuleAt(p, rec, line), source)) {
      const files = this.pkgFiles.get(`rust:${crate}|${mod}`);
      if (!files) continue;
      const out: Target[] = [];
      for (const f of files) {
        const frec = this.files.get(f)!;
        for (const r of this.lookupExport(f, name, 0)) if (!frec.blocks || rustModuleAt(f, frec, this.def(r).line) === mod) out.push({ def: r, via });
      }
      return out;
    }
    return [];
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
      if (!out.length && rec.lang === 'rust') {
        rec.defs.forEach((d, i) => d.name === name && d.parent < 0 && out.push({ path: f, i }));
      }
    }
    if (out.length) return out;
    if (!isJs) {
      // Python `from a import b` where `b` was itself imported into `a`.
      if (rec.lang === 'python') {
        const imp = rec.imports.find((x) => x.local === name && x.name !== '*');
        if (imp) for (const m of this.moduleFiles(f, rec, imp.source)) out.push(...this.lookupExport(m, imp.name, depth + 1, seen));
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
      // CommonJS module: every top-level function is reachable through require().
      rec.defs.forEach((d, i) => d.name === name && d.parent < 0 && out.push({ path: f, i }));
    }
    return out;
  }

  private lookupLocal(f: string, rec: FileRec, local: string, depth: number, seen: Set<string>): DefRef[] {
    const out: DefRef[] = [];
    rec.defs.forEach((d, i) => d.name === local && d.parent < 0 && out.push({ path: f, i }));
    if (out.length) return out;
    const imp = rec.imports.find((x) => x.local === local && x.name !== '*');
    if (imp) {
      const m = this.modules().resolveJs(f, imp.source);
      if (m) return this.lookupExport(m, imp.name, depth + 1, seen);
    }
    return out;
  }

  // ---- queries ------------------------------------------------------------

  /**
   * Calls that resolve to `target`: candidates are the calls bearing its name
   * and calls of local aliases imported for it; each is resolved and kept when
   * it lands on `target`.
   */
  incoming(target: DefRef): { path: string; call: number; via: Via }[] {
    const d = this.def(target);
    const cands: DefRef[] = [];
    for (const [path, idx] of this.callsByName.get(d.name) ?? []) for (const i of idx) cands.push({ path, i });
    const importedAs = [...(this.importsByName.get(d.name) ?? []), ...(d.isDefault ? this.importsByName.get('default') ?? [] : [])];
    for (const imp of importedAs) {
      if (imp.local === d.name) continue;
      const rec = this.files.get(imp.path)!;
      rec.calls.forEach((c, i) => c.name === imp.local && cands.push({ path: imp.path, i }));
    }
    for (const a of this.aliasNames(d.name, importedAs)) {
      for (const [path, idx] of this.callsByName.get(a.local) ?? []) if (a.anywhere || path === a.path) for (const i of idx) cands.push({ path, i });
    }
    const out: { path: string; call: number; via: Via }[] = [];
    const seen = new Set<string>();
    for (const c of cands) {
      const key = defKey(c.path, c.i);
      if (seen.has(key)) continue;
      seen.add(key);
      for (const t of this.resolveCall(c.path, c.i)) {
        if (t.def.path === target.path && t.def.i === target.i) {
          out.push({ path: c.path, call: c.i, via: t.via });
          break;
        }
      }
    }
    return out;
  }

  /**
   * Calls and `new`s named like `target` (same language family) that
   * resolve to no definition at all: a receiver of unknown type (an untyped
   * callback parameter, `any`), or a bare name several definitions share.
   * They may or may not call `target`; callers and impact answers count
   * them so a short list is not read as complete (newcomer7 #4). Code
   * outside test files first (rank.ts isTestPath), then by path and line.
   */
  unresolvedNamed(target: DefRef): { path: string; call: number }[] {
    const d = this.def(target);
    const lang = this.files.get(target.path)?.lang ?? '';
    const out: { path: string; call: number }[] = [];
    for (const [path, idx] of this.callsByName.get(d.name) ?? []) {
      const rec = this.files.get(path)!;
      if (!sameFamily(rec.lang, lang)) continue;
      for (const i of idx) {
        const kind = rec.calls[i].kind;
        if ((kind === 'call' || kind === 'new') && !this.resolveCall(path, i).length) out.push({ path, call: i });
      }
    }
    const test = (p: string) => (isTestPath(p) ? 1 : 0);
    return out.sort((a, b) => test(a.path) - test(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : this.files.get(a.path)!.calls[a.call].line - this.files.get(b.path)!.calls[b.call].line));
  }

  /**
   * Other names a call of `name` may bear through value aliases (FileRec.aliases),
   * followed up to 3 steps: `const { a: b } = ns; b()` (calls of `b` in that
   * file), `utils = { run: impl }` then `utils.run()` (calls of `run` in any
   * file), also from a name imported for it (`import { impl as f }`, `{ run: f }`)
   * and on (`const { run: r } = utils; r()`).
   */
  private aliasNames(name: string, importedAs: { path: string; local: string }[]): { path: string; local: string; anywhere: boolean }[] {
    const out: { path: string; local: string; anywhere: boolean }[] = [];
    const seen = new Set<string>([name]);
    let frontier: { name: string; path: string | null }[] = [{ name, path: null }, ...importedAs.filter((i) => i.local !== name).map((i) => ({ name: i.local, path: i.path }))];
    for (let step = 0; step < 3 && frontier.length; step++) {
      const next: { name: string; path: string | null }[] = [];
      for (const f of frontier) {
        for (const a of this.aliasedAs.get(f.name) ?? []) {
          // An alias of a name only another file imported is another binding.
          if (f.path !== null && a.path !== f.path) continue;
          out.push(a);
          if (!seen.has(`${a.local}\0${a.path}`)) {
            seen.add(`${a.local}\0${a.path}`);
            next.push({ name: a.local, path: a.anywhere ? null : a.path });
          }
        }
      }
      frontier = next;
    }
    return out;
  }

  /** Calls made directly inside definition `source` and where they land. */
  outgoing(source: DefRef): { call: number; targets: Target[] }[] {
    const rec = this.files.get(source.path)!;
    const out: { call: number; targets: Target[] }[] = [];
    rec.calls.forEach((c, i) => {
      if (c.from !== source.i) return;
      const targets = this.resolveCall(source.path, i);
      if (targets.length) out.push({ call: i, targets });
    });
    return out;
  }
}

/** The imports code at `line` sees: all of them, but in a Rust file with inline modules only the `use`s of the module around that line. */
function visibleImports(rec: FileRec, line: number): FileRec['imports'] {
  if (!rec.blocks || rec.lang !== 'rust') return rec.imports;
  const block = blockAt(rec, line);
  return rec.imports.filter((x) => blockAt(rec, x.line) === block);
}

/** A resolved module file as a list: `[f]`, or `[]` when it did not resolve. */
function one(f: string | null | undefined): string[] {
  return f ? [f] : [];
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
const FAMILY: Record<string, string> = { c: 'c', cpp: 'c', typescript: 'js', tsx: 'js', javascript: 'js', java: 'jvm', kotlin: 'jvm', scala: 'jvm' };

/** Best `via` first. */
export function byVia(a: { via: Via }, b: { via: Via }): number {
  return VIA_RANK[a.via] - VIA_RANK[b.via];
}

/**
 * The dotted Python module a dotted expression `written` names through the
 * file's imports (undefined: none). `import a.b.c` binds `a` and loads a.b and
 * a.b.c, so `a.b.c` (or `a.b`) names that module; `import a.b as ab` makes
 * `ab.c` name a.b.c; `from a import b` makes `b.c` name a.b.c. Whether the
 * module is a file of this repository is lookupInModule's question.
 */
export function pythonModule(rec: FileRec, written: string): string | undefined {
  const dot = written.indexOf('.');
  const first = written.slice(0, dot);
  const rest = written.slice(dot + 1);
  for (const imp of rec.imports) {
    if (imp.name === '*' && imp.local === imp.source && imp.source.split('.')[0] === first) return written;
  }
  const imp = rec.imports.find((x) => x.local === first);
  if (!imp) return undefined;
  if (imp.name === '*') return `${imp.source}.${rest}`;
  return `${imp.source}${imp.source.endsWith('.') ? '' : '.'}${imp.name}.${rest}`;
}
