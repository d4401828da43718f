/**
 * Go calls on a value of a dependency's type are outside the repository
 * (newcomer finding on cobra): `c.Flags().ArgsLenAtDash()` where `func (c
 * *Command) Flags() *flag.FlagSet` and flag is `github.com/spf13/pflag`, an
 * import path under none of the repository's go.mod module paths, was offered
 * under `callers Command.ArgsLenAtDash` as a call that may be it. Left out and
 * counted as such: a call on such a call's result, on a variable holding it
 * (`fs := c.Flags(); fs.HasFlags()`) and on a parameter of that type. Stay
 * offered: a call on a result of the repository's own type that does not
 * define the method (`c.Local().ArgsLenAtDash()`), and on a result of type
 * `any`.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'go.mod': 'module example.com/cli\n\ngo 1.22\n\nrequire github.com/acme/pflag v1.0.0\n',
  'local/thing.go': 'package local\n\ntype Thing struct{}\n\nfunc (t *Thing) Name() string { return "" }\n',
  'command.go': [
    'package cli', // 1
    '', // 2
    'import (', // 3
    '\tflag "github.com/acme/pflag"', // 4
    '', // 5
    '\t"example.com/cli/local"', // 6
    ')', // 7
    '', // 8
    'type Command struct{ flags *flag.FlagSet }', // 9
    '', // 10
    'func (c *Command) Flags() *flag.FlagSet { return c.flags }', // 11
    '', // 12
    'func (c *Command) Local() *local.Thing { return nil }', // 13
    '', // 14
    'func (c *Command) ArgsLenAtDash() int { return c.Flags().ArgsLenAtDash() }', // 15
    '', // 16
    'func (c *Command) HasFlags() bool {', // 17
    '\tfs := c.Flags()', // 18
    '\treturn fs.HasFlags()', // 19
    '}', // 20
    '', // 21
    'func getAny() any { return nil }', // 22
    '', // 23
    'func (c *Command) Other(y *flag.FlagSet) {', // 24
    '\tc.Local().ArgsLenAtDash()', // 25
    '\ty.ArgsLenAtDash()', // 26
    '\tgetAny().ArgsLenAtDash()', // 27
    '}', // 28
    '', // 29
    'func (c *Command) Check() { flag.String("name", "", "usage") }', // 30
    '', // 31
    'type multi []string', // 32
    '', // 33
    'func (m *multi) String() string { return "" }', // 34
    '',
  ].join('\n'),
};

describeGraph('code graph: Go calls on a dependency’s type are outside the repository', FILES, 'graph-go-outside-results', (fx) => {
  const note = async (symbol: string) => {
    const r = await fx.call('code_callers', { symbol });
    assert.ok(!r.isError, r.text);
    const u = r.structured!.unresolved as { examples: string[]; leftOut?: number } | undefined;
    return { examples: (u?.examples ?? []).sort(), leftOut: u?.leftOut ?? 0, text: r.text };
  };

  it('a call on a method’s result of a pflag type, on a variable holding it and on a parameter of that type is left out; the repository’s own type and any stay', async () => {
    const a = await note('Command.ArgsLenAtDash');
    assert.deepEqual(a.examples, ['command.go:25', 'command.go:27']);
    assert.equal(a.leftOut, 2, a.text);
    assert.doesNotMatch(a.text, /c\.Flags\(\)\.ArgsLenAtDash/);
    assert.match(a.text, /2 more on values or packages from outside the repository left out/);
    const h = await note('Command.HasFlags');
    assert.deepEqual(h.examples, []);
    assert.doesNotMatch(h.text, /fs\.HasFlags/);
  });

  it('a function of the dependency called through its package is left out (cobra\'s `pflag.String(…)`; newcomer 45 #5)', async () => {
    const p = await note('multi.String');
    assert.deepEqual(p.examples, []);
    assert.doesNotMatch(p.text, /flag\.String/);
  });

  it('impact leaves them out of its depth notes too', async () => {
    const r = await fx.call('code_impact', { symbol: 'Command.Flags', depth: 3 });
    assert.ok(!r.isError, r.text);
    assert.doesNotMatch(r.text, /c\.Flags\(\)\.ArgsLenAtDash|fs\.HasFlags/);
  });
});

// A go.mod replacing the dependency with a folder of the repository makes its types the repository's: the call stays.
const REPLACED = {
  ...FILES,
  'go.mod': 'module example.com/cli\n\ngo 1.22\n\nrequire github.com/acme/pflag v1.0.0\n\nreplace github.com/acme/pflag v1.0.0 => ./third/pflag\n',
};

describeGraph('code graph: Go calls on a type of a module replaced by a local folder stay offered', REPLACED, 'graph-go-outside-replaced', (fx) => {
  it('c.Flags().ArgsLenAtDash() and fs.HasFlags() stay possible callers', async () => {
    const r = await fx.call('code_callers', { symbol: 'Command.ArgsLenAtDash' });
    assert.ok(!r.isError, r.text);
    const u = r.structured!.unresolved as { examples: string[] } | undefined;
    assert.deepEqual((u?.examples ?? []).sort(), ['command.go:15', 'command.go:25', 'command.go:27']);
    const h = await fx.call('code_callers', { symbol: 'Command.HasFlags' });
    assert.deepEqual(((h.structured!.unresolved as { examples: string[] } | undefined)?.examples ?? []).sort(), ['command.go:19']);
  });
});

// chi (newcomer 40 #9): `r.Header.Get(…)` and `r.URL.Query().Get(…)` with `r *http.Request` read a field of, and call a
// method of, a value from outside: no call of the router's Get, left out of its note; a repository value's field stays.
describeGraph('code graph: Go fields and methods of a value from outside are outside', {
  'go.mod': 'module example.com/chi\n\ngo 1.22\n',
  'mux.go': [
    'package chi', //                                                          1
    '',
    'import (\n\t"net/http"\n\t"sync"\n)',
    '',
    'type Mux struct{ sub *Mux; pool *sync.Pool }', //                         5
    '',
    'func (mx *Mux) Get(pattern string) {}',
    '',
    'func realIP(r *http.Request) string { return r.Header.Get("X-Real-IP") }',
    '', //                                                                     10
    'func errParam(r *http.Request) string { return r.URL.Query().Get("err") }',
    '',
    'func (mx *Mux) route(other *Mux) { other.sub.Get("/") }',
    '',
    'func (mx *Mux) ctx() any { return mx.pool.Get() }',
    '',
    'func head(url string) string { resp, _ := http.Head(url); return resp.Header.Get("X-Ping") }',
    '',
  ].join('\n'),
}, 'graph-go-outside-fields', (fx) => {
  it('leaves out the calls through an outside value, resolves the repository\'s', async () => {
    const r = await fx.call('code_callers', { symbol: 'Mux.Get' });
    assert.ok(!r.isError, r.text);
    assert.match(r.text, /method Mux\.route .*\(calls it on line 16\)/);
    const u = r.structured!.unresolved as { examples: string[] } | undefined;
    assert.deepEqual(u?.examples ?? [], [], r.text);
    assert.doesNotMatch(r.text, /r\.Header|Query\(\)|mx\.pool|resp\.Header/);
  });
});
