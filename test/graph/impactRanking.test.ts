/**
 * code_impact ranks each depth (newcomer issue 3 #3: on leveldb, 25 log_test
 * TEST_Fs came before DB::Open at depth 3): code outside test files first
 * (`*_test.cc` is a test file, rank.ts isTestPath), then path and line. A
 * deeper caller reached through a base method of the caller above it says so
 * (`calls DB.Write, which DBImpl.Write overrides`).
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'db/log_writer.h': lines('class Writer {', ' public:', '  void AddRecord(int x);', '};'),
  'db/log_writer.cc': lines('#include "db/log_writer.h"', 'void Writer::AddRecord(int x) {}'),
  'db/db.h': lines('class DB {', ' public:', '  virtual void Write(int x) = 0;', '};'),
  'db/db_impl.h': lines(
    '#include "db/db.h"',
    '#include "db/log_writer.h"',
    'class DBImpl : public DB {',
    ' public:',
    '  void Write(int x) override;',
    ' private:',
    '  Writer* log_;',
    '};',
  ),
  'db/db_impl.cc': lines('#include "db/db_impl.h"', 'void DBImpl::Write(int x) {', '  log_->AddRecord(x);', '}'),
  'db/put.cc': lines('#include "db/db.h"', 'void Put(DB* db) {', '  db->Write(1);', '}'),
  'db/version_set.h': lines(
    '#include "db/log_writer.h"',
    'class VersionSet {',
    ' public:',
    '  void LogAndApply();',
    ' private:',
    '  Writer* log_;',
    '};',
  ),
  'db/version_set.cc': lines(
    '#include "db/version_set.h"',
    'void VersionSet::LogAndApply() {',
    '  log_->AddRecord(2);',
    '}',
    'void Open(VersionSet* v) {',
    '  v->LogAndApply();',
    '}',
  ),
  'db/a_log_test.cc': lines(
    '#include "db/log_writer.h"',
    'class LogTest {',
    ' public:',
    '  void Write() { w_.AddRecord(3); }',
    ' private:',
    '  Writer w_;',
    '};',
    'void TestOne(LogTest* t) { t->Write(); }',
    'void TestTwo(LogTest* t) { t->Write(); }',
  ),
};

interface Item { name: string; path: string; depth: number; calls?: number[] }

describeGraph('code_impact ranks each depth', FILES, 'impact-ranking', (fx) => {
  it('code outside tests first, then as callers orders (same-file first), then path and line; a call through a base method says which caller overrides it', async () => {
    const r = await fx.call('code_impact', { symbol: 'Writer.AddRecord', depth: 2 });
    assert.ok(!r.isError, r.text);
    const items = r.structured!.items as Item[];
    assert.deepEqual(items.map((i) => `${i.depth} ${i.path}:${i.name}`), [
      '1 db/db_impl.cc:DBImpl::Write',
      '1 db/version_set.cc:VersionSet::LogAndApply',
      '1 db/a_log_test.cc:LogTest::Write',
      '2 db/version_set.cc:Open',
      '2 db/put.cc:Put',
      '2 db/a_log_test.cc:TestOne',
      '2 db/a_log_test.cc:TestTwo',
    ]);
    assert.match(r.text, /db\/put\.cc:2 {2}function Put .* \(calls DB::Write, which DBImpl::Write overrides, on line 3\)/);
    assert.match(r.text, /db\/version_set\.cc:5 {2}function Open .* \(calls VersionSet::LogAndApply on line 6\)/);
  });
});
