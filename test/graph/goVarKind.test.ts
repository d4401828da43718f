/**
 * A module variable is shown as `var` (newcomer finding on cobra: `symbol -p
 * cobra.go` listed `cobra.go:55 const EnablePrefixMatching  var
 * EnablePrefixMatching = …`). Go package-level vars stay recorded as kind
 * const (ARCHITECTURE: constants and module variables are definitions of kind
 * const; there is no var kind in the records), so `-k const` still finds them
 * beside the consts, and `-k var` (a code_symbol synonym of const, said under
 * the answer) finds them too; answers and structured items name them `var`,
 * a const stays `const`, and a kind filter that leaves nothing names one
 * `a var (kind const)`.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'go.mod': 'module example.com/cli\n\ngo 1.22\n',
  'cobra.go': [
    'package cli', // 1
    '', // 2
    'const defaultPrefixMatching = false', // 3
    '', // 4
    '// EnablePrefixMatching allows setting automatic prefix matching.', // 5
    'var EnablePrefixMatching = defaultPrefixMatching', // 6
    '', // 7
    'var (', // 8
    '\tinitializers []func()', // 9
    ')', // 10
    '',
  ].join('\n'),
};

describeGraph('code graph: Go package-level vars are shown as var', FILES, 'graph-go-var-kind', (fx) => {
  it('the outline and symbol show var for a var and const for a const; the structured kind is var', async () => {
    const outline = await fx.call('code_symbol', { path: 'cobra.go' });
    assert.match(outline.text, /^cobra\.go:3 {2}const defaultPrefixMatching {2}const defaultPrefixMatching = false$/m);
    assert.match(outline.text, /^cobra\.go:6 {2}var EnablePrefixMatching {2}var EnablePrefixMatching = defaultPrefixMatching$/m);
    assert.match(outline.text, /^cobra\.go:9 {2}var initializers /m);
    const r = await fx.call('code_symbol', { name: 'EnablePrefixMatching' });
    assert.deepEqual((r.structured!.items as { kind: string; doc?: string }[]).map((i) => [i.kind, i.doc]), [['var', 'EnablePrefixMatching allows setting automatic prefix matching.']]);
  });

  it('-k const finds vars and consts alike; -k var finds the vars, read as const', async () => {
    assert.deepEqual(await fx.names('code_symbol', { name: 'EnablePrefixMatching', kind: 'const' }), ['cobra.go:EnablePrefixMatching']);
    assert.deepEqual(await fx.names('code_symbol', { name: 'defaultPrefixMatching', kind: 'const' }), ['cobra.go:defaultPrefixMatching']);
    const v = await fx.call('code_symbol', { name: 'EnablePrefixMatching', kind: 'var' });
    assert.match(v.text, /^cobra\.go:6 {2}var EnablePrefixMatching .*\n[\s\S]*\(kind var is read as const: variables and constants are one kind, so both are listed\)$/);
  });

  it('a kind filter leaving nothing names a var with the kind that finds it', async () => {
    const r = await fx.call('code_symbol', { name: 'EnablePrefixMatching', kind: 'function' });
    assert.match(r.text, /^No matches: no function EnablePrefixMatching; it is a var \(kind const\) — /);
  });
});
