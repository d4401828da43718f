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

/**
 * The name of anonymous class `node` in `scope` (the node whose anonymous
 * classes are numbered together; null: the first, `$1`), by `rules`.
 */
export function anonymousOrdinal(scope: Node | null, node: Node, rules: AnonymousRules): string {
  if (!scope) return '$1';
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
