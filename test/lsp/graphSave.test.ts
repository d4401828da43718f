/**
 * The editor's saves reach the code graph at once (issue 3): the built
 * server over stdio, a real temp git repository. After the first index, a
 * file changed on disk and reported by `textDocument/didSave` (or by
 * `workspace/didChangeWatchedFiles`) shows in the call hierarchy asked right
 * after, without waiting for the graph's own mtime sweep or relisting.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  DidChangeWatchedFilesNotification,
  DidOpenTextDocumentNotification,
  DidSaveTextDocumentNotification,
  FileChangeType,
} from 'vscode-languageserver-protocol/node';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { eventually, incomingCallerNames, startLsp, type LspSession } from './lspClient';

const LIB = 'export function target(n: number): number {\n  return n + 1;\n}\n';
const A = "import { target } from './lib';\n\nexport function first() {\n  return target(1);\n}\n";

describe('kontext lsp: saves update the code graph at once', function () {
  let repo: TestRepo;
  let s: LspSession;

  before(async () => {
    repo = makeRepo('lsp-graph-save');
    repo.commit('lib and a caller', { 'src/lib.ts': LIB, 'src/a.ts': A, '.gitignore': 'ignored/\n' });
    s = await startLsp(repo.root, { capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } } });
  });
  after(async () => {
    await s?.close();
  });

  /** Names of the incoming callers of `target` (src/lib.ts line 1), asked now. */
  const callersOfTarget = () => incomingCallerNames(s, 'src/lib.ts', 0, 17);

  const opened = new Set<string>();

  /** What an editor does on save: the document is open (a new one with its text), the file is written, didSave follows. */
  function save(rel: string, text: string): void {
    if (!opened.has(rel)) {
      opened.add(rel);
      void s.conn.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: s.uri(rel), languageId: 'typescript', version: 1, text } });
    }
    fs.mkdirSync(path.dirname(path.join(repo.root, rel)), { recursive: true });
    fs.writeFileSync(path.join(repo.root, rel), text);
    void s.conn.sendNotification(DidSaveTextDocumentNotification.type, { textDocument: { uri: s.uri(rel) } });
  }

  it('indexes first, and asks the client to watch the source files the graph parses', async () => {
    // The first question starts the index (it may answer "indexing" for a moment).
    await eventually(() => callersOfTarget().then((n) => n.length === 1).catch(() => false), 20_000);
    assert.deepEqual(await callersOfTarget(), ['first']);
    const regs = await eventually(() => s.notes.get('client/registerCapability'));
    const watch = (regs as { registrations: { method: string; registerOptions: { watchers: { globPattern: string }[] } }[] }[])
      .flatMap((r) => r.registrations)
      .find((r) => r.method === DidChangeWatchedFilesNotification.method);
    assert.ok(watch, 'a didChangeWatchedFiles registration');
    // One brace group of endings and whole names under any folder: `**/{*.ts,…,*.rb,Rakefile,…}` (engine.ts graphSourceGlob).
    assert.match(watch.registerOptions.watchers[0].globPattern, /^\*\*\/\{.*\*\.ts\b.*\*\.py\b.*\*\.go\b.*\bRakefile\b.*\}$/);
    // And the files of script folders, where scripts without an ending live (engine.ts graphScriptGlob).
    assert.equal(watch.registerOptions.watchers[1].globPattern, '**/{bin,script,scripts,ci,tools,hack}/*');
  });

  it('a saved file is re-indexed before the next call hierarchy answer', async () => {
    // Three saves in a row, each asked at once: the graph's sweep (at most once a second) cannot explain them.
    save('src/a.ts', `${A}\nexport function second() {\n  return target(2);\n}\n`);
    assert.deepEqual(await callersOfTarget(), ['first', 'second']);
    save('src/a.ts', A.replace('target(1)', '1'));
    assert.deepEqual(await callersOfTarget(), []);
    save('src/a.ts', `${A}\nexport function third() {\n  return target(3);\n}\n`);
    assert.deepEqual(await callersOfTarget(), ['first', 'third']);
  });

  it('a new file saved is indexed at once; an ignored one never', async () => {
    save('src/b.ts', "import { target } from './lib';\nexport function fromB() {\n  return target(4);\n}\n");
    assert.deepEqual(await callersOfTarget(), ['first', 'fromB', 'third']);
    save('ignored/c.ts', "import { target } from '../src/lib';\nexport function fromIgnored() {\n  return target(5);\n}\n");
    assert.deepEqual(await callersOfTarget(), ['first', 'fromB', 'third']);
  });

  it('files changed and deleted on disk, reported by the watcher, update at once', async () => {
    fs.writeFileSync(path.join(repo.root, 'src/b.ts'), "import { target } from './lib';\nexport function renamedB() {\n  return target(4);\n}\n");
    void s.conn.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri: s.uri('src/b.ts'), type: FileChangeType.Changed }] });
    assert.deepEqual(await callersOfTarget(), ['first', 'renamedB', 'third']);
    fs.rmSync(path.join(repo.root, 'src/b.ts'));
    void s.conn.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri: s.uri('src/b.ts'), type: FileChangeType.Deleted }] });
    assert.deepEqual(await callersOfTarget(), ['first', 'third']);
  });
});
