/**
 * Go `range` over a call's result: `for _, r := range st.List()` where
 * `List` returns `[]*Repo` types `r` as a Repo (also a package function,
 * a map result, a chain `store.New().List()`, and a variable holding the
 * result, `repos := st.List(); range repos`). Decoys: `Other.Open` in the
 * same package (reached only through `Others() []Other`) and a `Repo.Open`
 * in another package.
 */
import { expectEdges, graphFixture } from './helpers';

const STORE = [
  'package store',
  '',
  'type Repo struct{}',
  '',
  'func (r *Repo) Open() error { return nil }',
  '',
  'type Other struct{}',
  '',
  'func (o Other) Open() error { return nil }',
  '',
  'type Store struct{}',
  '',
  'func New() *Store { return &Store{} }',
  '',
  'func (s *Store) List() []*Repo { return nil }',
  '',
  'func (s *Store) Others() []Other { return nil }',
  '',
  'func All(prefix string) []*Repo { return nil }',
  '',
  'func Index() map[string]*Repo { return nil }',
  '',
].join('\n');

const SVC = [
  'package svc',
  '',
  'import "example.com/m/store"',
  '',
  'func FromMethod(st *store.Store) {',
  '\tfor _, r := range st.List() {',
  '\t\tr.Open()',
  '\t}',
  '}',
  '',
  'func FromFunc() {',
  '\tfor _, r := range store.All("a") {',
  '\t\tr.Open()',
  '\t}',
  '}',
  '',
  'func FromMap() {',
  '\tfor _, r := range store.Index() {',
  '\t\tr.Open()',
  '\t}',
  '}',
  '',
  'func FromChain() {',
  '\tfor _, r := range store.New().List() {',
  '\t\tr.Open()',
  '\t}',
  '}',
  '',
  'func FromVar(st *store.Store) {',
  '\trepos := st.List()',
  '\tfor _, r := range repos {',
  '\t\tr.Open()',
  '\t}',
  '}',
  '',
  'func FromOthers(st *store.Store) {',
  '\tfor _, o := range st.Others() {',
  '\t\to.Open()',
  '\t}',
  '}',
  '',
].join('\n');

describe('code graph: Go range over a call’s result', function () {
  this.timeout(60000);
  it('types the range variable by the element of the callee’s declared slice or map result, never a decoy', async () => {
    const fx = await graphFixture(
      {
        'go.mod': 'module example.com/m\n\ngo 1.22\n',
        'store/store.go': STORE,
        'decoy/repo.go': 'package decoy\n\ntype Repo struct{}\n\nfunc (r *Repo) Open() error { return nil }\n',
        'svc/svc.go': SVC,
      },
      'graph-go-range-calls',
    );
    await expectEdges(fx, 'code_callers', {
      'Repo.Open @ store/store.go': ['svc/svc.go:FromChain:receiver', 'svc/svc.go:FromFunc:receiver', 'svc/svc.go:FromMap:receiver', 'svc/svc.go:FromMethod:receiver', 'svc/svc.go:FromVar:receiver'],
      'Other.Open @ store/store.go': ['svc/svc.go:FromOthers:receiver'],
      'Repo.Open @ decoy/repo.go': [],
    });
  });
});
