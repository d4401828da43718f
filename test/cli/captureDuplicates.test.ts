/**
 * newcomer 7 #7 on the built CLI: capture's similar-entry notes (SPEC §5.1)
 * give advice that fits — none about the entry being superseded, the
 * successor of an already superseded entry instead of that entry — and a
 * repeated title in the inbox is noted too, for every kind.
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

describe('cli: capture duplicate notes (newcomer 7 #7, built bundle)', function () {
  this.timeout(120_000);

  it('no note about the entry it supersedes; a superseded look-alike points to its successor; inbox repeats are noted', () => {
    const r = makeRepo('nc7-dups');
    r.commit('base', { '.ai/kontext.toml': '[project]\nname = "d"\n', 'src/a.ts': 'export const a = 1;\n' });
    const cap = (...args: string[]) => {
      const out = runKontext(r.root, ['capture', ...args]);
      assert.equal(out.code, 0, out.stdout + out.stderr);
      return out.stdout;
    };
    const first = cap('-k', 'decision', '-t', 'Use Postgres for orders', '-b', 'b', '-p', 'src/a.ts', '--promote');
    const oldId = /wrote \.ai\/decisions\/(\S+)\.md/.exec(first)![1];
    const second = cap('-k', 'decision', '-t', 'Use Postgres for all orders', '-b', 'b', '-p', 'src/a.ts', '--supersedes', oldId, '--promote');
    assert.doesNotMatch(second, /similar decision/);
    const newId = /wrote \.ai\/decisions\/(\S+)\.md/.exec(second)![1];

    const again = cap('-k', 'decision', '-t', 'Use Postgres for orders', '-b', 'b');
    const notes = again.split('\n').filter((l) => l.startsWith('note: similar'));
    assert.equal(notes.length, 1, again);
    assert.match(notes[0], new RegExp(`^note: similar decision \`${oldId}\` "Use Postgres for orders" was superseded by \`${newId}\` "Use Postgres for all orders" — if this replaces that one, capture it as superseding it \\(kontext capture -k decision -t <title> -b <body> --supersedes ${newId}\\)`));
    assert.doesNotMatch(again, new RegExp(`--supersedes ${oldId}\\b`));

    // A learning captured again while the first is still in the inbox.
    cap('-k', 'learning', '-t', 'Retries need idempotent handlers', '-b', 'b');
    const twice = cap('-k', 'learning', '-t', 'Retries need idempotent handlers', '-b', 'b');
    assert.match(twice, /^note: similar learning already in the inbox \(not promoted yet\): `\S+-retries-need-idempotent-handlers` "Retries need idempotent handlers" — if this repeats it, drop one of the two \(kontext inbox drop \S+\)$/m);
  });
});
