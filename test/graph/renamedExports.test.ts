/**
 * Callers through renaming re-exports and re-imports (newcomer 9 #2):
 * `export { toDisplay as toDisplayString } from './display'` in a package's
 * index, then `import { toDisplayString } from '@m/shared'; toDisplayString(v)`,
 * and Python's `from .core import run as start` in `__init__.py`, then
 * `from pkg import start; start()`. Callees of the caller already showed
 * these edges; callers of the definition missed them. Decoys: a
 * same-named `toDisplayString` and `start` defined and called elsewhere.
 * A call reaching a definition under another name than its own is an edge
 * via `alias` (graphModules lookupInModule), as through a renaming import;
 * a call by its own name stays `import`. A class renamed by its export names
 * its members too (newcomer 19 #3: hono's `export { Hono as HonoBase }`,
 * `callers HonoBase.route`).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/display.ts': 'export function toDisplay(v: unknown): string {\n  return String(v);\n}\nfunction b() {}\nexport { b as shown };\n',
  'src/index.ts': "export { toDisplay as toDisplayString } from './display';\nexport * from './display';\n",
  'src/render.ts': "import { toDisplayString, shown } from './index';\nexport function render(v: unknown) {\n  shown();\n  return toDisplayString(v);\n}\n",
  'src/direct.ts': "import { toDisplay } from './display';\nexport function direct(v: unknown) {\n  return toDisplay(v);\n}\n",
  'src/decoy.ts': 'function toDisplayString(v: unknown) {\n  return `${v}`;\n}\nexport function decoy(v: unknown) {\n  return toDisplayString(v);\n}\n',
  'pkg/__init__.py': 'from .core import run as start\n',
  'pkg/core.py': 'def run(name):\n    return name\n',
  'pkg/use.py': 'from pkg import start\n\n\ndef main():\n    return start("a")\n',
  'other/tool.py': 'def start(x):\n    return x\n\n\ndef go():\n    return start(1)\n',
  'app/base.ts': 'class Core {\n  use(): void {}\n}\nclass App extends Core {\n  route(): void {}\n}\nexport { App as AppBase };\n',
  'app/mount.ts': "import { AppBase } from './base';\nexport function mount(a: AppBase) {\n  a.route();\n  a.use();\n}\n",
};

describeGraph('code graph: callers through renaming re-exports and re-imports', FILES, 'graph-renamed-exports', (fx) => {
  it('TS: export { a as b } from … and export { a as b } reach the callers of a', async () => {
    assert.deepEqual(await fx.names('code_callers', { symbol: 'toDisplay' }), ['src/direct.ts:direct', 'src/render.ts:render']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'b' }), ['src/render.ts:render']);
    // The decoy keeps its own caller only.
    assert.deepEqual(await fx.names('code_callers', { symbol: 'toDisplayString' }), ['src/decoy.ts:decoy']);
  });

  it('a call through a renaming export is an edge via alias; by the own name via import; the decoy same-file', async () => {
    await expectEdges(fx, 'code_callers', {
      toDisplay: ['src/direct.ts:direct:import', 'src/render.ts:render:alias'],
      b: ['src/render.ts:render:alias'],
      toDisplayString: ['src/decoy.ts:decoy:same-file'],
      run: ['pkg/use.py:main:alias'],
      'start @ other/tool.py': ['other/tool.py:go:same-file'],
    });
    await expectEdges(fx, 'code_callees', { render: ['src/display.ts:b:alias', 'src/display.ts:toDisplay:alias'], direct: ['src/display.ts:toDisplay:import'] });
  });

  it('Python: from .core import run as start in __init__.py reaches from pkg import start; start()', async () => {
    assert.deepEqual(await fx.names('code_callers', { symbol: 'run' }), ['pkg/use.py:main']);
    assert.deepEqual(await fx.names('code_callers', { symbol: 'start' }), ['other/tool.py:go']);
  });

  it('the public name of a renaming export, defined nowhere by that name, answers for what it renames, saying so', async () => {
    const shown = await fx.call('code_callers', { symbol: 'shown' });
    assert.equal(shown.text.split('\n')[0], 'shown is not defined under that name; answering for b, which src/display.ts exports as shown');
    assert.match(shown.text, /^src\/render\.ts:2 {2}function render/m, shown.text);
    const sym = await fx.call('code_symbol', { name: 'shown' });
    assert.match(sym.text, /^src\/display\.ts:4 {2}function b/m, sym.text);
    // A name defined under its own name keeps its definition (the decoy), never the renamed one.
    assert.doesNotMatch((await fx.call('code_callers', { symbol: 'toDisplayString' })).text, /not defined under that name/);
    // Python: `from .core import run as start` beside a function start of its own: start is defined, so it answers.
    assert.doesNotMatch((await fx.call('code_callers', { symbol: 'start' })).text, /not defined under that name/);
  });

  it('a member asked through its class\'s renamed name answers for the class\'s own or inherited member, saying so', async () => {
    const route = await fx.call('code_callers', { symbol: 'AppBase.route' });
    assert.equal(route.text.split('\n')[0], 'AppBase.route is not defined under that name; answering for App.route: app/base.ts exports App as AppBase', route.text);
    assert.equal(route.structured?.answeredFor, 'AppBase.route is not defined under that name; answering for App.route: app/base.ts exports App as AppBase');
    await expectEdges(fx, 'code_callers', { 'AppBase.route': ['app/mount.ts:mount:receiver'], 'AppBase.use': ['app/mount.ts:mount:receiver'] });
    assert.deepEqual(await fx.names('code_symbol', { name: 'AppBase.use' }), ['app/base.ts:Core.use']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'AppBase.nothing' }), []);
  });
});
