/**
 * Python `global x` / `nonlocal x` (The Python Language Reference, "The
 * global statement", "The nonlocal statement"): a function declaring a name
 * so binds the module's (or the enclosing function's) variable, not a local
 * of its own. The lazily made module singleton — click's `global _getchar;
 * if _getchar is None: _getchar = …` in termui.getchar, here holding a
 * class's instance — then types the calls other functions make on it, and a
 * callback's `nonlocal` (click's version_option `callback`) types the
 * enclosing function's calls after it. Before, the bind stayed inside the
 * declaring function and `_console.write()` in `echo` resolved nowhere.
 * Decoy: a function assigning the same name without `global` keeps a local.
 * Real temp repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'termui.py': [
    'import typing as t', // 1
    '',
    '',
    'class Console:',
    '    def write(self, s: str) -> None:', // 5
    '        pass',
    '',
    '',
    'class Prompt:',
    '    def ask(self) -> str:', // 10
    '        return ""',
    '',
    '    def write(self, s: str) -> None:',
    '        pass',
    '', // 15
    '',
    '_console: t.Optional[t.Any] = None',
    '',
    '',
    'def _get_console() -> None:', // 20
    '    global _console',
    '',
    '    if _console is None:',
    '        _console = Console()',
    '', // 25
    '',
    'def echo(message: str) -> None:',
    '    _get_console()',
    '    _console.write(message)',
    '', // 30
    '',
    'def version_option(prog_name: t.Optional[str] = None) -> str:',
    '    prompt = None',
    '',
    '    def callback() -> None:', // 35
    '        nonlocal prompt',
    '        if prompt is None:',
    '            prompt = Prompt()',
    '',
    '    callback()', // 40
    '    return prompt.ask()',
    '',
    '',
    'def local_only() -> None:',
    '    _console = Prompt()', // 45
    '    _console.write("x")',
  ].join('\n'),
};

describeGraph('code graph: Python global and nonlocal names bind the outer variable', FILES, 'graph-python-global-names', (fx) => {
  it("types the module's variable by what a function declaring it global assigns, and the enclosing function's by a nonlocal", async () => {
    await expectEdges(fx, 'code_callers', {
      'Console.write': ['termui.py:echo:receiver'],
      'Prompt.ask': ['termui.py:version_option:receiver'],
      'Prompt.write': ['termui.py:local_only:receiver'],
    });
  });
});
