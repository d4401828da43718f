/**
 * The glob the language server asks the editor to watch for the code graph
 * (engine.ts graphSourceGlob) matches every file the graph parses, by ending
 * or by whole name (a Ruby `Rakefile`), at any depth, and nothing else.
 * Checked with picomatch, whose brace groups read as VS Code's GlobPattern does.
 */
import * as assert from 'node:assert/strict';
import picomatch from 'picomatch';
import { graphSourceGlob } from '../../server/src/lsp/engine';
import { languageFor } from '../../server/src/core/graph/languages';

describe('lsp: the code graph\'s file-watcher glob', () => {
  it('matches what languageFor reads (endings and Ruby build files), at the root and below; not other files', () => {
    const isMatch = picomatch(graphSourceGlob(), { dot: true });
    for (const p of ['a.ts', 'src/deep/b.tsx', 'lib/x.rb', 'Rakefile', 'sub/Gemfile', 'test/config.ru', 'x.gemspec', 'a/b/main.go']) {
      assert.ok(languageFor(p), p);
      assert.ok(isMatch(p), `glob misses ${p}`);
    }
    for (const p of ['Makefile', 'README.md', 'a/b.txt']) assert.ok(!isMatch(p), `glob matches ${p}`);
  });
});
