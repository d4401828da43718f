import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { normalizeRemoteUrl, repoIdentity } from '../../server/src/core/identity';
import { shortHash } from '../../server/src/core/text';
import { statusReport } from '../../server/src/core/status';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

describe('core/identity (SPEC §3 repo identity)', () => {
  it('normalises remote URLs', () => {
    const cases: [string, string | null][] = [
      ['https://github.com/acme/shop.git', 'github.com/acme/shop'],
      ['https://user:token@GitHub.com/Acme/Shop/', 'github.com/acme/shop'],
      ['git@github.com:acme/shop.git', 'github.com/acme/shop'],
      ['ssh://git@gitlab.example.com:2222/group/sub/shop.git', 'gitlab.example.com/group/sub/shop'],
      ['git+ssh://git@host.xz/path//to/../repo.git/', 'host.xz/path/to/repo'],
      ['git://host.xz/acme/shop', 'host.xz/acme/shop'],
      ['http://host.xz:8080/acme/shop.git', 'host.xz/acme/shop'],
      ['file:///srv/git/shop.git', 'srv/git/shop'],
      ['/srv/git/Shop.git', 'srv/git/shop'],
      ['', null],
    ];
    for (const [url, want] of cases) assert.equal(normalizeRemoteUrl(url), want, url);
  });

  it('prefers origin, else the first remote, else a local identity', async () => {
    const t = makeRepo('identity');
    const repo = await Repo.open(t.root);
    const local = await repoIdentity(repo);
    const common = repo.paths.common;
    assert.equal(local.id, `local/${t.root.split('/').pop()}-${shortHash(common).slice(0, 8)}`);
    assert.equal(local.remote, null);
    t.git('remote', 'add', 'upstream', 'git@github.com:Other/Fork.git');
    assert.equal((await repoIdentity(repo)).id, 'github.com/other/fork');
    t.git('remote', 'add', 'origin', 'https://github.com/acme/shop.git');
    const id = await repoIdentity(repo);
    assert.deepEqual([id.id, id.slug, id.name, id.remote], ['github.com/acme/shop', 'github.com-acme-shop', 'shop', 'origin']);
  });

  it('gives the config loader its slug for layer 3 (<cfg>/repos/<slug>.toml)', async () => {
    const t = makeRepo('identity-layer3');
    t.git('remote', 'add', 'origin', 'git@github.com:acme/layered.git');
    const cfg = fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-cfg-'));
    fs.mkdirSync(path.join(cfg, 'repos'));
    fs.writeFileSync(path.join(cfg, 'repos', 'github.com-acme-layered.toml'), '[brief]\nbudget_tokens = 777\n');
    const saved = process.env.KONTEXT_CONFIG_DIR;
    process.env.KONTEXT_CONFIG_DIR = cfg;
    try {
      const repo = await Repo.open(t.root);
      assert.equal(repo.config().brief.budget_tokens, 777);
      assert.match(await statusReport(repo), new RegExp(`\\n  3 ${cfg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/repos/github\\.com-acme-layered\\.toml\\n`));
    } finally {
      if (saved === undefined) delete process.env.KONTEXT_CONFIG_DIR;
      else process.env.KONTEXT_CONFIG_DIR = saved;
      fs.rmSync(cfg, { recursive: true, force: true });
    }
  });
});
