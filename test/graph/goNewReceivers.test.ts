/**
 * Go's built-in `new(T)` gives a `*T`: a chain it heads (`new(Route).Host("a")
 * .Subrouter()`, 123 times in gorilla/mux's tests; newcomer 47 #3) and one
 * headed by a package's type (`new(mux.Route)`) call T's methods, as a
 * composite literal's chain does. Before, each call was a "may call" note.
 * Real temp repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'go.mod': 'module example.com/m\n\ngo 1.22\n',
  'mux/route.go': [
    'package mux',
    '',
    'type Route struct{ name string }',
    '',
    'func (r *Route) Host(h string) *Route { return r }',
    'func (r *Route) Subrouter() *Route { return r }',
  ].join('\n'),
  'mux/route_test.go': ['package mux', '', 'func chained() {', '\tnew(Route).Host("a").Subrouter()', '}'].join('\n'),
  'app/app.go': ['package app', '', 'import "example.com/m/mux"', '', 'func qualified() {', '\tnew(mux.Route).Host("b")', '}'].join('\n'),
};

describeGraph('Go chains headed by new(T)', FILES, 'go-new-receivers', (fx) => {
  it('call T\'s methods, link by link', async () => {
    await expectEdges(fx, 'code_callers', {
      'Route.Host': ['app/app.go:qualified:receiver', 'mux/route_test.go:chained:receiver'],
      'Route.Subrouter': ['mux/route_test.go:chained:receiver'],
    });
  });
});
