/**
 * GraphData's layer between calls' results (graphElements.ts) and receivers
 * written as paths (graphPaths.ts): receivers known to hold a value of a built-in
 * type of the standard library — an array, string, Map, Set, Promise,
 * number … — so that a call on one (`names.find(…)` with `names: string[]`,
 * `this.columns.find(…)` with `columns: Column[]`, `'a,b'.split(',')`,
 * `Object.keys(o).find(…)`) cannot reach a method of the repository. The
 * "Not listed" count under callers and impact (GraphData.unresolvedNamed)
 * leaves those calls out (newcomer 9 #16: `Array.prototype.find` counted
 * against a user method `find`); a receiver of unknown type stays counted.
 * TypeScript and JavaScript only, from what their records declare: binds of
 * built-in types and of collections (langTsBinds, langTsTypes), literals
 * (`(Array)`, `(String)`, receivers.ts), functions declaring a collection
 * result (DefRec.returnsElem), and the results of standard methods.
 */
import type { CallRec, FileRec } from './types';
import { CLASS_LIKE_KINDS } from './types';
import type { DefRef } from './graphIndex';
import { GraphElements } from './graphElements';

/** What a built-in value is, as far as its methods' results go; `other`: number, boolean, Date, RegExp, an iterator … */
type Builtin = 'array' | 'string' | 'map' | 'set' | 'promise' | 'other';

/** Standard-library types (ECMA-262 and TypeScript's lib) by what a value of them is; a name the repository defines itself is not one of them. */
const BUILTIN_TYPES: ReadonlyMap<string, Builtin> = new Map<string, Builtin>([
  ['string', 'string'], ['String', 'string'],
  ['Array', 'array'], ['ReadonlyArray', 'array'],
  ['Map', 'map'], ['ReadonlyMap', 'map'], ['WeakMap', 'map'],
  ['Set', 'set'], ['ReadonlySet', 'set'], ['WeakSet', 'set'],
  ['Promise', 'promise'], ['PromiseLike', 'promise'],
  ...['number', 'boolean', 'bigint', 'symbol', 'Number', 'Boolean', 'BigInt', 'Symbol', 'Date', 'RegExp'].map((t) => [t, 'other'] as [string, Builtin]),
]);

/** What standard methods of each kind return, when it is built in too (ECMA-262); a method not named (an array's `find`, a Map's `get`) gives an element, of unknown type. */
const RESULTS: Readonly<Record<Exclude<Builtin, 'other'>, ReadonlyMap<string, Builtin>>> = {
  array: kinds({
    array: ['filter', 'map', 'flatMap', 'flat', 'slice', 'concat', 'sort', 'reverse', 'toSorted', 'toReversed', 'toSpliced', 'splice', 'fill', 'copyWithin', 'with'],
    string: ['join', 'toString', 'toLocaleString'],
    other: ['keys', 'values', 'entries', 'indexOf', 'lastIndexOf', 'findIndex', 'findLastIndex', 'includes', 'some', 'every', 'push', 'unshift'],
  }),
  string: kinds({
    array: ['split'],
    string: ['trim', 'trimStart', 'trimEnd', 'toLowerCase', 'toUpperCase', 'toLocaleLowerCase', 'toLocaleUpperCase', 'replace', 'replaceAll', 'slice', 'substring', 'substr', 'padStart', 'padEnd', 'repeat', 'concat', 'normalize', 'charAt', 'at', 'toString'],
    other: ['indexOf', 'lastIndexOf', 'includes', 'startsWith', 'endsWith', 'charCodeAt', 'codePointAt', 'localeCompare', 'search', 'match', 'matchAll'],
  }),
  map: kinds({ map: ['set'], other: ['has', 'delete', 'clear', 'keys', 'values', 'entries'] }),
  set: kinds({ set: ['add'], other: ['has', 'delete', 'clear', 'keys', 'values', 'entries'] }),
  promise: kinds({ promise: ['then', 'catch', 'finally'] }),
};

/** Static functions of the global objects and what they return (`Object.keys(o)` is an array). */
const STATICS: ReadonlyMap<string, Builtin> = new Map<string, Builtin>([
  ...['Object.keys', 'Object.values', 'Object.entries', 'Object.getOwnPropertyNames', 'Array.from', 'Array.of'].map((f) => [f, 'array'] as [string, Builtin]),
  ...['Promise.all', 'Promise.allSettled', 'Promise.race', 'Promise.any', 'Promise.resolve', 'Promise.reject'].map((f) => [f, 'promise'] as [string, Builtin]),
  ['JSON.stringify', 'string'],
  ['String', 'string'],
]);

function kinds(by: Partial<Record<Builtin, string[]>>): ReadonlyMap<string, Builtin> {
  const m = new Map<string, Builtin>();
  for (const [k, names] of Object.entries(by) as [Builtin, string[]][]) for (const n of names) m.set(n, k);
  return m;
}

const TS_FAMILY = new Set(['typescript', 'tsx', 'javascript']);
/** `a.b.c` (2–6 names): a variable or `this` and its fields. */
const FIELD_PATH = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){1,5}$/;
const NAME = /^[A-Za-z_$][\w$]*$/;

/** Built-in receivers over GraphElements (see the file header). */
export abstract class GraphBuiltins extends GraphElements {
  /**
   * Whether `call` (in file `p`) is made on a value of a built-in type, so
   * that it cannot reach a definition of the repository: its receiver is a
   * literal, a variable, field or parameter declared with such a type or as a
   * collection, a function's collection result, or a standard method's or
   * global's built-in result. False for a receiver of unknown type.
   */
  protected builtinReceiver(p: string, rec: FileRec, call: CallRec): boolean {
    return call.recv !== undefined && TS_FAMILY.has(rec.lang) && this.builtinOf(p, rec, call.recv, call.from, 0) !== undefined;
  }

  /** What the receiver form `recv` (receivers.ts) seen from definition `from` holds, when built in; undefined when unknown or the repository's. */
  private builtinOf(p: string, rec: FileRec, recv: string, from: number, depth: number): Builtin | undefined {
    if (depth > 4 || recv === '?') return undefined;
    // A literal or construction: `(Array)`, `(String)`, `(Map)` from `new Map()`; a cast `(x as Set)`.
    if (recv.charCodeAt(0) === 40 /* ( */ && recv.endsWith(')') && NAME.test(recv.slice(1, -1))) return this.builtinType(p, rec, recv.slice(1, -1), from);
    if (recv.endsWith('()')) return this.builtinResult(p, rec, recv.slice(0, -2), from, depth);
    // An element of a collection of built-ins: `names[0].trim()` with `names: string[]`.
    if (recv.endsWith('[]')) {
      const of = recv.slice(0, -2);
      if (NAME.test(of)) {
        const b = this.bindFor(p, rec, from, recv);
        return b ? this.builtinType(b.path, this.files.get(b.path)!, b.type, b.path === p ? from : -1) : undefined;
      }
      if (of.startsWith('this.') && NAME.test(of.slice(5))) {
        const cls = this.enclosingClass(p, rec, from);
        const ft = cls ? this.fieldType(cls, `${of.slice(5)}[]`) : undefined;
        return ft ? this.builtinType(ft.path, this.files.get(ft.path)!, ft.type, -1) : undefined;
      }
      return undefined;
    }
    if (NAME.test(recv)) {
      if (rec.imports.some((x) => x.local === recv)) return undefined;
      const b = this.bindFor(p, rec, from, recv);
      if (b) return this.heldBy(b.path, b.type, b.path === p ? from : -1, depth);
      // A declared collection: `names: string[]`, `repos: Map<K, Repo>` (the bind `names[]`).
      return this.bindFor(p, rec, from, `${recv}[]`) ? 'array' : undefined;
    }
    if (!FIELD_PATH.test(recv)) return undefined;
    // `this.columns`, `meta.columns`, `this.a.b`: the last field of the types before it.
    const segs = recv.split('.');
    const last = segs.pop()!;
    for (const cls of this.fieldOwners(p, rec, segs, from)) {
      const ft = this.fieldType(cls, last);
      if (ft) return this.heldBy(ft.path, ft.type, -1, depth);
      if (this.fieldType(cls, `${last}[]`)) return 'array';
    }
    return undefined;
  }

  /** What a variable or field bound to `type` (read in file `p`, inside `from`) holds: a built-in type, or a call's result or element (`f()`, `x[]`) in turn. */
  private heldBy(p: string, type: string, from: number, depth: number): Builtin | undefined {
    const rec = this.files.get(p)!;
    if (type.endsWith(')') || type.endsWith(']')) return this.builtinOf(p, rec, type, from, depth + 1);
    return this.builtinType(p, rec, type, from);
  }

  /** BUILTIN_TYPES' kind of the type name `type` (type arguments dropped), unless the repository defines that name where `p` reads it. */
  private builtinType(p: string, rec: FileRec, type: string, from: number): Builtin | undefined {
    const name = type.replace(/<.*$/s, '');
    const kind = BUILTIN_TYPES.get(name);
    return kind && !this.resolveName(p, rec, name, from, true).length ? kind : undefined;
  }

  /**
   * What a call of `callee` returns, when built in: a function of the
   * repository declaring a collection result (`(): Column[]`), a static
   * function of a global (`Object.keys`) not shadowed by the file, or a
   * standard method of a built-in value (`names.filter(f)`, `s.split(',')`).
   */
  private builtinResult(p: string, rec: FileRec, callee: string, from: number, depth: number): Builtin | undefined {
    const targets = this.calleeTargets(p, rec, callee, from);
    if (targets.length) return targets.every((t) => this.def(t.def).returnsElem !== undefined) ? 'array' : undefined;
    const stat = STATICS.get(callee);
    if (stat) {
      const head = callee.split('.')[0];
      const shadowed = rec.imports.some((x) => x.local === head) || this.bindFor(p, rec, from, head) || this.resolveName(p, rec, head, from).length;
      return shadowed ? undefined : stat;
    }
    const dot = callee.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const kind = this.builtinOf(p, rec, callee.slice(0, dot), from, depth + 1);
    if (!kind) return undefined;
    return kind === 'other' ? 'other' : RESULTS[kind].get(callee.slice(dot + 1));
  }

  /** Class-like types `segs` (`this`, or a variable of declared type, then fields) leads to; empty when a link is unknown. */
  private fieldOwners(p: string, rec: FileRec, segs: string[], from: number): DefRef[] {
    let types: DefRef[] = [];
    if (segs[0] === 'this') {
      const cls = this.enclosingClass(p, rec, from);
      if (cls) types = [cls];
    } else {
      if (rec.imports.some((x) => x.local === segs[0])) return [];
      const bind = this.bindFor(p, rec, from, segs[0]);
      if (!bind) return [];
      types = this.classes(bind.path, bind.type, bind.path === p ? from : -1);
    }
    for (let k = 1; k < segs.length && types.length; k++) {
      const next: DefRef[] = [];
      for (const cls of types) {
        const ft = this.fieldType(cls, segs[k]);
        if (ft) next.push(...this.classes(ft.path, ft.type, -1));
      }
      types = next;
    }
    return types;
  }

  /** Class-like definitions the type name `type` (read in `p`, inside `from`) stands for. */
  private classes(p: string, type: string, from: number): DefRef[] {
    return this.typeDefs(p, this.files.get(p)!, type, from)
      .map((t) => t.def)
      .filter((d) => CLASS_LIKE_KINDS.has(this.def(d).kind));
  }
}
