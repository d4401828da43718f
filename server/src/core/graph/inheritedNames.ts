/**
 * Methods asked for through a class that inherits them (newcomer: typeorm
 * `callers PostgresQueryRunner.getCachedTable` found no symbol, while
 * `BaseQueryRunner.getCachedTable` has 147 callers): `Sub.method` where Sub
 * defines no `method` of its own means the definition a call on a Sub runs,
 * the nearest base's. Looked up by GraphNames findDefinitions after the name
 * as written, its other Unicode form and renaming exports found nothing; the
 * answers (callers, callees, impact, symbol, why) start with the note
 * SymbolItem.inherited.
 */
import type { GraphData } from './graphData';
import type { DefRef } from './graphIndex';
import type { SymbolItem } from './graphNames';
import { CLASS_LIKE_KINDS } from './types';
import { underScope } from './rank';

/**
 * `Sub.method`, `Sub::method`, `Sub#method`, `a.Sub->method`: the qualifier
 * and the last name. Not `Sub.#x`: an ECMAScript private name is its class's
 * own, never looked up through a subclass (nameParts.ts).
 */
const QUALIFIED = /^(.+?)(?:::|(?<=[^.:#])#|\.|->|:)([^:#.]+)$/;

/**
 * The definitions `name` (`Sub.method`) means when its qualifier names a
 * class (`spelled`: findDefinitions of the qualifier as written) without a
 * member of that last name: each such class's member as the language's
 * member lookup finds it through its bases (GraphData memberOf, ≤ 5 deep),
 * as `item` makes it with SymbolItem.inherited set (`PostgresQueryRunner
 * inherits getCachedTable from BaseQueryRunner`), of `opts.kind` and under
 * `opts.path` (a file or folder) when given; each once, by path and line.
 * Empty when the name has no qualifier or none of its classes inherits it.
 */
export function inheritedDefinitions(
  data: GraphData,
  item: (r: DefRef) => SymbolItem,
  spelled: (name: string) => SymbolItem[],
  name: string,
  opts: { kind?: string; path?: string },
): SymbolItem[] {
  const m = QUALIFIED.exec(name.trim());
  if (!m) return [];
  const [, qualifier, bare] = m;
  const inScope = underScope(opts.path);
  const seen = new Set<string>();
  const out: SymbolItem[] = [];
  for (const cls of spelled(qualifier)) {
    if (!CLASS_LIKE_KINDS.has(cls.kind)) continue;
    for (const r of data.memberOf(cls.ref, bare)) {
      const d = data.def(r);
      const key = `${r.path}\0${r.i}`;
      if (seen.has(key) || (r.path === cls.ref.path && d.parent === cls.ref.i)) continue;
      seen.add(key);
      const it = item(r);
      if (opts.kind && it.kind !== opts.kind) continue;
      if (!inScope(it.path)) continue;
      const owner = d.parent >= 0 ? item({ path: r.path, i: d.parent }).name : (d.container ?? it.name.slice(0, -bare.length - 1));
      out.push({ ...it, inherited: `${cls.name} inherits ${bare} from ${owner}` });
    }
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
}
