/**
 * The callers note of an unexported Go method (issue 3, logrus `callers
 * Entry.log`): it offered `tc.log(…)` of entry_test.go, a `package
 * logrus_test` file, although a lower-case name is seen by its own package
 * only (Go spec, "Exported identifiers"). Calls on receivers of unknown type
 * from another package — another directory, or an external test package in
 * the same one — are left out; from the package's own files, test files
 * included, they stay; an exported method keeps every package's.
 */
import * as assert from 'assert';
import { describeGraph } from './helpers';

const lines = (...l: string[]) => l.join('\n') + '\n';

const FILES = {
  'go.mod': 'module example.com/shop\n\ngo 1.21\n',
  'cart/cart.go': lines(
    'package cart', // 1
    '', // 2
    'type Cart struct{ n int }', // 3
    '', // 4
    'func (c *Cart) total() int { return c.n }', // 5
    '', // 6
    'func (c *Cart) Total() int { return c.total() }', // 7
  ),
  'cart/cart_internal_test.go': lines(
    'package cart', // 1
    '', // 2
    'import "testing"', // 3
    '', // 4
    'func TestTotal(t *testing.T) {', // 5
    '	for _, tc := range []struct{ total func() int }{} {', // 6
    '		tc.total()', // 7
    '	}', // 8
    '}', // 9
  ),
  'cart/cart_test.go': lines(
    'package cart_test', // 1
    '', // 2
    'import "testing"', // 3
    '', // 4
    'func TestOutside(t *testing.T) {', // 5
    '	for _, tc := range []struct{ total func() int }{} {', // 6
    '		tc.total()', // 7
    '	}', // 8
    '}', // 9
  ),
  'report/report.go': lines(
    'package report', // 1
    '', // 2
    'func Sum(xs []any) int {', // 3
    '	n := 0', // 4
    '	for _, x := range xs {', // 5
    '		n += x.(interface{ Total() int }).Total()', // 6
    '		n += x.(interface{ total() int }).total()', // 7
    '	}', // 8
    '	return n', // 9
    '}', // 10
  ),
};

describeGraph('code graph: an unexported Go method is offered no calls from another package', FILES, 'graph-go-unexported-notes', (fx) => {
  const examples = async (symbol: string) => {
    const r = await fx.call('code_callers', { symbol });
    assert.ok(!r.isError, r.text);
    const u = r.structured!.unresolved as { examples: string[] } | undefined;
    return (u?.examples ?? []).sort();
  };

  it("Cart.total: the package's own test file stays; cart_test (package cart_test) and report/ are left out", async () => {
    assert.deepEqual(await examples('Cart.total'), ['cart/cart_internal_test.go:7']);
  });

  it('Cart.Total (exported): a call from another package stays', async () => {
    assert.deepEqual(await examples('Cart.Total'), ['report/report.go:6']);
  });
});
