import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { decisionLog } from '../../server/src/core/decisionLog';

const fm = (id: string, title: string, extra: string, body: string) => `---\nid: ${id}\ntitle: ${title}\n${extra}---\n\n${body}\n`;

describe('core/decisionLog', () => {
  it('lists decisions newest first with adding commits, date fallback and the text layout (SPEC §6.9)', async () => {
    const r = makeRepo('log');
    const first = r.commit(
      'add store',
      {
        '.ai/decisions/2024-01-05-use-postgres.md': fm(
          '2024-01-05-use-postgres',
          'Use Postgres',
          'status: superseded\nsuperseded_by: [2024-03-01-use-sqlite]\ndate: 2024-01-05\n',
          '## Decision\n\nPostgres for everything.',
        ),
        '.ai/decisions/undated-choice.md': fm('undated-choice', 'Undated choice', 'status: accepted\n', 'We chose without a date.'),
        '.ai/conventions/naming.md': fm('naming', 'Name things well', '', 'camelCase files.'),
      },
      '2024-02-10T12:00:00Z',
    );
    const second = r.commit(
      'switch to sqlite',
      {
        '.ai/decisions/2024-03-01-use-sqlite.md': fm(
          '2024-03-01-use-sqlite',
          'Use SQLite',
          'status: accepted\ndate: 2024-03-01\nsupersedes: [2024-01-05-use-postgres]\n',
          '## Decision\n\nSQLite is enough for one node.',
        ),
      },
      '2024-03-02T12:00:00Z',
    );
    r.write('.ai/decisions/2024-04-01-draft.md', fm('2024-04-01-draft', 'A draft', 'status: proposed\ndate: 2024-04-01\n', 'Not committed yet.'));
    const repo = await Repo.open(r.root);
    const s1 = r.git('rev-parse', '--short', first);
    const s2 = r.git('rev-parse', '--short', second);

    const log = await decisionLog(repo);
    assert.deepEqual(
      log.rows.map((x) => [x.date, x.id, x.status, x.commit]),
      [
        ['2024-04-01', '2024-04-01-draft', 'proposed', ''],
        ['2024-03-01', '2024-03-01-use-sqlite', 'accepted', s2],
        ['2024-02-10', 'undated-choice', 'accepted', s1],
      ],
    );
    assert.deepEqual(Object.keys(log.rows[1]), ['date', 'id', 'title', 'status', 'summary', 'commit', 'superseded_by', 'path']);
    assert.equal(log.rows[1].summary, 'SQLite is enough for one node.');
    assert.equal(log.rows[1].path, '.ai/decisions/2024-03-01-use-sqlite.md');
    // The id column is each entry's brief reference (pasteable into read / kx:).
    const w = '2024-04-01-draft'.length;
    assert.equal(
      log.text,
      [
        `2024-04-01  2024-04-01-draft  A draft  [proposed]`,
        `${' '.repeat(12 + w + 2)}↳ Not committed yet.`,
        `2024-03-01  ${'2024-03-01-use'.padEnd(w)}  Use SQLite  [accepted]  ${s2}`,
        `${' '.repeat(12 + w + 2)}↳ SQLite is enough for one node.`,
        `2024-02-10  ${'undated-choice'.padEnd(w)}  Undated choice  [accepted]  ${s1}`,
        `${' '.repeat(12 + w + 2)}↳ We chose without a date.`,
      ].join('\n'),
    );

    const all = await decisionLog(repo, { all: true, limit: 2 });
    assert.equal(all.rows.length, 2);
    const full = await decisionLog(repo, { all: true });
    const pg = full.rows.find((x) => x.id === '2024-01-05-use-postgres')!;
    assert.deepEqual(pg.superseded_by, ['2024-03-01-use-sqlite']);
    assert.match(full.text, /Use Postgres {2}\[superseded → 2024-03-01-use-sqlite\] {2}[0-9a-f]+/);
    assert.match(all.text, /\(\+2 more — raise the limit: ctx_log all=true limit=<N>\)$/);

    const conv = await decisionLog(repo, { kind: 'conventions' });
    assert.deepEqual(conv.rows.map((x) => [x.id, x.date, x.status]), [['naming', '2024-02-10', '']]);
    assert.match(conv.text, /^2024-02-10  naming  Name things well  [0-9a-f]+\n/);

    const none = await decisionLog(repo, { kind: 'incident' });
    assert.deepEqual(none.rows, []);
    assert.match(none.text, /No incident entries recorded yet\. Record one with ctx_capture/);
    await assert.rejects(decisionLog(repo, { kind: 'bogus' }), /kind: unknown kind "bogus"; use one of decision, convention, learning, incident, architecture \(aliases: adr → decision;/);
  });
});
