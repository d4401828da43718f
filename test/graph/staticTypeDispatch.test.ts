/**
 * A call on a variable declared with a class dispatches only to overrides
 * in that class or below it (graphData staticTypeExcludes; newcomer 13b #2):
 * `Rect r = new Rect(); r.describe()` is no caller of a sibling's override
 * `Circle.describe`, while `Shape s` (the base) still may run it.
 */
import * as assert from 'node:assert/strict';
import { callers, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'src/Shapes.cs': [
    'namespace Geo {',
    '  public class Shape { public virtual string Describe() { return "shape"; } }',
    '  public class Rect : Shape { }',
    '  public class Circle : Shape { public override string Describe() { return "circle"; } }',
    '  public static class Use {',
    '    public static string One() { Rect r = new Rect(); return r.Describe(); }',
    '    public static string Any(Shape s) { return s.Describe(); }',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/com/acme/Accounts.java': [
    'package com.acme;',
    'class Account { long balance() { return 0; } }',
    'class Savings extends Account { }',
    'class Checking extends Account { long balance() { return 1; } }',
    'class Use {',
    '  long go() { Savings s = new Savings(); return s.balance(); }',
    '  long any(Account a) { return a.balance(); }',
    '}',
    '',
  ].join('\n'),
};

describe('code graph: a declared class limits dispatch to its own overrides', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-static-dispatch');
  });
  const names = async (symbol: string) => (await callers(fx, symbol)).map((e) => e.replace(/:[a-z-]+$/, ''));

  it('C#: Rect r … r.Describe() is no caller of Circle.Describe; Shape s … s.Describe() is', async () => {
    assert.deepEqual(await names('Circle.Describe'), ['src/Shapes.cs:Use.Any']);
  });

  it('Java: Savings s … s.balance() is no caller of Checking.balance; Account a … a.balance() is', async () => {
    assert.deepEqual(await names('Checking.balance'), ['src/com/acme/Accounts.java:Use.any']);
  });
});
