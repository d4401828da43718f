import * as assert from 'node:assert/strict';
import { formatScalar, parseFrontMatterLines, splitFrontMatter } from '../../../server/src/core/store/frontMatter';
import { parseFrontMatterEntry, serializeFrontMatterEntry } from '../../../server/src/core/store/entryFormat';

describe('store: front matter (SPEC §2.3)', () => {
  it('parses the flat YAML subset: comments, quotes, inline and block lists, block scalars, continuations', () => {
    const text = [
      '\uFEFF---',
      '# a comment line',
      'title: "Use \\"cents\\", not floats"',
      "summary: 'It''s integer cents' # trailing comment is inside quotes? no: after",
      'tags: [money, "a, b", \'c\', ""]',
      'paths:',
      '  - src/pay/**',
      '  -   ',
      '  - "lib/x.ts"',
      'note: plain value # a comment',
      'hash: a#b',
      'desc: |',
      '  line one',
      '  line two',
      'folded: >-',
      '  one',
      '  two',
      'long: first part',
      '  continued here',
      'empty:',
      '...',
      'body',
    ].join('\r\n');
    const split = splitFrontMatter(text);
    assert.equal(split.body, 'body');
    const pairs = parseFrontMatterLines(split.fmLines!);
    assert.deepEqual(pairs, [
      ['title', 'Use "cents", not floats'],
      ['summary', "It's integer cents"],
      ['tags', ['money', 'a, b', 'c']],
      ['paths', ['src/pay/**', 'lib/x.ts']],
      ['note', 'plain value'],
      ['hash', 'a#b'],
      ['desc', 'line one\nline two'],
      ['folded', 'one two'],
      ['long', 'first part continued here'],
      ['empty', ''],
    ]);
  });

  it('quotes scalars exactly as the write rules say', () => {
    const cases: [string, string][] = [
      ['plain words', 'plain words'],
      ['', '""'],
      [' padded', '" padded"'],
      ['a: b', '"a: b"'],
      ['x #y', '"x #y"'],
      ['ends:', '"ends:"'],
      ['- dash', '"- dash"'],
      ['`code`', '"`code`"'],
      ['@at', '"@at"'],
      ['%p', '"%p"'],
      ['Yes', '"Yes"'],
      ['OFF', '"OFF"'],
      ['~', '"~"'],
      ['back\\slash "q"', 'back\\slash "q"'],
      ['"quoted" start', '"\\"quoted\\" start"'],
      ['two\nlines', 'two lines'],
      ['a,b', 'a,b'],
    ];
    for (const [v, want] of cases) assert.equal(formatScalar(v), want, JSON.stringify(v));
    assert.equal(formatScalar('a,b', true), '"a,b"');
    assert.equal(formatScalar('[x]', true), '"[x]"');
    assert.equal(formatScalar('src/**', true), 'src/**');
  });

  it('writes keys in SPEC order, omits empties, keeps extras and aliases', () => {
    const e = parseFrontMatterEntry(
      [
        '---',
        'rank: 3',
        'Origin: cli',
        'created: 2024-01-02',
        'Description: Short one',
        'owner: Ada',
        'Kind: decisions',
        'ID: 0003-x',
        'Status: Approved',
        'superseded by: [0001-old]',
        'scope: [src/a, src/b]',
        'tags: []',
        'visibility: team',
        '---',
        '',
        '# 3. Heading title',
        '',
        'Body text.',
      ].join('\n'),
      '/tmp/inbox/0003-x.md',
    );
    assert.equal(e.id, '0003-x');
    assert.equal(e.kind, 'decision');
    assert.equal(e.title, '3. Heading title');
    assert.equal(e.status, 'accepted');
    assert.equal(e.date, '2024-01-02');
    assert.equal(e.summary, 'Short one');
    assert.equal(e.author, 'Ada');
    assert.deepEqual(e.paths, ['src/a', 'src/b']);
    assert.deepEqual(e.superseded_by, ['0001-old']);
    assert.equal(e.visibility, 'team');
    assert.deepEqual(e.extras, [['rank', '3']]);
    assert.equal(
      serializeFrontMatterEntry(e),
      [
        '---',
        'id: 0003-x',
        'kind: decision',
        'title: 3. Heading title',
        'status: Approved',
        'date: 2024-01-02',
        'summary: Short one',
        'paths: [src/a, src/b]',
        'superseded_by: [0001-old]',
        'author: Ada',
        'visibility: team',
        'origin: cli',
        'rank: 3',
        '---',
        '',
        '# 3. Heading title',
        '',
        'Body text.',
        '',
      ].join('\n'),
    );
  });

  it('reads `superseded by X, Y` statuses into superseded_by and rewrites changed statuses canonically', () => {
    const e = parseFrontMatterEntry('---\nid: a\nstatus: superseded by b, c\n---\n\nx\n', '/x/a.md');
    assert.equal(e.status, 'superseded');
    assert.deepEqual(e.superseded_by, ['b', 'c']);
    const u = parseFrontMatterEntry('---\nid: a\nstatus: TBD by team\n---\n', '/x/a.md');
    assert.equal(u.status, 'unknown');
    assert.equal(serializeFrontMatterEntry(u), '---\nid: a\nkind: decision\ntitle: A\nstatus: TBD by team\n---\n\n');
    u.status = 'superseded';
    assert.match(serializeFrontMatterEntry(u), /\nstatus: superseded\n/);
  });

  it('treats an unclosed front matter as plain Markdown', () => {
    const s = splitFrontMatter('---\ntitle: x\nno end');
    assert.equal(s.fmLines, null);
    assert.equal(s.unclosed, true);
  });
});
