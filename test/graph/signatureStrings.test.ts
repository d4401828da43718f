/**
 * A signature is folded onto one line, each run of whitespace one space,
 * but a string written in it is a value and keeps its text: a default
 * parameter `sep = "a  b"` showed as `"a b"`, another value than the code's
 * (signatures.ts `collapsed`). Code between strings is folded as before
 * (a parameter list over several lines, `( ` and `, )` trimmed); a quote
 * left open on its line (a template literal spanning lines) is folded as
 * code, so the signature stays one line.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'src/join.ts': [
    'export function join(parts: string[], sep = "a  b", pad = \'\\t\\t\', open = "( "): string {',
    '  return parts.join(sep) + pad + open;',
    '}',
    'export function spread(',
    '  first:   string,',
    "  tab = '\t|\t',",
    '): void {}',
    'export function multi(t = `x',
    '     y`, after   = 1): void {}',
    '',
  ].join('\n'),
  'py/fmt.py': ['def fmt(value, sep="  ", *,', '        fill=" . "):', '    return sep.join([value, fill])', ''].join('\n'),
};

describeGraph('code graph: signatures keep the text of their strings', FILES, 'graph-signature-strings', (fx) => {
  const sig = (name: string) => fx.graph.findDefinitions(name)[0]?.signature;

  it("a default value's string keeps its spaces and tabs; the code around it is folded", () => {
    assert.equal(sig('join'), 'function join(parts: string[], sep = "a  b", pad = \'\\t\\t\', open = "( "): string');
    assert.equal(sig('spread'), "function spread(first: string, tab = '\t|\t'): void");
    assert.equal(sig('fmt'), 'def fmt(value, sep="  ", *, fill=" . ")');
  });

  it('a quote left open on its line is folded as code: one line', () => {
    assert.equal(sig('multi'), 'function multi(t = `x y`, after = 1): void');
  });
});
