/**
 * Receivers whose type is known from a declaration in the same file, without
 * an annotation at the call: a class field holding a wrapped function, a
 * variable holding a call of a function with a declared return type, a union
 * with `undefined`/`null`, a field assigned from a typed constructor
 * parameter (TypeScript); Go struct fields typed by a package-qualified type;
 * Ruby variables and `@fields` holding `Const.new`. Each with a same-named
 * decoy that must never be a caller.
 */
import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';

describe('code graph: receivers typed by a declaration', () => {
  it('TypeScript: a class field holding a wrapped function is a method holding its calls', async () => {
    const fx = await graphFixture(
      {
        'src/a.ts': [
          "import { g } from './g';",
          'type Fn = (x: number) => number;',
          'export class A {',
          '  f = ((x: number) => g(x)) as Fn;',
          '  h = (function (x: number) { return g(x); }) satisfies Fn;',
          '  plain = 1;',
          '  m() {',
          '    return this.f(1) + this.h(2);',
          '  }',
          '}',
          '',
        ].join('\n'),
        'src/g.ts': 'export function g(x: number): number {\n  return x;\n}\n',
        'src/b.js': [
          "import { g } from './g';",
          'export class B {',
          '  f = ((x) => g(x));',
          '  m() {',
          '    return this.f(1);',
          '  }',
          '}',
          '',
        ].join('\n'),
      },
      'graph-wrapfield',
    );
    assert.equal(((await fx.call('code_symbol', { name: 'A.f' })).structured!.items as { kind: string }[])[0]?.kind, 'method');
    assert.deepEqual(await fx.names('code_callees', { symbol: 'A.f' }), ['src/g.ts:g']);
    assert.deepEqual(await fx.names('code_callees', { symbol: 'A.h' }), ['src/g.ts:g']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'A.f' }), ['src/a.ts:A.m']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'A.h' }), ['src/a.ts:A.m']);
    assert.deepEqual(await fx.names('code_callees', { symbol: 'B.f' }), ['src/g.ts:g']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'B.f' }), ['src/b.js:B.m']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'g' }), ['src/a.ts:A.f', 'src/a.ts:A.h', 'src/b.js:B.f']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'A.plain' }), []);
  });

  it('TypeScript: declared return types, unions with undefined/null, fields from typed constructor parameters', async () => {
    const fx = await graphFixture(
      {
        'src/repo.ts': [
          'export class Repo {',
          '  save(): boolean {',
          '    return true;',
          '  }',
          '}',
          'export function createRepo(): Repo {',
          '  return new Repo();',
          '}',
          'export const makeRepo = (): Repo => new Repo();',
          'export async function openRepo(): Promise<Repo> {',
          '  return new Repo();',
          '}',
          '',
        ].join('\n'),
        'src/decoy.ts': 'export class Repo {\n  save(): boolean {\n    return false;\n  }\n}\nexport function createRepo(): Repo {\n  return new Repo();\n}\n',
        'src/use.ts': [
          "import { Repo, createRepo, makeRepo, openRepo } from './repo';",
          '',
          'export function viaReturn() {',
          '  const r = createRepo();',
          '  return r.save();',
          '}',
          'export function viaArrow() {',
          '  const r = makeRepo();',
          '  return r.save();',
          '}',
          'export async function viaAwait() {',
          '  const r = await openRepo();',
          '  return r.save();',
          '}',
          'export function viaUnion(maybe: Repo | undefined) {',
          '  let x: Repo | null = null;',
          '  x = maybe ?? null;',
          '  return x?.save() && maybe?.save();',
          '}',
          'export class Service {',
          '  constructor(private readonly repo: Repo) {}',
          '  run() {',
          '    return this.repo.save();',
          '  }',
          '}',
          'export class Later {',
          '  private current: Repo | undefined;',
          '  private made = createRepo();',
          '  run() {',
          '    return this.current?.save();',
          '  }',
          '  again() {',
          '    return this.made.save();',
          '  }',
          '}',
          'export function twoClasses(x: Repo | Other, y: Repo & Other) {',
          '  return x.save() || y.save();',
          '}',
          'export function notImported() {',
          '  const r = build();',
          '  return r.save();',
          '}',
          'class Other {',
          '  save(): boolean {',
          '    return false;',
          '  }',
          '}',
          'declare function build(): unknown;',
          'export class Holder {',
          '  repo;',
          '  constructor(repo: Repo) {',
          '    this.repo = repo;',
          '  }',
          '  run() {',
          '    return this.repo.save();',
          '  }',
          '}',
          'export function unknown(other: { save(): boolean }) {',
          '  const s = other;',
          '  return s.save();',
          '}',
          '',
        ].join('\n'),
      },
      'graph-tsrecv',
    );
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.save', path: 'src/repo.ts' }), [
      'src/use.ts:Holder.run',
      'src/use.ts:Later.again',
      'src/use.ts:Later.run',
      'src/use.ts:Service.run',
      'src/use.ts:twoClasses',
      'src/use.ts:viaArrow',
      'src/use.ts:viaAwait',
      'src/use.ts:viaReturn',
      'src/use.ts:viaUnion',
    ]);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.save', path: 'src/decoy.ts' }), []);
    // Two named types in a union: either may run (newcomer 11 #2); an intersection is no guess (y.save() reaches neither: twoClasses's one call is x's).
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Other.save' }), ['src/use.ts:twoClasses']);
    const via = await fx.call('code_callers', { symbol: 'Repo.save', path: 'src/repo.ts' });
    assert.ok((via.structured!.items as { via: string }[]).every((i) => i.via === 'receiver'));
  });

  it('Go: struct fields, parameters and variables typed by a package-qualified type or a function result', async () => {
    const fx = await graphFixture(
      {
        'go.mod': 'module example.com/m\n\ngo 1.22\n',
        'store/repo.go': 'package store\n\ntype Repo struct{}\n\nfunc (r *Repo) Get() int { return 1 }\n\nfunc New() *Repo { return &Repo{} }\n\nfunc Open(path string) (*Repo, error) { return &Repo{}, nil }\n',
        'decoy/repo.go': 'package decoy\n\ntype Repo struct{}\n\nfunc (r *Repo) Get() int { return 2 }\n',
        'svc/svc.go': [
          'package svc',
          '',
          'import (',
          '\t"example.com/m/decoy"',
          '\tst "example.com/m/store"',
          ')',
          '',
          'type S struct {',
          '\trepo  *st.Repo',
          '\tother decoy.Repo',
          '}',
          '',
          'func (s *S) Run() int {',
          '\treturn s.repo.Get()',
          '}',
          '',
          'func Param(r *st.Repo) int {',
          '\treturn r.Get()',
          '}',
          '',
          'func Var() int {',
          '\tvar r st.Repo',
          '\treturn r.Get()',
          '}',
          '',
          'func Literal() int {',
          '\tr := &st.Repo{}',
          '\treturn r.Get()',
          '}',
          '',
          'func (s *S) Other() int {',
          '\treturn s.other.Get()',
          '}',
          '',
          'func Made() int {',
          '\tr := st.New()',
          '\treturn r.Get()',
          '}',
          '',
          'func Opened() int {',
          '\tr, err := st.Open("x")',
          '\tif err != nil {',
          '\t\treturn 0',
          '\t}',
          '\treturn r.Get()',
          '}',
          '',
          'func local() *st.Repo { return st.New() }',
          '',
          'func ViaLocal() int {',
          '\tvar r = local()',
          '\treturn r.Get()',
          '}',
          '',
        ].join('\n'),
      },
      'graph-goqual',
    );
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.Get', path: 'store' }), [
      'svc/svc.go:Literal',
      'svc/svc.go:Made',
      'svc/svc.go:Opened',
      'svc/svc.go:Param',
      'svc/svc.go:S.Run',
      'svc/svc.go:Var',
      'svc/svc.go:ViaLocal',
    ]);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.Get', path: 'decoy' }), ['svc/svc.go:S.Other']);
  });

  it('Ruby: a variable and an @field holding Const.new', async () => {
    const fx = await graphFixture(
      {
        'lib/repo.rb': 'class Repo\n  def save\n  end\nend\n',
        'lib/decoy.rb': 'class Archive\n  def save\n  end\nend\n',
        'lib/store/cache.rb': 'module Store\n  class Cache\n    def fetch\n    end\n  end\nend\n',
        'lib/other_cache.rb': 'class Cache\n  def fetch\n  end\nend\n',
        'lib/svc.rb': [
          'class Svc',
          '  def initialize',
          '    @repo = Repo.new',
          '  end',
          '',
          '  def run',
          '    @repo.save',
          '  end',
          '',
          '  def local',
          '    r = Repo.new',
          '    r.save',
          '  end',
          '',
          '  def cache',
          '    @cache ||= Store::Cache.new',
          '  end',
          '',
          '  def cached',
          '    @cache.fetch',
          '    c = Store::Cache.new',
          '    c.fetch',
          '  end',
          '',
          '  def other',
          '    a = Archive.new',
          '    a.save',
          '  end',
          'end',
          '',
        ].join('\n'),
      },
      'graph-rbrecv',
    );
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.save' }), ['lib/svc.rb:Svc#local', 'lib/svc.rb:Svc#run']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Archive.save' }), ['lib/svc.rb:Svc#other']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Cache.fetch', path: 'lib/store/cache.rb' }), ['lib/svc.rb:Svc#cached']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Cache.fetch', path: 'lib/other_cache.rb' }), []);
    // `Store::Cache.new` constructs the Cache nested in Store, not the top-level one.
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Cache', path: 'lib/store/cache.rb' }), ['lib/svc.rb:Svc#cache', 'lib/svc.rb:Svc#cached']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Cache', path: 'lib/other_cache.rb' }), []);
  });

  it('Python: variables holding a call of a function with a return annotation', async () => {
    const fx = await graphFixture(
      {
        'app/__init__.py': '',
        'app/models.py': [
          'from typing import Optional',
          '',
          'class Repo:',
          '    def save(self):',
          '        return True',
          '',
          'def create_repo() -> Repo:',
          '    return Repo()',
          '',
          'def find_repo() -> Optional[Repo]:',
          '    return None',
          '',
          'def maybe_repo() -> "Repo | None":',
          '    return None',
          '',
          'def plain():',
          '    return Repo()',
          '',
        ].join('\n'),
        'app/decoy.py': 'class Repo:\n    def save(self):\n        return False\n\ndef create_repo() -> Repo:\n    return Repo()\n',
        'app/views.py': [
          'from app.models import create_repo, find_repo, maybe_repo, plain',
          'from app import models',
          '',
          'def direct():',
          '    r = create_repo()',
          '    return r.save()',
          '',
          'def optional():',
          '    r = find_repo()',
          '    return r.save() if r else None',
          '',
          'def quoted():',
          '    r = maybe_repo()',
          '    return r and r.save()',
          '',
          'def qualified():',
          '    r = models.create_repo()',
          '    return r.save()',
          '',
          'def unannotated():',
          '    r = plain()',
          '    return r.save()',
          '',
        ].join('\n'),
      },
      'graph-pyret',
    );
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.save', path: 'app/models.py' }), [
      'app/views.py:direct',
      'app/views.py:optional',
      'app/views.py:qualified',
      'app/views.py:quoted',
    ]);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.save', path: 'app/decoy.py' }), []);
  });
});
