/**
 * Python names (newcomer 14a #9): a function nested in a function or method
 * is named through it (`build_all.make_shape`, `Maker.go.helper`), so an
 * ambiguous list tells it from a module's own `make_shape` and the name
 * answers show is accepted back; a module's function is also found by its
 * dotted module path (`shop.service.make_shape`, `service.make_shape`).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'shop/__init__.py': '',
  'shop/service.py': ['def make_shape(n):', '    return n', '', '', 'def run():', '    return make_shape(1)', ''].join('\n'),
  'shop/shadow.py': [
    'def build_all(xs):',
    '    def make_shape(x):',
    '        return x * 2',
    '    return [make_shape(x) for x in xs]',
    '',
    '',
    'class Maker:',
    '    def go(self):',
    '        def helper():',
    '            return 1',
    '        return helper()',
    '',
  ].join('\n'),
};

describeGraph('code graph: Python nested functions and dotted module names', FILES, 'python-nested-names', (fx) => {
  it('an ambiguous name lists the nested one by its outer function', async () => {
    const r = await fx.call('code_callers', { symbol: 'make_shape' });
    assert.match(r.text, /^Ambiguous/);
    assert.match(r.text, /shop\/shadow\.py:2 {2}function build_all\.make_shape/);
    assert.match(r.text, /shop\/service\.py:1 {2}function make_shape /);
  });

  it('the nested names are accepted back', async () => {
    await expectEdges(fx, 'code_callers', {
      'build_all.make_shape': ['shop/shadow.py:build_all:same-file'],
      'Maker.go.helper': ['shop/shadow.py:Maker.go:same-file'],
      'shop.service.make_shape': ['shop/service.py:run:same-file'],
      'service.make_shape': ['shop/service.py:run:same-file'],
    });
    const none = await fx.call('code_symbol', { name: 'other.service.make_shape' });
    assert.match(none.text, /^No matches/);
  });
});
