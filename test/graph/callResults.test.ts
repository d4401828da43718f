/**
 * Receivers that are one call's result: `local().save()` where `local`
 * declares its return type (TypeScript `(): Repo`, Python `-> Repo`, Go's
 * first result), and `this.make().save()` / `self.make().save()` /
 * `s.make().Save()` where `make` is a method with a declared return type.
 * Each has a decoy: a same-named function or method returning another class
 * with a same-named method, which must never become the caller's target. A
 * chain of two calls (`a().b().save()`) is typed link by link (more in
 * callChains.test.ts).
 */
import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';

describe('code graph: receivers on call results', () => {
  it('TypeScript: a function and a method of the same class with declared return types, also awaited or asserted non-null', async () => {
    const fx = await graphFixture(
      {
        'src/repo.ts': [
          'export class Repo {',
          '  save(): boolean {',
          '    return true;',
          '  }',
          '  find(): Repo {',
          '    return this;',
          '  }',
          '}',
          'export class Other {',
          '  save(): boolean {',
          '    return false;',
          '  }',
          '}',
          'export function local(_a: number, _b: string): Repo {',
          '  return new Repo();',
          '}',
          'export async function open(): Promise<Repo> {',
          '  return new Repo();',
          '}',
          'export function other(): Other | undefined {',
          '  return new Other();',
          '}',
          '',
        ].join('\n'),
        // The decoy: a same-named function returning the other class, never imported by use.ts.
        'src/decoy.ts': "import { Other } from './repo';\nexport function local(): Other {\n  return new Other();\n}\nexport async function open(): Promise<Other> {\n  return new Other();\n}\n",
        'src/use.ts': [
          "import { local, open, other, Repo, Other } from './repo';",
          'export async function useAwait() {',
          '  (await open()).save();',
          '}',
          'export function useBang() {',
          "  local(3, 'y')!.save();",
          '}',
          'export function useLocal() {',
          '  local(1, "(").save();',
          '}',
          'export function useOther() {',
          '  other()?.save();',
          '}',
          'export function useChain() {',
          '  local(2, "x").find().save();',
          '}',
          'export class Svc {',
          '  repo?: Repo;',
          '  bang() {',
          '    this.repo!.save();',
          '  }',
          '  make(): Repo {',
          '    return new Repo();',
          '  }',
          '  run() {',
          '    this.make().save();',
          '  }',
          '  held() {',
          '    const r = this.make();',
          '    r.save();',
          '  }',
          '}',
          'export class Plain {',
          '  make(): Other {',
          '    return new Other();',
          '  }',
          '  run() {',
          '    this.make().save();',
          '  }',
          '  held() {',
          '    const r = this.make();',
          '    r.save();',
          '  }',
          '}',
          '',
        ].join('\n'),
      },
      'graph-callresult-ts',
    );
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.save' }), ['src/use.ts:Svc.bang', 'src/use.ts:Svc.held', 'src/use.ts:Svc.run', 'src/use.ts:useAwait', 'src/use.ts:useBang', 'src/use.ts:useChain', 'src/use.ts:useLocal']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Other.save' }), ['src/use.ts:Plain.held', 'src/use.ts:Plain.run', 'src/use.ts:useOther']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.find' }), ['src/use.ts:useChain']);
    assert.deepEqual(await fx.names('code_callees', { symbol: 'useChain' }), ['src/repo.ts:Repo.find', 'src/repo.ts:Repo.save', 'src/repo.ts:local']);
  });

  it('Python: `local().save()` by `-> Repo`, `(await fetch()).save()`, `self.make().save()`, `Repo().save()`', async () => {
    const fx = await graphFixture(
      {
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
          'def local() -> "Repo":',
          '    return Repo()',
          '',
          'async def fetch() -> Repo:',
          '    return Repo()',
          '',
        ].join('\n'),
        'app/decoy.py': 'from .models import Other\n\ndef local() -> Other:\n    return Other()\n',
        'app/views.py': [
          'from .models import Repo, Other, local, fetch',
          '',
          'async def use_await():',
          '    (await fetch()).save()',
          '',
          'def use_local():',
          '    local().save()',
          '',
          'def use_ctor():',
          '    Other().save()',
          '',
          'def climb(r):',
          '    # r typed by a call on r itself: answered, not recursed into forever.',
          '    while r:',
          '        r = r.parent()',
          '        r.save()',
          '',
          'class Svc:',
          '    def make(self) -> Repo:',
          '        return Repo()',
          '',
          '    def run(self):',
          '        self.make().save()',
          '',
          '    def held(self):',
          '        r = self.make()',
          '        r.save()',
          '',
          'class Plain:',
          '    def make(self) -> Other:',
          '        return Other()',
          '',
          '    def run(self):',
          '        self.make().save()',
          '',
          '    def held(self):',
          '        r = self.make()',
          '        r.save()',
          '',
        ].join('\n'),
      },
      'graph-callresult-py',
    );
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.save' }), ['app/views.py:Svc.held', 'app/views.py:Svc.run', 'app/views.py:use_await', 'app/views.py:use_local']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Other.save' }), ['app/views.py:Plain.held', 'app/views.py:Plain.run', 'app/views.py:use_ctor']);
    assert.deepEqual(await fx.names('code_callees', { symbol: 'climb' }), []);
  });

  it('Go: a function\'s and a method\'s first result type, also through a package', async () => {
    const fx = await graphFixture(
      {
        'go.mod': 'module example.com/m\n\ngo 1.22\n',
        'store/repo.go': [
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
          'func New() *Repo { return &Repo{} }',
          '',
          'func Open(path string) (*Repo, error) { return &Repo{}, nil }',
          '',
        ].join('\n'),
        // Another package's `local` returns the other type: never seen from svc.
        'decoy/decoy.go': 'package decoy\n\nimport "example.com/m/store"\n\nfunc local() *store.Other { return &store.Other{} }\n',
        'svc/svc.go': [
          'package svc',
          '',
          'import "example.com/m/store"',
          '',
          'func local() *store.Repo { return store.New() }',
          '',
          'func UseLocal() { local().Save() }',
          '',
          'func UsePkg() {',
          '\tstore.New().Save()',
          '}',
          '',
          'type Svc struct{}',
          '',
          'func (s *Svc) make() store.Repo { return store.Repo{} }',
          '',
          'func (s *Svc) Run() { s.make().Save() }',
          '',
          'func (s *Svc) Held() {',
          '\tr := s.make()',
          '\tr.Save()',
          '}',
          '',
          'type Plain struct{}',
          '',
          'func (p *Plain) make() *store.Other { return &store.Other{} }',
          '',
          'func (p *Plain) Run() { p.make().Save() }',
          '',
          'func (p *Plain) Held() {',
          '\tr := p.make()',
          '\tr.Save()',
          '}',
          '',
        ].join('\n'),
      },
      'graph-callresult-go',
    );
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.Save' }), ['svc/svc.go:Svc.Held', 'svc/svc.go:Svc.Run', 'svc/svc.go:UseLocal', 'svc/svc.go:UsePkg']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Other.Save' }), ['svc/svc.go:Plain.Held', 'svc/svc.go:Plain.Run']);
  });
});
