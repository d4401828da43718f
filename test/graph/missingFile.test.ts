/**
 * A code tool asked about a file path the graph does not hold (`kontext
 * callees nothere.py`) says there is no such file in its index — with the
 * nearest indexed path when one is close — rather than "no symbol"; a file the
 * graph left out says why, a folder how to ask. A Ruby file named as the
 * symbol answers for its top-level code (this crashed reading the definition
 * of that code, which has none). Real temp repository.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'app/main.py': 'from lib.util import clean\n\ndef main():\n    return clean(1)\n',
  'lib/util.py': 'def clean(x):\n    return x\n',
  'dist/out.py': 'def built():\n    return 2\n',
  'lib/tool.rb': "require_relative 'helper'\n\nmodule Tool\n  def self.run\n    1\n  end\nend\n\nTool.run\n",
  'src/api.ts': 'export function json() { return 1; }\n',
};

describeGraph('code graph: a file path that is not in the index is said to be so', FILES, 'graph-missing-file', (fx) => {
  const text = async (tool: string, args: Record<string, unknown>) => {
    const r = await fx.call(tool, args);
    assert.ok(!r.isError, r.text);
    assert.deepEqual(r.structured?.items, []);
    return r.text;
  };

  it('a file name found nowhere: no such file in the index, not "no symbol"', async () => {
    const t = await text('code_callees', { symbol: 'nothere.py' });
    assert.equal(t, "No matches: no file nothere.py in the code graph's index, and no symbol is named so");
  });

  it('a close indexed path is offered', async () => {
    assert.equal(await text('code_callees', { symbol: 'lib/utl.py' }), "No matches: no file lib/utl.py in the code graph's index, and no symbol is named so; did you mean lib/util.py?");
    assert.match(await text('code_callers', { symbol: 'utils.py' }), /^No matches: no file utils\.py in the code graph's index, and no symbol is named so; did you mean lib\/util\.py\?$/);
    assert.match(await text('code_symbol', { name: 'lib/utl.py' }), /^No matches: no file lib\/utl\.py .*did you mean lib\/util\.py\?$/);
  });

  it('a file the graph left out says why; a folder says to pass it as path', async () => {
    assert.match(await text('code_callees', { symbol: 'dist/out.py' }), /^No matches: dist\/out\.py is not indexed: it is under dist\/, and the code graph skips every folder named dist as build output\./);
    assert.match(await text('code_callers', { symbol: 'lib' + '/' }), /^No matches: lib is a folder, not a symbol; name a definition and pass the folder as its path: code_callers symbol=<name> path="lib"$/);
  });

  it('a dotted name that is no file path stays a symbol question', async () => {
    assert.match(await text('code_callers', { symbol: 'res.json' }), /^No matches: no symbol res\.json/);
  });

  it('a Ruby file named as the symbol answers for its top-level code', async () => {
    const r = await fx.call('code_callees', { symbol: 'lib/tool.rb' });
    assert.ok(!r.isError, r.text);
    assert.match(r.text, /^callees of top-level code of lib\/tool\.rb/);
  });
});
