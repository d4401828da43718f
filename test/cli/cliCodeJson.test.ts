/**
 * The code commands' --json (cli/codeCommands.ts codeCommand): every key their
 * help promises is in the output, and `total` counts what the text's
 * "(+K more)" line counts — on every page, for an ambiguous name (its
 * candidates) and for no match. The built CLI in a real temp repository.
 */
import * as assert from 'node:assert/strict';
import { cliIn, makeRepo } from '../helpers/gitRepo';

/** The keys a --json help line names (`"items"`, `"total"`, …), per alternative (split at ';'). */
function promisedKeys(help: string): string[][] {
  const line = help.split('\n').find((l) => /^\s+--json\s/.test(l));
  assert.ok(line, help);
  return line.split(';').map((part) => [...part.matchAll(/"(\w+)":/g)].map((m) => m[1]));
}

describe('CLI: code commands --json match their help and carry the total', function () {
  this.timeout(120_000);
  const repo = makeRepo('cli-code-json');
  const uses = Array.from({ length: 5 }, (_, i) => `export const u${i} = () => price(${i});`).join('\n');
  repo.commit('carts', {
    'lib/cart.ts': 'export function price(c: number) {\n  return c;\n}\n',
    'lib/use.ts': `import { price } from "./cart";\n${uses}\n`,
    'app/cart.ts': 'export function price(c: number) {\n  return c + 1;\n}\nexport function total() {\n  return price(1);\n}\n',
  });
  const run = (...args: string[]) => cliIn(repo.root, ...args);
  const json = (...args: string[]) => {
    const r = run(...args, '--json');
    const out = JSON.parse(r.out) as Record<string, unknown> & { items: unknown[]; total: number };
    // Exit 1 exactly when nothing is listed (README "Exit status").
    assert.equal(r.code, out.items.length ? 0 : 1, r.err);
    return out;
  };

  it('callers/callees/impact: definition when answered, candidates when ambiguous, as help says', () => {
    for (const cmd of ['callers', 'callees', 'impact']) {
      const [answered, ambiguous] = promisedKeys(run(cmd, '--help').out);
      assert.deepEqual(answered, ['items', 'truncated', 'total', 'definition'], cmd);
      const one = json(cmd, 'price', '-p', 'lib/cart.ts');
      for (const k of answered) assert.ok(k in one, `${cmd} --json lacks ${k}`);
      const amb = json(cmd, 'price');
      for (const k of ambiguous) assert.ok(k in amb, `${cmd} --json (ambiguous) lacks ${k}`);
      assert.equal(amb.total, 2);
    }
  });

  it('symbol and search-code: no definition or candidates promised, total given', () => {
    for (const cmd of ['symbol', 'search-code']) {
      const [keys, ...none] = promisedKeys(run(cmd, '--help').out);
      assert.deepEqual(keys, ['items', 'truncated', 'total'], cmd);
      assert.equal(none.length, 0);
      const out = json(cmd, 'price', '-n', '1');
      assert.deepEqual(Object.keys(out), keys);
    }
    assert.equal(json('symbol', 'price', '-n', '1').total, 2);
    assert.equal(json('symbol', 'nosuch').total, 0);
  });

  it('total is what the "(+K more)" line counts, on every page', () => {
    const text = run('callers', 'price', '-p', 'lib/cart.ts', '-n', '2').out;
    const more = Number(/^\(\+(\d+) more/m.exec(text)?.[1]);
    assert.equal(more, 3);
    assert.equal(json('callers', 'price', '-p', 'lib/cart.ts', '-n', '2').total, 2 + more);
    assert.equal(json('callers', 'price', '-p', 'lib/cart.ts', '-n', '2', '--offset', '2').total, 5);
    assert.equal(json('callers', 'price', '-p', 'lib/cart.ts', '--offset', '4').total, 5);
    assert.equal(json('callers', 'price', '-p', 'lib/cart.ts', '--offset', '9').total, 5);
    assert.equal(json('callers', 'price', '-p', 'lib/cart.ts').total, 5);
  });
});
