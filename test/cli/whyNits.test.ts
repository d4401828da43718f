/**
 * Newcomer nits in `kontext why` and its neighbours, through the built CLI in
 * real temp repositories:
 * - the first `why path:line` before any code graph names the enclosing
 *   definition (`In method …`), as later calls do: the CLI waits for the
 *   first index, as `why <symbol>` does;
 * - did-you-mean lists quote their names when one ends in `?` (Ruby's
 *   `multipart?`), so the list does not read as two questions;
 * - every cut listing ends with one "more" line, `(+K more[ what] — <next>)`,
 *   naming the flags each command takes.
 */
import * as assert from 'node:assert/strict';
import { cliIn, makeRepo } from '../helpers/gitRepo';

const REQ = 'class Req\n  def multipart?\n    false\n  end\n\n  def run\n    x = 1\n    x + 2\n  end\nend\n';

describe('CLI: why nits (first path:line, did-you-mean quoting, more lines)', function () {
  this.timeout(180_000);

  it('the first why path:line, with no code graph yet, names the definition holding the line', () => {
    const repo = makeRepo('why-nits-first');
    repo.commit('add req', { 'lib/req.rb': REQ });
    const first = cliIn(repo.root, 'why', 'lib/req.rb:7');
    assert.equal(first.code, 0, first.err);
    assert.match(first.out, /^In method Req#run \(lib\/req\.rb:6-9\); the whole definition: kontext why lib\/req\.rb:6-9$/m, first.out);
    // The same line as a later call, from the graph built then.
    const again = cliIn(repo.root, 'why', 'lib/req.rb:7');
    assert.equal(again.out, first.out);
  });

  const repo = makeRepo('why-nits');
  repo.commit('add multipart', {
    'lib/multipart.rb': 'module Multipart\n  def self.multipart?(env)\n    true\n  end\n\n  class MultipartInfo\n  end\nend\n',
    'lib/req.rb': REQ,
    'lib/use.rb': `class Use\n${Array.from({ length: 8 }, (_, i) => `  def u${i}\n    Req.new.run\n  end\n`).join('')}end\n`,
  });
  for (let i = 1; i <= 6; i++) repo.commit(`tidy req ${i}`, { 'lib/req.rb': `${REQ}# ${i}\n` });
  const run = (...args: string[]) => cliIn(repo.root, ...args);

  it('quotes the names of a did-you-mean list when one ends in ? (Ruby multipart?)', () => {
    const w = run('why', 'multipartt');
    assert.match(w.out, /did you mean `Multipart` or `multipart\?`\?/, w.out);
    const c = run('callers', 'multipartt');
    assert.match(c.out, /no symbol multipartt; did you mean `Multipart` or `multipart\?`\?/, c.out);
    // Plain names stay bare.
    assert.match(run('callers', 'runn').out, /no symbol runn; did you mean run\?/);
    // Paths near a mistyped one share the formatter: `a or b`, no bare comma list.
    const p = cliIn(repo.root, 'why', 'lib/reqq.rb');
    assert.match(p.err, /does not exist in the working tree or in history; did you mean lib\/req\.rb\?/);
  });

  it('ends every cut listing with one "(+K more — <the call>)" line in each command\'s own flags', () => {
    const more = /^\(\+(\d+) more(?: [a-z]+)? — (kontext .+)\)$/m;
    const hist = more.exec(run('why', 'lib/req.rb', '-n', '3').out);
    assert.ok(hist, 'why history');
    assert.equal(hist![2], 'kontext why lib/req.rb -n 7');
    const callers = more.exec(run('callers', 'Req#run', '-n', '3').out);
    assert.ok(callers, 'callers');
    assert.equal(callers![2], "kontext callers 'Req#run' -n 8");
    const page = more.exec(run('callers', 'Req#run', '-n', '3', '--offset', '3').out);
    assert.equal(page?.[2], "kontext callers 'Req#run' --offset 6 -n 2");
    const impact = more.exec(run('impact', 'Req#run', '-n', '3').out);
    assert.ok(impact?.[2].startsWith("kontext impact 'Req#run' "), 'impact');
    assert.equal(more.exec(run('symbol', 'multipart?', '-n', '1').out)?.[2], "kontext symbol 'multipart?' -n 2");
    assert.match(more.exec(run('search-code', 'multipart', '-n', '1').out)?.[2] ?? '', /^kontext search-code multipart (-n \d+|--offset 1 -n \d+)$/);
    // No other shape of "more" line remains in why's answers.
    assert.doesNotMatch(run('why', 'lib/req.rb', '-n', '3').out, /^- … /m);
  });
});
