/**
 * The second half of building one file's records (FileBuilder.finish): the
 * pending definitions, calls and binds a language's matches left, and how
 * they are settled — definitions nested and given their containers
 * (nestDefs), each call's and alias's enclosing definition (enclosing), and
 * each type bind's scope, a field's being its class (scopeBinds).
 */
import type { Node } from 'web-tree-sitter';
import type { CallRec, DefKind, DefRec, FileRec } from './types';
import { placeBinds, UNTYPED } from './bindPlaces';
import { definitionParams } from './paramNames';
import { mergeSignatures } from './signatures';

/** A definition while its file is built: its record and its span (UTF-16 indexes). */
export interface PendingDef {
  rec: DefRec;
  start: number;
  end: number;
  /** A const's: the spans (UTF-16 indexes) of functions written in its initializer as a call's arguments, whose code is the const's (FileBuilder.callbackSpan). */
  code?: [number, number][];
}

/** A call while its file is built: its record and the span (UTF-16 indexes) whose enclosing definition makes it. */
export interface PendingCall {
  rec: CallRec;
  start: number;
  end: number;
}

/** A type bind while its file is built (FileBuilder.bind and its kin), placed in a scope by scopeBinds. */
export interface PendingBind {
  field: boolean;
  name: string;
  /** The type name; for a copy (`self.x = x`), the variable whose type is copied. */
  type: string;
  copy: boolean;
  /** The type is a member read off a variable (`c.req` of `const r = c.req`): a callback parameter's rename reaches its head (receivers.ts renameHeads). */
  read?: boolean;
  /** BindRec.exact. */
  exact: boolean;
  start: number;
  end: number;
  /** Offset where the bind takes effect (BindRec.line/col): the binding node's end, a loop variable's own end. */
  at: number;
  /** The binding node, whose enclosing block bounds the bind's reach (bindPlaces placeBinds). */
  node: Node;
}

/** Kinds whose members are a class's (a field bind's scope, `this` in thisAt). */
export const CLASS_LIKE = new Set<DefKind>(['class', 'interface', 'enum']);

/** Nesting: `defs` sorted by start (outer first on ties), each record's `parent` set by a stack pass. */
function nest(defs: PendingDef[]): PendingDef[] {
  const sorted = [...defs].sort((a, b) => a.start - b.start || b.end - a.end);
  const stack: number[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const d = sorted[i];
    while (stack.length && sorted[stack[stack.length - 1]].end < d.end) stack.pop();
    d.rec.parent = stack.length ? stack[stack.length - 1] : -1;
    stack.push(i);
  }
  return sorted;
}

/** Index of the innermost definition in `defs` (sorted by start) containing [start, end), or -1. */
export function enclosing(defs: PendingDef[], start: number, end: number): number {
  let lo = 0;
  let hi = defs.length - 1;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (defs[mid].start <= start) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  let i = best;
  // Plain consts hold values, not code: a call in their initializer belongs to the file's top level; but code in a function
  // handed to a call there (`const upgradeWebSocket = defineWebSocketHelper(async (c) => { … })`) is the const's (newcomer 42 #9).
  while (i >= 0 && (defs[i].end < end || (defs[i].rec.kind === 'const' && !defs[i].code?.some(([a, b]) => a <= start && end <= b)))) i = defs[i].rec.parent;
  return i;
}

/** Nearest class-like definition at or above `i`. */
function enclosingClass(defs: PendingDef[], i: number): number {
  while (i >= 0 && !CLASS_LIKE.has(defs[i].rec.kind)) i = defs[i].rec.parent;
  return i;
}

/**
 * `pending` nested (outer first on ties; each record's `parent` set), with
 * the bodiless method `signatures` merged into the same-named member after
 * them (signatures.ts mergeSignatures) and nested once more without them; a
 * member of a class-like body, a namespace or an object literal held by a
 * const gets its container's name, and a function with a container in a
 * class-like body or at the top level becomes a method.
 */
export function nestDefs(pending: PendingDef[], signatures: Set<PendingDef> | null): PendingDef[] {
  let sorted = nest(pending);
  // Method overloads: nested once more without the signatures merged into the member after them.
  if (signatures && mergeSignatures(sorted, signatures)) sorted = nest(sorted.filter((d) => !signatures.has(d)));
  for (const d of sorted) {
    const p = d.rec.parent;
    const parentClassLike = p >= 0 && CLASS_LIKE.has(sorted[p].rec.kind);
    // A function of a TypeScript namespace is `NS.inner` (and stays a function).
    if ((parentClassLike || (p >= 0 && sorted[p].rec.kind === 'namespace')) && !d.rec.container) d.rec.container = sorted[p].rec.name;
    // A method of an object literal held by a const (`const api = { f() {} }`) is `api.f`.
    else if (p >= 0 && !d.rec.container && d.rec.kind === 'method' && sorted[p].rec.kind === 'const') d.rec.container = sorted[p].rec.name;
    if (d.rec.kind === 'function' && d.rec.container && (parentClassLike || p < 0)) d.rec.kind = 'method';
  }
  return sorted;
}

/**
 * Adds `pending` to `rec.binds`, each in the scope of the innermost definition
 * of `sorted` around it (a field's: its class, `this.x`; none outside a
 * class: dropped). A copy (`self.x = x`) takes the type its variable has in
 * that scope, and its element type (`x[]`) too; without one it is dropped. A
 * local copy (Go `p := c`, not a field) also takes it from a scope around.
 * Then places them (bindPlaces placeBinds, over `src`); in Python, a variable
 * of a function's body named as one of its parameters is placed (its binds
 * take effect where written: before them it holds the parameter's value,
 * pythonFixtures fixtureParams).
 */
export function scopeBinds(rec: FileRec, sorted: PendingDef[], pending: PendingBind[], src: string): void {
  const placing: PendingBind[] = [];
  const binds = [...pending];
  for (let k = 0; k < binds.length; k++) {
    const b = binds[k];
    let scope = enclosing(sorted, b.start, b.end);
    // A Swift computed property's own declared type (`var eventMonitor: (any EventMonitor)? { … }`, a definition of its own:
    // langSwift) is bound where the property is declared, its type's scope, as a stored property's is.
    if (rec.lang === 'swift' && scope >= 0 && sorted[scope].start === b.start && sorted[scope].end === b.end) scope = rec.defs[scope].parent;
    let name = b.name;
    if (b.copy) {
      // A local copy (`p := c`) looks in the scopes around too (a closure's variable copying its function's parameter).
      let at = scope;
      const has = (x: { scope: number; name: string }) => x.scope === at && (x.name === b.type || x.name === `${b.type}[]`);
      while (!b.field && at >= 0 && !rec.binds.some(has)) at = rec.defs[at].parent;
      // A collection parameter's element type (`items: List[Item]`, bound as `items[]`) goes with it: `self.items = items` binds `this.items[]`.
      const elem = rec.binds.find((x) => x.scope === at && x.name === `${b.type}[]`);
      if (elem) binds.push({ ...b, name: `${b.name}[]`, type: elem.type, copy: false });
      // Only a variable with a declared type in this scope (a typed parameter) gives the field a type; one of no type known (UNTYPED) none.
      const from = rec.binds.find((x) => x.scope === at && x.name === b.type);
      if (!from || from.type === UNTYPED) continue;
      b.type = from.type;
    }
    if (b.field) {
      scope = enclosingClass(sorted, scope);
      if (scope < 0) continue;
      name = `this.${name}`;
      // Python `self.x: Foo = Bar()`: one bind `Foo|Bar` (the declared type first), as a variable's two binds read (graphTypes bindFor).
      const prev = rec.binds[rec.binds.length - 1];
      const same = k > 0 && binds[k - 1].field && binds[k - 1].start === b.start && binds[k - 1].end === b.end;
      if (rec.lang === 'python' && same && prev?.scope === scope && prev.name === name) {
        if (!prev.type.split('|').includes(b.type)) prev.type = `${prev.type}|${b.type}`;
        continue;
      }
    }
    rec.binds.push(b.exact ? { scope, name, type: b.type, exact: true } : { scope, name, type: b.type });
    placing.push(b);
  }
  // `def test(app): for app in …`: the parameter's value holds up to the loop (paramNames definitionParams); a parameter's own bind needs no place.
  const rebinds = rec.lang === 'python' ? (b: { scope: number; name: string }, node: Node) => b.scope >= 0 && !node.type.includes('parameter') && definitionParams('python', rec.defs[b.scope]).has(b.name) : undefined;
  placeBinds(rec.binds, placing, src, rec.lang, rec.calls, rebinds);
}
