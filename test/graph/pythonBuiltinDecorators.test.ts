/**
 * Decorators the language itself provides are no callees of what they
 * decorate: the built-ins `@classmethod`, `@staticmethod`, `@property` and a
 * property's `@x.setter`, and decorators imported from the standard library
 * (`@functools.wraps(f)`, `@wraps(f)`, `@lru_cache(maxsize=8)`,
 * `@abc.abstractmethod`, `@dataclass`, `@overload`): rich's `callees
 * Text.from_markup` said "Not listed: … classmethod" (langPython
 * dropLanguageDecorators). The repository's own decorators stay calls, made
 * in the scope around the decorated definition (decoratorCalls.test.ts), and
 * so do a dependency's (`@click.command()`), and `@property` where the file
 * defines a `property` of its own.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'rich/__init__.py': '',
  'rich/markup.py': lines(
    'def render(markup, style=""):',
    '    return markup',
    '',
    '',
    'def logged(f):',
    '    return f',
  ),
  'rich/text.py': lines(
    'import abc',
    'import functools',
    'from dataclasses import dataclass',
    'from functools import lru_cache, wraps',
    'from typing import overload',
    '',
    'import click',
    '',
    'from rich.markup import logged, render',
    '',
    '',
    'class Text:',
    '    @classmethod',
    '    def from_markup(cls, text):',
    '        return render(text)',
    '',
    '    @staticmethod',
    '    def blank():',
    '        return render("")',
    '',
    '    @property',
    '    def plain(self):',
    '        return render("p")',
    '',
    '    @plain.setter',
    '    def plain(self, value):',
    '        render(value)',
    '',
    '    @lru_cache(maxsize=8)',
    '    def cell_len(self):',
    '        return 1',
    '',
    '    @logged',
    '    def copy(self):',
    '        return render("c")',
    '',
    '',
    'class Renderable(abc.ABC):',
    '    @abc.abstractmethod',
    '    def render(self):',
    '        pass',
    '',
    '',
    '@dataclass',
    'class Span:',
    '    start: int',
    '',
    '',
    'def traced(f):',
    '    @functools.wraps(f)',
    '    def inner(*a):',
    '        return f(*a)',
    '',
    '    @wraps(f)',
    '    def other(*a):',
    '        return f(*a)',
    '',
    '    return inner',
    '',
    '',
    '@overload',
    'def measure(x: int) -> int: ...',
    'def measure(x):',
    '    return x',
    '',
    '',
    '@click.command()',
    'def main():',
    '    render("m")',
  ),
  'rich/own.py': lines(
    'def property(f):',
    '    return f',
    '',
    '',
    'class Box:',
    '    @property',
    '    def size(self):',
    '        return 1',
  ),
};

describeGraph('Python built-in and standard-library decorators are no callees of what they decorate', FILES, 'py-builtin-decorators', (fx) => {
  const unlisted = async (symbol: string) => {
    const r = await fx.call('code_callees', { symbol });
    assert.ok(!r.isError, r.text);
    return ((r.structured!.unresolvedCallees as { names: { name: string }[] } | undefined)?.names ?? []).map((n) => n.name).sort();
  };

  it('lists no classmethod, staticmethod, property, setter, lru_cache, abstractmethod, dataclass, wraps nor overload', async () => {
    const table: Record<string, string[]> = {};
    const actual: Record<string, string[]> = {};
    for (const s of ['Text.from_markup', 'Text.blank', 'Text.cell_len', 'Renderable.render', 'Span', 'traced.inner', 'traced.other', 'measure']) {
      // `f(*a)` calls the decorated function, a parameter: unresolved, and no decorator beside it.
      table[s] = s.startsWith('traced.') ? ['f'] : [];
      actual[s] = await unlisted(s);
    }
    assert.deepEqual(actual, table);
    // Nor does the file's record hold them (`@plain.setter` included).
    const dropped = new Set(['classmethod', 'staticmethod', 'property', 'setter', 'lru_cache', 'abstractmethod', 'dataclass', 'wraps', 'overload']);
    assert.deepEqual(fx.graph.data.files.get('rich/text.py')!.calls.filter((c) => dropped.has(c.name)), []);
    await expectEdges(fx, 'code_callees', {
      'Text.from_markup': ['rich/markup.py:render:import'],
      'Text.blank': ['rich/markup.py:render:import'],
    });
  });

  it("keeps the repository's own decorators and a dependency's as calls made where the definition is", async () => {
    // Made when the `def` runs, in the scope around it: the class body, the module (decoratorCalls.test.ts).
    await expectEdges(fx, 'code_callees', {
      'Text.copy': ['rich/markup.py:render:import'],
      'Box.size': [],
      Box: ['rich/own.py:property:same-file'],
    });
    await expectEdges(fx, 'code_callers', { logged: ['rich/text.py:Text:import'] });
    assert.deepEqual(await unlisted('main'), []);
    assert.deepEqual(
      fx.graph.data.files.get('rich/text.py')!.calls.filter((c) => c.name === 'command').map((c) => c.from),
      [-1],
    );
  });
});
