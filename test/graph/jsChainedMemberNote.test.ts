/**
 * A function assigned to two members at once (newcomer, issue 3: express's
 * `res.set = res.header = function header(field, val) {…}`,
 * lib/response.js:667–668; `res.contentType = res.type = function…`): the
 * callers note ("Not listed: calls … that may call it") counts calls written
 * with either name on a receiver of unknown type (test/res.set.js:12
 * `res.set('Content-Type', …)` in a handler whose `res` is untyped), not only
 * the name the function is defined under, and names both (`calls named
 * header or set`); resolved calls by either name stay listed, and asked as
 * `res.set` the answer first says it is another name of res.header.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'lib/response.js': lines(
    'var res = Object.create(null);', // 1
    'module.exports = res;', // 2
    '', // 3
    'res.links = function (links) {', // 4
    "  return this.set('Link', links);", // 5
    '};', // 6
    '', // 7
    'res.set =', // 8
    'res.header = function header(field, val) {', // 9
    '  return field + val;', // 10
    '};', // 11
  ),
  'test/res.set.js': lines(
    'function handler(req, res) {', // 1
    "  res.set('Content-Type', 'text/x-foo');", // 2
    "  res.header('X-Number', 1);", // 3
    '}', // 4
    'module.exports = handler;', // 5
  ),
};

describeGraph('code graph: a function assigned to two members', FILES, 'js-chained-member-note', (fx) => {
  it('the callers note counts unresolved calls by either member name', async () => {
    const r = await fx.call('code_callers', { symbol: 'res.header' });
    assert.ok(!r.isError, r.text);
    assert.deepEqual((r.structured!.items as { name: string; calls: number[] }[]).map((i) => [i.name, i.calls]), [['res.links', [5]]]);
    assert.deepEqual((r.structured!.unresolved as { examples: string[] }).examples.sort(), ['test/res.set.js:2', 'test/res.set.js:3']);
    assert.match(r.text, /Not listed: 2 calls named header or set that resolve/);
  });

  it('asked by the other member name, the answer says whose definition answers', async () => {
    const r = await fx.call('code_callers', { symbol: 'res.set' });
    assert.ok(!r.isError, r.text);
    assert.match(r.text, /^res\.set is another name of res\.header: the chained assignment at lib\/response\.js:9 gives both the same function\n/);
    assert.deepEqual((r.structured!.items as { name: string }[]).map((i) => i.name), ['res.links']);
  });
});

// hono's language middleware (newcomer 42 #4): `export const detectors = { header: detectFromHeader }` makes
// `detectors.header` another name of detectFromHeader, but a bare `header` asked beside two methods named header
// is ambiguous among them, not answered by the function found through the property; the note names the property.
describeGraph(
  'code graph: a function an object property names is no function of that name',
  {
    'src/context.ts': 'export class Context { header(name: string, value: string) {} }\nexport class HonoRequest { header(name: string) { return name } }\n',
    'src/language.ts': [
      "import type { Context } from './context'",
      'export function detectFromHeader(c: Context) { return c.header("a", "b") }',
      'export const detectors = {',
      '  header: detectFromHeader,',
      '}',
      '',
    ].join('\n'),
  },
  'js-object-property-alias',
  (fx) => {
    it('callers header lists the candidates; detectors.header answers for detectFromHeader, saying how', async () => {
      const bare = await fx.call('code_callers', { symbol: 'header' });
      assert.match(bare.text, /^Ambiguous: 3 definitions of header/);
      const alias = await fx.call('code_callers', { symbol: 'detectors.header' });
      assert.match(alias.text, /^detectors\.header is another name of detectFromHeader: an object's property holding it \(src\/language\.ts\)\n/);
    });
  },
);
