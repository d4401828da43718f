/**
 * A variable declared inside a nested block is that block's own, even as its
 * name's only bind (bindPlaces nestedDeclaration, BindRec.declares; code graph
 * issue 3): a use of the name before the block is the outer variable's (of no
 * known type) or the field's, never the block's type.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, type GraphFixture } from './helpers';

const lines = (...xs: string[]): string => `${xs.join('\n')}\n`;

const FILES = {
  'go.mod': 'module example.com/s\n\ngo 1.21\n',
  'shapes.ts': lines(
    'export class Circle { constructor(public r: number) {} area() { return 3 * this.r; } }', // 1
    'export class Square { area() { return 1; } }', // 2
    'export function f(other: any, x: boolean) {', // 3
    '  const w = other;', // 4
    '  w.area();', // 5
    '  if (x) {', // 6
    '    const w = new Circle(1);', // 7
    '    w.area();', // 8
    '  }', // 9
    '  w.area();', // 10
    '}', // 11
  ),
  'Bank.java': lines(
    'class Account { void close() {} }', // 1
    'class Checking extends Account { @Override void close() {} }', // 2
    'class Bank {', // 3
    '  Account acct;', // 4
    '  void shut(boolean x) {', // 5
    '    acct.close();', // 6
    '    if (x) {', // 7
    '      Checking acct = new Checking();', // 8
    '      acct.close();', // 9
    '    }', // 10
    '    acct.close();', // 11
    '  }', // 12
    '}', // 13
  ),
  'Bank.cs': lines(
    'class CAccount { public virtual void Close() {} }', // 1
    'class CChecking : CAccount { public override void Close() {} }', // 2
    'class CBank {', // 3
    '  CAccount acct;', // 4
    '  void Shut(bool x) {', // 5
    '    acct.Close();', // 6
    '    if (x) {', // 7
    '      var acct = new CChecking();', // 8
    '      acct.Close();', // 9
    '    }', // 10
    '  }', // 11
    '}', // 12
  ),
  'bank.kt': lines(
    'open class KAccount { open fun close() {} }', // 1
    'class KChecking : KAccount() { override fun close() {} }', // 2
    'class KBank(var acct: KAccount) {', // 3
    '  fun shut(x: Boolean) {', // 4
    '    acct.close()', // 5
    '    if (x) {', // 6
    '      val acct = KChecking()', // 7
    '      acct.close()', // 8
    '    }', // 9
    '  }', // 10
    '}', // 11
  ),
  'shapes.go': lines(
    'package s', // 1
    'type GCircle struct{ r float64 }', // 2
    'type GSquare struct{}', // 3
    'func (c GCircle) Area() float64 { return c.r }', // 4
    'func (s GSquare) Area() float64 { return 1 }', // 5
    'func F(other interface{ Area() float64 }, x bool) {', // 6
    '\tw := other', // 7
    '\tw.Area()', // 8
    '\tif x {', // 9
    '\t\tw := GCircle{1}', // 10
    '\t\tw.Area()', // 11
    '\t}', // 12
    '}', // 13
  ),
};

/** The lines of `caller`'s calls listed among the callers of `symbol`, or [] when it is not listed. */
async function callLines(fx: GraphFixture, symbol: string, caller: string): Promise<number[]> {
  const r = await fx.call('code_callers', { symbol });
  assert.ok(!r.isError, r.text);
  const item = ((r.structured!.items ?? []) as { name: string; calls?: number[] }[]).find((i) => i.name === caller);
  return item?.calls ?? [];
}

describeGraph('code graph: a variable declared inside a nested block answers only there', FILES, 'graph-nested-declarations', (fx) => {
  it('TypeScript: the outer w (any) before and after the block is not a Circle', async () => {
    assert.deepEqual(await callLines(fx, 'Circle.area', 'f'), [8]);
  });

  it('Java: acct before and after the block is the field (an Account), inside it a Checking', async () => {
    assert.deepEqual(await callLines(fx, 'Account.close', 'Bank.shut'), [6, 11]);
    const checking = await callLines(fx, 'Checking.close', 'Bank.shut');
    assert.ok(checking.includes(9), `Checking.close from line 9: ${checking}`);
  });

  it('C#: the field before the block, the local var in it', async () => {
    assert.deepEqual(await callLines(fx, 'CAccount.Close', 'CBank.Shut'), [6]);
    assert.ok((await callLines(fx, 'CChecking.Close', 'CBank.Shut')).includes(9));
  });

  it('Kotlin: the property before the block, the val in it', async () => {
    assert.deepEqual(await callLines(fx, 'KAccount.close', 'KBank.shut'), [5]);
    assert.ok((await callLines(fx, 'KChecking.close', 'KBank.shut')).includes(8));
  });

  it('Go: w := other before the block is not a GCircle', async () => {
    assert.deepEqual(await callLines(fx, 'GCircle.Area', 'F'), [11]);
  });
});
