/**
 * Python attributes annotated where they are assigned (`self.rows: List[int]
 * = []` in `__init__`) are fields of that type (langPython, bind.this; code
 * graph issue 3): `self.rows.append(x)` in another method is a call on a
 * `typing.List`, from outside the repository, so the callers note of the
 * repository's `Journal.append` leaves it out (outsideTypes); `self.pen:
 * Pen = Pen()` types `self.pen`, and `self.maybe: Optional[Pen] = None` too: the
 * value is a Pen when it is not None (pythonAnnotations annotatedClass).
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const lines = (...xs: string[]): string => `${xs.join('\n')}\n`;

const FILES = {
  'app/journal.py': lines(
    'class Journal:', // 1
    '    def append(self, x):', // 2
    '        return x', // 3
  ),
  'app/table.py': lines(
    'from typing import List, Optional', // 1
    '', // 2
    '', // 3
    'class Pen:', // 4
    '    def append(self, x):', // 5
    '        return x', // 6
    '', // 7
    '', // 8
    'class Table:', // 9
    '    def __init__(self):', // 10
    '        self.rows: List[int] = []', // 11
    '        self.pen: Pen = Pen()', // 12
    '        self.maybe: Optional[Pen] = None', // 13
    '', // 14
    '    def add(self, x):', // 15
    '        self.rows.append(x)', // 16
    '        self.pen.append(x)', // 17
    '        self.maybe.append(x)', // 18
    '        local: list[int] = []', // 19
    '        local.append(x)', // 20
  ),
};

describeGraph('code graph: Python attributes annotated where assigned are typed fields', FILES, 'graph-python-annotated-fields', (fx) => {
  const noted = async (symbol: string) => {
    const r = await fx.call('code_callers', { symbol });
    assert.ok(!r.isError, r.text);
    return ((r.structured!.unresolved as { examples: string[] } | undefined)?.examples ?? []).sort();
  };
  const callers = async (symbol: string, caller: string) => {
    const r = await fx.call('code_callers', { symbol });
    assert.ok(!r.isError, r.text);
    const item = ((r.structured!.items ?? []) as { name: string; calls?: number[] }[]).find((i) => i.name === caller);
    return item?.calls ?? [];
  };

  it('self.rows: List[int] and a local list[int] are outside types: their append is not offered for Journal.append, nor self.maybe: Optional[Pen]\'s', async () => {
    assert.deepEqual(await noted('Journal.append'), []);
  });

  it('self.pen: Pen = Pen() and self.maybe: Optional[Pen] = None type self.pen and self.maybe in another method', async () => {
    assert.deepEqual(await callers('Pen.append', 'Table.add'), [17, 18]);
  });
});
