/**
 * Doc comments (issue 3, newcomer finding 1), through the built CLI on a real
 * temp repository: a TS/JS doc is the nearest JSDoc block above the
 * declaration or its first overload, build and lint annotations in between
 * skipped (vuejs/core's `/*@__NO_SIDE_EFFECTS__*\/`), and a plain `//` line is
 * a remark, not a doc; other languages keep their own forms (Go `//`, Python
 * docstrings and `#`, Rust `///`), annotations skipped there too.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';

function cli(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const FILES = {
  'src/ref.ts': [
    '/**',
    ' * Checks if a value is a ref object.',
    ' *',
    ' * @param r - The value to inspect.',
    ' */',
    'export function isRef<T>(r: Ref<T> | unknown): r is Ref<T>',
    '/*@__NO_SIDE_EFFECTS__*/',
    'export function isRef(r: any): r is Ref {',
    '  return r ? r.__v_isRef === true : false',
    '}',
    '',
    '/**',
    ' * Takes an inner value and returns a reactive and mutable ref object, which',
    ' * has a single property `.value` that points to the inner value.',
    ' */',
    'export function ref<T>(value: T): Ref<T>',
    'export function ref<T = any>(): Ref<T | undefined>',
    '/*@__NO_SIDE_EFFECTS__*/',
    'export function ref(value?: unknown) {',
    '  return createRef(value, false)',
    '}',
    '',
    '/** Makes the ref. */',
    '// eslint-disable-next-line @typescript-eslint/no-explicit-any',
    '/*#__PURE__*/',
    'function createRef(raw: unknown, shallow: boolean): any {',
    '  return { raw, shallow }',
    '}',
    '',
    "// can't use isRef here since shared has no deps",
    'const isRefLike = (val: any): boolean => !!(val && val.__v_isRef)',
    '',
    '/** Unwraps a ref. */',
    '// TODO: handle shallow refs',
    'export const unref = (r: any) => (isRefLike(r) ? r.value : r)',
    '',
    '// @ts-ignore',
    'export function plain() { return 1 }',
    '',
  ].join('\n'),
  'lib/cjs.js': '/** Formats a price in cents. */\nexports.price = function (n) { return `${n / 100}`; };\n// just a remark\nfunction local() { return 2; }\nmodule.exports.local = local;\n',
  // express's style: a JSDoc block, an empty line, then the definition; a file's licence header is no doc.
  'lib/response.js': '/**\n * @license MIT\n */\n\nfunction first() { return 0; }\n\n/**\n * Send JSON response.\n */\n\nfunction json(obj) { return obj; }\nmodule.exports = { first, json };\n',
  'go/util.go': 'package util\n\n// Helper helps.\n//go:noinline\nfunc Helper() int { return 1 }\n',
  'py/util.py': '# Returns n.\n# noqa: E501\ndef helper(n):\n    return n\n\n\ndef other(n):\n    """Other docs."""\n    return n\n',
  'rs/util.rs': '/// Helps.\npub fn helper() -> i32 { 1 }\n',
};

describe('code graph: doc comments', () => {
  const repo = makeRepo('graph-docs');
  repo.commit('code', FILES);
  const docOf = (name: string, ...more: string[]) => {
    const r = cli(repo.root, 'symbol', name, '--json', ...more);
    assert.equal(r.code, 0, r.err);
    const items = JSON.parse(r.out).items as { doc?: string; line: number }[];
    return items.map((i) => i.doc);
  };

  it('takes the JSDoc above the first overload, skipping /*@__NO_SIDE_EFFECTS__*/ and other annotations', () => {
    assert.deepEqual(docOf('ref'), ['Takes an inner value and returns a reactive and mutable ref object, which has a single property `.value` that points to the inner value.']);
    assert.deepEqual(docOf('isRef'), ['Checks if a value is a ref object.']);
    assert.deepEqual(docOf('createRef'), ['Makes the ref.']);
    const text = cli(repo.root, 'symbol', 'ref');
    assert.match(text.out, /^src\/ref\.ts:16 .*\n {4}Takes an inner value/m);
    assert.doesNotMatch(text.out, /NO_SIDE_EFFECTS/);
  });

  it('a plain // comment is no JSDoc, and an annotation alone is no doc', () => {
    assert.deepEqual(docOf('isRefLike'), [undefined]);
    assert.deepEqual(docOf('unref'), ['Unwraps a ref.']);
    assert.deepEqual(docOf('plain'), [undefined]);
    assert.deepEqual(docOf('local'), [undefined]);
    assert.deepEqual(docOf('price'), ['Formats a price in cents.']);
  });

  it('takes a JSDoc block separated from its definition by blank lines, not a licence header', () => {
    assert.deepEqual(docOf('json'), ['Send JSON response.']);
    assert.deepEqual(docOf('first'), [undefined]);
  });

  it('search-code finds ref by its doc words', () => {
    const r = cli(repo.root, 'search-code', 'inner value reactive mutable');
    assert.equal(r.code, 0, r.err);
    assert.match(r.out.split('\n')[0], /^src\/ref\.ts:16 +function ref\b/);
    // Words that only the doc holds.
    const docWords = cli(repo.root, 'search-code', 'mutable reactive');
    assert.equal(docWords.code, 0, docWords.err);
    assert.match(docWords.out.split('\n')[0], /^src\/ref\.ts:16 +function ref\b/);
  });

  it('Go, Python and Rust keep their own doc forms, directives skipped', () => {
    assert.deepEqual(docOf('Helper'), ['Helper helps.']);
    assert.deepEqual(docOf('helper', '-p', 'py/util.py'), ['Returns n.']);
    assert.deepEqual(docOf('other'), ['Other docs.']);
    assert.deepEqual(docOf('helper', '-p', 'rs/util.rs'), ['Helps.']);
  });
});
