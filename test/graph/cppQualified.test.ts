/**
 * C++ qualified names are read against the namespaces around each
 * definition (FileRec.blocks): `shop::Cart c; c.total()`,
 * `shop::Cart::make()` and `shop::helper()` reach namespace shop's
 * definitions, not namespace other's same-named ones; and a qualified name
 * nothing in the repository declares (`vendor::Widget`, from a library) is
 * no edge, where the rule that takes a unique C/C++ name used to hand it the
 * only `Widget` there is, outside namespace vendor.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'shop/shop.h': [
    'namespace shop {',
    'struct Cart {',
    '  int total() const { return 1; }',
    '  static Cart make() { return Cart(); }',
    '};',
    'int helper() { return 2; }',
    'namespace inner { int deep() { return 3; } }',
    'inline namespace v1 { int versioned() { return 4; } }',
    '}',
    '',
  ].join('\n'),
  'other/other.cpp': [
    'namespace other {',
    'struct Cart {',
    '  int total() const { return 9; }',
    '  static Cart make() { return Cart(); }',
    '};',
    'int helper() { return 8; }',
    '}',
    'struct Widget {',
    '  int size() const { return 4; }',
    '  static int count() { return 5; }',
    '};',
    '',
  ].join('\n'),
  'use.cpp': [
    '#include "shop/shop.h"',
    'int useBind() { shop::Cart c; return c.total(); }',
    'int useParam(const shop::Cart& c) { return c.total(); }',
    'int useStatic() { shop::Cart::make(); return 0; }',
    'int useNs() { return shop::helper() + shop::inner::deep() + shop::versioned(); }',
    'int useMissing() { vendor::Widget w; return w.size(); }',
    'int useMissingStatic() { return vendor::Widget::count(); }',
    '',
  ].join('\n'),
};

describeGraph('code graph: C++ qualified names', FILES, 'cpp-qualified', (fx) => {
  it('shop::Cart and shop::helper are namespace shop’s, never namespace other’s', async () => {
    await expectEdges(fx, 'code_callees', {
      useBind: ['shop/shop.h:shop::Cart::total:receiver'],
      useParam: ['shop/shop.h:shop::Cart::total:receiver'],
      useStatic: ['shop/shop.h:shop::Cart::make:receiver'],
      useNs: ['shop/shop.h:shop::helper:receiver', 'shop/shop.h:shop::inner::deep:receiver', 'shop/shop.h:shop::versioned:receiver'],
    });
  });

  it('a qualified name no file declares is no edge, even when one same-named class exists elsewhere', async () => {
    await expectEdges(fx, 'code_callees', { useMissing: [], useMissingStatic: [] });
    await expectEdges(fx, 'code_callers', { 'Widget::size': [], 'Widget::count': [], 'Cart::total @ other/other.cpp': [] });
  });
});
