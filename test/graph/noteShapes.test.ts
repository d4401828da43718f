/**
 * The callers note ("Not listed: N calls named … may call it") leaves out
 * calls whose shape cannot reach the definition whatever the receiver's
 * type (newcomer 9 #19): a member call `w.Add()` for a Go free function
 * `Add`, Python's `obj.run()` / `super().run()` for a module-level `run`, a
 * bare `Save()` for a Go method. Calls through a module path stay (an
 * import whose module is not in the repository may still be this one),
 * but in Go a package under none of the go.mod module paths is a
 * dependency's; JS keeps member calls (objects of functions).
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'go.mod': 'module example.com/m\n\ngo 1.21\n',
  'calc/calc.go': 'package calc\n\nfunc Add(a int) int { return a }\n\ntype Store struct{}\n\nfunc (s *Store) Save() {}\n',
  'use/use.go': [
    'package use', // 1
    '', // 2
    'import ext "example.org/ext"', // 3
    '', // 4
    'func Run(w interface{ Add(int) int }, u unknownType) {', // 5
    '\tw.Add(1)', // 6
    '\text.Add(2)', // 7
    '\tSave()', // 8
    '\tu.Save()', // 9
    '}', // 10
    '',
  ].join('\n'),
  'use/gen.go': ['package use', '', 'import gen "example.com/m/gen"', '', 'func Gen() {', '\tgen.Add(3)', '}', ''].join('\n'),
  'pkg/core.py': 'def run(x):\n    return x\n',
  'pkg/use.py': 'import extlib\n\n\nclass K:\n    def go(self, obj):\n        obj.run()\n        super().run()\n        extlib.run()\n',
  'js/a.js': 'export function load() { return 1; }\n',
  'js/b.js': 'export function go(api) { return api.load(); }\n',
};

describeGraph('code graph: the callers note leaves out call shapes that cannot reach the definition', FILES, 'graph-note-shapes', (fx) => {
  const noted = async (symbol: string) => {
    const r = await fx.call('code_callers', { symbol });
    assert.ok(!r.isError, r.text);
    return ((r.structured!.unresolved as { examples: string[] } | undefined)?.examples ?? []).sort();
  };

  it('Go: w.Add() is no call of the function Add, Save() none of the method Store.Save, nor ext.Add() of a dependency the go.mod does not declare as the repository (newcomer 45 #5); u.Save() and a call through a package under the module path stay', async () => {
    assert.deepEqual(await noted('Add'), ['use/gen.go:6']);
    assert.deepEqual(await noted('Store.Save'), ['use/use.go:9']);
  });

  it('Python: obj.run() and super().run() are no calls of a module-level run; extlib.run() stays', async () => {
    assert.deepEqual(await noted('run'), ['pkg/use.py:8']);
  });

  it('JavaScript keeps member calls of a free function (objects of functions)', async () => {
    assert.deepEqual(await noted('load'), ['js/b.js:1']);
  });
});
