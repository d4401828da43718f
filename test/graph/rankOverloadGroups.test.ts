/**
 * Ranking definitions by their callers counts an overload group (a name's
 * definitions in one file) once, by its first overload, and keeps the group
 * in line order (rank.ts rankDefinitions; newcomer 24 #8: gson's eleven
 * Gson.fromJson overloads each resolved every fromJson call to be ranked):
 * the group with more callers of its first overload still ranks before a
 * same-named method of another class with fewer.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';
import { rankDefinitions } from '../../server/src/core/graph/rank';

const FILES = {
  'src/Codec.java': [
    'class Codec {',
    '  String read(int a) { return ""; }',
    '  String read(String a, int b) { return a; }',
    '}',
  ].join('\n'),
  'src/Other.java': ['class Other {', '  String read(int a) { return ""; }', '}'].join('\n'),
  'src/Use.java': [
    'class Use {',
    '  void one(Codec c) { c.read(1); }',
    '  void two(Codec c) { c.read("x", 2); c.read("y", 3); }',
    '  void three(Codec c) { c.read("z", 4); }',
    '}',
  ].join('\n'),
};

describeGraph('code graph: ranking counts an overload group once', FILES, 'rank-overload-groups', (fx) => {
  it('overloads keep their line order, and the group ranks by its first overload before a method with fewer callers', () => {
    const defs = fx.graph.findDefinitions('read');
    assert.equal(defs.length, 3);
    const ranked = rankDefinitions(fx.graph, [...defs].reverse());
    assert.deepEqual(ranked.map((d) => `${d.path}:${d.line}`), ['src/Codec.java:2', 'src/Codec.java:3', 'src/Other.java:2']);
  });
});
