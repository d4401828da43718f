/**
 * Standard-library methods of declared collections the graph models by name
 * (graphElements collectionMethod: only when the callee resolves to
 * nothing): those giving one element and those giving the same elements,
 * for TypeScript/JavaScript (and the languages without their own list) and
 * for Java and Kotlin, and for C#.
 */

/** Standard-library methods giving one element of a declared Array, Map or Set (`m.get(k)!.m()`, `list.at(0)?.m()`, `find`, `pop`, `shift`). */
export const ELEMENT_GETTERS: ReadonlySet<string> = new Set(['get', 'at', 'find', 'findLast', 'pop', 'shift']);
/** Standard-library methods giving a collection of the same elements (`for (const r of repos.filter(f))`). */
export const SAME_COLLECTION: ReadonlySet<string> = new Set(['filter', 'slice', 'values', 'sort', 'reverse', 'concat', 'toSorted', 'toReversed']);
/**
 * Java's and Kotlin's methods giving one element of a declared collection, map (its value) or Optional (the Java SE API:
 * `List.get`, `getFirst`/`getLast` (SequencedCollection), `Deque.peek…`/`poll…`/`pop`/`remove…`, `Queue.element`,
 * `SortedSet.first`/`last`, `Iterator.next`, `Optional.get`/`orElse`/`orElseThrow`, `Map.get`/`getOrDefault`; Kotlin's
 * `first`, `last`, `…OrNull`, `single`, `elementAt`, `getOrNull`, `random`). Each gives the element type whatever overload
 * is called (`remove(int)` of a List, `remove(k)` of a Map), or a value the chain could not call a method on.
 */
export const JVM_ELEMENT_GETTERS: ReadonlySet<string> = new Set(
  'get find findLast getFirst getLast peek peekFirst peekLast poll pollFirst pollLast pop element remove removeFirst removeLast first last next previous orElse orElseThrow orElseGet getOrDefault firstOrNull lastOrNull single singleOrNull elementAt elementAtOrNull getOrNull getOrElse random randomOrNull'.split(' '),
);
/**
 * Java's and Kotlin's methods giving the same elements (`iterator()`, `listIterator()`, `subList`, a Map's `values()`, a
 * Stream's `filter`/`sorted`/`distinct`/`limit`/`skip`, `stream()`, `findFirst`/`findAny` (an Optional of one), Kotlin's
 * `filter`, `sorted…`, `reversed`, `take`, `drop`, `distinct`, `toList`, `toMutableList`, `asSequence`, `filterNotNull`).
 */
export const JVM_SAME_COLLECTION: ReadonlySet<string> = new Set(
  'iterator listIterator descendingIterator subList slice values stream filter sorted distinct limit skip findFirst findAny reversed sortedBy sortedByDescending sortedWith take takeLast drop dropLast toList toMutableList toSet toMutableSet asSequence asIterable filterNotNull filterNot'.split(' '),
);
/**
 * C#'s methods giving one element of a declared collection (.NET API: LINQ's `Enumerable.First`/`Last`/`Single`/`ElementAt`
 * and their `…OrDefault`, `MinBy`/`MaxBy`; `List<T>.Find`/`FindLast`, `Queue<T>.Dequeue`/`Peek`, `Stack<T>.Pop`/`Peek`).
 */
export const CS_ELEMENT_GETTERS: ReadonlySet<string> = new Set(
  'First FirstOrDefault Last LastOrDefault Single SingleOrDefault ElementAt ElementAtOrDefault MinBy MaxBy Find FindLast Dequeue Peek Pop'.split(' '),
);
/**
 * C#'s methods giving the same elements (LINQ's `Where`, `OrderBy…`, `ThenBy…`, `Skip…`, `Take…`, `Distinct…`, `Reverse`,
 * `Concat`, `Append`, `Prepend`, `AsEnumerable`, `ToList`, `ToArray`, `ToHashSet`; `List<T>.FindAll`,
 * `GetRange`, `AsReadOnly`).
 */
export const CS_SAME_COLLECTION: ReadonlySet<string> = new Set(
  'Where OrderBy OrderByDescending ThenBy ThenByDescending Skip SkipWhile SkipLast Take TakeWhile TakeLast Distinct DistinctBy Reverse Concat Append Prepend AsEnumerable ToList ToArray ToHashSet FindAll GetRange AsReadOnly'.split(' '),
);
const JVM = new Set(['java', 'kotlin']);
/** The element getters of `lang`'s collections: JVM_ELEMENT_GETTERS for Java and Kotlin, CS_ELEMENT_GETTERS for C#, else ELEMENT_GETTERS. */
export function elementGetters(lang: string): ReadonlySet<string> {
  return JVM.has(lang) ? JVM_ELEMENT_GETTERS : lang === 'csharp' ? CS_ELEMENT_GETTERS : ELEMENT_GETTERS;
}
/** The methods of `lang`'s collections giving the same elements: JVM_SAME_COLLECTION for Java and Kotlin, CS_SAME_COLLECTION for C#, else SAME_COLLECTION. */
export function sameCollection(lang: string): ReadonlySet<string> {
  return JVM.has(lang) ? JVM_SAME_COLLECTION : lang === 'csharp' ? CS_SAME_COLLECTION : SAME_COLLECTION;
}
