/**
 * Python assignment expressions (PEP 572): flask's `if (ctx :=
 * _cv_app.get(None)) is not None: ctx.push()` and the comprehension `[m.group(1)
 * for s in lines if (m := parse(s))]` bind the name as `ctx = _cv_app.get(None)`
 * would, in the function around them (a comprehension's walrus binds in the
 * containing scope), so the calls on it reach the class the call returns.
 * Before, the name had no bind and `ctx.push()` resolved nowhere. Real temp
 * repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'app.py': [
    'import typing as t', // 1
    '',
    '',
    'class AppContext:',
    '    def push(self) -> None:', // 5
    '        pass',
    '',
    '',
    'class ContextSlot:',
    '    def get(self, default: t.Any) -> AppContext:', // 10
    '        return default',
    '',
    '',
    '_cv_app = ContextSlot()',
    '', // 15
    '',
    'class Match:',
    '    def group(self, n: int) -> str:',
    '        return str(n)',
    '', // 20
    '',
    'def parse(s: str) -> Match:',
    '    return Match()',
    '',
    '', // 25
    'def has_app_context() -> bool:',
    '    if (ctx := _cv_app.get(None)) is not None:',
    '        ctx.push()',
    '        return True',
    '    return False', // 30
    '',
    '',
    'def groups(lines: list[str]) -> list[str]:',
    '    return [m.group(1) for s in lines if (m := parse(s))]',
  ].join('\n'),
};

describeGraph('code graph: Python assignment expressions bind their name (walrus)', FILES, 'graph-python-walrus', (fx) => {
  it("types the name by the call's result, in an if and in a comprehension's condition", async () => {
    await expectEdges(fx, 'code_callers', {
      'AppContext.push': ['app.py:has_app_context:receiver'],
      'Match.group': ['app.py:groups:receiver'],
    });
  });
});
