/**
 * Macros standing for keywords inside function bodies, as spdlog writes
 * them (newcomer 2): `SPDLOG_TRY { sink->log(msg); }` then
 * `SPDLOG_LOGGER_CATCH(msg.source)` on its own line (macros for `try` and a
 * `catch` clause). The grammar read `SPDLOG_TRY {…}` as a compound literal
 * missing its `;`, and its error recovery closed the function early: the
 * calls after it (`should_flush_(msg)`, `flush_()`) became top-level code,
 * and the next definitions lost their namespace. `operator=(…)
 * SPDLOG_NOEXCEPT {` (a macro for `noexcept` after an operator's parameter
 * list) was an error too. cppSource.ts blanks a macro name opening a line
 * before `{`, and cppTrailingMacros.ts now takes an operator's name before
 * a parameter list.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';
import { readableCpp } from '../../server/src/core/graph/cppSource';

const LOGGER = [
  '#pragma once', //                                                  1
  '#define SPDLOG_TRY try',
  '#define SPDLOG_NOEXCEPT noexcept',
  '#define SPDLOG_LOGGER_CATCH(location) catch (...) {}',
  'namespace spdlog {', //                                            5
  'struct sink { bool should_log(int l) { return l > 0; } void log(int m) {} void flush() {} };',
  'class logger {',
  ' public:',
  '  logger &operator=(logger other) SPDLOG_NOEXCEPT {',
  '    swap(other);', //                                              10
  '    return *this;',
  '  }',
  '  void swap(logger &other) {}',
  '  void sink_it_(int msg) {',
  '    for (auto *s : sinks_) {', //                                  15
  '      if (s->should_log(msg)) {',
  '        SPDLOG_TRY { s->log(msg); }',
  '        SPDLOG_LOGGER_CATCH(msg)',
  '      }',
  '    }', //                                                         20
  '    if (should_flush_(msg)) {',
  '      flush_();',
  '    }',
  '  }',
  '  bool should_flush_(int msg) { return msg > 1; }', //            25
  '  void flush_() {',
  '    for (auto *s : sinks_) {',
  '      SPDLOG_TRY{ s->flush(); }',
  '      SPDLOG_LOGGER_CATCH(0)',
  '    }', //                                                         30
  '  }',
  '  sink *sinks_[2];',
  '};',
  '}  // namespace spdlog',
  '',
].join('\n');

describeGraph('C++ macros standing for keywords in function bodies', { 'include/spdlog/logger.h': LOGGER }, 'cpp-block-macros', (fx) => {
  it('reads the file whole: every method in its class, no syntax error', () => {
    const rec = fx.graph.data.files.get('include/spdlog/logger.h')!;
    assert.equal(rec.errors, undefined);
    const defs = rec.defs.filter((d) => d.container === 'logger').map((d) => `${d.name} ${d.line}`);
    assert.deepEqual(defs, ['operator= 9', 'swap 13', 'sink_it_ 14', 'should_flush_ 25', 'flush_ 26']);
  });

  it('keeps the calls after the macros in their method', async () => {
    await expectEdges(fx, 'code_callers', {
      'logger.should_flush_': ['include/spdlog/logger.h:spdlog::logger::sink_it_:same-file'],
      'logger.flush_': ['include/spdlog/logger.h:spdlog::logger::sink_it_:same-file'],
      'logger.swap': ['include/spdlog/logger.h:spdlog::logger::operator=:same-file'],
    });
  });

  it('blanks the macro name only, keeping the block and every position', () => {
    const src = '  SPDLOG_TRY { s->log(msg); }\n  SPDLOG_TRY{ s->flush(); }\n  Point { 1, 2 };\n';
    const { text } = readableCpp(src);
    assert.equal(text, '             { s->log(msg); }\n            { s->flush(); }\n  Point { 1, 2 };\n');
    assert.equal(text.length, src.length);
  });
});

// fmt's os.cc and std.h (newcomer 41): `FMT_TRY { … }` then `FMT_CATCH(...) {}` in a function's body was read as a
// function definition FMT_CATCH, its block's calls that function's; read as an `if`, the calls stay the function's.
describeGraph('C++ statement-like macros opening a block in a function body', {
  'src/os.cc': [
    'namespace fmt {',
    'int report(int code) { return code; }',
    'int format_error(int code) {',
    '  FMT_TRY {',
    '    return report(code);',
    '  }',
    '  FMT_CATCH(...) {}',
    '  FMT_CATCH(const char* e) { report(1); }', // 8
    '  return 0;',
    '}',
    '}  // namespace fmt',
    '',
  ].join('\n'),
}, 'cpp-catch-macros', (fx) => {
  it('makes no function of the macro and keeps the calls in the function', async () => {
    const r = await fx.call('code_symbol', { name: 'FMT_CATCH' });
    assert.doesNotMatch(r.text, /^src\/os\.cc:\d+ /m);
    const callers = await fx.call('code_callers', { symbol: 'report' });
    assert.match(callers.text, /function fmt::format_error .*\(calls it on lines 5, 8\)/);
  });
});
