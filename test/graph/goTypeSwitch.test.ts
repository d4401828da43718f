/**
 * Go type switches: `switch v := x.(type) { case *Cart: v.Add() }` gives `v`
 * the case's type inside each case naming one type (also another package's
 * `*store.Repo`, and a nested switch reusing the name). A case of several
 * types and `default` leave `v` untyped. Decoys: the same method name on the
 * other case types and on another type of the imported package.
 */
import { expectEdges, graphFixture } from './helpers';

describe('code graph: Go type switch cases type their variable', () => {
  it('resolves v.M() to the method of the case\'s type, never another case\'s', async () => {
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
        ].join('\n'),
        'svc/svc.go': [
          'package svc',
          '',
          'import "example.com/m/store"',
          '',
          'type Cart struct{ owner store.Repo }',
          '',
          'func (c *Cart) Add()       {}',
          'func (c *Cart) Total() int { return 0 }',
          '',
          'type Basket struct{}',
          '',
          'func (b Basket) Add()       {}',
          'func (b Basket) Total() int { return 1 }',
          '',
          'type Item struct{}',
          '',
          'func (i Item) Total() int { return 2 }',
          '',
          'func Handle(x any) {',
          '\tswitch v := x.(type) {',
          '\tcase *Cart:',
          '\t\tv.Add()',
          '\t\tv.owner.Save()',
          '\tcase Basket:',
          '\t\tv.Add()',
          '\tcase *store.Repo:',
          '\t\tv.Save()',
          '\tcase Item, *store.Other:',
          '\t\t_ = v',
          '\tdefault:',
          '\t\t_ = v',
          '\t}',
          '}',
          '',
          'func Nested(x, y any) {',
          '\tswitch v := x.(type) {',
          '\tcase *Cart:',
          '\t\tswitch v := y.(type) {',
          '\t\tcase Basket:',
          '\t\t\tv.Total()',
          '\t\t}',
          '\t\tv.Total()',
          '\t}',
          '}',
          '',
          'func Several(x any) {',
          '\tswitch v := x.(type) {',
          '\tcase Item, Basket:',
          '\t\tv.Total()',
          '\t}',
          '}',
          '',
        ].join('\n'),
      },
      'graph-go-typeswitch',
    );
    await expectEdges(fx, 'code_callers', {
      'Cart.Add': ['svc/svc.go:Handle:receiver'],
      'Basket.Add': ['svc/svc.go:Handle:receiver'],
      'Repo.Save': ['svc/svc.go:Handle:receiver'],
      'Other.Save': [],
      'Cart.Total': ['svc/svc.go:Nested:receiver'],
      'Basket.Total': ['svc/svc.go:Nested:receiver'],
      'Item.Total': [],
    });
    await expectEdges(fx, 'code_callees', {
      Several: [],
    });
  });
});
