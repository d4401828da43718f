/**
 * Python names imported through a package's re-exports (graphModules
 * lookupExport, pythonAll.ts): `from pkg import Engine` where
 * `pkg/__init__.py` has `from .sub import Engine` and `pkg/sub/__init__.py`
 * `from .core import Engine as Engine` (two hops, flask's form), a renaming
 * on the way (`helper as assist`), star imports (`from .stars import *`,
 * itself `from .sub.core import *`), and `__all__`: a star import takes the
 * names it lists (`Engine as Renamed` re-exported), else the public ones;
 * never `_private`, nor a name an `__all__` leaves out; a module re-exported
 * under another name (`from . import jmod as jm`: `jm.loads()`).
 */
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'pkg/sub/core.py': lines(
    'class Engine:',
    '    def start(self):',
    '        return 1',
    '',
    'def helper():',
    '    return 2',
    '',
    'def _private():',
    '    return 3',
    '',
    'def listed():',
    '    return 4',
    '',
    'def unlisted():',
    '    return 5',
  ),
  'pkg/sub/__init__.py': lines('from .core import Engine as Engine', 'from .core import helper'),
  'pkg/stars.py': lines('from .sub.core import *'),
  'pkg/allmod.py': lines('__all__ = ["listed"]', '__all__ += ["Renamed"]', '', 'from .sub.core import listed, unlisted, Engine as Renamed'),
  'pkg/jmod.py': lines('def loads():', '    return 6'),
  'pkg/__init__.py': lines('from .sub import Engine, helper as assist', 'from .allmod import *', 'from . import jmod as jm'),
  'app/main.py': lines(
    'from pkg import Engine, assist, listed, Renamed, unlisted',
    'from pkg.stars import helper, Engine as StarEngine, _private',
    'import pkg',
    '',
    '',
    'def run():',
    '    e = Engine()',
    '    e.start()',
    '    assist()',
    '',
    '',
    'def stars():',
    '    helper()',
    '    StarEngine()',
    '    _private()',
    '',
    '',
    'def listing():',
    '    listed()',
    '    Renamed()',
    '    unlisted()',
    '    pkg.listed()',
    '    pkg.sub.helper()',
  ),
  'app/mods.py': lines(
    'from pkg import jm',
    'import pkg',
    '',
    '',
    'def mods():',
    '    jm.loads()',
    '',
    '',
    'def dotted():',
    '    pkg.jm.loads()',
  ),
  'app/star.py': lines(
    'from pkg.stars import *',
    '',
    '',
    'def bare():',
    '    helper()',
    '    _private()',
  ),
};

describeGraph('Python imports through a package\'s re-exports, renamings, star imports and __all__', FILES, 'py-reexports', (fx) => {
  it('follows re-exports two hops deep and through a renaming', async () => {
    await expectEdges(fx, 'code_callees', {
      run: ['pkg/sub/core.py:Engine.start:receiver', 'pkg/sub/core.py:Engine:import', 'pkg/sub/core.py:helper:alias'],
    });
  });

  it('follows star imports, taking public names only', async () => {
    await expectEdges(fx, 'code_callees', {
      stars: ['pkg/sub/core.py:Engine:alias', 'pkg/sub/core.py:helper:import'],
      bare: ['pkg/sub/core.py:helper:import'],
    });
  });

  it('takes what __all__ lists through a star import, and nothing it leaves out', async () => {
    await expectEdges(fx, 'code_callees', {
      listing: ['pkg/sub/core.py:Engine:alias', 'pkg/sub/core.py:helper:import', 'pkg/sub/core.py:listed:import'],
    });
  });

  it('follows a module the package re-exports under another name', async () => {
    await expectEdges(fx, 'code_callers', { loads: ['app/mods.py:dotted:import', 'app/mods.py:mods:import'] });
  });

  it('counts the calls under every name as the class\'s callers', async () => {
    await expectEdges(fx, 'code_callers', {
      Engine: ['app/main.py:listing:alias', 'app/main.py:run:import', 'app/main.py:stars:alias'],
    });
  });
});
