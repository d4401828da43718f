/**
 * Roll-up commits in `why` history: leveldb's "A number of bugfixes:" (and
 * "A number of fixes:", "A number of smaller fixes and performance
 * improvements:") list unrelated changes, and one item's "replace" or "must
 * never" plus the list's length made the whole commit score as
 * decision-shaped (SPEC §6.8: 7.75, 5.75, 6.25). A roll-up is scored on its
 * subject alone (signals.ts isRollupCommit). A real repository made with git.
 */
import * as assert from 'node:assert/strict';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { why } from '../../server/src/core/why';
import { blameIdle, clearBlameCache } from '../../server/src/core/blame';
import { decisionSignalScore, isRollupCommit } from '../../server/src/core/signals';
import { DECISION_SHAPED } from '../../server/src/core/pathHistory';

/** leveldb 299cced's message, shortened. */
const BUGFIXES = [
  'A number of bugfixes:',
  '',
  '- Added DB::CompactRange() method.',
  '',
  '  Changed manual compaction code so it breaks up compactions of',
  '  big ranges into smaller compactions.',
  '',
  '  Changed the code that pushes the output of memtable compactions',
  '  to higher levels to obey the grandparent constraint: i.e., we',
  '  must never have a single file in level L that overlaps too',
  '  much data in level L+1 (to avoid very expensive L-1 compactions).',
  '',
  '- Replace raw slice comparison with a call to user comparator.',
  '',
  '- Fix end of namespace comments.',
].join('\n');

const split = (m: string): [string, string] => {
  const [s, ...rest] = m.split('\n');
  return [s, rest.join('\n')];
};

describe('core/signals: roll-up commits are not decision-shaped', () => {
  it('knows a subject announcing several changes over a list of at least two items', () => {
    const rollups: [string, string][] = [
      split(BUGFIXES),
      ['A number of smaller fixes and performance improvements:', '- Implemented Get() directly.\n- Fixed an opensource compilation problem.'],
      ['Build fixes and cleanups: (1) Separate out C++ and CC flags (2) Move snappy detection to script', ''],
      ['Two small fixes for the Windows implementation', '* Use the right separator\n* Close handles'],
      ['fix: various fixes', '1. null check\n2. off by one'],
      ['Make a few changes to the session store:', '* Provide :cookie_only as option;\n\n* Do not send the cookie back;'],
    ];
    for (const [s, b] of rollups) assert.ok(isRollupCommit(s, b), s);
    const single: [string, string][] = [
      ['A number of bugfixes', 'only prose, no list of items'], // no list
      ['Switch the cache to LRU:', '- because FIFO evicted hot keys\n- so that p99 stays flat'], // no collective noun
      ['Several fixes', '- one item only'], // one item
      ['Fix the parser', '- handle tabs\n- handle CRLF'], // announces no collection
      ['Replace FIFO cache with LRU', 'Fixes:\n- #12\n- #14'],
    ];
    for (const [s, b] of single) assert.ok(!isRollupCommit(s, b), s);
  });

  it('scores a roll-up on its subject only (and BREAKING CHANGE), so it falls below decision-shaped', () => {
    const [s, b] = split(BUGFIXES);
    assert.ok(decisionSignalScore(s, b) < DECISION_SHAPED, String(decisionSignalScore(s, b)));
    // The same body under a single change's subject still scores as a decision.
    assert.ok(decisionSignalScore('Compact ranges in pieces', b) >= DECISION_SHAPED);
    // A strong word in the roll-up's own subject still counts; a BREAKING CHANGE anywhere too.
    assert.equal(decisionSignalScore('Several fixes after the switch to LRU:', '- a\n- b'), 3);
    assert.equal(decisionSignalScore(s, `${b}\n\nBREAKING CHANGE: CompactRange takes a range`), 2);
  });
});

describe('core/why: history does not offer a roll-up commit as the decision', () => {
  let t: TestRepo;
  let repo: Repo;
  const sha: Record<string, string> = {};

  before(async () => {
    t = makeRepo('why-rollups');
    sha.init = t.commit('Add compaction', { 'db/compact.cc': 'int Compact() { return 0; }\n' }, '2024-01-01T10:00:00Z');
    sha.decision = t.commit('Compact level-0 files by range instead of one at a time\n\nWe pick inputs by range because a file-at-a-time pick left overlaps behind.', { 'db/compact.cc': 'int Compact() { return 1; }\n' }, '2024-01-02T10:00:00Z');
    sha.rollup = t.commit(BUGFIXES, { 'db/compact.cc': 'int Compact() { return 2; }\n' }, '2024-01-03T10:00:00Z');
    for (let i = 0; i < 3; i++) t.commit(`Tidy ${i}`, { 'db/compact.cc': `int Compact() { return ${3 + i}; }\n` }, `2024-01-0${4 + i}T10:00:00Z`);
    repo = await Repo.open(t.root);
  });
  afterEach(async () => {
    await blameIdle();
    clearBlameCache();
  });

  it('marks the decision commit only; the roll-up is no decision (all listed by date desc, SPEC §6.8)', async () => {
    const text = await why(repo, 'db/compact.cc', { limit: 12 });
    const items = text.split('\n').filter((l) => l.startsWith('- 2024-'));
    const marked = items.filter((l) => l.includes('(decision-shaped)')).map((l) => /<git:([0-9a-f]+)>/.exec(l)?.[1] ?? '');
    assert.deepEqual(marked, [sha.decision.slice(0, 7)], text);
    // Newest first: the tidy-ups, the roll-up, the decision, the first commit.
    assert.match(items[3], /: A number of bugfixes:/, text);
    assert.match(items[4], /: Compact level-0 files by range/, text);
    assert.match(items[5], /: Add compaction/, text);
  });
});
