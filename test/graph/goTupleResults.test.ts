/**
 * Go functions returning several results (newcomer 24 #7, gin's
 * `c, r := CreateTestContext(w); r.GET(…)`): each later variable of a `:=`
 * holds the callee's result at its position (DefRec.returnsTuple), named
 * results, unnamed ones and grouped names alike, through a package path
 * too; `_` binds nothing, and a position of no repository type binds
 * nothing. Decoys: Other.GET and Other.Use, never called.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'go.mod': 'module example.com/web\n\ngo 1.21\n',
  'web/engine.go': [
    'package web',
    '',
    'type Context struct{}',
    'type Engine struct{}',
    'type Other struct{}',
    '',
    'func (c *Context) JSON(code int) {}',
    'func (e *Engine) GET(path string) {}',
    'func (e *Engine) Use()            {}',
    'func (o *Other) GET(path string)  {}',
    'func (o *Other) Use()             {}',
    '',
    'func CreateTestContext(w int) (c *Context, r *Engine) { return &Context{}, &Engine{} }',
    'func Two() (int, *Engine)                             { return 1, &Engine{} }',
    'func Pair() (a, b *Engine)                            { return &Engine{}, &Engine{} }',
    'func Plain() (*Engine, error)                         { return &Engine{}, nil }',
    '',
  ].join('\n'),
  'web/engine_test.go': [
    'package web',
    '',
    'func TestNamed() {',
    '\tc, r := CreateTestContext(1)',
    '\tr.GET("/")',
    '\tc.JSON(200)',
    '}',
    '',
    'func TestBlank() {',
    '\t_, e := Two()',
    '\te.Use()',
    '}',
    '',
    'func TestGrouped() {',
    '\tx, y := Pair()',
    '\tx.Use()',
    '\ty.GET("/b")',
    '}',
    '',
    'func TestErr() {',
    '\te, err := Plain()',
    '\t_ = err',
    '\te.GET("/c")',
    '}',
    '',
  ].join('\n'),
  'app/main.go': [
    'package main',
    '',
    'import "example.com/web/web"',
    '',
    'func main() {',
    '\t_, r := web.CreateTestContext(0)',
    '\tr.Use()',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: Go variables of a call returning several results', FILES, 'go-tuple-results', (fx) => {
  it('each variable after the first holds the result at its position', async () => {
    await expectEdges(fx, 'code_callers', {
      'Engine.GET': ['web/engine_test.go:TestErr:receiver', 'web/engine_test.go:TestGrouped:receiver', 'web/engine_test.go:TestNamed:receiver'],
      'Engine.Use': ['app/main.go:main:receiver', 'web/engine_test.go:TestBlank:receiver', 'web/engine_test.go:TestGrouped:receiver'],
      'Context.JSON': ['web/engine_test.go:TestNamed:receiver'],
      'Other.GET': [],
      'Other.Use': [],
    });
  });
});
