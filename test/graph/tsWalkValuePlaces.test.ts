/**
 * The TS/JS walk keeps langTsEscapes' value places (object literal
 * properties, returns, assignments) as it meets them, so escapingFunctions
 * no longer walks the whole tree a second time: the nodes kept must be
 * exactly those a walk of their own finds, in the same order (the order
 * sets DefRec.returnsLiteral's entries), less the declarators and
 * assignments escapingFunctions reads nothing from (it reads `const x =
 * {…}`, `const { a } = f()`, `a.b = x` and `a[k] = x`). Real grammars on
 * real snippets, one with a syntax error (nodes inside an ERROR region are
 * walked too).
 */
import * as assert from 'node:assert/strict';
import { Parser, type Node } from 'web-tree-sitter';
import { initParser, languageFor, loadLanguage } from '../../server/src/core/graph/languages';
import { SPECS } from '../../server/src/core/graph/specs';
import { FileBuilder } from '../../server/src/core/graph/fileBuilder';
import { VALUE_PLACES } from '../../server/src/core/graph/langTsEscapes';

const SNIPPETS: Record<string, string> = {
  'lib/route.js': [
    'function buildRouting (options) {',
    '  function route (opts) { return opts }',
    '  const router = { route, find: function find () { return { deep: route } } }',
    '  router.onBadUrl = route',
    '  return { route, router, options }',
    '}',
    'module.exports = { buildRouting }',
  ].join('\n'),
  'src/app.ts': [
    'export function make(): object {',
    '  const handlers = { get: (x: number) => { return { x } }, post }',
    '  function post() { return 1 }',
    '  this.handlers = handlers',
    '  return { handlers, post, size: handlers.get(1) }',
    '}',
    'class A { run() { return { a: 1 } } }',
    'const broken = { a: , b }', // a syntax error: recovery keeps the rest
    'const { listen, server: s } = createServer(o)',
    'let n = 1; n = 2; const [p, q] = pair(); handlers[0] = post',
  ].join('\n'),
  'src/view.tsx': ['export const View = () => { const p = { title }; return <Item {...p} /> }', 'const x = { y }'].join('\n'),
};

/** Whether escapingFunctions reads anything from value place `n`: every literal property and return; declarators and assignments of the shapes it reads. */
function read(n: Node): boolean {
  const f = (name: string) => n.childForFieldName(name)?.type;
  if (n.type === 'variable_declarator') return (f('name') === 'identifier' && f('value') === 'object') || (f('name') === 'object_pattern' && f('value') === 'call_expression');
  if (n.type === 'assignment_expression') return f('left') === 'member_expression' || f('left') === 'subscript_expression';
  return true;
}

describe('TS/JS walk keeps the value places escapingFunctions reads', () => {
  for (const [path, text] of Object.entries(SNIPPETS)) {
    it(`${path}: the same nodes, in the same order, as descendantsOfType`, async () => {
      const lang = languageFor(path)!;
      await initParser();
      const parser = new Parser();
      parser.setLanguage(await loadLanguage(lang));
      const tree = parser.parse(text)!;
      try {
        const spec = SPECS[lang.id];
        const b = new FileBuilder(lang.id, spec, text);
        spec.walk!(tree.rootNode, b);
        const own = tree.rootNode
          .descendantsOfType(VALUE_PLACES)
          .filter((n) => read(n!))
          .map((n) => `${n!.type}@${n!.startIndex}`);
        assert.ok(own.length >= 3, `${path}: few value places (${own.length})`);
        assert.deepEqual(
          b.walked.map((n) => `${n.type}@${n.startIndex}`),
          own,
        );
      } finally {
        tree.delete();
        parser.delete();
      }
    });
  }
});
