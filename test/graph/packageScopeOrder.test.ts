/**
 * The order of callers: a bare call of a package-scoped language reaching
 * another file of its package (`via: name`, Go's package block) is as sure
 * as an import, so source callers through it come before test files
 * (newcomer 28 #5: cobra's `callers CheckErr` listed doc/man_examples_test.go
 * between cobra.go and command.go). Bare names of global-scope languages
 * (C, Lua, JS scripts) stay guesses, listed last (sortEdges).
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

describeGraph('code graph: package-scope callers rank with resolved ones', {
  'go.mod': 'module example.com/cobra\n\ngo 1.22\n',
  'cobra.go': 'package cobra\n\nfunc CheckErr(e error) {}\n\nfunc Write() {\n\tCheckErr(nil)\n}\n',
  'command.go': 'package cobra\n\nfunc Usage() {\n\tCheckErr(nil)\n}\n',
  'doc/man_test.go': 'package doc\n\nimport "example.com/cobra"\n\nfunc ExampleMan() {\n\tcobra.CheckErr(nil)\n}\n',
  'shell_test.go': 'package cobra\n\nfunc runShell() {\n\tCheckErr(nil)\n}\n',
}, 'graph-package-scope-order', (fx) => {
  it('lists same-file, then source files of the package, then tests', async () => {
    const r = await fx.call('code_callers', { symbol: 'CheckErr' });
    const items = r.structured!.items as { path: string; name: string; via: string }[];
    assert.deepEqual(items.map((i) => `${i.path}:${i.name}:${i.via}`), ['cobra.go:Write:same-file', 'command.go:Usage:name', 'doc/man_test.go:ExampleMan:import', 'shell_test.go:runShell:name']);
  });
});
