/**
 * C# properties are definitions (newcomer 14 #2): `symbol Name` and
 * `search_code Name` find an auto-property, with the signature C# metadata
 * shows; a read of a computed property (`=> expr`, `get { … }`, `get => …`)
 * in its file is a call of it, through a typed receiver, `this`, `?.` or
 * C#'s implicit `this`, never a write; an auto-property has no callers. The
 * decoy `Box` has a computed `Area` too, reached only through a Box.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const SHAPES = [
  'namespace Geo {',
  'class A {',
  '  public string Name { get; set; }',
  '  public int R { get { return W * 2; } }',
  '  public int Area => 3;',
  '  public int W { get => Helper(); init; }',
  '  int Helper() { return 1; }',
  '  int Twice() { return Area * 2 + this.R; }',
  '}',
  'class Box { public int Area => 4; }',
  'class P {',
  '  static void M(A a) { var x = a.Name; var y = a.Area; a.Name = "x"; }',
  '  static void N(A a) { var r = a?.R; }',
  '  static void O(Box b) { var s = b.Area; }',
  '}',
  '}',
  '',
].join('\n');

describeGraph('code graph: C# properties', { 'Geo.cs': SHAPES }, 'cs-properties', (fx) => {
  it('finds an auto-property as a symbol and in search_code, with its accessors as its signature', async () => {
    const sym = await fx.call('code_symbol', { name: 'Name' });
    assert.ok(!sym.isError, sym.text);
    assert.match(sym.text, /Geo\.cs:3 {2}method A\.Name {2}public string Name \{ get; set; \}/);
    const r = await fx.call('code_symbol', { name: 'R' });
    assert.match(r.text, /public int R \{ get; \}/);
    const area = await fx.call('code_symbol', { name: 'A.Area' });
    assert.match(area.text, /public int Area \{ get; \}/);
    const w = await fx.call('code_symbol', { name: 'W' });
    assert.match(w.text, /public int W \{ get; init; \}/);
    const found = await fx.call('search_code', { query: 'Name' });
    assert.match(found.text, /A\.Name/);
  });

  it('counts reads of a computed property as calls, never writes nor reads of an auto-property', async () => {
    await expectEdges(fx, 'code_callers', {
      'A.Area': ['Geo.cs:A.Twice:same-file', 'Geo.cs:P.M:receiver'],
      'Box.Area': ['Geo.cs:P.O:receiver'],
      'A.R': ['Geo.cs:A.Twice:receiver', 'Geo.cs:P.N:receiver'],
      'A.W': ['Geo.cs:A.R:same-file'],
      'A.Name': [],
    });
    await expectEdges(fx, 'code_callees', { 'A.W': ['Geo.cs:A.Helper:same-file'] });
    const none = await fx.call('code_callers', { symbol: 'A.Name' });
    assert.match(none.text, /auto-property/);
  });
});
