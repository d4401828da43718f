/**
 * Python names starting with `_` (newcomer 21 #3, click's `from .utils
 * import _expand_args`): not exported to a star import, but an explicit
 * import or a module attribute reaches them as any other name. Decoys: the
 * star import of the same module (`from .utils import *` gives no `_hidden`),
 * and another module's `_helper`.
 */
import { describeGraph, expectEdges } from './helpers';

describeGraph(
  'code graph: Python private names imported by name',
  {
    'pkg/__init__.py': '',
    'pkg/utils.py': 'def _helper(x):\n    return x\n\ndef _hidden(x):\n    return x\n\nclass _Wrapper:\n    pass\n',
    'pkg/other.py': 'def _helper(x):\n    return x\n',
    'pkg/core.py': 'from .utils import _helper\nfrom .utils import _Wrapper\nfrom . import utils\n\ndef main():\n    _helper(1)\n    _Wrapper()\n    utils._hidden(2)\n',
    'pkg/star.py': 'from .utils import *\n\ndef run():\n    _hidden(3)\n',
  },
  'python-private-imports',
  (fx) => {
    it('resolves an explicitly imported _name and a module attribute, never a star import of one', async () => {
      await expectEdges(fx, 'code_callers', {
        '_helper @ pkg/utils.py': ['pkg/core.py:main:import'],
        '_helper @ pkg/other.py': [],
        '_Wrapper': ['pkg/core.py:main:import'],
        '_hidden': ['pkg/core.py:main:import'],
      });
    });
  },
);
