/**
 * pytest fixtures asking for fixtures (itsdangerous's test_serializer.py:
 * `def serializer(self, serializer_factory): return serializer_factory()`,
 * with `serializer_factory` returning `partial(Serializer, …)` and
 * test_timed.py's `class TestTimedSerializer(TestSerializer)` overriding
 * `serializer_factory` with `partial(TimedSerializer, …)`): a fixture
 * returning its parameter gives what that fixture gives, through chains; one
 * returning a call of a factory fixture gives the class the factory's
 * `partial(C, …)` builds; a test class inherits its bases' fixtures, and an
 * override in the test's class decides what an inherited fixture builds
 * (pytest resolves a test's whole fixture closure from the test's place).
 * A test calling a factory fixture itself (`f = factory(…)`) holds what it
 * builds. Decoys: a same-named `stamp` on an unrelated class; a factory whose
 * `partial` first argument is no class name (`request.param`).
 */
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'class Base:', // 1
  '    def dumps(self, v):', // 2
  '        return v', // 3
  '', // 4
  'class Timed(Base):', // 5
  '    def stamp(self):', // 6
  '        return 1', // 7
  '', // 8
  'class Clock:', // 9
  '    def stamp(self):', // 10
  '        return 2', // 11
  '',
].join('\n');

const CHAIN = [
  'from functools import partial', // 1
  'import pytest', // 2
  'from lib import Base', // 3
  '', // 4
  '@pytest.fixture', // 5
  'def top():', // 6
  '    return Base()', // 7
  '', // 8
  '@pytest.fixture', // 9
  'def chained(top):', // 10
  '    return top', // 11
  '', // 12
  '@pytest.fixture', // 13
  'def twice(chained):', // 14
  '    return chained', // 15
  '', // 16
  'def test_chained(chained, twice):', // 17
  '    chained.dumps(1)', // 18
  '    twice.dumps(2)', // 19
  '', // 20
  'class TestBase:', // 21
  '    @pytest.fixture', // 22
  '    def factory(self):', // 23
  '        return partial(Base, key="k")', // 24
  '', // 25
  '    @pytest.fixture', // 26
  '    def made(self, factory):', // 27
  '        return factory()', // 28
  '', // 29
  '    def test_made(self, made):', // 30
  '        made.dumps(3)', // 31
  '',
].join('\n');

const SUB = [
  'from functools import partial', // 1
  'import pytest', // 2
  'from lib import Timed', // 3
  'from tests.test_chain import TestBase', // 4
  '', // 5
  'class TestTimed(TestBase):', // 6
  '    @pytest.fixture', // 7
  '    def factory(self):', // 8
  '        return partial(Timed, key="t")', // 9
  '', // 10
  '    def test_stamp(self, made):', // 11
  '        made.stamp()', // 12
  '', // 13
  '    def test_direct(self, factory):', // 14
  '        f = factory(key="x")', // 15
  '        f.stamp()', // 16
  '', // 17
  'class TestParam:', // 18
  '    @pytest.fixture(params=(1, 2))', // 19
  '    def factory(self, request):', // 20
  '        return partial(request.param, key="p")', // 21
  '', // 22
  '    @pytest.fixture', // 23
  '    def made(self, factory):', // 24
  '        return factory()', // 25
  '', // 26
  '    def test_param(self, made):', // 27
  '        made.stamp()', // 28
  '',
].join('\n');

describeGraph(
  'code graph: pytest fixtures asking for fixtures (chains, factories, inherited class fixtures)',
  { 'lib.py': LIB, 'tests/__init__.py': '', 'tests/test_chain.py': CHAIN, 'tests/test_sub.py': SUB },
  'python-fixture-chains',
  (fx) => {
    it('types a fixture returning its parameter, or a call of a factory fixture, through the test class and its bases', async () => {
      await expectEdges(fx, 'code_callers', {
        'Base.dumps': ['tests/test_chain.py:TestBase.test_made:receiver', 'tests/test_chain.py:test_chained:receiver'],
        // The subclass's own `factory` decides what the inherited `made` builds.
        'Timed.stamp': ['tests/test_sub.py:TestTimed.test_direct:receiver', 'tests/test_sub.py:TestTimed.test_stamp:receiver'],
        'Clock.stamp': [],
      });
    });
  },
);
