/**
 * indexer.ts readBlob: a listed file's bytes and git blob sha in one open,
 * read and close, the bytes in memory of their own. The sha is git's
 * (`git hash-object`) and the bytes the file's whatever the listed size
 * says: the same, grown or shrunk since the listing, empty; a missing file
 * throws as fs.readFileSync did.
 */
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { blobSha, readBlob, underRoot } from '../../server/src/core/graph/indexer';

const gitSha = (file: string) => execFileSync('git', ['hash-object', '--no-filters', file], { encoding: 'utf8' }).trim();

describe('code graph: reading a file and its blob sha (readBlob)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kx-blob-'));
  const write = (name: string, data: string | Buffer) => {
    const f = path.join(dir, name);
    fs.writeFileSync(f, data);
    return f;
  };

  it('reads the listed size: bytes, git sha, own memory; small, large, non-ASCII and empty files', () => {
    const cases = [
      write('small.ts', 'export const a = 1;\n'),
      write('large.ts', 'x'.repeat(200_000) + '\n// größe 😀\n'),
      write('exact9.ts', '123456789'),
      write('ten.ts', '1234567890'),
      write('empty.ts', ''),
    ];
    for (const f of cases) {
      const want = fs.readFileSync(f);
      const got = readBlob(f, want.length);
      assert.ok(got.data.equals(want), f);
      assert.equal(got.sha, gitSha(f), f);
      assert.equal(got.sha, blobSha(want), f);
      assert.equal(got.owned, true);
    }
  });

  it('a file that grew or shrank since it was listed is read whole, keyed by what was read', () => {
    const f = write('changed.ts', 'export function grown() { return 1; }\n');
    const want = fs.readFileSync(f);
    // Listed shorter (it grew since): the whole file, by readFileSync.
    for (const listed of [0, 9, 10, 99, want.length - 1]) {
      const got = readBlob(f, listed);
      assert.ok(got.data.equals(want), `listed ${listed}`);
      assert.equal(got.sha, gitSha(f));
    }
    // Listed longer (it shrank since): what is there.
    for (const listed of [want.length + 1, 100, 1000, 1 << 16]) {
      const got = readBlob(f, listed);
      assert.ok(got.data.equals(want), `listed ${listed}`);
      assert.equal(got.sha, gitSha(f));
    }
  });

  it('throws for a file deleted since the listing', () => {
    assert.throws(() => readBlob(path.join(dir, 'gone.ts'), 10), /ENOENT/);
  });

  it('underRoot is path.join for the paths git lists under a work-tree root', () => {
    for (const root of [dir, '/repo', '/a b/c']) {
      for (const p of ['a.ts', 'src/x/y.ts', 'dir with space/f.py', '.github/w.js']) assert.equal(underRoot(root, p), path.join(root, p));
    }
  });
});
