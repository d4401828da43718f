import * as assert from 'node:assert/strict';
import { decisionSignalScore as score } from '../../server/src/core/signals';

describe('core/signals (SPEC §6.8 decision-signal score)', () => {
  it('scores each rule as listed', () => {
    const cases: [string, string, number][] = [
      ['update readme', '', 0],
      ['fix: typo in docs', '', -0.5],
      ['chore: bump deps', '', -0.5],
      ['feat: add export', '', 0.5],
      ['refactor: tidy parser', '', 1],
      ['Revert "add cache"', '', 1],
      ['docs(adr): record storage choice', '', 2],
      ['feat!: new config format', '', 2.5],
      // strong word +3; fix with a strong word costs nothing
      ['fix: migrate sessions to redis', '', 3],
      // contrast in the subject +2, "never" is also a policy word +0.75
      ['cache is never shared', '', 2.75],
      // contrast only in the body +0.75 ("no more" is not a policy word)
      ['tidy', 'there are no more globals here', 0.75],
      // rationale: one kind +1, two kinds +1.5
      ['tidy', 'done because it was slow', 1],
      ['tidy', 'done because it was slow, so that pages load', 1.5],
      // policy words: at most 3 counted
      ['tidy', 'introduce a guard, a fallback, a rule and a contract', 2.25],
      ['tidy', 'BREAKING CHANGE: the option is removed', 2.75], // +2, and "breaking" is a policy word
    ];
    for (const [s, b, want] of cases) assert.equal(score(s, b), want, `${s} | ${b}`);
  });

  it('adds body length and the kontext trailer bonus', () => {
    assert.equal(score('tidy', 'x'.repeat(301)), 0.5);
    assert.equal(score('tidy', 'x'.repeat(701)), 1);
    assert.equal(score('tidy', 'x'.repeat(1201)), 1.5);
    assert.equal(score('tidy', '', { trailerBonus: true }), 4);
  });

  it('ranks decision-shaped commits above routine ones', () => {
    const commits = [
      ['chore: release 3.4.1', ''],
      ['Switch the job queue to Postgres instead of Redis', 'Redis lost jobs on restart, so we keep them in the database.\n\nDecision: 2024-05-01-jobs-in-postgres'],
      ['fix: off-by-one in pager', 'The last page was dropped.'],
      ['refactor: extract money helpers', ''],
    ];
    const order = commits
      .map(([s, b]) => ({ s, v: score(s, b, { trailerBonus: /^Decision:/m.test(b) }) }))
      .sort((a, b) => b.v - a.v)
      .map((c) => c.s);
    assert.deepEqual(order, [
      'Switch the job queue to Postgres instead of Redis',
      'refactor: extract money helpers',
      'fix: off-by-one in pager',
      'chore: release 3.4.1',
    ]);
  });
});
