/**
 * Calls of TS/JS function-valued fields: `this.handler(c)` where the class
 * initialises its field with a named function of the repository —
 * `handler: Handler = defaultHandler`, `#notFoundHandler = notFoundHandler`,
 * or `this.handler = defaultHandler` in one of its methods (the extraction
 * records each as a value alias named `this.handler`, FileRec.aliases; langTsWalk
 * onField, langTsDecls onAssignment). The call goes to that function (a
 * function declaration or a const holding an arrow / function expression),
 * through the field: via `receiver`, as a method called on `this` is. A
 * field initialised with anything else (a parameter, a local, a call's
 * result, an inline arrow) resolves to nothing here. GraphResolve asks only
 * after the class and its bases have no member of that name.
 */
import type { DefRef, Target } from './graphIndex';
import type { DefRec, FileRec } from './types';

/** Languages whose fields hold functions called as `this.f()` this way. */
export const FIELD_FUNCTION_LANGS: ReadonlySet<string> = new Set(['typescript', 'tsx', 'javascript']);

/** What fieldFunctions reads of the graph (GraphResolve passes its own methods). */
export interface FieldFunctionGraph {
  file(path: string): FileRec | undefined;
  def(r: DefRef): DefRec;
  /** Direct bases of class `cls` (GraphMembers bases). */
  bases(cls: DefRef): DefRef[];
  /** What the value `of`, written in `path` inside definition `from`, names (GraphScope aliasTargets). */
  aliasTargets(path: string, rec: FileRec, of: string, from: number): Target[];
}

/** Whether `name` is one of the parameters in signature `sig` (`constructor(handler: Handler)`): a parameter, not the function of that name. */
function isParameter(sig: string | undefined, name: string): boolean {
  const open = sig?.indexOf('(') ?? -1;
  if (open < 0) return false;
  return new RegExp(`[(,{\\s]\\.{0,3}${name.replace(/\$/g, '\\$')}\\s*[?:=,)]`).test(sig!.slice(open));
}

/**
 * The functions field `name` (`handler`, `#notFoundHandler`) of class `cls`
 * — or of a base, nearest first (≤ 5 deep) — is initialised with, via
 * `receiver`; [] when none is a named top-level function of the repository.
 */
export function fieldFunctions(g: FieldFunctionGraph, cls: DefRef, name: string, depth = 0): Target[] {
  const rec = g.file(cls.path);
  if (!rec || depth > 5) return [];
  const written = `this.${name}`;
  const out: Target[] = [];
  for (const a of rec.aliases ?? []) {
    if (a.name !== written || a.scope < 0) continue;
    // Written in the class body (a field's initialiser) or in one of its methods (`this.handler = …`).
    const inMethod = a.scope !== cls.i;
    if (inMethod && rec.defs[a.scope].parent !== cls.i) continue;
    if (inMethod && isParameter(rec.defs[a.scope].signature, a.of)) continue;
    for (const t of g.aliasTargets(cls.path, rec, a.of, a.scope)) {
      const d = g.def(t.def);
      // `this.onClose = this.close.bind(this)` (AliasRec.bound): a method too.
      if (!(d.kind === 'function' && d.parent < 0) && !(a.bound && d.kind === 'method')) continue;
      if (!out.some((o) => o.def.path === t.def.path && o.def.i === t.def.i)) out.push({ def: t.def, via: 'receiver' });
    }
  }
  if (out.length) return out;
  for (const b of g.bases(cls)) {
    const hit = fieldFunctions(g, b, name, depth + 1);
    if (hit.length) return hit;
  }
  return out;
}
