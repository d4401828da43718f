/**
 * Go, cobra style (newcomer 9 #12): a package-level `var echoCmd =
 * &cobra.Command{Run: func(…) { helper() }}` holds code; its calls belonged
 * to the package ("module root.go"). Now the var is a definition (const
 * echoCmd) and `Run: func…` its method echoCmd.Run, the caller of helper,
 * also in a `var ( … )` group. And `c[i].Name()` with `c []*Command` (or
 * `m[k].Name()` of a map) reaches Command.Name. Decoys: Other.Name, and a
 * helper of another package nobody imports; a var holding a plain call stays
 * package-level code.
 */
import * as assert from 'node:assert/strict';
import { callees, callers, defsIn, describeGraph } from './helpers';

const FILES = {
  'go.mod': 'module example.com/app\n\ngo 1.21\n',
  'cmd/root.go': [
    'package cmd',
    '',
    'type Command struct {',
    '\tUse string',
    '\tRun func(c *Command, args []string)',
    '}',
    '',
    'func (c *Command) Name() string { return c.Use }',
    '',
    'func helper() string { return "x" }',
    '',
    'var echoCmd = &Command{',
    '\tUse: "echo",',
    '\tRun: func(c *Command, args []string) {',
    '\t\thelper()',
    '\t},',
    '}',
    '',
    'var (',
    '\tversionCmd = Command{Use: "version", Run: func(c *Command, args []string) { helper() }}',
    '\tplain      = helper()',
    ')',
    '',
    'func list(c []*Command, m map[string]*Command) {',
    '\tfor i := range c {',
    '\t\tc[i].Name()',
    '\t}',
    '\tm["echo"].Name()',
    '}',
    '',
  ].join('\n'),
  'cmd/other.go': 'package cmd\n\ntype Other struct{}\n\nfunc (o *Other) Name() string { return "o" }\n',
  'util/util.go': 'package util\n\nfunc helper() string { return "u" }\n\nfunc Use() string { return helper() }\n',
};

describeGraph('code graph: Go package-level vars holding functions, and elements of slices', FILES, 'graph-go-package-vars', (fx) => {
  it('the calls inside Run: func… belong to the var, not the package', async () => {
    assert.deepEqual(await callers(fx, 'helper', 'cmd/root.go'), ['cmd/root.go:echoCmd.Run:same-file', 'cmd/root.go:root.go:same-file', 'cmd/root.go:versionCmd.Run:same-file']);
    assert.deepEqual(await callees(fx, 'echoCmd.Run'), ['cmd/root.go:helper:same-file']);
    assert.deepEqual(await callers(fx, 'helper', 'util/util.go'), ['util/util.go:Use:same-file']);
    assert.deepEqual(
      defsIn(fx, 'cmd/root.go').filter((d) => !d.startsWith('method Command') && !d.startsWith('class') && !d.startsWith('function')),
      ['const echoCmd 12', 'method echoCmd.Run 14', 'const versionCmd 20', 'method versionCmd.Run 20', 'const plain 21'],
    );
  });

  it('c[i].Name() and m[k].Name() reach Command.Name, not Other.Name', async () => {
    assert.deepEqual(await callers(fx, 'Command.Name'), ['cmd/root.go:list:receiver']);
    assert.deepEqual(await callers(fx, 'Other.Name'), []);
    const text = (await fx.call('code_callers', { symbol: 'Command.Name' })).text;
    assert.match(text, /\(calls it on lines 26, 28\)/);
  });
});
