/**
 * TS/JS scripts (files with no import, export or CommonJS module syntax) put
 * their top-level declarations in the one global scope, so another file's
 * bare call of such a name is a call of it (ECMAScript's global declarations;
 * TypeScript's `moduleDetection: auto`). Modelled on gabrielecirulli/2048,
 * whose js/*.js files are plain scripts a page loads in order. A module's own
 * top-level names, CommonJS files and `export {}` files stay private, and
 * a module (run by Node or a bundler) sees no script's names.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, edges } from './helpers';

describeGraph('TS/JS global scripts', {
  'js/tile.js': 'function Tile(position, value) {\n  this.x = position.x;\n  this.value = value;\n}\n\nTile.prototype.savePosition = function () {\n  this.previousPosition = { x: this.x };\n};\n',
  'js/grid.js': 'function Grid(size) {\n  this.size = size;\n}\n\nGrid.prototype.fromState = function (state) {\n  return new Tile(state.position, state.value);\n};\n',
  'js/game_manager.js': 'function GameManager(size) {\n  this.grid = new Grid(size);\n  this.setup();\n}\n\nGameManager.prototype.setup = function () {\n  var t = new Tile({ x: 1 }, 2);\n  t.savePosition();\n  return clamp(3);\n};\n',
  'js/application.js': 'window.requestAnimationFrame(function () {\n  new GameManager(4);\n});\n',
  // Two scripts in different folders define `clamp`: the caller's folder decides.
  'js/util.js': 'function clamp(n) { return Math.min(n, 9); }\n',
  'tools/util.js': 'function clamp(n) { return Math.max(n, 0); }\n',
  // Modules: their top-level names are their own.
  'lib/cjs.js': 'function hidden() { return 1; }\nmodule.exports = { hidden };\n',
  'lib/esm.ts': 'export {};\nfunction secret() { return 2; }\n',
  'lib/user.ts': 'export function use() {\n  return hidden() + secret() + clamp(1) + new Tile(1, 2).value;\n}\n',
  // A CommonJS module runs in Node, where no script's names are global; a script's own variable hides a global.
  'server/render.js': "const fs = require('fs');\nfunction render() {\n  return new Tile({ x: 0 }, fs.size);\n}\nmodule.exports = render;\n",
  'js/shadow.js': 'function draw(GameManager) {\n  new GameManager(2);\n  var Grid = makeGrid();\n  return new Grid(3);\n}\n',
  // A TypeScript script (namespaces and `/// <reference>` style) calling a JavaScript script's global.
  'src/page.ts': 'function page(): Tile {\n  return new Tile({ x: 0 }, 1);\n}\n',
}, 'js-global-scripts', (fx) => {
  it('marks scripts, and not modules, CommonJS files or `export {}` files', () => {
    const script = (p: string) => fx.graph.data.files.get(p)!.script === true;
    assert.deepEqual(['js/tile.js', 'js/grid.js', 'js/game_manager.js', 'js/application.js', 'js/util.js'].map(script), [true, true, true, true, true]);
    assert.deepEqual(['lib/cjs.js', 'lib/esm.ts', 'lib/user.ts', 'server/render.js'].map(script), [false, false, false, false]);
    assert.equal(script('src/page.ts'), true);
    assert.deepEqual(fx.graph.data.files.get('js/shadow.js')!.scriptLocals, ['GameManager', 'Grid']);
  });

  it("resolves a bare call or construction of another script's top-level function by name", async () => {
    assert.deepEqual(await edges(fx, 'code_callers', 'Tile'), ['js/game_manager.js:GameManager.setup:name', 'js/grid.js:Grid.fromState:name', 'src/page.ts:page:name']);
    assert.deepEqual(await edges(fx, 'code_callers', 'GameManager'), ['js/application.js:application.js:name']);
    assert.deepEqual(await edges(fx, 'code_callees', 'GameManager.setup'), ['js/tile.js:Tile.savePosition:receiver', 'js/tile.js:Tile:name', 'js/util.js:clamp:name']);
  });

  it('keeps modules private and Node modules apart: no caller of a CommonJS or `export {}` file\'s own function, none from a CommonJS file or through a parameter or variable of the caller\'s, and an ambiguous global outside both folders stays unresolved', async () => {
    assert.deepEqual(await edges(fx, 'code_callers', 'hidden'), []);
    assert.deepEqual(await edges(fx, 'code_callers', 'secret'), []);
    assert.deepEqual(await edges(fx, 'code_callees', 'use'), []);
    assert.deepEqual(await edges(fx, 'code_callees', 'render'), []);
    assert.deepEqual(await edges(fx, 'code_callees', 'draw'), []);
  });
});
