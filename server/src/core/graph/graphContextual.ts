/**
 * Contextual typing of a callback's untyped parameters (TypeScript), at
 * resolution: `app.get('/', (c) => c.json())` records `c.json()` on the
 * receiver `app.get@1/2:0` (langTsParamTypes contextualParams: argument 1
 * of 2, parameter 0), which is read here as the TypeScript checker reads it
 * (checker.ts getContextualTypeForArgumentAtIndex, then the contextual
 * signature's parameter type): the declarations `app.get` resolves to —
 * methods and functions by their own parameters, or a field holding a value
 * of an interface type by that interface's call signatures (hono's `get!:
 * HandlerInterface<…>`) —, of those signatures the ones that take the
 * call's argument count (overloads alike), the type each declares at the
 * callback's position (DefRec.callSigs), and that type's parameter at the
 * callback parameter's position: an inline function type's, a function type
 * alias's (DefRec.paramTypes: `type Handler = (c: Context, next: Next) =>
 * R`), through aliases naming others (`type H = Handler | MiddlewareHandler`,
 * DefRec.bases) and interfaces with call signatures. Every way must name one
 * and the same class or interface; any declaration that cannot be followed
 * (no declared type, an overloaded method, a type parameter without a
 * constraint, a mapped or conditional type) leaves the parameter untyped:
 * nothing is guessed.
 */
import type { DefRec, FileRec } from './types';
import { CLASS_LIKE_KINDS } from './types';
import type { DefRef, Target } from './graphIndex';
import { accessorKind } from './signatures';
import { entryAt, resultOf, splitNames } from './langTsParamTypes';

/** `callee@i/count:k` followed by fields read off it (`.req`, `.req.raw`). */
const CONTEXTUAL = /^(.+)@(\d+)\/(\d+):(\d+)((?:\.#?[A-Za-z_$][\w$]*)*)$/;
/** `T@=:k` (langTsParamTypes declaredParams): parameter `k` of a function whose type `T` is declared where it is written, then fields read off it. */
const DECLARED = /^(.+)@=:(\d+)((?:\.#?[A-Za-z_$][\w$]*)*)$/;

/** What contextual typing asks of the graph (GraphResolve's). */
export interface ContextualGraph {
  /** The record of indexed file `path`. */
  file(path: string): FileRec;
  def(r: DefRef): DefRec;
  /** Definitions a call written `callee` in `p` (inside definition `from`) reaches. */
  calleeTargets(p: string, rec: FileRec, callee: string, from: number): Target[];
  /** Definitions a type name written in `p` (inside definition `from`) stands for. */
  typeDefs(p: string, rec: FileRec, type: string, from: number): Target[];
  /** Declared type of field `field` of class `cls` (or a base), with its file. */
  fieldType(cls: DefRef, field: string): { type: string; path: string } | undefined;
  /** Member `name` of class `cls` (or a base). */
  member(cls: DefRef, name: string): Target[];
  /** Classes a receiver form (`app`, `this`, `this.app`) written in `p` inside `from` holds. */
  receiverClasses(p: string, rec: FileRec, recv: string, from: number): DefRef[];
}

/** Whether `recv` is a contextually typed parameter's receiver form (langTsParamTypes). */
export function isContextual(recv: string): boolean {
  return recv.includes('@') && (CONTEXTUAL.test(recv) || DECLARED.test(recv));
}

/**
 * The classes or interfaces the receiver form `recv` (`app.get@1/2:0`, or
 * with fields read off it, `app.get@1/2:0.req`) written in `p` inside
 * definition `from` holds; [] when its declarations cannot be followed.
 */
export function contextualClasses(g: ContextualGraph, p: string, rec: FileRec, recv: string, from: number, depth = 0): DefRef[] {
  if (depth > 3) return [];
  const m = CONTEXTUAL.exec(recv);
  const d = m ? null : DECLARED.exec(recv);
  if (!m && !d) return [];
  const fields = m ? m[5] : d![3];
  let types = m ? parameterClasses(g, p, rec, m[1], Number(m[2]), Number(m[3]), Number(m[4]), from, depth) : declaredClasses(g, p, d![1], Number(d![2]), from);
  for (const f of fields ? fields.slice(1).split('.') : []) {
    const next: DefRef[] = [];
    for (const cls of types) next.push(...propertyClasses(g, cls, f));
    types = unique(next);
  }
  return types;
}

/** The classes parameter `k` of the callback passed as argument `i` of `count` to `callee` is typed by (see the module's comment). */
function parameterClasses(g: ContextualGraph, p: string, rec: FileRec, callee: string, i: number, count: number, k: number, from: number, depth: number): DefRef[] {
  const holders = signatureHolders(g, p, rec, callee, from, depth);
  if (!holders.length) return [];
  // (type name or inline `(A;B)`, where to read it) of every signature that takes the call.
  const declared: { name: string; at: DefRef }[] = [];
  for (const h of holders) {
    const d = g.def(h);
    const sigs = signaturesOf(d);
    if (!sigs || d.overloadSigs) return [];
    let fits = 0;
    for (const sig of sigs) {
      const e = entryAt(sig, i, count);
      if (e === undefined) continue;
      if (!e) return [];
      fits++;
      for (const n of splitNames(e)) declared.push({ name: n, at: h });
    }
    if (!fits) return [];
  }
  return classesOfParameter(g, declared, k);
}

/** The classes parameter `k` of a function declared as type `names` (an entry's names, written in `p` inside `from`) is typed by. */
function declaredClasses(g: ContextualGraph, p: string, names: string, k: number, from: number): DefRef[] {
  return classesOfParameter(g, splitNames(names).map((name) => ({ name, at: { path: p, i: from } })), k);
}

/** The one class (or the same set) parameter `k` of every function type of `declared` is typed by; [] when one cannot be followed or they differ. */
function classesOfParameter(g: ContextualGraph, declared: { name: string; at: DefRef }[], k: number): DefRef[] {
  const params: { name: string; at: DefRef }[] = [];
  for (const t of declared) if (!parameterOf(g, t.name, t.at, k, params, 0)) return [];
  // One class (or the same set) for every way, else nothing.
  let found: DefRef[] | undefined;
  for (const t of params) {
    const trec = g.file(t.at.path);
    const defs = unique(g.typeDefs(t.at.path, trec, t.name, t.at.i).map((x) => x.def).filter((r) => CLASS_LIKE_KINDS.has(g.def(r).kind)));
    if (!defs.length) return [];
    if (found && keys(found) !== keys(defs)) return [];
    found = defs;
  }
  return found ?? [];
}

/**
 * Pushes onto `out` the type of parameter `k` of the function type `name`
 * (written in `at`'s file, inside `at`): an inline `(A;B)`, a function type
 * alias, an alias of others (each followed), an interface's call
 * signatures. False when it cannot be followed.
 */
function parameterOf(g: ContextualGraph, name: string, at: DefRef, k: number, out: { name: string; at: DefRef }[], depth: number): boolean {
  if (depth > 3) return false;
  if (name.startsWith('(')) {
    const t = name.slice(1, -1).split(';')[k];
    if (!t) return false;
    out.push({ name: t, at });
    return true;
  }
  const arec = g.file(at.path);
  const defs = g.typeDefs(at.path, arec, name, at.i);
  if (!defs.length) return false;
  for (const { def: r } of defs) {
    const d = g.def(r);
    if (d.kind === 'type' && d.paramTypes) {
      const t = d.paramTypes[k];
      if (!t) return false;
      out.push({ name: t, at: r });
    } else if (d.kind === 'type' && d.bases?.length) {
      for (const b of d.bases) if (!parameterOf(g, b, r, k, out, depth + 1)) return false;
    } else if (d.kind === 'interface' && d.callSigs?.length) {
      for (const sig of d.callSigs) {
        const e = entryAt(sig, k, k + 1) ?? entryAt(sig, k, Number.MAX_SAFE_INTEGER);
        const names = e ? splitNames(e) : [];
        if (names.length !== 1 || names[0].startsWith('(')) return false;
        out.push({ name: names[0], at: r });
      }
    } else return false;
  }
  return true;
}

/**
 * The definitions whose call signatures a call written `callee` takes:
 * what it resolves to, else (a member call) the interfaces the field it
 * names is declared as (`get!: HandlerInterface<…>`). [] when neither.
 */
function signatureHolders(g: ContextualGraph, p: string, rec: FileRec, callee: string, from: number, depth: number): DefRef[] {
  const called = g.calleeTargets(p, rec, callee, from).map((t) => t.def);
  if (called.length) return unique(called);
  const dot = callee.lastIndexOf('.');
  if (dot <= 0) return [];
  const recv = callee.slice(0, dot);
  const name = callee.slice(dot + 1);
  const classes = isContextual(recv) ? contextualClasses(g, p, rec, recv, from, depth + 1) : recv.endsWith('()') ? resultClasses(g, p, rec, recv, from, depth) : g.receiverClasses(p, rec, recv, from);
  return fieldHolders(g, classes, name);
}

/** The interfaces (or function type aliases) field `name` of each of `classes` is declared as; [] when one has no such field. */
function fieldHolders(g: ContextualGraph, classes: DefRef[], name: string): DefRef[] {
  const out: DefRef[] = [];
  for (const cls of classes) {
    const ft = g.fieldType(cls, name);
    if (!ft) return [];
    for (const t of g.typeDefs(ft.path, g.file(ft.path), ft.type, -1)) {
      const d = g.def(t.def);
      if (d.kind !== 'interface' && !(d.kind === 'type' && d.paramTypes)) return [];
      out.push(t.def);
    }
  }
  return unique(out);
}

/**
 * The classes a call chain's link `recv` (`app.get()`: its arguments
 * dropped) gives: what the method it calls declares it returns (typeDefs),
 * else the one named result every call signature of the interface the
 * field it calls is declared as names (`=>HonoBase`, langTsParamTypes).
 */
function resultClasses(g: ContextualGraph, p: string, rec: FileRec, recv: string, from: number, depth: number): DefRef[] {
  const own = classesOf(g, g.typeDefs(p, rec, recv, from));
  if (own.length || depth > 3) return unique(own);
  const callee = recv.slice(0, -2);
  const dot = callee.lastIndexOf('.');
  if (dot <= 0 || g.calleeTargets(p, rec, callee, from).length) return [];
  const inner = callee.slice(0, dot);
  const classes = inner.endsWith('()') ? resultClasses(g, p, rec, inner, from, depth + 1) : g.receiverClasses(p, rec, inner, from);
  let result: { name: string; at: DefRef } | undefined;
  for (const h of fieldHolders(g, classes, callee.slice(dot + 1))) {
    for (const sig of g.def(h).callSigs ?? []) {
      const r = resultOf(sig);
      if (!r || (result && result.name !== r)) return [];
      result ??= { name: r, at: h };
    }
  }
  return result ? unique(classesOf(g, g.typeDefs(result.at.path, g.file(result.at.path), result.name, result.at.i))) : [];
}

/** The call signatures of a holder: its own (DefRec.callSigs), or a function type alias's parameters as one signature of optional entries. */
function signaturesOf(d: DefRec): string[] | undefined {
  if (d.callSigs) return d.callSigs;
  return d.kind === 'type' && d.paramTypes ? [d.paramTypes.map((t) => `${t}?`).join(',')] : undefined;
}

/** The classes property `f` of class `cls` holds: its field's declared type, else a getter's declared result. */
function propertyClasses(g: ContextualGraph, cls: DefRef, f: string): DefRef[] {
  const ft = g.fieldType(cls, f);
  if (ft) return classesOf(g, g.typeDefs(ft.path, g.file(ft.path), ft.type, -1));
  const out: DefRef[] = [];
  for (const t of g.member(cls, f)) {
    const d = g.def(t.def);
    if (accessorKind(d.signature) !== 'get' || !d.returns || d.returns === 'this') continue;
    out.push(...classesOf(g, g.typeDefs(t.def.path, g.file(t.def.path), d.returns, t.def.i)));
  }
  return out;
}

function classesOf(g: ContextualGraph, targets: Target[]): DefRef[] {
  return targets.map((t) => t.def).filter((r) => CLASS_LIKE_KINDS.has(g.def(r).kind));
}

function unique(refs: DefRef[]): DefRef[] {
  const seen = new Set<string>();
  return refs.filter((r) => {
    const k = `${r.path}\0${r.i}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function keys(refs: DefRef[]): string {
  return refs.map((r) => `${r.path}\0${r.i}`).sort().join('\n');
}
