import * as assert from 'node:assert/strict';
import { entryPathMatch, globMatch, overlaps } from '../../server/src/core/globs';

describe('core/globs (SPEC §4)', () => {
  const cases: [string, string, boolean][] = [
    ['./src/**', 'src/a.ts', true],
    ['/README.md', 'README.md', true],
    ['/README.md', 'docs/README.md', false],
    ['README.md', 'docs/README.md', true],
    ['*.md', 'a/b/c.md', true],
    ['/*.md', 'a/b.md', false],
    ['/*.md', 'b.md', true],
    ['docs/', 'docs/a/b.md', true],
    ['docs/', 'docs', true],
    ['node_modules/', 'a/node_modules/x/y.js', true],
    ['src/**', 'src', true],
    ['src/**', 'srcx/a', false],
    ['src/*.ts', 'src/a/b.ts', false],
    ['src/**/*.ts', 'src/b.ts', true],
    ['src/**/*.ts', 'src/a/b/c.ts', true],
    ['src/?.ts', 'src/a.ts', true],
    ['src/[ab].ts', 'src/b.ts', true],
    ['src/[!ab].ts', 'src/b.ts', false],
    ['src/[!ab].ts', 'src/c.ts', true],
    ['src/{a,b}.ts', 'src/b.ts', true],
    ['**/fixtures/**', 'test/fixtures/x/y.json', true],
    ['.ai/**', '.ai/decisions/x.md', true],
    ['**/.github/ISSUE_TEMPLATE/**', '.github/ISSUE_TEMPLATE/bug.md', true],
  ];
  for (const [p, path, want] of cases) it(`${p} ${want ? 'matches' : 'does not match'} ${path}`, () => assert.equal(globMatch(p, path), want));

  it('entry-path match: a wildcard-free pattern matches itself and anything below', () => {
    assert.equal(entryPathMatch('src/pay', 'src/pay/a.ts'), true);
    assert.equal(entryPathMatch('src/pay', 'src/pay'), true);
    assert.equal(entryPathMatch('src/pay', 'src/payment/a.ts'), false);
    assert.equal(entryPathMatch('Cargo.toml', 'Cargo.toml'), true);
    assert.equal(entryPathMatch('./src/store.rs', 'src/store.rs'), true);
    assert.equal(entryPathMatch('src/adapters/**', 'src/adapters/mod.rs'), true);
    assert.equal(entryPathMatch('docs/', 'docs/en/index.md'), true);
  });

  it('overlap: match, or the literal prefix lies under the directory', () => {
    assert.equal(overlaps('src/adapters/**', 'src'), true);
    assert.equal(overlaps('src/**', 'src/adapters'), true);
    assert.equal(overlaps('src/store.rs', 'src'), true);
    assert.equal(overlaps('src/**/*.rs', 'src/init'), true);
    assert.equal(overlaps('lib/**', 'src'), false);
    assert.equal(overlaps('*.rs', 'src'), true, 'any-depth patterns reach into every directory');
    assert.equal(overlaps('lib/*.rs', 'src'), false);
    assert.equal(overlaps('anything/**', '.'), true);
  });
});
