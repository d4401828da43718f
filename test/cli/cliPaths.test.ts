/**
 * CLI paths are read from the directory the command runs in, as git reads
 * them, else from the repository root (cli/cliPaths.ts): the built CLI run in
 * a subdirectory of a real temp repository (and with -C), for every command
 * that takes a path — why (path, path:line, path:a-b), read (plain and
 * file:), capture -p (paths and globs), brief -f, and the code commands' -p —
 * while agents, who have no directory, keep repository-relative paths.
 */
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { cliIn, makeRepo } from '../helpers/gitRepo';
import { connectClient } from '../helpers/sdkClient';
import { buildRegistry } from '../../server/src/tools/index';
import { toolSchemas } from '../../server/src/tools/toolArgs';
import { CLI_PATH_FIELDS } from '../../server/src/cli/cliPaths';

// Two files named core/x.ts: one under the subdirectory the CLI runs in, one at the root.
const SUB_X = 'export function fn() {\n  return 1;\n}\nexport function useIt() {\n  return fn();\n}\n';
const ROOT_X = 'export function fn() {\n  return 2;\n}\n';

describe('CLI: paths relative to the current directory, else to the repository root', function () {
  this.timeout(120_000);
  const repo = makeRepo('cli-paths');
  repo.commit('root core', { 'core/x.ts': ROOT_X, 'docs/guide.md': '# Guide\n\nHow to start.\n' });
  repo.commit('sub core: fn and a caller', { 'server/src/core/x.ts': SUB_X, 'server/src/only.ts': 'export const only = 1;\n' });
  const sub = path.join(repo.root, 'server', 'src');
  const here = (...args: string[]) => cliIn(sub, ...args);

  it('why: path, path:line and path:a-b from the subdirectory first; a path only the root has still works; ../ climbs', () => {
    const plain = here('why', 'core/x.ts');
    assert.equal(plain.code, 0, plain.err);
    assert.match(plain.out, /^# Why: server\/src\/core\/x\.ts$/m);
    assert.match(plain.out, /sub core: fn and a caller/);
    assert.doesNotMatch(plain.out, /root core/);
    assert.match(here('why', 'core/x.ts:2').out, /^# Why: server\/src\/core\/x\.ts:2$/m);
    const range = here('why', 'core/x.ts:4-6');
    assert.match(range.out, /^# Why: server\/src\/core\/x\.ts:4-6$/m);
    assert.match(range.out, /sub core: fn and a caller/);
    // Existing repository-relative usage keeps working from a subdirectory.
    assert.match(here('why', 'docs/guide.md').out, /^# Why: docs\/guide\.md$/m);
    const up = here('why', '../../core/x.ts');
    assert.match(up.out, /^# Why: core\/x\.ts$/m);
    assert.match(up.out, /root core/);
    // -C names the directory paths are read from, as git -C does.
    assert.match(cliIn(repo.root, '-C', 'server/src', 'why', 'core/x.ts:2').out, /^# Why: server\/src\/core\/x\.ts:2$/m);
    // At the root nothing changes.
    assert.match(cliIn(repo.root, 'why', 'core/x.ts').out, /^# Why: core\/x\.ts$/m);
    // Words and symbols are not paths.
    assert.match(here('why', 'useIt').out, /server\/src\/core\/x\.ts/);
  });

  it('read: a plain path and file:<path> from the subdirectory first, else from the root; kx:/git: untouched', () => {
    assert.equal(here('read', 'core/x.ts').out, SUB_X);
    assert.equal(here('read', 'file:core/x.ts').out, SUB_X);
    assert.match(here('read', 'docs/guide.md').out, /How to start\./);
    assert.equal(cliIn(repo.root, 'read', 'core/x.ts').out, ROOT_X);
    const sha = repo.git('rev-parse', '--short', 'HEAD');
    assert.match(here('read', `git:${sha}`, '-l', '0').out, /sub core: fn and a caller/);
  });

  it('capture -p: paths and the leading folders of globs from the subdirectory; root paths and root-wide globs as typed', () => {
    const c = here('capture', '-k', 'learning', '-t', 'x is fragile', '-b', 'Handle with care.', '-p', 'core/x.ts', '-p', 'core/**', '-p', '**/*.md,docs/guide.md', '-p', '.');
    assert.equal(c.code, 0, c.err);
    const id = /^captured inbox:(\S+)$/m.exec(c.out)?.[1];
    assert.ok(id, c.out);
    const note = here('read', `inbox:${id}`).out;
    assert.match(note, /^paths: \[server\/src\/core\/x\.ts, server\/src\/core\/\*\*, "\*\*\/\*\.md", docs\/guide\.md, server\/src\]$/m);
  });

  it('brief -f: a path that exists from the subdirectory is a focus path, not a misspelt one', () => {
    assert.doesNotMatch(here('brief', '-f', 'only.ts').out, /focus only\.ts is not a path/);
    assert.match(cliIn(repo.root, 'brief', '-f', 'only.ts').out, /^- note: focus only\.ts is not a path of this repository/m);
  });

  it('code commands: -p from the subdirectory first (file, folder, path:line), else from the root; agents keep repository-relative paths', async () => {
    const sym = JSON.parse(here('symbol', 'fn', '-p', 'core', '--json').out);
    assert.deepEqual(sym.items.map((i: { path: string }) => i.path), ['server/src/core/x.ts']);
    const callers = here('callers', 'fn', '-p', 'core/x.ts:1');
    assert.equal(callers.code, 0, callers.err);
    assert.match(callers.out, /^callers of function fn \(server\/src\/core\/x\.ts:1\):$/m);
    assert.match(callers.out, /^server\/src\/core\/x\.ts:4 {2}function useIt/m);
    assert.deepEqual(JSON.parse(here('callees', 'useIt', '-p', 'core/x.ts', '--json').out).items.map((i: { path: string }) => i.path), ['server/src/core/x.ts']);
    assert.match(here('impact', 'fn', '-p', 'core/x.ts').out, /server\/src\/core\/x\.ts:4/);
    // `kontext call` is typed in the same shell: the same reading.
    const viaCall = JSON.parse(here('call', 'code_symbol', '{"name":"fn","path":"core/x.ts"}', '--json').out);
    assert.deepEqual(viaCall.items.map((i: { path: string }) => i.path), ['server/src/core/x.ts']);
    // A repository-relative path typed in the subdirectory (no server/src/server/src/… there) is read from the root.
    assert.deepEqual(JSON.parse(here('symbol', 'fn', '-p', 'server/src/core/x.ts', '--json').out).items.map((i: { path: string }) => i.path), ['server/src/core/x.ts']);
    // An agent's path is repository-relative, whatever directory its server was started in.
    const client = await connectClient(sub);
    try {
      const agent = await client.callTool({ name: 'code_symbol', arguments: { name: 'fn', path: 'core/x.ts' } });
      assert.deepEqual((agent.structuredContent as { items: { path: string }[] }).items.map((i) => i.path), ['core/x.ts']);
      const why = await client.callTool({ name: 'ctx_why', arguments: { target: 'only.ts' } });
      assert.equal(why.isError, true);
      assert.match((why.content as { text: string }[])[0].text, /target: only\.ts does not exist in the working tree or in history; did you mean server\/src\/only\.ts\?/);
    } finally {
      await client.close();
    }
  });

  it('every tool field that takes a path is converted by the CLI (the table names real fields)', () => {
    const pathish = /^(path|paths|uri|target|focus|file|files|dir)$/;
    for (const t of buildRegistry().list()) {
      const props = Object.keys((toolSchemas(t).input.properties ?? {}) as Record<string, unknown>);
      for (const f of props.filter((p) => pathish.test(p))) assert.ok(CLI_PATH_FIELDS[t.name]?.[f], `${t.name}.${f} takes a path: add it to CLI_PATH_FIELDS`);
      for (const f of Object.keys(CLI_PATH_FIELDS[t.name] ?? {})) assert.ok(props.includes(f), `${t.name} has no field ${f}`);
    }
    assert.ok(Object.keys(CLI_PATH_FIELDS).every((name) => buildRegistry().get(name)), 'every tool in the table is registered');
  });
});
