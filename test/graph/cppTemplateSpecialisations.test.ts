/**
 * C++ explicit specialisations (issue 3): `template <> int convert<int>(int
 * x) { … }` and `template <> struct Codec<int> { … }` were no definitions —
 * the specialised function's calls were top-level code's, the specialised
 * class's members methods of no class. Each is now a definition named as
 * its primary template (langCpp's query): one symbol with it, as overloads
 * are, each signature saying which it is (`template <> int
 * convert<int>(int x)`), and the calls in it its own.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, defsIn, expectEdges } from './helpers';

const FILES = {
  'src/log.h': ['int log_value(int v);', ''].join('\n'),
  'src/log.cpp': ['#include "log.h"', 'int log_value(int v) { return v; }', ''].join('\n'),
  'src/spec.cpp': [
    '#include "log.h"', // 1
    '',
    'template <typename T>',
    'int convert(T x) { return log_value(1); }',
    '', // 5
    'template <>',
    'int convert<int>(int x) { return log_value(x); }',
    '',
    'template <typename T>',
    'struct Codec {', // 10
    '  int encode(T v);',
    '};',
    '',
    'template <>',
    'struct Codec<int> {', // 15
    '  int encode(int v) { return convert(v) + log_value(2); }',
    '};',
    '',
    'int run() {',
    '  Codec<int> c;', // 20
    '  return c.encode(3) + convert<int>(4);',
    '}',
    '',
  ].join('\n'),
};

describeGraph('C++ explicit template specialisations', FILES, 'cpp-template-specialisations', (fx) => {
  it('makes each specialisation a definition, named as its primary template, its signature saying which', () => {
    assert.deepEqual(defsIn(fx, 'src/spec.cpp'), [
      'function convert 3',
      'function convert 6',
      'class Codec 9',
      'class Codec 14',
      'method Codec.encode 16',
      'function run 19',
    ]);
    const sigs = fx.graph.data.files.get('src/spec.cpp')!.defs.map((d) => d.signature);
    assert.deepEqual(sigs.slice(0, 4), ['template <typename T> int convert(T x)', 'template <> int convert<int>(int x)', 'template <typename T> struct Codec', 'template <> struct Codec<int>']);
  });

  it('attributes the calls inside a specialisation to it', async () => {
    const r = await fx.call('code_callers', { symbol: 'log_value' });
    assert.ok(!r.isError, r.text);
    const items = (r.structured!.items as { path: string; name: string; line: number; calls: number[] }[]).map((i) => `${i.path}:${i.name}:${i.line}:${i.calls.join(',')}`).sort();
    assert.deepEqual(items, ['src/spec.cpp:Codec::encode:16:16', 'src/spec.cpp:convert:4:4', 'src/spec.cpp:convert:7:7']);
    await expectEdges(fx, 'code_callees', {
      'Codec.encode': ['src/log.cpp:log_value:name', 'src/spec.cpp:convert:same-file'],
      run: ['src/spec.cpp:Codec::encode:receiver', 'src/spec.cpp:convert:same-file'],
    });
    await expectEdges(fx, 'code_callers', {
      'Codec.encode': ['src/spec.cpp:run:receiver'],
      convert: ['src/spec.cpp:Codec::encode:same-file', 'src/spec.cpp:run:same-file'],
    });
  });

  it('answers the primary and its specialisation as one symbol, with both places', async () => {
    const r = await fx.call('code_callees', { symbol: 'convert' });
    assert.match(r.text, /2 overloads, at 4, 7, answered as one/);
    assert.match(r.text, /log_value .*\(called on lines 4, 7\)/);
  });
});
