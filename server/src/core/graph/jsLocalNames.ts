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
 * (paramNames definitionParams, `function helper(res)`, `res.ok = function (a, b)`,
 * `const f = (a, { b }) => …`, `const g = x => …`), its variables from the
 * binds placed in it (BindRec scope ≥ 0): a variable whose value gives no
 * type (`var res = a.b`, `let res`) is bound to the unknown type `?` when it
 * bears a module-level name and is a call receiver (langTsDecls
 * unknownLocals). A parameter of an anonymous callback inside the function
 * is not seen (its calls are the function's).
 */
import { definitionParams } from './paramNames';
import type { FileRec } from './types';

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
    if (definitionParams(rec.lang, d).has(name)) return true;
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
