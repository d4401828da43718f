import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { normalizeRemoteUrl, repoIdentity } from '../../server/src/core/identity';
import { shortHash } from '../../server/src/core/text';

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
});
