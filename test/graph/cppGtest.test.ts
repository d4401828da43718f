/**
 * GoogleTest tests are named by their suite and name (langCpp gtestName;
 * newcomer 12: every `TEST_F(A, B)` was a `function TEST_F`): `TEST_F(DBTest,
 * Empty)` is `DBTest.Empty`, and since a fixture test's body is a member of a
 * subclass of the fixture, a bare `dbfull()` there is the fixture's member,
 * whose result types the next call (leveldb's `dbfull()->TEST_CompactMemTable()`).
 */
import * as assert from 'node:assert/strict';
import { callees, callers, describeGraph } from './helpers';

const FILES = {
  'db/db.h': ['namespace db {', 'class DBImpl {', ' public:', '  void CompactMemTable();', '};', '}  // namespace db', ''].join('\n'),
  'db/db.cc': ['#include "db.h"', 'namespace db {', 'void DBImpl::CompactMemTable() {}', '}  // namespace db', ''].join('\n'),
  'db/db_test.cc': [
    '#include "db.h"', // 1
    'namespace db {', // 2
    'class DBTest : public testing::Test {', // 3
    ' public:', // 4
    '  DBImpl* dbfull() { return impl_; }', // 5
    '  DBImpl* impl_;', // 6
    '};', // 7
    'int Helper() { return 1; }', // 8
    'TEST_F(DBTest, Compact) {', // 9
    '  dbfull()->CompactMemTable();', // 10
    '}', // 11
    'TEST(Plain, UsesHelper) {', // 12
    '  ASSERT_EQ(1, Helper());', // 13
    '}', // 14
    'TEST(Plain, Helper) {', // 15
    '  ASSERT_EQ(1, Helper());', // 16
    '}', // 17
    '}  // namespace db', // 18
    '',
  ].join('\n'),
};

describeGraph('code graph: GoogleTest tests are named by suite and name', FILES, 'graph-cpp-gtest', (fx) => {
  it('TEST_F(DBTest, Compact) is DBTest::Compact and calls the fixture member and what it returns', async () => {
    assert.deepEqual(await fx.names('code_symbol', { name: 'DBTest::Compact' }), ['db/db_test.cc:db::DBTest::Compact']);
    // A test (kind test: the runner runs it), shown with its macro.
    assert.match((await fx.call('code_symbol', { name: 'DBTest::Compact', kind: 'test' })).text, /^db\/db_test\.cc:9 {2}test db::DBTest::Compact {2}TEST_F\(DBTest, Compact\)$/m);
    assert.deepEqual((await callers(fx, 'DBImpl::CompactMemTable')).map((e) => e.replace(/:[a-z-]+$/, '')), ['db/db_test.cc:db::DBTest::Compact']);
    assert.ok((await callees(fx, 'DBTest::Compact')).some((e) => e.startsWith('db/db_test.cc:db::DBTest::dbfull:')));
  });

  it('TEST(Plain, UsesHelper) is Plain::UsesHelper, and no definition is named TEST or TEST_F', async () => {
    assert.deepEqual((await callers(fx, 'Helper')).map((e) => e.replace(/:[a-z-]+$/, '')), ['db/db_test.cc:db::Plain::Helper', 'db/db_test.cc:db::Plain::UsesHelper']);
    const r = await fx.call('code_symbol', { name: 'TEST_F' });
    assert.ok(!(r.structured?.items as unknown[] | undefined)?.length, r.text);
    const text = (await fx.call('code_callers', { symbol: 'Helper' })).text;
    assert.match(text, /Plain::UsesHelper {2}TEST\(Plain, UsesHelper\)/);
  });

  it('a test named like a function is no candidate for its callers or impact, only for its callees', async () => {
    // leveldb `callers Mask` offered `TEST(CRC, Mask)` as the definition to ask for instead: nothing calls a test.
    for (const tool of ['code_callers', 'code_impact']) {
      const r = await fx.call(tool, { symbol: 'Helper' });
      assert.doesNotMatch(r.text, /chosen over|Ambiguous/, r.text);
      assert.match(r.text.split('\n')[0], /function db::Helper \(db\/db_test\.cc:8\)/);
    }
    const c = await fx.call('code_callees', { symbol: 'Helper' });
    assert.match(c.text.split('\n')[0], /chosen over the test db::Plain::Helper/);
    // Pinned by path, the test itself answers.
    const pinned = await fx.call('code_callers', { symbol: 'Helper', path: 'db/db_test.cc:15' });
    assert.match(pinned.text, /Plain::Helper/);
  });
});
