/**
 * C tests that include a source file as text to reach its `static`
 * functions (newcomer 37, cJSON: tests/common.h has `#include
 * "../cJSON.c"`, and tests/parse_number.c calls the static parse_number):
 * the included file's definitions, static ones too, are the includer's,
 * directly or through a header (graphScope textualIncludes). A static
 * function of a file that is not included stays its own.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

describeGraph('code graph: C source files included as text', {
  'lib.c': ['static int parse_number(const char *s) { return 1; }', 'int parse_value(const char *s) { return parse_number(s); }', ''].join('\n'),
  'other.c': ['static int parse_number(const char *s) { return 2; }', 'int other(void) { return parse_number("x"); }', ''].join('\n'),
  'tests/direct.c': ['#include "../lib.c"', 'static void t1(void) { parse_number("1"); }', ''].join('\n'),
  'tests/common.h': ['#ifndef COMMON_H', '#define COMMON_H', '#include "../lib.c"', '#endif', ''].join('\n'),
  'tests/via.c': ['#include "common.h"', 'static void t2(void) { parse_number("2"); }', ''].join('\n'),
}, 'c-textual-includes', (fx) => {
  it('a static function is called from files including its source, directly or through a header', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'parse_number', path: 'lib.c' })).items), [
      'lib.c:parse_value:2',
      'tests/direct.c:t1:2',
      'tests/via.c:t2:2',
    ]);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'parse_number', path: 'other.c' })).items), ['other.c:other:2']);
  });
});
