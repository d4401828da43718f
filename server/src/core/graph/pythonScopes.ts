/**
 * Python `global x` / `nonlocal x` inside a function (The Python Language
 * Reference, "The global statement", "The nonlocal statement"): the names
 * listed are not the function's locals, so what the function binds them to
 * is a bind of the module's variable (`global`) or of the enclosing
 * function's (`nonlocal`). `def init(): global app; app = create_app()` then
 * `def serve(): app.run()` reads the app `create_app` returns; before, the
 * bind stayed in `init` and hid nothing but itself.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';
import { innermostDef } from './sourceLines';
import { UNTYPED } from './bindPlaces';

/** Definition kinds that open a Python function scope (a class body is no enclosing scope for `nonlocal`). */
const FUNCTION_KINDS = new Set(['function', 'method', 'test']);

/**
 * Moves the binds of names a function declares `global` to the module
 * (scope -1) and of names it declares `nonlocal` to the nearest enclosing
 * function, without their places (they no longer follow the function's
 * lines); binds of no known type (pythonLocals' UNTYPED) there are dropped
 * rather than moved, so a loop variable does not hide the module's typed
 * variable everywhere. Run in langPython's finish, before dropIdleUntyped.
 */
export function declaredOuterNames(rec: FileRec, root: Node): void {
  const moved = new Map<string, number>();
  for (const st of root.descendantsOfType(['global_statement', 'nonlocal_statement'])) {
    if (!st) continue;
    const f = innermostDef(rec.defs, st.startPosition.row + 1, st.startPosition.column);
    if (f < 0 || !FUNCTION_KINDS.has(rec.defs[f].kind)) continue;
    let to = -1;
    if (st.type === 'nonlocal_statement') {
      to = rec.defs[f].parent;
      while (to >= 0 && !FUNCTION_KINDS.has(rec.defs[to].kind)) to = rec.defs[to].parent;
      if (to < 0) continue;
    }
    for (const n of st.namedChildren) if (n?.type === 'identifier') moved.set(`${f}\u0000${n.text}`, to);
  }
  if (!moved.size) return;
  rec.binds = rec.binds.filter((b) => {
    const to = moved.get(`${b.scope}\u0000${b.name}`);
    if (to === undefined) return true;
    if (b.type === UNTYPED) return false;
    b.scope = to;
    delete b.line;
    delete b.col;
    delete b.endLine;
    delete b.endCol;
    delete b.declares;
    delete b.ifEndLine;
    delete b.ifEndCol;
    return true;
  });
}
