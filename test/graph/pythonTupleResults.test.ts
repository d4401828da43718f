/**
 * Python names unpacked from a call whose result is a declared tuple
 * (click's `cmd_name, cmd, args = self.resolve_command(ctx, args)` with `->
 * tuple[str | None, Command | None, list[str]]`, then `cmd.make_context(…)`):
 * each name holds its position's class — through `Optional[…]` and `| None`,
 * `Tuple[…]` and a string annotation alike — and what that class's methods
 * return types the next variable (`sub = cmd.make_context(…)` then
 * `sub.run()`). Decoys: a `tuple[Other, ...]` result (any length: no
 * positions), names after a `*rest`, a nested pattern, a callee without a
 * tuple annotation, and Other's same-named methods.
 */
import { describeGraph, expectEdges } from './helpers';

const CORE = [
  'import typing as t', // 1
  'from typing import Optional, Tuple', // 2
  '', // 3
  'class Context:', // 4
  '    def run(self):', // 5
  '        return 1', // 6
  '', // 7
  'class Command:', // 8
  '    def make_context(self, name: str) -> "Context":', // 9
  '        return Context()', // 10
  '', // 11
  'class Other:', // 12
  '    def make_context(self, name):', // 13
  '        return None', // 14
  '    def run(self):', // 15
  '        return 2', // 16
  '', // 17
  'def split(args: list[str]) -> tuple[str | None, Command | None, list[str]]:', // 18
  '    return None, Command(), args', // 19
  '', // 20
  'def pair() -> "Tuple[Optional[Command], Context]":', // 21
  '    return Command(), Context()', // 22
  '', // 23
  'def many() -> tuple[Other, ...]:', // 24
  '    return ()', // 25
  '', // 26
  'def plain():', // 27
  '    return Command(), Context()', // 28
  '', // 29
  'class Group:', // 30
  '    def resolve(self, args: list[str]) -> t.Tuple[str, Command]:', // 31
  '        return "x", Command()', // 32
  '', // 33
  '    def invoke(self, args):', // 34
  '        name, cmd, rest = split(args)', // 35
  '        sub = cmd.make_context(name)', // 36
  '        sub.run()', // 37
  '', // 38
  '    def via_self(self, args):', // 39
  '        name, cmd = self.resolve(args)', // 40
  '        cmd.make_context(name)', // 41
  '', // 42
  '    def second(self):', // 43
  '        (cmd, ctx) = pair()', // 44
  '        ctx.run()', // 45
  '', // 46
  '    def decoys(self):', // 47
  '        first, second = many()', // 48
  '        first.run()', // 49
  '        a, *rest, last = split([])', // 50
  '        last.make_context("x")', // 51
  '        x, y = plain()', // 52
  '        x.make_context("y")', // 53
  '',
].join('\n');

describeGraph('code graph: Python tuple results unpacked', { 'core.py': CORE }, 'python-tuple-results', (fx) => {
  it('types each unpacked name by its position in the declared tuple, and what follows from it', async () => {
    await expectEdges(fx, 'code_callers', {
      'Command.make_context': ['core.py:Group.invoke:receiver', 'core.py:Group.via_self:receiver'],
      'Context.run': ['core.py:Group.invoke:receiver', 'core.py:Group.second:receiver'],
    });
  });

  it('leaves variable-length tuples, names after a *rest and unannotated results unresolved', async () => {
    await expectEdges(fx, 'code_callers', {
      'Other.run': [],
      'Other.make_context': [],
    });
    await expectEdges(fx, 'code_callees', {
      'Group.decoys': ['core.py:many:same-file', 'core.py:plain:same-file', 'core.py:split:same-file'],
    });
  });
});
