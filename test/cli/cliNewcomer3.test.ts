/**
 * newcomer3's small findings, on the built CLI in real temp repositories:
 * prepare-commit's exit code and trailers when checks fail (#9), `read` of
 * inbox ids (#11, #12), hint texts (#13, #16, #17) and `search -s` (#5).
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

const DECISION = (id: string, extra = '') =>
  `---\nid: ${id}\ntitle: ${id} title\nstatus: accepted\ndate: 2026-11-30\n---\n\n## Decision\n\nWe do ${id}.${extra}\n`;

describe('cli: newcomer3 fixes (built bundle)', function () {
  this.timeout(180_000);

  it('prepare-commit exits 1 when its checks report an error, prints the report, and gives no trailer for the failing entry', () => {
    const repo = makeRepo('nc3-prep');
    repo.commit('store', { '.ai/kontext.toml': '[project]\nname = "nc3"\n', 'src/a.ts': 'export const a = 1;\n' });
    repo.write('.ai/decisions/good.md', DECISION('good'));
    repo.write('.ai/decisions/bad.md', DECISION('bad', '\n\nkey AKIAABCDEFGHIJKLMNOP\n'));
    repo.git('add', '-A');
    const r = runKontext(repo.root, ['prepare-commit']);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /^# Prepare commit/);
    assert.match(r.stdout, /error: \.ai\/decisions\/bad\.md:\d+: possible secret \(aws-access-key\)/);
    assert.match(r.stdout, /^ {4}Decision: good$/m);
    assert.doesNotMatch(r.stdout, /^ {4}Decision: bad$/m);
    assert.match(r.stdout, /\(none for bad until the check errors above are fixed\)/);
    // Fixed: exit 0 and both trailers.
    repo.write('.ai/decisions/bad.md', DECISION('bad'));
    repo.git('add', '-A');
    const ok = runKontext(repo.root, ['prepare-commit']);
    assert.equal(ok.code, 0, ok.stdout + ok.stderr);
    assert.match(ok.stdout, /^ {4}Decision: bad$/m);
    assert.match(ok.stdout, /^ {4}Decision: good$/m);
  });
});
