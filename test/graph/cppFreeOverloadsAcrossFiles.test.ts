/**
 * C++ free functions of one namespace overloaded across files (newcomer 39
 * #3, fmt: `vformat(locale_ref, string_view, format_args)` in format.h,
 * `vformat(text_style, string_view, format_args)` in color.h and
 * `vformat(string_view, format_args)` declared in format.h, defined in
 * format-inl.h). A two-argument call inside the namespace went to the
 * three-parameter function of its own file, `fmt::vformat(s, store)` to
 * every one of them, and format.h's prototype was joined to format.h's own
 * three-parameter definition: the argument count now picks among them
 * (cppEnclosingScopes, GraphResolve fittingCount), and a prototype joins the
 * definitions of its parameter count (graphDecls protoTargets).
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

describeGraph('code graph: C++ free function overloads across files', {
  'include/fmt/format.h': [
    'namespace fmt {',
    'struct string_view {};',
    'struct format_args {};',
    'struct locale_ref {};',
    'inline int vformat(locale_ref loc, string_view fmt, format_args args) {', // 5
    '  return 1;',
    '}',
    'int vformat(string_view fmt, format_args args);', // 8
    'template <typename... T> int format(string_view fmt, T... args) {',
    '  return vformat(fmt, format_args());', // 10
    '}',
    'inline int localized(locale_ref loc, string_view fmt) { return vformat(loc, fmt, format_args()); }', // 12
    '}  // namespace fmt',
    '',
  ].join('\n'),
  'include/fmt/color.h': [
    '#include "format.h"',
    'namespace fmt {',
    'struct text_style {};',
    'inline int vformat(text_style ts, string_view fmt, format_args args) {', // 4
    '  return vformat(fmt, args);', // 5
    '}',
    '}  // namespace fmt',
    '',
  ].join('\n'),
  'src/format-inl.cc': ['#include "../include/fmt/format.h"', 'namespace fmt {', 'int vformat(string_view fmt, format_args args) {', '  return 0;', '}', '}  // namespace fmt', ''].join('\n'),
  'test/args-test.cc': ['#include "../include/fmt/color.h"', 'int run() {', '  fmt::format_args store;', '  return fmt::vformat(fmt::string_view(), store);', '}', ''].join('\n'),
}, 'cpp-free-overloads-across-files', (fx) => {
  const names = async (path: string) => (await fx.call('code_callers', { symbol: 'vformat', path })).text.split('\n').slice(1).filter(Boolean).map((l) => l.split('  ').slice(0, 2).join(' ')).sort();

  it('two-argument calls reach the two-parameter function, wherever it is defined', async () => {
    assert.deepEqual(await names('src/format-inl.cc:3'), ['include/fmt/color.h:4 function fmt::vformat', 'include/fmt/format.h:9 function fmt::format', 'test/args-test.cc:2 function run']);
  });

  it('three-parameter ones only their three-argument calls', async () => {
    assert.deepEqual(await names('include/fmt/format.h:5'), ['include/fmt/format.h:12 function fmt::localized']);
    const color = await fx.call('code_callers', { symbol: 'vformat', path: 'include/fmt/color.h:4' });
    assert.match(color.text, /^No callers found/);
  });

  it('the prototype declares the definition of its parameter count', async () => {
    const r = await fx.call('code_symbol', { name: 'vformat' });
    assert.match(r.text, /^src\/format-inl\.cc:3 {2}function fmt::vformat .*\(declared at include\/fmt\/format\.h:8\)$/m);
    assert.doesNotMatch(r.text, /^include\/fmt\/format\.h:5 .*declared at/m);
  });
});

// fmt's format.h is read with syntax errors (newcomer 40 #1): its namespace blocks are not trusted then, so its own
// three-parameter vformat answered the two-argument call. None of the file's own fitting, the prototype it declares
// with two parameters names the definition, and of two-parameter definitions the one of the prototype's types.
describeGraph('code graph: C++ overloads called from a file read with errors', {
  'include/fmt/format.h': [
    'namespace fmt {',
    'struct string_view {};',
    'struct format_args {};',
    'struct locale_ref {};',
    'int broken( = ;', // 5: a syntax error
    'inline int vformat(locale_ref loc, string_view fmt, format_args args) {', // 6
    '  return 1;',
    '}',
    'int vformat(string_view fmt, format_args args);', // 9
    'template <typename... T> int format(string_view fmt, T... args) {', // 10
    '  return vformat(fmt, format_args());', // 11
    '}',
    '}  // namespace fmt',
    '',
  ].join('\n'),
  'include/fmt/xchar.h': [
    '#include "format.h"',
    'namespace fmt {',
    'template <typename Char> struct basic_string_view {};',
    'template <typename Char> int vformat(basic_string_view<Char> fmt, format_args args) { return 2; }', // 4
    '}  // namespace fmt',
    '',
  ].join('\n'),
  'src/format-inl.cc': ['#include "../include/fmt/format.h"', 'namespace fmt {', 'int vformat(string_view fmt, format_args args) {', '  return 0;', '}', '}  // namespace fmt', ''].join('\n'),
}, 'cpp-overloads-from-error-file', (fx) => {
  it('the two-argument call reaches the definition of the two-parameter prototype', async () => {
    const r = await fx.call('code_callees', { symbol: 'format' });
    assert.deepEqual(r.text.split('\n').slice(1).filter((l) => /^\S+:\d+ /.test(l)).map((l) => l.split('  ')[0]), ['include/fmt/format.h:3', 'src/format-inl.cc:3']);
    const s = await fx.call('code_symbol', { name: 'vformat' });
    assert.match(s.text, /^src\/format-inl\.cc:3 .*\(declared at include\/fmt\/format\.h:9\)$/m);
    assert.doesNotMatch(s.text, /^include\/fmt\/xchar\.h:4 .*declared at/m);
  });
});
