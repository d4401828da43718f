/**
 * Python (newcomer 9, click): a subscripted base (`class File(ParamType[t.IO[t.Any]])`,
 * `class Count(ParamType[int], object)`) is the generic class it names, so
 * the inherited `self.fail()` reaches ParamType.fail; `pc.Engine.version()`
 * after `import pkg.core as pc` and `pkg.core.Engine.version()` reach the
 * class of that module; a decorator used without a call (`@core.pass_context`,
 * `@pass_context`) is a call of the decorator function made in the scope
 * around the decorated definition (decoratorCalls.test.ts). Decoys: pkg/other.py's ParamType, Engine
 * and pass_context of the same names.
 */
import { describeGraph, expectEdges } from './helpers';

const CORE = [
  'import typing as t', // 1
  '', // 2
  'T = t.TypeVar("T")', // 3
  '', // 4
  'class ParamType(t.Generic[T]):', // 5
  '    def fail(self, m):', // 6
  '        raise ValueError(m)', // 7
  '', // 8
  'class File(ParamType[t.IO[t.Any]]):', // 9
  '    def convert(self, v):', // 10
  '        self.fail("file")', // 11
  '', // 12
  'class Count(ParamType[int], object):', // 13
  '    def convert(self, v):', // 14
  '        self.fail("count")', // 15
  '', // 16
  'class Engine:', // 17
  '    @staticmethod', // 18
  '    def version():', // 19
  '        return "1"', // 20
  '', // 21
  'def pass_context(f):', // 22
  '    return f', // 23
  '',
].join('\n');

const OTHER = [
  'class ParamType:',
  '    def fail(self, m):',
  '        return m',
  '',
  'class Engine:',
  '    @staticmethod',
  '    def version():',
  '        return "2"',
  '',
  'def pass_context(f):',
  '    return f',
  '',
].join('\n');

const APP = [
  'import pkg.core as pc',
  'import pkg.core',
  'from pkg import core',
  'from pkg.core import pass_context',
  '',
  '@core.pass_context',
  'def cmd(ctx):',
  '    return pc.Engine.version()',
  '',
  '@pc.pass_context',
  'def cmd2(ctx):',
  '    return pkg.core.Engine.version()',
  '',
  'class Group:',
  '    @pass_context',
  '    def sub(self, ctx):',
  '        return ctx',
  '',
].join('\n');

describeGraph('code graph: Python generic bases, module classes, bare decorators', { 'pkg/__init__.py': '', 'pkg/core.py': CORE, 'pkg/other.py': OTHER, 'app.py': APP }, 'py-generic-bases', (fx) => {
  it('reaches inherited methods through subscripted bases, classes through module aliases, decorator functions', async () => {
    await expectEdges(fx, 'code_callers', {
      'ParamType.fail @ pkg/core.py': ['pkg/core.py:Count.convert:receiver', 'pkg/core.py:File.convert:receiver'],
      'ParamType.fail @ pkg/other.py': [],
      'Engine.version @ pkg/core.py': ['app.py:cmd2:import', 'app.py:cmd:import'],
      'Engine.version @ pkg/other.py': [],
      // Made where each `def` runs: the module's top level (cmd, cmd2) and the body of class Group (Group.sub).
      'pass_context @ pkg/core.py': ['app.py:Group:import', 'app.py:app.py:import'],
      'pass_context @ pkg/other.py': [],
    });
  });
});
