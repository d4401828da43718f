/**
 * C++ as leveldb writes it (newcomer issue 3): Clang thread-safety macros
 * after a declarator (`void Unlock() UNLOCK_FUNCTION() {…}`,
 * `Status Write() LOCKS_EXCLUDED(mu_);`, `int refs_ GUARDED_BY(mu_);`, also
 * on the next line, `const char* key LIFETIME_BOUND,` in a parameter list), which the grammar read as the function's name, so
 * `Mutex.Unlock` was indexed as `Mutex.UNLOCK_FUNCTION` and `mu_.Unlock()`
 * had no target (cppTrailingMacros.ts); and an `#if` group inside a
 * constructor's initializer list after a lone `:` (util/env_posix.cc
 * `Limiter`), which kept Limiter's body open to the file's end, so every
 * later class (`PosixEnv`) was nested in it and `env_->Schedule(…)` on an
 * `Env*` reached no override (cppSource.ts endsDeclaration). Kept as
 * written: a capitals name after an `if` condition or a keyword (`if (n < 0)
 * LOG_ERROR(…);`, `return MAKE_STATUS(n);`) stays a call. An inline
 * destructor (`~MutexLock() { … }`) is a method of its class.
 */
import * as assert from 'node:assert/strict';
import { callers, defsIn, describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'port/mutex.h': [
    '#pragma once',
    '#define EXCLUSIVE_LOCK_FUNCTION(...)',
    '#define UNLOCK_FUNCTION(...)',
    '#define ASSERT_EXCLUSIVE_LOCK(...)',
    '#define GUARDED_BY(x)',
    '#define EXCLUSIVE_LOCKS_REQUIRED(...)',
    '#define LOCKS_EXCLUDED(...)',
    '#define WARN_UNUSED_RESULT',
    'namespace port {',
    'class Mutex {',
    ' public:',
    '  void Lock() EXCLUSIVE_LOCK_FUNCTION() {}',
    '  void Unlock() UNLOCK_FUNCTION() {}',
    '  void AssertHeld() ASSERT_EXCLUSIVE_LOCK() {}',
    '};',
    '}  // namespace port',
    '',
    'class MutexLock {',
    ' public:',
    '  explicit MutexLock(port::Mutex* mu) EXCLUSIVE_LOCK_FUNCTION(mu) : mu_(mu) { this->mu_->Lock(); }',
    '  ~MutexLock() UNLOCK_FUNCTION() { this->mu_->Unlock(); }',
    '',
    ' private:',
    '  port::Mutex* const mu_;',
    '};',
  ].join('\n'),
  'env.h': [
    '#pragma once',
    'class Env {',
    ' public:',
    '  virtual ~Env() = default;',
    '  virtual void Schedule(void (*f)(void*), void* arg) = 0;',
    '};',
  ].join('\n'),
  'env_posix.cc': [
    '#include <queue>',
    '#include "env.h"',
    '#include "port/mutex.h"',
    '',
    'class Limiter {',
    ' public:',
    '  Limiter(int max_acquires)',
    '      :',
    '#if !defined(NDEBUG)',
    '        max_acquires_(max_acquires),',
    '#endif  // !defined(NDEBUG)',
    '        acquires_allowed_(max_acquires) {',
    '  }',
    '',
    '  bool Acquire() { return acquires_allowed_ > 0; }',
    '',
    ' private:',
    '#if !defined(NDEBUG)',
    '  const int max_acquires_;',
    '#endif',
    '  int acquires_allowed_;',
    '};',
    '',
    'class PosixEnv : public Env {',
    ' public:',
    '  void Schedule(void (*f)(void*), void* arg) override;',
    '',
    ' private:',
    '  port::Mutex mu_;',
    '  bool started_ GUARDED_BY(mu_);',
    '  std::queue<int> queue_',
    '      GUARDED_BY(mu_);',
    '};',
    '',
    'void PosixEnv::Schedule(void (*f)(void*), void* arg) {',
    '  mu_.Lock();',
    '  started_ = true;',
    '  mu_.Unlock();',
    '}',
  ].join('\n'),
  'db/db_impl.h': [
    '#pragma once',
    '#include "../env.h"',
    '#include "../port/mutex.h"',
    '#define LIFETIME_BOUND',
    'class MemTable {',
    ' public:',
    '  void Ref() { ++refs_; }',
    '',
    ' private:',
    '  int refs_ = 0;',
    '};',
    '',
    'class DBImpl {',
    ' public:',
    '  int Write(int n) LOCKS_EXCLUDED(mutex_);',
    '',
    ' private:',
    '  void MaybeScheduleCompaction()',
    '      EXCLUSIVE_LOCKS_REQUIRED(mutex_);',
    '  int Size() const WARN_UNUSED_RESULT;',
    '  int Put(const char* key LIFETIME_BOUND, int n) { return n; }',
    '  Env* const env_;',
    '  port::Mutex mutex_;',
    '  int pending_ GUARDED_BY(mutex_);',
    '  MemTable* imm_ GUARDED_BY(mutex_);',
    '};',
  ].join('\n'),
  'db/db_impl.cc': [
    '#include "db_impl.h"',
    '// Functions named in capitals, as macros are: a call after a condition or a keyword stays a call.',
    'void LOG_ERROR(const char* msg) {}',
    'int MAKE_STATUS(int n) { return n; }',
    '',
    'int DBImpl::Write(int n) {',
    '  MutexLock l(&mutex_);',
    '  mutex_.Unlock();',
    '  if (n < 0) LOG_ERROR("negative");',
    '  mutex_.Lock();',
    '  MaybeScheduleCompaction();',
    '  Put("k", n);',
    '  return MAKE_STATUS(n);',
    '}',
    '',
    'void DBImpl::MaybeScheduleCompaction() {',
    '  mutex_.AssertHeld();',
    '  imm_->Ref();',
    '  env_->Schedule(nullptr, this);',
    '}',
    '',
    'int DBImpl::Size() const { return pending_; }',
  ].join('\n'),
};

describeGraph('code graph: C++ thread-safety macros after declarators, #if inside an initializer list', FILES, 'cpp-lock-annotations', (fx) => {
  it('methods keep their own names past a macro after the parameter list; no definition is named by a macro', () => {
    const mutex = defsIn(fx, 'port/mutex.h').filter((d) => !d.startsWith('macro'));
    for (const def of ['method Mutex.Lock 12', 'method Mutex.Unlock 13', 'method Mutex.AssertHeld 14', 'method MutexLock.MutexLock 20', 'method MutexLock.~MutexLock 21']) {
      assert.ok(mutex.includes(def), `${def} in ${mutex.join(', ')}`);
    }
    const db = defsIn(fx, 'db/db_impl.cc');
    for (const def of ['method DBImpl.Write 6', 'method DBImpl.MaybeScheduleCompaction 16', 'method DBImpl.Size 22']) assert.ok(db.includes(def), `${def} in ${db.join(', ')}`);
    const all = ['port/mutex.h', 'db/db_impl.h', 'env_posix.cc'].flatMap((p) => defsIn(fx, p)).filter((d) => !d.startsWith('macro'));
    assert.deepEqual(all.filter((d) => /[A-Z]_[A-Z]/.test(d)), []);
  });

  it('a class after one whose initializer list holds an #if group stands at namespace level', () => {
    const defs = defsIn(fx, 'env_posix.cc');
    assert.ok(defs.includes('class Limiter 5') && defs.includes('method Limiter.Acquire 15'), defs.join(', '));
    assert.ok(defs.includes('class PosixEnv 24'), defs.join(', '));
    assert.deepEqual(defs.filter((d) => d.includes('Limiter.') && !d.includes('Limiter.Limiter') && !d.includes('Limiter.Acquire')), []);
  });

  it('calls reach the annotated methods, an override through the base pointer, and macros after a condition or a keyword', async () => {
    await expectEdges(fx, 'code_callers', {
      'Mutex::Unlock': ['db/db_impl.cc:DBImpl::Write:receiver', 'env_posix.cc:PosixEnv::Schedule:receiver', 'port/mutex.h:MutexLock::~MutexLock:receiver'],
      'Mutex::Lock': ['db/db_impl.cc:DBImpl::Write:receiver', 'env_posix.cc:PosixEnv::Schedule:receiver', 'port/mutex.h:MutexLock::MutexLock:receiver'],
      'Mutex::AssertHeld': ['db/db_impl.cc:DBImpl::MaybeScheduleCompaction:receiver'],
      'DBImpl::MaybeScheduleCompaction': ['db/db_impl.cc:DBImpl::Write:same-file'],
      'DBImpl::Put': ['db/db_impl.cc:DBImpl::Write:receiver'],
      'LOG_ERROR': ['db/db_impl.cc:DBImpl::Write:same-file'],
      'MAKE_STATUS': ['db/db_impl.cc:DBImpl::Write:same-file'],
      // Through a member declared `MemTable* imm_ GUARDED_BY(mutex_);`.
      'MemTable::Ref': ['db/db_impl.cc:DBImpl::MaybeScheduleCompaction:receiver'],
    });
    assert.deepEqual(await callers(fx, 'PosixEnv::Schedule'), ['db/db_impl.cc:DBImpl::MaybeScheduleCompaction:base']);
  });
});
