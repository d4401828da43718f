/**
 * `graph status` names the files left out for their language, with the
 * language in words (newcomer 20 #2: requests printed `batch 1`, and
 * `--all` / `--json` named no `gradlew.bat`). Built CLI, real temp repo.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';

function cli(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('graph status: files skipped for their language', function () {
  this.timeout(60_000);

  it('names them in the text (5, then --all for every one) and in --json otherLanguageFiles', () => {
    const repo = makeRepo('other-langs');
    const files: Record<string, string> = { 'src/a.ts': 'export function a() { return 1; }\n', 'gradlew.bat': '@echo off\n', 'maven/mvnw.cmd': '@echo off\n', 'api/x.proto': 'syntax = "proto3";\n' };
    for (let i = 0; i < 4; i++) files[`tools/t${i}.bat`] = '@echo off\n';
    repo.commit('code', files);
    const idx = cli(repo.root, 'graph', 'index');
    assert.equal(idx.code, 0, idx.err);
    assert.match(idx.out, /^skipped: languages the graph does not read: Windows batch 6, protobuf 1$/m);
    assert.match(
      idx.out,
      /^skipped files in languages the graph does not read: api\/x\.proto \(protobuf\), gradlew\.bat \(Windows batch\), maven\/mvnw\.cmd \(Windows batch\), tools\/t0\.bat \(Windows batch\), tools\/t1\.bat \(Windows batch\) and 2 more \(`kontext -C \S+ graph status --all` lists them\)$/m,
    );
    // The saved graph keeps them for status without indexing.
    const all = cli(repo.root, 'graph', 'status', '--all');
    assert.match(all.out, /^skipped files in languages the graph does not read: .*tools\/t2\.bat \(Windows batch\), tools\/t3\.bat \(Windows batch\)$/m);
    const json = JSON.parse(cli(repo.root, 'graph', 'status', '--json').out);
    assert.deepEqual(
      json.otherLanguageFiles.map((f: { path: string; language: string }) => `${f.path}:${f.language}`),
      ['api/x.proto:protobuf', 'gradlew.bat:Windows batch', 'maven/mvnw.cmd:Windows batch', 'tools/t0.bat:Windows batch', 'tools/t1.bat:Windows batch', 'tools/t2.bat:Windows batch', 'tools/t3.bat:Windows batch'],
    );
    assert.equal(json.skipped['Windows batch'], 6);
    assert.match(cli(repo.root, 'graph', '--help').out, /otherLanguageFiles/);
  });
});
