/**
 * The callers note of a local function (newcomer 19 #3, hono's
 * `Hono.mount.handler`): only code inside the function it is written in can
 * call it by name, so the "Not listed" count holds the calls written there
 * only, and says so; with none, the answer says the function is local and
 * where, instead of a repository-wide count of same-named calls none of
 * which can reach it. A module's own function keeps the repository-wide
 * note. Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'src/mount.ts': [
    'export function mount(app: any, routes: any) {', // 1
    '  const handler = async (c: unknown) => c',
    '  app.add(routes)',
    '}',
    'export function serve(s: any) {', // 5
    '  function helper(x: number) { return x }',
    '  s.helper(1)',
    '  return helper(2)',
    '}',
    'export function handle(x: any) {', // 10
    '  return x.handler(1)',
    '}',
  ].join('\n'),
  'src/other.ts': [
    'export function run(r: any) {',
    '  r.handler()',
    '  r.helper()',
    '  r.handle()',
    '}',
  ].join('\n'),
};

describeGraph('the callers note of a local function', FILES, 'local-function-note', (fx) => {
  it('says a local function without callers is local, naming the function it is in', async () => {
    const r = await fx.call('code_callers', { symbol: 'mount.handler' });
    assert.ok(!r.isError, r.text);
    assert.match(r.text, /handler is local to mount \(src\/mount\.ts:1\): only code inside it can call it by name, and none there does/);
    assert.doesNotMatch(r.text, /Not listed/);
  });

  it('counts only the unresolved calls written inside that function', async () => {
    const r = await fx.call('code_callers', { symbol: 'serve.helper' });
    assert.match(r.text, /Not listed: 1 call named helper inside serve \(src\/mount\.ts:5\), the only code that can call a local function by name, that resolves to no definition/);
    assert.match(r.text, /src\/mount\.ts:7 `s\.helper\(1\)`/);
    assert.doesNotMatch(r.text, /other\.ts/);
    assert.equal((r.structured?.unresolved as { count: number }).count, 1);
  });

  it('keeps the repository-wide note for a module function', async () => {
    const r = await fx.call('code_callers', { symbol: 'handle' });
    assert.match(r.text, /Not listed: 1 call named handle that resolves/);
  });
});
