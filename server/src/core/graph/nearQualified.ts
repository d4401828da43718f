/**
 * "Did you mean" for a qualified name with no definition (graphNames
 * nearestSymbols): the asked name and each member's display name (as
 * answers print it: `Rack::Utils.escape_html`, `MiddlewareDispatcher::$1::handle`,
 * `RackRequestTest#it parses::$1#initialize`) are split by the same rules
 * findDefinitions reads names with (nameParts.ts: `::`, `.`, `->`, a
 * separating `#`, PHP's namespace `\`) and compared part by part joined with
 * `.`, so `Acount::deposit`, `Acount.deposit` and `Acount->deposit` all come
 * near `Account::deposit`. The display name, not the recorded container, is
 * what is compared: an anonymous class's member records only `$1` as its
 * container (a Ruby module's member its innermost module), so
 * `MiddlewareDispatcher::$1::handl` compared with `$1.handle` came near
 * another class's `$1` as often as its own. The asked name's last k parts are
 * compared with each member's last k, k from all of them down to two, the
 * first k with a near member answering: a name written with outer modules
 * or a namespace the display name leaves out, or without those it has, is
 * still near (`App\Acount::deposit` → `Account::deposit`, `Utils.escape_htm`
 * and `Rak::Utils.escape_html` → `Rack::Utils.escape_html`). The suggestions
 * are the display names, which findDefinitions takes back.
 */
import type { DefRef } from './graphIndex';
import { editDistance, nearestNames } from '../suggest';
import { nameParts } from './nameParts';

/** A member as nearestQualified compares it: its own name and where it is (its display name is asked of `shown` only when its name is near the asked one's last part). */
export interface MemberName {
  name: string;
  ref: DefRef;
}

/**
 * Up to `limit` display names (`shown`) of `members` nearest to the
 * qualified name `asked` (core/suggest.ts nearestNames on the `.`-joined
 * parts, the whole name's, then fewer; see the module comment), best first, without repeats. Only members
 * whose own name is within the whole name's tolerance of the asked last
 * part are named (one edit distance each; a display name is built for
 * those only). Empty when nothing is close or `asked` has fewer than two
 * parts.
 */
export function nearestQualified(asked: string, members: Iterable<MemberName>, shown: (ref: DefRef) => string, limit = 3): string[] {
  const parts = nameParts(asked);
  if (parts.length < 2) return [];
  const typed = parts.join('.');
  const last = parts[parts.length - 1].toLowerCase();
  // nearestNames' tolerance for the whole name: a member whose own name is farther from the last part is no nearer whole.
  const tolerance = Math.min(3, Math.max(1, Math.floor(typed.length / 3)));
  // By k: each member's last k parts joined (its whole name among them), the display names bearing them.
  const suffixes = new Map<number, Map<string, string[]>>();
  for (const m of members) {
    if (editDistance(m.name.toLowerCase(), last, tolerance) > tolerance) continue;
    const name = shown(m.ref);
    // The name asked, as written, is no suggestion (findDefinitions did not take it back).
    if (name === asked.trim()) continue;
    const mparts = nameParts(name);
    for (let k = 2; k <= Math.min(mparts.length, parts.length); k++) {
      let keys = suffixes.get(k);
      if (!keys) suffixes.set(k, (keys = new Map()));
      const key = mparts.slice(-k).join('.');
      const names = keys.get(key);
      if (!names) keys.set(key, [name]);
      else if (!names.includes(name)) names.push(name);
    }
  }
  // The whole asked name first, then without its first part, and so on down to its last two.
  for (let k = parts.length; k >= 2; k--) {
    const near = nearestKeys(parts.slice(-k).join('.'), suffixes.get(k) ?? new Map(), limit);
    if (near.length) return near;
  }
  return [];
}

/** The names under the keys of `keys` nearest to `word`, best first, at most `limit`: those under `word` itself first (the same parts spelled otherwise: another separator, or a prefix left out), then nearestNames'. */
function nearestKeys(word: string, keys: Map<string, string[]>, limit: number): string[] {
  const found = [...(keys.get(word) ?? []), ...nearestNames(word, keys.keys(), limit).flatMap((k) => keys.get(k)!)];
  return [...new Set(found)].slice(0, limit);
}
