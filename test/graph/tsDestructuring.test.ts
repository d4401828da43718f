/**
 * TypeScript/JavaScript values reached through destructuring and object
 * aliases (FileRec.aliases), as vuejs/core's server-renderer reaches
 * runtime-core's functions: `const { setupComponent } = ssrUtils` where
 * `ssrUtils = (…) as typeof _ssrUtils` and `_ssrUtils = { setupComponent, … }`;
 * `const { a: b } = ns` of a namespace import; `utils.render()` /
 * `const { render: r } = utils` where `utils = { render: renderRoot }`. The
 * decoys: same-named functions in a file the callers do not import.
 */
import { expectEdges, graphFixture } from './helpers';

const COMPONENT = ['export function setupComponent(i: number) {', '  return i;', '}', 'export function renderRoot() {}', ''].join('\n');

const CORE = [
  "import { setupComponent, renderRoot as renderComponentRoot } from './component';",
  'const _utils: {',
  '  setupComponent: typeof setupComponent;',
  '  renderComponentRoot: typeof renderComponentRoot;',
  '} = {',
  '  setupComponent,',
  '  renderComponentRoot,',
  '};',
  'export const ssrUtils = (Math.random() > 2 ? _utils : null) as typeof _utils;',
  'export const plainUtils = { setupComponent, render: renderComponentRoot };',
  '',
].join('\n');

const NS = ['export function a() {}', 'export function helper() {}', ''].join('\n');

const DECOY = ['/** Same names as component.ts and ns.ts: render.ts imports neither. */', 'export function setupComponent() {}', 'export function a() {}', 'export function renderRoot() {}', ''].join('\n');

const RENDER = [
  "import { ssrUtils, plainUtils } from './core';",
  "import * as ns from './ns';",
  'const { setupComponent } = ssrUtils;',
  'export function render() {',
  '  setupComponent(1);',
  '}',
  'export function renamed() {',
  '  const { a: b, helper } = ns;',
  '  b();',
  '  helper();',
  '}',
  'export function member() {',
  '  ssrUtils.setupComponent(2);',
  '  plainUtils.render();',
  '}',
  'export function viaPlain() {',
  '  const { render: r } = plainUtils;',
  '  r();',
  '}',
  '',
].join('\n');

describe('code graph: TypeScript destructured values and object aliases', function () {
  this.timeout(60000);

  it('resolves destructured members of an imported object or namespace, never the same-named decoys', async () => {
    const fx = await graphFixture(
      { 'src/component.ts': COMPONENT, 'src/core.ts': CORE, 'src/ns.ts': NS, 'src/decoy.ts': DECOY, 'src/render.ts': RENDER, 'src/app.js': "const { renderRoot } = require('./component');\nexport function js() { renderRoot(); }\n" },
      'graph-ts-destructuring',
    );
    await expectEdges(fx, 'code_callers', {
      'setupComponent @ src/component.ts': ['src/core.ts:_utils:import', 'src/core.ts:plainUtils:import', 'src/render.ts:member:receiver', 'src/render.ts:render:receiver'],
      // core.ts's `_utils` and `plainUtils` literals hand them on as values.
      'renderRoot @ src/component.ts': ['src/app.js:js:import', 'src/core.ts:_utils:alias', 'src/core.ts:plainUtils:alias', 'src/render.ts:member:receiver', 'src/render.ts:viaPlain:receiver'],
      'a @ src/ns.ts': ['src/render.ts:renamed:import'],
      'helper @ src/ns.ts': ['src/render.ts:renamed:import'],
      'setupComponent @ src/decoy.ts': [],
      'a @ src/decoy.ts': [],
      'renderRoot @ src/decoy.ts': [],
    });
    await expectEdges(fx, 'code_callees', {
      'render @ src/render.ts': ['src/component.ts:setupComponent:receiver'],
      'renamed @ src/render.ts': ['src/ns.ts:a:import', 'src/ns.ts:helper:import'],
    });
  });
});
