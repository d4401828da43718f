/**
 * Python variables made by a qualified call (binds13 #1): `h =
 * base.Handler(); h.run()` (module `base` imported, `class
 * Json(base.Handler)` overriding run in another file) was a 'base' caller of
 * Json.run, though h holds exactly a Handler; `x = A.build()` of a
 * classmethod returning `cls()` holds exactly an A, so `x.go()` is no caller
 * of C.go (C a subclass of A); `y = A.make()` of a classmethod returning
 * `cls.helper()` holds what helper returns (B), where y was untyped. Decoys
 * that may still hold a subclass: a module function's result
 * (`base.make()`) and a parameter typed `base.Handler`.
 */
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'base.py': [
    'class Handler:',
    '    def run(self):',
    '        return 1',
    '',
    '',
    'def make() -> Handler:',
    '    return Handler()',
    '',
  ].join('\n'),
  'json_h.py': ['import base', '', '', 'class Json(base.Handler):', '    def run(self):', '        return 3', ''].join('\n'),
  'main.py': [
    'import base',
    '',
    '',
    'class A:',
    '    @classmethod',
    '    def build(cls):',
    '        return cls()',
    '',
    '    @classmethod',
    '    def make(cls):',
    '        return cls.helper()',
    '',
    '    @classmethod',
    '    def helper(cls) -> "B":',
    '        return B()',
    '',
    '    def go(self):',
    '        return 1',
    '',
    '',
    'class B:',
    '    def go(self):',
    '        return 2',
    '',
    '',
    'class C(A):',
    '    def go(self):',
    '        return 3',
    '',
    '',
    'def use():',
    '    h = base.Handler()',
    '    h.run()',
    '',
    '',
    'def factory():',
    '    f = base.make()',
    '    f.run()',
    '',
    '',
    'def param(p: base.Handler):',
    '    p.run()',
    '',
    '',
    'def built():',
    '    x = A.build()',
    '    x.go()',
    '',
    '',
    'def made():',
    '    y = A.make()',
    '    y.go()',
    '',
  ].join('\n'),
};

describe('code graph: Python variables made by a qualified call', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-python-exact-made');
  });

  it('h = base.Handler() holds exactly a Handler; a module function result and a parameter may hold a Json', async () => {
    await expectEdges(fx, 'code_callers', {
      'Handler.run': ['main.py:factory:receiver', 'main.py:param:receiver', 'main.py:use:receiver'],
      'Json.run': ['main.py:factory:base', 'main.py:param:base'],
    });
  });

  it('x = A.build() (return cls()) holds exactly an A; y = A.make() (return cls.helper()) holds what helper returns', async () => {
    await expectEdges(fx, 'code_callers', {
      'A.go': ['main.py:built:receiver'],
      'B.go': ['main.py:made:receiver'],
      'C.go': [],
    });
  });
});
