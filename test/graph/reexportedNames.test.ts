/**
 * Names asked for through a package that re-exports them (newcomer 19 #7):
 * requests' `callers requests.get` / `symbol requests.request` printed "No
 * matches" though `src/requests/__init__.py` says `from .api import get,
 * request`; they answer for api.py's definitions, the first line naming the
 * re-exporting file. Go's method expression `(*Context).JSON` is the method
 * Context.JSON. Decoys: a `get` of another module (`other.py`) that the
 * package does not re-export, and a package not re-exporting `helper`.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'src/requests/__init__.py': 'from .api import get, request\nfrom .sessions import Session\n',
  'src/requests/api.py': 'from . import sessions\n\ndef request(method, url):\n    return sessions.Session().request(method, url)\n\ndef get(url):\n    return request("get", url)\n\ndef helper():\n    return 1\n',
  'src/requests/sessions.py': 'class Session:\n    def request(self, method, url):\n        return url\n',
  'src/other.py': 'def get(url):\n    return url\n',
  'app.py': 'import requests\n\ndef main():\n    return requests.get("x")\n',
  'go.mod': 'module example.com/gin\n\ngo 1.21\n',
  'context.go': 'package gin\n\ntype Context struct{}\n\nfunc (c *Context) JSON(code int) {}\n\nfunc (c *Context) Abort(code int) { c.JSON(code) }\n',
};

describeGraph('code graph: names asked for through a re-exporting package', FILES, 'reexported-names', (fx) => {
  it('requests.get and requests.request answer for api.py definitions, saying __init__.py re-exports them', async () => {
    const r = await fx.call('code_callers', { symbol: 'requests.get' });
    assert.ok(!r.isError, r.text);
    assert.match(r.text, /^requests\.get is not defined under that name; answering for get, which src\/requests\/__init__\.py exports as requests\.get\n/);
    assert.match(r.text, /app\.py:3 {2}function main/);
    assert.equal(r.structured?.answeredFor, 'requests.get is not defined under that name; answering for get, which src/requests/__init__.py exports as requests.get');
    const s = await fx.names('code_symbol', { name: 'requests.request' });
    assert.deepEqual(s, ['src/requests/api.py:request']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'requests.Session' }), ['src/requests/sessions.py:Session']);
  });

  it('a name the package does not re-export stays a miss', async () => {
    const r = await fx.call('code_symbol', { name: 'requests.helper' });
    assert.match(r.text, /No matches/);
  });

  it('Go (*Context).JSON and (Context).JSON are Context.JSON', async () => {
    for (const symbol of ['(*Context).JSON', '(Context).JSON']) {
      const r = await fx.call('code_callers', { symbol });
      assert.ok(!r.isError, r.text);
      assert.match(r.text, /^callers of method Context\.JSON \(context\.go:5\):\ncontext\.go:7 {2}method Context\.Abort/);
    }
  });
});
