/**
 * newcomer 7 #1 on the built CLI: `check` reports entries that read wrongly —
 * no title written (shown as the humanised file name), an inline list or quote
 * never closed, no front matter and no heading — as errors naming the file and
 * the fix, and `prepare-commit` proposes no trailer for them (saying why). The
 * kontext 0.1 fixture store still checks without errors.
 */
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { copyTree, fixtureStore, makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

const fm = (lines: string[], body = 'Body.') => `---\n${lines.join('\n')}\n---\n\n${body}\n`;

describe('cli: check flags broken entries (newcomer 7 #1, built bundle)', function () {
  this.timeout(120_000);

  it('reports a missing title, an unclosed list or quote, and a file without front matter or heading as errors; prepare-commit holds their trailers', () => {
    const r = makeRepo('nc7-broken');
    r.commit('base', { '.ai/kontext.toml': '[project]\nname = "b"\n', 'src/a.ts': 'export const a = 1;\n' });
    r.write('.ai/decisions/good.md', fm(['title: Good', 'status: accepted', 'date: 2026-11-30', 'paths: [src/a.ts]']));
    r.write('.ai/decisions/empty-title.md', fm(['title:', 'status: accepted', 'date: 2026-11-30']));
    r.write('.ai/decisions/notitle.md', fm(['status: accepted', 'date: 2026-11-30']));
    r.write('.ai/decisions/broken.md', fm(['title: Broken', 'status: accepted', 'date: 2026-11-30', 'paths: [unclosed']));
    r.write('.ai/decisions/quote.md', fm(['title: "Half quoted', 'status: accepted', 'date: 2026-11-30']));
    r.write('.ai/decisions/nofm.md', 'Just text, no front matter.\n\nMore.\n');
    r.write('.ai/decisions/heading.md', fm(['status: accepted', 'date: 2026-11-30', 'stray line without colon'], '# Title from the heading\n\nBody.'));
    r.git('add', '-A');

    const check = runKontext(r.root, ['check']);
    assert.equal(check.code, 1, check.stdout + check.stderr);
    const out = check.stdout;
    assert.match(out, /^error: \.ai\/decisions\/empty-title\.md: missing title: add "title: <text>" to the front matter$/m);
    assert.match(out, /^error: \.ai\/decisions\/notitle\.md: missing title: add "title: <text>" to the front matter$/m);
    assert.match(out, /^error: \.ai\/decisions\/broken\.md: line 5: front matter "paths: \[unclosed" opens a list with \[ but never closes it; write paths: \[a, b\]$/m);
    assert.match(out, /^error: \.ai\/decisions\/quote\.md: line 2: front matter "title: "Half quoted" opens a quote but never closes it; end the value with "$/m);
    assert.match(out, /^error: \.ai\/decisions\/nofm\.md: missing title: the file has no front matter and no "# " heading; start it with the lines ---, title: <text>, ---$/m);
    // A heading is a title (SPEC §2.3); an ignored front-matter line is only a warning.
    assert.doesNotMatch(out, /heading\.md: missing title/);
    assert.match(out, /^warn: \.ai\/decisions\/heading\.md: line 4: front-matter line "stray line without colon" is not "key: value" and is ignored$/m);
    assert.doesNotMatch(out, /good\.md/);
    assert.match(out, /^8 file\(s\) checked, 5 error\(s\), \d+ warning\(s\)$/m);

    const prep = runKontext(r.root, ['prepare-commit']);
    assert.equal(prep.code, 1, prep.stdout + prep.stderr);
    const trailers = prep.stdout.slice(prep.stdout.indexOf('## Commit trailers'));
    assert.match(trailers, /^ {4}Decision: good$/m);
    assert.match(trailers, /^ {4}Decision: heading$/m);
    for (const id of ['broken', 'empty-title', 'nofm', 'notitle', 'quote']) assert.doesNotMatch(trailers, new RegExp(`^ {4}Decision: ${id}$`, 'm'));
    assert.match(trailers, /\(none for broken, empty-title, nofm, notitle, quote until the check errors above are fixed\)/);

    // Fixed files check cleanly and get their trailers.
    r.write('.ai/decisions/broken.md', fm(['title: Broken', 'status: accepted', 'date: 2026-11-30', 'paths: [src/a.ts]']));
    r.write('.ai/decisions/notitle.md', fm(['title: Now titled', 'status: accepted', 'date: 2026-11-30']));
    r.git('add', '-A');
    const again = runKontext(r.root, ['check']).stdout;
    assert.doesNotMatch(again, /broken\.md|notitle\.md/);
  });

  it('the kontext 0.1 fixture store still checks without errors or new warnings', function () {
    const fixture = fixtureStore(this);
    const r = makeRepo('nc7-fixture');
    copyTree(path.join(fixture, '.ai'), path.join(r.root, '.ai'));
    r.commit('fixture');
    const check = runKontext(r.root, ['check']);
    assert.equal(check.code, 0, check.stdout + check.stderr);
    const lines = check.stdout.trim().split('\n');
    assert.ok(lines.slice(0, -1).every((l) => /^warn: .*matches no tracked file$/.test(l)), check.stdout);
    assert.match(lines[lines.length - 1], /^24 file\(s\) checked, 0 error\(s\), \d+ warning\(s\)$/);
  });
});
