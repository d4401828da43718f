/**
 * Newcomer 12: a PHP function's or method's declared return type types the
 * variable assigned from its call — `$m = Tools::make(); $m->area();` with
 * `make(): C` (C imported as an alias of Circle), `$u = Circle::unit();
 * $u->area();` with `unit(): self`, `$r = build(); $r->area();` with
 * `build(): ?Square` — so those calls reach Circle.area / Square.area. A
 * decoy `area` of another class is not reached.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES: Record<string, string> = {
  'src/Shapes/Circle.php': '<?php\nnamespace App\\Shapes;\n\nclass Circle\n{\n    public function area(): float { return 3.0; }\n\n    public static function unit(): self\n    {\n        return new self();\n    }\n}\n',
  'src/Shapes/Square.php': '<?php\nnamespace App\\Shapes;\n\nclass Square\n{\n    public function area(): float { return 4.0; }\n}\n\nfunction build(): ?Square\n{\n    return new Square();\n}\n',
  'src/Util/Tools.php': '<?php\nnamespace App\\Util;\n\nuse App\\Shapes\\Circle as C;\n\nclass Tools\n{\n    public static function make(): C\n    {\n        return new C();\n    }\n\n    public function circle(): C\n    {\n        return new C();\n    }\n}\n',
  'src/Other/Decoy.php': '<?php\nnamespace App\\Other;\n\nclass Decoy\n{\n    public function area(): float { return 0.0; }\n    public function use(): float { return $this->area(); }\n}\n',
  'src/main.php': [
    '<?php',
    'namespace App;',
    '',
    'use App\\Shapes\\Circle;',
    'use App\\Util\\Tools;',
    'use function App\\Shapes\\build;',
    '',
    'function run(): void',
    '{',
    '    $m = Tools::make();',
    '    echo $m->area();',
    '}',
    '',
    'function unit(): void',
    '{',
    '    $u = Circle::unit();',
    '    echo $u->area();',
    '}',
    '',
    'function inst(Tools $t): void',
    '{',
    '    $c = $t->circle();',
    '    echo $c->area();',
    '    echo $t->circle()->area();',
    '}',
    '',
    'function built(): void',
    '{',
    '    $r = build();',
    '    echo $r->area();',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: PHP return types type the assigned variable', FILES, 'graph-php-return-types', (fx) => {
  it('$m = Tools::make() (make(): C, an alias) and $u = Circle::unit() (unit(): self) reach Circle.area', async () => {
    assert.deepEqual(await callers(fx, 'Circle.area'), ['src/main.php:inst:receiver', 'src/main.php:run:receiver', 'src/main.php:unit:receiver']);
  });

  it('an instance method\'s return type types $c = $t->circle() and the chain $t->circle()->area() (newcomer 12b #5)', async () => {
    const r = await fx.call('code_callers', { symbol: 'Circle.area' });
    assert.match(r.text, /^src\/main\.php:\d+ {2}function inst .*\(calls it on lines \d+, \d+\)$/m);
  });

  it('$r = build() (build(): ?Square) reaches Square.area', async () => {
    assert.deepEqual(await callers(fx, 'Square.area'), ['src/main.php:built:receiver']);
  });

  it('the decoy area is called only by its own class', async () => {
    const r = await fx.call('code_callers', { symbol: 'Decoy.area' });
    assert.deepEqual(await callers(fx, 'Decoy.area'), ['src/Other/Decoy.php:Decoy::use:receiver']);
    assert.doesNotMatch(r.text, /Not listed/);
  });
});
