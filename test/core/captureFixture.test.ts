import * as assert from 'node:assert/strict';
import { capture } from '../../server/src/core/capture';
import { prepareCommit } from '../../server/src/core/prepareCommit';
import { copyTree, fixtureStore, makeRepo } from '../helpers/gitRepo';
import { openRepo } from '../helpers/inboxRepo';

const CAPTURES = '2026-09-28-captures-become-shared-only-by-being-promoted-into-a-commit';

describe('capture and prepare-commit on the kontext 0.1 fixture store', () => {
  it('notes the similar recorded decision and reports the decisions covering a change', async function () {
    const fixture = fixtureStore(this);
    const r = makeRepo('fixture-inbox');
    copyTree(fixture, r.root);
    r.git('config', 'user.name', 'Ada Tester');
    r.commit('kontext store', { 'src/inbox.rs': 'fn main() {}\n', 'src/ops.rs': 'fn ops() {}\n' }, '2026-10-05T10:00:00Z');
    const repo = await openRepo(r.root);

    const res = await capture(repo, { kind: 'adr', title: 'Captures become shared only when promoted into a commit', body: 'x' }, 'agent');
    assert.ok(res.notes.some((n) => n.includes(`\`${CAPTURES}\``)), res.notes.join('\n'));

    r.write('src/inbox.rs', 'fn main() { inbox(); }\n');
    r.write('src/ops.rs', 'fn ops() { run(); }\n');
    r.git('add', 'src');
    const { text, structured } = await prepareCommit(repo);
    assert.ok(text.includes('Staged: 2 file(s): 2 code/docs, 0 knowledge entries.'), text);
    assert.equal(structured.covering[0].id, CAPTURES);
    assert.equal(structured.covering[0].files, 2);
    assert.ok(structured.covering.some((c) => c.id === '2026-10-03-tools-answer-from-the-repository-that-owns-the-paths' && c.files === 1), JSON.stringify(structured.covering));
    // The rule text is the first paragraph of `## Decision` (SPEC §2.3), clipped to 220.
    assert.match(text, new RegExp(`\\n- \\[decision\\] Captures become shared only by being promoted into a commit — ctx_capture stores candidates in .{100,}… \\(2 file\\(s\\)\\) <kx:${CAPTURES}>\\n`));
    assert.deepEqual(structured.candidates.map((c) => c.id), [res.id]);
  });
});
