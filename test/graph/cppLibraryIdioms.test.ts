/**
 * C++ library idioms the grammar read as syntax errors (yaml-cpp and fmt,
 * session 39): a loop macro with a blank before its arguments
 * (`BOOST_FOREACH (const Node& item, node) {`), export macros after a
 * storage class, `friend` or an explicit instantiation's `template`, a
 * static member defined out of its class behind an export macro, a
 * conversion operator followed by an attribute macro, unnamed pointer
 * parameters with a default (`typename disable_if<…>::type* = 0`, a comment
 * naming it), braced defaults (`locale_ref loc = {}`), macro calls standing
 * for template parameters (`FMT_ENABLE_IF(…)`), type parameters defaulting
 * to a pointer type, an export macro before `template`, a macro between `if`
 * and its condition, and feature tests in directives
 * (`__has_include(<version>)`, `FMT_HAS_CPP_ATTRIBUTE(clang::lifetimebound)`).
 * A file with an error lost its namespaces' lookup: `Load("foo")` in a test
 * after `BOOST_FOREACH` resolved to nothing (yaml-cpp: 78 calls). Each is
 * rewritten before parsing, every position kept (cppSource.ts); signatures
 * show what was written.
 */
import * as assert from 'node:assert/strict';
import { assertIndexed, describeGraph, expectEdges } from './helpers';
import { cppSourceText } from '../../server/src/core/graph/cppSourceText';

const PARSE_H = [
  '#pragma once', //                                                             1
  '#include <string>',
  '#if defined(__has_cpp_attribute) && __has_cpp_attribute(msvc::lifetimebound)',
  '#define YAML_LIFETIME [[msvc::lifetimebound]]',
  '#elif FMT_HAS_CPP_ATTRIBUTE(clang::lifetimebound) || __has_include(<version>)', // 5
  '#define YAML_LIFETIME [[clang::lifetimebound]]',
  '#else',
  '#define YAML_LIFETIME',
  '#endif',
  '#if FMT_HAS_INCLUDE("winapifamily.h")', //                                     10
  '#include <winapifamily.h>',
  '#endif',
  'namespace YAML {',
  'class Node {',
  ' public:', //                                                                 15
  '  bool IsNull() const { return true; }',
  '  static YAML_CPP_API int m_amount;',
  '  friend YAML_CPP_API Node operator!(const Node& n);',
  '  operator Node*() YAML_LIFETIME {',
  '    return this;', //                                                         20
  '  }',
  '};',
  'extern YAML_CPP_API Node Null;',
  'YAML_CPP_API int Node::m_amount{0};',
  'template <typename T>', //                                                    25
  'inline std::string KeyText(',
  '    const T& key, typename disable_if<is_numeric<T>>::type* = 0) {',
  '  return std::string();',
  '}',
  'void* allocate(int num, const void* /*hint*/ = 0) { return nullptr; }', //  30
  'void Load(std::istream& in, locale_ref loc = {}) {}',
  'Node Load(const char* input);',
  'template <typename To, typename From,',
  '          FMT_ENABLE_IF(sizeof(To) == sizeof(From) &&',
  '                        sizeof(To) > 0)>', //                                35
  'auto bit_cast(const From& from) -> To {',
  '  return To();',
  '}',
  'template <typename T, typename Ptr = const T*>',
  'auto find(Ptr first, T value) -> bool {', //                                 40
  '  if FMT_CONSTEXPR20 (sizeof(T) > 1) {',
  '    return bit_cast<bool>(value);',
  '  }',
  '  return false;',
  '}', //                                                                        45
  'FMT_EXPORT template <typename Context> class arg_store {',
  ' public:',
  '  void clear() {}',
  '};',
  'template YAML_CPP_API void buffer<char>::append(const char*, const char*);', // 50
  '}  // namespace YAML',
  '',
].join('\n');

const TEST_CC = [
  '#include "parse.h"', //                                                       1
  'namespace YAML {',
  'namespace {',
  'TEST(LoadNodeTest, ForEach) {',
  '  Node node = Load("[1, 3, 5, 7]");', //                                      5
  '  BOOST_FOREACH (const Node& item, node) {',
  '    item.IsNull();',
  '  }',
  '}',
  'TEST(LoadNodeTest, Reassign) {', //                                           10
  '  Node node = Load("foo");',
  '  node.IsNull();',
  '}',
  '}  // namespace',
  '}  // namespace YAML', //                                                     15
  '',
].join('\n');

describeGraph('C++ library idioms read whole (yaml-cpp, fmt)', { 'include/parse.h': PARSE_H, 'test/load_node_test.cpp': TEST_CC }, 'cpp-library-idioms', (fx) => {
  it('reads both files with no syntax error, every definition at its line', () => {
    assertIndexed(fx, { cpp: 2 });
    const rec = fx.graph.data.files.get('include/parse.h')!;
    const defs = rec.defs.filter((d) => d.kind !== 'namespace').map((d) => `${d.name} ${d.nameLine ?? d.line}`);
    for (const d of ['Node 14', 'IsNull 16', 'KeyText 26', 'allocate 30', 'Load 31', 'bit_cast 36', 'find 40', 'arg_store 46', 'clear 48']) assert.ok(defs.includes(d), `${d} in ${defs.join(', ')}`);
  });

  it('shows signatures as written: the unnamed default, the braced default, the macro parameter, the pointer default left out', () => {
    const sig = (name: string) => fx.graph.data.files.get('include/parse.h')!.defs.find((d) => d.name === name)!.signature;
    assert.equal(sig('KeyText'), 'template <typename T> inline std::string KeyText(const T& key, typename disable_if<is_numeric<T>>::type* = 0)');
    assert.equal(sig('allocate'), 'void* allocate(int num, const void* = 0)');
    assert.equal(sig('Load'), 'void Load(std::istream& in, locale_ref loc = {})');
    assert.equal(sig('bit_cast'), 'template <typename To, typename From, FMT_ENABLE_IF> auto bit_cast(const From& from) -> To');
    assert.equal(sig('find'), 'template <typename T, typename Ptr> auto find(Ptr first, T value) -> bool');
  });

  it('resolves the tests’ bare calls through their namespace, before and after the loop macro', async () => {
    await expectEdges(fx, 'code_callers', {
      'YAML::Load @ include/parse.h:31': ['test/load_node_test.cpp:YAML::LoadNodeTest::ForEach:name', 'test/load_node_test.cpp:YAML::LoadNodeTest::Reassign:name'],
      'Node.IsNull': ['test/load_node_test.cpp:YAML::LoadNodeTest::ForEach:receiver', 'test/load_node_test.cpp:YAML::LoadNodeTest::Reassign:receiver'],
      'bit_cast': ['include/parse.h:YAML::find:same-file'],
    });
  });

  it('records no call for a feature test, a braced default or a macro parameter', () => {
    const names = fx.graph.data.files.get('include/parse.h')!.calls.map((c) => c.name);
    for (const n of ['__has_cpp_attribute', '__has_include', 'FMT_HAS_CPP_ATTRIBUTE', 'FMT_HAS_INCLUDE', 'lifetimebound', '_', 'FMT_ENABLE_IF']) assert.ok(!names.includes(n), `${n} in ${names.join(', ')}`);
  });

  it('keeps every position and line of the text it rewrites', () => {
    for (const src of [PARSE_H, TEST_CC]) {
      const { text } = cppSourceText(src);
      assert.equal(text.length, src.length);
      assert.deepEqual(text.split('\n').length, src.split('\n').length);
    }
    const { text } = cppSourceText(TEST_CC);
    assert.match(text, /\n {2}for {11}\(const Node& item: node\) \{\n/);
  });
});

// hiredis's adapters/libuv.h (newcomer 43 #12): two heads of one function in an `#if … #else … #endif` group, each opening
// the body's brace, made the whole file one error from its first line; the first branch is read as plain code.
describeGraph(
  'C: a function with two heads in an #if/#else group',
  {
    'hiredis.c': 'int redisAsyncHandleTimeout(void *ac) { return 0; }\n',
    'adapters/libuv.h': [
      '#ifndef __HIREDIS_LIBUV_H__',
      '#define __HIREDIS_LIBUV_H__',
      'typedef struct redisLibuvEvents { void *context; } redisLibuvEvents;',
      '#if (UV_VERSION_MAJOR == 0 && UV_VERSION_MINOR < 11) || \\',
      '    (UV_VERSION_MAJOR == 0 && UV_VERSION_PATCH < 23)',
      'static void redisLibuvTimeout(void *timer, int status) {',
      '    (void)status; // unused',
      '#else',
      'static void redisLibuvTimeout(void *timer) {',
      '#endif',
      '    redisAsyncHandleTimeout(timer);',
      '}',
      'static int redisLibuvAttach(void *ac) {',
      '    return redisAsyncHandleTimeout(ac);',
      '}',
      '#endif',
      '',
    ].join('\n'),
  },
  'c-two-heads',
  (fx) => {
    it('reads the header whole: both functions defined, their calls theirs', async () => {
      assert.equal(fx.graph.status().errors, 0);
      await expectEdges(fx, 'code_callers', {
        redisAsyncHandleTimeout: ['adapters/libuv.h:redisLibuvAttach:name', 'adapters/libuv.h:redisLibuvTimeout:name'],
      });
    });
  },
);
