/**
 * "Did you mean" for a qualified name with no definition (graphNames
 * nearestSymbols): the asked name and each member's `container` + name are
 * split by the same rules findDefinitions reads names with (nameParts.ts:
 * `::`, `.`, `->`, a separating `#`, PHP's namespace `\`) and compared part
 * by part joined with `.`, so `Acount::deposit`, `Acount.deposit` and
 * `Acount->deposit` all come near `Account::deposit`. When the whole asked
 * name is near no member, its last two parts are compared with a member's
 * class and name (`App\Acount::deposit` → `Account::deposit`: the namespace
 * before the class is left out). The suggestions are the members' display
 * names, as answers print them and findDefinitions takes them back.
 */
import type { DefRef } from './graphIndex';
import { nearestNames } from '../suggest';
import { nameParts } from './nameParts';

/** A member as nearestQualified compares it: its container as recorded (`Account`, `Outer.Inner`), its own name, and where it is. */
export interface MemberName {
  container: string;
  name: string;
  ref: DefRef;
}

/**
 * Up to `limit` display names (`shown`) of `members` nearest to the
 * qualified name `asked` (core/suggest.ts nearestNames on the `.`-joined
 * parts; see the module comment), best first, without repeats. Empty when
 * nothing is close or `asked` has fewer than two parts.
 */
export function nearestQualified(asked: string, members: Iterable<MemberName>, shown: (ref: DefRef) => string, limit = 3): string[] {
  const parts = nameParts(asked);
  if (parts.length < 2) return [];
  const whole = new Map<string, DefRef>();
  const lastTwo = new Map<string, DefRef>();
  for (const m of members) {
    const cparts = nameParts(m.container);
    if (!cparts.length) continue;
    const key = [...cparts, m.name].join('.');
    if (!whole.has(key)) whole.set(key, m.ref);
    const short = `${cparts[cparts.length - 1]}.${m.name}`;
    if (!lastTwo.has(short)) lastTwo.set(short, m.ref);
  }
  let near = nearestNames(parts.join('.'), whole.keys(), limit).map((k) => whole.get(k)!);
  if (!near.length && parts.length > 2) near = nearestNames(parts.slice(-2).join('.'), lastTwo.keys(), limit).map((k) => lastTwo.get(k)!);
  return [...new Set(near.map(shown))].slice(0, limit);
}
