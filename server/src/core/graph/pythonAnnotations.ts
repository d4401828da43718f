/**
 * What a Python annotation says of a value's class (langPython defExtra,
 * pythonFixtures): one class through `Optional[…]` and `| None`, or the class
 * of each member of a fixed-length tuple.
 */
import type { Node } from 'web-tree-sitter';
import { splitOutside } from '../text';

/** Wrappers whose one argument is the type a value has when it is not None. */
const OPTIONAL = new Set(['Optional', 'typing.Optional']);

/**
 * The class a return annotation names: `Repo`, `models.Repo`, `"Repo"`,
 * `Optional[Repo]`, `Repo | None` (a string annotation is read the same
 * way); else undefined.
 */
export function annotatedClass(text: string): string | undefined {
  let t = text.trim().replace(/^(['"])(.*)\1$/s, '$2').trim();
  const opt = /^([\w.]+)\[(.*)\]$/s.exec(t);
  if (opt && OPTIONAL.has(opt[1])) t = opt[2].trim();
  const parts = t.split('|').map((x) => x.trim()).filter((x) => x !== 'None');
  return parts.length === 1 && /^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/.test(parts[0]) ? parts[0] : undefined;
}

/**
 * The class each member of a fixed-length tuple annotation names:
 * `tuple[str | None, Command | None]` → `['str', 'Command']` (annotatedClass
 * per member, '' where none), `Tuple[…]`, `typing.Tuple[…]` and `t.Tuple[…]` alike, a
 * string annotation read the same way; undefined for any other annotation
 * and for `tuple[X, ...]` (any length: no positions).
 */
export function tupleMembers(text: string): string[] | undefined {
  const t = text.trim().replace(/^(['"])(.*)\1$/s, '$2').trim();
  const m = /^(?:\w+\.)?(?:tuple|Tuple)\[(.*)\]$/s.exec(t);
  if (!m) return undefined;
  const members = splitOutside(m[1], ',', '()[]').map((x) => x.trim());
  if (members.length < 2 || members.includes('...')) return undefined;
  return members.map((x) => annotatedClass(x) ?? '');
}

/**
 * The values of function `node`'s own `return` statements, and of its
 * `yield` expressions when `yields` (what a generator fixture gives), in
 * source order; not those of functions, classes or lambdas nested in it;
 * null for a bare `return` / `yield`.
 */
export function ownReturns(node: Node, yields = false): (Node | null)[] {
  const out: (Node | null)[] = [];
  const walk = (n: Node): void => {
    for (const c of n.namedChildren) {
      if (!c || c.type === 'function_definition' || c.type === 'class_definition' || c.type === 'lambda') continue;
      if (c.type === 'return_statement' || (yields && c.type === 'yield')) out.push(c.namedChildren[0] ?? null);
      else walk(c);
    }
  };
  const body = node.childForFieldName('body');
  if (body) walk(body);
  return out;
}
