/**
 * A saved graph answers as the process that built it: the first CLI process
 * indexes a real temp repository and answers callers, callees and impact;
 * a second process reads the saved records (their calls kept as text until
 * a question reads them, recordCodec.ts) and must print the same answers,
 * parsing no file again. The calls cover what the stored calls encode
 * beyond a name: receivers, `new`, argument counts and types (Java
 * overloads), and a non-ASCII name (stored `\u` escaped, so found by its
 * escaped text).
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';

function cli(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const FILES = {
  'src/cart.ts': [
    'export class Cart {',
    '  items: number[] = [];',
    '  add(price: number) { this.items.push(price); return this; }',
    '  total() { return this.items.reduce((s, p) => s + p, 0); }',
    '  fill() { this.add(1).add(2); return this.total(); }',
    '}',
    '',
  ].join('\n'),
  'src/size.ts': 'export function größe(n: number) { return n * 2; }\n',
  'src/use.ts': [
    "import { Cart } from './cart';",
    "import { größe } from './size';",
    'export function checkout() { const c = new Cart(); c.add(größe(3)); return c.total(); }',
    'export function twice() { return größe(größe(1)); }',
    '',
  ].join('\n'),
  'src/Pay.java': [
    'class Pay {',
    '  void pay(int cents) {}',
    '  void pay(String code) {}',
    '  void run() { pay(1); pay("gift"); }',
    '  void runCents() { pay(2); }',
    '}',
    '',
  ].join('\n'),
};

/** The questions asked of both processes, each with --json (structuredContent). */
const QUESTIONS = [
  ['callers', 'Cart.add'],
  ['callers', 'Cart.total'],
  ['callees', 'Cart.fill'],
  ['callees', 'checkout'],
  ['callers', 'größe'],
  ['impact', 'größe', '-d', '2'],
  ['callers', 'pay', '-p', 'src/Pay.java:2'],
  ['callers', 'pay', '-p', 'src/Pay.java:3'],
  ['callees', 'run'],
];

describe('code graph: a saved graph answered by a new process', () => {
  it('gives the same callers, callees and impact as the process that built it, parsing nothing again', function () {
    // Nineteen CLI processes, each loading the program: minutes on a loaded machine.
    this.timeout(180_000);
    const repo = makeRepo('saved-calls');
    repo.commit('code', FILES);
    const first = QUESTIONS.map((q) => cli(repo.root, ...q, '--json'));
    first.forEach((r, i) => assert.equal(r.code, 0, `${QUESTIONS[i].join(' ')}: ${r.err}${r.out}`));
    const items = first.map((r) => JSON.parse(r.out).items as { name: string; path: string; line: number }[]);
    // The answers are not empty, and say what the calls held: checkout, fill and twice call größe or add.
    assert.deepEqual(items[0].map((i) => i.name).sort(), ['Cart.fill', 'checkout']);
    assert.deepEqual(items[4].map((i) => i.name).sort(), ['checkout', 'twice']);
    assert.deepEqual(items[6].map((i) => i.name).sort(), ['Pay.run', 'Pay.runCents'], 'pay(int) is called with ints only');
    assert.deepEqual(items[7].map((i) => i.name), ['Pay.run'], 'pay(String) is called with a string only');
    assert.ok(items[3].some((i) => i.name === 'Cart.add') && items[3].some((i) => i.name === 'größe'), JSON.stringify(items[3]));
    const again = QUESTIONS.map((q) => cli(repo.root, ...q, '--json'));
    again.forEach((r, i) => assert.equal(r.out, first[i].out, QUESTIONS[i].join(' ')));
    const status = JSON.parse(cli(repo.root, 'call', 'kontext_graph', '{}', '--json').out);
    assert.equal(status.parsed, 0, 'a later process read every record from the cache');
    assert.equal(status.files, 4);
  });
});
