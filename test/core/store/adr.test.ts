import * as assert from 'node:assert/strict';
import { makeRepo, type TestRepo } from '../../helpers/gitRepo';
import { Repo } from '../../../server/src/core/repo';
import { KontextError } from '../../../server/src/core/errors';
import { loadStore, resolveEntry, briefRef } from '../../../server/src/core/store/store';
import { applySupersedes, writeNewEntry } from '../../../server/src/core/store/write';
import { entrySummary, isActive } from '../../../server/src/core/store/summary';

/** An adr-tools folder as `adr init doc/adr` + `adr new` + `adr new -s 2` leave it. */
function adrToolsRepo(): TestRepo {
  const r = makeRepo('adrtools');
  r.write('README.md', '# Shop\n');
  r.write('doc/adr/0001-record-architecture-decisions.md', [
    '# 1. Record architecture decisions', '', 'Date: 2018-02-11', '', '## Status', '', 'Accepted', '',
    '## Context', '', 'We need to record the architectural decisions made on this project.', '',
    '## Decision', '', 'We will use Architecture Decision Records, as described by Michael Nygard.', '',
    '## Consequences', '', 'See Michael Nygard\'s article, linked above.', '',
  ].join('\n'));
  r.write('doc/adr/0002-use-postgres.md', [
    '# 2. Use Postgres', '', 'Date: 2018-03-01', '', '## Status', '',
    'Superseded by [3. Use SQLite for local state](0003-use-sqlite-for-local-state.md)', '',
    'Accepted once, later replaced. Proposed first.', '',
    '## Context', '', 'We need a database.', '', '## Decision', '', 'Use Postgres.', '',
  ].join('\n'));
  r.write('doc/adr/0003-use-sqlite-for-local-state.md', [
    '# 3. Use SQLite for local state', '', 'Date: February 11, 2019', '', '## Status', '', 'Accepted', '',
    'Supersedes [2. Use Postgres](0002-use-postgres.md)', '',
    '## Context', '', 'Postgres is too heavy for the CLI.', '', '## Decision', '', 'Keep local state in one SQLite file.', '',
  ].join('\n'));
  // Two parallel branches both took number 4: links bind by file name.
  r.write('doc/adr/0004-cache-with-redis.md', '# 4. Cache with Redis\n\nDate: 2019-04-01\n\n## Status\n\nAccepted\n\nAmended by [5. Log with OpenTelemetry](0005-log-with-opentelemetry.md)\n\n## Decision\n\nRedis.\n');
  r.write('doc/adr/0004-log-as-json.md', [
    '# 4. Log as JSON', '', 'Date: 2019-04-02', '', '## Status', '',
    'Superseded by [5. Log with OpenTelemetry](0005-log-with-opentelemetry.md)', '', '## Decision', '', 'JSON lines.', '',
  ].join('\n'));
  r.write('doc/adr/0005-log-with-opentelemetry.md', [
    '# 5. Log with OpenTelemetry', '', 'Date: 2019-05-02', '', '## Status', '', 'Accepted', '',
    'Supersedes [4. Log as JSON](0004-log-as-json.md)', '', 'Amends [4. Cache with Redis](0004-cache-with-redis.md)', '',
    '## Decision', '', 'OTel logs.', '',
  ].join('\n'));
  r.write('doc/adr/README.md', '# Decisions\n');
  r.commit('adr-tools records');
  return r;
}

describe('store: existing ADR folders', () => {
  it('reads an adr-tools (Nygard) folder as the decision home, read-only without setup', async () => {
    const r = adrToolsRepo();
    const repo = await Repo.open(r.root);
    const store = await loadStore(repo);
    assert.equal(store.setUp, false);
    const decision = store.kinds.find((k) => k.name === 'decision')!;
    assert.deepEqual(
      { dir: decision.dir, style: decision.style, numbering: decision.numbering, readOnly: decision.readOnly },
      { dir: 'doc/adr', style: 'nygard', numbering: 'sequential', readOnly: true },
    );
    assert.deepEqual(store.entries.map((e) => e.id), [
      '0001-record-architecture-decisions',
      '0002-use-postgres',
      '0003-use-sqlite-for-local-state',
      '0004-cache-with-redis',
      '0004-log-as-json',
      '0005-log-with-opentelemetry',
    ]);
    const by = (id: string) => store.byId.get(id)!;
    assert.equal(by('0001-record-architecture-decisions').title, 'Record architecture decisions');
    assert.equal(by('0001-record-architecture-decisions').status, 'accepted');
    assert.equal(by('0001-record-architecture-decisions').date, '2018-02-11');
    assert.equal(by('0001-record-architecture-decisions').style, 'nygard');
    assert.equal(entrySummary(by('0001-record-architecture-decisions')), 'We will use Architecture Decision Records, as described by Michael Nygard.');
    const pg = by('0002-use-postgres');
    assert.equal(pg.status, 'superseded', 'later prose in the section never changes the status');
    assert.deepEqual(pg.superseded_by, ['0003-use-sqlite-for-local-state']);
    assert.equal(isActive(pg), false);
    const sq = by('0003-use-sqlite-for-local-state');
    assert.equal(sq.date, '2019-02-11');
    assert.equal(sq.dateRaw, 'February 11, 2019');
    assert.deepEqual(sq.supersedes, ['0002-use-postgres']);
    assert.deepEqual(by('0004-log-as-json').superseded_by, ['0005-log-with-opentelemetry']);
    assert.equal(by('0004-cache-with-redis').status, 'accepted', 'the other 0004 is not superseded');
    assert.deepEqual(by('0005-log-with-opentelemetry').supersedes, ['0004-log-as-json']);
    assert.deepEqual(by('0005-log-with-opentelemetry').extras, [['amends', ['0004-cache-with-redis']]]);
    assert.deepEqual(by('0004-cache-with-redis').extras, [['amended_by', ['0005-log-with-opentelemetry']]]);
    // Short ids resolve numerically; a number two files share resolves to nothing.
    assert.equal(resolveEntry(store, '3')?.id, '0003-use-sqlite-for-local-state');
    assert.equal(resolveEntry(store, 'ADR-3')?.id, '0003-use-sqlite-for-local-state');
    assert.equal(resolveEntry(store, 'kx:0001')?.id, '0001-record-architecture-decisions');
    assert.equal(resolveEntry(store, '4'), null);
    assert.equal(briefRef(store, sq), '0003');
    assert.equal(briefRef(store, by('0004-log-as-json')), '0004-log-as-json');
    await assert.rejects(writeNewEntry(repo, { kind: 'adr', title: 'Use Kafka', body: 'x' }), (e) => KontextError.is(e, 'refused'));
  });

  it('writes a superseding record in Nygard style once set up, and rewrites the old status line', async () => {
    const r = adrToolsRepo();
    r.write('.ai/kontext.toml', '[project]\nname = "shop"\n');
    const repo = await Repo.open(r.root);
    const w = await writeNewEntry(repo, {
      kind: 'decision',
      title: 'Use DuckDB for local state',
      body: '## Context\n\nAnalytics.\n\n## Decision\n\nDuckDB.\n',
      supersedes: ['3'],
      date: '2026-11-30',
      paths: ['src/state/**'],
    });
    assert.deepEqual(w, { id: '0006-use-duckdb-for-local-state', path: 'doc/adr/0006-use-duckdb-for-local-state.md' });
    assert.equal(
      r.read(w.path),
      [
        '# 6. Use DuckDB for local state', '', 'Date: 2026-11-30', 'Paths: src/state/**', '', '## Status', '', 'Accepted', '',
        'Supersedes [3. Use SQLite for local state](0003-use-sqlite-for-local-state.md)', '',
        '## Context', '', 'Analytics.', '', '## Decision', '', 'DuckDB.', '',
      ].join('\n'),
    );
    const store = await loadStore(repo);
    const mine = store.byId.get(w.id)!;
    assert.deepEqual(mine.paths, ['src/state/**']);
    assert.deepEqual(mine.supersedes, ['0003-use-sqlite-for-local-state']);
    const res = await applySupersedes(repo, { ...mine, supersedes: ['3', '99'] });
    assert.deepEqual(res.changed, ['doc/adr/0003-use-sqlite-for-local-state.md']);
    assert.equal(res.warnings.length, 1);
    assert.match(res.warnings[0], /99/);
    const old = r.read('doc/adr/0003-use-sqlite-for-local-state.md');
    assert.match(old, /## Status\n\nSuperseded by \[6\. Use DuckDB for local state\]\(0006-use-duckdb-for-local-state\.md\)\n\nSupersedes \[2\. Use Postgres\]/);
    const after = await loadStore(repo);
    assert.equal(after.byId.get('0003-use-sqlite-for-local-state')!.status, 'superseded');
    assert.deepEqual(after.byId.get('0003-use-sqlite-for-local-state')!.superseded_by, ['0006-use-duckdb-for-local-state']);
  });

  it('follows .adr-dir, and a configured decision path wins over any scan', async () => {
    const r = makeRepo('adrdir');
    r.write('.adr-dir', 'docs/architecture/records\n');
    r.write('docs/architecture/records/0001-first.md', '# 1. First\n\nDate: 2020-01-01\n\n## Status\n\nAccepted\n');
    r.write('adr/0001-other.md', '# 1. Other\n\n## Status\n\nProposed\n');
    r.commit('two folders');
    const repo = await Repo.open(r.root);
    assert.equal((await loadStore(repo)).kinds[0].dir, 'docs/architecture/records');
    r.write('.ai/kontext.toml', '[store.kinds.decision]\npath = "adr"\nstyle = "fields"\nnumbering = "sequential"\n');
    const store = await loadStore(repo);
    assert.deepEqual(
      { dir: store.kinds[0].dir, style: store.kinds[0].style, readOnly: store.kinds[0].readOnly },
      { dir: 'adr', style: 'fields', readOnly: undefined },
    );
    assert.deepEqual(store.entries.map((e) => [e.id, e.status]), [['0001-other', 'proposed']]);
  });

  it('reads MADR bullets and MADR 3 front matter', async () => {
    const r = makeRepo('madr');
    r.write('docs/decisions/0000-use-markdown-architectural-decision-records.md', '# Use MADR\n');
    r.write('docs/decisions/0001-use-madr.md', [
      '# Use Markdown Architectural Decision Records', '', '* Status: accepted', '* Deciders: Oliver, Stefan',
      '* Date: 2017-12-13', '', 'Technical Story: [#42](https://example.org/42)', '',
      '## Context and Problem Statement', '', 'We want to record decisions.', '',
      '## Decision Outcome', '', 'Chosen option: "MADR 2.1.2", because it is lean.', '',
    ].join('\n'));
    r.write('docs/decisions/0002-use-plain-js.md', [
      '# Use plain JavaScript', '', '* Status: superseded by [ADR-0003](0003-use-typescript.md)', '* Date: 2018-01-02', '',
      '## Context and Problem Statement', '', 'Which language?', '',
    ].join('\n'));
    r.write('docs/decisions/0003-use-typescript.md', [
      '---', 'status: accepted', 'date: 2022-11-05', 'deciders: Ada, Bob', 'consulted: Carol', '---', '',
      '# Use TypeScript', '', '## Context and Problem Statement', '', 'Types help.', '',
      '## Decision Outcome', '', 'Chosen option: "TypeScript", because types catch bugs early.', '',
    ].join('\n'));
    r.write('docs/decisions/adr-template.md', '# {short title}\n\n* Status: {proposed | accepted}\n');
    r.commit('madr');
    const repo = await Repo.open(r.root);
    const store = await loadStore(repo);
    assert.equal(store.kinds[0].dir, 'docs/decisions');
    const by = (id: string) => store.byId.get(id)!;
    assert.equal(store.byId.has('0000-use-markdown-architectural-decision-records'), false);
    const a = by('0001-use-madr');
    assert.deepEqual([a.title, a.status, a.date, a.author, a.style], ['Use Markdown Architectural Decision Records', 'accepted', '2017-12-13', 'Oliver, Stefan', 'fields']);
    assert.equal(entrySummary(a), 'Chosen option: "MADR 2.1.2", because it is lean.');
    assert.ok(a.body.startsWith('Technical Story:'));
    const b = by('0002-use-plain-js');
    assert.equal(b.status, 'superseded');
    assert.deepEqual(b.superseded_by, ['0003-use-typescript']);
    const c = by('0003-use-typescript');
    assert.deepEqual([c.id, c.title, c.status, c.date, c.author, c.kind, c.style], ['0003-use-typescript', 'Use TypeScript', 'accepted', '2022-11-05', 'Ada, Bob', 'decision', 'frontmatter']);
    assert.deepEqual(c.extras, [['consulted', 'Carol']]);
    assert.equal(by('adr-template').status, 'proposed', 'only names starting with template are skipped (SPEC §2.1)');
  });

  it('reads a fields-style folder with odd status and date notations, and supersedes in its markup', async () => {
    const r = makeRepo('fields');
    r.write('.ai/kontext.toml', '[project]\nname = "x"\n');
    r.write('docs/adr/0006-use-floats.md', '# 6. Use floats\n\n**Status:** Superseded\n**Superseded by:** [ADR-7](0007-use-cents.md)\n**Supersedes:** `0002_old_money`\n\nFloats.\n');
    r.write('docs/adr/0007-use-cents.md', '# ADR-7: Use integer cents\n\n**Status:** accepted\n**Date:** 2021-03-04\n\n## Context\n\nMoney.\n');
    r.write('docs/adr/0008-retry-payments.md', '# 0008 — Retry payments\n\n- Status: Approved\n- Date: 04.03.2021\n- Tags: `pay`, retry\n\nRetries are bounded.\n');
    r.write('docs/adr/0009-queue.md', '# 9. Queue\n\n_Status:_ TBD by team\nDate: 2021/3/5\n\nTo be decided.\n');
    r.write('docs/adr/0010-emoji.md', '# 10: Emoji status\n\nStatus: ✅ Accepted\nDate: 5 March 2021\n\nOk.\n');
    r.write('docs/adr/0011-no-status.md', '# 0011 - No status\n\nJust prose.\n');
    r.commit('fields adrs');
    const repo = await Repo.open(r.root);
    const store = await loadStore(repo);
    assert.deepEqual([store.kinds[0].dir, store.kinds[0].style, store.kinds[0].numbering, store.kinds[0].readOnly], ['docs/adr', 'fields', 'sequential', undefined]);
    const rows = store.entries.map((e) => [e.id, e.title, e.status, e.date]);
    assert.deepEqual(rows, [
      ['0006-use-floats', 'Use floats', 'superseded', undefined],
      ['0007-use-cents', 'Use integer cents', 'accepted', '2021-03-04'],
      ['0008-retry-payments', 'Retry payments', 'accepted', '2021-03-04'],
      ['0009-queue', 'Queue', 'unknown', '2021-03-05'],
      ['0010-emoji', 'Emoji status', 'accepted', '2021-03-05'],
      ['0011-no-status', 'No status', undefined, undefined],
    ]);
    assert.deepEqual(store.byId.get('0008-retry-payments')!.tags, ['pay', 'retry']);
    assert.deepEqual(store.byId.get('0006-use-floats')!.superseded_by, ['0007-use-cents']);
    assert.deepEqual(store.byId.get('0006-use-floats')!.supersedes, ['0002_old_money']);
    assert.equal(store.byId.get('0009-queue')!.statusRaw, 'TBD by team');
    const w = await writeNewEntry(repo, { kind: 'adrs', title: 'Use decimal money', body: 'Decimals.', supersedes: ['7', '8', '11'], date: '2026-01-02' });
    assert.equal(w.path, 'docs/adr/0012-use-decimal-money.md');
    assert.equal(r.read(w.path), '# 0012 — Use decimal money\n\n**Status:** accepted\n**Date:** 2026-01-02\n**Supersedes:** 7, 8, 11\n\nDecimals.\n');
    const fresh = (await loadStore(repo)).byId.get(w.id)!;
    const res = await applySupersedes(repo, fresh);
    assert.deepEqual(res.changed.sort(), ['docs/adr/0007-use-cents.md', 'docs/adr/0008-retry-payments.md', 'docs/adr/0011-no-status.md']);
    assert.equal(r.read('docs/adr/0007-use-cents.md'), '# ADR-7: Use integer cents\n\n**Status:** superseded by 0012-use-decimal-money\n**Date:** 2021-03-04\n\n## Context\n\nMoney.\n');
    assert.match(r.read('docs/adr/0008-retry-payments.md'), /\n- Status: superseded by 0012-use-decimal-money\n- Date: 04\.03\.2021\n/);
    assert.equal(r.read('docs/adr/0011-no-status.md'), '# 0011 - No status\n\n**Status:** superseded by 0012-use-decimal-money\n\nJust prose.\n');
    const after = await loadStore(repo);
    for (const id of ['0007-use-cents', '0008-retry-payments', '0011-no-status']) {
      assert.equal(after.byId.get(id)!.status, 'superseded', id);
      assert.deepEqual(after.byId.get(id)!.superseded_by, ['0012-use-decimal-money'], id);
    }
  });
});
