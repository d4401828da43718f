/**
 * The full program loads through V8's code cache (server/src/compileCache.ts)
 * on the built CLI: a first run writes the cache, later runs answer the same
 * from it, a damaged cache file is rejected by V8 and written again, an older
 * build's file for the same V8 is removed (another V8's kept), and
 * `KONTEXT_COMPILE_CACHE=0` writes nothing.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

describe('cli: the program loads through a V8 code cache (built bundle)', function () {
  this.timeout(120_000);
  let repo: TestRepo;
  let dir: string;
  const files = () => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.bin')) : []);
  const run = (env: Record<string, string>, ...args: string[]) => runKontext(repo.root, args, { env });

  before(() => {
    repo = makeRepo('compile-cache');
    repo.commit('Add a function', { 'src/a.ts': 'export function alpha(): number {\n  return 1;\n}\nexport function beta(): number {\n  return alpha();\n}\n' });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-v8cache-'));
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the cache once and answers the same from it as without one', () => {
    const plain = run({ KONTEXT_COMPILE_CACHE: '0' }, 'callers', 'alpha');
    assert.equal(plain.code, 0, plain.stderr);
    assert.deepEqual(files(), []);
    const first = run({ KONTEXT_COMPILE_CACHE: dir }, 'callers', 'alpha');
    assert.equal(first.stdout, plain.stdout);
    const [made] = files();
    assert.match(made, /^kontext-main\.js-\d+-\d+-.+-tuned\.bin$/);
    const size = fs.statSync(path.join(dir, made)).size;
    assert.ok(size > 10_000, `cache of ${size} bytes`);
    const second = run({ KONTEXT_COMPILE_CACHE: dir }, 'callers', 'alpha');
    assert.equal(second.stdout, plain.stdout);
    assert.deepEqual(files(), [made]);
  });

  it('a damaged cache is rejected and written again; an older build\'s file is removed', () => {
    const [made] = files();
    fs.writeFileSync(path.join(dir, made), 'not a code cache');
    // An older build for this V8 goes; another V8's (the editor's Node beside the CLI's) stays.
    const older = made.replace(/-\d+-\d+-/, '-1-2-');
    const otherV8 = 'kontext-main.js-1-2-99.9.9-node.9-x64-tuned.bin';
    fs.writeFileSync(path.join(dir, older), 'an older build');
    fs.writeFileSync(path.join(dir, otherV8), 'another V8');
    const r = run({ KONTEXT_COMPILE_CACHE: dir }, 'callees', 'beta');
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^src\/a\.ts:1 {2}function alpha/m);
    assert.deepEqual(files().sort(), [made, otherV8].sort());
    assert.ok(fs.statSync(path.join(dir, made)).size > 10_000);
    fs.rmSync(path.join(dir, otherV8));
  });
});
