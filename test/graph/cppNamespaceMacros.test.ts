/**
 * C++ namespaces opened by a macro (newcomer, session 11): nlohmann/json
 * writes `NLOHMANN_JSON_NAMESPACE_BEGIN … NLOHMANN_JSON_NAMESPACE_END`, which
 * one header #defines as `namespace nlohmann { inline namespace
 * NLOHMANN_JSON_NAMESPACE_CONCAT(…) {` and `} }`. The grammar knows no
 * macros: the lone name broke the parse, `namespace detail` inside was
 * lost, and `nlohmann::detail::make_tag()` reached only a copy written with
 * plain namespaces. Now a lone macro line is blanked before parsing, and a
 * use of a macro whose #define opens (closes) namespaces opens (closes) them
 * there, in another file than the #define too (cppMacros.ts). Decoys:
 * other::detail's make_tag and identity_tag, a QUIET_BEGIN macro #defined
 * with two different namespaces (counts as none), an enumerator alone on its
 * line (kept).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'include/abi_macros.hpp': [
    '#pragma once',
    '#ifndef NLOHMANN_JSON_NAMESPACE_BEGIN',
    '#define NLOHMANN_JSON_NAMESPACE_BEGIN                \\',
    '    namespace nlohmann                               \\',
    '    {                                                \\',
    '    inline namespace NLOHMANN_JSON_NAMESPACE_CONCAT( \\',
    '                NLOHMANN_JSON_ABI_TAGS,              \\',
    '                NLOHMANN_JSON_NAMESPACE_VERSION)     \\',
    '    {',
    '#endif',
    '',
    '#ifndef NLOHMANN_JSON_NAMESPACE_END',
    '#define NLOHMANN_JSON_NAMESPACE_END                                     \\',
    '    }  /* namespace (inline namespace) NOLINT(readability/namespace) */ \\',
    '    }  // namespace nlohmann',
    '#endif',
    '#ifdef QUIET_A',
    '#define QUIET_BEGIN namespace quiet_a {',
    '#else',
    '#define QUIET_BEGIN namespace quiet_b {',
    '#endif',
    '#define QUIET_END }',
    '',
  ].join('\n'),
  'include/tag.hpp': [
    '#pragma once',
    '#include "abi_macros.hpp"',
    '',
    'NLOHMANN_JSON_NAMESPACE_BEGIN',
    'namespace detail',
    '{',
    '// dispatching helper struct',
    'template <class T> struct identity_tag {};',
    'inline int make_tag() { return 1; }',
    'enum class mode {',
    '  plain,',
    '  MODE_LAST',
    '};',
    '}  // namespace detail',
    'NLOHMANN_JSON_NAMESPACE_END',
    '',
    'QUIET_BEGIN',
    'inline int hush() { return 0; }',
    'QUIET_END',
    '',
  ].join('\n'),
  'include/use.hpp': [
    '#pragma once',
    '#include "tag.hpp"',
    '',
    'NLOHMANN_JSON_NAMESPACE_BEGIN',
    'namespace detail',
    '{',
    'inline int useBare() { return make_tag(); }',
    '}  // namespace detail',
    'inline int useDetail() { detail::identity_tag<int> t{}; return detail::make_tag(); }',
    'NLOHMANN_JSON_NAMESPACE_END',
    '',
    'inline int useFull() { return nlohmann::detail::make_tag(); }',
    'inline int useOutside() { return make_tag(); }',
    'inline int useQuiet() { return quiet_a::hush() + quiet_b::hush(); }',
    '',
  ].join('\n'),
  'include/other.hpp': [
    '#pragma once',
    'namespace other {',
    'namespace detail {',
    'template <class T> struct identity_tag {};',
    'inline int make_tag() { return 2; }',
    '}',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: C++ namespaces opened by a macro', FILES, 'cpp-namespace-macros', (fx) => {
  it('what a macro-opened namespace holds is named by it, in bare, relative and full names', async () => {
    await expectEdges(fx, 'code_callees', {
      useBare: ['include/tag.hpp:nlohmann::detail::make_tag:name'],
      useDetail: ['include/tag.hpp:nlohmann::detail::identity_tag:receiver', 'include/tag.hpp:nlohmann::detail::make_tag:receiver'],
      useFull: ['include/tag.hpp:nlohmann::detail::make_tag:receiver'],
      // After NLOHMANN_JSON_NAMESPACE_END the code is global again: detail's make_tag is not seen bare.
      useOutside: [],
    });
    await expectEdges(fx, 'code_callers', { 'make_tag @ include/other.hpp': [], 'identity_tag @ include/other.hpp': [] });
  });

  it('a macro defined with two different namespaces opens none, and the parse around lone macro lines is whole', async () => {
    await expectEdges(fx, 'code_callees', { useQuiet: [] });
    for (const f of ['include/tag.hpp', 'include/use.hpp']) assert.equal(fx.graph.data.files.get(f)!.errors, undefined, f);
    assert.deepEqual(
      fx.graph.data.files.get('include/tag.hpp')!.macroUses!.map((u) => `${u.name}:${u.line}`),
      ['NLOHMANN_JSON_NAMESPACE_BEGIN:4', 'NLOHMANN_JSON_NAMESPACE_END:15', 'QUIET_BEGIN:17', 'QUIET_END:19'],
    );
  });
});
