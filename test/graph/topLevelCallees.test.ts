/**
 * A file's top-level code (issue 3 #6): caller lists print it as
 * `app.py:12  top-level code (outside any function)`, and that place asks
 * for its callees (`callees -p app.py:12`, any line outside every
 * definition): a Python `if __name__ == "__main__":` block, a Ruby or
 * JavaScript script's statements. Callers of such a line say nothing calls
 * top-level code and name the callees question.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, type GraphFixture } from './helpers';

/** `path:name:via` of the callees of the code at `at` (`file:line`, no symbol), sorted. */
async function topCallees(fx: GraphFixture, at: string): Promise<string[]> {
  const r = await fx.call('code_callees', { path: at });
  assert.ok(!r.isError, r.text);
  return ((r.structured!.items ?? []) as { path: string; name: string; via: string }[]).map((i) => `${i.path}:${i.name}:${i.via}`).sort();
}

const FILES = {
  'tools/report.py': [
    'def load():', // 1
    '    return [1, 2]',
    '',
    '',
    'def main():', // 5
    '    return sum(load())',
    '',
    '',
    'if __name__ == "__main__":',
    '    print(main())', // 10
    '    load()',
    '',
  ].join('\n'),
  'bin/greet.rb': ['def greet(name)', '  "hi #{name}"', 'end', '', 'puts greet("ann")', ''].join('\n'),
  'scripts/build.js': ['function clean() { return 0; }', 'function build() { return clean() + 1; }', '', 'build();', ''].join('\n'),
  'lib/quiet.py': ['import os', '', 'def only():', '    return os.sep', ''].join('\n'),
};

describeGraph('code graph: the top-level code a caller list names answers callees', FILES, 'graph-top-level-callees', (fx) => {
  it('the caller list names the top-level code by a path:line', async () => {
    const r = await fx.call('code_callers', { symbol: 'main' });
    assert.match(r.text, /^tools\/report\.py:10 {2}top-level code \(outside any function\)/m);
  });

  it('callees of that path:line are what the top-level code calls, in Python, Ruby and JavaScript', async () => {
    assert.deepEqual(await topCallees(fx, 'tools/report.py:10'), ['tools/report.py:load:same-file', 'tools/report.py:main:same-file']);
    const r = await fx.call('code_callees', { path: 'tools/report.py:10' });
    assert.match(r.text, /^callees of top-level code of tools\/report\.py \(tools\/report\.py:10, outside any function\):/);
    // Any line outside every definition is the same code.
    assert.deepEqual(await topCallees(fx, 'tools/report.py:9'), ['tools/report.py:load:same-file', 'tools/report.py:main:same-file']);
    assert.deepEqual(await topCallees(fx, 'bin/greet.rb:5'), ['bin/greet.rb:greet:same-file']);
    assert.deepEqual(await topCallees(fx, 'scripts/build.js:4'), ['scripts/build.js:build:same-file']);
  });

  it('callers of a top-level line say nothing calls it and name the callees question', async () => {
    const r = await fx.call('code_callers', { path: 'tools/report.py:10' });
    assert.match(r.text, /^No definition contains tools\/report\.py:10; pass symbol, or a line inside a function, method or class\. tools\/report\.py:10 is top-level code, which runs when the file is run or loaded and which nothing calls; what it calls: code_callees path="tools\/report\.py:10"$/);
  });

  it('a file whose top level calls nothing keeps the plain answer', async () => {
    const r = await fx.call('code_callees', { path: 'lib/quiet.py:2' });
    assert.match(r.text, /^No definition contains lib\/quiet\.py:2; pass symbol, or a line inside a function, method or class$/);
  });
});
