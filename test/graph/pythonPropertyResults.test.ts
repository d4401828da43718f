/**
 * What a Python property declares it gives types the values read through it
 * (starlette: `for route in self.routes or []` with `@property def
 * routes(self) -> list[BaseRoute]`, newcomer 43): `self.engine.start()`
 * through `@property def engine(self) -> Engine`, a loop over a property
 * or a call declared `-> list[T]`, `Sequence[T]`, `Iterator[T]`,
 * `Optional[list[T]]` (its elements are T), also behind `or []`. A property
 * declared `-> dict[str, T]` (its keys are iterated) or without an
 * annotation types nothing. Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'app/routes.py': [
    'import typing',
    'from typing import Iterator, Optional',
    '',
    '',
    'class Route:',
    '    def url_for(self, name):',
    '        return name',
    '',
    '',
    'class Engine:',
    '    def start(self):',
    '        return 1',
    '',
    '',
    'class Router:',
    '    @property',
    '    def routes(self) -> list[Route]:',
    '        return []',
    '',
    '    @property',
    '    def maybe(self) -> Optional[typing.Sequence["Route"]]:',
    '        return None',
    '',
    '    @property',
    '    def by_name(self) -> dict[str, Route]:',
    '        return {}',
    '',
    '    @property',
    '    def untyped(self):',
    '        return []',
    '',
    '    @property',
    '    def engine(self) -> Engine:',
    '        return Engine()',
    '',
    '    def each(self) -> Iterator[Route]:',
    '        yield from self.routes',
    '',
    '    def looped(self, name):',
    '        for route in self.routes:',
    '            route.url_for(name)',
    '',
    '    def or_empty(self, name):',
    '        for route in self.maybe or []:',
    '            route.url_for(name)',
    '',
    '    def from_call(self, name):',
    '        for route in self.each():',
    '            route.url_for(name)',
    '',
    '    def started(self):',
    '        return self.engine.start()',
    '',
    '    def keys(self, name):',
    '        for route in self.by_name:',
    '            route.url_for(name)',
    '',
    '    def unknown(self, name):',
    '        for route in self.untyped:',
    '            route.url_for(name)',
  ].join('\n'),
};

describeGraph('Python values read through a property or a call typed by its declared result', FILES, 'python-property-results', (fx) => {
  it('types a loop over a property or call declared as a collection, and a value read through a property', async () => {
    await expectEdges(fx, 'code_callers', {
      'Route.url_for': ['app/routes.py:Router.from_call:receiver', 'app/routes.py:Router.looped:receiver', 'app/routes.py:Router.or_empty:receiver'],
      'Engine.start': ['app/routes.py:Router.started:receiver'],
    });
  });

  it('leaves a mapping\'s keys and an unannotated property untyped', async () => {
    const r = await fx.call('code_callers', { symbol: 'Route.url_for' });
    assert.match(r.text, /Not listed: 2 calls named url_for/);
  });
});

/**
 * A function declared to return a generic from outside the repository
 * (`-> typing.Generator[Request, Response, None]`, `-> list[X]`) returns no
 * value of the repository's classes: a call on what it returns is left out
 * of the "may call" notes (httpx's `flow = auth.sync_auth_flow(request);
 * flow.send(response)`, offered for Client.send; newcomer 45 #5).
 */
describeGraph('Python values of an outside generic are no callers of the repository\'s methods', {
  'pkg/client.py': [
    'import typing',
    '',
    '',
    'class Client:',
    '    def send(self, request):',
    '        return request',
    '',
    '',
    'class Auth:',
    '    def auth_flow(self, request) -> typing.Generator[str, str, None]:',
    '        yield request',
    '',
    '    def names(self) -> list[str]:',
    '        return []',
    '',
    '    def run(self, request):',
    '        flow = self.auth_flow(request)',
    '        flow.send(request)',
    '        self.names().send(1)',
    '',
    '    def unknown(self, thing):',
    '        thing.send(2)',
  ].join('\n'),
}, 'python-outside-generic-results', (fx) => {
  it('leaves the calls on a generator\'s or list\'s value out of the note, keeps one on an unknown value', async () => {
    const r = await fx.call('code_callers', { symbol: 'Client.send' });
    const u = r.structured!.unresolved as { examples: string[] } | undefined;
    assert.deepEqual(u?.examples, ['pkg/client.py:22'], r.text);
  });
});
