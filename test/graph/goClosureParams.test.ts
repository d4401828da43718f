/**
 * Go function literals' parameters are the literal's (The Go Programming
 * Language Specification, "Declarations and scope"), and an interface
 * method's declared result types a chain through it (newcomer 41, chi's
 * mux_test.go: after `r.Get("/hi", func(w http.ResponseWriter, r
 * *http.Request) {…})`, `r.With(mw1).With(mw2).Get(…)` took `r` for the
 * request, and `With(…) Router` of the Router interface typed nothing).
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

describeGraph('code graph: Go closure parameters and interface method results', {
  'go.mod': 'module example.com/chi\n\ngo 1.22\n',
  'chi.go': [
    'package chi',
    '',
    'import "net/http"',
    '',
    'type Router interface {', //                                         5
    '\tWith(middlewares ...func(http.Handler) http.Handler) Router',
    '\tGet(pattern string, h http.HandlerFunc)',
    '}',
    '',
    'type Mux struct{}', //                                                10
    '',
    'func NewRouter() *Mux { return &Mux{} }',
    'func (mx *Mux) With(middlewares ...func(http.Handler) http.Handler) Router { return mx }',
    'func (mx *Mux) Get(pattern string, h http.HandlerFunc) {}',
    '', //                                                                 15
    'func Routes(mw func(http.Handler) http.Handler) {',
    '\tr := NewRouter()',
    '\tr.Get("/hi", func(w http.ResponseWriter, r *http.Request) {',
    '\t\tw.Write([]byte(r.URL.Path))',
    '\t})', //                                                             20
    '\tr.With(mw).With(mw).Get("/inline", nil)',
    '}',
    '',
  ].join('\n'),
}, 'go-closure-params', (fx) => {
  it('the router after the closure is the router: its chain reaches Router.With and Router.Get', async () => {
    const get = await fx.call('code_callers', { symbol: 'Router.Get' });
    assert.match(get.text, /function Routes .*\(calls it on line 21\)/);
    const withs = await fx.call('code_callers', { symbol: 'Mux.With' });
    assert.match(withs.text, /function Routes .*line 21/);
  });
});
