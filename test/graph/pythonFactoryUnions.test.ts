/**
 * Python receivers of two shapes (issue 3):
 * - a pytest factory fixture called directly as a receiver,
 *   `def test_x(make_client): make_client("a").get("/")`, the fixture
 *   returning a class (`return Client`), `partial(Client, …)`, or a function
 *   defined in its body that builds one (`def _make(base): return
 *   Client(base)` then `return _make`; the pytest docs' "factories as
 *   fixtures"): the call on what calling the fixture's value builds.
 *   Decoys: a nested factory building two different classes, a plain
 *   function (no fixture decorator) of the parameter's name, and a fixture
 *   returning an instance (`return Client()`), whose call gives no Client.
 * - a union of two classes as an annotation (`x: A | B`, `Union[A, B]`,
 *   `Optional[Union[A, B]]`, `y: A | B | None = pick()`): `x.run()` is a caller
 *   of both `A.run` and `B.run`, as a TypeScript union's call is. Decoy: a
 *   union holding a member that names no class (`A | list[B]`) binds nothing.
 */
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'class Client:', // 1
  '    def get(self, url):', // 2
  '        return url', // 3
  '', // 4
  'class Other:', // 5
  '    def get(self, url):', // 6
  '        return url', // 7
  '', // 8
  'class A:', // 9
  '    def run(self):', // 10
  '        return 1', // 11
  '', // 12
  'class B:', // 13
  '    def run(self):', // 14
  '        return 2', // 15
  '', // 16
  'class C:', // 17
  '    def run(self):', // 18
  '        return 3', // 19
  '',
].join('\n');

const CONFTEST = [
  'import pytest', // 1
  'from functools import partial', // 2
  'from lib import Client, Other', // 3
  '', // 4
  '@pytest.fixture', // 5
  'def make_class():', // 6
  '    return Client', // 7
  '', // 8
  '@pytest.fixture', // 9
  'def make_partial():', // 10
  '    return partial(Client, base="x")', // 11
  '', // 12
  '@pytest.fixture', // 13
  'def make_nested(tmp_path):', // 14
  '    def _make(base):', // 15
  '        return Client(base)', // 16
  '    yield _make', // 17
  '', // 18
  '@pytest.fixture', // 19
  'def make_annotated():', // 20
  '    def _make(base) -> Client:', // 21
  '        return build(base)', // 22
  '    return _make', // 23
  '', // 24
  '@pytest.fixture', // 25
  'def make_mixed():', // 26
  '    def _make(flag):', // 27
  '        if flag:', // 28
  '            return Client()', // 29
  '        return Other()', // 30
  '    return _make', // 31
  '', // 32
  '@pytest.fixture', // 33
  'def client():', // 34
  '    return Client()', // 35
  '', // 36
  'def make_plain():', // 37
  '    return Client', // 38
  '',
].join('\n');

const TESTS = [
  'def test_class(make_class):', // 1
  '    make_class("a").get("/")', // 2
  '', // 3
  'def test_partial(make_partial):', // 4
  '    make_partial().get("/p")', // 5
  '', // 6
  'def test_nested(make_nested):', // 7
  '    make_nested("b").get("/n")', // 8
  '', // 9
  'def test_annotated(make_annotated):', // 10
  '    make_annotated("c").get("/c")', // 11
  '', // 12
  'def test_mixed(make_mixed):', // 13
  '    make_mixed(True).get("/m")', // 14
  '', // 15
  'def test_instance(client):', // 16
  '    client().get("/i")', // 17
  '', // 18
  'def test_plain(make_plain):', // 19
  '    make_plain().get("/x")', // 20
  '',
].join('\n');

const UNIONS = [
  'import typing', // 1
  'from typing import Optional, Union', // 2
  'from lib import A, B, C', // 3
  '', // 4
  'def bar(x: A | B):', // 5
  '    x.run()', // 6
  '', // 7
  'def typed(x: Union[A, B]):', // 8
  '    x.run()', // 9
  '', // 10
  'def nested(x: Optional[Union[A, B]] = None):', // 11
  '    x.run()', // 12
  '', // 13
  'def local():', // 14
  '    y: A | B | None = pick()', // 15
  '    y.run()', // 16
  '', // 17
  'def qualified(x: typing.Union[B, C]):', // 18
  '    x.run()', // 19
  '', // 20
  'def partly(x: A | list[C]):', // 21
  '    x.run()', // 22
  '',
].join('\n');

describeGraph(
  'code graph: Python factory fixtures called as receivers, unions of classes as receiver types',
  { 'lib.py': LIB, 'tests/conftest.py': CONFTEST, 'tests/test_make.py': TESTS, 'unions.py': UNIONS },
  'python-factory-unions',
  (fx) => {
    it('lists a test calling a method on what its factory fixture builds', async () => {
      await expectEdges(fx, 'code_callers', {
        'Client.get': [
          'tests/test_make.py:test_annotated:receiver',
          'tests/test_make.py:test_class:receiver',
          'tests/test_make.py:test_nested:receiver',
          'tests/test_make.py:test_partial:receiver',
        ],
        'Other.get': [],
      });
    });

    it('lists a call on a union-typed variable as a caller of each member class', async () => {
      await expectEdges(fx, 'code_callers', {
        'A.run': ['unions.py:bar:receiver', 'unions.py:local:receiver', 'unions.py:nested:receiver', 'unions.py:typed:receiver'],
        'B.run': ['unions.py:bar:receiver', 'unions.py:local:receiver', 'unions.py:nested:receiver', 'unions.py:qualified:receiver', 'unions.py:typed:receiver'],
        'C.run': ['unions.py:qualified:receiver'],
      });
    });
  },
);
