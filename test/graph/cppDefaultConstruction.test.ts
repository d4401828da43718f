/**
 * C++ constructions without arguments, and a class named in two scopes
 * (newcomer 13 #2, #3). `Dog d;` declares a class-typed local: it calls
 * Dog's default constructor when Dog declares one (`Cat();` defined out of
 * line, `Cow() {}`, `Hen(int n = 0)`), and nothing user-written when it
 * declares none (`Pig p;`, `Ram r;` of a class whose only constructor
 * takes an argument, `Cat* q;`, `Cat& s = c;`). `Dog a{4};` outside
 * namespace zoo is the global Dog's, inside it zoo::Dog's, also when the
 * global Dog only declares its constructor.
 */
import * as assert from 'node:assert/strict';
import { callers, expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES: Record<string, string> = {
  'farm.cpp': [
    'struct Cat {',
    '    Cat();',
    '    void purr() {}',
    '};',
    'Cat::Cat() {}',
    'struct Cow {',
    '    Cow() {}',
    '};',
    'struct Pig {',
    '    int w;',
    '};',
    'struct Hen {',
    '    Hen(int n = 0) {}',
    '};',
    'struct Ram {',
    '    Ram(int n) {}',
    '};',
    'void farm() {',
    '    Cat c;',
    '    Cow w;',
    '    Pig p;',
    '    Hen h;',
    '    Cat* q;',
    '    Cat& s = c;',
    '    c.purr();',
    '}',
    'void made() {',
    '    Cat d = Cat();',
    '    auto e = Cow{};',
    '    static Cow k;',
    '}',
    'void piggy(Ram r) {',
    '    Pig p;',
    '}',
    '',
  ].join('\n'),
  'dog.cpp': [
    'namespace zoo {',
    'struct Dog {',
    '    Dog(int n) {}',
    '    int legs() { return 4; }',
    '};',
    'int inside() {',
    '    Dog z{5};',
    '    return z.legs();',
    '}',
    '}',
    'struct Dog {',
    '    Dog(int n);',
    '    int legs() { return 3; }',
    '};',
    'int outside() {',
    '    Dog a{4};',
    '    return a.legs();',
    '}',
    '',
  ].join('\n'),
  'wolf.cpp': [
    'namespace zoo {',
    'struct Wolf {',
    '    Wolf(int n);',
    '};',
    '}',
    'struct Wolf {',
    '    Wolf(int n);',
    '};',
    'zoo::Wolf::Wolf(int n) {}',
    'Wolf::Wolf(int n) {}',
    'void howl() {',
    '    Wolf a{4};',
    '}',
    'namespace zoo {',
    'void pack() {',
    '    Wolf b{5};',
    '}',
    '}',
    '',
  ].join('\n'),
};

describe('code graph: C++ default constructions and a class in two scopes', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'cpp-default-construction');
  });

  it('Dog d; calls a default constructor the class declares, and nothing for a class without one', async () => {
    await expectEdges(fx, 'code_callees', {
      farm: ['farm.cpp:Cat::Cat:same-file', 'farm.cpp:Cat::purr:receiver', 'farm.cpp:Cow::Cow:same-file', 'farm.cpp:Hen::Hen:same-file'],
      made: ['farm.cpp:Cat::Cat:same-file', 'farm.cpp:Cow::Cow:same-file'],
      piggy: [],
    });
    await expectEdges(fx, 'code_callers', {
      'Cat::Cat': ['farm.cpp:farm:same-file', 'farm.cpp:made:same-file'],
      'Cow::Cow': ['farm.cpp:farm:same-file', 'farm.cpp:made:same-file'],
      Pig: [],
      'Ram::Ram': [],
    });
    // A declaration that constructs nothing is no call left unresolved either.
    const r = await fx.call('code_callers', { symbol: 'Pig' });
    assert.ok(!/Not listed/.test(r.text), r.text);
  });

  it('Dog a{4}; is the global Dog’s outside namespace zoo, zoo::Dog’s inside it', async () => {
    await expectEdges(fx, 'code_callees', {
      outside: ['dog.cpp:Dog::legs:receiver', 'dog.cpp:Dog:same-file'],
      'zoo::inside': ['dog.cpp:zoo::Dog::Dog:same-file', 'dog.cpp:zoo::Dog::legs:receiver'],
      howl: ['wolf.cpp:Wolf::Wolf:same-file'],
      'zoo::pack': ['wolf.cpp:zoo::Wolf::Wolf:same-file'],
    });
    assert.deepEqual(await callers(fx, '::Dog'), ['dog.cpp:outside:same-file']);
    assert.deepEqual(await callers(fx, 'zoo::Dog::Dog'), ['dog.cpp:zoo::inside:same-file']);
    assert.deepEqual(await callers(fx, '::Wolf::Wolf'), ['wolf.cpp:howl:same-file']);
    assert.deepEqual(await callers(fx, 'zoo::Wolf::Wolf'), ['wolf.cpp:zoo::pack:same-file']);
  });
});
