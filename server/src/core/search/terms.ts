/**
 * Tokens, identifier expansion and query preparation for retrieval (SPEC §6.2).
 * The same tokenizer feeds the index and the query, so `orderTotal`,
 * `order total` and `order_total` meet in the `aux` field: every identifier in a
 * document is also indexed split into its words.
 */
import { escapeRegExp } from '../regex';

/** Splits on everything that is not a letter, a digit or `_` (SPEC §6.2). */
const TOKEN_RE = /[\p{L}\p{N}_]+/gu;
/** The same for pure-ASCII text, several times faster than the Unicode-aware class. */
const ASCII_TOKEN_RE = /[A-Za-z0-9_]+/g;
const NON_ASCII = /[^\x00-\x7f]/;

/** Tokens of `text` as written (case kept), in order. */
export function rawTokens(text: string): string[] {
  return text.match(NON_ASCII.test(text) ? TOKEN_RE : ASCII_TOKEN_RE) ?? [];
}

/**
 * The index tokenizer handed to minisearch: tokens lowercased (lowercasing
 * here, not in processTerm, keeps one pass over the text). The `aux` field is
 * stored already tokenized by AuxBuilder, so it is only split at spaces.
 */
export function indexTokenize(text: string, field?: string): string[] {
  if (field === 'aux') return text === '' ? [] : text.split(' ');
  return tokenize(text);
}

/** Tokens of `text`, lowercased (the query tokenizer). */
export function tokenize(text: string): string[] {
  // Lowercasing first costs one string, not one per token. (Unicode lowercasing
  // keeps letters letters, so the token boundaries do not move.)
  return rawTokens(text.toLowerCase());
}

const HAS_LOWER = /\p{Ll}/u;
const INNER_UPPER = /.\p{Lu}/u;

/**
 * Identifier expansion of one token (SPEC §6.2): a token of ≥4 chars containing
 * `_`, or an inner capital plus a lowercase letter, is split at `_` and at
 * lower/digit→upper boundaries (`orderTotal` → `order Total`, `HTTPServer_x`
 * → `HTTPServer x`). Returns the words, or null when the token is not an
 * identifier of that shape or splits into fewer than 2 words.
 */
export function expandIdentifier(token: string): string[] | null {
  if (token.length < 4) return null;
  // ASCII fast path: most tokens are plain words and leave here.
  let underscore = false;
  let innerUpper = false;
  let lower = false;
  let ascii = true;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c === 95) underscore = true;
    else if (c >= 65 && c <= 90) innerUpper ||= i > 0;
    else if (c >= 97 && c <= 122) lower = true;
    else if (c > 127) {
      ascii = false;
      break;
    }
  }
  if (!ascii) {
    underscore = token.includes('_');
    innerUpper = INNER_UPPER.test(token);
    lower = HAS_LOWER.test(token);
  }
  if (!underscore && !(innerUpper && lower)) return null;
  const words = token
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .split(/[_\s]+/)
    .filter((w) => w.length > 0);
  return words.length >= 2 ? words : null;
}

/**
 * The expansion text of `text`: every expandable identifier's words, one
 * identifier per line (lines keep phrases from running into each other).
 */
export function expansionText(text: string): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of rawTokens(text)) {
    if (seen.has(t)) continue;
    seen.add(t);
    const words = expandIdentifier(t);
    if (words) out.push(words.join(' '));
  }
  return out.join('\n');
}

/**
 * Builds the `aux` field of an index document: a set of distinct lowercase
 * tokens (aux says what else a document is known by; repeating `packages`
 * for fifty changed files would only skew BM25 and cost time) plus the
 * identifier expansions as lines, kept for the phrase check.
 */
export class AuxBuilder {
  private readonly tokens = new Set<string>();
  private readonly seen = new Set<string>();
  private readonly lines: string[] = [];

  /** Adds the tokens of `text` and their identifier expansions (names, paths, tags, ids). */
  words(text: string): this {
    for (const w of wordsOf(text)) {
      this.tokens.add(w.lower);
      if (this.seen.has(w.raw)) continue;
      this.seen.add(w.raw);
      if (!w.expansion) continue;
      for (const x of w.expansion) this.tokens.add(x);
      this.lines.push(w.line!);
    }
    return this;
  }

  /** Adds only the identifier expansions of `text` (titles, bodies, subjects). */
  expansions(text: string): this {
    for (const t of rawTokens(text)) this.expand(t);
    return this;
  }

  private expand(t: string): void {
    if (this.seen.has(t)) return;
    this.seen.add(t);
    const words = expandIdentifier(t);
    if (!words) return;
    const lower = words.map((w) => w.toLowerCase());
    for (const w of lower) this.tokens.add(w);
    this.lines.push(lower.join(' '));
  }

  /** The indexed aux text: distinct tokens joined by single spaces (see AUX_FIELD tokenizing). */
  text(): string {
    return [...this.tokens].join(' ');
  }

  /** The expansions, one per line, for phrase checks. */
  phrases(): string {
    return this.lines.join('\n');
  }
}

/** One token of a `words()` text: as written, lowercased, and its lowercased expansion (words and line). */
interface Word {
  raw: string;
  lower: string;
  expansion: string[] | null;
  line: string | null;
}

/**
 * Tokens of short texts `words()` was given, remembered: commit documents
 * name the same file paths thousands of times (a 5000-commit index tokenizes
 * ~60,000 paths), so each path is split and expanded once per process.
 */
const wordCache = new Map<string, Word[]>();
const WORD_CACHE_MAX = 50_000;
const WORD_CACHE_TEXT_MAX = 400;

function wordsOf(text: string): Word[] {
  const short = text.length <= WORD_CACHE_TEXT_MAX;
  const hit = short ? wordCache.get(text) : undefined;
  if (hit) return hit;
  const out: Word[] = [];
  for (const raw of rawTokens(text)) {
    const exp = expandIdentifier(raw);
    const expansion = exp ? exp.map((w) => w.toLowerCase()) : null;
    out.push({ raw, lower: raw.toLowerCase(), expansion, line: expansion ? expansion.join(' ') : null });
  }
  if (short) {
    if (wordCache.size >= WORD_CACHE_MAX) wordCache.clear();
    wordCache.set(text, out);
  }
  return out;
}

/** A search query after SPEC §6.2 preparation. */
export interface PreparedQuery {
  /** Lowercased terms searched with OR (query words + expansion words), distinct. */
  terms: string[];
  /** Lowercased ≥2-word expansions, boosted when adjacent in a field. */
  phrases: string[][];
}

/**
 * Longest expansion kept as a phrase. Real identifiers split into a handful of
 * words; a 20,000-character random token splits into thousands, and one
 * regular expression over all of them overflows the stack (and no field could
 * hold such a phrase anyway), so longer expansions count only as OR terms.
 */
export const MAX_PHRASE_WORDS = 12;

const OPERATOR_CHARS = /[:^~()[\]{}!"\\*?'`]/g;
const BOOLEAN_WORDS = new Set(['AND', 'OR', 'NOT', 'IN']);

/**
 * Prepares a query (SPEC §6.2): query-syntax characters become spaces, a
 * leading `-`/`+` is stripped from each word, bare AND/OR/NOT/IN are dropped,
 * and each ≥2-word identifier expansion is added as a phrase (its words also
 * join the OR terms so that `orderTotal` finds `order total`).
 */
export function prepareQuery(query: string): PreparedQuery {
  const words = query
    .replace(OPERATOR_CHARS, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[-+]+/, ''))
    .filter((w) => w.length > 0 && !BOOLEAN_WORDS.has(w));
  const terms: string[] = [];
  const seenTerms = new Set<string>();
  const add = (t: string) => {
    const l = t.toLowerCase();
    if (!seenTerms.has(l)) {
      seenTerms.add(l);
      terms.push(l);
    }
  };
  const phrases: string[][] = [];
  const seenPhrases = new Set<string>();
  for (const w of words) {
    for (const t of rawTokens(w)) {
      add(t);
      const exp = expandIdentifier(t);
      if (!exp) continue;
      const lower = exp.map((x) => x.toLowerCase());
      for (const x of lower) add(x);
      if (lower.length > MAX_PHRASE_WORDS) continue;
      const key = lower.join(' ');
      if (!seenPhrases.has(key)) {
        seenPhrases.add(key);
        phrases.push(lower);
      }
    }
  }
  return { terms, phrases };
}

const WORD = '[\\p{L}\\p{N}_]';
const phraseRes = new Map<string, RegExp>();

/**
 * True when the words of `phrase` (lowercase) appear adjacent and in order in
 * `text`, separated only by non-word characters on one line (SPEC §6.2: a
 * phrase counts when its words are adjacent in a field; fields are lines).
 */
export function hasPhraseIn(text: string, phrase: string[]): boolean {
  if (phrase.length > MAX_PHRASE_WORDS) return false;
  const key = phrase.join(' ');
  let re = phraseRes.get(key);
  if (!re) {
    const body = phrase.map(escapeRegExp).join(`[^\\p{L}\\p{N}_\\n]+`);
    re = new RegExp(`(?<!${WORD})${body}(?!${WORD})`, 'iu');
    if (phraseRes.size > 500) phraseRes.clear();
    phraseRes.set(key, re);
  }
  return re.test(text);
}
