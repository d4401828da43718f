/**
 * Code-graph answers' texts (issue 3 leftovers), through the built CLI in a
 * real temp repository:
 * 1. `callers X.constructor` of a Go or Rust struct: the language has no
 *    constructors; the answer names the struct literal (whose sites are the
 *    struct's callers: Go composite literals now count as constructions, as
 *    Rust struct expressions did) and the functions making it (Go `NewX`,
 *    Rust `X::new`), each asked for with the tool used;
 * 2. a source file named as the symbol (`callees app.py`): callees answers
 *    for the file's top-level code; the other tools, and callees of a file
 *    without top-level calls, say it is a file and how to ask about one of
 *    its definitions.
 */
import * as assert from 'node:assert/strict';
import { cliIn, makeRepo } from '../helpers/gitRepo';

describe('CLI: code answers texts 4 (Go/Rust constructors, a file as the symbol)', function () {
  this.timeout(180_000);
  const repo = makeRepo('cli-code-texts4');
  repo.commit('programs', {
    'go.mod': 'module example.com/q\n\ngo 1.21\n',
    'q/queue.go': [
      'package q', // 1
      '', // 2
      'type Queue struct{ items []int }', // 3
      '', // 4
      'func NewQueue() *Queue { return &Queue{} }', // 5
      '', // 6
      'func (q *Queue) Push(x int) { q.items = append(q.items, x) }', // 7
      '', // 8
      'func Fill() *Queue {', // 9
      '\ta := NewQueue()', // 10
      '\ta.Push(1)', // 11
      '\tb := &Queue{items: nil}', // 12
      '\tb.Push(2)', // 13
      '\treturn a', // 14
      '}', // 15
      '', // 16
      'type Bare struct{}', // 17
      '', // 18
      'func UseBare() Bare { return Bare{} }', // 19
      '',
    ].join('\n'),
    'st/Cargo.toml': '[package]\nname = "st"\nversion = "0.1.0"\n',
    'st/src/lib.rs': [
      'pub struct Stack { items: Vec<i32> }', // 1
      '', // 2
      'impl Stack {', // 3
      '    pub fn new() -> Self { Stack { items: Vec::new() } }', // 4
      '    pub fn push(&mut self, x: i32) { self.items.push(x); }', // 5
      '    pub fn cleared(self) -> Self { Stack { items: vec![] } }', // 6
      '}', // 7
      '', // 8
      'pub fn fill() -> Stack {', // 9
      '    let mut s = Stack::new();', // 10
      '    s.push(1);', // 11
      '    s', // 12
      '}', // 13
      '',
    ].join('\n'),
    'app.py': [
      'import os', // 1
      '', // 2
      '', // 3
      'def helper(x):', // 4
      '    return x', // 5
      '', // 6
      '', // 7
      'def main():', // 8
      '    return helper(1)', // 9
      '', // 10
      '', // 11
      'if __name__ == "__main__":', // 12
      '    main()', // 13
      '    helper(2)', // 14
      '',
    ].join('\n'),
  });
  const run = (...args: string[]) => cliIn(repo.root, ...args);

  it('Go: X.constructor names the composite literal and NewX; the literals are the struct\'s callers (1)', () => {
    const r = run('callers', 'Queue.constructor');
    assert.equal(r.code, 1, r.err);
    assert.equal(r.out, 'No matches: Go has no constructors: a Queue (struct at q/queue.go:3) is made by a composite literal, Queue{…} / &Queue{…} (the code doing so: kontext callers Queue), or by NewQueue (q/queue.go:5): kontext callers NewQueue\n');
    // Both offered commands answer.
    const made = run('callers', 'Queue');
    assert.equal(made.code, 0, made.err);
    assert.match(made.out, /^q\/queue\.go:5 {2}function NewQueue .*\(builds it as a composite literal on line 5\)$/m);
    assert.match(made.out, /^q\/queue\.go:9 {2}function Fill .*\(builds it as a composite literal on line 12\)$/m);
    assert.match(run('callers', 'NewQueue').out, /^q\/queue\.go:9 {2}function Fill /m);
    // Each tool asks with itself; a struct no function makes offers the struct only.
    assert.match(run('callees', 'Queue.constructor').out, /\(a literal calls nothing; the code writing one: kontext callers Queue\), or by NewQueue \(q\/queue\.go:5\): kontext callees NewQueue$/m);
    assert.match(run('impact', 'Queue.constructor').out, /\(what making it reaches: kontext impact Queue\), or by NewQueue \(q\/queue\.go:5\): kontext impact NewQueue$/m);
    assert.equal(run('callers', 'Bare.constructor').out, 'No matches: Go has no constructors: a Bare (struct at q/queue.go:17) is made by a composite literal, Bare{…} / &Bare{…}; the code doing so: kontext callers Bare\n');
    assert.match(run('why', 'Queue.constructor').out, /^\(no symbol Queue\.constructor; Go has no constructors: Queue is made by a struct literal or by NewQueue: kontext why NewQueue; for the struct: kontext why Queue\)$/m);
  });

  it('Rust: X.constructor names the struct literal and X::new (not a method taking self) (1)', () => {
    const r = run('callers', 'Stack::constructor');
    assert.equal(r.code, 1, r.err);
    assert.equal(r.out, 'No matches: Rust has no constructors: a Stack (struct at st/src/lib.rs:1) is made by a struct literal, Stack { … } (the code doing so: kontext callers Stack), or by Stack::new (st/src/lib.rs:4): kontext callers Stack::new\n');
    assert.match(run('callers', 'Stack.new').out, /^st\/src\/lib\.rs:9 {2}function fill .*\(calls it on line 10\)$/m);
    assert.match(run('callees', 'Stack.constructor').out, /kontext callees Stack::new$/m);
  });

  it('callees app.py answers for the file\'s top-level code; other tools say what to ask (2)', () => {
    const r = run('callees', 'app.py');
    assert.equal(r.code, 0, r.err);
    assert.equal(r.out, [
      'callees of top-level code of app.py (app.py:13, outside any function) — a file answers for its top-level code (for a definition in it: kontext callees main -p app.py):',
      'app.py:4  function helper  def helper(x)  (called on line 14)',
      'app.py:8  function main  def main()  (called on line 13)',
      '',
    ].join('\n'));
    // The same answer as the line form, and for ./app.py.
    assert.equal(run('callees', '-p', 'app.py:13').out.split('\n').slice(1).join('\n'), r.out.split('\n').slice(1).join('\n'));
    assert.equal(run('callees', './app.py').out, r.out);
    const callers = run('callers', 'app.py');
    assert.equal(callers.code, 1);
    assert.equal(callers.out, 'No matches: app.py is a file, not a symbol; its top-level code runs when the file is run or loaded, and nothing calls it; ask about a definition in it: kontext callers helper -p app.py (its definitions: helper, main)\n');
    assert.match(run('symbol', 'app.py').out, /^No matches: app\.py is a file, not a symbol; ask about a definition in it: kontext symbol helper -p app\.py \(its definitions: helper, main\)$/m);
    // A file without top-level calls (Go): said, with a definition that calls something.
    assert.equal(run('callees', 'q/queue.go').out, 'No matches: q/queue.go is a file, not a symbol, and no code of it outside its definitions makes calls; ask about a definition in it: kontext callees NewQueue -p q/queue.go (its definitions: Queue, NewQueue, Queue.Push, Fill, Bare, UseBare)\n');
    // A file name found nowhere: no such file in the index (not "no symbol"), with the nearest indexed path when one is close.
    assert.match(run('callees', 'nothere.py').out, /^No matches: no file nothere\.py in the code graph's index, and no symbol is named so/);
  });
});
