/**
 * Files without an ending are read by their `#!` line (languages.ts
 * scriptLanguage: ripgrep's `benchsuite/benchsuite` is Python, its `ci/*`
 * shell), other languages are counted as such in `graph status` (`zsh`,
 * `fish`, `protobuf`), and `graph status --all` / `--json` name every file
 * the capped lines leave out (newcomer 19 #2); a script in a hidden tool
 * folder (`.husky/_/pre-commit`) is not read by its `#!` line.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';
import { shebangInterpreter } from '../../server/src/core/graph/languages';
import { formatGraphStatus } from '../../server/src/tools/codeGraph';
import type { GraphStatus } from '../../server/src/core/graph/graphState';

function cli(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('code graph: scripts by their #! line, languages it does not read, every listed file (newcomer 19 #2)', () => {
  it('reads the interpreter of a #! line', () => {
    assert.equal(shebangInterpreter('#!/usr/bin/env python3'), 'python3');
    assert.equal(shebangInterpreter('#!/usr/bin/env -S python3.12 -u'), 'python');
    assert.equal(shebangInterpreter('#! /bin/sh -e'), 'sh');
    assert.equal(shebangInterpreter('#!/bin/bash'), 'bash');
    assert.equal(shebangInterpreter('# not one'), undefined);
  });

  const repo = makeRepo('graph-scripts');
  repo.commit('scripts', {
    'bench/bench': '#!/usr/bin/env python3\n\ndef run_bench(n):\n    return n\n',
    'ci/build': '#!/bin/sh\n\nbuild_all() {\n  echo hi\n}\nbuild_all\n',
    'ci/complete': '#!/usr/bin/env zsh\necho hi\n',
    'complete/rg.zsh': 'echo zsh\n',
    'complete/rg.fish': 'echo fish\n',
    'api/msg.proto': 'syntax = "proto3";\n',
    'README': 'no code here\n',
    // A git hook stub in a tool's hidden folder: not the project's code, and not worth loading a grammar for.
    '.husky/_/pre-commit': '#!/bin/sh\n. "$(dirname "$0")/h"\n',
  });

  it('indexes Python and shell scripts without an ending, counts the others by language', () => {
    const idx = cli(repo.root, 'graph', 'index');
    assert.equal(idx.code, 0, idx.err);
    assert.match(idx.out, /^languages: bash 1, python 1$/m);
    assert.match(idx.out, /^skipped: languages the graph does not read: zsh 2, fish 1, protobuf 1$/m);
    assert.match(cli(repo.root, 'symbol', 'run_bench').out, /^bench\/bench:3 {2}function run_bench/m);
    assert.match(cli(repo.root, 'symbol', 'build_all').out, /^ci\/build:3 {2}function build_all/m);
  });

  it('leaves scripts in hidden tool folders (git hooks) unread', () => {
    assert.match(cli(repo.root, 'symbol', '-p', '.husky/_/pre-commit').out, /\.husky\/_\/pre-commit is not indexed: it is a script in a hidden tool folder \(git hooks, tool stubs\), which the graph does not read by its `#!` line/);
  });

  it('says why a file without an ending is not read: its #! line, not its name', () => {
    assert.match(cli(repo.root, 'symbol', '-p', 'ci/complete').out, /ci\/complete is not indexed: its `#!` line runs zsh, a language the graph does not read/);
    assert.match(cli(repo.root, 'symbol', '-p', 'README').out, /README is not indexed: it has no file ending and no `#!` line naming a language the graph reads/);
  });

  it('graph status --json prints the status; --all names every file with errors', () => {
    const st = cli(repo.root, 'graph', 'status', '--json');
    assert.equal(st.code, 0, st.err);
    assert.deepEqual(JSON.parse(st.out).skipped, { zsh: 2, fish: 1, protobuf: 1 });
    const errorFiles = Array.from({ length: 8 }, (_, k) => `src/f${k}.py`);
    const s = { state: 'ready', files: 8, byLanguage: { python: 8 }, languages: ['python'], definitions: 0, calls: 0, errorFiles, tooLargeFiles: [], maxFileBytes: 1, skipped: { generated: 1, protobuf: 1 }, skippedPaths: [] } as unknown as GraphStatus;
    assert.match(formatGraphStatus(s), /: 8 — src\/f0\.py, src\/f1\.py, src\/f2\.py, src\/f3\.py, src\/f4\.py and 3 more \(`kontext graph status --all` lists them\)$/m);
    assert.match(formatGraphStatus(s, undefined, true), /: 8 — src\/f0\.py, .*, src\/f7\.py$/m);
    assert.match(formatGraphStatus(s), /^skipped: generated 1; languages the graph does not read: protobuf 1$/m);
  });
});
