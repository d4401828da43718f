/**
 * callText (core/graph/callText.ts): the text of one call cut out of its
 * line, for the callers note's examples (texts issue 3 #1).
 */
import * as assert from 'node:assert/strict';
import { calledAsIn, callText, callTextIn } from '../../server/src/core/graph/callText';

/** The call of `name` at its `nth` occurrence (0-based) in `line`. */
function check(line: string, name: string, expected: string, nth = 0): void {
  let col = -1;
  for (let k = 0; k <= nth; k++) col = line.indexOf(name, col + 1);
  assert.equal(callText(line, col, col + name.length), expected, `${line} / ${name} #${nth}`);
}

describe('callText: a call as written on its line', () => {
  it('takes the receiver chain and the argument list', () => {
    check('  a.push(x); b.push(y)', 'push', 'a.push(x)');
    check('  a.push(x); b.push(y)', 'push', 'b.push(y)', 1);
    check('  list.forEach((x) => x.open());', 'open', 'x.open()');
    check('  return repo.find(1).save(user, "a)b")', 'save', 'repo.find(1).save(user, "a)b")');
    check('  xs[0]&.close', 'close', 'xs[0]&.close');
    check('  Rack::Utils.escape_html s', 'escape_html', 'Rack::Utils.escape_html');
    check('  @items.push x', 'push', '@items.push');
    check('  run(1)', 'run', 'run(1)');
  });

  it('marks a receiver the line does not hold: a chain continued from the line above', () => {
    check("      ->map(['GET'], $pattern)", 'map', "…->map(['GET'], $pattern)");
    check('    .then((r) => r.json())', 'then', '….then((r) => r.json())');
    check('  "a,b".split(",")', 'split', '….split(",")');
  });

  it('shows a Ruby call made by name, send(:name), as the send (newcomer 21 #4: `…:render`)', () => {
    check('    subject.send(:render, engine, template.to_sym).strip', 'render', 'subject.send(:render, …)');
    check('    obj.public_send :save', 'save', 'obj.public_send(:save)');
    check('    __send__(:run)', 'run', '__send__(:run)');
    check(`    ${'a'.repeat(40)}.send(:render, x)`, 'render', '….send(:render, …)');
    check('  Rack::Utils.escape_html s', 'escape_html', 'Rack::Utils.escape_html');
  });

  it('shortens a long call: arguments first; an argument list going on past the line', () => {
    check(`  client.send(${'"x", '.repeat(20)}1)`, 'send', 'client.send(…)');
    check('  items.push(a,', 'push', 'items.push(…)');
  });
});

describe('callText: receivers shortened sensibly and read across lines (newcomer 19 #1)', () => {
  it('keeps a Kotlin `!!` or TS `!` with its operand', () => {
    check('    val response = client!!.newCall(request).execute()', 'execute', 'client!!.newCall(request).execute()');
    check('  return a!.b.go()', 'go', 'a!.b.go()');
  });

  it('collapses the receiver\'s argument lists, then its middle, before cutting its start', () => {
    check('    val response = client.newCall(Request("https://google.com/robots.txt".toHttpUrl())).execute()', 'execute', 'client.newCall(…).execute()');
    check(`  ${'very_long_receiver_name.'.repeat(3)}go(1)`, 'go', 'very_long_receiver_name.….go(…)');
  });

  it('reads a chain continued from the lines above (callTextIn)', () => {
    const lines = ['  val r = client', '    .newCall(request)', '    .execute()'];
    assert.equal(callTextIn(lines, 3, 5, 12), 'client.newCall(request).execute()');
    assert.equal(callTextIn(lines, 2, 5, 12), 'client.newCall(request)');
    // A line above that holds no receiver (a blank line) leaves the mark.
    assert.equal(callTextIn(['', '    .then(f)'], 2, 5, 9), '….then(f)');
  });

  it('reads a chain by the same rule for the callers note (callTextIn) and the callees note (calledAsIn): up to 8 lines, across an argument list and comment lines', () => {
    // Six lines up, past the three the callers note read before.
    const chain = ['  client', '    .a()', '    .b()', '    .c()', '    .d()', '    .e()', '    .go()'];
    assert.equal(callTextIn(chain, 7, 5, 7), 'client.a().b().c().d().e().go()');
    assert.equal(calledAsIn(chain, 7, 5, 7), 'client.a().b().c().d().e().go');
    // An argument list opened above (`MultiLine::new(\n  x,\n).run()`): both reach its start.
    const args = ['    MultiLine::new(', '        x,', '    ).run()'];
    assert.equal(callTextIn(args, 3, 6, 9), 'MultiLine::new(x,).run()');
    assert.equal(calledAsIn(args, 3, 6, 9), 'MultiLine::new(…).run');
    // Comment lines between links are passed over (the graph reads the chain through them), a comment ending a line is dropped; a blank line still ends the chain.
    const commented = ['  client', '    // then go', '    /* and */', '    .go() // trailing', '    # hash', '    .run()'];
    assert.equal(callTextIn(commented, 4, 5, 7), 'client.go()');
    assert.equal(calledAsIn(commented, 4, 5, 7), 'client.go');
    assert.equal(callTextIn(commented, 6, 5, 8), 'client.go().run()');
    assert.equal(calledAsIn(['  client', '', '    // c', '    .go()'], 4, 5, 7), undefined);
  });
});

describe('callText: the callee\'s whole name before its argument list (issue 3: `("oh no!").context(…)`)', () => {
  it('keeps a Rust macro\'s name and a turbofish: `anyhow!(…)`, `Err::<(), E>(…)`, `cast::<E>()`, `Vec::<u8>::new`', () => {
    check('    let error = anyhow!("oh no!").context("it failed");', 'context', 'anyhow!("oh no!").context("it failed")');
    check('    let x = Err::<(), LowLevel>(low).context("context");', 'context', 'Err::<(), LowLevel>(low).context("context")');
    check('    Some(addr.cast::<E>().read())', 'read', 'addr.cast::<E>().read()');
    check('  let v = Vec::<u8>::new();', 'new', 'Vec::<u8>::new()');
    check('  let v = vec![1, 2].iter();', 'iter', 'vec![1, 2].iter()');
    const read = '    Some(addr.cast::<E>().read())';
    assert.equal(calledAsIn([read], 1, read.indexOf('read'), read.indexOf('read') + 4), 'addr.cast::<E>().read');
    const context = '    anyhow!("oh no!").context("it failed")';
    assert.equal(calledAsIn([context], 1, context.indexOf('context'), context.indexOf('context') + 7), 'anyhow!(…).context');
  });

  it('keeps type arguments the same way in C++, TypeScript and Java', () => {
    check('  auto n = make<int>(x).size();', 'size', 'make<int>(x).size()');
    check('  std::vector<int>::size();', 'size', 'std::vector<int>::size()');
    check('  const r = f<T>(x).g();', 'g', 'f<T>(x).g()');
    check('  int n = Collections.<String>emptyList().size();', 'size', 'Collections.<String>emptyList().size()');
  });

  it('reads no comparison as type arguments', () => {
    check('  if (a > (b).cx()) {}', 'cx', '(b).cx()');
    check('  x = a < b && c > (d).go();', 'go', '(d).go()');
  });
});
