/**
 * C++ macros the grammar cannot read, as real libraries write them
 * (issue 3; nlohmann/json lost most of `basic_json`'s members, fmt many of
 * its functions): an access label written with a macro
 * (`JSON_PRIVATE_UNLESS_TESTED:`, `public Q_SLOTS:`), macros before a
 * function on its line (`JSON_HEDLEY_WARN_UNUSED_RESULT static …`,
 * `FMT_CONSTEXPR FMT_INLINE auto …`, `JSON_EXPLICIT operator T()`), a
 * line holding only a macro call (`JSON_HEDLEY_DEPRECATED_FOR(3.8.0, f(a))`,
 * `Q_PROPERTY(…)`), a lone attribute macro after `template<…>`, and
 * `#if`/`#endif` inside a declaration (between `template<…>` and the
 * function, between template arguments). Each is made plain before parsing,
 * every position kept, so the class keeps its members and their callers.
 * Kept as written: gtest's `TEST(Suite, Name)` with `{` on the next line
 * (a function), a `goto` label in capitals, a directive between statements.
 */
import * as assert from 'node:assert/strict';
import { callers, defsIn, describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'include/json.hpp': [
    '#pragma once',
    '#define JSON_PRIVATE_UNLESS_TESTED private',
    '#define JSON_HEDLEY_WARN_UNUSED_RESULT',
    '#define JSON_EXPLICIT explicit',
    '#define JSON_HEDLEY_DEPRECATED_FOR(since, replacement)',
    '#define FMT_CONSTEXPR constexpr',
    '#define FMT_INLINE inline',
    '',
    'class basic_json {',
    '  public:',
    '    int size() const { return 1; }',
    '',
    '  JSON_PRIVATE_UNLESS_TESTED:',
    '    int m_size = 0;',
    '',
    '  public:',
    '    JSON_HEDLEY_WARN_UNUSED_RESULT',
    '    JSON_HEDLEY_DEPRECATED_FOR(3.8.0, parse(ptr, ptr + len))',
    '    static basic_json parse_old(const char* s) { return parse(s); }',
    '',
    '    JSON_HEDLEY_WARN_UNUSED_RESULT static basic_json parse(const char* s) { return basic_json(); }',
    '',
    '    template<typename T>',
    '    JSON_HEDLEY_WARN_UNUSED_RESULT',
    '    T get_as() const { return T(); }',
    '',
    '    template<typename T>',
    '#if defined(JSON_HAS_CPP_14)',
    '    constexpr',
    '#endif',
    '    auto get() const -> T { return get_as<T>(); }',
    '',
    '    template<typename T, typename = typename std::enable_if<',
    '#if defined(JSON_HAS_CPP_17)',
    '        std::is_same<T, int>::value,',
    '#endif',
    '        int>::type>',
    '    JSON_EXPLICIT operator T() const { return get<T>(); }',
    '',
    '    int dump() const { return size(); }',
    '};',
    '',
    'FMT_CONSTEXPR FMT_INLINE auto write_int(int n) -> int { return n; }',
    '',
    'FMT_CONSTEXPR auto format(int n) -> int {',
    '  if (n < 0) goto DONE_NOW;',
    '  n = write_int(n);',
    '#ifdef FMT_DEBUG',
    '  n = write_int(n + 1);',
    '#endif',
    'DONE_NOW:',
    '  return n;',
    '}',
  ].join('\n'),
  'src/widget.hpp': [
    '#pragma once',
    'class Widget {',
    '    Q_PROPERTY(int level READ level)',
    '  public Q_SLOTS:',
    '    void refresh() { level(); }',
    '  Q_SIGNALS:',
    '    void changed();',
    '  public:',
    '    int level() const { return 2; }',
    '};',
  ].join('\n'),
  // fmt's base.h: a condition continued with `\\` on the next line, lone pragma macros before and inside the group,
  // and a namespace opened by a macro around all of it (cppSource.ts once blanked the #endif but not its #if);
  // FMT_END_EXPORT, #defined as `}` or as nothing, closes no namespace (it once closed fmt before parse_context).
  'include/base.h': [
    '#ifndef BASE_H_',
    '#define BASE_H_',
    '#define FMT_BEGIN_NAMESPACE namespace fmt {',
    '#define FMT_END_NAMESPACE }',
    '#define FMT_PRAGMA_GCC(x)',
    '#ifndef FMT_USE_OPTIMIZE_PRAGMA',
    '#  define FMT_USE_OPTIMIZE_PRAGMA 1',
    '#endif',
    'FMT_PRAGMA_GCC(push_options)',
    '#if FMT_USE_OPTIMIZE_PRAGMA && !defined(__OPTIMIZE__) && \\',
    '    !defined(__CUDACC__)',
    'FMT_PRAGMA_GCC(optimize("Og"))',
    '#endif',
    '#ifdef FMT_DEPRECATED',
    '#else',
    '#  define FMT_DEPRECATED',
    '#endif',
    '#ifdef FMT_MODULE',
    '#  define FMT_BEGIN_EXPORT export {',
    '#  define FMT_END_EXPORT }',
    '#else',
    '#  define FMT_BEGIN_EXPORT',
    '#  define FMT_END_EXPORT',
    '#endif',
    'FMT_BEGIN_NAMESPACE',
    'FMT_BEGIN_EXPORT',
    'void report_error(const char* message) {}',
    'FMT_END_EXPORT',
    'class parse_context {',
    ' public:',
    '  FMT_CONSTEXPR auto next_arg_id() -> int {',
    '    report_error("cannot switch");',
    '    return 0;',
    '  }',
    '};',
    'FMT_END_NAMESPACE',
    '#endif',
  ].join('\n'),
  'test/json_test.cpp': [
    '#include "../include/json.hpp"',
    '#define TEST(suite, name) void suite##_##name()',
    '',
    'TEST(Json, Dump)',
    '{',
    '  basic_json j;',
    '  j.dump();',
    '  basic_json::parse("1");',
    '}',
  ].join('\n'),
};

describeGraph('code graph: C++ attribute-like macros, macro access labels, #if inside a declaration', FILES, 'cpp-attribute-macros', (fx) => {
  it('a class keeps every member past a macro access label, attribute macros and #if inside a declaration', () => {
    const defs = defsIn(fx, 'include/json.hpp').filter((d) => !d.startsWith('macro') && !d.startsWith('const'));
    // A template member's record starts at its `template<…>` line (get_as 23, get 27: cppNameLines.test.ts).
    for (const member of ['method basic_json.size 11', 'method basic_json.parse_old 19', 'method basic_json.parse 21', 'method basic_json.get_as 23', 'method basic_json.get 27', 'method basic_json.dump 40']) {
      assert.ok(defs.includes(member), `${member} in ${defs.join(', ')}`);
    }
    assert.ok(defs.includes('function write_int 43') && defs.includes('function format 45'), defs.join(', '));
    const widget = defsIn(fx, 'src/widget.hpp');
    assert.ok(widget.includes('method Widget.refresh 5') && widget.includes('method Widget.level 9'), widget.join(', '));
  });

  it('their callers are found; a gtest TEST with its brace on the next line stays a function (Json::Dump); directives between statements keep both calls', async () => {
    await expectEdges(fx, 'code_callers', {
      'basic_json::size': ['include/json.hpp:basic_json::dump:same-file'],
      'basic_json::parse': ['include/json.hpp:basic_json::parse_old:same-file', 'test/json_test.cpp:Json::Dump:receiver'],
      'basic_json::dump': ['test/json_test.cpp:Json::Dump:receiver'],
      'basic_json::get_as': ['include/json.hpp:basic_json::get:same-file'],
      'write_int': ['include/json.hpp:format:same-file'],
      'Widget::level': ['src/widget.hpp:Widget::refresh:same-file'],
    });
    // A condition continued on the next line keeps its group: the namespace macro around the class still names it.
    assert.deepEqual(await callers(fx, 'fmt::report_error'), ['include/base.h:fmt::parse_context::next_arg_id:same-file']);
    const fmt = await fx.call('code_callees', { symbol: 'format' });
    assert.match(fmt.text, /called on lines 47, 49\)/);
  });
});
