/**
 * Of several same-named definitions of one file in one scope, the one a bare name means by where it is
 * written, for languages whose definitions the graph keeps in a scope wider than the block they are
 * written in: Lua's `local function foo` in two `do … end` blocks (Lua 5.4 manual §3.5: a local is
 * visible from its declaration to the end of its block; a later assignment rebinds a global), Dart's
 * local functions in sibling closures (`group('a', () { config() {…} … })`). Test scripts define the same
 * name over and over (newcomers 31 #1 and 32).
 */
import type { FileRec } from './types';
import type { Target } from './graphIndex';

/** Languages whose same-named definitions in one scope are told apart by place. */
export const BY_PLACE = new Set(['lua', 'dart']);

/**
 * Of `named` (what a bare name written at 1-based `line` of file `p` resolves to), when all are definitions of
 * that file with one parent and there are several: the last one written before `line`. None written before:
 * none, at the top level (code there runs in order, so a later definition is not yet made), else all of them
 * (a function's body may run after a later definition). Any other `named` is returned as is.
 */
export function nearestDefinition(p: string, rec: FileRec, named: Target[], line: number, from: number): Target[] {
  if (!BY_PLACE.has(rec.lang)) return named;
  const here = named.filter((t) => t.def.path === p);
  if (here.length !== named.length || !here.length || new Set(here.map((t) => rec.defs[t.def.i].parent)).size !== 1) return named;
  let best: Target | undefined;
  for (const t of here) if (rec.defs[t.def.i].line <= line && (!best || rec.defs[t.def.i].line > rec.defs[best.def.i].line)) best = t;
  if (best) return here.length > 1 ? [best] : named;
  return from < 0 && rec.lang === 'lua' ? [] : named;
}
