import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { readCommits, readCommitsBySha, splitMessage, isNoiseCommit, dropNoiseLines, streamCommits, parseLog, LogReader, type Commit } from '../../server/src/core/history';

describe('core/history', () => {
  it('reads subject, body, trailers, files and dates of HEAD, newest first', async () => {
    const r = makeRepo('hist');
    r.commit('first: add readme', { 'README.md': '# Hi\n' }, '2024-01-02T03:04:05+01:00');
    r.commit(
      'Switch prices to integer cents\n\nFloats lost a cent on refunds.\nSecond line.\n\nDecision: 2024-01-03-prices\nCo-authored-by: Bob <b@x>\n',
      { 'src/price.ts': 'x', 'src/odd name.ts': 'y' },
      '2024-01-03T10:00:00Z',
    );
    const repo = await Repo.open(r.root);
    const commits = await readCommits(repo, 10);
    assert.equal(commits.length, 2);
    const [c, first] = commits;
    assert.equal(c.subject, 'Switch prices to integer cents');
    assert.equal(c.body, 'Floats lost a cent on refunds.\nSecond line.');
    assert.deepEqual(c.trailers, [
      ['Decision', '2024-01-03-prices'],
      ['Co-authored-by', 'Bob <b@x>'],
    ]);
    assert.deepEqual(c.files.sort(), ['src/odd name.ts', 'src/price.ts']);
    assert.equal(c.author, 'Ada Tester');
    assert.match(c.date, /^2024-01-03T10:00:00(Z|\+00:00)$/);
    assert.equal(c.sha.length, 40);
    assert.ok(c.sha.startsWith(c.short) && c.short.length >= 7);
    assert.equal(first.subject, 'first: add readme');
    assert.deepEqual(first.files, ['README.md']);
    assert.equal(first.date, '2024-01-02T03:04:05+01:00');
    assert.deepEqual(await readCommits(repo, 1), [c]);
    assert.deepEqual(await readCommitsBySha(repo, [first.sha]), [first]);
  });

  it('gives [] for a repository without commits', async () => {
    const r = makeRepo('empty');
    assert.deepEqual(await readCommits(await Repo.open(r.root), 5), []);
  });

  it('splits long histories across processes without losing or repeating commits', async () => {
    const r = makeRepo('long');
    // 1200 commits in one git call; fast-import chains commits on the same ref.
    let script = '';
    for (let i = 1; i <= 1200; i++) {
      const msg = `change ${i}`;
      const data = String(i);
      script += `commit refs/heads/main\ncommitter Ada <a@x> ${1700000000 + i} +0000\ndata ${msg.length}\n${msg}\n`;
      script += `M 644 inline f${i % 7}.txt\ndata ${data.length}\n${data}\n\n`;
    }
    const { execFileSync } = await import('node:child_process');
    execFileSync('git', ['fast-import', '--quiet'], { cwd: r.root, input: script });
    r.git('reset', '-q', '--hard', 'main');
    const repo = await Repo.open(r.root);
    const commits = await readCommits(repo, 1100);
    assert.equal(commits.length, 1100);
    assert.equal(new Set(commits.map((c) => c.sha)).size, 1100);
    assert.equal(commits[0].subject, 'change 1200');
    assert.equal(commits[1099].subject, 'change 101');
    assert.deepEqual(commits[0].files, ['f3.txt']);
  });

  it('parses log output fed in chunks of any size, split anywhere, like the whole text', async () => {
    const r = makeRepo('chunks');
    r.commit('first: ünïcode ✓ subject\n\nBody with \x1f inside.\n\nRefs: #1', { 'a/ñ.md': '1', 'b c.txt': '2' });
    r.commit('second', { 'x.ts': '3' });
    r.commit('Merge branch \'x\' into main', { 'y.ts': '4' });
    const repo = await Repo.open(r.root);
    const raw = r.git('log', '-z', '--format=%x1e%H%x1f%h%x1f%aI%x1f%an%x1f%B', '--no-renames', '--name-only');
    const whole = parseLog(raw, []);
    assert.equal(whole.length, 3);
    assert.deepEqual(whole.map((c) => c.files.sort()), [['y.ts'], ['x.ts'], ['a/ñ.md', 'b c.txt']]);
    assert.equal(whole[2].body, 'Body with \x1f inside.');
    // Byte chunks cut anywhere, also inside a UTF-8 character.
    const bytes = Buffer.from(raw, 'utf8');
    for (let cut = 1; cut < bytes.length; cut += 3) {
      const got: Commit[] = [];
      const reader = new LogReader((c) => got.push(c));
      reader.push(bytes.subarray(0, cut));
      reader.push(bytes.subarray(cut, cut + 5));
      reader.push(bytes.subarray(cut + 5));
      reader.end();
      assert.deepEqual(got, whole, `cut at byte ${cut}`);
    }
    // streamCommits delivers the same commits, in order, as readCommits returns.
    const streamed: Commit[] = [];
    await streamCommits(repo, 10, {}, (c) => streamed.push(c));
    assert.deepEqual(streamed, await readCommits(repo, 10));
    assert.deepEqual(streamed.map((c) => c.sha), whole.map((c) => c.sha));
  });

  it('splits messages exactly like the regular-expression form of the rule', () => {
    // The rule as regular expressions (the form splitMessage's scans stand in for).
    const TRAILER = /^([A-Za-z0-9][A-Za-z0-9-]*):[ \t]*(.*)$/;
    const reference = (message: string) => {
      const text = message.replace(/\r\n/g, '\n').replace(/\s+$/, '');
      const nl = text.indexOf('\n');
      const subject = (nl === -1 ? text : text.slice(0, nl)).trim();
      let rest = nl === -1 ? '' : text.slice(nl + 1).replace(/^\s*\n/, '');
      const trailers: [string, string][] = [];
      const cut = rest.lastIndexOf('\n\n');
      const last = cut === -1 ? rest : rest.slice(cut + 2);
      if (last) {
        const parsed: [string, string][] = [];
        let ok = TRAILER.test(last.split('\n')[0]);
        for (const line of last.split('\n')) {
          if (!ok) break;
          const m = TRAILER.exec(line);
          if (m) parsed.push([m[1], m[2].trim()]);
          else if (/^[ \t]+\S/.test(line) && parsed.length) parsed[parsed.length - 1][1] += ' ' + line.trim();
          else ok = false;
        }
        if (ok && parsed.length) {
          trailers.push(...parsed);
          rest = cut === -1 ? '' : rest.slice(0, cut);
        }
      }
      return { subject, body: rest.trim(), trailers };
    };
    const pieces = ['a', 'Key: v', 'Signed-off-by: X <x@y>', '  cont', '\t', ' ', '\n', '\n\n', '\r\n', '\u00a0', '\u2028', '\u3000', 'x-y:z', '-a: b', ':', 'Fix:', 'body.', 'Refs: #1'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % pieces.length;
    for (const m of ['s\n\u00a0\nKey: v', 's\n \t\n\u3000\n\nRefs: #1', 's\r\n\r\nbody\r\n\r\nA-b: c\r\n  more', 's\n\u2028\nKey: v', 'only\n', '-a: b\n\n1: x']) {
      assert.deepEqual(splitMessage(m), reference(m), JSON.stringify(m));
    }
    for (let i = 0; i < 20000; i++) {
      let m = '';
      for (let k = 0, n = 1 + (i % 12); k < n; k++) m += pieces[next()];
      assert.deepEqual(splitMessage(m), reference(m), JSON.stringify(m));
    }
  });

  it('parses messages and applies the commit noise rules (SPEC §6.1)', () => {
    assert.deepEqual(splitMessage('only a subject\n'), { subject: 'only a subject', body: '', trailers: [] });
    assert.deepEqual(splitMessage('s\n\nbody: not a trailer because\nit continues\n'), {
      subject: 's',
      body: 'body: not a trailer because\nit continues',
      trailers: [],
    });
    const base = { sha: 'a', short: 'a', date: '', author: '', body: '', trailers: [], files: [] };
    assert.ok(isNoiseCommit({ ...base, subject: "Merge branch 'x' into main" }));
    assert.ok(isNoiseCommit({ ...base, subject: 'Merge remote-tracking branch origin/main' }));
    assert.ok(!isNoiseCommit({ ...base, subject: 'Merge pull request #3 from a/b' }));
    assert.equal(dropNoiseLines('keep\nSigned-off-by: A <a@x>\n🤖 Generated with Claude\nCo-authored-by: B'), 'keep');
  });
});
