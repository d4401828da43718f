import * as assert from 'node:assert/strict';
import { slug, shortHash, clip, tokens, splitOutside, oneLine } from '../../server/src/core/text';

describe('core/text', () => {
  it('oneLine collapses whitespace runs and trims, and returns a text already on one line as it is', () => {
    const cases: [string, string][] = [
      ['export function f(a: number, b: string)', 'export function f(a: number, b: string)'],
      ['function g(\n  a,\n  b\n)', 'function g( a, b )'],
      ['  const x = 1 ', 'const x = 1'],
      ['a  b\tc\r\nd', 'a b c d'],
      ['', ''],
      [' ', ''],
      // Beyond ASCII: no-break space, ideographic space and BOM are whitespace, other letters are not.
      ['a\u00a0b\u3000c\ufeff', 'a b c'],
      ['const π = 3', 'const π = 3'],
      // Control characters other than \t \n \v \f \r are not whitespace.
      ['a\u0001b \u001fc', 'a\u0001b \u001fc'],
      ['a\u000bb\u000cc', 'a b c'],
    ];
    for (const [input, want] of cases) {
      assert.equal(oneLine(input), want, JSON.stringify(input));
      assert.equal(oneLine(input), input.replace(/\s+/g, ' ').trim(), JSON.stringify(input));
    }
  });

  it('slugs titles per SPEC §2.5', () => {
    const cases: [string, number, string][] = [
      ['Prices are integer cents', 60, 'prices-are-integer-cents'],
      ["Git Markdown is the team's source of truth", 60, 'git-markdown-is-the-teams-source-of-truth'],
      ['Žltý kôň — úpäl ďábelské ódy', 60, 'zlty-kon-upal-dabelske-ody'],
      ['Straße', 60, 'strasse'],
      ['  --Leading! ', 60, 'leading'],
      ['', 60, 'entry'],
      ['aaaa bbbb cccc dddd', 12, 'aaaa-bbbb'],
    ];
    for (const [input, max, want] of cases) assert.equal(slug(input, max), want, input);
  });

  it('hashes with FNV-1a 64, low 48 bits', () => {
    // FNV-1a 64 of "" is the offset basis cbf29ce484222325 → low 48 bits.
    assert.equal(shortHash(''), 'f29ce484222325'.slice(-12));
    assert.equal(shortHash('a'), 'dc4c8601ec8c'); // FNV-1a 64 of "a" = af63dc4c8601ec8c
    assert.notEqual(shortHash('a'), shortHash('b'));
  });

  it('clips by code points and estimates tokens', () => {
    assert.equal(clip('héllo wörld', 5), 'héll…');
    assert.equal(clip('😀😀😀', 3), '😀😀😀');
    assert.equal(tokens('abcde'), 2);
  });

  it('splits at a separator outside the named brackets only', () => {
    assert.deepEqual(splitOutside('A|(B;C)|D', '|'), ['A', '(B;C)', 'D']);
    assert.deepEqual(splitOutside('str | None, dict[str, int], (a, b)', ',', '()[]'), ['str | None', ' dict[str, int]', ' (a, b)']);
    assert.deepEqual(splitOutside('a,,b', ','), ['a', '', 'b']);
    assert.deepEqual(splitOutside('', ','), ['']);
  });
});
