/**
 * A class's constructor asked for by a name the graph does not define
 * (`Queue.constructor`, `Queue.__init__`, Java `Queue.Queue`; texts issue
 * 3 #2): the classes it names and the constructor each writes, or that its
 * language has none (Go, Rust). Used by the code tools' "no symbol" answers
 * (tools/codePick.ts) and why's note (locator.ts symbolNote).
 */
import type { GraphNames, SymbolItem } from './graphNames';
import { CLASS_NAMED_CONSTRUCTORS, CONSTRUCTORS } from './graphResolve';
import { NO_CONSTRUCTORS, structMakers } from './structMakers';

/**
 * For a name asking for a class's constructor that the graph does not
 * define (`Queue.constructor`, `Queue.__init__`, Java `Queue.Queue`; the
 * last part `constructor` or the constructor name of the class's language:
 * graphResolve CONSTRUCTORS, a Java/C#/Dart/C++ class's own name): each
 * class named by the rest, with the name of the constructor it writes
 * (`Queue2.Queue2` when `Queue2.constructor` was asked) or none when it
 * writes none (the implicit one runs). A Go or Rust struct asked for
 * `.constructor` has none in its language (`none`: `Go`, `Rust`;
 * structMakers.ts): `makers`, the functions making it (`NewQueue`,
 * `Stack.new`). Empty when the name asks for no constructor, names no
 * class, or is defined (texts issue 3 #2).
 */
export function constructorAsked(g: GraphNames, name: string): { cls: SymbolItem; written?: string; none?: string; makers?: SymbolItem[] }[] {
  const m = /^(.+?)(?:\.|#|::|->)([\p{L}\p{Nl}_$][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$]*)$/u.exec(name.trim());
  if (!m || g.findDefinitions(name).length) return [];
  const [, owner, member] = m;
  const out: { cls: SymbolItem; written?: string; none?: string; makers?: SymbolItem[] }[] = [];
  for (const cls of g.findDefinitions(owner, { kind: 'class' })) {
    const lang = g.data.files.get(cls.path)?.lang ?? '';
    const none = NO_CONSTRUCTORS.get(lang);
    if (none) {
      if (member === 'constructor') out.push({ cls, none, makers: structMakers(g.data.files, cls.ref).map((r) => g.item(r)) });
      continue;
    }
    const bare = g.data.def(cls.ref).name;
    const ctor = CLASS_NAMED_CONSTRUCTORS.has(lang) || lang === 'cpp' ? bare : CONSTRUCTORS[lang];
    if (ctor === undefined || (member !== 'constructor' && member !== ctor)) continue;
    const own = g.findDefinitions(`${cls.name}.${ctor}`);
    out.push(own.length ? { cls, written: own[0].name } : { cls });
  }
  return out;
}
