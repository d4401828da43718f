/**
 * Go range variables over a named collection type (w1c #4, gin's errors.go):
 * `type errorMsgs []*Error`, then `for i, err := range a` in `func (a
 * errorMsgs) Errors()` — `err.Error()` was a call on a value of unknown type.
 * A named slice, array or map type records its element type (langGo,
 * DefRec.returnsElem), so a range over a variable, a field or a call's
 * result of that type binds its elements, and so does an index `a[i]`.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'go.mod': 'module example.com/gin\n\ngo 1.21\n',
  'errors.go': [
    'package gin',
    '',
    'type Error struct {',
    '\tErr error',
    '}',
    '',
    'type errorMsgs []*Error',
    '',
    'type byName map[string]*Error',
    '',
    'func (msg *Error) Error() string { return msg.Err.Error() }',
    '',
    'func (msg *Error) JSON() any { return nil }',
    '',
    'func (a errorMsgs) Errors() []string {',
    '\terrorStrings := make([]string, len(a))',
    '\tfor i, err := range a {',
    '\t\terrorStrings[i] = err.Error()',
    '\t}',
    '\treturn errorStrings',
    '}',
    '',
    'func (a errorMsgs) Last() *Error {',
    '\treturn a[len(a)-1]',
    '}',
    '',
    'func (a errorMsgs) First() any {',
    '\treturn a[0].JSON()',
    '}',
    '',
    'func named(m byName) {',
    '\tfor _, e := range m {',
    '\t\te.JSON()',
    '\t}',
    '}',
  ].join('\n') + '\n',
  'context.go': [
    'package gin',
    '',
    'type Context struct {',
    '\tErrors errorMsgs',
    '}',
    '',
    'func (c *Context) Errs() errorMsgs { return c.Errors }',
    '',
    'func (c *Context) Report() {',
    '\tfor _, e := range c.Errors {',
    '\t\te.Error()',
    '\t}',
    '\tfor _, e := range c.Errs() {',
    '\t\te.JSON()',
    '\t}',
    '}',
  ].join('\n') + '\n',
};

describeGraph('Go ranges over named collection types', FILES, 'go-named-collections', (fx) => {
  it('a range over a variable, a field or a call result of a named slice or map type binds its elements', async () => {
    await expectEdges(fx, 'code_callees', {
      'errorMsgs.Errors': ['errors.go:Error.Error:receiver'],
      'errorMsgs.First': ['errors.go:Error.JSON:receiver'],
      named: ['errors.go:Error.JSON:receiver'],
      'Context.Report': ['context.go:Context.Errs:receiver', 'errors.go:Error.Error:receiver', 'errors.go:Error.JSON:receiver'],
    });
  });
});
