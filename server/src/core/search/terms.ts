/**
 * Tokens, identifier expansion and query preparation for retrieval (SPEC §6.2).
 * The same tokenizer feeds the index and the query, so `orderTotal`,
 * `order total` and `order_total` meet in the `aux` field: every identifier in a
 * document is also indexed split into its words.
 */

/** Splits on everything that is not a letter, a digit or `_` (SPEC §6.2). */
const TOKEN_RE = /[\p{L}\p{N}_]+/gu;

/** Tokens of `text` as written (case kept), in order. */
export function rawTokens(text: string): string[] {
  return text.match(TOKEN_RE) ?? [];
}

/**
 * The index/query tokenizer handed to minisearch: tokens lowercased. Lowercasing
 * here (not in processTerm) keeps one pass over the text.
 */
export function tokenize(text: string): string[] {
  const out = text.match(TOKEN_RE);
  if (!out) return [];
  for (let i = 0; i < out.length; i++) out[i] = out[i].toLowerCase();
  return out;
}

const HAS_LOWER = /\p{Ll}/u;
const INNER_UPPER = /.\p{Lu}/u;

/**
 * Identifier expansion of one token (SPEC §6.2): a token of ≥4 chars containing
 * `_` or an inner capital (and some lowercase letter) is split at `_` and at
 * lower/digit→upper boundaries (`orderTotal` → `order Total`, `HTTPServer_x`
 * → `HTTPServer x`). Returns the words, or null when the token is not an
 * identifier of that shape or splits into fewer than 2 words.
 */
export function expandIdentifier(token: string): string[] | null {
  if (token.length < 4) return null;
  const underscore = token.includes('_');
  if (!underscore && !(INNER_UPPER.test(token) && HAS_LOWER.test(token))) return null;
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

/** A search query after SPEC §6.2 preparation. */
export interface PreparedQuery {
  /** Lowercased terms searched with OR (query words + expansion words), distinct. */
  terms: string[];
  /** Lowercased ≥2-word expansions, boosted when adjacent in a field. */
  phrases: string[][];
}

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
  const key = phrase.join(' ');
  let re = phraseRes.get(key);
  if (!re) {
    const body = phrase.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(`[^\\p{L}\\p{N}_\\n]+`);
    re = new RegExp(`(?<!${WORD})${body}(?!${WORD})`, 'iu');
    if (phraseRes.size > 500) phraseRes.clear();
    phraseRes.set(key, re);
  }
  return re.test(text);
}
