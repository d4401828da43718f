/**
 * Python `with … as x` targets (newcomer 19 #5: requests' `with
 * sessions.Session() as session: return session.request(…)`, the call behind
 * every `requests.get`). The Python data model binds the target to what the
 * context manager's `__enter__` returns (Language Reference, "The with
 * statement"), so the query's bind of x to the class called (bind.new,
 * bind.new.qualified) is rewritten here as that method's result,
 * `Session.__enter__()` / `sessions.Session.__enter__()`, which resolution
 * reads as every call's result (graphTypes typeDefs): an `__enter__`
 * returning `self` or declaring `-> Self` gives the class it is called on,
 * one declaring or returning another type gives that type, and a class with
 * no `__enter__` in the repository (one inherited from outside, or a
 * `contextlib` wrapper) gives the class itself (typeDefs' fallback).
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';

/** The method the `with` statement calls on its context manager. */
export const ENTER = '.__enter__';

/** Rewrites the binds of `with C() as x` / `with m.C() as x` targets in `rec` to `C.__enter__()`, exact no more (what __enter__ returns may be another class). */
export function withTargets(rec: FileRec, root: Node): void {
  for (const item of root.descendantsOfType('with_item')) {
    const as = item?.childForFieldName('value');
    if (as?.type !== 'as_pattern') continue;
    const call = as.namedChild(0);
    const fn = call?.type === 'call' ? call.childForFieldName('function') : null;
    const target = as.childForFieldName('alias')?.namedChild(0);
    if (!fn || (fn.type !== 'identifier' && fn.type !== 'attribute') || target?.type !== 'identifier') continue;
    const written = fn.text.replace(/\s+/g, '');
    const line = item!.startPosition.row + 1;
    let scope = -1;
    rec.defs.forEach((d, i) => {
      if (d.kind !== 'class' && d.line <= line && line <= d.endLine) scope = i;
    });
    for (const b of rec.binds) {
      if (b.scope !== scope || b.name !== target.text || b.type !== written || !b.exact) continue;
      b.type = `${written}${ENTER}()`;
      delete b.exact;
    }
  }
}
