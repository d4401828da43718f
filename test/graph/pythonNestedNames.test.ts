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
  it('a bare name means the module function, the nested one named as passed over by its outer function', async () => {
    // A module's own function comes before a helper written inside a function (rank.ts, newcomer 23 #4).
    const r = await fx.call('code_callers', { symbol: 'make_shape' });
    assert.match(r.text, /^callers of function make_shape \(shop\/service\.py:1\) — chosen over the function build_all\.make_shape \(ask for it: code_callers symbol="build_all\.make_shape"\)/);
    assert.match(r.text, /shop\/service\.py:5 {2}function run /);
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

describeGraph('code answers: small texts (newcomer 14a #11, #13)', FILES, 'small-texts', (fx) => {
  it('a name ending with a separator, -p file:abc, and one match past the offset are said plainly', async () => {
    const dot = await fx.call('code_callers', { symbol: 'build_all.' });
    assert.equal(dot.isError, true);
    assert.match(dot.text, /symbol: "build_all\." ends with a separator; pass the whole name \(e\.g\. build_all\.name\) or the container alone \(build_all\)/);
    const abc = await fx.call('code_callers', { symbol: 'run', path: 'shop/service.py:abc' });
    assert.match(abc.text, /path: shop\/service\.py:abc: "abc" is not a line number; pass shop\/service\.py:<line>/);
    const past = await fx.call('code_callers', { symbol: 'build_all.make_shape', offset: 5 });
    assert.match(past.text, /^No matches at offset 5: there is 1 \(pass offset 0 or leave it out\)/);
  });
});

const GO: Record<string, string> = {
  'go.mod': 'module example.com/m\n\ngo 1.22\n',
  'main.go': [
    'package main',
    '',
    '// Repo stores things.',
    'type Repo interface {',
    '\tGet(id string) string',
    '}',
    '',
    'type Mem struct{}',
    '',
    'type ID = string',
    '',
    'type Handler func(x int) error',
    '',
  ].join('\n'),
};

describeGraph('code answers: Go type signatures say what the type is (newcomer 14a #13)', GO, 'go-type-signatures', (fx) => {
  it('interface, struct, alias and function types', async () => {
    const sig = async (name: string) => ((await fx.call('code_symbol', { name })).structured!.items as { signature?: string }[])[0]?.signature;
    assert.deepEqual(await Promise.all(['Repo', 'Mem', 'ID', 'Handler'].map(sig)), ['type Repo interface', 'type Mem struct', 'type ID = string', 'type Handler func(x int) error']);
  });
});
