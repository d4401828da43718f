/**
 * Methods of an object literal no const holds are named by what holds the
 * literal (newcomer review 3 #6): `export default { method() { helper() } }`
 * showed the caller as a bare `method`, and an arrow property (`arrow: () =>
 * helper()`) or an anonymous `function` property was lost (its calls were
 * "top-level code"). They are now `default.method`, `default.arrow`; in an
 * argument `register({ start() {}, stop: () => … })` they are
 * `register.start`, `register.stop`; in `module.exports = { later() {} }`
 * `exports.later`. A top-level const's literal keeps its own name
 * (`api.save`), a nested literal's method stays bare. And `x = x.next()`
 * keeps x's type (already so; guarded here).
 */
import * as assert from 'node:assert/strict';
import { callers, defsIn, describeGraph } from './helpers';

const FILES = {
  'src/comp.js': [
    'function helper() {',
    '  return 1;',
    '}',
    'export default {',
    '  method() {',
    '    helper();',
    '  },',
    '  arrow: () => helper(),',
    '  fn: function () {',
    '    return helper();',
    '  },',
    '  nested: {',
    '    inner() {',
    '      return helper();',
    '    },',
    '  },',
    '};',
    '',
  ].join('\n'),
  'src/reg.ts': [
    'function helper2() {',
    '  return 1;',
    '}',
    'declare function register(o: object): void;',
    'register({',
    '  start() {',
    '    helper2();',
    '  },',
    '  stop: () => helper2(),',
    '});',
    'export const api = {',
    '  save() {',
    '    return helper2();',
    '  },',
    '};',
    '',
  ].join('\n'),
  'src/cjs.js': ["const { helper3 } = require('./h');", 'module.exports = {', '  later() {', '    helper3();', '  },', '};', ''].join('\n'),
  'src/h.js': ['function helper3() {', '  return 3;', '}', 'module.exports = { helper3 };', ''].join('\n'),
  'src/chain.ts': [
    'class Cursor {',
    '  next(): Cursor {',
    '    return this;',
    '  }',
    '  visit() {',
    '    return 2;',
    '  }',
    '}',
    'export function walk(x: Cursor) {',
    '  x = x.next();',
    '  x.visit();',
    '  let c = new Cursor();',
    '  c = c.next();',
    '  c.visit();',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: methods of object literals named by their holder', FILES, 'graph-object-literal-owners', (fx) => {
  it('export default { … }, an argument { … } and module.exports = { … } name their methods default.m, register.m, exports.m', async () => {
    assert.deepEqual(await callers(fx, 'helper'), ['src/comp.js:default.arrow:same-file', 'src/comp.js:default.fn:same-file', 'src/comp.js:default.method:same-file', 'src/comp.js:inner:same-file']);
    assert.deepEqual(await callers(fx, 'helper2'), ['src/reg.ts:api.save:same-file', 'src/reg.ts:register.start:same-file', 'src/reg.ts:register.stop:same-file']);
    assert.deepEqual(await callers(fx, 'helper3'), ['src/cjs.js:exports.later:import']);
    assert.deepEqual(defsIn(fx, 'src/comp.js'), ['function helper 1', 'method default.method 5', 'method default.arrow 8', 'method default.fn 9', 'method inner 13']);
    assert.equal(fx.graph.findDefinitions('default.arrow')[0]?.signature, 'arrow: () => …');
  });

  it('x = x.next() keeps the type x had', async () => {
    assert.deepEqual(await callers(fx, 'Cursor.visit'), ['src/chain.ts:walk:receiver']);
    assert.match((await fx.call('code_callers', { symbol: 'Cursor.visit' })).text, /calls it on lines 11, 14/);
  });
});

describeGraph('code graph: an object literal passed to a call that makes a value names nothing after the callee (Vue h props, langTsDefs definingCall)', {
  'src/render.ts': [
    'declare function h(type: unknown, props?: object): object;', // 1
    'declare function defineComponent(o: object): object;', // 2
    'function track() {', // 3
    '  return 1;', // 4
    '}', // 5
    'export const Child = defineComponent({', // 6
    '  setup() {', // 7
    '    track();', // 8
    '  },', // 9
    '});', // 10
    'export function render(Comp: unknown) {', // 11
    '  return h(Comp, {', // 12
    '    ref: track,', // 13
    '    onClick() {', // 14
    '      track();', // 15
    '    },', // 16
    '    onInc: () => track(),', // 17
    '  });', // 18
    '}', // 19
    'export const Parent = { render: () => h(Child, { onHover: () => track() }) };', // 20
    'export function slots(Comp: unknown) {', // 21
    '  const vnode = h(Comp, null, { default: () => track() });', // 22
    '  return vnode;', // 23
    '}', // 24
    '',
  ].join('\n'),
}, 'graph-value-call-literals', (fx) => {
  it('h(Comp, { onClick() {…}, onInc: () => … }) returned or as an arrow\'s body defines no h.onClick, h.onInc; defineComponent({ setup() {} }) held by a module\'s const still names defineComponent.setup', async () => {
    assert.deepEqual(defsIn(fx, 'src/render.ts'), [
      // `declare function h(…): object;` declares a function (langTsWalk onFunctionSignature).
      'function h 1',
      'function defineComponent 2',
      'function track 3',
      'const Child 6',
      'method defineComponent.setup 7',
      'function render 11',
      // A method written in the literal stays one, as in any literal no one names (not h.onClick).
      'method onClick 14',
      'const Parent 20',
      'method Parent.render 20',
      // A local const holds a value: its literal's arrow is no h.default.
      'function slots 21',
    ]);
    assert.deepEqual(await callers(fx, 'track'), [
      'src/render.ts:Parent.render:same-file',
      'src/render.ts:defineComponent.setup:same-file',
      'src/render.ts:onClick:same-file',
      'src/render.ts:render:same-file',
      'src/render.ts:slots:same-file',
    ]);
  });
});

describeGraph('code graph: a const made by copying an object literal into a target holds its functions (Object.assign, extend)', {
  'src/shared.ts': ['export const extend = Object.assign;', 'export function queueJob(j: () => void) {', '  j();', '}', ''].join('\n'),
  'src/pub.ts': [
    "import { extend, queueJob } from './shared';", // 1
    'type Map = Record<string, (i: any) => any>;', // 2
    'export const publicPropertiesMap: Map =', // 3
    '  /*@__PURE__*/ extend(Object.create(null), {', // 4
    '    $: (i: any) => i,', // 5
    '    $forceUpdate: (i: any) => i.f || (i.f = () => { queueJob(i.update); }),', // 6
    '  } as Map);', // 7
    'export const assigned = Object.assign({}, {', // 8
    '  run() {', // 9
    '    queueJob(() => {});', // 10
    '  },', // 11
    '});', // 12
    'export function local() {', // 13
    '  const m = extend({}, { go: () => queueJob(() => {}) });', // 14
    '  return m;', // 15
    '}', // 16
    '',
  ].join('\n'),
}, 'graph-copied-literals', (fx) => {
  it("extend(target, { $el: i => … } as Map) held by a module's const names publicPropertiesMap.$el; its calls are not top-level code", async () => {
    assert.deepEqual(defsIn(fx, 'src/pub.ts'), [
      'type Map 2',
      'const publicPropertiesMap 3',
      'method publicPropertiesMap.$ 5',
      'method publicPropertiesMap.$forceUpdate 6',
      'const assigned 8',
      'method assigned.run 9',
      // A local const holds a value (definingCall): its literal's arrow is no m.go.
      'function local 13',
    ]);
    assert.deepEqual(await callers(fx, 'queueJob'), ['src/pub.ts:assigned.run:import', 'src/pub.ts:local:import', 'src/pub.ts:publicPropertiesMap.$forceUpdate:import']);
  });
});
