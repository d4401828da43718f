/**
 * The callers note told apart per definition (newcomer 19 #1): a call whose
 * argument count a method's parameters cannot take is not offered for it
 * (Kotlin `q.execute("n") { … }` for a parameterless `RealCall.execute()`),
 * and a call on a chain starting at a standard library's package (Go
 * `http.FileServer(fs).ServeHTTP(…)`, or through a variable holding such a
 * result) is left out and counted (unresolvedCalls.ts, graphData
 * unresolvedNamed).
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'k/Calls.kt': [
    'package k',
    'class RealCall { fun execute(): Int = 1 }',
    'class TaskQueue { fun execute(name: String, delay: Long = 0L, block: () -> Unit) {} }',
    '',
  ].join('\n'),
  'k/Use.kt': [
    'package k', // 1
    'fun go() {', // 2
    '  make().execute()', // 3
    '  make().execute("n") { }', // 4
    '  make().execute("n", 2L) { }', // 5
    '}', // 6
    '',
  ].join('\n'),
  'go.mod': 'module example.com/m\n\ngo 1.21\n',
  'web/engine.go': 'package web\n\nimport "net/http"\n\ntype Engine struct{}\n\nfunc (e *Engine) ServeHTTP(w http.ResponseWriter, r *http.Request) {}\n',
  'web/use.go': [
    'package web', // 1
    '', // 2
    'import "net/http"', // 3
    '', // 4
    'func Serve(fs http.FileSystem, w http.ResponseWriter, r *http.Request) {', // 5
    '\thttp.FileServer(fs).ServeHTTP(w, r)', // 6
    '\th := http.StripPrefix("/", nil)', // 7
    '\th.ServeHTTP(w, r)', // 8
    '\tmake2().ServeHTTP(w, r)', // 9
    '}', // 10
    '',
  ].join('\n'),
};

interface Unresolved {
  count: number;
  leftOut?: number;
  calls: { path: string; line: number; call: string }[];
}

describeGraph('code graph: the callers note of each definition (newcomer 19 #1)', FILES, 'graph-unresolved-kinds', (fx) => {
  const note = async (symbol: string): Promise<Unresolved | undefined> => {
    const r = await fx.call('code_callers', { symbol });
    return r.structured!.unresolved as Unresolved | undefined;
  };

  it('Kotlin: a call whose argument count the parameters cannot take is not offered', async () => {
    assert.deepEqual((await note('RealCall.execute'))?.calls, [{ path: 'k/Use.kt', line: 3, call: 'make().execute()' }]);
    assert.deepEqual((await note('TaskQueue.execute'))?.calls.map((c) => c.line), [4, 5]);
  });

  it('Go: calls on a standard-library chain are left out and counted; a receiver of unknown type stays', async () => {
    const u = await note('Engine.ServeHTTP');
    assert.deepEqual(u?.calls, [{ path: 'web/use.go', line: 9, call: 'make2().ServeHTTP(w, r)' }]);
    assert.equal(u?.leftOut, 2);
  });
});
