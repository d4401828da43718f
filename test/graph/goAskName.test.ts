/**
 * Two Go packages with a function of one name (newcomer 12 #17): the
 * ambiguous answer lists both and suggests asking by the package-qualified
 * name Go code itself writes (`other.Helper`), which findDefinitions takes
 * back to that one function, instead of a path only.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES: Record<string, string> = {
  'go.mod': 'module example.com/m\n\ngo 1.22\n',
  'util/util.go': 'package util\n\nfunc Helper() int { return 1 }\n',
  'other/other.go': 'package other\n\nfunc Helper() int { return 2 }\n',
  'main.go': 'package main\n\nimport "example.com/m/util"\n\nfunc main() { util.Helper() }\n',
};

describeGraph('code graph: Go functions of one name in two packages', FILES, 'go-ask-name', (fx) => {
  it('an ambiguous name suggests the package-qualified one, which answers', async () => {
    const amb = await fx.call('code_callers', { symbol: 'Helper' });
    assert.match(amb.text, /^Ambiguous: 2 definitions of Helper; ask for one by its full name, or pass path — e\.g\. code_callers symbol="util\.Helper"$/m);
    const util = await fx.call('code_callers', { symbol: 'util.Helper' });
    assert.deepEqual((util.structured!.items as { name: string; path: string }[]).map((i) => `${i.path}:${i.name}`), ['main.go:main']);
    const other = await fx.call('code_callers', { symbol: 'other.Helper' });
    assert.ok(!other.isError && !other.structured?.candidates, other.text);
    assert.deepEqual(other.structured!.items, []);
  });
});
