/**
 * English stop-words for `search_code` (searchIndex.ts): the words a
 * natural-language question is made of around its content words ("how does
 * the entity manager save an entity"), which BM25 and the coverage sort
 * (searchIndex.ts `search`) would otherwise count as matches in doc comments.
 */

/**
 * NLTK's English stop-word list (nltk_data `corpora/stopwords/english`, the
 * 179 words `nltk.corpus.stopwords.words('english')` returns), without the
 * apostrophe forms (`don't`, `you're`, …): codeTokens splits a word at its
 * apostrophe, and the list holds both halves (`don`, `t`, `re`), so those
 * forms could never be a token. Lowercase.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set([
  'i', 'me', 'my', 'myself', 'we', 'our', 'ours', 'ourselves', 'you', 'your', 'yours', 'yourself', 'yourselves',
  'he', 'him', 'his', 'himself', 'she', 'her', 'hers', 'herself', 'it', 'its', 'itself', 'they', 'them', 'their',
  'theirs', 'themselves', 'what', 'which', 'who', 'whom', 'this', 'that', 'these', 'those', 'am', 'is', 'are', 'was',
  'were', 'be', 'been', 'being', 'have', 'has', 'had', 'having', 'do', 'does', 'did', 'doing', 'a', 'an', 'the', 'and',
  'but', 'if', 'or', 'because', 'as', 'until', 'while', 'of', 'at', 'by', 'for', 'with', 'about', 'against', 'between',
  'into', 'through', 'during', 'before', 'after', 'above', 'below', 'to', 'from', 'up', 'down', 'in', 'out', 'on', 'off',
  'over', 'under', 'again', 'further', 'then', 'once', 'here', 'there', 'when', 'where', 'why', 'how', 'all', 'any',
  'both', 'each', 'few', 'more', 'most', 'other', 'some', 'such', 'no', 'nor', 'not', 'only', 'own', 'same', 'so',
  'than', 'too', 'very', 's', 't', 'can', 'will', 'just', 'don', 'should', 'now', 'd', 'll', 'm', 'o', 're', 've', 'y',
  'ain', 'aren', 'couldn', 'didn', 'doesn', 'hadn', 'hasn', 'haven', 'isn', 'ma', 'mightn', 'mustn', 'needn', 'shan',
  'shouldn', 'wasn', 'weren', 'won', 'wouldn',
]);

const WORD_RE = /[\p{L}\p{N}_]+/gu;
/** A word written as code: in a dotted or scoped name (`Promise.all`, `std::move`, `Foo#each`, `p->next`) or called (`once(`). */
const CODE_SHAPED_RE = /[\p{L}\p{N}_$]+(?:(?:\.|::|#|->)[\p{L}\p{N}_$]+)+|[\p{L}\p{N}_$]+(?=\s*\()/gu;
/** A span the user quoted as code: `` `each` ``. */
const QUOTED_RE = /`[^`]*`/g;

/**
 * The words of a search_code query without its English stop-words
 * (ENGLISH_STOP_WORDS), joined by single spaces, or the query as written
 * when nothing should be dropped. A stop-word is kept when:
 * - every word of the query is one (`is`, `has own`: the user is naming something);
 * - the whole query names a definition (`namesDefinition(query)`, the caller's
 *   exact-name test: `has own property` for `hasOwnProperty`);
 * - it is written as code: quoted in backticks (`` `once` ``), part of a
 *   dotted or scoped name (`Promise.all`, `std::move`), or called (`each()`).
 * A stop-word inside an identifier (`isReady`, `get_all`) is never dropped:
 * only whole words are compared, case aside.
 */
export function withoutStopWords(query: string, namesDefinition: (query: string) => boolean): string {
  const words = [...query.matchAll(WORD_RE)];
  if (words.length === 0 || words.every((w) => !ENGLISH_STOP_WORDS.has(w[0].toLowerCase()))) return query;
  if (words.every((w) => ENGLISH_STOP_WORDS.has(w[0].toLowerCase())) || namesDefinition(query)) return query;
  const code: [number, number][] = [];
  for (const re of [QUOTED_RE, CODE_SHAPED_RE]) for (const m of query.matchAll(re)) code.push([m.index, m.index + m[0].length]);
  const asCode = (at: number): boolean => code.some(([from, to]) => at >= from && at < to);
  return words
    .filter((w) => !ENGLISH_STOP_WORDS.has(w[0].toLowerCase()) || asCode(w.index))
    .map((w) => w[0])
    .join(' ');
}
