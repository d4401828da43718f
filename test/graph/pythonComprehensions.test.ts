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
