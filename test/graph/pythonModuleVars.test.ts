/**
 * Python, flask style (newcomer 19 #2): a module variable declared with a
 * type annotation (`current_app: FlaskProxy = LocalProxy(…)`, or the
 * annotation alone) and imported by name (`from .globals import
 * current_app`) carries its type into the importing module, so
 * `current_app.url_for(…)` reaches `Flask.url_for` through the subclass
 * `FlaskProxy(ProxyMixin[Flask], Flask)` declared under `if TYPE_CHECKING:`.
 * And `for bp, opts in self._blueprints` with `self._blueprints:
 * list[tuple[Blueprint, dict]]` gives each name its position's type (also a
 * parameter's and a class-level annotation's tuples). Decoys: Other's
 * methods of the same names, a same-named variable not imported. From
 * outside the package the variable comes through the package's
 * `__init__.py` re-export: `from pkg import current_app` and
 * `pkg.current_app.url_for(…)` after `import pkg` (newcomer 28 #1, flask.g);
 * `pkg.other_app`, which `__init__.py` does not import, stays unresolved.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'pkg/__init__.py': 'from .globals import current_app as current_app\n',
  'pkg/app.py': ['class Flask:', '    def url_for(self, endpoint):', '        return endpoint', ''].join('\n'),
  'pkg/other.py': [
    'class Other:',
    '    def url_for(self, endpoint):',
    '        return endpoint',
    '',
    '    def register(self, app, options):',
    '        return app',
    '',
  ].join('\n'),
  'pkg/globals.py': [
    'import typing as t',
    'from .other import Other',
    '',
    'if t.TYPE_CHECKING:',
    '    from .app import Flask',
    '',
    '    T = t.TypeVar("T")',
    '',
    '    class ProxyMixin(t.Protocol[T]):',
    '        def _get_current_object(self) -> T: ...',
    '',
    '    class FlaskProxy(ProxyMixin[Flask], Flask): ...',
    '',
    'current_app: FlaskProxy = LocalProxy("app")',
    'late_app: FlaskProxy',
    'other_app: Other = Other()',
    '',
  ].join('\n'),
  'pkg/helpers.py': [
    'from .globals import current_app, late_app',
    '',
    'def url_for(endpoint):',
    '    return current_app.url_for(endpoint)',
    '',
    'def late(endpoint):',
    '    return late_app.url_for(endpoint)',
    '',
    'def unimported(endpoint):',
    '    return other_app.url_for(endpoint)',
    '',
  ].join('\n'),
  // Outside the package (newcomer 28 #1): the variable re-exported by pkg/__init__.py, by name and as a module attribute.
  'tests/test_app.py': [
    'import pkg',
    'from pkg import current_app',
    '',
    'def test_by_name():',
    '    current_app.url_for("a")',
    '',
    'def test_by_attribute():',
    '    pkg.current_app.url_for("b")',
    '',
    'def test_not_exported():',
    '    pkg.other_app.url_for("c")',
    '',
  ].join('\n'),
  'pkg/blueprints.py': [
    'from __future__ import annotations',
    'from .other import Other',
    '',
    'class Blueprint:',
    '    children: list[tuple[int, Blueprint]]',
    '',
    '    def __init__(self):',
    '        self._blueprints: list[tuple[Blueprint, dict]] = []',
    '        self._others: list[tuple[Other, Blueprint]] = []',
    '',
    '    def register(self, app, options):',
    '        for blueprint, bp_options in self._blueprints:',
    '            blueprint.register(app, bp_options)',
    '        for other, bp in self._others:',
    '            other.register(app, options)',
    '',
    '    def nested(self, app):',
    '        for n, child in self.children:',
    '            child.register(app, n)',
    '',
    'def walk(pairs: list[tuple[Blueprint, int]], app):',
    '    for bp, n in pairs:',
    '        bp.register(app, n)',
    '',
  ].join('\n'),
};

describeGraph('code graph: Python module variables imported with their type, tuples of typed collections', FILES, 'graph-python-module-vars', (fx) => {
  it('an imported annotated module variable reaches the method of its class\'s base', async () => {
    await expectEdges(fx, 'code_callers', {
      'Flask.url_for': ['pkg/helpers.py:late:receiver', 'pkg/helpers.py:url_for:receiver', 'tests/test_app.py:test_by_attribute:receiver', 'tests/test_app.py:test_by_name:receiver'],
      'Other.url_for': [],
    });
  });

  it('for a, b in a list of tuples types each name by its position', async () => {
    await expectEdges(fx, 'code_callers', {
      'Blueprint.register': ['pkg/blueprints.py:Blueprint.nested:receiver', 'pkg/blueprints.py:Blueprint.register:receiver', 'pkg/blueprints.py:walk:receiver'],
      'Other.register': ['pkg/blueprints.py:Blueprint.register:receiver'],
    });
  });
});
