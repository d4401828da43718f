/**
 * Python methods typed through a TypeVar (newcomer, issue 3: httpx's
 * `T = typing.TypeVar("T", bound="Client")` and `def __enter__(self: T) -> T`,
 * so `with httpx.Client() as client: client.get(…)` in
 * tests/client/test_client.py was unresolved while `async with` resolved).
 * `self: T` returned as `T` gives the receiver's class (a subclass's own
 * methods too), `cls: type[T]` alike; a function returning a bound TypeVar
 * with no receiver gives the bound. Decoy: Other.get.
 */
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const CLIENT = lines(
  'import typing', // 1
  '', // 2
  'T = typing.TypeVar("T", bound="Client")', // 3
  'U = typing.TypeVar("U", bound="AsyncClient")', // 4
  '', // 5
  'class Client:', // 6
  '    def __enter__(self: T) -> T:', // 7
  '        return self', // 8
  '    def __exit__(self, *args) -> None:', // 9
  '        pass', // 10
  '    def get(self, url):', // 11
  '        return url', // 12
  '    @classmethod', // 13
  '    def default(cls: type[T]) -> T:', // 14
  '        return cls()', // 15
  '', // 16
  'class Traced(Client):', // 17
  '    def trace(self):', // 18
  '        return 1', // 19
  '', // 20
  'class AsyncClient:', // 21
  '    async def __aenter__(self: U) -> U:', // 22
  '        return self', // 23
  '    async def get(self, url):', // 24
  '        return url', // 25
  '', // 26
  'class Other:', // 27
  '    def get(self, url):', // 28
  '        return url', // 29
  '    def trace(self):', // 30
  '        return 2', // 31
  '', // 32
  'def fresh() -> T:', // 33
  '    return Client()', // 34
);

const TESTS = lines(
  'import httpx', // 1
  'from httpx._client import Traced, fresh', // 2
  '', // 3
  'def test_get():', // 4
  '    with httpx.Client() as client:', // 5
  '        return client.get("http://example.org")', // 6
  '', // 7
  'async def test_async_get():', // 8
  '    async with httpx.AsyncClient() as client:', // 9
  '        return await client.get("http://example.org")', // 10
  '', // 11
  'def test_traced():', // 12
  '    with Traced() as t:', // 13
  '        return t.trace()', // 14
  '', // 15
  'def test_default():', // 16
  '    c = Traced.default()', // 17
  '    return c.trace()', // 18
  '', // 19
  'def test_fresh():', // 20
  '    return fresh().get("u")', // 21
);

describeGraph(
  'code graph: Python self annotated with a TypeVar',
  { 'httpx/__init__.py': lines('from ._client import AsyncClient, Client'), 'httpx/_client.py': CLIENT, 'tests/test_client.py': TESTS },
  'python-typevar-self',
  (fx) => {
    it('with C() as x binds x to C when __enter__ is (self: T) -> T, a subclass to itself', async () => {
      await expectEdges(fx, 'code_callers', {
        'Client.get': ['tests/test_client.py:test_fresh:receiver', 'tests/test_client.py:test_get:receiver'],
        'AsyncClient.get': ['tests/test_client.py:test_async_get:receiver'],
        'Traced.trace': ['tests/test_client.py:test_default:receiver', 'tests/test_client.py:test_traced:receiver'],
        'Other.get': [],
        'Other.trace': [],
      });
    });
  },
);
