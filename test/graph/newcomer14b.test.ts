/**
 * Newcomer 14b: a PHP bare call inside a method is a function call (a
 * method takes `$this->` / `self::`); a GoogleTest test is never a call's
 * target (`Mask(c)` inside `TEST(CRC, Mask)` is crc::Mask, not the test);
 * a declaration's signature spanning lines is kept whole; an MCP argument
 * named as another tool names it (`name` for code_callers) is told which
 * one this tool takes.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'src/Util.php': [
    '<?php',
    'namespace Geo\\Util;',
    '',
    'function normalize(float $x): float',
    '{',
    '    return $x / 10;',
    '}',
    '',
    'class Helpers',
    '{',
    '    public static function normalize(float $x): float',
    '    {',
    '        return normalize($x);',
    '    }',
    '',
    '    public function twice(float $x): float',
    '    {',
    '        return self::normalize($x) + $this->normalize($x);',
    '    }',
    '}',
    '',
  ].join('\n'),
  'crc/crc.h': ['namespace crc {', 'unsigned Mask(unsigned c);', 'unsigned Extend(unsigned a, unsigned b);', '}', ''].join('\n'),
  'crc/crc.cc': ['#include "crc.h"', 'namespace crc {', 'unsigned Mask(unsigned c) { return c ^ 1; }', 'unsigned Extend(unsigned a, unsigned b) { return a + b; }', '}', ''].join('\n'),
  'crc/crc_test.cc': [
    '#include "crc.h"',
    'namespace crc {',
    'TEST(CRC, Mask) {',
    '  unsigned c = 3;',
    '  EXPECT_EQ(c, Mask(c));',
    '}',
    'TEST(CRC, Extend) {',
    '  EXPECT_EQ(1u, Extend(0, 1));',
    '}',
    '}',
    '',
  ].join('\n'),
  'env/env.h': [
    'class Env {',
    ' public:',
    '  // Create a writable file.',
    '  virtual int NewWritableFile(const char* fname,',
    '                              int** result) = 0;',
    '};',
    '',
  ].join('\n'),
};

describeGraph('code graph: newcomer 14b (PHP bare calls, GoogleTest names, long declarations, argument names)', FILES, 'newcomer-14b', (fx) => {
  it('PHP: normalize($x) in a method calls the namespace function; self:: and $this-> the method', async () => {
    await expectEdges(fx, 'code_callers', {
      'normalize @ src/Util.php:4': ['src/Util.php:Helpers::normalize:same-file'],
      'Helpers.normalize': ['src/Util.php:Helpers::twice:receiver'],
    });
  });

  it('C++: a call inside a GoogleTest test named like it reaches the function, never the test', async () => {
    await expectEdges(fx, 'code_callers', {
      'crc::Mask': ['crc/crc_test.cc:crc::CRC::Mask:name'],
      'crc::Extend': ['crc/crc_test.cc:crc::CRC::Extend:name'],
      'CRC.Mask': [],
    });
  });

  it('a declaration whose parameters span lines keeps its whole signature', async () => {
    const r = await fx.call('code_symbol', { name: 'Env.NewWritableFile' });
    assert.equal((r.structured!.items as { signature: string }[])[0].signature, 'virtual int NewWritableFile(const char* fname, int** result) = 0;');
  });

  it('an argument named as another tool names it is told the name this tool takes', async () => {
    const r = await fx.call('code_callers', { name: 'crc::Mask' });
    assert.equal(r.isError, true);
    assert.match(r.text, /unknown argument name \(use symbol instead of name\); valid: symbol, path, limit, offset/);
  });
});
