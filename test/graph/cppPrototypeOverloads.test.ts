/**
 * C++ namespace-level prototypes: one returning a reference (`int&
 * Width(std::string& s);`) is recorded as a prototype as one returning a
 * pointer is (langC prototypes unwrapped only `*`), so its definition shows
 * "declared at" and the header's doc; and overloaded free functions
 * (`Format(int)`, `Format(double, int)`) are each joined to the prototype of
 * their own parameter count, not to all of them with the first one's doc.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';
import { parameterTypes, signatureParameterTypes } from '../../server/src/core/graph/arity';

const FILES = {
  'fmt.h': [
    '#pragma once', // 1
    '#include <string>',
    '',
    'namespace fmt {',
    '', // 5
    '// Formats an integer in decimal.',
    'std::string Format(int v);',
    '',
    '// Formats a double with the digits asked for.',
    'std::string Format(double v, int digits);', // 10
    '',
    '// Returns the width counter of s, to update in place.',
    'int& Width(std::string& s);',
    '',
    '// Joins the parts with sep.', // 15
    'std::string Join(const std::string& a, const std::string& b, char sep);',
    '',
    '// Pads a number.',
    'std::string Pad(int n);', // 19
    '',
    '// Pads a string.',
    'std::string Pad(const std::string &s);', // 22
    '',
    '}  // namespace fmt',
    '',
  ].join('\n'),
  'fmt.cc': [
    '#include "fmt.h"', // 1
    '',
    'namespace fmt {',
    '',
    'std::string Format(int v) {', // 5
    '  return std::to_string(v);',
    '}',
    '',
    'std::string Format(double v, int digits) {',
    '  return std::to_string(v) + Format(digits);', // 10
    '}',
    '',
    'int& Width(std::string& s) {',
    '  static int w = 0;',
    '  return w;', // 15
    '}',
    '',
    'std::string Join(const std::string& a, const std::string& b, char sep) {',
    '  return a + sep + b;',
    '}', // 20
    '',
    'std::string Pad(const std::string& s) {',
    '  return s;',
    '}',
    '',
    'std::string Pad(int n) {', // 26
    '  return Pad(Format(n));',
    '}',
    '',
    '}  // namespace fmt',
    '',
  ].join('\n'),
};

describeGraph('code graph: C++ prototypes returning references, and overloads joined by parameter count', FILES, 'graph-cpp-proto-overloads', (fx) => {
  const symbol = async (name: string) => {
    const r = await fx.call('code_symbol', { name });
    assert.ok(!r.isError, r.text);
    return (r.structured?.items ?? []) as { path: string; line: number; declared?: unknown; doc?: string }[];
  };

  it('a prototype returning a reference is recorded: its definition is declared there and takes its doc', async () => {
    const items = await symbol('Width');
    assert.deepEqual(
      items.map((i) => [i.path, i.line, i.declared, i.doc]),
      [['fmt.cc', 13, [{ path: 'fmt.h', line: 13 }], 'Returns the width counter of s, to update in place.']],
    );
    // Its line answers for the definition.
    const at = await fx.call('code_symbol', { path: 'fmt.h:13' });
    assert.match(at.text, /^fmt\.cc:13 {2}function fmt::Width/m);
  });

  it('each overload is declared by the prototype of its parameter count, with that prototype\'s doc', async () => {
    const items = await symbol('Format');
    assert.deepEqual(
      items.map((i) => [i.path, i.line, i.declared, i.doc]),
      [
        ['fmt.cc', 5, [{ path: 'fmt.h', line: 7 }], 'Formats an integer in decimal.'],
        ['fmt.cc', 9, [{ path: 'fmt.h', line: 10 }], 'Formats a double with the digits asked for.'],
      ],
    );
    // A prototype's line answers for its own overload only.
    const at = await fx.call('code_symbol', { path: 'fmt.h:10' });
    assert.match(at.text, /^fmt\.cc:9 {2}function fmt::Format {2}std::string Format\(double v, int digits\) {2}\(declared at fmt\.h:10\)$/m);
    assert.doesNotMatch(at.text, /fmt\.cc:5 /);
  });

  it('overloads of one count are told apart by their parameter types, as written', async () => {
    const items = await symbol('Pad');
    assert.deepEqual(
      items.map((i) => [i.path, i.line, i.declared, i.doc]),
      [
        ['fmt.cc', 22, [{ path: 'fmt.h', line: 22 }], 'Pads a string.'],
        ['fmt.cc', 26, [{ path: 'fmt.h', line: 19 }], 'Pads a number.'],
      ],
    );
  });

  it('a function with reference parameters keeps its prototype', async () => {
    const items = await symbol('Join');
    assert.deepEqual(items.map((i) => [i.declared, i.doc]), [[[{ path: 'fmt.h', line: 16 }], 'Joins the parts with sep.']]);
  });
});

describe('parameterTypes', () => {
  it('drops names, defaults and spaces, keeps qualifiers, pointers, references and array marks', () => {
    assert.equal(parameterTypes('const std::string& a, int n = 2'), 'conststd::string&,int');
    assert.equal(parameterTypes('const std::string &a'), 'conststd::string&');
    assert.equal(parameterTypes('char **argv, int v[]'), 'char**,int[]');
    assert.equal(parameterTypes('std::map<int, int> m'), 'std::map<int,int>');
    assert.equal(parameterTypes('void'), '');
    assert.equal(parameterTypes(''), '');
  });
  it('an unnamed parameter keeps its last word', () => {
    assert.equal(parameterTypes('unsigned int, const Foo, std::string'), 'unsignedint,constFoo,std::string');
    assert.equal(parameterTypes('unsigned int u, const Foo f'), 'unsignedint,constFoo');
  });
  it('reads a definition\'s signature after its name', () => {
    assert.equal(signatureParameterTypes('std::string fmt::Pad(const std::string& s) const', 'Pad'), 'conststd::string&');
    assert.equal(signatureParameterTypes('int f(int a', 'f'), undefined);
  });
});
