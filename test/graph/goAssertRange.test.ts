/**
 * Go receivers typed by a type assertion (`v := x.(*Repo)`, `if r, ok :=
 * x.(Repo); ok`) and by `range` over a slice, array or map of a type declared
 * on a parameter, a `var`, a literal or a struct field (`for _, r := range
 * s.repos`), also of another package's type. Decoys: a same-named method on
 * another type of the same package, and a same-named type in another package;
 * neither may become a target.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, graphFixture } from './helpers';

const STORE = [
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
].join('\n');

const SVC = [
  'package svc',
  '',
  'import "example.com/m/store"',
  '',
  'type Repo struct{}',
  '',
  'func (r Repo) Save() bool { return true }',
  '',
  'type Other struct{}',
  '',
  'func (o Other) Save() bool { return false }',
  '',
  'func Assert(x any) {',
  '\tv := x.(*Repo)',
  '\tv.Save()',
  '}',
  '',
  'func AssertOk(x any) {',
  '\tif r, ok := x.(Repo); ok {',
  '\t\tr.Save()',
  '\t}',
  '}',
  '',
  'func AssertOther(x any) {',
  '\to := x.(Other)',
  '\to.Save()',
  '}',
  '',
  'func AssertPkg(x any) {',
  '\tif s, ok := x.(*store.Repo); ok {',
  '\t\ts.Save()',
  '\t}',
  '}',
  '',
  'func RangeParam(repos []*Repo, others []Other) {',
  '\tfor _, r := range repos {',
  '\t\tr.Save()',
  '\t}',
  '\tfor i, o := range others {',
  '\t\t_ = i',
  '\t\to.Save()',
  '\t}',
  '}',
  '',
  'func RangeVar() {',
  '\tvar repos [2]Repo',
  '\tfor _, r := range repos {',
  '\t\tr.Save()',
  '\t}',
  '\tlit := []*store.Repo{}',
  '\tfor _, s := range lit {',
  '\t\ts.Save()',
  '\t}',
  '}',
  '',
  'type Svc struct {',
  '\trepos  map[string]*Repo',
  '\tothers []store.Other',
  '}',
  '',
  'func (s *Svc) RangeField() {',
  '\tfor _, r := range s.repos {',
  '\t\tr.Save()',
  '\t}',
  '\tfor _, o := range s.others {',
  '\t\to.Save()',
  '\t}',
  '}',
  '',
  'func Index(repos []Repo) {',
  '\t// A single range variable is the index: no receiver type.',
  '\tfor r := range repos {',
  '\t\t_ = r',
  '\t}',
  '}',
  '',
].join('\n');

describe('code graph: Go type assertions and range variables', () => {
  it('types the variable by the asserted type or the element type, never a same-named decoy', async () => {
    const fx = await graphFixture(
      {
        'go.mod': 'module example.com/m\n\ngo 1.22\n',
        'store/repo.go': STORE,
        'decoy/repo.go': 'package decoy\n\ntype Repo struct{}\n\nfunc (r *Repo) Save() bool { return false }\n',
        'svc/svc.go': SVC,
      },
      'graph-go-assert-range',
    );
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.Save', path: 'svc/svc.go' }), [
      'svc/svc.go:Assert',
      'svc/svc.go:AssertOk',
      'svc/svc.go:RangeParam',
      'svc/svc.go:RangeVar',
      'svc/svc.go:Svc.RangeField',
    ]);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Other.Save', path: 'svc/svc.go' }), ['svc/svc.go:AssertOther', 'svc/svc.go:RangeParam']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.Save', path: 'store/repo.go' }), ['svc/svc.go:AssertPkg', 'svc/svc.go:RangeVar']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Other.Save', path: 'store/repo.go' }), ['svc/svc.go:Svc.RangeField']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'Repo.Save', path: 'decoy/repo.go' }), []);
  });
});

// chi's tree.go (newcomer 40 #8): `var xn *node` then `for _, xn = range nds`: an assignment, not a declaration, so xn keeps its
// declared type; `xn.isLeaf()` in the loop was left unresolved.
describeGraph('code graph: Go range assigning a variable declared before', {
  'go.mod': 'module example.com/tree\n\ngo 1.21\n',
  'tree.go': [
    'package tree',
    '',
    'type node struct{ children [3]nodes }',
    'type nodes []*node',
    'func (n *node) isLeaf() bool { return true }', // 5
    'func (ns nodes) findEdge(l byte) *node { return ns[0] }',
    'func (n *node) find(kind int) {',
    '\tvar xn *node',
    '\tnds := n.children[kind]',
    '\tfor _, xn = range nds {', // 10
    '\t\txn.isLeaf()',
    '\t}',
    '\txn = nds.findEdge(0)',
    '}',
    '',
  ].join('\n'),
}, 'go-range-assign', (fx) => {
  it('resolves the call on the loop variable by its declaration', async () => {
    const r = await fx.call('code_callers', { symbol: 'node.isLeaf' });
    assert.match(r.text, /method node\.find .*\(calls it on line 11\)/);
  });
});
