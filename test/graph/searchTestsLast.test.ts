/**
 * search_code puts test code after the code under test (newcomer5: on
 * vuejs/core `createApp` listed a test package's const and two spec-file
 * helpers above runtime-core's definition): hits in test files or
 * test-support packages (rank.ts isTestPath) score less, and are still listed.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, indexedGraph } from './helpers';
import { isTestPath } from '../../server/src/core/graph/rank';

const MAIN = [
  '/**',
  ' * Creates an application instance with a root component, its props, the plugins',
  ' * installed on it and the context shared by every component mounted under it.',
  ' */',
  'export function createApp(rootComponent: Record<string, unknown>, rootProps: Record<string, unknown> | null = null, options: { strict: boolean } = { strict: false }) {',
  '  return { rootComponent, rootProps, options };',
  '}',
  '',
].join('\n');

describe('code graph: search_code lists test code last', function () {
  this.timeout(60000);
  const fx = indexedGraph(
    {
      'packages/core/src/app.ts': MAIN,
      'packages/core/__tests__/app.spec.ts': 'const createApp = (p: any) => p;\nexport function run() { return createApp(1); }\n',
      'packages/runtime-test/src/index.ts': 'export const createApp = (x: any) => x;\n',
    },
    'search-tests-last',
  );

  it('the definition outside tests comes first; the test hits follow', async () => {
    const r = await fx.call('search_code', { query: 'createApp' });
    assert.ok(!r.isError, r.text);
    const paths = ((r.structured?.items ?? []) as { path: string; name: string }[]).filter((i) => i.name === 'createApp').map((i) => i.path);
    assert.equal(paths[0], 'packages/core/src/app.ts');
    assert.deepEqual(paths.slice(1).sort(), ['packages/core/__tests__/app.spec.ts', 'packages/runtime-test/src/index.ts']);
  });

  it('test-support folders count as test code, ordinary names with "test" in them do not', () => {
    for (const p of ['packages/runtime-test/src/index.ts', 'lib/test-utils/mount.ts', 'pkg/testing/fake.go', 'a/testdata/x.go', 'src/__tests__/a.ts', 'okhttp/src/jvmTest/kotlin/okhttp3/AutobahnTester.kt', 'lib/src/commonTest/kotlin/A.kt', 'app/src/androidUnitTest/java/B.java', 'core/src/testFixtures/java/F.java']) assert.ok(isTestPath(p), p);
    for (const p of ['src/latest/a.ts', 'src/contest.ts', 'src/attestation/sign.ts', 'src/testRunner.ts', 'okhttp/src/jvmMain/kotlin/Latest.kt', 'src/contest/a.kt']) assert.ok(!isTestPath(p), p);
  });

  it('knows SwiftPM, .NET, JUnit, XCTest, PHPUnit, RSpec and Dart test layouts (newcomer 35 #9)', () => {
    for (const p of ['Tests/SessionTests.swift', 'Tests/AlamofireTests/Helpers.swift', 'test/Polly.Core.Tests/Retry/X.cs', 'src/Foo.UnitTests/A.cs', 'lib/GsonTest.java', 'src/RetryTests.cs', 'src/ClientTest.php', 'moshi/MoshiSpec.kt', 'spec/lib/foo_spec.rb', 'lib/bar_test.rb', 'pkg/x_test.dart']) assert.ok(isTestPath(p), p);
    for (const p of ['Source/Core/Session.swift', 'src/Polly.Core/Retry/RetryHelper.cs', 'src/main/java/Latest.java', 'src/Attestation.cs', 'src/Contest.swift', 'Source/Features/Tests.swift', 'lib/contest.rb']) assert.ok(!isTestPath(p), p);
  });

  it('a class named …Spec is a test in Kotlin, Scala, Groovy and Swift, never javapoet’s MethodSpec.java, nor in src/main (newcomer 42 #2)', () => {
    for (const p of ['core/FooSpec.kt', 'src/test/scala/ParserSpec.scala', 'lib/ClientSpec.groovy', 'Specs/NetworkSpec.swift']) assert.ok(isTestPath(p), p);
    for (const p of ['src/main/java/com/squareup/javapoet/MethodSpec.java', 'lib/TypeSpec.java', 'src/main/kotlin/com/x/ApiSpec.kt', 'src/main/java/com/x/ContractTest.java', 'src/Models/OpenApiSpec.cs']) assert.ok(!isTestPath(p), p);
  });
});

describe('code graph: search_code counts a test one word fewer (newcomer 26 #8)', function () {
  this.timeout(60000);
  const spec = [
    "describe('hydration mismatch', () => {",
    "  it('hydration mismatch on text', () => {});",
    "  it('hydration mismatch on class', () => {});",
    '});',
    '',
  ].join('\n');
  const fx = indexedGraph(
    {
      'packages/runtime-core/src/hydration.ts': '/** Whether a prop differs between the server render and the client. */\nexport function propHasMismatch(el: object, key: string): boolean {\n  return !!el && !!key;\n}\n',
      'packages/runtime-core/__tests__/hydration.spec.ts': spec,
    },
    'search-tests-one-word-fewer',
  );

  it('a source definition holding one of two words comes before test titles holding both', async () => {
    const r = await fx.call('search_code', { query: 'hydration mismatch' });
    const items = (r.structured?.items ?? []) as { path: string; name: string }[];
    assert.equal(items[0]?.name, 'propHasMismatch', r.text);
    assert.ok(items.slice(1).some((i) => i.path.endsWith('hydration.spec.ts')), r.text);
  });
});

describe('code graph: callers (and callees, same order) list code outside tests first', function () {
  this.timeout(60000);
  const fx = indexedGraph(
    {
      'packages/reactivity/src/ref.ts': 'export function ref(v: number) { return { value: v }; }\nexport function toRef(v: number) { return ref(v); }\n',
      // Paths that sort before the source callers: tests used to come first (newcomer 6 #7).
      'packages/__tests__/a.spec.ts': "import { ref } from '../reactivity/src/ref';\nexport function t1() { return ref(1); }\nexport function t2() { return ref(2); }\n",
      'packages/a-test/src/helpers.ts': "import { ref } from '../../reactivity/src/ref';\nexport function helper() { return ref(3); }\n",
      'packages/runtime-core/src/useModel.ts': "import { ref } from '../../reactivity/src/ref';\nexport function useModel() { return ref(4); }\n",
    },
    'callers-tests-last',
  );

  it('source callers, then test callers, each in path order', async () => {
    const r = await fx.call('code_callers', { symbol: 'ref', path: 'packages/reactivity/src/ref.ts' });
    assert.ok(!r.isError, r.text);
    const order = ((r.structured?.items ?? []) as { path: string; name: string }[]).map((i) => `${i.path}:${i.name}`);
    assert.deepEqual(order, [
      'packages/reactivity/src/ref.ts:toRef',
      'packages/runtime-core/src/useModel.ts:useModel',
      'packages/__tests__/a.spec.ts:t1',
      'packages/__tests__/a.spec.ts:t2',
      'packages/a-test/src/helpers.ts:helper',
    ]);
    // The text answer keeps the same order (one line per item, path:line first).
    const lines = r.text.split('\n').filter((l) => /^\S+:\d+/.test(l));
    assert.match(lines[0], /^packages\/reactivity\/src\/ref\.ts:2/);
    assert.match(lines[lines.length - 1], /^packages\/a-test\/src\/helpers\.ts:2/);
  });
});

describeGraph(
  'code graph: search_code weighs a container\'s name below a definition\'s own (newcomer 14b #8)',
  {
    'lib/mock.rb': ['class Cookie', '  attr_reader :name, :value, :path, :domain', 'end', ''].join('\n'),
    'lib/request.rb': ['class Request', '  def cookies', '    {}', '  end', '', '  def params', '    {}', '  end', 'end', ''].join('\n'),
  },
  'search-container-weight',
  (fx) => {
    it('a method named cookies comes before the members of a class named Cookie', async () => {
      const r = await fx.call('search_code', { query: 'cookie', limit: 10 });
      const names = (r.structured!.items as { name: string }[]).map((i) => i.name);
      assert.ok(names.indexOf('Request#cookies') >= 0 && names.indexOf('Request#cookies') < names.indexOf('Cookie#name'), names.join(', '));
    });
  },
);
