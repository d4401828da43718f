/**
 * A Python module's `Car = Engine` and `urlopen = _urlopen` make the new
 * name stand for the class or function: `Car()`, a parameter annotated
 * `Car`, `from a import Car` in another module and `urlopen(…)` reach
 * Engine's methods and _urlopen. Before, `Car` was read as a name of no
 * definition and its calls were left out without a note. Real temp
 * repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'pkg/__init__.py': '',
  'pkg/a.py': [
    'class Engine:',
    '    def run(self):',
    '        return 1',
    '',
    'def _urlopen(url):',
    '    return url',
    '',
    'Car = Engine',
    'urlopen = _urlopen',
    '',
    'def drive(c: Car):',
    '    return c.run()',
    '',
    'def make():',
    '    c = Car()',
    '    return c.run()',
  ].join('\n'),
  'pkg/b.py': ['from pkg.a import Car, urlopen', '', 'def other():', '    return Car().run()', '', 'def fetch():', "    return urlopen('x')"].join('\n'),
};

describeGraph('Python module-level aliases', FILES, 'python-module-aliases', (fx) => {
  it('reach a class through `Car = Engine`, here and imported', async () => {
    await expectEdges(fx, 'code_callers', { 'Engine.run': ['pkg/a.py:drive:receiver', 'pkg/a.py:make:receiver', 'pkg/b.py:other:receiver'] });
  });

  it('reach a function through `urlopen = _urlopen` imported', async () => {
    // The module hands _urlopen on as a value there (a `ref` edge), and fetch calls it under the alias.
    await expectEdges(fx, 'code_callers', { _urlopen: ['pkg/a.py:a.py:same-file', 'pkg/b.py:fetch:alias'] });
  });
});
