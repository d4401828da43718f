import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { copyTree, fixtureStore, makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { runCheck } from '../../server/src/core/check';

// Secret-shaped samples are assembled at run time so this file holds no literal credential.
const TOKEN = ['ghp_', 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'].join('');
const APIKEY = ['q8Zt4k', 'Lm2Rw9Xy'].join('');

const fm = (lines: string[], body = 'Body.') => `---\n${lines.join('\n')}\n---\n\n${body}\n`;

describe('core/check (SPEC §2.8)', () => {
  it('prints validation and secret lines, then the totals', async () => {
    const r = makeRepo('check');
    r.write('src/a.ts', 'export const a = 1;\n');
    r.write('.ai/kontext.toml', '[store]\nmax_body_lines = 3\n');
    r.write('.ai/decisions/2026-01-01-good.md', fm(['id: 2026-01-01-good', 'kind: decision', 'title: Good', 'status: accepted', 'date: 2026-01-01', 'paths: [src/a.ts, src/**]']));
    r.write('.ai/decisions/2026-01-02-odd.md', fm(['id: 2026-01-02-odd', 'title: Odd', 'status: Approved', 'date: 02.01.2026', 'supersedes: [2026-01-01, nope]', 'paths: [lib/**]']));
    r.write('.ai/decisions/bare.md', fm(['title: Bare'], 'one\n\ntwo\n\nthree\n\nfour'));
    r.write('.ai/decisions/tbd.md', fm(['title: Tbd', 'status: TBD by team', 'date: 2026-01-03']));
    r.write('.ai/learnings/dup.md', fm(['id: 2026-01-01-good', 'title: Duplicate']));
    r.write('.ai/learnings/weird.md', fm(['title: Weird', 'kind: wish']));
    r.write('.ai/learnings/secret.md', fm(['title: Keys'], `Use API_KEY=${APIKEY} locally.\nNever ${TOKEN} again.\nkontext:allow-secret ${TOKEN}`));
    r.write('.ai/architecture/overview.md', fm(['id: overview', 'title: Overview', 'generated: kontext'], 'a\nb\nc\nd\ne'));
    r.write('.ai/notes.txt', `token: ${TOKEN}\n`);
    r.commit('store');
    const repo = await Repo.open(r.root);
    const rep = await runCheck(repo, { staged: false });
    assert.deepEqual(rep.lines, [
      'warn: .ai/decisions/2026-01-02-odd.md: non-canonical status "Approved" (read as accepted)',
      'warn: .ai/decisions/2026-01-02-odd.md: date "02.01.2026" is not YYYY-MM-DD',
      'warn: .ai/decisions/2026-01-02-odd.md: supersedes "nope", which is neither an entry id nor the start of one',
      'warn: .ai/decisions/2026-01-02-odd.md: paths pattern "lib/**" matches no tracked file',
      'error: .ai/decisions/2026-01-01-good.md: duplicate id 2026-01-01-good (also in .ai/learnings/dup.md)',
      'warn: .ai/decisions/bare.md: decision without status',
      'warn: .ai/decisions/bare.md: decision without date',
      'warn: .ai/decisions/bare.md: body has 4 non-empty lines (store.max_body_lines is 3); keep entries short',
      'warn: .ai/decisions/tbd.md: unrecognised status "TBD by team" (read as unknown; use proposed, accepted, superseded, deprecated, rejected)',
      'error: .ai/learnings/dup.md: duplicate id 2026-01-01-good (also in .ai/decisions/2026-01-01-good.md)',
      'warn: .ai/learnings/secret.md:5: possible secret (assigned-secret) q8Zt4k…(14 chars)',
      'error: .ai/learnings/secret.md:6: possible secret (github-token) ghp_a1…(40 chars)',
      'error: .ai/learnings/weird.md: unknown kind "wish"; known kinds: decision, convention, learning, incident, architecture',
      'error: .ai/notes.txt:1: possible secret (github-token) ghp_a1…(40 chars)',
      '10 file(s) checked, 5 error(s), 9 warning(s)',
    ].sort(byPath));
    assert.equal(rep.errors, 5);
    assert.equal(rep.warnings, 9);
    assert.equal(rep.files, 10);
    const secret = rep.findings.find((f) => f.rule === 'github-token' && f.path === '.ai/learnings/secret.md')!;
    assert.deepEqual(secret, { level: 'error', path: '.ai/learnings/secret.md', line: 6, rule: 'github-token', msg: 'possible secret (github-token) ghp_a1…(40 chars)' });
  });

  it('the kontext 0.1 fixture has no errors', async function () {
    const fixture = fixtureStore(this);
    const r = makeRepo('checkfix');
    copyTree(path.join(fixture, '.ai'), path.join(r.root, '.ai'));
    r.commit('fixture');
    const rep = await runCheck(await Repo.open(r.root), { staged: false });
    assert.equal(rep.errors, 0, rep.lines.join('\n'));
    assert.ok(rep.findings.every((f) => /matches no tracked file/.test(f.msg)), rep.lines.join('\n'));
    assert.match(rep.lines[rep.lines.length - 1], /^24 file\(s\) checked, 0 error\(s\), \d+ warning\(s\)$/);
  });

  it('--staged reads the index, validates staged entries and scans per secrets.scan', async () => {
    const r = makeRepo('staged');
    r.write('.ai/kontext.toml', '');
    r.write('src/app.ts', 'export {};\n');
    r.commit('base');
    r.write('.ai/decisions/2026-02-01-x.md', fm(['id: 2026-02-01-x', 'title: X', 'status: accepted', 'date: 2026-02-01']));
    r.write('src/config.ts', `export const token = "${TOKEN}";\n`);
    r.write('.env', `GITHUB_TOKEN=${TOKEN}\n`);
    r.write('big.bin', Buffer.from([0, 1, 2]).toString());
    r.git('add', '-A');
    // The working tree changes after staging: the staged blob is what counts.
    r.write('.ai/decisions/2026-02-01-x.md', fm(['id: 2026-02-01-x', 'title: X'], `secret ${TOKEN}`));
    const repo = await Repo.open(r.root);
    let rep = await runCheck(repo, { staged: true });
    assert.deepEqual(rep.lines, ['1 file(s) checked, 0 error(s), 0 warning(s)']);
    r.write('.ai/kontext.toml', '[secrets]\nscan = "staged"\n');
    r.git('add', '.ai/kontext.toml');
    rep = await runCheck(repo, { staged: true });
    assert.deepEqual(rep.lines, [
      'error: src/config.ts:1: possible secret (github-token) ghp_a1…(40 chars)',
      '3 file(s) checked, 1 error(s), 0 warning(s)', // .env is never read, big.bin has NUL bytes
    ]);
    r.write('.ai/kontext.toml', '[secrets]\nscan = "off"\n[hooks]\nvalidate = false\n');
    r.git('add', '-A');
    rep = await runCheck(repo, { staged: true });
    assert.deepEqual(rep.lines, ['0 file(s) checked, 0 error(s), 0 warning(s)']);
  });
});

function byPath(a: string, b: string): number {
  const pa = a.replace(/^(error|warn): /, '').replace(/:\d+: .*|: .*/, '');
  const pb = b.replace(/^(error|warn): /, '').replace(/:\d+: .*|: .*/, '');
  if (/checked/.test(a)) return 1;
  if (/checked/.test(b)) return -1;
  return pa < pb ? -1 : pa > pb ? 1 : 0;
}
