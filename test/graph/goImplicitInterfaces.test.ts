/**
 * Go interfaces are satisfied implicitly: `func Fill(a Adder) { a.Add("x") }`
 * may run `(*Store).Add` because Store's method set (its own methods and one
 * promoted from an embedded Base) covers Adder, so Fill is a `base` caller of
 * Store.Add through Adder.Add (graphData overridden → graphTypes
 * goImplemented). Decoys: Half has Add but not Flush (does not cover
 * Flusher… nor AddFlusher), and another package's Add on a type of the same
 * name that no interface of the repository is satisfied by.
 */
import { describeGraph, expectEdges } from './helpers';

const STORE = [
  'package store', // 1
  '', // 2
  'type Base struct{}', // 3
  'func (b *Base) Flush() {}', // 4
  'type Store struct {', // 5
  '\tBase', // 6
  '\titems []string', // 7
  '}', // 8
  'func (s *Store) Add(it string) { s.items = append(s.items, it) }', // 9
  'type Half struct{}', // 10
  'func (h Half) Add(it string) {}', // 11
  'type Adder interface {', // 12
  '\tAdd(it string)', // 13
  '}', // 14
  'type AddFlusher interface {', // 15
  '\tAdd(it string)', // 16
  '\tFlush()', // 17
  '}', // 18
  'func Fill(a Adder) { a.Add("x") }', // 19
  'func FillFlush(f AddFlusher) { f.Add("y"); f.Flush() }', // 20
  '',
].join('\n');

const OTHER = ['package other', '', 'type Store struct{}', '', 'func (s Store) Add(n int, m int) {}', '', 'func Use(s Store) { s.Add(1, 2) }', ''].join('\n');

describeGraph('code graph: Go implicit interfaces', { 'go.mod': 'module example.com/m\n\ngo 1.21\n', 'store/store.go': STORE, 'other/other.go': OTHER }, 'go-implicit-ifaces', (fx) => {
  it('a call through an interface reaches the methods of each type whose method set covers it', async () => {
    await expectEdges(fx, 'code_callers', {
      'Store.Add @ store/store.go': ['store/store.go:Fill:base', 'store/store.go:FillFlush:base'],
      'Half.Add': ['store/store.go:Fill:base'],
      'Adder.Add': ['store/store.go:Fill:receiver'],
      'Store.Add @ other/other.go': ['other/other.go:Use:receiver'],
    });
  });
});

/**
 * Named types that are no structs have methods too, and satisfy interfaces
 * (newcomer 35 #2: gorilla/mux's `type MiddlewareFunc func(http.Handler)
 * http.Handler` and `type headerMatcher map[string]string` had no callers,
 * though `mw.Middleware(h)` and `m.Match(req)` run them through interfaces).
 */
const MUX = [
  'package mux', // 1
  '', // 2
  'type Handler interface{ Serve() }', // 3
  'type MiddlewareFunc func(Handler) Handler', // 4
  'type middleware interface {', // 5
  '\tMiddleware(h Handler) Handler', // 6
  '}', // 7
  'func (mw MiddlewareFunc) Middleware(h Handler) Handler { return mw(h) }', // 8
  'type headerMatcher map[string]string', // 9
  'type methodMatcher []string', // 10
  'type matcher interface {', // 11
  '\tMatch(r string) bool', // 12
  '}', // 13
  'func (m headerMatcher) Match(r string) bool { return len(m) > 0 }', // 14
  'func (m methodMatcher) Match(r string) bool { return len(m) > 0 }', // 15
  'func apply(ms []middleware, h Handler) Handler {', // 16
  '\tfor _, m := range ms {', // 17
  '\t\th = m.Middleware(h)', // 18
  '\t}', // 19
  '\treturn h', // 20
  '}', // 21
  'func matches(ms []matcher, r string) bool {', // 22
  '\tfor _, m := range ms {', // 23
  '\t\tif !m.Match(r) {', // 24
  '\t\t\treturn false', // 25
  '\t\t}', // 26
  '\t}', // 27
  '\treturn true', // 28
  '}', // 29
  '',
].join('\n');

describeGraph('code graph: Go named func, map and slice types satisfy interfaces', { 'go.mod': 'module example.com/mux\n\ngo 1.21\n', 'mux.go': MUX }, 'go-named-type-ifaces', (fx) => {
  it('a call through the interface reaches the method of a func type, a map type and a slice type', async () => {
    await expectEdges(fx, 'code_callers', {
      'MiddlewareFunc.Middleware': ['mux.go:apply:base'],
      'headerMatcher.Match': ['mux.go:matches:base'],
      'methodMatcher.Match': ['mux.go:matches:base'],
    });
  });
});
