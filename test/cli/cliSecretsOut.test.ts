/**
 * The newcomer's secret findings on the built CLI: `brief`, `log --all`,
 * `log --json` and `why` (a path, HEAD, a file whose last commit message holds
 * a token) redact like `search` and `read` do (SPEC §9.2, one output step in
 * the registry).
 */
import * as assert from 'node:assert/strict';
import type { TestRepo } from '../helpers/gitRepo';
import { AWS, GHP, secretRepo } from '../helpers/secretRepo';
import { runKontext } from '../helpers/mcpProcess';

describe('cli: brief, log and why never print a raw secret (built bundle)', function () {
  this.timeout(120_000);
  let repo: TestRepo;
  before(() => {
    repo = secretRepo('cli-secrets-out');
  });

  const cases: [string, string[]][] = [
    ['brief', ['brief']],
    ['log --all', ['log', '--all', '--kind', 'learning']],
    ['log --json', ['log', '--json', '--kind', 'learning']],
    ['why src/cart.ts', ['why', 'src/cart.ts']],
    ['why HEAD', ['why', 'HEAD']],
    ['why a.txt', ['why', 'a.txt']],
    ['search (unchanged)', ['search', 'AWS', 'key']],
  ];
  for (const [what, args] of cases) {
    it(what, () => {
      const r = runKontext(repo.root, args);
      assert.equal(r.code, 0, r.stderr);
      assert.ok(!r.stdout.includes(GHP) && !r.stdout.includes(AWS), r.stdout);
      assert.match(r.stdout, /\[redacted:github-token\]/);
      if (what === 'log --json') {
        assert.equal(JSON.parse(r.stdout)[0].summary, 'AWS key [redacted:aws-access-key] and [redacted:github-token]');
      } else {
        assert.match(r.stdout, /secret value\(s\) redacted/);
      }
    });
  }
});
