/**
 * pytest fixtures (click's `def test_nargs_star(runner): runner.invoke(…)`
 * with `@pytest.fixture def runner(request): return CliRunner()` in
 * tests/conftest.py): a test's or a fixture's plain parameter holds what the
 * fixture of its name gives — declared (`-> Session`), built (`return C()`,
 * `yield C()`) — found in the test's own module first, then in the
 * conftest.py of its folder, then of the folders above (pytest's order).
 * A fixture returning a variable it built (`app = Flask(…)`; `return app`)
 * or a call on another fixture (`return app.test_client()`) gives that.
 * Decoys: a same-named fixture in a sibling folder's conftest.py, a plain
 * function (no decorator) named like a parameter, a fixture yielding a
 * variable it did not construct, and a non-test function's parameter.
 * A test binding the parameter's name again (`lambda runner: …`, `for runner
 * in [a, b]`, a comprehension, `with … as runner`, `except … as runner`,
 * `runner = Other()`) holds the fixture only up to there (pythonLocals.ts).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges, type GraphFixture } from './helpers';

const LIB = [
  'class CliRunner:', // 1
  '    def invoke(self, cmd):', // 2
  '        return cmd', // 3
  '', // 4
  'class Session:', // 5
  '    def get(self, url):', // 6
  '        return url', // 7
  '', // 8
  'class Db:', // 9
  '    def query(self, q):', // 10
  '        return q', // 11
  '', // 12
  'class Other:', // 13
  '    def invoke(self, cmd):', // 14
  '        return cmd', // 15
  '    def get(self, url):', // 16
  '        return url', // 17
  '    def query(self, q):', // 18
  '        return q', // 19
  '', // 20
  'class Client:', // 21
  '    def fetch(self, url):', // 22
  '        return url', // 23
  '', // 24
  'class App:', // 25
  '    def test_client(self) -> "Client":', // 26
  '        return Client()', // 27
  '',
].join('\n');

const ROOT_CONFTEST = [
  'import pytest', // 1
  'from lib import App, CliRunner, Session', // 2
  '', // 3
  '@pytest.fixture(scope="function")', // 4
  'def runner(request):', // 5
  '    return CliRunner()', // 6
  '', // 7
  '@pytest.fixture', // 8
  'def session() -> Session:', // 9
  '    s = make()', // 10
  '    return s', // 11
  '', // 12
  '@pytest.fixture', // 13
  'def app():', // 14
  '    app = App("t")', // 15
  '    return app', // 16
  '', // 17
  '@pytest.fixture', // 18
  'def client(app):', // 19
  '    return app.test_client()', // 20
  '',
].join('\n');

const API_CONFTEST = [
  'import pytest', // 1
  'from lib import Db, Other', // 2
  '', // 3
  '@pytest.fixture', // 4
  'def db(session):', // 5
  '    session.get("/db")', // 6
  '    yield Db()', // 7
  '', // 8
  '@pytest.fixture', // 9
  'def runner():', // 10
  '    return Other()', // 11
  '',
].join('\n');

const API_TEST = [
  'import pytest', // 1
  '', // 2
  'def test_query(db, session):', // 3
  '    db.query("x")', // 4
  '    session.get("/")', // 5
  '', // 6
  'class TestApi:', // 7
  '    def test_run(self, runner):', // 8
  '        runner.invoke("api")', // 9
  '',
].join('\n');

const CLI_TEST = [
  'import pytest', // 1
  'from lib import Other', // 2
  '', // 3
  '@pytest.fixture', // 4
  'def env():', // 5
  '    value = make_other()', // 6
  '    yield value', // 7
  '', // 8
  'def test_invoke(runner, env):', // 9
  '    runner.invoke("cli")', // 10
  '    env.query("q")', // 11
  '', // 12
  'def test_session(session):', // 13
  '    session.get("/cli")', // 14
  '', // 15
  'def helper(runner):', // 16
  '    runner.invoke("helper")', // 17
  '', // 18
  'def test_fetch(client):', // 19
  '    client.fetch("/")', // 20
  '', // 21
  'def test_nested(runner):', // 22
  '    def inner(runner):', // 23
  '        runner.invoke("inner")', // 24
  '    return inner', // 25
  '',
].join('\n');

// One test and no pytest import (flask's test_regression.py): still a test to pytest, so its parameter is the fixture.
const LONE_TEST = ['def test_lone(runner):', '    runner.invoke("lone")', ''].join('\n');

// A class's own fixture serves the class's tests only (flask's test_user_error_handler.py): the module-level test keeps conftest's.
const CLASS_FIXTURE = [
  'import pytest', // 1
  'from lib import Other', // 2
  '', // 3
  'class TestOwn:', // 4
  '    @pytest.fixture', // 5
  '    def runner(self):', // 6
  '        return Other()', // 7
  '', // 8
  '    def test_own(self, runner):', // 9
  '        runner.invoke("own")', // 10
  '', // 11
  'def test_module(runner):', // 12
  '    runner.invoke("module")', // 13
  '', // 14
  'def test_other(runner):', // 15
  '    runner.invoke("other")', // 16
  '',
].join('\n');

// A name the test binds again to a value of no known type is that value from there on, not the fixture (newcomer 22: flask's `lambda app: …`).
const SHADOW_TEST = [
  'import pytest', // 1
  'from lib import Other', // 2
  '', // 3
  'def test_lambda(runner):', // 4
  '    make = lambda runner: runner.invoke("lambda")', // 5
  '    runner.invoke("fixture")', // 6
  '    return make', // 7
  '', // 8
  'def test_loop(runner):', // 9
  '    runner.invoke("before")', // 10
  '    for runner in [Other(), Other()]:', // 11
  '        runner.invoke("loop")', // 12
  '', // 13
  'def test_comprehension(runner):', // 14
  '    done = [runner.invoke("c") for runner in make_all()]', // 15
  '    runner.invoke("after")', // 16
  '', // 17
  'def test_with(runner, lock):', // 18
  '    runner.invoke("before")', // 19
  '    with lock as runner:', // 20
  '        runner.invoke("with")', // 21
  '    with open_runner() as runner:', // 22
  '        runner.invoke("with call")', // 23
  '', // 24
  'def test_except(runner):', // 25
  '    try:', // 26
  '        runner.invoke("try")', // 27
  '    except (KeyError, ValueError) as runner:', // 28
  '        runner.invoke("except")', // 29
  '', // 30
  'def test_rebound(runner):', // 31
  '    runner.invoke("first")', // 32
  '    runner = Other()', // 33
  '    runner.invoke("other")', // 34
  '', // 35
  'def test_tuple_loop(runner, pairs):', // 36
  '    for k, (runner, v) in pairs:', // 37
  '        runner.invoke(k)', // 38
  '', // 39
  'def test_after_loop(runner):', // 40
  '    for runner in make_all():', // 41
  '        pass', // 42
  '    runner.invoke("after")', // 43
  '',
].join('\n');

// `except AppError as e`: e holds an AppError (click's `except ClickException as e: e.show()`).
const ERRORS = [
  'class AppError(Exception):', // 1
  '    def show(self):', // 2
  '        return 1', // 3
  '', // 4
  'class Panel:', // 5
  '    def show(self):', // 6
  '        return 2', // 7
  '', // 8
  'def handle(run):', // 9
  '    try:', // 10
  '        run()', // 11
  '    except AppError as e:', // 12
  '        e.show()', // 13
  '',
].join('\n');

/** `path:name:lines` of the callers of `symbol`, each with the lines of its calls, sorted. */
async function callerLines(fx: GraphFixture, symbol: string): Promise<string[]> {
  const r = await fx.call('code_callers', { symbol, limit: 50 });
  assert.ok(!r.isError, r.text);
  return ((r.structured!.items ?? []) as { path: string; name: string; calls: number[] }[]).map((i) => `${i.path}:${i.name}:${i.calls.join(',')}`).sort();
}

describeGraph(
  'code graph: a test rebinding a fixture parameter\'s name (lambda, loop, comprehension, with, except)',
  { 'lib.py': LIB, 'errors.py': ERRORS, 'conftest.py': ROOT_CONFTEST, 'tests/shadow/test_shadow.py': SHADOW_TEST },
  'python-fixture-shadows',
  (fx) => {
    it('reads the fixture up to the rebinding and the local value inside the lambda, loop, comprehension, with and except', async () => {
      assert.deepEqual(await callerLines(fx, 'CliRunner.invoke'), [
        // After a loop the variable holds the fixture (no round ran) or an element, as after a typed loop (bindPlaces mayAlsoHold).
        'tests/shadow/test_shadow.py:test_after_loop:43',
        'tests/shadow/test_shadow.py:test_comprehension:16',
        'tests/shadow/test_shadow.py:test_except:27',
        'tests/shadow/test_shadow.py:test_lambda:6',
        'tests/shadow/test_shadow.py:test_loop:10',
        'tests/shadow/test_shadow.py:test_rebound:32',
        'tests/shadow/test_shadow.py:test_with:19',
      ]);
      // `for runner in [Other(), …]` names no type we read (a list's elements); `runner = Other()` does.
      assert.deepEqual(await callerLines(fx, 'Other.invoke'), ['tests/shadow/test_shadow.py:test_rebound:34']);
    });

    it('types an except clause\'s target by the class it catches', async () => {
      assert.deepEqual(await callerLines(fx, 'AppError.show'), ['errors.py:handle:13']);
    });
  },
);

describeGraph(
  'code graph: pytest fixtures',
  { 'lib.py': LIB, 'tests/lone/test_lone.py': LONE_TEST, 'tests/own/test_own.py': CLASS_FIXTURE, 'conftest.py': ROOT_CONFTEST, 'tests/api/conftest.py': API_CONFTEST, 'tests/api/test_api.py': API_TEST, 'tests/cli/test_cli.py': CLI_TEST },
  'python-fixtures',
  (fx) => {
    it("types a test's parameters by the nearest fixture of their name: its own module, then conftest.py upwards", async () => {
      await expectEdges(fx, 'code_callers', {
        'CliRunner.invoke': ['tests/cli/test_cli.py:test_invoke:receiver', 'tests/lone/test_lone.py:test_lone:receiver', 'tests/own/test_own.py:test_module:receiver', 'tests/own/test_own.py:test_other:receiver'],
        'Other.invoke': ['tests/api/test_api.py:TestApi.test_run:receiver', 'tests/own/test_own.py:TestOwn.test_own:receiver'],
        'Session.get': ['tests/api/conftest.py:db:receiver', 'tests/api/test_api.py:test_query:receiver', 'tests/cli/test_cli.py:test_session:receiver'],
        'Db.query': ['tests/api/test_api.py:test_query:receiver'],
        // `app = App(…)` then `return app`; `client(app)` returning `app.test_client()` (flask's conftest).
        'App.test_client': ['conftest.py:client:receiver'],
        'Client.fetch': ['tests/cli/test_cli.py:test_fetch:receiver'],
      });
    });

    it('leaves a fixture yielding a variable it did not construct and a plain function’s parameters untyped', async () => {
      await expectEdges(fx, 'code_callers', {
        'Other.query': [],
      });
      await expectEdges(fx, 'code_callees', {
        helper: [],
        // A nested function's own parameter hides the test's fixture of that name (newcomer 22 #4).
        'test_nested.inner': [],
      });
    });
  },
);

/**
 * A parameter `@pytest.mark.parametrize` names takes the listed values, not
 * a fixture of its name (newcomer 35 #11: click's parametrized tests labelled
 * their arguments "pytest fixture type").
 */
describeGraph(
  'code graph: pytest parametrize arguments are no fixtures',
  {
    'src/lib.py': 'class CliRunner:\n    def invoke(self, cmd):\n        return cmd\n',
    'tests/conftest.py': 'import pytest\nfrom src.lib import CliRunner\n\n@pytest.fixture\ndef runner():\n    return CliRunner()\n',
    'tests/test_cli.py': [
      'import pytest',
      '',
      '@pytest.mark.parametrize("runner, expect", [(1, 2)])',
      'def test_values(runner, expect):',
      '    runner.invoke("a")',
      '',
      '@pytest.mark.parametrize(("x", "y"), [(1, 2)])',
      'def test_fixture(runner, x, y):',
      '    runner.invoke("b")',
      '',
    ].join('\n'),
  },
  'python-parametrize',
  (fx) => {
    it('a parametrized `runner` is no fixture; the fixture `runner` beside parametrized x and y is', async () => {
      await expectEdges(fx, 'code_callers', { 'CliRunner.invoke': ['tests/test_cli.py:test_fixture:receiver'] });
    });
  },
);
