/**
 * PHP collections typed by PHPDoc (binds13 #5): `/** @param Item[] $xs *\/`
 * then `foreach ($xs as $x) $x->price()` left the call unresolved ("Not
 * listed … may call it" under both Item.price and Other.price); the doc's
 * element type (`Item[]`, `array<Item>`, `array<int, Item>`, on a parameter
 * or, `@var`, on a property) types the foreach variable. Decoy: Other.price.
 */
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'src/Item.php': '<?php\nnamespace App;\n\nclass Item\n{\n    public function price(): int { return 1; }\n}\n\nclass Other\n{\n    public function price(): int { return 2; }\n}\n',
  'src/Cart.php': [
    '<?php',
    'namespace App;',
    '',
    'class Cart',
    '{',
    '    /** @var Item[] */',
    '    private array $items = [];',
    '',
    '    /**',
    '     * Sums the prices.',
    '     * @param Item[] $xs',
    '     */',
    '    public function total(array $xs): int',
    '    {',
    '        $t = 0;',
    '        foreach ($xs as $x) {',
    '            $t += $x->price();',
    '        }',
    '        return $t;',
    '    }',
    '',
    '    /** @param array<int, Item> $ys */',
    '    public function sum(array $ys): int',
    '    {',
    '        $t = 0;',
    '        foreach ($ys as $k => $y) {',
    '            $t += $y->price();',
    '        }',
    '        return $t;',
    '    }',
    '',
    '    public function own(): int',
    '    {',
    '        $t = 0;',
    '        foreach ($this->items as $it) {',
    '            $t += $it->price();',
    '        }',
    '        return $t;',
    '    }',
    '',
    '    public function untyped(array $zs): void',
    '    {',
    '        foreach ($zs as $z) {',
    '            $z->price();',
    '        }',
    '    }',
    '}',
    '',
  ].join('\n'),
};

describe('code graph: PHP collections typed by PHPDoc', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-php-doc-elements');
  });

  it('@param Item[] / array<int, Item> and @var Item[] type the foreach variables', async () => {
    await expectEdges(fx, 'code_callers', {
      'Item.price': ['src/Cart.php:Cart::own:receiver', 'src/Cart.php:Cart::sum:receiver', 'src/Cart.php:Cart::total:receiver'],
      'Other.price': [],
    });
  });
});
