/**
 * code_impact names every caller of the level above that a deeper caller
 * calls (newcomer 28 #4): in flask, Flask.wsgi_app calls both
 * handle_exception and full_dispatch_request, each a caller of
 * finalize_request, and impact of make_response showed only the first link.
 * Structured as `callee` (the first, reached first) plus `alsoCalls`.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const APP = [
  'class App:', // 1
  '    def make_response(self, rv):', // 2
  '        return rv', // 3
  '', // 4
  '    def finalize(self, rv):', // 5
  '        return self.make_response(rv)', // 6
  '', // 7
  '    def handle_exception(self, e):', // 8
  '        return self.finalize(e)', // 9
  '', // 10
  '    def full_dispatch(self):', // 11
  '        return self.finalize(1)', // 12
  '', // 13
  '    def wsgi_app(self):', // 14
  '        try:', // 15
  '            return self.full_dispatch()', // 16
  '        except Exception as e:', // 17
  '            return self.handle_exception(e)', // 18
  '', // 19
].join('\n');

describeGraph('code graph: impact names each link to the level above', { 'app.py': APP }, 'graph-impact-several-callees', (fx) => {
  it('a caller of two callers of the level above names both, with their lines', async () => {
    const r = await fx.call('code_impact', { symbol: 'App.make_response', depth: 3 });
    const items = r.structured!.items as { depth: number; name: string; callee?: string; alsoCalls?: { callee: string; lines: number[] }[] }[];
    const wsgi = items.find((i) => i.name === 'App.wsgi_app')!;
    assert.equal(wsgi.depth, 3);
    const links = [{ callee: wsgi.callee!, lines: [] as number[] }, ...(wsgi.alsoCalls ?? [])].map((a) => a.callee).sort();
    assert.deepEqual(links, ['App.full_dispatch', 'App.handle_exception']);
    assert.deepEqual(wsgi.alsoCalls!.map((a) => a.lines.length), [1]);
    const line = r.text.split('\n').find((l) => l.startsWith('app.py:14'))!;
    assert.match(line, /\(calls App\.(full_dispatch|handle_exception) on line 1[68]; calls App\.(full_dispatch|handle_exception) on line 1[68]\)$/, line);
    assert.ok(line.includes('App.full_dispatch on line 16') && line.includes('App.handle_exception on line 18'), line);
    // Depth 2 callers call one caller each: no alsoCalls.
    assert.ok(items.filter((i) => i.depth === 2).every((i) => !i.alsoCalls), JSON.stringify(items));
  });
});

// gorilla/mux (newcomer 47 #13): one call through an interface's method runs both implementations; the deeper caller says
// so for each (`calls middleware.Middleware, which testMiddleware.Middleware implements`), in Go's word, not "overrides".
describeGraph('code_impact through a Go interface', {
  'go.mod': 'module example.com/m\n\ngo 1.22\n',
  'm.go': [
    'package m',
    '',
    'type middleware interface {',
    '\tMiddleware(h int) int',
    '}',
    '',
    'type authenticationMiddleware struct{}',
    '',
    'func (a *authenticationMiddleware) Middleware(h int) int { return cleanPath(h) }',
    '',
    'type testMiddleware struct{}',
    '',
    'func (t *testMiddleware) Middleware(h int) int { return cleanPath(h) }',
    '',
    'type Router struct{ middlewares []middleware }',
    '',
    'func (r *Router) Match(h int) int {',
    '\tfor i := range r.middlewares {',
    '\t\th = r.middlewares[i].Middleware(h)',
    '\t}',
    '\treturn h',
    '}',
    '',
    'func cleanPath(p int) int { return p }',
  ].join('\n'),
}, 'impact-go-interface', (fx) => {
  it('names the interface method each implementation is reached through', async () => {
    const r = await fx.call('code_impact', { symbol: 'cleanPath', depth: 2 });
    assert.match(r.text, /Router\.Match .*\(calls middleware\.Middleware, which authenticationMiddleware\.Middleware implements, on line 19; calls middleware\.Middleware, which testMiddleware\.Middleware implements, on line 19\)/);
    assert.doesNotMatch(r.text, /overrides/);
  });
});
