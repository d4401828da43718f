/**
 * GraphData's first layer: every file's FileRec and the name indexes kept
 * beside them (definitions, calls and imports by name, value aliases, files by
 * package key), upkept one file at a time; and the shapes the other layers
 * share (DefRef, defKey, Target, byVia).
 */
import type { DefRec, ExportRec, FileRec, Via } from './types';
import { VIA_RANK } from './types';
import { type ConfigFiles, ModuleResolver } from './modules';
import { packageKeys } from './graphRules';
import { CppMacroScopes } from './cppMacroScopes';
import { swiftPathTargets } from './swiftPackages';
import { callNameProbe, callsMayName } from './recordCodec';

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
  /** The call names its target's class (`Widget::draw()`, Python `Widget.draw(self)`, `A.m(b)`): a static call of exactly this definition, never dispatched to an override (graphData incoming). */
  exact?: true;
}

/**
 * Distinct call names callsNamed finds by scanning every record before it
 * indexes every call instead. A scan reads each record's calls text, or its
 * decoded calls; indexing all decodes and indexes every call once (a
 * `callers` question asks for a few names, `impact` for one per caller at
 * each depth).
 */
const CALL_SCANS_MAX = 12;

/** `c` of `a.b.c`, the whole name when it has no dot. */
function lastSegment(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const l = m.get(k);
  if (l) l.push(v);
  else m.set(k, [v]);
}

/** Best `via` first. */
export function byVia(a: { via: Via }, b: { via: Via }): number {
  return VIA_RANK[a.via] - VIA_RANK[b.via];
}

/** The name an export renames (`export { a as b }`, `export { a as b } from './x'`, `export { default as b } from './x'`), else undefined (no rename, `*`, a local default). */
function renamedFrom(e: ExportRec): string | undefined {
  if (e.name === '*' || e.name === 'default') return undefined;
  const of = e.source !== undefined ? e.from : e.local;
  // `export { default as avg } from './math'` renames a module's default export (GraphData incomingDirect asks for `default` with a default-exported definition).
  return of && of !== '*' && (of !== 'default' || e.source !== undefined) && of !== e.name ? of : undefined;
}

/**
 * The paths a function's returned literal names under another key (DefRec.returnsLiteral
 * `decorate=decorator.add`): [`add`, `decorate`] — a call `app.decorate()` on what the function
 * returned may call a function named `add` (graphTypes literalMember), an alias in aliasedAs.
 */
function literalPaths(rec: FileRec): [string, string][] {
  const out: [string, string][] = [];
  for (const d of rec.defs) {
    for (const e of d.returnsLiteral ?? []) {
      const eq = e.indexOf('=');
      if (eq <= 0 || e.startsWith('...') || !e.includes('.', eq)) continue;
      const of = lastSegment(e.slice(eq + 1));
      if (of !== e.slice(0, eq)) out.push([of, e.slice(0, eq)]);
    }
  }
  return out;
}

/** GraphData's records and name indexes (see the file header). */
export abstract class GraphIndex {
  readonly files = new Map<string, FileRec>();
  private defsByName = new Map<string, DefRef[]>();
  /**
   * Call name → file → indexes of its calls bearing that name (per file, so
   * replacing a file touches only its own entries), for the names asked so
   * far (callsNamed): a name's entry is made by one scan of every record's
   * calls when first asked, then upkept with each file. Not built for every
   * name at load: only `callers` asks, for a few names, and indexing all
   * calls (~80k on typeorm) was a tenth of a warm CLI question's CPU.
   */
  private callsByName = new Map<string, Map<string, number[]>>();
  /** Names callsNamed scanned every record for; past CALL_SCANS_MAX it indexes every call instead (callsAllIndexed). */
  private callScans = 0;
  /** Every call of every record is in callsByName (a name missing there is called nowhere). */
  private callsAllIndexed = false;
  protected importsByName = new Map<string, { path: string; local: string }[]>();
  /**
   * Value aliases by the name they stand for (`const { a: b } = ns` → `a`, `utils.run` = `impl` → `impl`):
   * the other name a call of it bears (`b`, `run`), and whether only in that file (destructured) or anywhere (an object's member).
   */
  protected aliasedAs = new Map<string, { path: string; local: string; anywhere: boolean }[]>();
  /**
   * Renaming exports by the name they rename: `export { toDisplay as toDisplayString } from './display'`
   * and `export { a as b }` → `toDisplay` / `a`, with the file and the exported name other files import.
   */
  protected exportedAs = new Map<string, { path: string; name: string }[]>();
  protected pkgFiles = new Map<string, string[]>();
  /** Types declared inside a syntax error (FileRec.lostTypes) by name: the files declaring them. */
  private lostByName = new Map<string, { path: string }[]>();
  /** C/C++ prototypes (FileRec.protos) by the name they declare: the file and the index in its `protos`. */
  private protosByName = new Map<string, { path: string; i: number }[]>();
  private resolver: ModuleResolver | null = null;
  protected memo = new Map<string, (Target[] | undefined)[]>();
  /** Answers derived from the records that many questions repeat (GraphElements argumentsFit: whether an overload's parameter type is a class of the repository), by key; cleared with memo. */
  protected derived = new Map<string, boolean>();
  private configs: ConfigFiles = { json: new Map(), text: new Map() };
  /** Swift targets in folders of their own (swiftPackages swiftPathTargets), deepest first. */
  private swiftTargets: { folder: string; name: string }[] = [];
  /** Depth of calleeTargets in progress (a guard against binds typed by a call on themselves). */
  protected nestedCallees = 0;
  /**
   * calleeTargets' answers while an outermost one is in progress, by file,
   * definition, callee and place: a chain's links (`Router.new().route()…`)
   * and the types they reach are each resolved once per question, not once
   * per path reaching them; an entry in progress answers [] (a call on
   * itself). Dropped when the outermost call returns, so no answer outlives
   * the graph it was read from.
   */
  protected calleeMemo: Map<string, Target[]> | undefined;
  /** C++ namespace macros and the files using them (FileRec.macroBlocks). */
  private cppMacros = new CppMacroScopes();
  /** Bumped on every change; caches built on top (search) compare it. */
  generation = 0;

  /** Replaces the config files (package.json, tsconfig, go.mod, Cargo.toml) used by module resolution. */
  setConfigs(configs: ConfigFiles): void {
    this.configs = configs;
    // A Swift file's module follows the manifests' targets placed in folders of their own (swiftPathTargets): re-indexed when they change.
    const targets = swiftPathTargets(configs.text);
    if (JSON.stringify(targets) !== JSON.stringify(this.swiftTargets)) {
      const swift = [...this.files].filter(([, r]) => r.lang === 'swift');
      for (const [p, r] of swift) this.unindex(p, r);
      this.swiftTargets = targets;
      for (const [p, r] of swift) this.index(p, r);
    }
    this.invalidate(true);
  }

  /** The SwiftPM target of Swift file `p` when a manifest places one in a folder of its own holding `p` (deepest first), else undefined. */
  private swiftTargetOf(p: string): string | undefined {
    for (const t of this.swiftTargets) if (!t.folder || p.startsWith(`${t.folder}/`)) return t.name;
    return undefined;
  }

  /** Adds or replaces one file's record (null removes it). */
  setFile(p: string, rec: FileRec | null): void {
    const old = this.files.get(p);
    if (old) this.unindex(p, old);
    if (rec) {
      this.files.set(p, rec);
      this.index(p, rec);
    } else this.files.delete(p);
    if (old?.nsMacros || old?.macroUses || rec?.nsMacros || rec?.macroUses) this.cppMacros.update(p, old, rec, this.files);
    this.invalidate(!old || !rec);
  }

  private invalidate(fileSetChanged: boolean): void {
    this.memo.clear();
    this.derived.clear();
    if (fileSetChanged) this.resolver = null;
    this.generation++;
  }

  private index(p: string, rec: FileRec): void {
    rec.defs.forEach((d, i) => push(this.defsByName, d.name, { path: p, i }));
    if (this.callsAllIndexed) this.indexCalls(p, rec, null);
    else if (this.callsByName.size) {
      for (let i = 0; i < rec.calls.length; i++) {
        const byFile = this.callsByName.get(rec.calls[i].name);
        if (!byFile) continue;
        const l = byFile.get(p);
        if (l) l.push(i);
        else byFile.set(p, [i]);
      }
    }
    // Whole-module imports (`const express = require('..')`, `import * as m`) under `*`: a default-exported function's callers (graphData incomingDirect).
    for (const imp of rec.imports) if (imp.local !== '*') push(this.importsByName, imp.name, { path: p, local: imp.local });
    for (const a of rec.aliases ?? []) {
      const of = lastSegment(a.of);
      const local = lastSegment(a.name);
      if (of !== local) push(this.aliasedAs, of, { path: p, local, anywhere: a.name.includes('.') });
    }
    for (const [of, local] of literalPaths(rec)) push(this.aliasedAs, of, { path: p, local, anywhere: true });
    for (const e of rec.exports) {
      const of = renamedFrom(e);
      if (of) push(this.exportedAs, of, { path: p, name: e.name });
    }
    if (rec.lang === 'swift') rec.pkg = this.swiftTargetOf(p);
    for (const k of packageKeys(p, rec)) push(this.pkgFiles, k, p);
    rec.protos?.forEach((x, i) => push(this.protosByName, x.name, { path: p, i }));
    for (const n of rec.lostTypes ?? []) push(this.lostByName, n, { path: p });
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
    // An emptied entry stays: it is the answer for that name (no call), not a name never asked.
    // Per name asked, not per call, while few are: the old record's calls may never have been decoded (recordCodec.ts).
    if (this.callsAllIndexed) for (const c of rec.calls) this.callsByName.get(c.name)?.delete(p);
    else for (const byFile of this.callsByName.values()) byFile.delete(p);
    for (const n of new Set(rec.imports.map((i) => i.name))) drop(this.importsByName, n);
    for (const n of new Set((rec.protos ?? []).map((x) => x.name))) drop(this.protosByName, n);
    for (const n of rec.lostTypes ?? []) drop(this.lostByName, n);
    for (const n of new Set([...(rec.aliases ?? []).map((a) => lastSegment(a.of)), ...literalPaths(rec).map((x) => x[0])])) drop(this.aliasedAs, n);
    for (const e of rec.exports) {
      const of = renamedFrom(e);
      if (of) drop(this.exportedAs, of);
    }
    for (const k of packageKeys(p, rec)) {
      const kept = (this.pkgFiles.get(k) ?? []).filter((x) => x !== p);
      if (kept.length) this.pkgFiles.set(k, kept);
      else this.pkgFiles.delete(k);
    }
  }

  /**
   * The renaming exports that give something the public name `name`
   * (`export { createBaseVNode as createElementVNode }`, also `… from
   * './x'`): each exporting file and the name it renames. Empty for a name no
   * export gives; a scan of the renaming exports only (exportedAs).
   */
  renamedExports(name: string): { path: string; of: string }[] {
    const out: { path: string; of: string }[] = [];
    for (const [of, list] of this.exportedAs) for (const x of list) if (x.name === name) out.push({ path: x.path, of });
    return out;
  }

  /**
   * The calls named `name`, file → indexes in its FileRec.calls (ascending),
   * files in the order they were indexed; empty when none. The first ask of
   * a name scans every record's calls, decoding only those of files whose
   * calls text names it (callsMayName: records read from the cache keep their
   * calls as text until asked); the answer is kept and upkept by setFile.
   * Past CALL_SCANS_MAX names, every call is indexed at once instead (impact
   * asks for the callers of its callers…: a scan per name cost more than
   * decoding everything once). Callers must not modify it.
   */
  protected callsNamed(name: string): ReadonlyMap<string, readonly number[]> {
    let byFile = this.callsByName.get(name);
    if (!byFile && !this.callsAllIndexed && ++this.callScans > CALL_SCANS_MAX) {
      this.callsAllIndexed = true;
      const asked = new Set(this.callsByName.keys());
      for (const [p, rec] of this.files) this.indexCalls(p, rec, asked);
      byFile = this.callsByName.get(name);
    }
    if (!byFile && this.callsAllIndexed) {
      byFile = new Map();
      this.callsByName.set(name, byFile);
    } else if (!byFile) {
      byFile = new Map();
      const probe = callNameProbe(name);
      for (const [p, rec] of this.files) {
        if (!callsMayName(rec, probe)) continue;
        const calls = rec.calls;
        let l: number[] | undefined;
        for (let i = 0; i < calls.length; i++) if (calls[i].name === name) (l ??= []).push(i);
        if (l) byFile.set(p, l);
      }
      this.callsByName.set(name, byFile);
    }
    return byFile;
  }

  /** Adds every call of `rec` to callsByName, but for names in `skip` (indexed already). */
  private indexCalls(p: string, rec: FileRec, skip: ReadonlySet<string> | null): void {
    const calls = rec.calls;
    for (let i = 0; i < calls.length; i++) {
      const n = calls[i].name;
      if (skip?.has(n)) continue;
      let byFile = this.callsByName.get(n);
      if (!byFile) this.callsByName.set(n, (byFile = new Map()));
      const l = byFile.get(p);
      if (l) l.push(i);
      else byFile.set(p, [i]);
    }
  }

  protected modules(): ModuleResolver {
    if (!this.resolver) this.resolver = new ModuleResolver(new Set(this.files.keys()), this.configs);
    return this.resolver;
  }

  /** The record of a definition reference. */
  def(r: DefRef): DefRec {
    return this.files.get(r.path)!.defs[r.i];
  }

  /**
   * Methods `name` of a type without a definition in the repository, in
   * files of language `lang`: those whose container is `type` (Rust `impl
   * Doubled for f64` gives method `f64.doubled`, Swift `extension Double`
   * `Double.normalized`), each reached through the receiver.
   */
  protected methodsOfUndefinedType(lang: string, type: string, name: string): Target[] {
    const out: Target[] = [];
    for (const r of this.defsByName.get(name) ?? []) {
      if (this.files.get(r.path)?.lang === lang && this.def(r).container === type) out.push({ def: r, via: 'receiver' });
    }
    return out;
  }

  /** The C/C++ prototypes declaring `name` (FileRec.protos), in every file: the file and the index in its `protos`. */
  protosNamed(name: string): readonly { path: string; i: number }[] {
    return this.protosByName.get(name) ?? [];
  }

  /** The files with syntax errors declaring type `name` where the parser lost its definition (FileRec.lostTypes), sorted. */
  lostTypeFiles(name: string): string[] {
    return (this.lostByName.get(name) ?? []).map((x) => x.path).sort();
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
}
