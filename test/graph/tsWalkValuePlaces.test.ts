/**
 * The TS/JS walk keeps langTsEscapes' value places (object literal
 * properties, returns, assignments) as it meets them, so escapingFunctions
 * no longer walks the whole tree a second time: the nodes kept must be
 * exactly those a walk of their own finds, in the same order (the order
 * sets DefRec.returnsLiteral's entries). Real grammars on real snippets,
 * one with a syntax error (nodes inside an ERROR region are walked too).
 */
import * as assert from 'node:assert/strict';
import { Parser } from 'web-tree-sitter';
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
  ].join('\n'),
  'src/view.tsx': ['export const View = () => { const p = { title }; return <Item {...p} /> }', 'const x = { y }'].join('\n'),
};

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
        const own = tree.rootNode.descendantsOfType(VALUE_PLACES).map((n) => `${n!.type}@${n!.startIndex}`);
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
