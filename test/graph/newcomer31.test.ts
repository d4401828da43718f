/**
 * Newcomer 31's findings on real repositories (lua, leveldb, vuejs/core, express):
 * a destructured local is no function handed on (#2), a jest/vitest test with a
 * timeout after its function is a test case holding its own locals (#1), Lua's
 * same-named local functions in separate blocks are told apart by place (#1), C
 * functions after an export macro keep their names (#3), a C++ class named in a
 * file that defines its constructor out of line is the class (#5), a nested type
 * named bare in an out-of-line member and `Repairer r(dbname, options);` are read
 * as C++ reads them (#4), and a call on
 * what an outside package's function returns is no possible caller (#6, supertest).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems } from './helpers';

type Edge = { name: string; line: number; calls?: number[]; values?: number[] };

describeGraph('newcomer 31: locals, test cases with a timeout, Lua blocks, C export macros, outside results', {
  'src/ref.ts': 'export function ref<T>(v: T) { return { value: v }; }\n',
  'src/inner.ts': [
    "import { ref } from './ref';",
    'export function createInner(parent: { vnode: { ref: unknown; props: unknown } }, vnode: { ref?: unknown }) {',
    '  const { ref, props } = parent.vnode;',
    '  vnode.ref = ref;',
    '  return props;',
    '}',
    'export function makeRef() { return [1].map(ref); }',
    '',
  ].join('\n'),
  'src/e2e.spec.ts': [
    "describe('e2e', () => {",
    '  test(',
    "    'enter',",
    '    async () => {',
    '      const click = () => 1;',
    '      return [click];',
    '    },',
    '    5000,',
    '  );',
    "  test('leave', async () => {",
    '    const click = () => 2;',
    '    return [click];',
    '  }, 5000);',
    '});',
    '',
  ].join('\n'),
  'lua/blocks.lua': [
    'do',
    '  local function foo() return 1 end',
    '  print(foo())',
    '  pcall(foo)',
    'end',
    'do',
    '  local function foo() return 2 end',
    '  print(foo())',
    '  pcall(foo)',
    'end',
    '',
  ].join('\n'),
  'c/lapi.h': '#define LUA_API extern\ntypedef unsigned long lua_Unsigned;\nLUA_API lua_Unsigned lua_rawlen (int idx);\n',
  'c/lapi.c': [
    '#include "lapi.h"',
    'LUA_API lua_Unsigned lua_rawlen (int idx) {',
    '  return (lua_Unsigned)idx;',
    '}',
    'int use (void) { return (int)lua_rawlen(1); }',
    '',
  ].join('\n'),
  'cpp/db.h': 'namespace db {\nclass Impl {\n public:\n  Impl();\n  static void Work(void* p);\n  void Schedule();\n};\n}\n',
  'cpp/db.cc': [
    '#include "db.h"',
    'namespace db {',
    'Impl::Impl() {}',
    'void Impl::Schedule() {',
    '  env_schedule(&Impl::Work, this);',
    '}',
    'void Impl::Work(void* p) {}',
    '}',
    '',
  ].join('\n'),
  'cpp/batch.h': 'namespace db {\nclass Batch {\n public:\n  class Handler {\n   public:\n    virtual void Put(int k) = 0;\n  };\n  void Iterate(Handler* handler) const;\n};\n}\n',
  'cpp/batch.cc': [
    '#include "batch.h"',
    'namespace db {',
    'void Batch::Iterate(Handler* handler) const {',
    '  handler->Put(1);',
    '}',
    'class Repairer {',
    ' public:',
    '  Repairer(const char* name, int options) {}',
    '  int Run() { return 0; }',
    '};',
    'int RepairDB(const char* dbname, int options) {',
    '  Repairer repairer(dbname, options);',
    '  return repairer.Run();',
    '}',
    '}',
    '',
  ].join('\n'),
  'lib/request.js': 'var req = module.exports = {};\nreq.get = req.header = function header(name) { return name; };\n',
  'lib/response.js': 'var res = module.exports = {};\nres.get = function (field) { return field; };\n',
  'package.json': '{"name":"app","dependencies":{"supertest":"1"}}\n',
  'lib/app.js': 'exports.get = function get(path) { return path; };\n',
  'test/app.test.js': [
    "var request = require('supertest');",
    "var app = require('../lib/app');",
    "it('gets', function () { return request(app).get('/'); });",
    "it('direct', function () { return app.get('/x'); });",
    '',
  ].join('\n'),
}, 'newcomer31', (fx) => {
  it('#2: `const { ref } = …` then `vnode.ref = ref` hands on the local, not the imported function', async () => {
    const r = await toolItems(fx, 'code_callers', { symbol: 'ref' });
    assert.deepEqual((r.items as Edge[]).map((i) => [i.name, i.values]), [['makeRef', [7]]]);
  });

  it('#1: a test with a timeout after its function is a test case, and each `click` is its own', async () => {
    const first = await toolItems(fx, 'code_callers', { symbol: 'click', path: 'src/e2e.spec.ts:5' });
    assert.deepEqual((first.items as Edge[]).map((i) => [i.name, i.values]), [['describe e2e › test enter', [6]]]);
    const second = await toolItems(fx, 'code_callers', { symbol: 'click', path: 'src/e2e.spec.ts:11' });
    assert.deepEqual((second.items as Edge[]).map((i) => [i.name, i.values]), [['describe e2e › test leave', [12]]]);
  });

  it('#1: Lua `local function foo` in two blocks: each block\'s calls and values are its own foo\'s', async () => {
    const first = await toolItems(fx, 'code_callers', { symbol: 'foo', path: 'lua/blocks.lua:2' });
    assert.deepEqual((first.items as Edge[]).map((i) => [i.calls, i.values]), [[[3], [4]]]);
    const second = await toolItems(fx, 'code_callers', { symbol: 'foo', path: 'lua/blocks.lua:7' });
    assert.deepEqual((second.items as Edge[]).map((i) => [i.calls, i.values]), [[[8], [9]]]);
  });

  it('#3: a C function after an export macro and a typedef return type keeps its name, and its callers', async () => {
    const sym = await toolItems(fx, 'code_symbol', { name: 'lua_rawlen' });
    assert.ok((sym.items as Edge[]).some((i) => i.line === 2), sym.text);
    const callers = await toolItems(fx, 'code_callers', { symbol: 'lua_rawlen', path: 'c/lapi.c' });
    assert.deepEqual((callers.items as Edge[]).map((i) => i.name), ['use']);
  });

  it('#5: `&Impl::Work` in a file that defines `Impl::Impl()` out of line names the class, not its constructor', async () => {
    const r = await toolItems(fx, 'code_callers', { symbol: 'Work' });
    assert.deepEqual((r.items as Edge[]).map((i) => [i.name, i.values]), [['db::Impl::Schedule', [5]]]);
  });

  it('#4: a nested type named bare in an out-of-line member, and `Repairer r(dbname, options);` read as a construction', async () => {
    const put = await toolItems(fx, 'code_callers', { symbol: 'db::Batch::Handler::Put' });
    assert.deepEqual((put.items as Edge[]).map((i) => [i.name, i.calls]), [['db::Batch::Iterate', [4]]]);
    const run = await toolItems(fx, 'code_callers', { symbol: 'db::Repairer::Run' });
    assert.deepEqual((run.items as Edge[]).map((i) => [i.name, i.calls]), [['db::RepairDB', [13]]]);
    const ctor = await toolItems(fx, 'code_callers', { symbol: 'db::Repairer::Repairer' });
    assert.deepEqual((ctor.items as Edge[]).map((i) => [i.name, i.calls]), [['db::RepairDB', [12]]]);
  });

  it('#8: a bare name also finds a definition a module-level alias names so (`req.get = req.header = function header…`)', async () => {
    const r = await fx.call('code_symbol', { name: 'get', path: 'lib' });
    const items = (r.structured!.items as { name: string; path: string; line: number }[]).map((i) => `${i.path}:${i.line} ${i.name}`);
    assert.ok(items.includes('lib/request.js:2 req.header'), r.text);
    assert.ok(items.includes('lib/response.js:2 res.get'), r.text);
    assert.match(r.text, /req\.get is another name of req\.header/);
  });

  it('#6: `request(app).get(…)` on what supertest returns is no possible caller of the app\'s get', async () => {
    const r = await fx.call('code_callers', { symbol: 'get', path: 'lib/app.js' });
    const u = r.structured?.unresolved as { calls: { call: string }[]; leftOut?: number } | undefined;
    assert.ok(!u?.calls.some((c) => c.call.startsWith('request(app)')), r.text);
  });
});
