/**
 * Go, cobra style (newcomer 19 #1): `for p := c; p != nil; p = p.Parent()`
 * with `c *Command` — the for-clause's `p := c` gives p c's type (also
 * a closure's `q := c`, whose calls are its function's); a package-level `var
 * echoCmd = &cli.Command{…}`, `var root cli.Command`, `var made = cli.New()`
 * of one file types the name in every file of the package, and only there.
 * Decoys: Other.Parent, and a variable copied from an untyped one.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'go.mod': 'module example.com/app\n\ngo 1.21\n',
  'cli/command.go': [
    'package cli',
    '',
    'type Command struct{ parent *Command }',
    '',
    'func (c *Command) Parent() *Command { return c.parent }',
    '',
    'func New() *Command { return &Command{} }',
    '',
    'func (c *Command) Root() *Command {',
    '\tfor p := c; p != nil; p = p.Parent() {',
    '\t\tc = p',
    '\t}',
    '\treturn c',
    '}',
    '',
    'func (c *Command) Walk() {',
    '\tvisit := func() {',
    '\t\tq := c',
    '\t\tq.Parent()',
    '\t}',
    '\tvisit()',
    '}',
    '',
    'func untyped(x interface{ Parent() }) {',
    '\ty := x',
    '\ty.Parent()',
    '}',
    '',
  ].join('\n'),
  'cli/other.go': 'package cli\n\ntype Other struct{}\n\nfunc (o *Other) Parent() *Other { return o }\n',
  'doc/vars.go': [
    'package doc',
    '',
    'import "example.com/app/cli"',
    '',
    'var echoCmd = &cli.Command{}',
    '',
    'var root cli.Command',
    '',
    'var made = cli.New()',
    '',
  ].join('\n'),
  'doc/use.go': [
    'package doc',
    '',
    'func useEcho() { echoCmd.Parent() }',
    '',
    'func useRoot() { root.Parent() }',
    '',
    'func useMade() { made.Parent() }',
    '',
  ].join('\n'),
  'other/use.go': 'package other\n\nfunc elsewhere() { echoCmd.Parent() }\n',
};

describeGraph('code graph: Go variables copying another\'s type, package-level vars across files', FILES, 'graph-go-var-copies', (fx) => {
  it('p := c in a for clause, q := c in a closure, and package vars of another file reach Command.Parent', async () => {
    await expectEdges(fx, 'code_callers', {
      'Command.Parent': [
        'cli/command.go:Command.Root:receiver',
        'cli/command.go:Command.Walk:receiver',
        'doc/use.go:useEcho:receiver',
        'doc/use.go:useMade:receiver',
        'doc/use.go:useRoot:receiver',
      ],
      'Other.Parent': [],
    });
  });
});
