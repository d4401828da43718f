/**
 * C and C++ definitions whose name is not on their first line (issue 3):
 * a template's `template <typename T>` above `T max(T a, T b)`, and the GNU
 * style's return type on a line of its own (`static int` above
 * `count_items (…)`). Answers print the name's line; the range covers the
 * template header or the return type, so a `path:line` there means the
 * definition and why covers it whole; the signature reads as the
 * declaration is written: the return type always, a template's header too
 * (its type parameters are what the `T` of the return type and parameters
 * is), written `template <…>` when long. A template's doc is the comment
 * above its header.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems, LineItem } from './helpers';
import { installSymbolLocator, locateSymbol } from '../../server/src/core/graph/locator';
import { setSymbolLocator, why } from '../../server/src/core/why';

const HPP = [
  '#pragma once', // 1
  '', // 2
  'namespace geo {', // 3
  '', // 4
  '/// The larger of two values.', // 5
  'template <typename T>', // 6
  'T max(T a, T b) {', // 7
  '    return a < b ? b : a;', // 8
  '}', // 9
  '', // 10
  'template <typename T>', // 11
  'class Box {', // 12
  'public:', // 13
  '    template <typename U>', // 14
  '    U as() const {', // 15
  '        return U(max(value, value));', // 16
  '    }', // 17
  '', // 18
  '    T value;', // 19
  '};', // 20
  '', // 21
  'template <typename Key, typename Value, typename Hash = std::hash<Key>, typename Equal = std::equal_to<Key>>', // 22
  'Value lookup(const Key &k, Value fallback) {', // 23
  '    return fallback;', // 24
  '}', // 25
  '', // 26
  '}  // namespace geo', // 27
  '',
].join('\n');

const CPP = [
  '#include "util.hpp"', // 1
  '', // 2
  'int widest(int a, int b) {', // 3
  '    return geo::max(a, b);', // 4
  '}', // 5
  '',
].join('\n');

// GNU coding style: the return type, with its storage class, on the line above the name.
const C = [
  '#include "items.h"', // 1
  '', // 2
  '/* Counts the items in S. */', // 3
  'static int', // 4
  'count_items (const char *s)', // 5
  '{', // 6
  '  return is_set (s);', // 7
  '}', // 8
  '', // 9
  'int', // 10
  'is_set (const char *s)', // 11
  '{', // 12
  '  return s != NULL;', // 13
  '}', // 14
  '', // 15
  'const char *', // 16
  'name_of (int kind)', // 17
  '{', // 18
  '  return count_items ("x") ? "a" : "b";', // 19
  '}', // 20
  '',
].join('\n');

// Declarations whose name is not on their first line: a GNU-style prototype, a member template declared in its class
// body and defined out of line, a function template declared before its definition.
const H = [
  '#pragma once', // 1
  'extern int', // 2
  'is_set (const char *s);', // 3
  '',
].join('\n');

const SHAPE = [
  '#pragma once', // 1
  '', // 2
  'struct Shape {', // 3
  '    /// Converts the shape.', // 4
  '    template <typename U>', // 5
  '    U as() const;', // 6
  '};', // 7
  '', // 8
  'template <typename U>', // 9
  'U Shape::as() const { return U(); }', // 10
  '', // 11
  '/// Clamps V.', // 12
  'template <typename T>', // 13
  'T clamp(T v);', // 14
  '', // 15
  'template <typename T>', // 16
  'T clamp(T v) { return v; }', // 17
  '',
].join('\n');

describeGraph(
  'code graph: C/C++ templates and GNU-style return types are answered at the name’s line',
  { 'src/util.hpp': HPP, 'src/main.cpp': CPP, 'src/items.c': C, 'src/items.h': H, 'src/shape.hpp': SHAPE },
  'cpp-name-lines',
  (fx) => {
    const items = (tool: string, args: Record<string, unknown>) => toolItems(fx, tool, args);

    it('outlines print the name’s line, the range from the template header or return type to the end', async () => {
      const hpp = await items('code_symbol', { path: 'src/util.hpp' });
      assert.deepEqual(hpp.items.map((i) => [i.name, i.line, i.endLine]), [['geo::max', 7, 9], ['geo::Box', 12, 20], ['geo::Box::as', 15, 17], ['geo::lookup', 23, 25]], hpp.text);
      const c = await items('code_symbol', { path: 'src/items.c' });
      assert.deepEqual(c.items.map((i) => [i.name, i.line, i.endLine]), [['count_items', 5, 8], ['is_set', 11, 14], ['name_of', 17, 20]], c.text);
      const starts = (path: string) => fx.graph.data.files.get(path)!.defs.map((d) => [d.name, d.line, d.nameLine]);
      assert.deepEqual(starts('src/util.hpp').filter(([n]) => n !== 'geo'), [['max', 6, 7], ['Box', 11, 12], ['as', 14, 15], ['lookup', 22, 23]]);
      assert.deepEqual(starts('src/items.c'), [['count_items', 4, 5], ['is_set', 10, 11], ['name_of', 16, 17]]);
    });

    it('signatures show the return type, and a template’s header (abbreviated when long)', async () => {
      const sig = (path: string, name: string) => fx.graph.data.files.get(path)!.defs.find((d) => d.name === name)?.signature;
      assert.equal(sig('src/util.hpp', 'max'), 'template <typename T> T max(T a, T b)');
      assert.equal(sig('src/util.hpp', 'Box'), 'template <typename T> class Box');
      assert.equal(sig('src/util.hpp', 'as'), 'template <typename U> U as() const');
      assert.equal(sig('src/util.hpp', 'lookup'), 'template <…> Value lookup(const Key &k, Value fallback)');
      assert.equal(sig('src/items.c', 'count_items'), 'static int count_items (const char *s)');
      assert.equal(sig('src/items.c', 'name_of'), 'const char * name_of (int kind)');
      // As callers prints them.
      const r = await items('code_callers', { symbol: 'geo::max' });
      assert.match(r.text, /^callers of function geo::max \(src\/util\.hpp:7\):$/m, r.text);
      assert.match(r.text, /^src\/main\.cpp:3 {2}function widest {2}int widest\(int a, int b\)/m, r.text);
      assert.match(r.text, /^src\/util\.hpp:15 {2}method geo::Box::as {2}template <typename U> U as\(\) const/m, r.text);
      const c = await items('code_callers', { symbol: 'is_set' });
      assert.deepEqual(c.items.map((i) => [i.name, i.line, i.signature]), [['count_items', 5, 'static int count_items (const char *s)']]);
    });

    it('a template’s doc is the comment above its header; a GNU-style function’s the comment above its return type', () => {
      const doc = (path: string, name: string) => fx.graph.data.files.get(path)!.defs.find((d) => d.name === name)?.doc;
      assert.equal(doc('src/util.hpp', 'max'), 'The larger of two values.');
      assert.equal(doc('src/items.c', 'count_items'), 'Counts the items in S.');
    });

    it('a path:line on the template header or the return type means the definition', async () => {
      const onTemplate = await items('code_callers', { path: 'src/util.hpp:6' });
      assert.match(onTemplate.text, /^callers of function geo::max \(src\/util\.hpp:7\):/, onTemplate.text);
      const member = await items('code_symbol', { path: 'src/util.hpp:14' });
      assert.deepEqual(member.items.map((i) => [i.name, i.line]), [['geo::Box::as', 15], ['geo::Box', 12]]);
      const onReturnType = await items('code_callees', { path: 'src/items.c:4' });
      assert.match(onReturnType.text, /^callees of function count_items \(src\/items\.c:5\):/, onReturnType.text);
      assert.deepEqual(onReturnType.items.map((i) => [i.name, i.line]), [['is_set', 11]]);
    });

    it('declarations are pointed at by their name’s line too: a GNU-style prototype, a member template, a function template', async () => {
      const isSet = await items('code_symbol', { name: 'is_set' });
      assert.deepEqual((isSet.items as (LineItem & { declared?: unknown })[]).map((i) => [i.name, i.line, i.declared]), [['is_set', 11, [{ path: 'src/items.h', line: 3 }]]], isSet.text);
      const onPrototype = await items('code_symbol', { path: 'src/items.h:2' });
      assert.deepEqual(onPrototype.items.map((i) => [i.name, i.line]), [['is_set', 11]]);
      const outline = await items('code_symbol', { path: 'src/shape.hpp' });
      assert.match(outline.text, /^src\/shape\.hpp:6 {2}method Shape::as {2}template <typename U> U as\(\) const; {2}\(defined at src\/shape\.hpp:10\)$/m, outline.text);
      const member = (outline.items as (LineItem & { defined?: unknown })[]).find((i) => i.line === 6);
      assert.deepEqual(member && [member.name, member.endLine, member.defined], ['Shape::as', 6, [{ path: 'src/shape.hpp', line: 10 }]]);
      const onMemberTemplate = await items('code_symbol', { path: 'src/shape.hpp:5' });
      assert.deepEqual(onMemberTemplate.items.map((i) => [i.name, i.line]), [['Shape::as', 10], ['Shape', 3]]);
      const clamp = await items('code_symbol', { name: 'clamp' });
      assert.deepEqual((clamp.items as (LineItem & { declared?: unknown; doc?: string })[]).map((i) => [i.name, i.line, i.declared, i.doc]), [['clamp', 17, [{ path: 'src/shape.hpp', line: 14 }], 'Clamps V.']]);
      const onTemplatePrototype = await items('code_symbol', { path: 'src/shape.hpp:13' });
      assert.deepEqual(onTemplatePrototype.items.map((i) => [i.name, i.line]), [['clamp', 17]]);
    });

    it('why covers the definition from its header or return type and points at its name', async () => {
      assert.deepEqual(await locateSymbol(fx.engine, 'geo::max'), [{ name: 'geo::max', kind: 'function', path: 'src/util.hpp', line: 6, nameLine: 7, endLine: 9 }]);
      assert.deepEqual(await locateSymbol(fx.engine, 'name_of'), [{ name: 'name_of', kind: 'function', path: 'src/items.c', line: 16, nameLine: 17, endLine: 20 }]);
      installSymbolLocator();
      try {
        assert.match(await why(fx.engine, 'src/util.hpp:6', { limit: 12 }), /^In function geo::max \(src\/util\.hpp:6-9\)/m);
        assert.match(await why(fx.engine, 'src/items.c:4', { limit: 12 }), /^In function count_items \(src\/items\.c:4-8\)/m);
      } finally {
        setSymbolLocator(null);
      }
    });
  },
);
