/**
 * Names a TS/JS function binds for itself, which shadow a module-level value
 * or a required module of the same name inside it (graphResolve receiver
 * calls): `function helper(res) { res.send(1); }` calls the parameter's
 * send, not that of the module's `var res = module.exports = {}` whose
 * members are assigned at the top level (langTsAssigned); `var res =
 * makeOther(); res.send(2)` inside a function, and `function mw2(r) {
 * r.send(); }` beside `var r = require('./m')`, alike (ECMAScript function
 * scopes: parameters and declarations of a function hide the outer binding
 * of their name in its whole body).
 *
 * Read from the records: a definition's parameters from its signature
 * (DefRec.signature, `function helper(res)`, `res.ok = function (a, b)`,
 * `const f = (a, { b }) => …`, `const g = x => …`), its variables from the
 * binds placed in it (BindRec scope ≥ 0). A variable the extraction binds to
 * no type (`var res = a.b`) is not seen, nor a parameter of an anonymous
 * callback inside the function (its calls are the function's).
 */
import type { DefRec, FileRec } from './types';

/** An identifier, as parameter names and receivers are written. */
const NAME = /[A-Za-z_$][\w$]*/g;

/** TS parameter modifiers written before a name (`constructor(private readonly repo: Repo)`). */
const MODIFIERS = new Set(['public', 'private', 'protected', 'readonly', 'override', 'this']);

/**
 * The parameter names in the TS/JS signature `sig` (DefRec.signature): those
 * of the first parenthesised list, each entry's name (`...rest`, `a = 1`,
 * `a?: T`) or every name of a destructuring pattern (`{ a, b: c }` → a, b,
 * c: more than it binds, which only hides more), or the one name of an
 * arrow without parentheses (`x => …`); [] when `sig` is absent or has none.
 */
export function signatureParams(sig: string | undefined): string[] {
  if (!sig) return [];
  const bare = /=\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*=>/.exec(sig);
  const open = sig.indexOf('(');
  if (bare && (open < 0 || open > bare.index)) return [bare[1]];
  if (open < 0) return [];
  const out: string[] = [];
  let depth = 0;
  let entry = '';
  const flush = (): void => {
    const e = entry.trim().replace(/^\.\.\./, '');
    entry = '';
    if (/^[{[]/.test(e)) {
      // A destructuring pattern: the names before its closing bracket, not its type or default.
      const close = e.charAt(0) === '{' ? '}' : ']';
      out.push(...(e.slice(1, e.lastIndexOf(close) < 0 ? undefined : e.lastIndexOf(close)).match(NAME) ?? []));
      return;
    }
    for (const w of e.match(NAME) ?? []) {
      if (MODIFIERS.has(w)) continue;
      out.push(w);
      return;
    }
  };
  for (let i = open + 1; i < sig.length; i++) {
    const c = sig.charAt(i);
    if (c === '(' || c === '[' || c === '{' || c === '<') depth++;
    else if (c === ']' || c === '}' || c === '>') depth--;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    } else if (c === ',' && depth === 0) {
      flush();
      continue;
    }
    // `=>` of a function type inside a parameter's type is no closing angle bracket.
    if (c === '>' && sig.charAt(i - 1) === '=') depth++;
    entry += c;
  }
  flush();
  return out;
}

/** Parameter names of each definition asked about (signatureParams of its signature), kept while the record lives. */
const PARAMS = new WeakMap<DefRec, string[]>();

/** signatureParams of `d`'s signature, read once per definition. */
function paramsOf(d: DefRec): string[] {
  let out = PARAMS.get(d);
  if (!out) PARAMS.set(d, (out = signatureParams(d.signature)));
  return out;
}

/** Whether definition `d`'s signature starts a parameter list: a function's or a method's, a const's holding a function (`const f = (a) => …`), never a test's call `it('…', () => …)` nor a const's value `createApp(x)`. */
function takesParams(d: DefRec): boolean {
  return d.kind === 'function' || d.kind === 'method' || (d.kind === 'const' && /=>|\bfunction\b/.test(d.signature ?? ''));
}

/**
 * Whether `name`, written inside definition `from` of TS/JS file `rec`, is
 * a parameter or a variable of that definition or of one around it (see the
 * file header): there it is not the module-level value nor the required
 * module of that name. False at the top level (`from` -1).
 */
export function shadowedLocally(rec: FileRec, from: number, name: string): boolean {
  for (let i = from, guard = 0; i >= 0 && guard < 64; guard++) {
    const d = rec.defs[i];
    if (!d) return false;
    if (takesParams(d) && paramsOf(d).includes(name)) return true;
    i = d.parent;
  }
  if (from < 0) return false;
  const chain = new Set<number>();
  for (let i = from, guard = 0; i >= 0 && guard < 64; guard++) {
    chain.add(i);
    i = rec.defs[i]?.parent ?? -1;
  }
  return rec.binds.some((b) => b.name === name && b.scope >= 0 && chain.has(b.scope));
}
