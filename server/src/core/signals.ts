/**
 * Decision-signal score of a commit message (SPEC §6.8): how much a commit
 * reads like a decision was taken in it. `why` and history ranking use it to
 * put "switch to X instead of Y because …" ahead of "fix typo".
 *
 * The score is additive; every rule below is from SPEC §6.8:
 *  - a strong word anywhere (subject or body)                     +3 (once)
 *  - policy words, each distinct one                              +0.75 (at most 3 words counted)
 *  - contrast in the subject +2; only in the body                 +0.75
 *  - rationale in the body: one kind +1, two or more kinds        +1.5
 *  - `BREAKING CHANGE`                                            +2
 *  - Conventional Commits `!` (`feat!:`, `feat(x)!:`)             +2
 *  - type refactor/revert +1, feat/perf +0.5, docs(adr|decision) +2,
 *    fix/chore/test/style/ci/build/docs −0.5 (fix and docs: 0 when a contrast
 *    or strong word is present)
 *  - body longer than 1200 / 700 / 300 code points                +1.5 / +1 / +0.5
 *  - (why only) the commit carries a kontext trailer              +4
 * Beyond SPEC §6.8: a roll-up commit (isRollupCommit: "A number of
 * bugfixes:" over a list of items) is scored on its subject alone (and
 * BREAKING CHANGE): its body's words belong to unrelated items, not to one
 * decision (leveldb's 299cced scored 3.75 for one item's "must never" and
 * another's length).
 */
import { cpLength } from './text';

/** Strong decision words (SPEC §6.8), matched on word stems, case-insensitive. */
const STRONG: RegExp[] = [
  /\bmigrat(e|es|ed|ing|ion|ions)\b/,
  /\bswitch(es|ed|ing)? (to|from)\b/,
  /\breplac(e|es|ed|ing|ement)\b/,
  /\bin favou?r of\b/,
  /\binstead of\b/,
  /\brather than\b/,
  /\badopt(s|ed|ing|ion)?\b/,
  /\bdeprecat(e|es|ed|ing|ion)\b/,
  /\bdecid(e|es|ed|ing)\b/,
  /\bdecisions?\b/,
  /\b(chose|chosen|choose|chooses|choosing)\b/,
  /\btrade-?offs?\b/,
  /\brewr(ite|ites|ote|itten|iting)\b/,
  /\bredesign(s|ed|ing)?\b/,
  /\bconsolidat(e|es|ed|ing|ion)\b/,
  /\bstandardi[sz](e|es|ed|ing|ation)\b/,
  /\bsource of truth\b/,
];

/** Policy words (SPEC §6.8): +0.75 per distinct word present, at most 3 counted. */
const POLICY: RegExp[] = [
  /\bintroduc(e|es|ed|ing)\b/,
  /\bdrop(s|ped|ping)?\b/,
  /\bremov(e|es|ed|ing) support\b/,
  /\bmov(e|es|ed|ing) to\b/,
  /\bsplit(s|ting)? into\b/,
  /\bextract(s|ed|ing)?\b/,
  /\bno longer\b/,
  /\bfrom now on\b/,
  /\balways\b/,
  /\bnever\b/,
  /\bmust\b/,
  /\bpolic(y|ies)\b/,
  /\bconventions?\b/,
  /\bcontracts?\b/,
  /\bbreaking\b/,
  /\blimit(s|ed|ing)?\b/,
  /\bguard(s|ed|ing)?\b/,
  /\bfallbacks?\b/,
  /\brules?\b/,
  /\bstays\b/,
  /\bremains\b/,
];
const POLICY_MAX_WORDS = 3;

/** Contrast phrasing (SPEC §6.8): ", not X", "not via/through/by …", never, no longer, is gone, no more, instead. */
const CONTRAST: RegExp[] = [
  /,\s*not\s+\S/,
  /\bnot\s+(via|through|by|using|with|from|in|on|over|at)\b/,
  /\bnever\b/,
  /\bno longer\b/,
  /\bis gone\b/,
  /\bno more\b/,
  /\binstead\b/,
];

/** Rationale kinds (SPEC §6.8), each counted once; "so" only as a conjunction. */
const RATIONALE: RegExp[] = [
  /\bbecause\b/,
  /\bso that\b/,
  /\bto (avoid|prevent)\b/,
  /\bthe reason\b/,
  /\botherwise\b/,
  /\bwhich means\b/,
  /\bsince\b/,
  /\bused to\b/,
  /\bthe cause\b/,
  /\bto keep\b/,
  /\bas a result\b/,
  // Conjunction "so": after a clause break (comma, semicolon, dash, "and"), or opening a sentence.
  /(?:[,;:]|\s[-–—]|\band|(?:^|[.!?]\s+))\s*so\s+(?!that\b|far\b|much\b|many\b|long\b)[a-z]/m,
];

/** Conventional Commits header: `type(scope)!: …`. */
const CONVENTIONAL = /^([a-z]+)(?:\(([^)]*)\))?(!)?:\s/i;

export interface SignalOptions {
  /** True when the commit carries a kontext trailer (`Decision:`, …): +4, as `why` scores it. */
  trailerBonus?: boolean;
}

function anyMatch(res: RegExp[], text: string): boolean {
  return res.some((re) => re.test(text));
}

/** The collective nouns a roll-up subject announces (`fixes`, `bugfixes`, `changes`, `cleanups`…). */
const ROLLUP_NOUN = /\b(bug ?fix(es)?|fixes|changes|improvements|cleanups|clean-ups|updates|tweaks|patches|cherry-picks)\b/;

/**
 * A quantity opening a subject, after an optional Conventional Commits type: `A number of`, `Several`,
 * `Various`, `Misc`, `Two`, `3`, `Small`, `Minor`… (`A number of smaller fixes and performance improvements:`).
 */
const ROLLUP_QUANTITY =
  /^(?:[a-z]+(?:\([^)]*\))?!?:\s*)?(a (number|bunch|couple|few|handful) of|several|various|misc(ellaneous)?|multiple|assorted|many|some|small|smaller|minor|more|\d+|two|three|four|five|six|seven|eight|nine|ten)\b/;

/** A list item opening a body line (`- x`, `* x`, `• x`, `1. x`, `(2) x`, indented at most 3 spaces). */
const LIST_ITEM = /^ {0,3}(?:[-*•+]|\(?\d{1,2}[.)])\s+\S/gm;

/**
 * Whether a commit is a roll-up of several changes rather than one: its
 * subject announces a collection (ROLLUP_NOUN — fixes, bugfixes, changes,
 * improvements, cleanups… — opened by a quantity, ROLLUP_QUANTITY, or
 * followed by `:`), and the message lists at least two items (body lines
 * opening with `-`, `*`, `•`, `1.`, `(2)`, or inline `(1) … (2)`).
 * leveldb's "A number of bugfixes:", "A number of smaller fixes and
 * performance improvements:", "Build fixes and cleanups: (1) … (2) …".
 * Case-insensitive; `subject` the first line, `body` the rest.
 */
export function isRollupCommit(subject: string, body: string): boolean {
  const subj = subject.trim().toLowerCase();
  if (!ROLLUP_NOUN.test(subj) || !(ROLLUP_QUANTITY.test(subj) || /:\s*(\(1\)|$)/.test(subj))) return false;
  const items = (body.match(LIST_ITEM) ?? []).length + (`${subject}\n${body}`.match(/\(\d{1,2}\)\s+\S/g) ?? []).length;
  return items >= 2;
}

/**
 * Decision-signal score of a commit (SPEC §6.8). `subject` is the first line
 * of the message, `body` the rest (trailers may be included). Returns a
 * non-negative or slightly negative number (a plain `fix:` scores −0.5);
 * `why` treats ≥ 2.0 as decision-shaped. A roll-up commit (isRollupCommit)
 * is scored on its subject (and a BREAKING CHANGE anywhere) only.
 */
export function decisionSignalScore(subject: string, fullBody: string, opts: SignalOptions = {}): number {
  // A roll-up's items are unrelated changes: only its subject speaks for the commit (isRollupCommit).
  const body = isRollupCommit(subject, fullBody) ? '' : fullBody;
  const subj = subject.toLowerCase();
  const bod = body.toLowerCase();
  const all = `${subj}\n${bod}`;
  let score = 0;

  const strong = anyMatch(STRONG, all);
  if (strong) score += 3;

  let policy = 0;
  for (const re of POLICY) if (re.test(all)) policy++;
  score += 0.75 * Math.min(policy, POLICY_MAX_WORDS);

  const contrastSubject = anyMatch(CONTRAST, subj);
  const contrastBody = !contrastSubject && anyMatch(CONTRAST, bod);
  if (contrastSubject) score += 2;
  else if (contrastBody) score += 0.75;
  const contrast = contrastSubject || contrastBody;

  let rationale = 0;
  for (const re of RATIONALE) if (re.test(bod)) rationale++;
  if (rationale >= 2) score += 1.5;
  else if (rationale === 1) score += 1;

  if (/BREAKING[ -]CHANGE/.test(`${subject}\n${fullBody}`)) score += 2;

  const conv = CONVENTIONAL.exec(subject.trim());
  const type = conv ? conv[1].toLowerCase() : /^revert\b/i.test(subject.trim()) ? 'revert' : null;
  if (conv && conv[3] === '!') score += 2;
  if (type) {
    const scope = (conv?.[2] ?? '').toLowerCase();
    if (type === 'refactor' || type === 'revert') score += 1;
    else if (type === 'feat' || type === 'perf') score += 0.5;
    else if (type === 'docs' && /^(adrs?|decisions?)$/.test(scope)) score += 2;
    else if (type === 'fix' || type === 'docs') score += contrast || strong ? 0 : -0.5;
    else if (['chore', 'test', 'style', 'ci', 'build'].includes(type)) score -= 0.5;
  }

  const len = cpLength(body.trim());
  if (len > 1200) score += 1.5;
  else if (len > 700) score += 1;
  else if (len > 300) score += 0.5;

  if (opts.trailerBonus) score += 4;
  return score;
}

/**
 * Release-commit subjects (issue 3 leftover: `why` offered "Release 1.18" and
 * "Release LevelDB 1.15" as the decision-shaped explanation of leveldb's
 * DBImpl::Write; their changelog bodies pile up strong words and length).
 * Each test is on the trimmed subject, case-insensitive:
 *  - Conventional `release:` / `release(x):`, and `chore(release)` /
 *    `chore(version)` / `build(release)` (any type whose scope is release or version)
 *  - `Release`/`Releases`/`Released`/`Releasing` and at most two words before a version number
 *    (`Release 1.18`, `Release LevelDB 1.15`, `release v3.4.1`; not `Release the lock 1.5x sooner`);
 *    `Prepare(s/d/ing) [for] [the] [v1.2] release`; `Cut/Tag a release`, `Tag v1.2`
 *  - each optionally after a housekeeping Conventional Commits type (`chore:`, `build:`, `ci:`,
 *    `release:`, `meta:`; not `fix: release memory in 1.2 …`)
 *  - a version bump: `Bump version …`, `Version bump …`, `Bump to v1.2`, `chore: bump version`,
 *    `Update version to 1.2.3`, `Set version to 1.2.3`
 *  - a bare version: `v1.2.3`, `1.2.3`, `1.2.3-rc.1` (optionally with a `vX.Y` tag word like `Version 2.0`)
 * A dependency bump (`Bump lodash from 4.17.20 to 4.17.21`) is no release.
 */
/** An optional Conventional Commits header of a housekeeping type (`chore:`, `build(npm):`, `ci!:`), before a release subject. */
const HOUSEKEEPING = String.raw`^(?:(?:chore|build|ci|release|meta)(?:\([^)]*\))?!?:\s*)?`;
const RELEASE: RegExp[] = [
  /^release(\([^)]*\))?!?:/,
  /^[a-z]+\((release|releases|version|versions)\)!?:/,
  new RegExp(HOUSEKEEPING + String.raw`(release[sd]?|releasing)( [\w.-]+){0,2}? v?\d+(\.\d+)+([-+][\w.]+)?([\s:,;()]|$)`),
  new RegExp(HOUSEKEEPING + String.raw`prepar(e|es|ed|ing) (for )?(the )?(v?\d[\w.-]*\s+)?release\b`),
  new RegExp(HOUSEKEEPING + String.raw`(cut|tag)(s|ged|ging)? (an? |the )?(release\b|v?\d+(\.\d+)+)`),
  new RegExp(HOUSEKEEPING + String.raw`(bump(s|ed|ing)? (the )?(package |app |project )?versions?\b|version bump|bump(s|ed|ing)? to v?\d)`),
  new RegExp(HOUSEKEEPING + String.raw`(update|set)(s|d|ting)? (the )?version (to|for) v?\d`),
  /^(version )?v?\d+(\.\d+){1,3}([-+][\w.-]+)?$/,
];

/**
 * Whether a commit subject is a release or version bump (rules above).
 * `why` never offers such a commit as decision-shaped (pathHistory
 * selectHistory): it records that a version shipped, not why code is so.
 */
export function isReleaseCommit(subject: string): boolean {
  const s = subject.trim().toLowerCase();
  return RELEASE.some((re) => re.test(s));
}
