/**
 * PHP name resolution for functions (PHP manual, "Name resolution rules"):
 * a qualified name whose first segment an import names (`use GuzzleHttp;`
 * then `GuzzleHttp\describe_type()`) is a function of the namespace
 * imported; an unqualified one is the current namespace's, else the global
 * namespace's, never another namespace's: `json_encode()` in
 * GuzzleHttp\Tests\CookieJar is PHP's own, neither a caller of
 * GuzzleHttp\json_encode nor a "may call" of it (guzzle; newcomer 47 #6).
 * Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

const FILES: Record<string, string> = {
  'src/functions.php': [
    '<?php',
    'namespace GuzzleHttp;',
    '',
    "function describe_type($input) { return 'x'; }",
    'function json_encode($value) { return \\json_encode($value); }',
    'function uses() { return json_encode(1); }',
  ].join('\n'),
  'src/helpers.php': ['<?php', "function global_helper() { return 1; }"].join('\n'),
  'tests/UtilsTest.php': [
    '<?php',
    'namespace GuzzleHttp\\Test;',
    '',
    'use GuzzleHttp;',
    'use GuzzleHttp as G;',
    '',
    'class UtilsTest {',
    '    public function testDescribe() { return GuzzleHttp\\describe_type(1); }',
    '    public function testAlias() { return G\\describe_type(2); }',
    '    public function testFq() { return \\GuzzleHttp\\json_encode(1); }',
    '    public function testGlobal() { return global_helper(); }',
    '}',
  ].join('\n'),
  'tests/Cookie/FileCookieJarTest.php': [
    '<?php',
    'namespace GuzzleHttp\\Tests\\CookieJar;',
    '',
    'class FileCookieJarTest {',
    '    public function testLoad() { return json_encode([1]); }',
    '}',
  ].join('\n'),
};

describeGraph('code graph: PHP function names by namespace', FILES, 'php-namespace-names', (fx) => {
  it('reads a qualified name through the import naming its first segment', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'describe_type' })).items), ['tests/UtilsTest.php:UtilsTest::testAlias:9', 'tests/UtilsTest.php:UtilsTest::testDescribe:8']);
  });

  it('reads an unqualified name in the current namespace, then the global one, never another', async () => {
    const r = await fx.call('code_callers', { symbol: 'json_encode', path: 'src/functions.php' });
    assert.deepEqual(rows(r.structured!.items as never), ['src/functions.php:uses:6', 'tests/UtilsTest.php:UtilsTest::testFq:10'], r.text);
    assert.equal(r.structured!.unresolved, undefined, r.text);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'global_helper' })).items), ['tests/UtilsTest.php:UtilsTest::testGlobal:11']);
  });
});
