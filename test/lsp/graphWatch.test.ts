/**
 * Files that only the editor's file watcher reports (nobody opens or saves
 * them: a generator, a `git checkout` of one file, a shell) reach the code
 * graph at once (issue 3): the built server over stdio, a real temp git
 * repository. A Created event indexes the new file before the next answer —
 * the call hierarchy and `kontext/callTool code_callers` alike — instead of
 * at the graph's relisting (every 5 s, after an answer); .gitignore and the
 * skip rules still decide what is indexed. A Deleted event drops the file
 * (or every indexed file under a deleted folder) at once.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  DidChangeWatchedFilesNotification,
  FileChangeType,
} from 'vscode-languageserver-protocol/node';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { eventually, incomingCallerNames, startLsp, type LspSession } from './lspClient';

const LIB = 'export function target(n: number): number {\n  return n + 1;\n}\n';
const A = "import { target } from './lib';\n\nexport function first() {\n  return target(1);\n}\n";

/** A file in `dir` (relative to the repository root) whose function `name` calls target. */
function caller(dir: string, name: string): string {
  const lib = path.posix.relative(dir, 'src/lib') || '.';
  return `import { target } from '${lib.startsWith('.') ? lib : `./${lib}`}';\nexport function ${name}() {\n  return target(7);\n}\n`;
}

describe('kontext lsp: files reported only by the watcher update the code graph at once', function () {
  let repo: TestRepo;
  let s: LspSession;

  before(async () => {
    repo = makeRepo('lsp-graph-watch');
    repo.commit('lib and a caller', { 'src/lib.ts': LIB, 'src/a.ts': A, '.gitignore': 'ignored/\n' });
    s = await startLsp(repo.root, { capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } } });
    // The first question starts the index (it may answer "indexing" for a moment).
    await eventually(() => callersOfTarget().then((n) => n.length === 1).catch(() => false), 20_000);
  });
  after(async () => {
    await s?.close();
  });

  /** Names of the incoming callers of `target` (src/lib.ts line 1), asked now. */
  const callersOfTarget = () => incomingCallerNames(s, 'src/lib.ts', 0, 17);

  /** The same question through the registry, as the editor's chat tools ask it. */
  async function codeCallers(): Promise<string[]> {
    const r = (await s.conn.sendRequest('kontext/callTool', { name: 'code_callers', arguments: { symbol: 'target' } })) as {
      structuredContent?: { items: { name: string }[] };
      isError?: boolean;
    };
    assert.ok(!r.isError, JSON.stringify(r));
    return r.structuredContent!.items.map((i) => i.name).sort();
  }

  /** Writes files on disk (no didOpen, no didSave) and reports them as a watcher does, in one notification. */
  function created(files: Record<string, string>): void {
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(repo.root, rel)), { recursive: true });
      fs.writeFileSync(path.join(repo.root, rel), text);
    }
    void s.conn.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: Object.keys(files).map((rel) => ({ uri: s.uri(rel), type: FileChangeType.Created })),
    });
  }

  function deleted(rel: string): void {
    fs.rmSync(path.join(repo.root, rel), { recursive: true });
    void s.conn.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri: s.uri(rel), type: FileChangeType.Deleted }] });
  }

  it('a created file is in the next answer, of the call hierarchy and of code_callers', async () => {
    created({ 'src/b.ts': caller('src', 'fromB') });
    assert.deepEqual(await callersOfTarget(), ['first', 'fromB']);
    created({ 'src/deep/c.ts': caller('src/deep', 'fromC') });
    assert.deepEqual(await codeCallers(), ['first', 'fromB', 'fromC']);
  });

  it('created files that .gitignore or the skip rules leave out are not indexed', async () => {
    created({ 'ignored/d.ts': caller('ignored', 'fromIgnored'), 'dist/e.ts': caller('dist', 'fromDist') });
    assert.deepEqual(await callersOfTarget(), ['first', 'fromB', 'fromC']);
    // ...while a file created beside them in the same report is.
    created({ 'ignored/g.ts': caller('ignored', 'fromIgnored2'), 'src/g.ts': caller('src', 'fromG') });
    assert.deepEqual(await callersOfTarget(), ['first', 'fromB', 'fromC', 'fromG']);
  });

  it('a deleted file, and every file under a deleted folder, drop at once', async () => {
    deleted('src/b.ts');
    assert.deepEqual(await callersOfTarget(), ['first', 'fromC', 'fromG']);
    deleted('src/deep');
    assert.deepEqual(await codeCallers(), ['first', 'fromG']);
  });
});
