/**
 * A function's own parameter, written without a type, hides a variable of
 * the same name bound around it (paramNames.ts, graphTypes bindFor): inside
 * `function inner(box)` nested in a function holding `const box = new
 * Crate()`, `box.open()` is the parameter's, of no type known here, so it is
 * no caller of Crate.open; the outer function's own `box.open()` is, and so
 * is a nested function that takes no such parameter (a closure over the
 * outer `box`). Python alike (`def inner(box)`), and a parameter typed with
 * commas in its annotation (`d: Dict[str, int]`) names `d`, not `int`.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/crate.ts': ['export class Crate {', '  open(): void {}', '  shut(): void {}', '}', ''].join('\n'),
  'src/use.ts': [
    "import { Crate } from './crate';",
    '',
    'export function outer(): void {',
    '  const box = new Crate();',
    '  box.open();',
    '  function inner(box) {',
    '    box.open();',
    '  }',
    '  const arrow = (box) => box.shut();',
    '  function closure() {',
    '    box.shut();',
    '  }',
    '  inner(1);',
    '  arrow(2);',
    '  closure();',
    '}',
    '',
  ].join('\n'),
  'pkg/crate.py': ['class Crate:', '    def open(self):', '        pass', '', '    def shut(self):', '        pass', ''].join('\n'),
  'pkg/use.py': [
    'from typing import Dict',
    'from .crate import Crate',
    '',
    '',
    'def outer():',
    '    box = Crate()',
    '    int = Crate()',
    '    box.open()',
    '',
    '    def inner(box):',
    '        box.open()',
    '',
    '    def typed(d: Dict[str, int], n=dict(a=1, b=2)):',
    '        int.shut()',
    '',
    '    def closure():',
    '        box.shut()',
    '',
    '    inner(1)',
    '    typed({})',
    '    closure()',
    '',
  ].join('\n'),
  'pkg/__init__.py': '',
};

describeGraph('code graph: an untyped parameter hides the outer variable of its name', FILES, 'graph-param-shadowing', (fx) => {
  it('TS/JS: a nested function or arrow taking the name calls nothing known; a closure over it calls the outer object', async () => {
    await expectEdges(fx, 'code_callers', {
      'Crate.open @ src/crate.ts': ['src/use.ts:outer:receiver'],
      'Crate.shut @ src/crate.ts': ['src/use.ts:outer.closure:receiver'],
    });
  });

  it('Python: def inner(box) hides the outer box; an annotation with commas names only its parameter', async () => {
    await expectEdges(fx, 'code_callers', {
      'Crate.open @ pkg/crate.py': ['pkg/use.py:outer:receiver'],
      'Crate.shut @ pkg/crate.py': ['pkg/use.py:outer.closure:receiver', 'pkg/use.py:outer.typed:receiver'],
    });
  });
});
