import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { why, setSymbolLocator } from '../../server/src/core/why';
import { installSymbolLocator, locateSymbol } from '../../server/src/core/graph/locator';

describe('code graph: ctx_why symbol locator', () => {
  after(() => setSymbolLocator(null));

  it('locates a symbol through the graph and answers with its file range', async () => {
    const repo = makeRepo('graph-why');
    repo.commit('Add the pricing helper\n\nWe round half up because invoices must match the ledger.', {
      'src/price.ts': 'export class Cart {\n  total() { return 1; }\n}\n/** Rounds a price. */\nexport function total(x: number) {\n  return Math.round(x);\n}\n',
    });
    const engine = await Repo.open(repo.root);
    // The free function is chosen over the method of the same name, and the method is named (as code_callers does).
    assert.deepEqual(await locateSymbol(engine, 'total'), [{ name: 'total', kind: 'function', path: 'src/price.ts', line: 5, endLine: 7, passedOver: ['Cart.total'], passedOverKinds: ['method'] }]);
    assert.deepEqual(await locateSymbol(engine, 'Cart.total'), [{ name: 'Cart.total', kind: 'method', path: 'src/price.ts', line: 2, endLine: 2 }]);
    installSymbolLocator();
    const text = await why(engine, 'total', { limit: 12 });
    assert.match(text, /## Code/);
    assert.match(text, /function total src\/price\.ts:5/);
    assert.match(text, /chosen over the method Cart\.total/);
    assert.match(text, /Add the pricing helper/);
  });

  it('answers an overload group as one symbol spanning its overloads, as the code tools do (newcomer 21 #3)', async () => {
    const repo = makeRepo('graph-why-overloads');
    repo.commit('Add the mediator', {
      'src/Mediator.cs': [
        'public class Mediator {',
        '    public int Send(int a) {',
        '        return a;',
        '    }',
        '',
        '    public int Send(int a, int b) {',
        '        return a + b;',
        '    }',
        '',
        '    public int Send(string s) {',
        '        return 0;',
        '    }',
        '}',
        '',
      ].join('\n'),
    });
    const engine = await Repo.open(repo.root);
    assert.deepEqual(await locateSymbol(engine, 'Mediator.Send'), [{ name: 'Mediator.Send', kind: 'method', path: 'src/Mediator.cs', line: 2, endLine: 12, overloads: [2, 6, 10] }]);
    // A line of one overload still answers that one alone.
    assert.deepEqual(await locateSymbol(engine, 'Mediator.Send', { path: 'src/Mediator.cs:7' }), [{ name: 'Mediator.Send', kind: 'method', path: 'src/Mediator.cs', line: 6, endLine: 8 }]);
    installSymbolLocator();
    const text = await why(engine, 'Mediator.Send', { limit: 12 });
    assert.match(text, /^- method Mediator\.Send src\/Mediator\.cs:2 \(3 overloads, at 2, 6, 10, answered as one\)$/m);
    assert.doesNotMatch(text, /definitions of Mediator\.Send/);
    assert.match(text, /## Lines 2-12 last changed in/);
  });

  it('answers a member named like a file extension (Context.JSON, Response.json) as the symbol when no such path exists (newcomer 24 #4)', async () => {
    const repo = makeRepo('graph-why-extension-names');
    repo.commit('Add the render helpers\n\nJSON renders with the standard encoder.', {
      'context.go': 'package web\n\ntype Context struct{}\n\nfunc (c *Context) JSON(code int) {}\n\nfunc (c *Context) Go() {}\n',
      'models.py': 'class Response:\n    def json(self):\n        return {}\n',
      'data.json': '{}\n',
    });
    const engine = await Repo.open(repo.root);
    installSymbolLocator();
    for (const [t, where] of [['Context.JSON', 'context.go:5'], ['Response.json', 'models.py:2'], ['Context.Go', 'context.go:7']] as const) {
      const text = await why(engine, t, { limit: 12 });
      assert.match(text, /## Code/, t);
      assert.ok(text.includes(where), `${t} answers ${where}:\n${text}`);
    }
    // A mistyped path still fails with the nearest paths, and a file of that name is still the file.
    await assert.rejects(why(engine, 'dta.json', { limit: 12 }), /does not exist in the working tree or in history; did you mean data\.json/);
    assert.match(await why(engine, 'data.json', { limit: 12 }), /^# Why: data\.json/);
  });
});
