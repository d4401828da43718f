/**
 * Python `x: Foo = Bar()`: the annotation is what the author declared (Foo),
 * the value what x holds (a Bar, perhaps a subclass), so a call on x
 * resolves through both (graphTypes bindFor: `Foo|Bar`): a method of Foo
 * (and Bar's override of it), and one only Bar has. `y = Bar()` alone is
 * exactly a Bar, and a parameter `z: Foo` a Foo. A field `self.x: Foo =
 * Bar()` is read the same way (one field bind `Foo|Bar`, fileNesting
 * scopeBinds) by the calls of another method.
 */
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'pkg/__init__.py': '',
  'pkg/shapes.py': lines(
    'class Foo:',
    '    def run(self):',
    '        return 1',
    '',
    '    def only_foo(self):',
    '        return 2',
    '',
    '',
    'class Bar(Foo):',
    '    def run(self):',
    '        return 3',
    '',
    '    def only_bar(self):',
    '        return 4',
  ),
  'pkg/use.py': lines(
    'from pkg.shapes import Foo, Bar',
    '',
    '',
    'def annotated():',
    '    x: Foo = Bar()',
    '    x.run()',
    '    x.only_foo()',
    '    x.only_bar()',
    '',
    '',
    'def plain(z: Foo):',
    '    y = Bar()',
    '    y.run()',
    '    z.only_bar()',
    '',
    '',
    'class Holder:',
    '    def __init__(self):',
    '        self.x: Foo = Bar()',
    '',
    '    def use(self):',
    '        self.x.run()',
    '        self.x.only_foo()',
    '        self.x.only_bar()',
  ),
};

describeGraph('Python x: Foo = Bar() calls through the declared and the constructed class', FILES, 'py-annotated-value', (fx) => {
  it('a call on x reaches Foo\'s method, Bar\'s override of it, and a method Bar alone has', async () => {
    await expectEdges(fx, 'code_callees', {
      annotated: [
        'pkg/shapes.py:Bar.only_bar:receiver', 'pkg/shapes.py:Bar.run:receiver', 'pkg/shapes.py:Bar:import',
        'pkg/shapes.py:Foo.only_foo:receiver', 'pkg/shapes.py:Foo.run:receiver',
      ],
      plain: ['pkg/shapes.py:Bar.run:receiver', 'pkg/shapes.py:Bar:import'],
    });
  });

  it('a field self.x: Foo = Bar() is read as both by another method\'s calls', async () => {
    await expectEdges(fx, 'code_callees', {
      'Holder.use': ['pkg/shapes.py:Bar.only_bar:receiver', 'pkg/shapes.py:Bar.run:receiver', 'pkg/shapes.py:Foo.only_foo:receiver', 'pkg/shapes.py:Foo.run:receiver'],
    });
  });
});
