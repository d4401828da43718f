/**
 * Every grammar the code graph claims loads in this web-tree-sitter and its
 * extraction compiles (a failing query would otherwise only drop files from
 * the index), from the built bundle's `dist/wasm/` too: `kontext graph
 * index` and `kontext status` on a repository with one file per language
 * added from its own grammar package, beside files in languages still
 * skipped.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { spawnSync } from 'node:child_process';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';
import { LANGUAGES, grammarPath, headersFor, languageFor } from '../../server/src/core/graph/languages';
import { parseSource } from '../../server/src/core/graph/parse';
import GRAMMARS from '../../server/src/core/graph/grammars.json';

/** One small real file per added language (name → text). */
const FILES: Record<string, string> = {
  'c/util.c': '#include "util.h"\nint helper(int n) { return n; }\n',
  'scala/App.scala': 'object App {\n  def main(args: Array[String]): Unit = println(1)\n}\n',
  'lua/app.lua': 'local function f() return 1 end\nprint(f())\n',
  'zig/main.zig': 'const std = @import("std");\npub fn main() void {}\n',
  'kotlin/Main.kt': 'fun main() {\n    println(1)\n}\n',
  'swift/main.swift': 'func main() { print(1) }\nmain()\n',
  'dart/main.dart': 'void main() {\n  print(1);\n}\n',
};

describe('code graph: grammar packages', () => {
  it('every language loads its grammar, compiles its extraction and reads a clean file without errors', async () => {
    for (const lang of LANGUAGES) {
      assert.ok((GRAMMARS as Record<string, string>)[lang.wasm], `${lang.wasm} is listed in grammars.json`);
      assert.ok(fs.existsSync(grammarPath(lang.wasm)), `${lang.wasm} exists`);
      const rec = await parseSource(lang, '');
      assert.equal(rec.lang, lang.id);
    }
    for (const [p, text] of Object.entries(FILES)) {
      const rec = await parseSource(languageFor(p)!, text);
      assert.equal(rec.errors, undefined, `${p} parses without syntax errors`);
      assert.ok(rec.defs.length >= 1, `${p} has a definition`);
    }
  });

  it('.h is C in a repository of mostly C sources (vendored folders not counted), else C++', () => {
    assert.equal(headersFor(['a.c', 'a.h', 'b/c.h']), 'c');
    assert.equal(headersFor(['a.c', 'b.c', 'a.h', 'test/t.cpp']), 'c');
    assert.equal(headersFor(['a.c', 'a.h', 'b.cpp']), 'cpp');
    assert.equal(headersFor(['a.c', 'b.cc', 'c.hpp']), 'cpp');
    assert.equal(headersFor(['a.c', 'vendor/x.cpp', 'vendor/y.cpp'], (p) => p.startsWith('vendor/')), 'c');
    assert.equal(headersFor(['include/a.h', 'README.md']), 'cpp');
    assert.equal(languageFor('a.h', 'c')?.id, 'c');
    assert.equal(languageFor('a.h')?.id, 'cpp');
    assert.equal(languageFor('a.c', 'cpp')?.id, 'c');
  });

  it('Ruby build and rackup files are Ruby by ending or whole name (Rakefile, Gemfile, config.ru, x.gemspec, tasks/x.rake); other names without an ending are not read', () => {
    for (const p of ['Rakefile', 'sub/Gemfile', 'test/config.ru', 'rack.gemspec', 'lib/tasks/db.rake']) assert.equal(languageFor(p)?.id, 'ruby', p);
    for (const p of ['Makefile', 'rakefile.txt', 'bin/Rakefile2']) assert.equal(languageFor(p), null, p);
  });

  it('the built CLI indexes them from dist/wasm and status names them, and the languages it skips', () => {
    assert.ok(fs.existsSync(path.join(path.dirname(KONTEXT_JS), 'wasm', 'tree-sitter-dart.wasm')), 'the build copies the grammars');
    const repo = makeRepo('graph-grammars');
    // The four smallest added grammars (the first test loads every grammar from dist/wasm already):
    // each process thread compiles a grammar on first use, seconds for the 3.4-3.8 MB ones on a loaded machine.
    const some = Object.fromEntries(Object.entries(FILES).filter(([p]) => /^(c|lua|zig|dart)\//.test(p)));
    repo.commit('added languages', { ...some, 'c/util.h': 'int helper(int n);\n', 'lib/x.ex': 'defmodule X do\nend\n', 'ios/View.m': '@implementation View\n@end\n' });
    const run = (...args: string[]) => spawnSync(process.execPath, [KONTEXT_JS, '-C', repo.root, ...args], { encoding: 'utf8', env: gitEnv() });
    const idx = run('graph', 'index');
    assert.equal(idx.status, 0, idx.stderr);
    // The languages found, most files first, then by name (newcomer 8 #21: not every supported one).
    assert.match(idx.stdout, /^files: 5$/m);
    assert.match(idx.stdout, /^languages: c 2, dart 1, lua 1, zig 1$/m);
    assert.match(idx.stdout, /^skipped: languages the graph does not read: elixir 1, objective-c 1$/m);
    // The supported ones are in the command's help.
    assert.match(run('graph', '--help').stdout, /^languages read: typescript, tsx, .*\bc, cpp\b.*, scala, lua, zig, kotlin, swift, dart$/m);
    assert.doesNotMatch(idx.stdout, /syntax errors/);
    const st = run('status');
    assert.equal(st.status, 0, st.stderr);
    assert.match(st.stdout, /^Code graph: (ready|saved) — 5 file\(s\) \([^)]*dart 1[^)]*\).*; skipped: .*elixir 1/m);
  }).timeout(120_000);
});
