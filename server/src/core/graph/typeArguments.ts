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
