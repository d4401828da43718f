/**
 * Go calls through a variable of a standard-library interface (newcomer 38,
 * gin's `PerformRequest(r http.Handler, …) { r.ServeHTTP(w, req) }`, which
 * 144 tests go through): they may run the method of every type of the
 * repository satisfying the interface (goStdInterfaces.ts, GraphData
 * goStdCallers), by name and parameter count; `error` is left out.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

describeGraph('code graph: Go calls through standard-library interfaces', {
  'go.mod': 'module example.com/web\n\ngo 1.21\n',
  'web.go': [
    'package web',
    '',
    'import (',
    '\t"io"',
    '\t"net/http"',
    ')',
    '',
    'type Engine struct{}',
    '',
    'func (e *Engine) ServeHTTP(w http.ResponseWriter, req *http.Request) {}',
    '',
    'type Log struct{}',
    '',
    'func (l *Log) Write(p []byte) (int, error) { return len(p), nil }',
    '',
    'type Sheet struct{}',
    '',
    'func (s *Sheet) Write(row int, cells []string) {}',
    '',
    'type Oops struct{}',
    '',
    'func (o Oops) Error() string { return "oops" }',
    '',
    'func PerformRequest(r http.Handler, req *http.Request) { r.ServeHTTP(nil, req) }',
    '',
    'func Dump(w io.Writer, b []byte) { w.Write(b) }',
    '',
    'func Report(err error) string { return err.Error() }',
    '',
    'type RouteMatch struct{ Handler http.Handler }',
    '',
    'func Matched(req *http.Request) { var m RouteMatch; m.Handler.ServeHTTP(nil, req) }',
    '',
    'func Pointed(m *RouteMatch, req *http.Request) { m.Handler.ServeHTTP(nil, req) }',
    '',
  ].join('\n'),
}, 'go-std-interfaces', (fx) => {
  it('r.ServeHTTP on an http.Handler and w.Write on an io.Writer may run the repository\'s implementations', async () => {
    const r = await toolItems(fx, 'code_callers', { symbol: 'Engine.ServeHTTP' });
    // Also through a struct field declared `http.Handler` (mux's `routeMatch.Handler.ServeHTTP(…)`; newcomer 47 #10).
    assert.deepEqual(rows(r.items), ['web.go:Matched:32', 'web.go:PerformRequest:24', 'web.go:Pointed:34']);
    assert.match(r.text, /calls http\.Handler\.ServeHTTP on line 24/);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Log.Write' })).items), ['web.go:Dump:26']);
  });

  it('a method of another parameter count, and error\'s Error, are not reached so', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Sheet.Write' })).items), []);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Oops.Error' })).items), []);
  });
});

// gin's responseWriter (newcomer 38): `http.ResponseWriter` embedded, WriteHeader and Write its own; Header is promoted from
// the embedded interface, so the type satisfies http.ResponseWriter and `w.WriteHeader(…)` on one may run its method.
describeGraph('code graph: Go types satisfying a standard-library interface they embed', {
  'go.mod': 'module example.com/web\n\ngo 1.21\n',
  'writer.go': [
    'package web',
    '',
    'import "net/http"',
    '',
    'type responseWriter struct {',
    '\thttp.ResponseWriter',
    '\tstatus int',
    '}',
    '',
    'func (w *responseWriter) WriteHeader(code int) { w.status = code }',
    '',
    'type halfWriter struct{ status int }',
    '',
    'func (h *halfWriter) WriteHeader(code int) { h.status = code }',
    '',
    'func Fail(w http.ResponseWriter) { w.WriteHeader(500) }',
    '',
  ].join('\n'),
}, 'go-std-embedded-interfaces', (fx) => {
  it('the embedding type\'s method is reached; a type lacking the other methods is not', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'responseWriter.WriteHeader' })).items), ['writer.go:Fail:16']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'halfWriter.WriteHeader' })).items), []);
  });
});
