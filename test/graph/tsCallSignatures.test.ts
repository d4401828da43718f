/**
 * Valid TypeScript the bundled grammar could not read whole (newcomer 19
 * #2): a generic call signature on its own line after another member with
 * no `;` (hono's `interface Get { <K>(key: K): V\n  <K>(key: K, d: V): V }`,
 * or type parameters opened alone on a line). The grammar joined the two
 * members, and its recovery lost the rest of the file: the class after it
 * lost its methods and got methods named `const`, `if`, `return`. The file
 * is read again with the `;` TypeScript inserts there (tsGrammarGaps.ts
 * tsCallSignatureSemicolons), and no member is named after a statement's
 * keyword where the grammar recovered from an error. Real temp repository,
 * the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, defsIn, expectEdges } from './helpers';
import { tsCallSignatureSemicolons } from '../../server/src/core/graph/tsGrammarGaps';

const FACTORY = [
  'export interface Handlers<E> {', // 1
  '  <I>(h: H<E, I>): [H<E, I>]',
  '',
  '  // two handlers',
  '  <',
  '    I,',
  '    I2 extends Input = I,',
  '  >(h: H<E, I>, h2: H<E, I2>): [H<E, I>, H<E, I2>]',
  '}',
  '', // 10
  'export class Factory<E extends Env = Env, P extends string = string> {',
  '  private initApp?: (app: App<E>) => void',
  '  #defaultOptions?: Options<E>',
  '',
  '  createApp = (options?: Options<E>): App<E> => {', // 15
  '    const app = new App<E>(options ?? this.#defaultOptions)',
  '    if (this.initApp) {',
  '      this.initApp(app)',
  '    }',
  '    return app', // 20
  '  }',
  '',
  '  createMiddleware = <I extends Input = {}, R extends Res | void = void>(',
  '    middleware: Middleware<E, P, I, R>',
  '  ): Middleware<E, P, I, R> => middleware', // 25
  '}',
  '',
  'export class App<E> {',
  '  constructor(readonly options?: Options<E>) {}',
  '}', // 30
  '',
  'export const createFactory = <E extends Env = Env>(): Factory<E> => new Factory<E>()',
  '',
].join('\n');

const HOOKS_TSX = [
  'type Update<T> = (v: T) => void',
  'interface UseState {',
  '  <T>(initial: T | (() => T)): [T, Update<T>]',
  '  <T = undefined>(): [T | undefined, Update<T | undefined>]',
  '}',
  'export const useState: UseState = (initial?: unknown) => [initial, () => {}]',
  'export function Counter() {',
  '  const [n] = useState(0)',
  '  return <b>{n}</b>',
  '}',
  '',
].join('\n');

// A real syntax error (an unclosed type parameter list) before a class: the grammar's recovery reads the
// arrow's body as an object type whose members are the statements (`const app`, `if (…)`, `return app`).
const BROKEN = [
  'export type Broken = <',
  '  T extends Env = Merge<[A, B]>,',
  '  h: H<T>',
  '',
  'export class Factory<E extends Env = Env> {',
  '  createApp = (options?: Options<E>): App<E> => {',
  '    const app = new App<E>(options)',
  '    if (this.initApp) {',
  '      this.initApp(app)',
  '    }',
  '    return app',
  '  }',
  '}',
  '',
].join('\n');

// Keywords are valid member names in a whole tree.
const KEYWORD_MEMBERS = 'export class Words {\n  if(): void {}\n  return(): number { return 1 }\n}\nexport interface Steps { const(): void }\n';

describeGraph(
  'code graph: TS generic call signatures on their own lines (newcomer 19 #2)',
  { 'src/factory.ts': FACTORY, 'src/hooks.tsx': HOOKS_TSX, 'src/broken.ts': BROKEN, 'src/words.ts': KEYWORD_MEMBERS },
  'ts-call-signatures',
  (fx) => {
    it('the files with them are read whole: no error, every definition after them kept', () => {
      assert.deepEqual(fx.graph.status().errorFiles, ['src/broken.ts']);
      assert.deepEqual(defsIn(fx, 'src/factory.ts'), [
        'interface Handlers 1',
        'class Factory 11',
        'method Factory.createApp 15',
        'method Factory.createMiddleware 23',
        'class App 28',
        'method App.constructor 29',
        'function createFactory 32',
      ]);
      assert.deepEqual(defsIn(fx, 'src/hooks.tsx'), ['type Update 1', 'interface UseState 2', 'function useState 6', 'function Counter 7']);
    });

    it('calls after them resolve', async () => {
      await expectEdges(fx, 'code_callers', {
        'App.constructor': ['src/factory.ts:Factory.createApp:same-file'],
        useState: ['src/hooks.tsx:Counter:same-file'],
      });
    });

    it('no member is named after a statement keyword where the grammar recovered from an error; a whole tree keeps such names', () => {
      const broken = defsIn(fx, 'src/broken.ts');
      assert.deepEqual(broken.filter((d) => /\.?(const|if|return) /.test(d)), [], broken.join('\n'));
      assert.deepEqual(defsIn(fx, 'src/words.ts'), ['class Words 1', 'method Words.if 2', 'method Words.return 3', 'interface Steps 5', 'method Steps.const 5']);
    });
  },
);

describe('tsCallSignatureSemicolons', () => {
  it('writes `;` over the last blank of indentation before a call signature following a member, the text keeping its length', () => {
    const src = 'interface G {\n  <K>(k: K): V\n  <K>(k: K, d: V): V\n  // more\n  <\n    T = X,\n  >(t: T): T\n}\n';
    const out = tsCallSignatureSemicolons(src)!;
    assert.equal(out.text.length, src.length);
    assert.equal(out.text, 'interface G {\n  <K>(k: K): V\n ;<K>(k: K, d: V): V\n  // more\n ;<\n    T = X,\n  >(t: T): T\n}\n');
  });

  it('leaves lines after `{`, `,`, `=`, `=>` and lines that are no type parameter list alone', () => {
    for (const src of [
      'interface G {\n  <K>(k: K): V\n}\n',
      'f(a,\n  <T>(x: T) => x)\n',
      'const f =\n  <T>(x: T) => x\n',
      'type F = (a: A) =>\n  <T>(x: T) => T\n',
      'const x = a\n  < b\n',
      'const el = (\n  <div>text</div>\n)\n',
    ]) assert.equal(tsCallSignatureSemicolons(src), undefined, src);
  });
});
