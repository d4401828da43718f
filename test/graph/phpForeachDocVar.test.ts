/**
 * An inline PHPDoc `/** @var Foo $x *\/` right before `foreach ($items as
 * $x)` types the loop variable (phpDocumentor's inline @var, as PhpStorm and
 * PHPStan read it): `$x->bar()` in the loop reaches Foo::bar. The loop's
 * element bind (x an element of `items`, typed by nothing) used to sit
 * nearer to the call than the docblock's and hid it, so the call was left
 * unresolved; it did work for a foreach over a call. The forms: a plain
 * variable, a key => value pair, `$this->items`, a call. Decoys: Other::bar of
 * the same name; a `@param Other[] $others` foreach without a docblock (the
 * element type still types its variable); a docblock naming another variable
 * (`@var Foo $unused`) leaves the element type in force.
 */
import { expectEdges, describeGraph } from './helpers';

const FILES = {
  'src/Runner.php': [
    '<?php',
    'namespace App;',
    '',
    'class Foo',
    '{',
    '    public function bar(): int { return 1; }',
    '}',
    '',
    'class Other',
    '{',
    '    public function bar(): int { return 2; }',
    '}',
    '',
    'class Runner',
    '{',
    '    private $items = [];',
    '',
    '    public function plain($items): void',
    '    {',
    '        /** @var Foo $x */',
    '        foreach ($items as $x) {',
    '            $x->bar();',
    '        }',
    '    }',
    '',
    '    public function keyed(array $items): void',
    '    {',
    '        /** @var Foo $v */',
    '        foreach ($items as $k => $v) {',
    '            $v->bar();',
    '        }',
    '    }',
    '',
    '    public function field(): void',
    '    {',
    '        /** @var Foo $e */',
    '        foreach ($this->items as $e) {',
    '            $e->bar();',
    '        }',
    '    }',
    '',
    '    public function called(): void',
    '    {',
    '        /** @var Foo $c */',
    '        foreach ($this->all() as $c) {',
    '            $c->bar();',
    '        }',
    '    }',
    '',
    '    /**',
    '     * @param Other[] $others',
    '     */',
    '    public function typedElements(array $others): void',
    '    {',
    '        foreach ($others as $o) {',
    '            $o->bar();',
    '        }',
    '        /** @var Foo $unused */',
    '        foreach ($others as $p) {',
    '            $p->bar();',
    '        }',
    '    }',
    '',
    '    public function all(): array { return $this->items; }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: PHP inline @var before a foreach types its loop variable', FILES, 'graph-php-foreach-doc-var', (fx) => {
  it('the docblock types the loop variable over a variable, a pair, a field and a call; the element type applies elsewhere', async () => {
    await expectEdges(fx, 'code_callers', {
      'Foo.bar': [
        'src/Runner.php:Runner::called:receiver',
        'src/Runner.php:Runner::field:receiver',
        'src/Runner.php:Runner::keyed:receiver',
        'src/Runner.php:Runner::plain:receiver',
      ],
      'Other.bar': ['src/Runner.php:Runner::typedElements:receiver'],
    });
  });
});
