/**
 * The callers note's "may call it" list leaves out calls that can never run
 * the method (newcomer 28 #2: flask's `callers get` offered 357 calls, most of
 * them `client.get(…)` on a FlaskClient, whose `get` werkzeug's Client
 * defines): a receiver of a known repository class unrelated to the method's
 * class whose ancestors are all known (graphUnresolved unrelatedReceiver),
 * a call's result of such a class, Python `**kwargs` / `*args` parameters,
 * `obj.__dict__`, a parameter typed `dict[…]`, and a module-level variable
 * imported from a module that declares it with an outside type.
 */
import * as assert from 'node:assert/strict';
import { graphFixture } from './helpers';

const FILES = {
  'pkg/__init__.py': '',
  'pkg/scaffold.py': [
    'from pkg.testing import Client',
    '',
    'class Scaffold:',
    '    def get(self, rule, **options):',
    '        return rule',
    '',
    'class App(Scaffold):',
    '    def test_client(self) -> Client:',
    '        return Client()',
    '',
  ].join('\n'),
  'pkg/testing.py': [
    'from werkzeug.test import Client as BaseClient',
    '',
    'class Client(BaseClient):',
    '    def open(self, path):',
    '        return path',
    '',
    'class Plain:',
    '    def other(self):',
    '        return 1',
    '',
  ].join('\n'),
  'pkg/globals.py': ['from contextvars import ContextVar', '', '_cv: ContextVar[int] = ContextVar("x")', ''].join('\n'),
  'pkg/use.py': [
    'from pkg.scaffold import App, Scaffold',
    'from pkg.testing import Client, Plain',
    'from pkg.globals import _cv',
    '',
    'def routes(app: App, s: Scaffold):',
    '    app.get("/")',
    '    s.get("/x")',
    '',
    'def typed(c: Client, p: Plain):',
    '    c.get("/")',
    '    p.get("/")',
    '',
    'def chained(app: App):',
    '    return app.test_client().get("/")',
    '',
    'def splat(*args, **kwargs):',
    '    kwargs.get("a")',
    '    return args.get(0)',
    '',
    'def annotated(options: dict[str, int], obj):',
    '    options.get("b")',
    '    obj.__dict__.get("c")',
    '    return _cv.get(None)',
    '',
    'def unknown(x):',
    '    return x.get("d")',
    '',
  ].join('\n'),
};

describe('code graph: the callers note leaves out calls on receivers that cannot run the method', () => {
  it('keeps real callers and untyped receivers, drops unrelated classes, splats, dicts and outside-typed imports', async () => {
    const fx = await graphFixture(FILES, 'graph-unrelated-receivers');
    const r = await fx.call('code_callers', { symbol: 'Scaffold.get' });
    assert.ok(!r.isError, r.text);
    assert.deepEqual((r.structured!.items as { name: string }[]).map((i) => i.name), ['routes']);
    const u = r.structured!.unresolved as { count: number; unknown: number; leftOut?: number; calls: { line: number; call: string }[] };
    // Only `x.get("d")` on an untyped parameter may still call it.
    assert.deepEqual(
      u.calls.map((c) => c.call),
      ['x.get("d")'],
    );
    assert.equal(u.count, 1);
    // kwargs, args, options, obj.__dict__ and _cv are values from outside the repository.
    assert.equal(u.leftOut, 5);
    assert.match(r.text, /Not listed: 1 call named get that resolves to no definition \(receiver of unknown type\); 5 more on values or packages from outside the repository left out/);
  });

  it("still offers a call on a class the method's class descends from", async () => {
    const fx = await graphFixture(
      {
        'pkg/__init__.py': '',
        'pkg/base.py': 'class Base:\n    pass\n\nclass Sub(Base):\n    def run(self):\n        return 1\n',
        'pkg/use.py': 'from pkg.base import Base\n\ndef go(b: Base):\n    return b.run()\n',
      },
      'graph-unrelated-receivers-base',
    );
    const r = await fx.call('code_callers', { symbol: 'Sub.run' });
    const u = r.structured!.unresolved as { calls: { call: string }[] } | undefined;
    // A Base may be a Sub: its run() may be Sub's.
    assert.ok(u?.calls.some((c) => c.call === 'b.run()') || (r.structured!.items as { name: string }[]).some((i) => i.name === 'go'), r.text);
  });
});
