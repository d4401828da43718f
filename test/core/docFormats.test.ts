/**
 * Documentation beyond Markdown (newcomer "knowledge" #1; ours, beyond SPEC
 * §6.1): reStructuredText, RDoc and AsciiDoc files in the default places are
 * indexed, chunked at their own headings (rst underlines/overlines, RDoc and
 * AsciiDoc `=`), read by anchor, and counted per format in `status`.
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { chunkDoc } from '../../server/src/core/docs';
import { headingAnchors } from '../../server/src/core/docHeadings';
import { search, reindex } from '../../server/src/core/search/search';
import { readUri } from '../../server/src/core/read';
import { statusReport } from '../../server/src/core/status';

const filler = (word: string) => `${word} `.repeat(70).trim();

const RST = [
  '=================',
  ' Flask Blueprints',
  '=================',
  '',
  '.. currentmodule:: flask',
  '',
  'Blueprints make application components.',
  '',
  'Registering Blueprints',
  '----------------------',
  '',
  filler('register'),
  '',
  'Nested Detail',
  '~~~~~~~~~~~~~',
  '',
  'Stays inside the registering section.',
  '',
  '::',
  '',
  '    not a heading',
  '    -------------',
  '',
  'Blueprint Resources',
  '-------------------',
  '',
  filler('resources'),
].join('\n');

const RDOC = ['= Rack Specification', '', 'This specification aims to formalize the Rack protocol.', '', '== Hijacking', '', filler('hijack'), '', '=== Partial hijack', '', 'Inside.', '', '== The Body', '', filler('body')].join('\n');

const ADOC = ['= Guide', ':toc:', '', 'Intro text.', '', '== Setup', '', '[source,sh]', '----', '== not a heading', '----', '', filler('setup'), '', '== Usage', '', filler('usage')].join('\n');

describe('core/docs — reStructuredText, RDoc and AsciiDoc', () => {
  it('finds each format’s headings with levels (rst styles in order of appearance; fenced/literal text is no heading)', () => {
    const rst = headingAnchors(RST.split('\n'), 'rst');
    assert.deepEqual(
      rst.map((h) => [h.line, h.span, h.level, h.text, h.anchor]),
      [
        [0, 3, 1, 'Flask Blueprints', 'flask-blueprints'],
        [8, 2, 2, 'Registering Blueprints', 'registering-blueprints'],
        [13, 2, 3, 'Nested Detail', 'nested-detail'],
        [23, 2, 2, 'Blueprint Resources', 'blueprint-resources'],
      ],
    );
    assert.deepEqual(
      headingAnchors(RDOC.split('\n'), 'rdoc').map((h) => [h.level, h.text]),
      [
        [1, 'Rack Specification'],
        [2, 'Hijacking'],
        [3, 'Partial hijack'],
        [2, 'The Body'],
      ],
    );
    assert.deepEqual(
      headingAnchors(ADOC.split('\n'), 'asciidoc').map((h) => [h.level, h.text]),
      [
        [1, 'Guide'],
        [2, 'Setup'],
        [2, 'Usage'],
      ],
    );
  });

  it('chunks at level-2 headings with `<title> › <heading>` titles and prose snippets', () => {
    const rst = chunkDoc('docs/blueprints.rst', RST);
    assert.deepEqual(
      rst.map((c) => [c.title, c.anchor]),
      [
        ['Flask Blueprints', null],
        ['Flask Blueprints › Registering Blueprints', 'registering-blueprints'],
        ['Flask Blueprints › Blueprint Resources', 'blueprint-resources'],
      ],
    );
    // Directives and adornments are no snippet; the merged opening part keeps its own prose.
    assert.equal(rst[0].lead, 'Blueprints make application components.');
    assert.ok(rst[1].lead.startsWith('register register'), rst[1].lead);
    assert.ok(rst[1].text.includes('Nested Detail'), 'level 3 stays in its section');
    const rdoc = chunkDoc('SPEC.rdoc', RDOC);
    assert.deepEqual(
      rdoc.map((c) => [c.title, c.anchor]),
      [
        ['Rack Specification', null],
        ['Rack Specification › Hijacking', 'hijacking'],
        ['Rack Specification › The Body', 'the-body'],
      ],
    );
    assert.equal(rdoc[0].lead, 'This specification aims to formalize the Rack protocol.');
    const adoc = chunkDoc('docs/guide.adoc', ADOC);
    assert.deepEqual(
      adoc.map((c) => c.anchor),
      [null, 'setup', 'usage'],
    );
    assert.ok(adoc[1].lead.startsWith('setup setup'), adoc[1].lead);
  });

  it('indexes them from the default places in a real repository, reads a section by anchor, and status names the formats', async function () {
    this.timeout(30_000);
    const r = makeRepo('doc-formats');
    r.commit('docs', {
      'README.md': '# Demo\n\nA demo.\n',
      'docs/blueprints.rst': RST,
      'SPEC.rdoc': RDOC,
      'docs/guide.adoc': ADOC,
      'CHANGES.rst': 'Version 1\n---------\n\nhijack blueprint resources usage\n',
      'src/notes.rst': 'Hijack\n------\n\nnot in a doc place\n',
    });
    const repo = await Repo.open(r.root);
    await reindex(repo);
    const bp = await search(repo, { query: 'blueprint resources', kinds: ['doc'] });
    assert.equal(bp.hits[0]?.uri, 'file:docs/blueprints.rst#blueprint-resources', bp.text);
    const hj = await search(repo, { query: 'hijack', kinds: ['doc'] });
    assert.deepEqual(
      hj.hits.map((h) => h.uri),
      ['file:SPEC.rdoc#hijacking'],
    );
    const us = await search(repo, { query: 'usage', kinds: ['doc'] });
    assert.equal(us.hits[0]?.uri, 'file:docs/guide.adoc#usage', us.text);

    const sec = await readUri(repo, 'file:docs/blueprints.rst#registering-blueprints', 2);
    assert.ok(sec.startsWith('Registering Blueprints\n----------------------'), sec);
    assert.ok(sec.includes('Nested Detail') && !sec.includes('Blueprint Resources'), sec);
    assert.equal(await readUri(repo, 'file:SPEC.rdoc', 0), 'This specification aims to formalize the Rack protocol.');

    const status = await statusReport(repo);
    assert.match(status, /^Index: present — 4 doc file\(s\) \(Markdown 1, reStructuredText 1, RDoc 1, AsciiDoc 1\), 1 commit\(s\)/m);
  });
});
