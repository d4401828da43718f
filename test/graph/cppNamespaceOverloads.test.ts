/**
 * C++ functions of one name in two namespace blocks of one file are two
 * functions, not overloads of one (newcomer 10 #2: geo::makeSquare and
 * other::makeSquare in c.cpp were one group, so a caller of geo's was listed
 * as a caller of other's). Real overloads in one namespace stay one symbol.
 */
import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';

describe('code graph: C++ same-named functions in different namespaces of one file', () => {
  it('are separate definitions with their own callers; overloads in one namespace stay a group', async () => {
    const fx = await graphFixture(
      {
        'src/c.cpp': [
          'namespace geo { int makeSquare(int s) { return s * s; } }', // 1
          'namespace other { int makeSquare(int s) { return s + s; } }', // 2
          'namespace geo { int scale(int a) { return a; } int scale(int a, int b) { return a * b; } }', // 3
          '',
        ].join('\n'),
        'src/d.cpp': [
          'namespace geo { int makeSquare(int s); int scale(int a); int scale(int a, int b); }',
          'namespace other { int makeSquare(int s); }',
          'int onlyGeo() { return geo::makeSquare(2); }', // 3
          'int onlyOther() { return other::makeSquare(3); }', // 4
          'int both() { return geo::scale(1) + geo::scale(1, 2); }', // 5
          '',
        ].join('\n'),
      },
      'graph-cpp-ns-overloads',
    );
    const geo = await fx.call('code_callers', { symbol: 'makeSquare', path: 'src/c.cpp:1' });
    assert.ok(!geo.isError, geo.text);
    assert.doesNotMatch(geo.text, /overload/);
    assert.deepEqual((geo.structured!.items as { name: string }[]).map((i) => i.name), ['onlyGeo']);
    const other = await fx.call('code_callers', { symbol: 'makeSquare', path: 'src/c.cpp:2' });
    assert.deepEqual((other.structured!.items as { name: string }[]).map((i) => i.name), ['onlyOther']);
    const callees = await fx.call('code_callees', { symbol: 'onlyOther' });
    assert.doesNotMatch(callees.text, /overload/);
    // Two scale overloads in one namespace block are still one symbol.
    const scale = await fx.call('code_callers', { symbol: 'scale', path: 'src/c.cpp:3' });
    assert.match(scale.text, /2 overloads/);
  });
});
