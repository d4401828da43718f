/**
 * search_code ranks a definition holding every word of the query (in any
 * field) above one whose name holds only some of them, however strongly a
 * name is boosted: vuejs/core's `ref`, documented "Takes an inner value and
 * returns a reactive and mutable ref object", came 5th for "inner value
 * reactive mutable" behind `MutableReactiveHandler` and its methods. Within
 * the same coverage the BM25 score still orders (names first), after a
 * definition whose name is the query itself: vuejs/core's `reactive` came 9th
 * for "reactive" behind `ReactiveFlags` and `reactiveReadArray`.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const HANDLERS = [
  '/** Base of the proxy handlers. */',
  'export class BaseReactiveHandler {}',
  'export class MutableReactiveHandler extends BaseReactiveHandler {',
  '  set(target: object, key: string): boolean {',
  '    return true;',
  '  }',
  '  has(target: object, key: string): boolean {',
  '    return true;',
  '  }',
  '}',
  'export function reactiveHelper(): MutableReactiveHandler {',
  '  return new MutableReactiveHandler();',
  '}',
  '',
].join('\n');

const REF = [
  '/**',
  ' * Takes an inner value and returns a reactive and mutable ref object, which',
  ' * has a single property `.value` that points to the inner value.',
  ' *',
  ' * @param value - The object to wrap in the ref.',
  ' * @see {@link https://vuejs.org/api/reactivity-core.html#ref}',
  ' */',
  'export function ref(value?: unknown) {',
  '  return { value };',
  '}',
  '/** Returns a reactive proxy of the object. */',
  'export function reactive(target: object) {',
  '  return target;',
  '}',
  '',
].join('\n');

/** Other documented functions, as a real package has: the doc words are common, the handler's name words rare. */
const UTILS = ['isRef', 'unref', 'toRef', 'toRefs', 'isProxy', 'toRaw', 'markRaw', 'isReadonly', 'shallowRef', 'triggerRef', 'customRef', 'proxyRefs']
  .map((n) => `/**\n * Checks or converts a value of a reactive object (${n}).\n *\n * @param value - The value to inspect.\n */\nexport function ${n}(value: unknown): unknown {\n  return value;\n}\n`)
  .join('');

/** Short names holding the word `reactive`, as vuejs/core's are: BM25 prefers them to the longer-documented `reactive`. */
const FLAGS = [
  'export enum ReactiveFlags {',
  "  SKIP = '__v_skip',",
  '}',
  'export function reactiveReadArray<T>(array: T[]): T[] {',
  '  return array;',
  '}',
  'export class ReactiveEffect {',
  '  run(): void {}',
  '}',
  'export function nextTickQueue(): void {}',
  'export function next_tick(): void {}',
  '',
].join('\n');

describeGraph('code graph: search_code ranks by the query words a definition covers, then by score', { 'src/baseHandlers.ts': HANDLERS, 'src/ref.ts': REF, 'src/utils.ts': UTILS, 'src/flags.ts': FLAGS }, 'search-coverage', (fx) => {
  const names = async (query: string): Promise<string[]> => {
    const r = await fx.call('search_code', { query, limit: 10 });
    assert.ok(!r.isError, r.text);
    return ((r.structured?.items ?? []) as { name: string }[]).map((i) => i.name);
  };

  it('a doc comment holding all four words outranks names holding two', async () => {
    const got = await names('inner value reactive mutable');
    // Before the change: MutableReactiveHandler, reactiveHelper, ref, …
    assert.deepEqual(got.slice(0, 2), ['ref', 'MutableReactiveHandler'], got.join(', '));
  });

  it('among equal coverage a name still outranks doc text', async () => {
    const got = await names('mutable reactive');
    assert.equal(got[0], 'MutableReactiveHandler', got.join(', '));
    assert.ok(got.indexOf('MutableReactiveHandler') < got.indexOf('ref'), got.join(', '));
  });

  it('a definition named exactly as the query comes first among equal coverage', async () => {
    const got = await names('reactive');
    assert.equal(got[0], 'reactive', got.join(', '));
    // Case and word separators aside: `next tick` and `NEXT_TICK` name next_tick, not nextTickQueue.
    assert.equal((await names('next tick'))[0], 'next_tick');
    assert.equal((await names('NEXT_TICK'))[0], 'next_tick');
    // A method by its qualified name.
    assert.equal((await names('ReactiveEffect.run'))[0], 'ReactiveEffect.run');
  });
});
