import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { activeHooksDir, hasKontextBlock, hookInstalled } from '../../server/src/core/hooksDir';
import { makeKontextRepo, openRepo } from '../helpers/inboxRepo';

describe('core/hooksDir (SPEC §8.2 active hooks directory)', () => {
  it('follows core.hooksPath (relative, husky _) and recognises our block', async () => {
    const r = makeKontextRepo();
    const repo = await openRepo(r.root);
    assert.equal(await activeHooksDir(repo), path.join(r.root, '.git', 'hooks'));
    assert.equal(await hookInstalled(repo, 'prepare-commit-msg'), false);
    r.git('config', 'core.hooksPath', '.githooks');
    assert.equal(await activeHooksDir(repo), path.join(r.root, '.githooks'));
    r.git('config', 'core.hooksPath', '.husky/_');
    assert.equal(await activeHooksDir(repo), path.join(r.root, '.husky'));
    r.write('.husky/prepare-commit-msg', '#!/bin/sh\n# >>> kontext >>> managed by kontext hooks install\nkontext hook prepare-commit-msg "$@"\n# <<< kontext <<<\n');
    fs.chmodSync(path.join(r.root, '.husky/prepare-commit-msg'), 0o755);
    assert.equal(await hookInstalled(repo, 'prepare-commit-msg'), true);
    assert.equal(hasKontextBlock('#!/bin/sh\necho # >>> kontext >>>\n'), false);
  });
});
