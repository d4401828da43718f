/**
 * Python variables bound to values of no type known here (newcomer 22: inside
 * a test taking flask's `app` fixture, `lambda app: app.test_client()` or
 * `for app in [a, b]: app.run()` read the fixture). Each such name gets a
 * bind of type UNTYPED (bindPlaces.ts), placed as any rebinding is, which
 * hides a variable of its name where it is in effect (graphTypes bindFor):
 *
 * - a lambda's parameters, in its body (bindPlaces LOOP_DECLARATIONS);
 * - a comprehension's variables (`[app.x() for app in make()]`), in it;
 * - a `for` statement's variables from its header on (its reach is the loop
 *   as for a typed loop variable; after the loop the variable may hold
 *   either, bindPlaces mayAlsoHold);
 * - `with … as app` and `except … as app` targets, from there on.
 *
 * Only where no bind pattern of langPython's query types the name already
 * (`for x in xs` → `xs[]`, `with Session() as s`, `except E as e` → E).
 * A bind that hides nothing (no other bind of its name in its scope or one
 * around it, no import of the name) is dropped (dropIdleUntyped), so that
 * records of files without such shadowing do not grow.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';
import type { FileBuilder } from './fileBuilder';
import { loopStart, UNTYPED } from './bindPlaces';

/** A loop's iterable that langPython's `bind.range` patterns type its variable by (`xs`, `self.items`). */
function typedSource(right: Node | null): boolean {
  if (right?.type === 'identifier') return true;
  return right?.type === 'attribute' && right.childForFieldName('object')?.type === 'identifier' && right.childForFieldName('attribute')?.type === 'identifier';
}

/** Patterns whose names a target binds (`a, (b, *c)`); an attribute or subscript target (`self.x`) binds no local. */
const PATTERNS = new Set(['pattern_list', 'tuple_pattern', 'list_pattern', 'list_splat_pattern', 'as_pattern_target', 'tuple', 'list', 'parenthesized_expression']);

/** The identifiers target `n` binds, in order; `skipDirect`: not those directly in a top-level pattern (a `bind.range.tuple` types them). */
function targetNames(n: Node | null, skipDirect = false, out: Node[] = []): Node[] {
  if (!n) return out;
  if (n.type === 'identifier') {
    out.push(n);
    return out;
  }
  if (!PATTERNS.has(n.type)) return out;
  for (const c of n.namedChildren) {
    if (c && !(skipDirect && c.type === 'identifier')) targetNames(c, false, out);
  }
  return out;
}

/** The names a lambda's parameter list binds (`x`, `k=1`, `*a`, `**kw`). */
function lambdaParams(params: Node): Node[] {
  const out: Node[] = [];
  for (const p of params.namedChildren) {
    if (!p) continue;
    if (p.type === 'identifier') out.push(p);
    else if (p.type === 'default_parameter') {
      const name = p.childForFieldName('name');
      if (name?.type === 'identifier') out.push(name);
    } else if (p.type === 'list_splat_pattern' || p.type === 'dictionary_splat_pattern') {
      const name = p.namedChildren.find((c) => c?.type === 'identifier');
      if (name) out.push(name);
    }
  }
  return out;
}

/**
 * The `locals` hook of Python (LangSpec.locals; captured `lambda`,
 * `for_statement`, `for_in_clause`, `with_item`, `except_clause`): binds each
 * variable `node` binds that langPython's query does not type as UNTYPED
 * (FileBuilder.bindUntyped), in effect from where the file header says.
 */
export function pythonLocals(node: Node, b: FileBuilder): void {
  switch (node.type) {
    case 'lambda': {
      const params = node.childForFieldName('parameters');
      if (params) for (const v of lambdaParams(params)) b.bindUntyped(node, v, params.endIndex);
      return;
    }
    case 'for_statement': {
      const left = node.childForFieldName('left');
      const typed = typedSource(node.childForFieldName('right'));
      // `for x in xs` types x; `for a, b in xs` types a and b (bind.range, bind.range.tuple), not the names nested deeper.
      if (typed && left?.type === 'identifier') return;
      const tuple = typed && (left?.type === 'pattern_list' || left?.type === 'tuple_pattern');
      for (const v of targetNames(left, tuple)) b.bindUntyped(node, v, v.endIndex);
      return;
    }
    case 'for_in_clause': {
      const comp = node.parent;
      const left = node.childForFieldName('left');
      if (!comp || (left?.type === 'identifier' && typedSource(node.childForFieldName('right')))) return;
      for (const v of targetNames(left)) b.bindUntyped(comp, v, loopStart(comp, v));
      return;
    }
    case 'with_item': {
      const as = node.childForFieldName('value');
      if (as?.type !== 'as_pattern') return;
      const target = as.childForFieldName('alias');
      const value = as.namedChild(0);
      const fn = value?.type === 'call' ? value.childForFieldName('function') : null;
      // `with Session() as s`, `with m.Session() as s`: bind.new (pythonWith.ts).
      if ((fn?.type === 'identifier' || fn?.type === 'attribute') && target?.namedChild(0)?.type === 'identifier') return;
      for (const v of targetNames(target)) b.bindUntyped(node, v, node.endIndex);
      return;
    }
    case 'except_clause': {
      const as = node.namedChildren.find((c) => c?.type === 'as_pattern');
      if (!as) return;
      const target = as.childForFieldName('alias');
      const caught = as.namedChild(0);
      // `except E as e`, `except m.E as e`: the query's bind types e.
      if ((caught?.type === 'identifier' || caught?.type === 'attribute') && target?.namedChild(0)?.type === 'identifier') return;
      for (const v of targetNames(target)) b.bindUntyped(as, v, as.endIndex);
      return;
    }
  }
}

/**
 * Drops the UNTYPED binds of `rec` that hide nothing: no other bind of their
 * name in their scope or a scope around it (the module's included), and no
 * `from m import name` of it (moduleBinds). Run after every other bind is
 * made (langPython finish, after pythonFixtures fixtureParams).
 */
export function dropIdleUntyped(rec: FileRec): void {
  if (!rec.binds.some((b) => b.type === UNTYPED)) return;
  const typed = new Set<string>();
  for (const b of rec.binds) if (b.type !== UNTYPED) typed.add(`${b.scope}\u0000${b.name}`);
  const hides = (scope: number, name: string): boolean => {
    for (let s = scope, guard = 0; guard < 50; guard++) {
      if (typed.has(`${s}\u0000${name}`)) return true;
      if (s < 0) return rec.imports.some((x) => x.local === name && x.name !== '*');
      s = rec.defs[s].parent;
    }
    return false;
  };
  rec.binds = rec.binds.filter((b) => b.type !== UNTYPED || hides(b.scope, b.name));
}
