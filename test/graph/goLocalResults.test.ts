/**
 * Go receivers the graph left untyped (newcomer finding on cobra): a range
 * over a variadic parameter (`func (c *Command) AddCommand(cmds ...*Command)
 * { for i, x := range cmds { x.Name() } }`, command.go), an element of it
 * (`cmds[i].Name()`), a local function literal with a declared result
 * (`getCmd := func() *Command {…}; getCmd().Flags()`, flag_groups_test.go),
 * a variable holding its call (`c := getCmd()`), and an element of a call's
 * slice result (`sub := c.Commands()[0]`). Decoys: a package-level `getCmd`
 * returning another type (the local one hides it inside its function only),
 * a local function literal without a result, a variadic of another
 * package's type.
 */
import { expectEdges, graphFixture } from './helpers';

const COMMAND = [
  'package cobra',
  '',
  'type Command struct {',
  '\tUse    string',
  '\tparent *Command',
  '}',
  '',
  'func (c *Command) Name() string { return c.Use }',
  '',
  'func (c *Command) Flags() int { return 0 }',
  '',
  'func (c *Command) Commands() []*Command { return nil }',
  '',
  'func (c *Command) AddCommand(cmds ...*Command) {',
  '\tfor i, x := range cmds {',
  '\t\tif cmds[i] == c {',
  '\t\t\tpanic("self")',
  '\t\t}',
  '\t\tcmds[i].parent = c',
  '\t\t_ = len(x.Name())',
  '\t}',
  '}',
  '',
  'func (c *Command) Reparent(cmds ...*Command) {',
  '\tcmds[0].AddCommand(c)',
  '}',
  '',
  'type Other struct{}',
  '',
  'func (o *Other) Name() string { return "" }',
  '',
  'func (o *Other) Flags() int { return 1 }',
  '',
  'func getCmd() *Other { return &Other{} }',
  '',
].join('\n');

const TEST = [
  'package cobra',
  '',
  'import "testing"',
  '',
  'func TestGroups(t *testing.T) {',
  '\tgetCmd := func() *Command {',
  '\t\tc := &Command{Use: "testcmd"}',
  '\t\treturn c',
  '\t}',
  '\tgetCmd().Flags()',
  '\tt.Run("one", func(t *testing.T) {',
  '\t\tc := getCmd()',
  '\t\tsub := c.Commands()[0]',
  '\t\tsub.Name()',
  '\t})',
  '}',
  '',
  'func TestPackageGetCmd(t *testing.T) {',
  '\tgetCmd().Flags()',
  '\tmake := func() {}',
  '\tmake()',
  '}',
  '',
].join('\n');

describe('code graph: Go variadic parameters and local functions with a declared result', function () {
  this.timeout(60000);
  it('types range and index over a variadic parameter, a local func literal’s calls, and an element of a call’s slice result', async () => {
    const fx = await graphFixture(
      {
        'go.mod': 'module example.com/cobra\n\ngo 1.22\n',
        'command.go': COMMAND,
        'flag_groups_test.go': TEST,
        'other/other.go': 'package other\n\nimport "example.com/cobra"\n\nfunc Add(cmds ...*cobra.Command) {\n\tfor _, x := range cmds {\n\t\tx.Flags()\n\t}\n}\n',
      },
      'graph-go-local-results',
    );
    await expectEdges(fx, 'code_callers', {
      'Command.Name @ command.go': ['command.go:Command.AddCommand:receiver', 'flag_groups_test.go:TestGroups:receiver'],
      'Command.AddCommand @ command.go': ['command.go:Command.Reparent:receiver'],
      'Command.Flags @ command.go': ['flag_groups_test.go:TestGroups:receiver', 'other/other.go:Add:receiver'],
      'Command.Commands @ command.go': ['flag_groups_test.go:TestGroups:receiver'],
      // The package's getCmd outside the function declaring the local one.
      'Other.Flags @ command.go': ['flag_groups_test.go:TestPackageGetCmd:receiver'],
      'Other.Name @ command.go': [],
    });
  });
});
