/**
 * Callers and impact are lower bounds: calls named like the definition that
 * resolve to no definition (an untyped callback parameter as receiver, or a
 * name several definitions share) are counted under the list, with examples
 * (codeShared answerEdges, graphData unresolvedNamed; newcomer7 #4).
 */
import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';

const FILES = {
  'src/repo.ts': 'export class Repo {\n  open() { return 1; }\n}\nexport class Other {\n  open() { return 2; }\n}\n',
  'src/use.ts': [
    "import { Repo } from './repo';",
    'export function typed(r: Repo) { return r.open(); }',
    'export function untyped(list: any[]) {',
    '  list.forEach((x) => x.open());',
    '  return list.map((y) => y.open());',
    '}',
    '',
  ].join('\n'),
  'test/use.test.ts': 'export function inTest(z: any) { return z.open(); }\n',
  'src/never.ts': 'export function lonely() { return 0; }\nexport function user() { return lonely(); }\n',
};

describe('code graph: calls that resolve nowhere are counted under callers and impact', () => {
  it('names how many same-named calls could not be placed, code before tests, in text and structuredContent', async () => {
    const fx = await graphFixture(FILES, 'graph-unresolved');
    const r = await fx.call('code_callers', { symbol: 'Repo.open' });
    assert.ok(!r.isError, r.text);
    assert.deepEqual((r.structured!.items as { name: string }[]).map((i) => i.name), ['typed']);
    assert.deepEqual(r.structured!.unresolved, {
      count: 3,
      unknown: 3,
      bare: 0,
      examples: ['src/use.ts:4', 'src/use.ts:5', 'test/use.test.ts:1'],
      calls: [
        { path: 'src/use.ts', line: 4, call: 'x.open()' },
        { path: 'src/use.ts', line: 5, call: 'y.open()' },
        { path: 'test/use.test.ts', line: 1, call: 'z.open()' },
      ],
    });
    const last = r.text.split('\n').pop()!;
    assert.equal(last, 'Not listed: 3 calls named open that resolve to no definition (receiver of unknown type); they may call it: src/use.ts:4 `x.open()`; src/use.ts:5 `y.open()`; test/use.test.ts:1 `z.open()`');

    const impact = await fx.call('code_impact', { symbol: 'Repo.open', depth: 2 });
    assert.equal((impact.structured!.unresolved as { count: number }).count, 3);
    assert.match(impact.text, /\nNot listed: 3 calls named open/);

    // Callees are not about this: no note there.
    const callees = await fx.call('code_callees', { symbol: 'typed' });
    assert.equal(callees.structured!.unresolved, undefined);
  });

  it('says nothing when every same-named call resolved', async () => {
    const fx = await graphFixture(FILES, 'graph-unresolved-none');
    const r = await fx.call('code_callers', { symbol: 'lonely' });
    assert.equal(r.structured!.unresolved, undefined);
    assert.doesNotMatch(r.text, /Not listed/);
  });

  it('keeps the note under an empty list', async () => {
    const fx = await graphFixture({ ...FILES, 'src/use.ts': 'export function untyped(list: any[]) {\n  list.forEach((x) => x.open());\n}\n' }, 'graph-unresolved-empty');
    const r = await fx.call('code_callers', { symbol: 'Repo.open' });
    assert.deepEqual(r.structured!.items, []);
    assert.match(r.text, /^No callers found for method Repo\.open .*\nNot listed: 2 calls named open .*: src\/use\.ts:2 `x\.open\(\)`; test\/use\.test\.ts:1 `z\.open\(\)`$/s);
  });

  it('names each line once among the examples, with each call on it (two calls on one line, newcomer 8 #16, texts issue 3 #1)', async () => {
    const fx = await graphFixture({ 'src/repo.ts': FILES['src/repo.ts'], 'src/two.ts': 'export function twice(a: any, b: any) {\n  return a.open() || b.open();\n}\nexport function third(c: any) {\n  return c.open();\n}\n' }, 'graph-unresolved-lines');
    const r = await fx.call('code_callers', { symbol: 'Repo.open' });
    assert.deepEqual((r.structured!.unresolved as { examples: string[] }).examples, ['src/two.ts:2', 'src/two.ts:5']);
    // Every call is shown: no "more" after them.
    assert.match(r.text, /they may call it: src\/two\.ts:2 `a\.open\(\)`, `b\.open\(\)`; src\/two\.ts:5 `c\.open\(\)`$/);
  });

  it('lists every call up to the limit, says where, shows unknown receivers first and leaves out standard-library chains (newcomer 19 #1)', async () => {
    const use = ['import * as fs from "node:fs";', 'export function go(a: any, s: Shelf) {', '  open();', '  s.open();', '  fs.promises.open("x");'];
    for (let k = 0; k < 6; k++) use.push(`  a${k}.open();`);
    use.push('}', 'declare function open(): void;', '');
    // Repo descends from Shelf, which does not define open: a Shelf may be a Repo, so `s.open()` may call Repo.open.
    // (An unrelated class would rule the call out: unrelatedReceivers.test.ts.)
    const repo = "export class Shelf {}\n" + FILES['src/repo.ts'].replace('class Repo {', 'class Repo extends Shelf {');
    use.unshift("import { Shelf } from './repo';");
    const fx = await graphFixture({ 'src/repo.ts': repo, 'src/use.ts': use.join('\n') }, 'graph-unresolved-all');
    const r = await fx.call('code_callers', { symbol: 'Repo.open', limit: 4 });
    const u = r.structured!.unresolved as { count: number; unknown: number; bare: number; leftOut?: number; calls: { call: string }[] };
    assert.deepEqual(u.calls.map((c) => c.call), ['a0.open()', 'a1.open()', 'a2.open()', 'a3.open()']);
    assert.equal(u.unknown, 6);
    const last = r.text.split('\n').pop()!;
    // `s.open()` (Shelf, a type without open) after them; `fs.promises.open` left out, counted; the bare `open()` is none
    // (TypeScript has no implicit this: a bare call never runs a method, graphUnresolved BARE_NEVER_METHOD).
    assert.equal(last, 'Not listed: 7 calls named open that resolve to no definition (6 on a receiver of unknown type, shown first; 1 on a receiver whose known type does not define it but may inherit it); 1 more on values or packages from outside the repository left out; they may call it: src/use.ts:7 `a0.open()`; src/use.ts:8 `a1.open()`; src/use.ts:9 `a2.open()`; … +4 more (structuredContent unresolved.calls lists up to `limit` of them)');
    assert.equal(u.leftOut, 1);
    // With room for it, the typed receiver's call names its type, in the text and in structuredContent (newcomer 28 #8).
    const all = await fx.call('code_callers', { symbol: 'Repo.open', limit: 10 });
    const calls = (all.structured!.unresolved as { calls: { call: string; receiverType?: string }[] }).calls;
    assert.deepEqual(calls.filter((c) => c.receiverType), [{ path: 'src/use.ts', line: 5, call: 's.open()', receiverType: 's: Shelf' }]);
    const one = await graphFixture({ 'src/repo.ts': repo, 'src/use.ts': "import { Shelf } from './repo';\nexport function go(s: Shelf) {\n  return s.open();\n}\n" }, 'graph-unresolved-typed');
    const text = (await one.call('code_callers', { symbol: 'Repo.open' })).text.split('\n').pop();
    assert.equal(text, 'Not listed: 1 call named open that resolves to no definition (on a receiver whose known type does not define it but may inherit it); it may call it: src/use.ts:3 `s.open()` (s: Shelf)');
  });
});
