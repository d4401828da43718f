/**
 * A test case asked for by the name a test runner prints or a person types
 * rather than kontext's own (`describe Cart › it adds items`, testCases.ts):
 * Jest/Vitest's failure header `Cart › adds items` (titles without their
 * words), `>` typed for `›`, or the case's title alone (`adds items`,
 * `it adds items`, a one-word title `works` of `it('works', …)`), in any
 * case when no name fits in the case typed (`cart › Adds Items`). Used by
 * findDefinitions (graphNames.ts) after the name found nothing as written
 * — a single word only after it matched no definition at all — so `why`,
 * `symbol` and the code tools take these forms alike.
 */
import { CASES, HOOKS, SUITES } from './testCases';

/** Every word a test name's segment may start with (`describe`, `context`, `it`, `test`, `specify`, `beforeEach`…). */
const WORDS: ReadonlySet<string> = new Set([...SUITES, ...CASES, ...HOOKS]);

/**
 * The segments of a test name as asked (`Cart > adds items` → `Cart`,
 * `adds items`): split at `›` or at a `>` with spaces around it, each
 * trimmed, runs of white space made one space. Undefined when `name` holds
 * neither a space nor a `›` (an identifier), unless `word` (a word that
 * named no definition: the one segment `works`, a one-word title).
 */
export function askedSegments(name: string, word = false): string[] | undefined {
  const t = name.trim().replace(/\s+/g, ' ');
  if (!/[ ›]/.test(t)) return word && t ? [t] : undefined;
  const segs = t.split(/ ?› ?| > /).map((s) => s.trim());
  return segs.every(Boolean) ? segs : undefined;
}

/** A segment's title without its leading test word (`it adds items` → `adds items`); the segment itself when it starts with none. */
function titleOf(seg: string): string {
  const sp = seg.indexOf(' ');
  return sp > 0 && WORDS.has(seg.slice(0, sp)) ? seg.slice(sp + 1) : seg;
}

/**
 * Whether an asked segment names a definition's segment: the same, or the
 * same title with or without (any) test word; `fold`: compared in lower case
 * (the words are told by their own spelling first, `beforeEach`).
 */
function segmentFits(asked: string, seg: string, fold = false): boolean {
  if (!fold) return asked === seg || titleOf(asked) === titleOf(seg);
  return asked.toLowerCase() === seg.toLowerCase() || titleOf(asked).toLowerCase() === titleOf(seg).toLowerCase();
}

/**
 * How the asked segments fit the test name `defName` (` › `-joined
 * segments): `whole` when they name each of its segments in order, `tail`
 * when they name its last ones (an inner suite and the case, or the case's
 * title alone), else undefined; `fold`: letters compared in lower case.
 */
export function testNameFit(asked: string[], defName: string, fold = false): 'whole' | 'tail' | undefined {
  const segs = defName.split(' › ');
  if (asked.length > segs.length) return undefined;
  const off = segs.length - asked.length;
  for (let k = 0; k < asked.length; k++) if (!segmentFits(asked[k], segs[off + k], fold)) return undefined;
  return off === 0 ? 'whole' : 'tail';
}

/**
 * The test-case names among `names` (bare definition names: a test's holds a
 * space) that `name` asks for: those it names whole when there are any,
 * else those whose last segments it names (several → the caller lists them
 * as an ambiguity). `fold`: letters compared in lower case (the caller asks
 * so only when the case typed found none: `Adds Items` finds `it adds items`,
 * an exact-case name always wins). `word`: a name without a space is asked
 * too, as a one-word title (askedSegments). [] when `name` is no test name
 * as asked.
 */
export function testNamesAsked(name: string, names: Iterable<string>, opts: { word?: boolean; fold?: boolean } = {}): string[] {
  const asked = askedSegments(name, opts.word);
  if (!asked) return [];
  const whole: string[] = [];
  const tail: string[] = [];
  for (const n of names) {
    if (!n.includes(' ')) continue;
    const fit = testNameFit(asked, n, opts.fold);
    if (fit === 'whole') whole.push(n);
    else if (fit === 'tail') tail.push(n);
  }
  return whole.length ? whole : tail;
}
