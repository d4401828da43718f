/**
 * Decorators as calls (newcomer 14a #8). The TypeScript call hierarchy counts
 * `@memo` above a method as a call of memo made by that method, `@sealed`
 * above a class as one made by the class, and `@Get('/x')` alike (checked
 * with typescript's LanguageService `provideCallHierarchyIncomingCalls`);
 * Python's do not (newcomer issue 3 #3): a decorator expression and the call
 * of what it gives with the function run when the `def` statement runs, in
 * the scope around it (The Python Language Reference, "Function
 * definitions"), so `@logged` above `Square.area` is a call made by the body
 * of class Square and `@app.route("/")` above a module's `index` one made by
 * the module's top level, counted once (flask's `create_app.index` listed
 * as calling `app.route`).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'src/deco.ts': [
    'export function memo(target: any, key: string, d: PropertyDescriptor) { return d; }',
    'export function sealed(c: Function) {}',
    'export function Get(path: string) { return (t: any, k: string) => {}; }',
    'export const ns = { memo };',
    '',
  ].join('\n'),
  'src/api.ts': [
    "import { Get, memo, ns, sealed } from './deco';",
    '',
    '@sealed',
    'class Client {',
    '  @memo',
    '  get() { return 1; }',
    '  plain() { return 2; }',
    '}',
    '',
    'class Api {',
    "  @Get('/x')",
    '  @memo',
    '  list() { return 1; }',
    '  @ns.memo',
    '  one() { return 2; }',
    '}',
    '',
    '@sealed',
    'export class Exported {}',
    '',
  ].join('\n'),
  'app.py': [
    'def logged(f):',
    '    return f',
    '',
    '',
    'def route(path):',
    '    def wrap(f):',
    '        return f',
    '    return wrap',
    '',
    '',
    'class Square:',
    '    @logged',
    '    def area(self):',
    '        return 1',
    '',
    '    @route("/x")',
    '    def per(self):',
    '        return 2',
    '',
    '',
    '@route("/")',
    '@logged',
    'def index():',
    '    return 3',
    '',
  ].join('\n'),
};

describeGraph('code graph: decorators are calls made by what they decorate', FILES, 'decorator-calls', (fx) => {
  it('TypeScript: a member decorator is the member\'s call, a class decorator the class\'s', async () => {
    await expectEdges(fx, 'code_callers', {
      // `ns` holds memo as a property value (`{ memo }`): it hands memo on (code_callers `values`).
      memo: ['src/api.ts:Api.list:import', 'src/api.ts:Api.one:receiver', 'src/api.ts:Client.get:import', 'src/deco.ts:ns:same-file'],
      sealed: ['src/api.ts:Client:import', 'src/api.ts:Exported:import'],
      Get: ['src/api.ts:Api.list:import'],
    });
  });

  it('Python: a decorator is a call of the scope around the definition, once', async () => {
    await expectEdges(fx, 'code_callers', {
      logged: ['app.py:Square:same-file', 'app.py:app.py:same-file'],
      route: ['app.py:Square:same-file', 'app.py:app.py:same-file'],
    });
    const r = await fx.call('code_callers', { symbol: 'route' });
    // `@route("/")` is one call of the module's top level (line 21), and none of `index`.
    assert.match(r.text, /top-level code .*\(calls it on line 21\)$/m);
    assert.doesNotMatch(r.text, /function index/);
  });

  it('callees of a decorated member name its decorators', async () => {
    await expectEdges(fx, 'code_callees', { 'Api.list': ['src/deco.ts:Get:import', 'src/deco.ts:memo:import'] });
  });
});
