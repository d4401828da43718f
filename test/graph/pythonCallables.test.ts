/**
 * Python: calling an instance runs its class's `__call__` (newcomer 35 #5:
 * click's `self.type(value, param=self, ctx=ctx)`, `self.type` annotated
 * `types.ParamType[t.Any]`, had no callers and no note). The field's type is
 * read from an annotation naming a generic class through its module, and
 * `self.h: mod.Handler` fields are bound too.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

describeGraph('code graph: Python callable instances', {
  'pkg/__init__.py': '',
  'pkg/types.py': [
    'import typing as t',
    '',
    'class ParamType(t.Generic[t.Any]):',
    '    def __call__(self, value, param=None, ctx=None):',
    '        return self.convert(value)',
    '',
    '    def convert(self, value):',
    '        return value',
    '',
    'class Handler:',
    '    def __call__(self, event):',
    '        return event',
    '',
  ].join('\n'),
  'pkg/core.py': [
    'import typing as t',
    'from . import types',
    '',
    '',
    'class Parameter:',
    '    def __init__(self, type, handler):',
    '        self.type: types.ParamType[t.Any] = type',
    '        self.handler: types.Handler = handler',
    '        self.name: t.Optional[str] = None',
    '',
    '    def process(self, value, ctx):',
    '        def convert(value):',
    '            return self.type(value, param=self, ctx=ctx)',
    '        self.handler(value)',
    '        return convert(value)',
    '',
    '    def label(self):',
    '        return self.name.upper()',
    '',
  ].join('\n'),
}, 'python-callables', (fx) => {
  it('self.type(…) with self.type a ParamType calls ParamType.__call__, self.handler(…) Handler.__call__', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'ParamType.__call__' })).items), ['pkg/core.py:Parameter.process.convert:13']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Handler.__call__' })).items), ['pkg/core.py:Parameter.process:14']);
  });
});
