/**
 * Python `with … as x` (newcomer 19 #5, requests' `with sessions.Session()
 * as session: return session.request(…)` in api.py): x holds what the
 * context manager's `__enter__` returns — the class itself when it returns
 * `self` (or declares `-> Self`) or when the class has no `__enter__` in the
 * repository, the declared type when it returns another (`-> Conn`). Decoys:
 * Pool.request (Pool's `__enter__` gives a Conn), Other.request.
 */
import { describeGraph, expectEdges } from './helpers';

const SESSIONS = [
  'class Session:', // 1
  '    def __enter__(self):', // 2
  '        return self', // 3
  '    def __exit__(self, *args):', // 4
  '        pass', // 5
  '    def request(self, method, url):', // 6
  '        return url', // 7
  '', // 8
  'class Conn:', // 9
  '    def request(self, method, url):', // 10
  '        return url', // 11
  '', // 12
  'class Pool:', // 13
  '    def __enter__(self) -> Conn:', // 14
  '        return Conn()', // 15
  '    def request(self, method, url):', // 16
  '        return url', // 17
  '', // 18
  'class Plain:', // 19
  '    def request(self, method, url):', // 20
  '        return url', // 21
  '', // 22
  'class Other:', // 23
  '    def request(self, method, url):', // 24
  '        return url', // 25
  '',
].join('\n');
const API = [
  'from . import sessions', // 1
  'from .sessions import Pool, Plain', // 2
  '', // 3
  'def request(method, url):', // 4
  '    with sessions.Session() as session:', // 5
  '        return session.request(method, url)', // 6
  '', // 7
  'def pooled(url):', // 8
  '    with Pool() as conn:', // 9
  '        return conn.request("GET", url)', // 10
  '', // 11
  'def plain(url):', // 12
  '    with Plain() as p:', // 13
  '        return p.request("GET", url)', // 14
  '',
].join('\n');

describeGraph('code graph: Python with … as targets', { 'pkg/__init__.py': '', 'pkg/sessions.py': SESSIONS, 'pkg/api.py': API }, 'python-with-targets', (fx) => {
  it('binds the target to what __enter__ returns: self, another declared type, or the class without one', async () => {
    await expectEdges(fx, 'code_callers', {
      'Session.request': ['pkg/api.py:request:receiver'],
      'Conn.request': ['pkg/api.py:pooled:receiver'],
      'Pool.request': [],
      'Plain.request': ['pkg/api.py:plain:receiver'],
      'Other.request': [],
    });
  });
});
