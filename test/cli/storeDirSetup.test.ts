/**
 * newcomer 7 #4 on the built CLI: with `store.dir` set in `.ai/kontext.toml`,
 * the not-set-up messages of status, capture, promote and brief name that
 * folder (not "create .ai/kontext.toml", which exists), and a store.dir
 * outside the repository is said to be so — and is never written to.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

describe('cli: setup messages follow store.dir (newcomer 7 #4, built bundle)', function () {
  this.timeout(120_000);

  it('a configured store folder that is missing: status, capture, --promote, promote and brief say to create it', () => {
    const r = makeRepo('nc7-storedir');
    r.commit('config', { '.ai/kontext.toml': '[store]\ndir = "knowledge"\n', 'src/a.ts': 'export const a = 1;\n' });
    const status = runKontext(r.root, ['status']);
    assert.equal(status.code, 0, status.stderr);
    assert.match(status.stdout, /^Store: not set up \(no knowledge\/ folder\); to set it up, create the folder `knowledge\/` \(store\.dir in \.ai\/kontext\.toml names it\)$/m);
    assert.doesNotMatch(status.stdout, /create `\.ai\/kontext\.toml`/);

    const cap = runKontext(r.root, ['capture', '-k', 'decision', '-t', 'Use Postgres', '-b', 'Because.']);
    assert.equal(cap.code, 0, cap.stderr);
    assert.match(cap.stdout, /not set up for kontext \(no knowledge\/ folder\), so the note was kept private in this clone; to share team knowledge, create the folder `knowledge\/`/);
    const id = /captured inbox:(\S+)/.exec(cap.stdout)![1];

    const promoted = runKontext(r.root, ['capture', '-k', 'decision', '-t', 'Use Redis', '-b', 'Because.', '--promote']);
    assert.equal(promoted.code, 1);
    assert.match(promoted.stderr, /not set up for kontext \(no knowledge\/ folder\)\. To set it up, create the folder `knowledge\/` \(store\.dir in \.ai\/kontext\.toml names it\); until then/);
    assert.doesNotMatch(promoted.stderr, /no \.ai\//);

    const share = runKontext(r.root, ['promote', id, '--share']);
    assert.equal(share.code, 1);
    assert.match(share.stderr, /\(no knowledge\/ folder\)\. To set it up, create the folder `knowledge\/`/);

    assert.match(runKontext(r.root, ['brief']).stdout, /^- Not set up: no team store yet \(no knowledge\/ folder\)\. .*To share team knowledge, create the folder `knowledge\/`/m);

    // Following the advice sets the repository up.
    fs.mkdirSync(path.join(r.root, 'knowledge'));
    assert.match(runKontext(r.root, ['status']).stdout, /^Store: knowledge\/ — 0 entries/m);
    const ok = runKontext(r.root, ['capture', '-k', 'decision', '-t', 'Use Redis', '-b', 'Because.', '--promote']);
    assert.equal(ok.code, 0, ok.stderr);
    assert.match(ok.stdout, /wrote knowledge\/decisions\//);
  });

  it('a store.dir outside the repository is named as such, even when that folder exists, and nothing is written there', () => {
    const r = makeRepo('nc7-outside');
    const outside = `${r.root}-outside`;
    fs.mkdirSync(outside);
    r.commit('config', { '.ai/kontext.toml': `[store]\ndir = "../${path.basename(outside)}"\n`, 'src/a.ts': 'export const a = 1;\n' });
    const status = runKontext(r.root, ['status']).stdout;
    assert.match(status, new RegExp(`^Store: not set up \\(store\\.dir "\\.\\./${path.basename(outside)}" in \\.ai/kontext\\.toml points outside the repository\\); to set it up, set store\\.dir in \\.ai/kontext\\.toml to a folder inside the repository`, 'm'));
    const promoted = runKontext(r.root, ['capture', '-k', 'decision', '-t', 'Use Redis', '-b', 'Because.', '--promote']);
    assert.equal(promoted.code, 1);
    assert.match(promoted.stderr, /points outside the repository\)\. To set it up, set store\.dir in \.ai\/kontext\.toml to a folder inside the repository/);
    assert.deepEqual(fs.readdirSync(outside), []);
    fs.rmSync(outside, { recursive: true, force: true });
  });

  it('without store.dir the advice is unchanged: create .ai/kontext.toml', () => {
    const r = makeRepo('nc7-default');
    r.commit('code', { 'src/a.ts': 'export const a = 1;\n' });
    assert.match(runKontext(r.root, ['status']).stdout, /^Store: not set up \(no \.ai\/\); to set it up, create `\.ai\/kontext\.toml` in the repository$/m);
  });
});
