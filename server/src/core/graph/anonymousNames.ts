/**
 * The numbering of anonymous classes, one rule for every language that has
 * them (Java `new T() { … }`, Kotlin `object : T { … }`, PHP `new class
 * (…) { … }`, Ruby `Class.new(Base) do … end`): `$` and the class's number
 * among the anonymous classes of the scope around it, 1 for the first in
 * source order — javac's numbering, which these languages' own runtime names
 * do not give a person to type (kotlinc counts per function, PHP writes
 * `class@anonymous`). Those inside another anonymous class, or inside a
 * scope that numbers its own (a named class; in Ruby a method), are numbered
 * there, while an anonymous class's arguments belong to the scope around it.
 */
import type { Node } from 'web-tree-sitter';

/** What a language's tree says about its anonymous classes. */
export interface AnonymousRules {
  /** Whether `n` is an anonymous class (it takes the next number). */
  isAnonymous(n: Node): boolean;
  /** Whether child `c` of an anonymous class is part of the scope around it (its arguments or supertypes), not of its own body. */
  outerPart(c: Node): boolean;
  /** Whether `n` numbers the anonymous classes inside it itself (a named class), so they are not counted here. */
  ownsNumbering(n: Node): boolean;
}

/** What numbers anonymous classes together: the node types of such scopes, or a test of a node (Ruby's block calls are told apart by their method's name). */
export type ScopeNodes = ReadonlySet<string> | ((n: Node) => boolean);

/**
 * The nearest node above `node` that `scopes` names (a node type in the set,
 * or one the test accepts), or null when none holds it (the file's top
 * level). Also the class around a definition, for the languages whose
 * scopes are their class-like nodes (langKotlin, langScript's PHP).
 */
export function scopeAround(node: Node, scopes: ScopeNodes): Node | null {
  const is = typeof scopes === 'function' ? scopes : (n: Node) => scopes.has(n.type);
  for (let n = node.parent; n; n = n.parent) if (is(n)) return n;
  return null;
}

/**
 * The name of anonymous class `node`: `$` and its number among the
 * anonymous classes of its scope — the nearest node above it that `scopes`
 * names (scopeAround), else the file's root —, 1 for the first in source
 * order, by `rules`.
 */
export function anonymousOrdinal(node: Node, scopes: ScopeNodes, rules: AnonymousRules): string {
  let scope = scopeAround(node, scopes);
  if (!scope) for (scope = node; scope.parent; ) scope = scope.parent;
  let n = 1;
  const visit = (x: Node): boolean => {
    for (const c of x.namedChildren) {
      if (!c) continue;
      if (c.startIndex >= node.startIndex) return true;
      if (rules.isAnonymous(c)) {
        n++;
        for (const a of c.namedChildren) if (a && rules.outerPart(a) && visit(a)) return true;
        continue;
      }
      if (rules.ownsNumbering(c)) continue;
      if (visit(c)) return true;
    }
    return false;
  };
  visit(scope);
  return `$${n}`;
}
