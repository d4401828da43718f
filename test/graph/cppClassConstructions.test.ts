/**
 * Callers of a C++ class are its constructions however they are written:
 * `shop::Cart local;` (a class-typed local) and `new Cart()` inside the
 * class's own static factory, which names the constructor `Cart::Cart()`
 * defined out of line in the .cc (newcomer 17 #9: the factory was listed
 * under the constructor but not under the class). A same-named class of
 * another namespace keeps its own constructions.
 */
import { describeGraph, expectEdges } from './helpers';

describeGraph('C++ class callers include constructions through an out-of-line constructor', {
  'src/cart.h': ['namespace shop {', 'class Cart {', ' public:', '  Cart();', '  static Cart* make();', '  int total() const;', '};', '}', ''].join('\n'),
  'src/cart.cc': [
    '#include "cart.h"',
    'namespace shop {',
    'Cart::Cart() {}',
    'Cart* Cart::make() { return new Cart(); }',
    'int Cart::total() const { return 0; }',
    '}',
    'int main() {',
    '  shop::Cart local;',
    '  return local.total();',
    '}',
    '',
  ].join('\n'),
  'src/other.cc': ['namespace other {', 'class Cart {', ' public:', '  Cart() {}', '};', 'Cart* fresh() { return new Cart(); }', '}', ''].join('\n'),
}, 'cpp-class-constructions', (fx) => {
  it('the factory\'s new Cart() and the local are callers of the class and of its constructor; the other namespace\'s are its own', async () => {
    await expectEdges(fx, 'code_callers', {
      'shop::Cart': ['src/cart.cc:main:receiver', 'src/cart.cc:shop::Cart::make:same-file'],
      'other::Cart': ['src/other.cc:other::fresh:same-file'],
    });
  });
});
