/**
 * Java anonymous classes (newcomer 19 #3): the methods of `new
 * TypeAdapter<…>() { public void write(…) }` showed as a bare `method
 * write`, gson's JavaTimeTypeAdapters lines 141 and 195 alike. An anonymous
 * class is now a class named as javac names it — `$` and its number in its
 * immediately enclosing class, in source order (JLS §13.1; javac's
 * `JavaTimeTypeAdapters$5`) — written after that class, past the method or
 * field holding it (`Adapters.$2.write`, nested `Adapters.$2.$1.run`), with
 * the type it is made from as its base.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const JAVA = [
  'package t;',
  'abstract class TypeAdapter<T> {',
  '  abstract void write(T v);',
  '  TypeAdapter<T> nullSafe() { return this; }',
  '  void toJson(T v) { write(v); }',
  '}',
  'class Adapters {',
  '  static final TypeAdapter<String> S = new TypeAdapter<String>() {', // 8
  '    @Override void write(String v) { helper(); }',
  '  };',
  '  static void helper() {}',
  '  static TypeAdapter<Integer> make() {',
  '    return new TypeAdapter<Integer>() {', // 13
  '      @Override void write(Integer v) {',
  '        Runnable r = new Runnable() { public void run() { helper(); } };',
  '      }',
  '    }.nullSafe();',
  '  }',
  '  static class Inner {',
  '    Object o = new Object() { public String toString() { return ""; } };',
  '  }',
  '}',
  '',
].join('\n');

describeGraph('code graph: Java anonymous classes named as javac names them', { 'src/t/Adapters.java': JAVA }, 'java-anonymous', (fx) => {
  it('names each anonymous class after its enclosing class and its number there', async () => {
    const r = await fx.call('code_symbol', { name: 'write' });
    assert.match(r.text, /Adapters\.java:9 {2}method Adapters\.\$1\.write /);
    assert.match(r.text, /Adapters\.java:14 {2}method Adapters\.\$2\.write /);
    const run = await fx.call('code_symbol', { name: 'run' });
    assert.match(run.text, /Adapters\.java:15 {2}method Adapters\.\$2\.\$1\.run /);
    const str = await fx.call('code_symbol', { name: 'toString' });
    assert.match(str.text, /method Adapters\.Inner\.\$1\.toString /);
    // The class itself, asked for by that name, shows what it is made from.
    const cls = await fx.call('code_symbol', { name: 'Adapters.$2' });
    assert.match(cls.text, /Adapters\.java:13 {2}class Adapters\.\$2 {2}new TypeAdapter<Integer>\(\)/);
  });

  it('keeps calls in anonymous classes resolving: to the enclosing class, and to overrides through the base', async () => {
    await expectEdges(fx, 'code_callers', {
      'Adapters.helper': ['src/t/Adapters.java:Adapters.$1.write:same-file', 'src/t/Adapters.java:Adapters.$2.$1.run:same-file'],
    });
    const callees = await fx.call('code_callees', { symbol: 'TypeAdapter.toJson' });
    assert.match(callees.text, /method TypeAdapter\.write/);
  });
});
