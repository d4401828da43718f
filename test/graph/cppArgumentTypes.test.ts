/**
 * C++ overloads of one parameter count told apart by argument types
 * (argTypesCpp.ts; newcomer 40, yaml-cpp): `YAML::Load(const std::string&)`,
 * `Load(const char*)` and `Load(std::istream&)` each listed the same callers.
 * A string literal is the `const char*` one (exact; a `std::string` takes it
 * only through a conversion), `out.c_str()` and a `const char*` global of an
 * included header too; a `std::string` variable the string one; a
 * `std::stringstream` or `std::ifstream` the stream one (a standard stream
 * derives from `std::istream`); an argument of no known type may call any
 * of them, and says so. Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';
import { cppArgumentFits, cppParamTypes, cppType } from '../../server/src/core/graph/argTypesCpp';

const PARSE = [
  '#include <fstream>',
  '#include <sstream>',
  '#include <string>',
  'namespace YAML {',
  'class Node {};',
  'Node Load(const std::string& input) {', // 6
  '  std::stringstream stream(input);',
  '  return Load(stream);',
  '}',
  'Node Load(const char* input) {', // 10
  '  std::stringstream stream(input);',
  '  return Load(stream);',
  '}',
  'Node Load(std::istream& input) {', // 14
  '  return Node();',
  '}',
  'Node LoadFile(const std::string& filename) {', // 17
  '  std::ifstream fin(filename);',
  '  return Load(fin);',
  '}',
  '}  // namespace YAML',
  '',
].join('\n');

const EXAMPLES = ['#pragma once', 'const char *ex2_1 = "- Mark McGwire\\n";', ''].join('\n');

const TEST = [
  '#include "specexamples.h"',
  '#include <string>',
  'namespace YAML {',
  'struct Emitter { const char* c_str() const { return ""; } };',
  'void literal() { Load("a: 1"); }', // 5
  'void fromHeader() { Load(ex2_1); }',
  'void emitted() { Emitter out; Load(out.c_str()); }',
  'void owned() { std::string yaml_str = "a"; Load(yaml_str); }',
  'struct Case { const char* input; };',
  'void unknown(const Case& test) { Load(test.input); }', // 10
  '}  // namespace YAML',
  '',
].join('\n');

describeGraph('code graph: C++ overloads told apart by argument types', { 'src/parse.cpp': PARSE, 'test/specexamples.h': EXAMPLES, 'test/load_test.cpp': TEST }, 'cpp-argument-types', (fx) => {
  const callers = async (line: number) =>
    (await fx.call('code_callers', { symbol: 'YAML::Load', path: `src/parse.cpp:${line}` })).text
      .split('\n')
      .slice(1)
      .filter((l) => /^\S+:\d+ {2}/.test(l))
      .map((l) => `${l.split('  ')[1].replace(/^\w+ /, '')}${/may call that one instead/.test(l) ? ' ?' : ''}`)
      .sort();

  it('a string literal, c_str() and a const char* global are the const char* overload', async () => {
    assert.deepEqual(await callers(10), ['YAML::emitted', 'YAML::fromHeader', 'YAML::literal', 'YAML::unknown ?']);
  });

  it('a std::string variable is the string overload', async () => {
    assert.deepEqual(await callers(6), ['YAML::owned', 'YAML::unknown ?']);
  });

  it('a std::stringstream and a std::ifstream are the std::istream& overload', async () => {
    assert.deepEqual(await callers(14), ['YAML::Load', 'YAML::Load', 'YAML::LoadFile', 'YAML::unknown ?']);
  });

  it('reads parameter types and conversions as C++ does', () => {
    assert.deepEqual(cppParamTypes('const std::string& input, const char* s, std::istream& in, int n, const std::vector<int>& xs, char buf[]'), ['string', 'char*', 'istream', 'int', 'vector', 'char*']);
    assert.equal(cppType('char const *'), 'char*');
    assert.equal(cppArgumentFits('#str', 'char*', undefined), 'exact');
    assert.equal(cppArgumentFits('#str', 'string', undefined), 'fits');
    assert.equal(cppArgumentFits('#str', 'istream', undefined), 'no');
    assert.equal(cppArgumentFits('#int', 'string', undefined), 'no');
    assert.equal(cppArgumentFits('#int', 'double', undefined), 'fits');
    assert.equal(cppArgumentFits('stringstream', 'istream', undefined), 'fits');
    assert.equal(cppArgumentFits('string', 'char*', undefined), 'no');
    // A class of the repository may convert from anything through a constructor: never a contradiction.
    assert.equal(cppArgumentFits('#str', 'Name', undefined), 'fits');
  });
});

// yaml-cpp's Emitter::Write of ten overloads, one parameter each: a parameter of a built-in type passed on, and an
// argument constructed in the call (`Write(LocalTag(""))`, a function returning a _Tag), pick theirs.
describeGraph(
  'code graph: C++ overloads told apart by built-in parameters and call results',
  {
    'include/emitter.h': [
      'namespace YAML {',
      'struct _Tag { const char* content; };',
      'struct Binary {};',
      'inline _Tag LocalTag(const char* content) { return _Tag{content}; }',
      'class Emitter {',
      ' public:',
      '  Emitter& Write(bool b) { return *this; }', // 7
      '  Emitter& Write(char ch) { return *this; }', // 8
      '  Emitter& Write(const _Tag& tag) { return *this; }', // 9
      '  Emitter& Write(const Binary& binary) { return Write(LocalTag("binary")); }',
      '};',
      'inline Emitter& operator<<(Emitter& emitter, bool v) { return emitter.Write(v); }',
      'inline Emitter& operator<<(Emitter& emitter, char v) { return emitter.Write(v); }',
      '}  // namespace YAML',
      '',
    ].join('\n'),
  },
  'cpp-argument-types-results',
  (fx) => {
    const callers = async (line: number) =>
      (await fx.call('code_callers', { symbol: 'Emitter.Write', path: `include/emitter.h:${line}` })).text
        .split('\n')
        .slice(1)
        .filter((l) => /^\S+:\d+ {2}/.test(l))
        .map((l) => `${l.split('  ')[0]}${/may call that one instead/.test(l) ? ' ?' : ''}`);

    it('bool v and char v are passed to Write(bool) and Write(char); LocalTag(…) to Write(const _Tag&)', async () => {
      assert.deepEqual(await callers(7), ['include/emitter.h:12']);
      assert.deepEqual(await callers(8), ['include/emitter.h:13']);
      assert.deepEqual(await callers(9), ['include/emitter.h:10']);
    });
  },
);
