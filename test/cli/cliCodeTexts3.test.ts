/**
 * Code-graph answers' texts (issue 3, newcomer passes), through the built CLI
 * in a real temp repository:
 * 1. the "Not listed" examples show each call's own text, so two calls on one
 *    line read as two (`a.push(x)`, `b.push(y)`), and "… +K more" only when
 *    calls are left out;
 * 2. `callers Queue.constructor` for a class with no written constructor
 *    says so and offers `callers Queue` (not another class's constructor);
 * 3. `symbol -p file:line` without a name answers for the definitions there,
 *    as `callers -p file:line` does;
 * 4. why a bare name chose one definition is said before the answer, also
 *    when the answer is empty (Ruby);
 * 5. `why <symbol> -p <path>` picks the definition in that file, and an
 *    ambiguous `why <symbol>` names that option;
 * 6. Kotlin primary constructors are constructors: `callees` names
 *    `Account.constructor`, as Java names `Acct.Acct`.
 */
import * as assert from 'node:assert/strict';
import { cliIn, makeRepo } from '../helpers/gitRepo';

describe('CLI: code answers texts 3 (not-listed examples, implicit constructors, symbol -p, choice first, why -p, Kotlin constructors)', function () {
  this.timeout(180_000);
  const repo = makeRepo('cli-code-texts3');
  repo.commit('programs', {
    'kt/Bank.kt': [
      'open class Account(val id: String) {',
      '    fun close() {}',
      '}',
      '',
      'class Savings(id: String) : Account(id)',
      '',
      'class Plain {',
      '    fun x() {}',
      '}',
      '',
      'fun openOne(): Account {',
      '    Plain().x()',
      '    Savings("s")',
      '    return Account("a")',
      '}',
      '',
    ].join('\n'),
    'rb/stack.rb': [
      'class Stack',
      '  def push(x)',
      '    x',
      '  end',
      'end',
      'class Pile',
      '  def push(y)',
      '    y',
      '  end',
      'end',
      'def fill(a, b, x, y)',
      '  a.push(x); b.push(y)',
      '  a.push(1)',
      '  b.push(2)',
      '  a.push(3)',
      'end',
      '',
    ].join('\n'),
    'rb/fmt.rb': ['def render(x)', '  x.to_s', 'end', '', 'class View', '  def render(x)', '    x', '  end', 'end', '', 'def main', '  render(1)', 'end', ''].join('\n'),
    'src/a/tools.ts': 'export function helper(x: number) {\n  return x + 1;\n}\n',
    'src/b/tools.ts': '// the other one\nexport function helper(s: string) {\n  return s;\n}\n',
    'java/Bank.java': ['class Acct {', '    Acct(String id) {}', '}', 'class Use {', '    Acct openOne() { return new Acct("a"); }', '}', ''].join('\n'),
    'src/queue.ts': [
      'export class Queue {',
      '  items: number[] = [];',
      '  push(x: number) { this.items.push(x); }',
      '}',
      'export class Queues {',
      '  constructor(public n: number) {}',
      '}',
      'export function make() {',
      '  const q = new Queue();',
      '  q.push(1);',
      '  return new Queues(2);',
      '}',
      '',
    ].join('\n'),
  });
  const run = (...args: string[]) => cliIn(repo.root, ...args);

  it('the "Not listed" examples show each call as written: two on one line read as two (1)', () => {
    const r = run('callers', 'Stack#push');
    assert.equal(r.code, 1, r.err);
    // Three lines shown hold four of the five calls; the fifth is counted, not hinted at by a bare "…".
    assert.match(r.out, /^Not listed: 5 calls named push .*; they may call it: rb\/stack\.rb:12 `a\.push\(x\)`, `b\.push\(y\)`; rb\/stack\.rb:13 `a\.push\(1\)`; rb\/stack\.rb:14 `b\.push\(2\)`; … \+1 more \(--json lists up to -n of them: unresolved\.calls\)$/m);
    const json = JSON.parse(run('callers', 'Stack#push', '--json').out) as { unresolved: { count: number; examples: string[]; calls: unknown[] } };
    assert.deepEqual(json.unresolved.examples, ['rb/stack.rb:12', 'rb/stack.rb:13', 'rb/stack.rb:14']);
    assert.equal(json.unresolved.calls.length, 5);
  });

  it('callers Queue.constructor of a class writing none says so and offers callers Queue, not another class\'s constructor (2)', () => {
    const r = run('callers', 'Queue.constructor');
    assert.equal(r.code, 1, r.err);
    assert.equal(r.out, 'No matches: Queue has no written constructor (class at src/queue.ts:1); the code constructing it: kontext callers Queue\n');
    assert.doesNotMatch(r.out, /Queues/);
    // The offered command answers: the construction in make.
    assert.match(run('callers', 'Queue').out, /^src\/queue\.ts:8 {2}function make .*\(calls it on line 9\)$/m);
    assert.match(run('symbol', 'Queue.constructor').out, /^No matches: Queue has no written constructor \(class at src\/queue\.ts:1\); the class: kontext symbol Queue$/m);
    // Kotlin `class Plain` writes none either; Java's constructor is named after its class.
    assert.match(run('callers', 'Plain.constructor').out, /^No matches: Plain has no written constructor \(class at kt\/Bank\.kt:7\); the code constructing it: kontext callers Plain$/m);
    assert.match(run('callers', 'Acct.constructor').out, /^No matches: no symbol Acct\.constructor; the constructor of Acct is Acct\.Acct: kontext callers Acct\.Acct$/m);
    assert.match(run('why', 'Queue.constructor').out, /^\(no symbol Queue\.constructor; Queue has no written constructor; for the class: kontext why Queue\)$/m);
  });

  it('symbol -p file:line without a name lists the definitions holding that line, as callers -p file:line reads it (3)', () => {
    const r = run('symbol', '-p', 'src/queue.ts:3');
    assert.equal(r.code, 0, r.err);
    assert.equal(r.out, 'src/queue.ts:3  method Queue.push  push(x: number)\nsrc/queue.ts:1  class Queue  class Queue\n');
    // The same definition callers answers for, and the file:line written where the name goes.
    assert.match(run('callers', '-p', 'src/queue.ts:3').out, /^callers of method Queue\.push \(src\/queue\.ts:3\):$/m);
    assert.equal(run('symbol', 'src/queue.ts:3').out, r.out);
    const kind = run('symbol', '-p', 'src/queue.ts:3', '-k', 'class', '--json');
    assert.deepEqual((JSON.parse(kind.out) as { items: { name: string }[] }).items.map((i) => i.name), ['Queue']);
    // Outside every definition, past the end, or no line: said, exit 1.
    const none = run('symbol', '-p', 'src/queue.ts:13');
    assert.equal(none.code, 1);
    assert.match(none.out, /^src\/queue\.ts has 12 lines; line 13 is past its end — pass name/);
    // A file alone is its outline (newcomer 16 #3); a folder alone needs a name.
    const file = run('symbol', '-p', 'src/queue.ts');
    assert.equal(file.code, 0, file.err);
    assert.match(file.out, /^outline of src\/queue\.ts: \d+ definitions, in line order\n/);
    assert.match(run('symbol', '-p', 'src').err, /^kontext: symbol: no symbol name given; src\/ is a folder, so give the name to look for in it: kontext symbol <name> -p src\/; or, without a name, a file for its outline \(kontext symbol -p <file>\)/);
    // The registry holds the rule: a tool call without name reads path:line the same way.
    const call = run('call', 'code_symbol', '{"path":"src/queue.ts:3"}');
    assert.match(call.out, /^src\/queue\.ts:3 {2}method Queue\.push /);
    assert.match(run('call', 'code_symbol', '{"path":"src/queue.ts"}').out, /^outline of src\/queue\.ts: /);
  });

  it('why a bare name chose the function over a method is said first, also above an empty answer (4)', () => {
    const empty = run('callees', 'render', '-p', 'rb/fmt.rb');
    assert.equal(empty.code, 1);
    const lines = empty.out.split('\n');
    assert.equal(lines[0], "callees of function render (rb/fmt.rb:1) — chosen over the method View#render (ask for it: kontext callees 'View#render'):");
    assert.match(lines[1], /^No callees found in function render \(rb\/fmt\.rb:1\): it calls nothing defined/);
    assert.doesNotMatch(empty.out, /It was chosen/);
    // As above a list.
    const list = run('callers', 'render', '-p', 'rb/fmt.rb');
    assert.equal(list.code, 0, list.err);
    assert.match(list.out, /^callers of function render \(rb\/fmt\.rb:1\) — chosen over the method View#render \(ask for it: kontext callers 'View#render'\):\nrb\/fmt\.rb:11 {2}function main /);
  });

  it('why <symbol> -p <file> picks the definition there; an ambiguous why names that option (5)', () => {
    const amb = run('why', 'helper');
    assert.equal(amb.code, 1);
    assert.match(amb.out, /^2 definitions of helper: ask for one by its file, e\.g\. kontext why helper -p src\/(a|b)\/tools\.ts \(or by its lines: kontext why src\/(a|b)\/tools\.ts:\d+-\d+\)\.$/m);
    const b = run('why', 'helper', '-p', 'src/b/tools.ts');
    assert.equal(b.code, 0, b.err);
    assert.match(b.out, /^# Why: helper\n\n## Code\n- function helper src\/b\/tools\.ts:2\n\n## Lines 2-4 last changed in/);
    // As callers takes it: a file:line, and a path typed from a subdirectory.
    assert.match(run('why', 'helper', '-p', 'src/a/tools.ts:2').out, /^- function helper src\/a\/tools\.ts:1$/m);
    assert.match(cliIn(`${repo.root}/src`, 'why', 'helper', '-p', 'b/tools.ts').out, /^- function helper src\/b\/tools\.ts:2$/m);
    // No definition of it in that file: said, with where they are; a path target takes no -p; a mistyped path is named.
    const elsewhere = run('why', 'helper', '-p', 'src/queue.ts');
    assert.equal(elsewhere.code, 1);
    assert.match(elsewhere.out, /^Nothing found for helper in src\/queue\.ts: no definition of it there; its 2 definitions:$/m);
    assert.match(run('why', 'src/queue.ts', '-p', 'src').err, /why: -p\/--path: picks one definition of a symbol; src\/queue\.ts is no symbol name — ask without path: kontext why src\/queue\.ts/);
    assert.match(run('why', 'helper', '-p', 'src/c/tools.ts').err, /-p\/--path: src\/c\/tools\.ts does not exist in the repository; did you mean/);
    assert.match(run('why', '--help').out, /-p, --path <p> +with a symbol: the file \(or path:line\) of the definition meant/);
  });

  it('Kotlin callees name a primary constructor, as Java callees name a constructor (6)', () => {
    const kt = run('callees', 'openOne', '-p', 'kt/Bank.kt');
    assert.equal(kt.code, 0, kt.err);
    assert.match(kt.out, /^kt\/Bank\.kt:1 {2}method Account\.constructor {2}constructor\(val id: String\) {2}\(called on line 14\)$/m);
    assert.match(kt.out, /^kt\/Bank\.kt:5 {2}method Savings\.constructor {2}constructor\(id: String\) {2}\(called on line 13\)$/m);
    // A class writing no constructor is named itself, as Java's would be.
    assert.match(kt.out, /^kt\/Bank\.kt:7 {2}class Plain /m);
    const java = run('callees', 'Use.openOne');
    assert.match(java.out, /^java\/Bank\.java:2 {2}method Acct\.Acct /m);
    // The supertype call after a primary constructor is that constructor's, as Java's super(…) is.
    const base = run('callers', 'Account.constructor');
    assert.equal(base.code, 0, base.err);
    assert.match(base.out, /^kt\/Bank\.kt:5 {2}method Savings\.constructor .*\(calls it on line 5\)$/m);
    assert.match(base.out, /^kt\/Bank\.kt:11 {2}function openOne .*\(calls it on line 14\)$/m);
  });
});
