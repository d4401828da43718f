/**
 * Python `import pkg.sub` binds `pkg` (newcomer, issue 3: click's
 * tests/test_utils/test_echo.py has `import click.utils` and calls
 * `click.echo(…)`; tests/test_shell_completion.py decorates with
 * `@click.pass_context` after `import click.shell_completion`). The name `pkg`
 * is package pkg (its `__init__.py`), so `pkg.x` reads pkg's re-exports as
 * `import pkg` would (The Python Language Reference, "The import statement").
 * Decoys: a same-named `echo` and `pass_context` in another module, and
 * `pkg.sub.f()` still reaching pkg/sub.py.
 */
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'src/click/utils.py': lines('def echo(message=None):', '    return message', '', 'def make_str(value):', '    return str(value)'),
  'src/click/decorators.py': lines('def pass_context(f):', '    return f'),
  'src/click/shell_completion.py': lines('def add_completion_class(cls):', '    return cls'),
  'src/click/__init__.py': lines('from .decorators import pass_context as pass_context', 'from .utils import echo as echo'),
  'other/printing.py': lines('def echo(message=None):', '    return 0', '', 'def pass_context(f):', '    return None'),
  'tests/test_echo.py': lines(
    'import click.utils', // 1
    '', // 2
    '', // 3
    'def test_echo():', // 4
    '    click.echo("\\N{SNOWMAN}")', // 5
    '    click.echo(b"\\x44\\x44")', // 6
    '    return click.utils.make_str(1)', // 7
  ),
  'tests/test_shell_completion.py': lines(
    'import click.shell_completion', // 1
    '', // 2
    '', // 3
    '@click.pass_context', // 4
    'def complete(ctx):', // 5
    '    return click.shell_completion.add_completion_class(ctx)', // 6
  ),
};

describeGraph('code graph: Python import pkg.sub binds pkg', FILES, 'python-submodule-imports', (fx) => {
  it('pkg.f() after import pkg.sub reaches what pkg/__init__.py re-exports, not a decoy of the same name', async () => {
    await expectEdges(fx, 'code_callers', {
      'echo @ src/click/utils.py': ['tests/test_echo.py:test_echo:import'],
      'echo @ other/printing.py': [],
    });
  });

  it('a decorator @pkg.f after import pkg.sub, and pkg.sub.f() still reaching the submodule', async () => {
    await expectEdges(fx, 'code_callers', {
      // `@click.pass_context` runs at the module's top level, where `def complete` is.
      'pass_context @ src/click/decorators.py': ['tests/test_shell_completion.py:test_shell_completion.py:import'],
      'pass_context @ other/printing.py': [],
      'make_str': ['tests/test_echo.py:test_echo:import'],
      'add_completion_class': ['tests/test_shell_completion.py:complete:import'],
    });
  });
});
