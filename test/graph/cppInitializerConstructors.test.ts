/**
 * A default constructor with a member-initializer list (lang-gaps #4,
 * leveldb): `Arena arena;` in `TEST(ArenaTest, Simple)` was no construction
 * of Arena, so its callers and the test's callees missed it, while a repro
 * with `Arena::Arena() {}` worked. The constructor's signature, `Arena::Arena()
 * : alloc_ptr_(nullptr), bytes_(0)`, was read from its first `(` to its last
 * `)`, taking the initializers for parameters; the parameter list after the
 * name is read now. Decoy: a constructor taking an argument, with
 * initializers too, is no default one.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'util/arena.h': [
    'namespace leveldb {',
    'class Arena {',
    ' public:',
    '  Arena();',
    '  char* Allocate(int bytes);',
    ' private:',
    '  char* alloc_ptr_;',
    '  int bytes_;',
    '};',
    'class Ram {',
    ' public:',
    '  Ram(int n);',
    ' private:',
    '  int n_;',
    '};',
    '}  // namespace leveldb',
    '',
  ].join('\n'),
  'util/arena.cc': [
    '#include "util/arena.h"',
    'namespace leveldb {',
    'Arena::Arena() : alloc_ptr_(nullptr), bytes_(0) {}',
    'char* Arena::Allocate(int bytes) { return alloc_ptr_; }',
    'Ram::Ram(int n) : n_(n) {}',
    '}  // namespace leveldb',
    '',
  ].join('\n'),
  'util/arena_test.cc': [
    '#include "util/arena.h"',
    '#include "gtest/gtest.h"',
    '',
    'namespace leveldb {',
    '',
    'TEST(ArenaTest, Empty) { Arena arena; }',
    '',
    'TEST(ArenaTest, Simple) {',
    '  Arena arena;',
    '  Ram ram;',
    '  char* r = arena.Allocate(8);',
    '  ASSERT_TRUE(r != nullptr);',
    '}',
    '',
    '}  // namespace leveldb',
    '',
  ].join('\n'),
};

describeGraph('C++ default constructors with initializer lists', FILES, 'cpp-initializer-ctors', (fx) => {
  it('reads `Arena arena;` in a GoogleTest body as a construction of Arena', async () => {
    await expectEdges(fx, 'code_callers', {
      'leveldb::Arena::Arena': ['util/arena_test.cc:leveldb::ArenaTest::Empty:name', 'util/arena_test.cc:leveldb::ArenaTest::Simple:name'],
      'leveldb::Arena::Allocate': ['util/arena_test.cc:leveldb::ArenaTest::Simple:receiver'],
      'leveldb::Ram::Ram': [],
    });
    await expectEdges(fx, 'code_callees', {
      'ArenaTest::Simple': ['util/arena.cc:leveldb::Arena::Allocate:receiver', 'util/arena.cc:leveldb::Arena::Arena:name'],
    });
  });
});
