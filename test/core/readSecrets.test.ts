/**
 * `read` never returns raw secret values (SPEC §9.1/§9.2 applied to reads):
 * plain files, sections, entries and commits come back redacted with a
 * count; `secrets.allow` and `kontext:allow-secret` lines are left alone.
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { readUri } from '../../server/src/core/read';
import { search } from '../../server/src/core/search/search';
import { why } from '../../server/src/core/why';

const AWS = 'AKIAABCDEFGHIJKLMNOP';
const TOKEN = 'Zq8xP2mN7vR4tY6wK1jH3gF5';

describe('core/read secret redaction', () => {
  let repo: Repo;
  let sha: string;

  before(async () => {
    const t = makeRepo('read-secrets');
    sha = t.commit('add config\n\nThe key ' + AWS + ' is for staging.', {
      '.ai/kontext.toml': '[secrets]\nallow = ["^demo_token"]\n',
      'app.cfg': `name = shop\napi_token = "${TOKEN}"\naws ${AWS}\n`,
      'docs/setup.md': `# Setup\n\nIntro.\n\n## Keys\n\nUse ${AWS} for staging.\n\n## Other\n\nNothing.\n`,
      'docs/allowed.md': `demo_token = "${TOKEN}"\nfixture ${AWS} kontext:allow-secret\n`,
      '.ai/learnings/keys.md': `---\ntitle: Staging keys\n---\n\nThe staging key is ${AWS}.\n`,
    });
    repo = await Repo.open(t.root);
  });

  it('redacts a plain file at every level and says how many values', async () => {
    for (const uri of ['app.cfg', 'file:app.cfg']) {
      const full = await readUri(repo, uri, 2);
      assert.ok(!full.includes(AWS) && !full.includes(TOKEN), full);
      assert.match(full, /api_token = "\[redacted\]"/);
      assert.match(full, /aws \[redacted:aws-access-key\]/);
      assert.match(full, /\n\n\(2 secret value\(s\) redacted\)$/);
    }
    const one = await readUri(repo, 'app.cfg', 0);
    assert.ok(!one.includes(AWS), one);
    assert.match(one, / \(2 secret value\(s\) redacted\)$/);
    const section = await readUri(repo, 'file:docs/setup.md#keys', 1);
    assert.equal(section, '## Keys\n\nUse [redacted:aws-access-key] for staging.\n\n(1 secret value(s) redacted)');
  });

  it('keeps allow-listed lines and says nothing when nothing was redacted', async () => {
    const text = await readUri(repo, 'docs/allowed.md', 2);
    assert.ok(text.includes(TOKEN) && text.includes(AWS), 'secrets.allow and kontext:allow-secret lines stay');
    assert.doesNotMatch(text, /redacted/);
    assert.doesNotMatch(await readUri(repo, 'file:docs/setup.md#other', 2), /redacted/);
  });

  it('search and why topics show no raw secret in titles or snippets', async () => {
    const r = await search(repo, { query: 'staging key' });
    assert.ok(r.hits.length > 0, r.text);
    assert.ok(!r.text.includes(AWS), r.text);
    assert.ok(!JSON.stringify(r.hits).includes(AWS));
    assert.match(r.text, /\[redacted:aws-access-key\]/);
    assert.ok(r.notes.some((n) => /secret value\(s\) redacted in titles and snippets/.test(n)), r.notes.join('; '));
    const w = await why(repo, 'staging keys');
    assert.ok(!w.includes(AWS), w);
  });

  it('redacts entries and commits too', async () => {
    for (const level of [0, 1, 2] as const) {
      const e = await readUri(repo, 'kx:keys', level);
      assert.ok(!e.includes(AWS), `kx level ${level}: ${e}`);
    }
    assert.match(await readUri(repo, 'kx:keys', 2), /The staging key is \[redacted:aws-access-key\]\./);
    for (const level of [1, 2] as const) {
      const c = await readUri(repo, `git:${sha.slice(0, 8)}`, level);
      // Only the diff line the author marked kontext:allow-secret keeps it.
      const raw = c.split('\n').filter((l) => l.includes(AWS));
      assert.ok(raw.every((l) => l.includes('kontext:allow-secret')), `git level ${level}: ${raw.join(' | ')}`);
      assert.match(c, /secret value\(s\) redacted\)$/);
    }
  });
});
