/**
 * TypeScript getter reads through a variable of a known type, in any file
 * (langTsCalls typedReads): `s.size` where `s: Store` is a parameter, or
 * `const st = new Store()`, with Store imported from another file, is a
 * `read` call of `get size()`, as through `this` in Store's own methods.
 * Through a field of the class (`this.store.size`, `private store: Store`)
 * likewise; a write through them (`st.first = 'y'`) calls the setter. Not
 * counted: a plain field of the same class (`s.label = 'x'`), a method named
 * alike passed as a value, a read through a value of unknown type, and a
 * same-named getter of another class.
 */
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'src/store.ts': lines(
    'export class Store {',
    '  private items: string[] = [];',
    '  label = "";',
    '  get size(): number {',
    '    return this.items.length;',
    '  }',
    '  get first(): string {',
    '    return this.items[0];',
    '  }',
    '  set first(v: string) {',
    '    this.items[0] = v;',
    '  }',
    '  localUse(): number {',
    '    return this.size;',
    '  }',
    '}',
    'export function local(s: Store): number {',
    '  return s.size;',
    '}',
  ),
  'src/other.ts': lines(
    'export class Shelf {',
    '  get size(): number {',
    '    return 0;',
    '  }',
    '}',
  ),
  'src/main.ts': lines(
    "import { Store } from './store';",
    "import { Shelf } from './other';",
    '',
    'export function count(s: Store): number {',
    '  return s.size;',
    '}',
    '',
    'export function make(): string {',
    '  const st = new Store();',
    "  st.label = 'x';",
    "  st.first = 'y';",
    '  const f = st.localUse;',
    '  return st.first + f();',
    '}',
    '',
    'export function shelves(sh: Shelf, any: unknown): number {',
    '  return sh.size + (any as { size: number }).size;',
    '}',
  ),
  'src/holder.ts': lines(
    "import { Store } from './store';",
    "import { Shelf } from './other';",
    '',
    'export class Holder {',
    '  private store: Store;',
    '  private made = new Store();',
    '  private loose;',
    '  constructor(private readonly shelf: Shelf) {',
    '    this.store = new Store();',
    '  }',
    '  total(): number {',
    '    return this.store.size + this.made.size + this.shelf.size;',
    '  }',
    '  writes(): void {',
    "    this.store.first = 'x';",
    '    this.made.label = this.loose.size;',
    '  }',
    '}',
  ),
};

describeGraph('TypeScript getter reads through a typed variable, across files', FILES, 'ts-typed-getter-reads', (fx) => {
  it('a read through a parameter or a constructed variable of the class calls its getter', async () => {
    await expectEdges(fx, 'code_callers', {
      'Store.size': ['src/holder.ts:Holder.total:receiver', 'src/main.ts:count:receiver', 'src/store.ts:Store.localUse:receiver', 'src/store.ts:local:receiver'],
      'Shelf.size': ['src/holder.ts:Holder.total:receiver', 'src/main.ts:shelves:receiver'],
    });
  });

  it('a read through a field of the class (declared, constructed, a constructor parameter property) calls its getter', async () => {
    await expectEdges(fx, 'code_callees', {
      'Holder.total': ['src/other.ts:Shelf.size:receiver', 'src/store.ts:Store.size:receiver'],
      // `this.store.first = 'x'`: the setter.
      'Holder.writes': ['src/store.ts:Store.first:receiver'],
    });
  });

  it('a field and a method read as a value are no calls; a write calls the setter', async () => {
    await expectEdges(fx, 'code_callees', {
      // `st.first = 'y'` the setter, `st.first + f()` the getter.
      make: ['src/store.ts:Store.first:receiver', 'src/store.ts:Store.first:receiver', 'src/store.ts:Store:import'],
    });
  });
});
