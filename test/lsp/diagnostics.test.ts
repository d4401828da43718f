/**
 * Diagnostics from `kontext lsp` (issue 4): check findings for `.ai/` entries
 * (validation and secrets, with their level and line) and kontext.toml syntax
 * errors, published per file, and cleared when the problem is fixed.
 */
import * as assert from 'node:assert/strict';
import { DidChangeWatchedFilesNotification, FileChangeType, type PublishDiagnosticsParams } from 'vscode-languageserver-protocol/node';
import { makeRepo } from '../helpers/gitRepo';
import { eventually, startLsp, type LspSession } from './lspClient';

const GOOD = '---\nid: good\nkind: decision\ntitle: Good one\nstatus: accepted\ndate: 2026-01-01\n---\n\nFine.\n';
const NO_STATUS = '---\nid: draft\nkind: decision\ntitle: Draft without status\n---\n\nNot settled.\n';
const SECRET = '---\nid: leak\nkind: learning\ntitle: Where the key lives\n---\n\nThe key is AKIAIOSFODNN7EXAMPLE do not share.\n';

describe('kontext lsp diagnostics', function () {
  this.timeout(60_000);
  let s: LspSession;

  const latest = (uri: string) => {
    const all = (s.notes.get('textDocument/publishDiagnostics') ?? []) as PublishDiagnosticsParams[];
    return all.filter((d) => d.uri === uri).at(-1);
  };

  after(async () => s?.close());

  it('publishes check findings per entry file with their level, and clears them once fixed', async () => {
    const repo = makeRepo('lspdiag');
    repo.commit('store', { '.ai/kontext.toml': '[project]\nname = "x"\n', '.ai/decisions/good.md': GOOD, '.ai/decisions/draft.md': NO_STATUS, '.ai/learnings/leak.md': SECRET });
    s = await startLsp(repo.root);
    const draft = await eventually(() => latest(s.uri('.ai/decisions/draft.md')));
    assert.ok(draft.diagnostics.some((d) => d.severity === 2 && d.source === 'kontext' && /status/i.test(d.message)), JSON.stringify(draft));
    const leak = await eventually(() => latest(s.uri('.ai/learnings/leak.md')));
    const secret = leak.diagnostics.find((d) => /secret/i.test(d.message));
    assert.ok(secret, JSON.stringify(leak));
    assert.equal(secret!.severity, 1, 'a high secret is an error');
    assert.equal(secret!.range.start.line, 6, 'on the line of the secret (1-based 7)');
    assert.equal(latest(s.uri('.ai/decisions/good.md')), undefined, 'a valid entry gets no diagnostics');

    repo.write('.ai/decisions/draft.md', NO_STATUS.replace('title:', 'status: accepted\ndate: 2026-01-02\ntitle:'));
    await s.conn.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri: s.uri('.ai/decisions/draft.md'), type: FileChangeType.Changed }] });
    await eventually(() => latest(s.uri('.ai/decisions/draft.md'))?.diagnostics.length === 0);
  });

  it('reports a kontext.toml syntax error on its line', async () => {
    const repo = makeRepo('lsptoml');
    repo.commit('store', { '.ai/kontext.toml': '[project]\nname = "x"\n\n[store\ndir = ".ai"\n', '.ai/decisions/good.md': GOOD });
    await s.close();
    s = await startLsp(repo.root);
    const toml = await eventually(() => latest(s.uri('.ai/kontext.toml')));
    assert.equal(toml.diagnostics[0].severity, 1);
    assert.match(toml.diagnostics[0].message, /invalid TOML/);
    assert.equal(toml.diagnostics[0].range.start.line, 3);
  });
});
