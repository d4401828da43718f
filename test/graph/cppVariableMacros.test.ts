/**
 * Attribute-like macros before a variable's declaration, as Abseil writes
 * them (`ABSL_CONST_INIT static absl::Mutex mu(absl::kConstInit);`,
 * `ABSL_ATTRIBUTE_UNUSED static int n = 0;`): the grammar, knowing no
 * macros, read `ABSL_CONST_INIT static Env* env;` as an error, so calls
 * through the variable had no type. cppSource.ts readableCpp blanks such
 * macros as it does those before a function, and the variable's type
 * carries its calls as without the macro. Kept as written: a macro naming
 * a type (`LARGE_INTEGER size;`, one word after it). `class LEVELDB_EXPORT
 * Env`, `[[nodiscard]]` on a class or a function read as before.
 */
import * as assert from 'node:assert/strict';
import { assertIndexed, defsIn, describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'base/attributes.h': ['#pragma once', '#define ABSL_CONST_INIT', '#define ABSL_ATTRIBUTE_UNUSED', '#define LEVELDB_EXPORT', '#define LARGE_INTEGER long long', ''].join('\n'),
  'base/mutex.h': [
    '#pragma once',
    '#include "base/attributes.h"',
    'namespace base {',
    'class LEVELDB_EXPORT Mutex {',
    ' public:',
    '  constexpr explicit Mutex(int k) : k_(k) {}',
    '  void Lock() {}',
    '  int k_;',
    '};',
    'class Env {',
    ' public:',
    '  void Start() {}',
    '};',
    'class [[nodiscard]] Status {',
    ' public:',
    '  bool ok() const { return true; }',
    '};',
    '}  // namespace base',
    '',
  ].join('\n'),
  'app/main.cc': [
    '#include "base/mutex.h"',
    'namespace app {',
    'ABSL_CONST_INIT static base::Mutex global_mu(1);',
    'ABSL_CONST_INIT base::Mutex other_mu{2};',
    'ABSL_CONST_INIT static base::Env* env_ptr = nullptr;',
    'ABSL_ATTRIBUTE_UNUSED static int helper_count = 0;',
    '[[nodiscard]] base::Status MakeStatus() { return base::Status(); }',
    'ABSL_ATTRIBUTE_UNUSED static int Unused() { return helper_count; }',
    '',
    'void UseAll() {',
    '  LARGE_INTEGER size;',
    '  global_mu.Lock();',
    '  other_mu.Lock();',
    '  env_ptr->Start();',
    '  base::Status s = MakeStatus();',
    '  s.ok();',
    '  Unused();',
    '}',
    '}  // namespace app',
    '',
  ].join('\n'),
};

describeGraph('C++ attribute macros before a variable (Abseil ABSL_CONST_INIT)', FILES, 'cpp-variable-macros', (fx) => {
  it('reads every file whole and keeps the definitions after the macros', () => {
    assertIndexed(fx, { cpp: 3 });
    assert.deepEqual(defsIn(fx, 'app/main.cc'), ['function MakeStatus 7', 'function Unused 8', 'function UseAll 10']);
  });

  it('resolves calls through the variables to their types\' methods', async () => {
    await expectEdges(fx, 'code_callees', {
      UseAll: [
        'app/main.cc:app::MakeStatus:same-file',
        'app/main.cc:app::Unused:same-file',
        'base/mutex.h:base::Env::Start:receiver',
        'base/mutex.h:base::Mutex::Lock:receiver',
        'base/mutex.h:base::Status::ok:receiver',
      ],
    });
  });
});
