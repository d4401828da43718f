/**
 * TypeScript/JavaScript chains of calls typed link by link by declared return
 * types (`repo.open().store().load()`, `openRepo().open().save()`, `new
 * Repo().open()`, `(x as Repo).open()`, a variable holding a chain; Go's
 * `store.Open(p).Repo().Save()` and `r := …Repo()`, Python's alike) and calls with type arguments
 * (`f<T>(x)`, `obj.m<T>()`, `new Box<T>()`), which must resolve as their
 * plain forms do. The decoys: a class with the same method names reached by
 * the same chain shape from another type, and a same-named function in a
 * file the caller does not import.
 */
import * as assert from 'node:assert/strict';
import { expectEdges, graphFixture } from './helpers';

const REPO = [
  'export class Store {',
  '  load(): number {',
  '    return 1;',
  '  }',
  '  save(): void {}',
  '}',
  'export class Session {',
  '  store(): Store {',
  '    return new Store();',
  '  }',
  '  close(): void {}',
  '}',
  'export class Repo {',
  '  open(): Session {',
  '    return new Session();',
  '  }',
  '  find(): Repo | undefined {',
  '    return this;',
  '  }',
  '}',
  'export class Box<T> {',
  '  constructor(readonly item: T) {}',
  '  unwrap<U = Repo>(): Repo {',
  '    return new Repo();',
  '  }',
  '}',
  'export function openRepo(): Repo {',
  '  return new Repo();',
  '}',
  'export async function fetchRepo(): Promise<Repo> {',
  '  return new Repo();',
  '}',
  'export function wrap<T>(item: T): Box<T> {',
  '  return new Box<T>(item);',
  '}',
  '',
].join('\n');

/** The same method names on other classes: never a target of a chain that starts at Repo. */
const OTHER = [
  'export class OtherStore {',
  '  load(): number {',
  '    return 2;',
  '  }',
  '  save(): void {}',
  '}',
  'export class OtherSession {',
  '  store(): OtherStore {',
  '    return new OtherStore();',
  '  }',
  '}',
  'export class Other {',
  '  open(): OtherSession {',
  '    return new OtherSession();',
  '  }',
  '}',
  '/** Same name as repo.ts\'s openRepo, returning the other class; use.ts does not import it. */',
  'export function openRepo(): Other {',
  '  return new Other();',
  '}',
  '',
].join('\n');

const USE = [
  "import { Repo, Box, openRepo, fetchRepo, wrap } from './repo';",
  "import { Other } from './other';",
  'export function three(repo: Repo) {',
  '  repo.open().store().load();',
  '}',
  'export function fromFunction() {',
  '  openRepo().open().store().save();',
  '}',
  'export function fromNew() {',
  '  new Repo().open().close();',
  '}',
  'export function fromCast(x: unknown) {',
  '  (x as unknown as Repo).open().close();',
  '}',
  'export async function awaited() {',
  '  (await fetchRepo()).open().store().load();',
  '}',
  'export function held(repo: Repo) {',
  '  const s = repo.open().store();',
  '  s.save();',
  '}',
  'export function multiline(repo: Repo) {',
  '  repo',
  '    .find()',
  "    ?.open()!",
  '    .store()',
  '    .load();',
  '}',
  'export function decoy(other: Other) {',
  '  other.open().store().load();',
  '  new Other().open().store().save();',
  '}',
  'export function generic() {',
  '  wrap<number>(1).unwrap<Repo>().open().store().load();',
  '  const b = new Box<string>("x");',
  '  b.unwrap<Repo>();',
  '}',
  'export function plain() {',
  '  wrap(1).unwrap().open().store().load();',
  '  const b = new Box("x");',
  '  b.unwrap();',
  '}',
  '',
].join('\n');

describe('code graph: chains of calls (TypeScript, JavaScript, Go, Python) and calls with type arguments', () => {
  it('types each link of a chain by its callee\'s declared return type, never reaching the decoy classes', async () => {
    const fx = await graphFixture({ 'src/repo.ts': REPO, 'src/other.ts': OTHER, 'src/use.ts': USE }, 'graph-chains-ts');
    await expectEdges(fx, 'code_callers', {
      'Store.load': ['src/use.ts:awaited:receiver', 'src/use.ts:generic:receiver', 'src/use.ts:multiline:receiver', 'src/use.ts:plain:receiver', 'src/use.ts:three:receiver'],
      'Store.save': ['src/use.ts:fromFunction:receiver', 'src/use.ts:held:receiver'],
      'Session.close': ['src/use.ts:fromCast:receiver', 'src/use.ts:fromNew:receiver'],
      'Session.store': [
        'src/use.ts:awaited:receiver',
        'src/use.ts:fromFunction:receiver',
        'src/use.ts:generic:receiver',
        'src/use.ts:held:receiver',
        'src/use.ts:multiline:receiver',
        'src/use.ts:plain:receiver',
        'src/use.ts:three:receiver',
      ],
      'OtherStore.load': ['src/use.ts:decoy:receiver'],
      'OtherStore.save': ['src/use.ts:decoy:receiver'],
    });
    await expectEdges(fx, 'code_callees', {
      'three @ src/use.ts': ['src/repo.ts:Repo.open:receiver', 'src/repo.ts:Session.store:receiver', 'src/repo.ts:Store.load:receiver'],
      'fromNew @ src/use.ts': ['src/repo.ts:Repo.open:receiver', 'src/repo.ts:Repo:import', 'src/repo.ts:Session.close:receiver'],
      'decoy @ src/use.ts': ['src/other.ts:Other.open:receiver', 'src/other.ts:Other:import', 'src/other.ts:OtherSession.store:receiver', 'src/other.ts:OtherStore.load:receiver', 'src/other.ts:OtherStore.save:receiver'],
    });
  });

  it('resolves `f<T>(x)`, `obj.m<T>()` and `new Box<T>()` exactly as `f(x)`, `obj.m()` and `new Box()`', async () => {
    const fx = await graphFixture({ 'src/repo.ts': REPO, 'src/other.ts': OTHER, 'src/use.ts': USE }, 'graph-generics-ts');
    const generic = await fx.call('code_callees', { symbol: 'generic', path: 'src/use.ts' });
    const plain = await fx.call('code_callees', { symbol: 'plain', path: 'src/use.ts' });
    const items = (r: typeof plain) => (r.structured!.items as { path: string; name: string; via: string }[]).map((i) => `${i.path}:${i.name}:${i.via}`).sort();
    assert.deepEqual(items(generic), items(plain));
    assert.deepEqual(items(plain), [
      'src/repo.ts:Box.unwrap:receiver',
      'src/repo.ts:Box:import',
      'src/repo.ts:Repo.open:receiver',
      'src/repo.ts:Session.store:receiver',
      'src/repo.ts:Store.load:receiver',
      'src/repo.ts:wrap:import',
    ]);
    await expectEdges(fx, 'code_callers', {
      wrap: ['src/use.ts:generic:import', 'src/use.ts:plain:import'],
      'Box.unwrap': ['src/use.ts:generic:receiver', 'src/use.ts:plain:receiver'],
    });
  });

  it('Go and Python: chains as receivers and in variables, typed link by link; the decoy type is never reached', async () => {
    const fx = await graphFixture(
      {
        'go.mod': 'module example.com/m\n\ngo 1.22\n',
        'store/store.go': [
          'package store',
          '',
          'type Repo struct{}',
          '',
          'func (r *Repo) Save() bool { return true }',
          '',
          'type Other struct{}',
          '',
          'func (o *Other) Save() bool { return false }',
          '',
          'type Session struct{}',
          '',
          'func (s *Session) Repo() *Repo   { return &Repo{} }',
          'func (s *Session) Other() *Other { return &Other{} }',
          '',
          'func Open(path string) *Session { return &Session{} }',
          '',
        ].join('\n'),
        'svc/svc.go': [
          'package svc',
          '',
          'import "example.com/m/store"',
          '',
          'func Inline() { store.Open("a").Repo().Save() }',
          '',
          'func Held() {',
          '\tr := store.Open("b").Repo()',
          '\tr.Save()',
          '\tvar o = store.Open("c").Other()',
          '\to.Save()',
          '}',
          '',
        ].join('\n'),
        'app/__init__.py': '',
        'app/models.py': [
          'class Repo:',
          '    def save(self):',
          '        return True',
          '',
          'class Other:',
          '    def save(self):',
          '        return False',
          '',
          'class Session:',
          '    def repo(self, name) -> Repo:',
          '        return Repo()',
          '',
          '    def other(self) -> Other:',
          '        return Other()',
          '',
          'def connect(url=None) -> Session:',
          '    return Session()',
          '',
        ].join('\n'),
        'app/views.py': [
          'from .models import connect',
          '',
          'def inline():',
          '    connect().repo("x").save()',
          '',
          'def held():',
          '    r = connect("db").repo("y")',
          '    r.save()',
          '    o = connect(url="(").other()',
          '    o.save()',
          '',
        ].join('\n'),
      },
      'graph-chains-go-py',
    );
    await expectEdges(fx, 'code_callers', {
      'Repo.Save': ['svc/svc.go:Held:receiver', 'svc/svc.go:Inline:receiver'],
      'Other.Save': ['svc/svc.go:Held:receiver'],
      'Repo.save': ['app/views.py:held:receiver', 'app/views.py:inline:receiver'],
      'Other.save': ['app/views.py:held:receiver'],
    });
  });

  it('TSX and JavaScript: the same chains, generic calls in .tsx, `new X().m()` in .js', async () => {
    const fx = await graphFixture(
      {
        'src/repo.ts': REPO,
        'src/view.tsx': [
          "import { Repo, wrap } from './repo';",
          'export function View(props: { repo: Repo }) {',
          '  wrap<number>(1).unwrap().open().store().load();',
          '  props.repo.open().close();',
          '  return <div>{String(new Repo().open().store().load())}</div>;',
          '}',
          '',
        ].join('\n'),
        'lib/cart.js': [
          'class Line {',
          '  total() {',
          '    return 1;',
          '  }',
          '}',
          'class Cart {',
          '  line() {',
          '    return new Line();',
          '  }',
          '}',
          '/** A decoy with the same method name. */',
          'class Invoice {',
          '  total() {',
          '    return 2;',
          '  }',
          '}',
          'function checkout() {',
          '  return new Cart().line();',
          '}',
          'module.exports = { checkout, Invoice };',
          '',
        ].join('\n'),
      },
      'graph-chains-tsx-js',
    );
    await expectEdges(fx, 'code_callers', {
      'Store.load': ['src/view.tsx:View:receiver'],
      wrap: ['src/view.tsx:View:import'],
      'Cart.line': ['lib/cart.js:checkout:receiver'],
      'Invoice.total': [],
    });
  });
});
