/**
 * Python annotations written around a class type a variable as that class:
 * a forward reference `"Console"` (rich writes its renderables'
 * `__rich_console__(self, console: "Console", options: "ConsoleOptions")`
 * with Console imported under `if TYPE_CHECKING:`), `Optional[Console]`,
 * `typing.Optional[Console]`, `t.Optional["Console"]`, `Console | None`,
 * `None | Console`, `Union[Console, None]` and `"Optional[Console]"` — on
 * parameters, variables, `self.` fields and class-level fields, and as a
 * return annotation (pythonAnnotations annotatedClass, langPython
 * `bind.annotated`). A union of two classes types the variable as each
 * (annotatedClasses, `Console|Pager`), so both Console and Pager get its
 * call, as a TypeScript union's; a generic stays untyped.
 */
import * as assert from 'node:assert/strict';
import { annotatedClass, annotatedClasses } from '../../server/src/core/graph/pythonAnnotations';
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'pkg/__init__.py': '',
  'pkg/console.py': lines(
    'class Console:',
    '    def render_lines(self, renderable, options=None):',
    '        return [[renderable]]',
    '',
    '',
    'class Pager:',
    '    def render_lines(self, renderable, options=None):',
    '        return []',
    '',
    '',
    'def find_console() -> "Union[Console, None]":',
    '    return Console()',
  ),
  'pkg/panel.py': lines(
    'import typing',
    'import typing as t',
    'from typing import TYPE_CHECKING, List, Optional, Union',
    '',
    'if TYPE_CHECKING:',
    '    from pkg.console import Console, Pager',
    '',
    '',
    'class Panel:',
    '    def __rich_console__(self, console: "Console", options: "ConsoleOptions"):',
    '        lines = console.render_lines(self, options)',
    '        return lines',
    '',
    '',
    'def optional_param(console: Optional[Console]):',
    '    console.render_lines("x")',
    '',
    '',
    'def pipe_none(console: Console | None = None):',
    '    console.render_lines("x")',
    '',
    '',
    'def none_pipe(console: None | Console):',
    '    console.render_lines("x")',
    '',
    '',
    'def union_none(console: Union[Console, None]):',
    '    console.render_lines("x")',
    '',
    '',
    'def module_optional(console: typing.Optional[Console] = None):',
    '    console.render_lines("x")',
    '',
    '',
    'def quoted_optional(console: "Optional[Console]" = None):',
    '    console.render_lines("x")',
    '',
    '',
    'def alias_optional_quoted(console: t.Optional["Console"]):',
    '    console.render_lines("x")',
    '',
    '',
    'def local_variable():',
    '    console: Optional[Console] = None',
    '    console.render_lines("x")',
    '',
    '',
    'def returned():',
    '    from pkg.console import find_console',
    '    console = find_console()',
    '    console.render_lines("x")',
    '',
    '',
    'class Live:',
    '    pager: Optional["Console"] = None',
    '',
    '    def __init__(self):',
    '        self.console: Optional[Console] = None',
    '',
    '    def refresh(self):',
    '        self.console.render_lines("x")',
    '',
    '    def page(self):',
    '        self.pager.render_lines("x")',
    '',
    '',
    'def either(console: Union[Console, Pager]):',
    '    console.render_lines("x")',
    '',
    '',
    'def either_or_none(console: "Console | Pager | None"):',
    '    console.render_lines("x")',
    '',
    '',
    'def many(consoles: Optional[List[Console]]):',
    '    consoles.render_lines("x")',
  ),
};

describe('Python annotatedClass reads the wrappers around a class', () => {
  it('unwraps Optional, Union with None, | None and quotes, nested', () => {
    const table: Record<string, string | undefined> = {
      Console: 'Console',
      '"Console"': 'Console',
      "'rich.console.Console'": 'rich.console.Console',
      'Optional[Console]': 'Console',
      'typing.Optional[Console]': 'Console',
      't.Optional["Console"]': 'Console',
      '"Optional[Console]"': 'Console',
      'Console | None': 'Console',
      'None | Console': 'Console',
      'Union[Console, None]': 'Console',
      'typing.Union[None, "Console"]': 'Console',
      'Optional[Optional[Console]]': 'Console',
      'Union[Console, Pager]': undefined,
      'Console | Pager | None': undefined,
      'Optional[Console] | Optional[Pager]': undefined,
      'List[Console]': undefined,
      'Optional[List[Console]]': undefined,
      None: undefined,
      'Optional[t.Any]': undefined,
      Any: undefined,
      'Optional[None]': undefined,
    };
    const actual: Record<string, string | undefined> = {};
    for (const k of Object.keys(table)) actual[k] = annotatedClass(k);
    assert.deepEqual(actual, table);
  });

  it('reads a union of classes as each of them, and no union holding a member that names none', () => {
    const table: Record<string, string | undefined> = {
      'Optional[Console]': 'Console',
      'Union[Console, Pager]': 'Console|Pager',
      'typing.Union[Console, Pager]': 'Console|Pager',
      'Console | Pager | None': 'Console|Pager',
      '"Console | Pager"': 'Console|Pager',
      'Optional[Union[Console, Pager]]': 'Console|Pager',
      'Optional[Console] | Optional[Pager]': 'Console|Pager',
      'Console | Console': 'Console',
      'Console | List[Pager]': undefined,
      'Console | Any': undefined,
      'List[Console]': undefined,
    };
    const actual: Record<string, string | undefined> = {};
    for (const k of Object.keys(table)) actual[k] = annotatedClasses(k);
    assert.deepEqual(actual, table);
  });
});

describeGraph('Python Optional[X], X | None, Union[X, None] and "X" annotations type their variable as X', FILES, 'py-wrapped-annotations', (fx) => {
  it('every wrapped annotation makes its call a caller of Console.render_lines; a union of two classes of both, a generic of none', async () => {
    const caller = (name: string) => `pkg/panel.py:${name}:receiver`;
    await expectEdges(fx, 'code_callers', {
      'Console.render_lines': [
        'Live.page', 'Live.refresh', 'Panel.__rich_console__', 'alias_optional_quoted', 'either', 'either_or_none', 'local_variable', 'module_optional',
        'none_pipe', 'optional_param', 'pipe_none', 'quoted_optional', 'returned', 'union_none',
      ].map(caller),
      'Pager.render_lines': ['either', 'either_or_none'].map(caller),
    });
  });
});
