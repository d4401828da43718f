/**
 * A subclass that declares no constructor runs its base's when constructed
 * (graphData inheritingConstructor; newcomer 13b #4): Python `Cat("tom")`,
 * TS `new Tagged("t")`, Java `new SubLedger()` are callers of the base's
 * constructor, through two levels too; a subclass with its own constructor
 * is not (its constructor calls the base's, and is listed as that caller).
 */
import * as assert from 'node:assert/strict';
import { callers, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'pkg/animals.py': [
    'class Animal:',
    '    def __init__(self, name):',
    '        self.name = name',
    '',
    'class Dog(Animal):',
    '    def __init__(self, name):',
    '        super().__init__(name)',
    '',
    'class Cat(Animal):',
    '    pass',
    '',
    'class Kitten(Cat):',
    '    pass',
    '',
    'def make():',
    '    return Cat("tom")',
    '',
    'def young():',
    '    return Kitten("k")',
    '',
    'def dog():',
    '    return Dog("rex")',
    '',
  ].join('\n'),
  'src/named.ts': 'export class Named {\n  constructor(public n: string) {}\n}\nexport class Tagged extends Named {}\nexport function mk(): Tagged {\n  return new Tagged("t");\n}\n',
  'src/com/acme/Ledger.java': 'package com.acme;\n\npublic class Ledger {\n    public Ledger() {}\n}\n\nclass SubLedger extends Ledger {\n    static SubLedger make() { return new SubLedger(); }\n}\n',
};

describe('code graph: constructing a subclass without a constructor calls its base\'s', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-inherited-constructors');
  });
  const names = async (symbol: string) => (await callers(fx, symbol)).map((e) => e.replace(/:[a-z-]+$/, ''));

  it('Python: Cat("tom") and Kitten("k") call Animal.__init__; Dog("rex") calls Dog.__init__, which calls Animal\'s', async () => {
    assert.deepEqual(await names('Animal.__init__'), ['pkg/animals.py:Dog.__init__', 'pkg/animals.py:make', 'pkg/animals.py:young']);
    assert.deepEqual(await names('Dog.__init__'), ['pkg/animals.py:dog']);
  });

  it('TypeScript and Java: new Tagged() calls Named.constructor, new SubLedger() Ledger.Ledger', async () => {
    assert.deepEqual(await names('Named.constructor'), ['src/named.ts:mk']);
    assert.deepEqual(await names('Ledger.Ledger'), ['src/com/acme/Ledger.java:SubLedger.make']);
  });
});
