/**
 * What the code-graph answers say (newcomer4 #2, #7, #8, #12, #16–#18), on a
 * real temp repository through the real engine and registry, the built CLI
 * and the MCP SDK client: the definition an answer is for (and why a bare
 * name meant the function), call lines, ranked candidates, doc and end line,
 * "none found" sentences, impact depth headings, signatures without
 * comments and search_code's real "more" count.
 */
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describeGraph } from './helpers';
import { KONTEXT_JS, gitEnv } from '../helpers/gitRepo';
import { connectClient } from '../helpers/sdkClient';
import { isTestPath } from '../../server/src/core/graph/rank';
import { withoutComments } from '../../server/src/core/graph/signatures';

const FILES: Record<string, string> = {
  'src/requests/api.py': [
    'from .sessions import Session', // 1
    '',
    '',
    'def request(method, url):', // 4
    '    """Constructs and sends a request."""',
    '    s = Session()',
    '    return s.request(method, url)', // 7
    '',
    '',
    'def get(url, params=None,  # the query string', // 10
    '        **kwargs):',
    '    """Sends a GET request.',
    '',
    '    More words that are not the summary.',
    '    """',
    '    return request("get", url)', // 16
    '',
    '',
    'def unused():', // 19
    '    pass',
    '',
  ].join('\n'),
  'src/requests/sessions.py': [
    'class Session:', // 1
    '    def request(self, method, url):', // 2
    '        return method',
    '',
    '    def get(self, url):', // 5
    '        return self.request("GET", url)',
    '',
    '',
    'class RequestsCookieJar:', // 9
    '    def get(self, name):', // 10
    '        return name',
    '',
  ].join('\n'),
  'src/requests/flow.py': [
    'from .api import get, request', // 1
    '',
    '',
    'def fetch_all(urls):', // 4
    '    first = get(urls[0])', // 5
    '    for u in urls:',
    '        get(u)', // 7
    '    return request("head", first)', // 8
    '',
  ].join('\n'),
  // nextTick: two exported, one file-local, one in a test file (vuejs/core's shape, newcomer4 #8).
  'src/zqueue.ts': 'export function nextTick(fn: () => void) { fn(); }\n',
  'src/a/helpers.ts': 'export function nextTick() { return 0; }\n',
  'src/b/local.ts': 'function nextTick() { return 1; }\nexport function x() { nextTick(); nextTick(); nextTick(); }\n',
  'src/app.ts': "import { nextTick } from './zqueue';\nexport function boot() { nextTick(() => {}); }\nexport function later() { nextTick(() => {}); }\n",
  '__tests__/watch.spec.ts': 'function nextTick() { return 2; }\nnextTick(); nextTick(); nextTick(); nextTick();\n',
  'src/element.ts': [
    '/**',
    ' * A custom element.',
    ' *',
    ' * Second paragraph.',
    ' * @param def the definition',
    ' */',
    'export class VueElement {',
    '  constructor(',
    '    /** Component def - note this may be an AsyncWrapper */',
    '    private _def: object, // the definition',
    '    private url = "http://example.com/a",',
    '  ) {}',
    '}',
    '/**',
    ' * Mounts the element. Mounting attaches it to the given container and',
    ' * renders it right away, so the caller sees it at once after this returns.',
    ' * It also keeps a handle so later updates patch in place.',
    ' */',
    'export function mount(el: VueElement) { return el; }',
    '',
  ].join('\n'),
  'src/widgets.ts': ['widgetA', 'widgetB', 'widgetC', 'widgetD', 'widgetE', 'widgetF'].map((n) => `export function ${n}() { return 1; }`).join('\n') + '\n',
};

function cli(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [KONTEXT_JS, '-C', dir, ...args], { encoding: 'utf8', env: gitEnv() });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Splits a printed `kontext …` command into its arguments (words here are bare or single-quoted). */
function words(cmd: string): string[] {
  return [...cmd.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]);
}

describeGraph('code graph: what the answers say', FILES, 'graph-answers', (fx) => {
  it('an answer names its definition first, and says when a bare name chose the function over methods', async () => {
    const r = await fx.call('code_callers', { symbol: 'get' });
    const lines = r.text.split('\n');
    assert.equal(
      lines[0],
      'callers of function get (src/requests/api.py:10) — chosen over 2 methods named get; for one, ask for Session.get or RequestsCookieJar.get (e.g. code_callers symbol="Session.get"):',
    );
    const def = r.structured!.definition as Record<string, unknown>;
    assert.deepEqual(def, {
      name: 'get',
      kind: 'function',
      path: 'src/requests/api.py',
      line: 10,
      endLine: 16,
      signature: 'def get(url, params=None, **kwargs)',
      doc: 'Sends a GET request.',
    });
    // A qualified name is one definition: the header names the method, no note.
    const m = await fx.call('code_callers', { symbol: 'Session.request' });
    assert.match(m.text, /^callers of method Session\.request \(src\/requests\/sessions\.py:2\):$/m);
    assert.equal((m.structured!.definition as { name: string }).name, 'Session.request');
  });

  it('a path:line inside no definition of the name is said, with the definitions there; :0 is refused as why refuses it', async () => {
    const zero = await fx.call('code_callees', { symbol: 'get', path: 'src/requests/api.py:0' });
    assert.equal(zero.isError, true, zero.text);
    assert.equal(zero.text, 'Error: code_callees: path: src/requests/api.py:0: lines are 1-based and start ≤ end; pass src/requests/api.py:1');
    for (const path of ['src/requests/api.py:2', 'src/requests/api.py:9999']) {
      const r = await fx.call('code_callees', { symbol: 'get', path });
      assert.equal(r.isError, undefined, r.text);
      const lines = r.text.split('\n');
      assert.equal(lines[0], `No definition of get contains ${path}; the only one in src/requests/api.py:`);
      assert.equal(lines[1], 'src/requests/api.py:10  function get  def get(url, params=None, **kwargs)');
      assert.equal(lines[2], '(e.g. code_callees symbol="get" path="src/requests/api.py:10")');
      assert.deepEqual(r.structured!.items, []);
      assert.equal((r.structured!.candidates as unknown[]).length, 1);
    }
    // Inside the definition: answered for it.
    const inside = await fx.call('code_callees', { symbol: 'get', path: 'src/requests/api.py:12' });
    assert.match(inside.text, /^callees of function get \(src\/requests\/api\.py:10\):\nsrc\/requests\/api\.py:4  function request/);
    // Two definitions in one file, no line: asks for path:line.
    const two = await fx.call('code_callers', { symbol: 'get', path: 'src/requests/sessions.py' });
    assert.match(two.text, /^Ambiguous: 2 definitions of get under src\/requests\/sessions\.py; pass path:line — e\.g\. code_callers symbol="get" path="src\/requests\/sessions\.py:\d+"$/m);
  });

  it('callers and callees carry the call lines (line stays the definition line)', async () => {
    const r = await fx.call('code_callers', { symbol: 'get', path: 'src/requests/api.py' });
    const items = r.structured!.items as { name: string; line: number; calls: number[] }[];
    assert.deepEqual(items.map((i) => [i.name, i.line, i.calls]), [['fetch_all', 4, [5, 7]]]);
    assert.match(r.text, /^src\/requests\/flow\.py:4  function fetch_all  def fetch_all\(urls\)  \(calls it on lines 5, 7\)$/m);
    const out = await fx.call('code_callees', { symbol: 'fetch_all' });
    const got = (out.structured!.items as { name: string; calls: number[] }[]).map((i) => `${i.name}@${i.calls.join(',')}`).sort();
    assert.deepEqual(got, ['get@5,7', 'request@8']);
    assert.match(out.text, /^src\/requests\/api\.py:4  function request  def request\(method, url\)  \(called on line 8\)$/m);
    // A file's top level: its line is the first call, calls lists them all.
    const top = await fx.call('code_callers', { symbol: 'nextTick', path: '__tests__/watch.spec.ts' });
    assert.deepEqual((top.structured!.items as { kind: string; line: number; calls: number[] }[]).map((i) => [i.kind, i.line, i.calls]), [['module', 2, [2]]]);
  });

  it('ranks candidates: outside tests, then exported, then most called; all listed, tests counted', async () => {
    const expected = ['src/zqueue.ts', 'src/a/helpers.ts', 'src/b/local.ts', '__tests__/watch.spec.ts'];
    const r = await fx.call('code_callers', { symbol: 'nextTick' });
    assert.match(r.text, /^Ambiguous: 4 definitions of nextTick; pass path \(the file, or path:line\); 1 in test files, listed last — e\.g\. code_callers symbol="nextTick" path="src\/zqueue\.ts:1"$/m);
    assert.deepEqual((r.structured!.candidates as { path: string }[]).map((c) => c.path), expected);
    const sym = await fx.call('code_symbol', { name: 'nextTick' });
    assert.deepEqual((sym.structured!.items as { path: string }[]).map((c) => c.path), expected);
    assert.ok(isTestPath('packages/x/__tests__/a.ts') && isTestPath('test/a.ts') && isTestPath('tests/a.py') && isTestPath('a/b.spec.tsx'));
    assert.ok(isTestPath('x.test.js') && isTestPath('dts-test/a.test-d.tsx') && isTestPath('pkg/a_test.go') && isTestPath('test_api.py') && isTestPath('pkg/test_api.py'));
    assert.ok(!isTestPath('src/testing.ts') && !isTestPath('src/contest/a.ts') && !isTestPath('src/attest.py') && !isTestPath('latest_test.txt'));
  });

  it('code_symbol gives endLine and the doc comment\'s first paragraph; the text shows it indented, clipped to 160', async () => {
    const r = await fx.call('code_symbol', { name: 'get', path: 'src/requests/api.py' });
    assert.deepEqual(r.text.split('\n'), ['src/requests/api.py:10  function get  def get(url, params=None, **kwargs)', '    Sends a GET request.']);
    const el = await fx.call('code_symbol', { name: 'VueElement' });
    assert.deepEqual(el.structured!.items, [{ name: 'VueElement', kind: 'class', path: 'src/element.ts', line: 7, endLine: 13, signature: 'class VueElement', doc: 'A custom element.' }]);
    const mount = await fx.call('code_symbol', { name: 'mount' });
    const docLine = mount.text.split('\n')[1];
    assert.match(docLine, /^ {4}Mounts the element\. Mounting attaches it .*…$/);
    assert.equal(Array.from(docLine.trim()).length, 160);
    const item = (mount.structured!.items as { doc: string }[])[0];
    assert.match(item.doc, /patch in place\.$/);
  });

  it('signatures leave out comments inside the parameter list, keeping strings', async () => {
    const ctor = await fx.call('code_symbol', { name: 'VueElement.constructor' });
    assert.equal((ctor.structured!.items as { signature: string }[])[0].signature, 'constructor(private _def: object, private url = "http://example.com/a")');
    assert.equal(withoutComments('f(a = "x // y", /* c */ b) // end', false), 'f(a = "x // y",   b)  ');
    assert.equal(withoutComments("def f(a='#', # c\n b)", true), "def f(a='#',  \n b)");
  });

  it('no callers / no callees name the definition and what the graph cannot see', async () => {
    const c = await fx.call('code_callers', { symbol: 'unused' });
    assert.equal(c.text, 'No callers found for function unused (src/requests/api.py:19); dynamic calls and calls from other languages are not seen');
    assert.equal((c.structured!.definition as { line: number }).line, 19);
    const e = await fx.call('code_callees', { symbol: 'unused' });
    assert.match(e.text, /^No callees found in function unused \(src\/requests\/api\.py:19\): it calls nothing defined in this repository/);
    const i = await fx.call('code_impact', { symbol: 'Session.get' });
    assert.match(i.text, /^No callers found for method Session\.get \(src\/requests\/sessions\.py:5\);/);
  });

  it('code_impact groups lines under a heading per depth; structured items keep depth', async () => {
    const r = await fx.call('code_impact', { symbol: 'Session.request', depth: 3 });
    const lines = r.text.split('\n');
    assert.equal(lines[0], 'impact of method Session.request (src/requests/sessions.py:2), callers to depth 2 — the chain ends there: no callers beyond depth 2, so depth 3 adds none:');
    assert.ok(lines.includes('depth 1 — direct callers') && lines.includes('depth 2 — callers of depth 1'), r.text);
    assert.ok(lines.indexOf('depth 1 — direct callers') < lines.indexOf('depth 2 — callers of depth 1'));
    assert.ok(!lines.some((l) => /^d\d /.test(l)), r.text);
    const items = r.structured!.items as { depth: number; name: string }[];
    assert.ok(items.some((i) => i.depth === 1 && i.name === 'request'));
    assert.ok(items.some((i) => i.depth === 2 && i.name === 'get'));
  });

  it('search_code says how many more matched, with the raised limit', async () => {
    const r = await fx.call('search_code', { query: 'widget', limit: 2 });
    assert.equal(r.text.split('\n').length, 3);
    assert.match(r.text, /\n\(\+4 more — search_code query="widget" limit=6\)$/);
    assert.equal(r.structured!.truncated, true);
    const all = await fx.call('search_code', { query: 'widget', limit: 6 });
    assert.doesNotMatch(all.text, /more/);
  });

  it('CLI: the method hint runs as printed; --json has definition and calls', () => {
    const r = cli(fx.repo.root, 'callers', 'get');
    assert.equal(r.code, 0, r.err);
    const m = /\(e\.g\. (kontext -C \S+ callers Session\.get)\):$/m.exec(r.out);
    assert.ok(m, r.out);
    const method = cli(fx.repo.root, ...words(m[1]).slice(1));
    // An answer that lists no callers exits 1, as grep does (README "Exit status").
    assert.equal(method.code, 1, method.err);
    assert.match(method.out, /^No callers found for method Session\.get \(src\/requests\/sessions\.py:5\)/);
    const j = JSON.parse(cli(fx.repo.root, 'callers', 'get', '-p', 'src/requests/api.py', '--json').out);
    assert.equal(j.definition.line, 10);
    assert.deepEqual(j.items[0].calls, [5, 7]);
  });

  describe('over MCP (SDK client validating structuredContent against the output schema)', function () {
    this.timeout(60_000);
    let client: Client;
    before(async () => {
      client = await connectClient(fx.repo.root);
      await client.listTools();
    });
    after(async () => {
      await client?.close();
    });

    it('code_callers, code_callees, code_impact and code_symbol answers pass schema validation', async () => {
      const call = async (name: string, args: Record<string, unknown>) => {
        for (let i = 0; i < 20; i++) {
          const r = await client.callTool({ name, arguments: args });
          const text = (r.content as { text: string }[])[0].text;
          if (r.isError && /indexing/.test(text)) continue;
          assert.ok(!r.isError, text);
          return { text, sc: r.structuredContent as Record<string, any> };
        }
        throw new Error('still indexing');
      };
      const c = await call('code_callers', { symbol: 'get', path: 'src/requests/api.py' });
      assert.deepEqual(c.sc.items[0].calls, [5, 7]);
      assert.equal(c.sc.definition.doc, 'Sends a GET request.');
      const e = await call('code_callees', { symbol: 'fetch_all' });
      assert.match(e.text, /^callees of function fetch_all \(src\/requests\/flow\.py:4\):/);
      const i = await call('code_impact', { symbol: 'request', path: 'src/requests/api.py' });
      assert.match(i.text, /^depth 1 — direct callers$/m);
      const s = await call('code_symbol', { name: 'mount' });
      assert.equal(s.sc.items[0].endLine, 19);
      const amb = await call('code_callers', { symbol: 'nextTick' });
      assert.equal(amb.sc.candidates[0].path, 'src/zqueue.ts');
    });
  });
});
