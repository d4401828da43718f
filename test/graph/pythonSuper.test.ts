/**
 * Python `super().run()` (and `super(Child, self).run()`) calls the bases'
 * method, and `cls.make()` in a `@classmethod` a member of its own class or
 * its bases (newcomer 8: both resolved to nothing). The decoys: a class
 * `Other` outside the hierarchy with the same method names, and a plain
 * function taking a parameter named `cls`.
 */
import { expectEdges, graphFixture } from './helpers';

const SRC = [
  'class Base:',
  '    def run(self):',
  '        return 1',
  '',
  '    @classmethod',
  '    def make(cls):',
  '        return cls()',
  '',
  '',
  'class Child(Base):',
  '    def run(self):',
  '        return super().run()',
  '',
  '    def legacy(self):',
  '        return super(Child, self).run()',
  '',
  '    @classmethod',
  '    def build(cls):',
  '        return cls.make()',
  '',
  '',
  'class Other:',
  '    def run(self):',
  '        return 2',
  '',
  '    @classmethod',
  '    def make(cls):',
  '        return cls()',
  '',
  '    def again(self):',
  '        return self.run()',
  '',
  '',
  'def helper(cls):',
  '    return cls.make()',
  '',
].join('\n');

describe('code graph: Python super() and cls receivers', () => {
  it('super().m() reaches the base class, cls.m() the own class, never a same-named method elsewhere', async () => {
    const fx = await graphFixture({ 'shapes.py': SRC }, 'py-super');
    await fx.graph.ensure(120_000);
    await expectEdges(fx, 'code_callers', {
      'Base.run': ['shapes.py:Child.legacy:receiver', 'shapes.py:Child.run:receiver'],
      'Base.make': ['shapes.py:Child.build:receiver'],
      'Other.run': ['shapes.py:Other.again:receiver'],
      'Other.make': [],
      // Its own super().run() calls Base.run, never (through the override) Child.run itself.
      'Child.run': [],
    });
  });
});
