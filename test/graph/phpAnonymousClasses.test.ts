/**
 * PHP anonymous classes (newcomer: Slim's MiddlewareDispatcher lines 108,
 * 138, 250, `new class (…) implements RequestHandlerInterface { public
 * function handle(…) }`, showed their methods as a bare `method handle`). An
 * anonymous class is a class named as Java's are — `$` and its number in the
 * class around it, in source order, those inside another anonymous class
 * numbered in that one — written after that class with PHP's `::`
 * (`Dispatcher::$1::handle`), its `extends` and `implements` as its bases.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const PHP = [
  '<?php',
  'interface Handler { public function handle(int $r): int; }',
  'class Base { public function twice(int $r): int { return $r * 2; } }',
  'class Dispatcher {',
  '  public static function seed(): int { return 1; }',
  '  public function first(): Handler {',
  '    return new class (self::seed()) implements Handler {', // 7
  '      public function __construct(private int $s) {}',
  '      public function handle(int $r): int { return Dispatcher::seed(); }',
  '    };',
  '  }',
  '  public function second(): Handler {',
  '    return new class extends Base implements Handler {', // 13
  '      public function handle(int $r): int {',
  '        $inner = new class { public function run(): int { return Dispatcher::seed(); } };',
  '        return $this->twice($r);',
  '      }',
  '    };',
  '  }',
  '}',
  '',
].join('\n');

describeGraph('code graph: PHP anonymous classes named as Java anonymous classes are', { 'src/Dispatcher.php': PHP }, 'php-anonymous', (fx) => {
  it('names each after the class around it and its number there, with its bases', async () => {
    const r = await fx.call('code_symbol', { name: 'handle' });
    assert.match(r.text, /Dispatcher\.php:9 {2}method Dispatcher::\$1::handle /);
    assert.match(r.text, /Dispatcher\.php:14 {2}method Dispatcher::\$2::handle /);
    assert.match((await fx.call('code_symbol', { name: 'run' })).text, /Dispatcher\.php:15 {2}method Dispatcher::\$2::\$1::run /);
    assert.deepEqual(await fx.names('code_symbol', { name: 'Dispatcher::$2::handle' }), ['src/Dispatcher.php:Dispatcher::$2::handle']);
    const cls = await fx.call('code_symbol', { name: 'Dispatcher::$2' });
    assert.match(cls.text, /Dispatcher\.php:13 {2}class Dispatcher::\$2 /);
  });

  it('keeps calls in them resolving: to the class around, (the calls in its constructor arguments the method around it makes), and to a base through $this', async () => {
    await expectEdges(fx, 'code_callers', {
      'Dispatcher::seed': ['src/Dispatcher.php:Dispatcher::$1::handle:receiver', 'src/Dispatcher.php:Dispatcher::$2::$1::run:receiver', 'src/Dispatcher.php:Dispatcher::first:receiver'],
      'Base::twice': ['src/Dispatcher.php:Dispatcher::$2::handle:receiver'],
    });
  });
});
