/**
 * Type arguments taken out of a written type or scope name, which name no
 * scope of their own: C++ `a::Box<std::vector<int>>::make` is `a::Box::make`,
 * `SkipList<Key, Comparator>::Iterator` is `SkipList::Iterator`.
 */

/** `name` without its balanced `<…>` groups, innermost first; an unbalanced `<` (`a < b`) is left as written. */
export function stripTypeArguments(name: string): string {
  let r = name;
  while (r.includes('<')) {
    const next = r.replace(/<[^<>]*>/g, '');
    if (next === r) break;
    r = next;
  }
  return r;
}

/**
 * The type a Kotlin `typealias Car = Engine` or Swift `typealias Rotor = Motor` declaration (`node`) stands for: its
 * last `user_type` child as written without type arguments or optionality (`Map<String, Int>` → `Map`, `a.b.Engine?` →
 * `a.b.Engine`); undefined for a function type (`(Int) -> Unit`), a tuple or anything else.
 */
export function aliasedTypeName(node: { namedChildren: ({ type: string; text: string } | null)[] }): string | undefined {
  const t = node.namedChildren.filter((c) => c?.type === 'user_type').pop();
  const head = t ? stripTypeArguments(t.text).replace(/\?$/, '').replace(/\s+/g, '') : '';
  return /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/.test(head) ? head : undefined;
}
