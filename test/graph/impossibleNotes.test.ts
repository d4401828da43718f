/**
 * Calls the callers note must not offer as "may call it" (newcomer issue 3
 * #2). got: `super(…)` in `class TimeoutError extends Error` was offered for
 * `ParseError.constructor`, because another module declares a type named
 * `Error` it does not export (`type Error = NodeJS.ErrnoException;`), which
 * cannot be TimeoutError's base. viper: `v2.GetString(…)` on a variable
 * `v2 := New()` was offered for the package-level function GetString, as
 * the test file also imports a package whose path ends in `v2`, read as
 * the package's name: the package is mapstructure (a major version suffix
 * is no name), and a local variable hides an import of its name anyway.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const ERRORS = [
  'type Error = NodeJS.ErrnoException;',
  'export class RequestError extends globalThis.Error {',
  '  constructor(message: string, public cause?: Error) { super(message); }',
  '}',
  'export class ParseError extends RequestError {',
  '  constructor(error: Error) { super(`${error.message} in body`, error); }',
  '}',
  '',
].join('\n');

const TIMED_OUT = [
  'export class TimeoutError extends Error {',
  '  constructor(threshold: number) { super(`Timeout after ${threshold}ms`); }',
  '}',
  '',
].join('\n');

const SUB = ['import { ParseError } from "./errors";', 'export class JsonError extends ParseError {', '  constructor(e: Error) { super(e); }', '}', ''].join('\n');

const GO_MAIN = [
  'package conf',
  '',
  'type Store struct{ m map[string]string }',
  '',
  'func New() *Store { return &Store{} }',
  '',
  'func (s *Store) GetString(k string) string { return s.m[k] }',
  '',
  'var std = New()',
  '',
  'func GetString(k string) string { return std.GetString(k) }',
  '',
].join('\n');

const GO_TEST = [
  'package conf',
  '',
  'import (',
  '\t"strings"',
  '\t"testing"',
  '',
  '\t"github.com/go-viper/mapstructure/v2"',
  ')',
  '',
  'var _ = mapstructure.Decode',
  '',
  'var _ = strings.ToUpper',
  '',
  'func TestShadow(t *testing.T) {',
  '\tstrings := New()',
  '\t_ = strings.GetString("bio")',
  '}',
  '',
  'func TestTitle(t *testing.T) {',
  '\tv2 := New()',
  '\tif v2.GetString("title") != "" {',
  '\t\tt.Fail()',
  '\t}',
  '}',
  '',
].join('\n');

describeGraph('code graph: impossible "may call it" notes', { 'src/errors.ts': ERRORS, 'src/timed-out.ts': TIMED_OUT, 'src/sub.ts': SUB, 'conf/conf.go': GO_MAIN, 'conf/conf_test.go': GO_TEST }, 'impossible-notes', (fx) => {
  it('offers no super(…) of a class whose base is built in for a repository constructor', async () => {
    const r = await fx.call('code_callers', { symbol: 'ParseError.constructor' });
    assert.match(r.text, /JsonError\.constructor/);
    assert.doesNotMatch(r.text, /timed-out\.ts/);
  });

  it('offers no method call on a local variable for a package-level function', async () => {
    const r = await fx.call('code_callers', { symbol: 'GetString', path: 'conf/conf.go:11' });
    assert.doesNotMatch(r.text, /conf_test\.go/);
    // The method is reached through its receiver's type.
    const m = await fx.call('code_callers', { symbol: 'Store.GetString' });
    assert.match(m.text, /TestTitle/);
  });
});
