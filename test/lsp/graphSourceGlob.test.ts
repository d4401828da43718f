/**
 * The glob the language server asks the editor to watch for the code graph
 * (engine.ts graphSourceGlob) matches every file the graph parses, by ending
 * or by whole name (a Ruby `Rakefile`), at any depth, and nothing else.
 * Checked with picomatch, whose brace groups read as VS Code's GlobPattern does.
 * A second glob (graphScriptGlob) covers the script folders, whose files
 * without an ending the graph reads by their `#!` line.
 */
import * as assert from 'node:assert/strict';
import picomatch from 'picomatch';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { graphScriptGlob, graphSourceGlob } from '../../server/src/lsp/engine';
import { languageFor } from '../../server/src/core/graph/languages';
import { makeRepo } from '../helpers/gitRepo';

describe('lsp: the code graph\'s file-watcher glob', () => {
  it('matches what languageFor reads (endings and Ruby build files), at the root and below; not other files', () => {
    const isMatch = picomatch(graphSourceGlob(), { dot: true });
    for (const p of ['a.ts', 'src/deep/b.tsx', 'lib/x.rb', 'Rakefile', 'sub/Gemfile', 'test/config.ru', 'x.gemspec', 'a/b/main.go']) {
      assert.ok(languageFor(p), p);
      assert.ok(isMatch(p), `glob misses ${p}`);
    }
    for (const p of ['Makefile', 'README.md', 'a/b.txt']) assert.ok(!isMatch(p), `glob matches ${p}`);
  });

  it('the script folders\' glob matches the scripts without an ending the graph reads there (by their #! line), at any depth', () => {
    const repo = makeRepo('script-glob');
    const scripts = ['ci/build', 'bin/rails-run', 'scripts/release', 'tools/gen', 'hack/verify', 'script/bootstrap', 'sub/pkg/bin/serve'];
    for (const p of scripts) {
      fs.mkdirSync(path.dirname(path.join(repo.root, p)), { recursive: true });
      fs.writeFileSync(path.join(repo.root, p), '#!/bin/sh\necho hi\n');
    }
    const isSource = picomatch(graphSourceGlob(), { dot: true });
    const isScript = picomatch(graphScriptGlob(), { dot: true });
    for (const p of scripts) {
      assert.equal(languageFor(p, 'cpp', repo.root)?.id, 'bash', p);
      assert.ok(!isSource(p), `the endings' glob cannot match ${p}`);
      assert.ok(isScript(p), `script glob misses ${p}`);
    }
    // Only a script folder's own files; nothing elsewhere or deeper.
    for (const p of ['LICENSE', 'src/deploy', 'ci/sub/deep', 'binary/x']) assert.ok(!isScript(p), `script glob matches ${p}`);
  });
});
