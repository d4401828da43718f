/**
 * A Python comprehension's variable (`(x.run() for x in self.items)`,
 * `[j.run() for j in jobs]`, set and dict comprehensions) is an element of
 * what it iterates, as a `for` loop's is (bindRange), and is the
 * comprehension's own: its result expression, written before the `for`,
 * sees it, and a variable of that name outside keeps its own type (bindPlaces
 * LOOP_DECLARATIONS, loopStart).
 */
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'jobs.py': lines(
    'from typing import List',
    '',
    'class Job:',
    '    def run(self):',
    '        return 1',
    '',
    'class Other:',
    '    def stop(self):',
    '        return 2',
    '',
    'class Batch:',
    '    items: List[Job]',
    '',
    '    def all(self):',
    '        return list(x.run() for x in self.items)',
    '',
    '    def listed(self, jobs: List[Job]):',
    '        return [j.run() for j in jobs]',
    '',
    '    def both(self, jobs: List[Job], others: List[Other]):',
    '        a = {x.run() for x in jobs}',
    '        b = {x: x.stop() for x in others}',
    '        return a, b',
    '',
    '    def outer(self, jobs: List[Job]):',
    '        x = Other()',
    '        done = [x.run() for x in jobs]',
    '        return x.stop()',
  ),
};

describeGraph('Python comprehension variables', FILES, 'python-comprehensions', (fx) => {
  it('an element of the iterated list, a parameter or a self field, inside the comprehension only', async () => {
    await expectEdges(fx, 'code_callees', {
      'Batch.all': ['jobs.py:Job.run:receiver'],
      'Batch.listed': ['jobs.py:Job.run:receiver'],
      'Batch.both': ['jobs.py:Job.run:receiver', 'jobs.py:Other.stop:receiver'],
      'Batch.outer': ['jobs.py:Job.run:receiver', 'jobs.py:Other.stop:receiver', 'jobs.py:Other:same-file'],
    });
  });
});

describeGraph('Python: a field set from a typed list parameter, and a comprehension over a loop variable\'s field', {
  'shop/orders.py': [
    'from typing import List',
    '',
    '',
    'class Item:',
    '    def price(self) -> int:',
    '        return 1',
    '',
    '',
    'class Order:',
    '    def __init__(self, items: List[Item]):',
    '        self.items = items',
    '',
    '    def total(self) -> int:',
    '        return sum(i.price() for i in self.items)',
    '',
    '    def loop(self) -> int:',
    '        t = 0',
    '        for i in self.items:',
    '            t += i.price()',
    '        return t',
    '',
    '',
    'def grand(orders: List[Order]) -> int:',
    '    return sum(i.price() for o in orders for i in o.items)',
    '',
    '',
    'class Decoy:',
    '    def price(self) -> int:',
    '        return 2',
    '',
  ].join('\n'),
}, 'python-field-elements', (fx) => {
  it('self.items = items (items: List[Item]) makes self.items a list of Item; o.items of an Order loop variable too', async () => {
    await expectEdges(fx, 'code_callers', {
      'Item.price': ['shop/orders.py:Order.loop:receiver', 'shop/orders.py:Order.total:receiver', 'shop/orders.py:grand:receiver'],
      'Decoy.price': [],
    });
  });
});
