/**
 * Go's builtin `new(T)` makes a `*T` (newcomer 35 #10: gorilla/mux's
 * `router := new(Router)` left `router.HandleFunc(…)` and the chain
 * `router.PathPrefix(…).Subrouter().HandleFunc(…)` unresolved).
 */
import { describeGraph, expectEdges } from './helpers';

const MUX = [
  'package mux',
  '',
  'type Router struct{ routes []*Route }',
  'type Route struct{ r *Router }',
  '',
  'func NewRouter() *Router { return &Router{} }',
  'func (r *Router) PathPrefix(tpl string) *Route { return &Route{r: r} }',
  'func (r *Route) Subrouter() *Router { return &Router{} }',
  'func (r *Router) HandleFunc(p string) *Route { return nil }',
  '',
  'func use() {',
  '\trouter := new(Router)',
  '\trouter.HandleFunc("/")',
  '\tvar other = new(Router)',
  '\tother.PathPrefix("/x").Subrouter().HandleFunc("/c")',
  '}',
  '',
].join('\n');

describeGraph('code graph: Go new(T)', { 'go.mod': 'module example.com/mux\n\ngo 1.21\n', 'mux.go': MUX }, 'go-new-builtin', (fx) => {
  it('a variable holding new(Router) calls Router\'s methods, through a chain too', async () => {
    await expectEdges(fx, 'code_callers', {
      'Router.HandleFunc': ['mux.go:use:receiver'],
      'Route.Subrouter': ['mux.go:use:receiver'],
      'Router.PathPrefix': ['mux.go:use:receiver'],
    });
  });
});
