/**
 * Go promoted methods and generics (newcomer 8): `o.Save()` on a struct
 * embedding `*Store` is Store's Save; `s := NewStack[int]()` (a generic
 * function called with type arguments, itself a call now) and `u :=
 * &Stack[int]{}` type their variables. The decoys: package b's own `Store`
 * with a `Save`, a generic `Queue[T]` with a `Push`, and an `Inner` struct
 * that embeds nothing.
 */
import { expectEdges, graphFixture } from './helpers';

const A = [
  'package a',
  '',
  'type Store struct{}',
  '',
  'func (s *Store) Save() error { return nil }',
  '',
  'type Outer struct {',
  '\t*Store',
  '\tname string',
  '}',
  '',
  'type Inner struct{ name string }',
  '',
  'func (i Inner) Save() error { return nil }',
  '',
  'func UseOuter(o *Outer) error { return o.Save() }',
  '',
  'func UseInner(i Inner) error { return i.Save() }',
  '',
].join('\n');

const GEN = [
  'package a',
  '',
  'type Stack[T any] struct{ items []T }',
  '',
  'func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }',
  '',
  'func NewStack[T any]() *Stack[T] { return &Stack[T]{} }',
  '',
  'type Queue[T any] struct{ items []T }',
  '',
  'func (q *Queue[T]) Push(v T) { q.items = append(q.items, v) }',
  '',
  'func UseStack() {',
  '\ts := NewStack[int]()',
  '\ts.Push(1)',
  '\tu := &Stack[int]{}',
  '\tu.Push(2)',
  '}',
  '',
  'func UseQueue() {',
  '\tq := &Queue[string]{}',
  '\tq.Push("x")',
  '}',
  '',
].join('\n');

const B = ['package b', '', 'type Store struct{}', '', 'func (s *Store) Save() error { return nil }', ''].join('\n');

describe('code graph: Go promoted methods and generic instantiations', () => {
  it('reaches an embedded struct’s methods and types variables of generic constructors and literals', async () => {
    const fx = await graphFixture({ 'go.mod': 'module example.com/m\n\ngo 1.21\n', 'a/a.go': A, 'a/gen.go': GEN, 'b/b.go': B }, 'go-embed-generics');
    await fx.graph.ensure(120_000);
    await expectEdges(fx, 'code_callers', {
      'Store.Save @ a': ['a/a.go:UseOuter:receiver'],
      'Store.Save @ b': [],
      'Inner.Save': ['a/a.go:UseInner:receiver'],
      NewStack: ['a/gen.go:UseStack:same-file'],
      'Stack.Push': ['a/gen.go:UseStack:receiver'],
      'Queue.Push': ['a/gen.go:UseQueue:receiver'],
    });
  });
});
