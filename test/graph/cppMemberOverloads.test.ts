/**
 * C++ overloaded member functions declared in a class body and defined out
 * of line (newcomer: `int of(int x) const;` / `int of(double x) const;` in
 * include/shop/price.h, both defined in src/price.cc): each declaration is
 * joined to the definition of its own parameter types, not to the first of
 * the count; where the types are not comparable as written (a typedef in the
 * header, the type in the definition) the count still tells them apart.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'include/shop/price.h': [
    '#pragma once', // 1
    'namespace shop {',
    'typedef int Cents;',
    'class Price {',
    ' public:', // 5
    '  int of(int x) const;',
    '  int of(double x) const;',
    '  int add(Cents a) const;',
    '  int add(Cents a, Cents b) const;',
    '};', // 10
    '}  // namespace shop',
    '',
  ].join('\n'),
  'src/price.cc': [
    '#include "shop/price.h"', // 1
    'int shop::Price::of(int x) const { return x; }',
    'int shop::Price::of(double x) const { return (int)x; }',
    'int shop::Price::add(int a) const { return a; }',
    'int shop::Price::add(int a, int b) const { return a + b; }', // 5
    '',
  ].join('\n'),
};

describeGraph('C++ overloaded member declarations joined to their definitions by parameter types', FILES, 'graph-cpp-member-overloads', (fx) => {
  it('records each member declaration\'s parameter types', () => {
    const cls = fx.graph.data.files.get('include/shop/price.h')!.defs.find((d) => d.name === 'Price')!;
    assert.deepEqual(
      cls.memberDecls!.map((x) => [x.name, x.line, x.params, x.types]),
      [
        ['of', 6, 1, 'int'],
        ['of', 7, 1, 'double'],
        ['add', 8, 1, 'Cents'],
        ['add', 9, 2, 'Cents,Cents'],
      ],
    );
  });

  it('a header outline says each overload is defined at its own definition', async () => {
    const r = await fx.call('code_symbol', { path: 'include/shop/price.h', kind: 'method' });
    assert.ok(!r.isError, r.text);
    const items = r.structured!.items as { line: number; defined?: { path: string; line: number }[] }[];
    assert.deepEqual(
      items.map((i) => [i.line, i.defined]),
      [
        [6, [{ path: 'src/price.cc', line: 2 }]],
        [7, [{ path: 'src/price.cc', line: 3 }]],
        [8, [{ path: 'src/price.cc', line: 4 }]],
        [9, [{ path: 'src/price.cc', line: 5 }]],
      ],
    );
  });

  it('each definition is declared at its own line, and a declaration\'s line names its own', async () => {
    const r = await fx.call('code_symbol', { name: 'shop::Price.of' });
    assert.ok(!r.isError, r.text);
    const items = r.structured!.items as { line: number; declared?: { path: string; line: number }[] }[];
    assert.deepEqual(
      items.map((i) => [i.line, i.declared]),
      [
        [2, [{ path: 'include/shop/price.h', line: 6 }]],
        [3, [{ path: 'include/shop/price.h', line: 7 }]],
      ],
    );
    // A declaration's line answers for its own overload only (the line `why path:line` names).
    const at = await fx.call('code_symbol', { path: 'include/shop/price.h:7' });
    assert.match(at.text, /^src\/price\.cc:3 /m);
    assert.doesNotMatch(at.text, /src\/price\.cc:2 /);
  });
});
