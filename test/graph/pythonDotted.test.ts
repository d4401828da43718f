/**
 * Python dotted module imports (newcomer report): `import shop.cart` binds
 * `shop`, and `shop.cart.price(1)` calls `price` of shop/cart.py, not the
 * same-named `price` of app.py; `import shop.cart as sc` then `sc.price()`,
 * `import shop` then `shop.cart.price()`, `from shop import cart` then
 * `cart.price()`, and classes reached the same way (`shop.cart.Cart()`, its
 * methods through a variable bound to that construction).
 */
import { callers, expectEdges, indexedGraph } from './helpers';

const CART = [
  'class Cart:',
  '    def add(self, cents):',
  '        return cents',
  '',
  'def price(cents):',
  '    """Price helper in cart."""',
  '    return cents',
  '',
].join('\n');

const APP = [
  'class Cart:',
  '    def add(self, cents):',
  '        return 0',
  '',
  'def price(x):',
  '    """Decoy price."""',
  '    return x * 2',
  '',
].join('\n');

const TOOL = [
  'import shop.cart',
  'import app as application',
  'from app import price',
  '',
  'def run():',
  '    a = shop.cart.price(1)',
  '    b = application.price(2)',
  '    c = price(3)',
  '    return a + b + c',
  '',
  'def build():',
  '    c = shop.cart.Cart()',
  '    c.add(1)',
  '',
].join('\n');

const ALIASED = [
  'import shop.cart as sc',
  'import shop.pkg as sp',
  '',
  'def aliased():',
  '    return sc.price(1) + sp.inner.deep(2)',
  '',
].join('\n');

const FROM_PKG = [
  'from shop import pkg',
  '',
  'def from_pkg():',
  '    return pkg.inner.deep(1)',
  '',
].join('\n');

const DEEP = ['import shop.pkg.inner', '', 'def deep_user():', '    return shop.pkg.inner.deep(3)', ''].join('\n');

describe('code graph: Python dotted module imports', function () {
  this.timeout(60000);
  const fx = indexedGraph(
    {
      'shop/__init__.py': '',
      'shop/cart.py': CART,
      'shop/pkg/__init__.py': '',
      'shop/pkg/inner/__init__.py': 'def deep(n):\n    return n\n',
      'app.py': APP + 'def deep(n):\n    return n\n',
      'tool.py': TOOL,
      'aliased.py': ALIASED,
      'frompkg.py': FROM_PKG,
      'deepuser.py': DEEP,
    },
    'py-dotted',
  );

  it('import a.b then a.b.f() calls f of a/b.py, and the decoy keeps its own callers', async () => {
    await expectEdges(fx, 'code_callers', {
      'price @ shop/cart.py': ['aliased.py:aliased:import', 'tool.py:run:import'],
      'price @ app.py': ['tool.py:run:import'],
    });
  });

  it('a.b.c.f() reaches a/b/c/__init__.py, as do aliases and from-imports of a package', async () => {
    await expectEdges(fx, 'code_callers', {
      'deep @ shop/pkg/inner/__init__.py': ['aliased.py:aliased:import', 'deepuser.py:deep_user:import', 'frompkg.py:from_pkg:import'],
      'deep @ app.py': [],
    });
  });

  it('a class reached by its dotted module: its construction and methods through the bound variable', async () => {
    const got = await callers(fx, 'add', 'shop/cart.py');
    await expectEdges(fx, 'code_callers', { 'add @ app.py': [] });
    if (!got.some((e) => e.startsWith('tool.py:build:'))) throw new Error(`c.add(1) not resolved: ${got.join(', ')}`);
  });
});
