/**
 * Definitions nested in a test case are found by the names answers print
 * for them (newcomer 22 #3): `describe api: createApp › test
 * provide.Child.setup` (vuejs/core's apiCreateApp.spec.ts), `describe every ›
 * it passes params.paramMiddleware` (hono). The test case's title may hold
 * `:` or spaces; the nested path follows the last `›` after a `.`. Decoy: a
 * same-named `setup` in another test case.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const SPEC = [
  "import { inject, provide } from './inject'", // 1
  '', // 2
  "describe('api: createApp', () => {", // 3
  "  test('provide', () => {", // 4
  '    const Child = {', // 5
  '      setup() {', // 6
  "        return inject('foo')", // 7
  '      },', // 8
  '    }', // 9
  '  })', // 10
  "  test('mount', () => {", // 11
  '    const Child = {', // 12
  '      setup() {', // 13
  "        return provide('bar')", // 14
  '      },', // 15
  '    }', // 16
  '  })', // 17
  '})', // 18
  '',
].join('\n');

const INJECT = 'export function inject(key: string) { return key }\nexport function provide(key: string) { return key }\n';

describeGraph('code graph: definitions nested in a test case, by their printed name', { 'src/inject.ts': INJECT, 'src/app.spec.ts': SPEC }, 'test-case-nested-names', (fx) => {
  it('answers callees of describe … › test provide.Child.setup, the name the outline prints', async () => {
    const outline = await fx.call('code_symbol', { name: 'setup', path: 'src/app.spec.ts' });
    const names = (outline.structured!.items as { name: string }[]).map((i) => i.name);
    assert.ok(names.includes('describe api: createApp › test provide.Child.setup'), names.join(', '));
    const r = await fx.call('code_callees', { symbol: 'describe api: createApp › test provide.Child.setup' });
    assert.ok(!r.isError, r.text);
    assert.deepEqual((r.structured!.items as { name: string }[]).map((i) => i.name), ['inject']);
  });
});
