/**
 * A variable bound once to a call chain whose head is a variable the
 * function binds twice (newcomer 42 #11, gorilla/mux's mux_test.go):
 *
 *     emptyHandler := func(w http.ResponseWriter, r *http.Request) {}
 *     r := NewRouter()
 *     s := r.PathPrefix("/sub/").Subrouter()
 *     s.HandleFunc("/", emptyHandler)
 *
 * `s` is not placed (bound once), so its chain was typed with no place to
 * compare, and its head `r` took the first bind of the name: the func
 * literal's parameter `r *http.Request`. Without a place, a name's binds
 * declared inside a nested block (the literal's parameters) now come after
 * the function's own (bindPlaces.ts bindsAt): `s.HandleFunc` and `s.Match`
 * are Router's. Real temp repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const MUX = [
  'package mux',
  '',
  'import "net/http"',
  '',
  'type Router struct{}',
  'type Route struct{}',
  '',
  'func NewRouter() *Router { return &Router{} }',
  'func (r *Router) PathPrefix(tpl string) *Route { return &Route{} }',
  'func (r *Router) HandleFunc(path string, f func(http.ResponseWriter, *http.Request)) *Route { return nil }',
  'func (r *Router) Match(req *http.Request) bool { return false }',
  'func (r *Route) Subrouter() *Router { return &Router{} }',
  '',
].join('\n');

const TEST = [
  'package mux',
  '',
  'import (',
  '\t"net/http"',
  '\t"testing"',
  ')',
  '',
  'func TestErrMatchNotFound(t *testing.T) {',
  '\temptyHandler := func(w http.ResponseWriter, r *http.Request) {}',
  '',
  '\tr := NewRouter()',
  '\tr.HandleFunc("/", emptyHandler)',
  '\ts := r.PathPrefix("/sub/").Subrouter()',
  '\ts.HandleFunc("/", emptyHandler)',
  '\treq, _ := http.NewRequest("GET", "/sub/nonexisting", nil)',
  '\tif s.Match(req) {',
  '\t\tt.Error("matched")',
  '\t}',
  '}',
  '',
].join('\n');

describeGraph('code graph: Go chain binds headed by a variable a func literal’s parameter shares', { 'go.mod': 'module example.com/mux\n\ngo 1.22\n', 'mux.go': MUX, 'mux_test.go': TEST }, 'go-chain-after-literal', (fx) => {
  it('types s := r.PathPrefix(…).Subrouter() by the function’s r, not the literal’s r *http.Request', async () => {
    await expectEdges(fx, 'code_callees', {
      TestErrMatchNotFound: ['mux.go:NewRouter:name', 'mux.go:Route.Subrouter:receiver', 'mux.go:Router.HandleFunc:receiver', 'mux.go:Router.Match:receiver', 'mux.go:Router.PathPrefix:receiver'],
    });
  });
});
