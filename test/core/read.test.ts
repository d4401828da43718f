import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { readUri } from '../../server/src/core/read';

const DECISION =
  '---\nid: 2024-02-01-cache-lookups\ntitle: Cache lookups\nstatus: accepted\ndate: 2024-02-01\npaths: [src/cache.ts]\n---\n\n## Decision\n\nWe cache lookups for an hour.\n';
const GUIDE =
  '---\ntitle: hidden\n---\n# Guide\n\nIntro to the guide.\n\n## Setup\n\nInstall it.\n\n### Details\n\nMore setup.\n\n## Usage\n\nUse it.\n\n## Setup\n\nSecond setup.\n';

async function setup(): Promise<{ r: TestRepo; repo: Repo; sha: string }> {
  const r = makeRepo('read');
  r.commit('first', { 'README.md': '# Read me\n\nHello.\n' });
  const sha = r.commit('feat: add cache\n\nBecause lookups are slow.', {
    '.ai/decisions/2024-02-01-cache-lookups.md': DECISION,
    '.ai/decisions/2024-02-02-cache-keys.md': DECISION.replace('2024-02-01-cache-lookups', '2024-02-02-cache-keys').replace('Cache lookups', 'Cache keys'),
    'docs/guide.md': GUIDE,
    'src/cache.ts': 'export const ttl = 3600;\n',
    '.env': 'TOKEN=abc\n',
    'config/.env.example': 'TOKEN=\n',
    'bin.dat': Buffer.from([0, 1, 2, 3]).toString('latin1'),
  });
  return { r, repo: await Repo.open(r.root), sha };
}

describe('core/read', () => {
  it('reads entries at levels 0/1/2 and lists ambiguous prefixes', async () => {
    const { repo } = await setup();
    assert.equal(
      await readUri(repo, 'kx:2024-02-01-cache-lookups', 0),
      'Cache lookups — We cache lookups for an hour. [decision · accepted] <kx:2024-02-01-cache-lookups>',
    );
    assert.equal(
      await readUri(repo, 'kx:2024-02-01', 1),
      '# Cache lookups\ndecision · .ai/decisions/2024-02-01-cache-lookups.md · accepted · 2024-02-01\npaths: src/cache.ts\n\n## Decision\n\nWe cache lookups for an hour.',
    );
    assert.equal(await readUri(repo, 'kx:2024-02-01-cache-lookups', 2), DECISION);
    await assert.rejects(readUri(repo, 'kx:2024-02', 1), /matches 2 entries: kx:2024-02-01-cache-lookups \(\.ai\/decisions\/2024-02-01-cache-lookups\.md\), kx:2024-02-02-cache-keys \(\.ai\/decisions\/2024-02-02-cache-keys\.md\); pass more of the id/);
    await assert.rejects(readUri(repo, 'kx:nothing', 1), /no entry kx:nothing/);
  });

  it('reads files, anchors and directories; rejects .., outside paths, sensitive files', async () => {
    const { r, repo } = await setup();
    assert.equal(await readUri(repo, 'file:docs/guide.md', 0), 'Intro to the guide.');
    assert.equal(await readUri(repo, 'docs/guide.md', 2), GUIDE);
    assert.equal(await readUri(repo, 'file:docs/guide.md#setup', 1), '## Setup\n\nInstall it.\n\n### Details\n\nMore setup.');
    assert.equal(await readUri(repo, 'file:docs/guide.md#setup-2', 1), '## Setup\n\nSecond setup.');
    assert.equal(await readUri(repo, 'file:docs/guide.md#details', 0), 'More setup.');
    await assert.rejects(readUri(repo, 'file:docs/guide.md#nope', 1), /no section #nope in docs\/guide.md; sections: guide, setup, details, usage, setup-2/);
    assert.equal(await readUri(repo, path.join(r.root, 'src/cache.ts'), 1), 'export const ttl = 3600;\n');
    assert.equal(await readUri(repo, 'config/.env.example', 1), 'TOKEN=\n');
    assert.equal(await readUri(repo, 'bin.dat', 1), 'bin.dat: binary file, 4 bytes');
    const dir = await readUri(repo, 'file:.', 1);
    assert.equal(dir.split('\n')[0], './ (6 entries)');
    assert.deepEqual(dir.split('\n').slice(1), ['.ai/', 'README.md', 'bin.dat', 'config/', 'docs/', 'src/']);
    assert.equal(await readUri(repo, 'docs/', 0), 'docs/ (1 entries)\nguide.md');
    await assert.rejects(readUri(repo, 'file:../secret.txt', 1), (e: Error & { reason?: string }) => e.reason === 'refused' && /\.\./.test(e.message));
    await assert.rejects(readUri(repo, 'docs/../../x', 1), /\.\./);
    await assert.rejects(readUri(repo, '/etc/passwd', 1), /outside the repository/);
    await assert.rejects(readUri(repo, '.env', 1), /is never read: kontext does not read files that usually hold secrets/);
    await assert.rejects(readUri(repo, 'file:.git/config', 1), /git's own directory/);
    fs.symlinkSync('/etc', path.join(r.root, 'etc-link'));
    await assert.rejects(readUri(repo, 'etc-link/hostname', 1), /outside the repository/);
    fs.symlinkSync(path.join(r.root, '.env'), path.join(r.root, 'innocent.txt'));
    await assert.rejects(readUri(repo, 'innocent.txt', 1), /innocent\.txt is never read/);
    await assert.rejects(readUri(repo, 'nope.md', 1), (e: Error & { reason?: string }) => e.reason === 'not-found');
    await assert.rejects(readUri(repo, 'jira://PROJ-1', 1), /owns/);
    await assert.rejects(readUri(repo, 'README.md', 3 as 0), /level/);
  });

  it('level 1 of a long file ends at a whole line and says which lines it shows and how to read the rest', async () => {
    const { r, repo } = await setup();
    const lines = Array.from({ length: 300 }, (_, i) => `export const value${i} = 'a fairly long line of source text number ${i}';`);
    r.write('src/long.ts', lines.join('\n') + '\n');
    const l1 = await readUri(repo, 'src/long.ts', 1);
    assert.ok(Array.from(l1).length <= 4000, `${Array.from(l1).length} code points`);
    const out = l1.split('\n');
    const m = /^… \(lines 1–(\d+) of 301; ctx_read uri="src\/long\.ts" level=2 for all of it\)$/.exec(out[out.length - 1]);
    assert.ok(m, out[out.length - 1]);
    assert.equal(out.length - 1, Number(m[1]));
    assert.deepEqual(out.slice(0, -1), lines.slice(0, Number(m[1])));
    // Short files are whole at level 1; level 2 of this one is whole too (under 80,000).
    assert.equal(await readUri(repo, 'src/cache.ts', 1), 'export const ttl = 3600;\n');
    assert.equal(await readUri(repo, 'src/long.ts', 2), lines.join('\n') + '\n');
  });

  it('reads commits at levels 0/1/2 without sensitive diffs', async () => {
    const { r, repo, sha } = await setup();
    const short = r.git('rev-parse', '--short', sha);
    const today = r.git('show', '-s', '--format=%ad', '--date=short', sha);
    assert.equal(await readUri(repo, `git:${sha.slice(0, 8)}`, 0), `${short} ${today} Ada Tester: feat: add cache`);
    const l1 = await readUri(repo, `git:${sha}`, 1);
    assert.match(l1, new RegExp(`^commit ${sha}\nAuthor: Ada Tester <ada@example.com>\nDate: `));
    assert.match(l1, /feat: add cache\n {4}\n {4}Because lookups are slow\./);
    assert.match(l1, /src\/cache\.ts +\| +1 \+/);
    assert.ok(!l1.includes('diff --git'));
    const l2 = await readUri(repo, `git:${short}`, 2);
    assert.match(l2, /diff --git a\/src\/cache\.ts b\/src\/cache\.ts/);
    assert.match(l2, /\+export const ttl = 3600;/);
    assert.match(l2, /diff --git a\/\.env b\/\.env\n\(diff of a sensitive file omitted\)/);
    assert.ok(!l2.includes('TOKEN=abc'));
    await assert.rejects(readUri(repo, 'git:xyz', 0), /not a commit sha/);
    await assert.rejects(readUri(repo, 'git:0000000', 0), /no commit/);
  });

  it('reads inbox candidates by id, prefix or suffix', async () => {
    const { repo } = await setup();
    const dir = path.join(repo.paths.k, 'inbox');
    fs.mkdirSync(dir, { recursive: true });
    const text = '---\nid: 2024-03-01-note-one\nkind: learning\ntitle: Note one\n---\n\nBody.\n';
    fs.writeFileSync(path.join(dir, '2024-03-01-note-one.md'), text);
    fs.writeFileSync(path.join(dir, '2024-03-01-note-two.md'), text.replace(/one/g, 'two'));
    assert.equal(await readUri(repo, 'inbox:2024-03-01-note-one', 0), 'Note one — Body. [learning · local note] <inbox:2024-03-01-note-one>');
    assert.equal(await readUri(repo, 'inbox:note-one', 2), text);
    await assert.rejects(readUri(repo, 'inbox:2024-03-01', 1), /ambiguous: 2024-03-01-note-two, 2024-03-01-note-one/);
    await assert.rejects(readUri(repo, 'inbox:missing', 1), /no inbox entry/);
  });
});
