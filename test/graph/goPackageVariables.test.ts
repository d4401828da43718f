/**
 * Go package-level `var`s are definitions of kind const, as a TS module's
 * top-level `let` is (gin: `symbol DefaultWriter`, `symbol
 * ErrConvertMapStringSlice` said No matches): one or grouped, with the doc
 * comment above, `_` left out. Calls through one resolve by its declared
 * type or by what the function it calls returns, also from another file of
 * the package, and gin's ginS `var engine = sync.OnceValue(func() *gin.Engine
 * {…})` makes `engine().GET(…)` a call of Engine.GET. Decoy: Other.GET.
 */
import * as assert from 'node:assert/strict';
import { callers, defsIn, describeGraph, firstDef } from './helpers';

const FILES = {
  'go.mod': 'module example.com/web\n\ngo 1.21\n',
  'gin/gin.go': [
    'package gin',
    '',
    'import (',
    '\t"errors"',
    '\t"sync"',
    ')',
    '',
    'type Engine struct{}',
    '',
    'func (e *Engine) GET(path string) {}',
    '',
    'func New() *Engine { return &Engine{} }',
    '',
    'type Writer struct{}',
    '',
    'func (w *Writer) Write(p []byte) (int, error) { return len(p), nil }',
    '',
    '// ErrMissing is returned when no route matches.',
    'var ErrMissing = errors.New("missing")',
    '',
    '// DefaultWriter is where debug output goes.',
    'var DefaultWriter *Writer = nil',
    '',
    'var (',
    '\tdefaultEngine = New()',
    '\t// MaxHandlers caps the handlers of a route.',
    '\tMaxHandlers = 32',
    ')',
    '',
    'var _ = New()',
    '',
    'var lazy = sync.OnceValues(func() (*Engine, error) { return New(), nil })',
    '',
    'func Check() {',
    '\tvar local = New()',
    '\tlocal.GET("/local")',
    '}',
    '',
  ].join('\n'),
  'gin/log.go': [
    'package gin',
    '',
    'func Log(p []byte) {',
    '\tDefaultWriter.Write(p)',
    '\tdefaultEngine.GET("/log")',
    '\te, _ := lazy()',
    '\te.GET("/lazy")',
    '}',
    '',
  ].join('\n'),
  'gin/other.go': 'package gin\n\ntype Other struct{}\n\nfunc (o *Other) GET(path string) {}\n',
  'ginS/gins.go': [
    'package ginS',
    '',
    'import (',
    '\t"sync"',
    '',
    '\t"example.com/web/gin"',
    ')',
    '',
    'var engine = sync.OnceValue(func() *gin.Engine {',
    '\treturn gin.New()',
    '})',
    '',
    '// GET is a wrapper for Engine.GET.',
    'func GET(path string) {',
    '\tengine().GET(path)',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: Go package-level variables', FILES, 'go-package-variables', (fx) => {
  it('each package-level var is a definition of kind const, with its doc; `_` and a function\'s var are not', () => {
    assert.deepEqual(
      defsIn(fx, 'gin/gin.go').filter((d) => d.startsWith('const')),
      ['const ErrMissing 19', 'const DefaultWriter 22', 'const defaultEngine 25', 'const MaxHandlers 27', 'const lazy 32'],
    );
    assert.deepEqual(defsIn(fx, 'ginS/gins.go'), ['const engine 9', 'function GET 14']);
    const err = firstDef(fx, 'ErrMissing', { kind: 'const' });
    assert.match(err.doc ?? '', /returned when no route matches/);
    assert.match(err.signature ?? '', /^var ErrMissing = errors\.New/);
    assert.match(firstDef(fx, 'MaxHandlers').doc ?? '', /caps the handlers/);
    assert.match(firstDef(fx, 'DefaultWriter').doc ?? '', /where debug output goes/);
  });

  it('calls through a var reach its declared type, its call\'s result, or sync.OnceValue\'s function\'s result, also from another file', async () => {
    assert.deepEqual(await callers(fx, 'Writer.Write'), ['gin/log.go:Log:receiver']);
    assert.deepEqual(await callers(fx, 'Engine.GET'), ['gin/gin.go:Check:receiver', 'gin/log.go:Log:receiver', 'ginS/gins.go:GET:receiver']);
    const text = (await fx.call('code_callers', { symbol: 'Engine.GET' })).text;
    assert.match(text, /calls it on lines 5, 7\)/);
    assert.deepEqual(await callers(fx, 'Other.GET'), []);
  });
});
