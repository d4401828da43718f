/**
 * `search_code`: BM25 (minisearch) over definition names, signatures and doc
 * comments, with SPEC §6.2 identifier expansion so `orderTotal`,
 * `order total` and `order_total` find each other. Built lazily and rebuilt
 * when the graph's generation changes. Hits are ranked first by how many of
 * the query's words they contain (in any field), then by score; hits in test
 * code (rank.ts isTestPath) score ×0.7, so the code under test comes first.
 * English stop-words (stopWords.ts, NLTK's list) are left out of doc comments
 * when indexing and out of queries when searching, save where the user names
 * something with them (withoutStopWords). A query word also searches for its
 * synonyms (searchSynonyms.ts: serialize/encode/marshal…), weighed lower.
 */
import MiniSearch, { type Query } from 'minisearch';
import { stemmer } from 'stemmer';
import type { DefRef } from './graphIndex';
import type { GraphData } from './graphData';
import { isTestPath } from './rank';
import { ENGLISH_STOP_WORDS, withoutStopWords } from './stopWords';
import { SYNONYM_BOOST, synonymsOf } from './searchSynonyms';

/**
 * BM25 score factor of a definition in test code: a test helper named like
 * the query (vuejs/core's spec-file `createApp`s, newcomer5) drops below the
 * definition it imitates, yet still outranks a weak match elsewhere.
 */
const TEST_PENALTY = 0.7;

const TOKEN_RE = /[\p{L}\p{N}_]+/gu;

/** A word the Porter stemmer is given: ASCII letters only, at least 4 (identifiers with digits or `_` are kept whole). */
const STEMMED = /^[a-z]{4,}$/;

/**
 * The Porter stem of token `t` (the `stemmer` package: Porter, "An algorithm
 * for suffix stripping", 1980) when it differs from `t`, else undefined:
 * `parsing`, `parsed` and `parses` → `pars`; `retries`, `retry` → `retri`.
 * Each token is indexed and searched as itself and as its stem, so a
 * question's word finds the other forms of it (newcomer 34: "parsing number"
 * did not find `parse_number`; prefixes cover only the longer forms), while
 * the form written scores above another form (it matches both terms).
 */
export function stemOf(t: string): string | undefined {
  let s = stems.get(t);
  if (s === undefined) {
    s = STEMMED.test(t) ? stemmer(t) : t;
    if (s.length < 3) s = t;
    // A repository's words repeat: each is stemmed once per process (its vocabulary, tens of thousands of words at most).
    stems.set(t, s);
  }
  return s !== t ? s : undefined;
}

/** stemOf's answers by token (the token itself when it has no stem of its own). */
const stems = new Map<string, string>();

/** `t` and its stem (stemOf), as MiniSearch's processTerm may return. */
function withStem(t: string): string | string[] {
  const s = stemOf(t);
  return s ? [t, s] : t;
}

/** Tokens of `text` lowercased, plus the words of each identifier (SPEC §6.2 split rule). */
export function codeTokens(text: string): string[] {
  const out: string[] = [];
  for (const t of text.match(TOKEN_RE) ?? []) {
    out.push(t.toLowerCase());
    if (t.length >= 4 && (t.includes('_') || (/.\p{Lu}/u.test(t) && /\p{Ll}/u.test(t)))) {
      const words = t.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2').split(/[_\s]+/);
      if (words.length >= 2) for (const w of words) if (w) out.push(w.toLowerCase());
    }
  }
  return out;
}

interface Doc {
  id: number;
  name: string;
  container: string;
  signature: string;
  doc: string;
}

/**
 * A name or query folded for the exact-name key: lowercased, without the
 * separators people write between an identifier's words, so `nextTick`,
 * `next tick` and `next_tick` fold alike, nor those between a name's parts
 * (`.`, `::`, `#`), so `Rack::Utils.escape_html` and `Rack.Utils.escape_html` do.
 */
function foldName(s: string): string {
  return s.toLowerCase().replace(/[\s_\-.:#]+/g, '');
}

/**
 * Whether the folded query `fq` is a definition's whole name — `Container.name`
 * or the name answers show (`HTTPDigestAuth.build_digest_header.KD`, a
 * function nested in a method) — not its own name alone (exactness covers that).
 */
function wholeName(f: { own: string; full: string; shown: string }, fq: string): boolean {
  return fq !== '' && fq !== f.own && (f.full === fq || f.shown === fq);
}

/**
 * How exactly a definition's names (CodeSearch.folded) spell the folded
 * query `fq`: 2 when its own name, `Container.name` or the name answers show
 * is the query, 1 when that is so of a constructor named as its class (the
 * query names the class first: "write batch" is class WriteBatch before its
 * constructor `WriteBatch::WriteBatch`, which BM25 scores higher for holding
 * the words in its container too), 0 otherwise.
 */
function exactness(f: { own: string; full: string; shown: string; ctor: boolean }, fq: string): number {
  if (fq === '' || (f.own !== fq && f.full !== fq && f.shown !== fq)) return 0;
  return f.ctor && f.own === fq ? 1 : 2;
}

/** A search index over one generation of a graph. */
export class CodeSearch {
  private readonly refs: DefRef[] = [];
  /**
   * foldName of each definition's own name, of `Container.name` and of the name answers show (nameOf), by id;
   * `ctor`: a constructor named as its class (C++, Java, C#, Dart: `WriteBatch::WriteBatch`), which an exact query
   * names only after the class (exactness).
   */
  private readonly folded: { own: string; full: string; shown: string; ctor: boolean }[] = [];
  /** Every folded name of `folded`: a query that folds to one of them names a definition (stop-words kept). */
  private readonly names = new Set<string>();
  private readonly ms: MiniSearch<Doc>;

  /**
   * @param nameOf the name answers give a definition (CodeGraph.item: `geo::helper`, `Rack::Utils.escape_html`),
   *   which a query spelled as that name matches exactly, as it does `Container.name`.
   * @param docOf the doc comment of a definition that has none of its own (a C/C++ definition's declaration's,
   *   graphDecls.ts), searched as its own; asked only for functions and methods without a doc.
   */
  constructor(
    data: GraphData,
    readonly generation: number,
    nameOf?: (ref: DefRef) => string,
    docOf?: (ref: DefRef) => string | undefined,
  ) {
    this.ms = new MiniSearch<Doc>({
      // The container is a field of its own, weighed below the name: a class named Cookie does not lift each of its
      // members above a method named cookies elsewhere (newcomer 14b #8, rack's MockResponse::Cookie readers over Request#cookies).
      fields: ['name', 'container', 'signature', 'doc'],
      tokenize: codeTokens,
      // Doc comments are prose: their stop-words would count as matches of a question's ("how does the … save an …").
      // Names and signatures keep them (a method named `on`, a parameter `to`). At search time fieldName is undefined.
      // Every word is also indexed by its stem (stemOf), in names as in prose.
      processTerm: (t, fieldName) => (fieldName === 'doc' && ENGLISH_STOP_WORDS.has(t) ? null : withStem(t)),
      searchOptions: { boost: { name: 3, container: 0.75, signature: 1.5, doc: 1 }, combineWith: 'OR', prefix: (t) => t.length >= 4, processTerm: withStem },
    });
    const docs: Doc[] = [];
    for (const r of data.allDefs()) {
      const d = data.def(r);
      if (d.kind === 'module') continue;
      const name = d.container ? `${d.container}.${d.name}` : d.name;
      const doc = d.doc ?? (docOf && (d.kind === 'function' || d.kind === 'method') ? docOf(r) : undefined);
      docs.push({ id: this.refs.length, name: d.name, container: d.container ?? '', signature: d.signature ?? '', doc: doc ?? '' });
      const ctor = d.kind === 'method' && !!d.container && d.container.slice(Math.max(d.container.lastIndexOf('.'), d.container.lastIndexOf(':')) + 1) === d.name;
      const f = { own: foldName(d.name), full: foldName(name), shown: foldName(nameOf ? nameOf(r) : name), ctor };
      this.folded.push(f);
      this.names.add(f.own).add(f.full).add(f.shown);
      this.refs.push(r);
    }
    this.ms.addAll(docs);
  }

  /**
   * Best definitions for `query`, at most `limit`, with their scores (BM25,
   * test code ×0.7); `total`: how many matched in all. Order: coverage — the
   * number of the query's distinct tokens (codeTokens: words, and an
   * identifier's own words) the definition contains in any field, exactly or
   * as a prefix, one fewer in test code (rank.ts isTestPath: a spec's title
   * is prose that holds the words of what it tests), code outside tests
   * first at equal coverage — then score. A field boost alone cannot say that the words
   * asked for all occur: a name holding two of four words (vuejs/core's
   * `MutableReactiveHandler` for "inner value reactive mutable") outscored a
   * doc comment holding all four (`ref`'s "Takes an inner value and returns a
   * reactive and mutable ref object"); this is the classic coordination
   * factor (Lucene's `coord`, the share of query terms matched), applied as
   * the first sort key — after one: a query that is a definition's whole
   * qualified name, any separator (`Response.iter_content.generate`,
   * `Rack::Utils#escape_html`: wholeName), names that definition, which comes
   * first however few of the query's words its fields hold (newcomer 20 #3:
   * a function nested in a method holds its class's name in no field and was
   * not in the top 50). Within the same coverage, a definition whose name is
   * the query (foldName: case and word separators aside; `reactive`,
   * `next tick`, `App.provide`) comes before the rest: BM25 favours short
   * fields, so `reactive` (a documented function) came 9th for "reactive"
   * behind `ReactiveFlags` and `reactiveReadArray` on vuejs/core, and
   * `computed` 5th behind `ComputedRef` — the exact symbol match search tools
   * rank first; a constructor named as its class comes after the class
   * (exactness), and a longer name holding the query (`parse_query_pairs`
   * for "parse query") after the name that is the query. The query's English
   * stop-words are dropped first (stopWords.ts withoutStopWords: not when they
   * are all it has, when it names a definition, or when written as code), so
   * "how does the entity manager save an entity" is searched as "entity
   * manager save entity": typeorm's `EntityManager.save` came 11th behind
   * methods whose docs held "the", "an" and "does".
   */
  search(query: string, limit: number): { hits: { ref: DefRef; score: number }[]; total: number } {
    const fq = foldName(query);
    const q = withoutStopWords(query, (s) => this.names.has(foldName(s))).replace(/[:^~()[\]{}!"\\*?'`]/g, ' ');
    // A word and its stem are one word of the query for coverage: `parsing` counts once whether a definition holds
    // `parsing`, `parse` or both.
    const wordOf = new Map<string, string>();
    for (const t of codeTokens(q)) wordOf.set(t, t);
    for (const t of codeTokens(q)) {
      const s = stemOf(t);
      if (s && !wordOf.has(s)) wordOf.set(s, t);
    }
    // Synonyms (searchSynonyms.ts) are searched too, weighed lower, and count as the word they stand for. They are searched
    // as written, not by their stems: `settings` stems to `set`, so "how is the retry count configured" took requests'
    // iter_content, whose doc says "by manually setting `encoding`", for a definition about configuring and put it
    // before HTTPAdapter.__init__ and its max_retries (newcomer 39 #7). `synonyms` holds the terms searched.
    const synonyms = new Set<string>();
    for (const t of codeTokens(q)) {
      for (const w of synonymsOf(t)) {
        if (wordOf.has(w) || synonyms.has(w)) continue;
        wordOf.set(w, wordOf.get(t) ?? t);
        synonyms.add(w);
      }
    }
    const asked: Query = synonyms.size ? { combineWith: 'OR', queries: [q, { queries: [[...synonyms].join(' ')], processTerm: (t: string) => t, boostTerm: () => SYNONYM_BOOST }] } : q;
    // Test code last among near scores (rank.ts isTestPath, as the candidates lists order it); nothing is dropped.
    const all = this.ms
      .search(asked)
      .map((h) => {
        const ref = this.refs[h.id as number];
        const f = this.folded[h.id as number];
        const exact = exactness(f, fq);
        const test = isTestPath(ref.path);
        // Test code counts one word fewer: a spec's title holding every word ("hydration mismatch › …") comes after
        // the source definitions holding all but one (newcomer 26 #8: 62 test cases before vuejs/core's first source hit).
        return { ref, whole: wholeName(f, fq) ? 1 : 0, coverage: new Set(h.queryTerms.map((t) => wordOf.get(t) ?? t)).size - (test ? 1 : 0), test: test ? 1 : 0, exact, score: test ? h.score * TEST_PENALTY : h.score };
      })
      .sort((a, b) => b.whole - a.whole || b.coverage - a.coverage || a.test - b.test || b.exact - a.exact || b.score - a.score);
    return { hits: all.slice(0, limit).map(({ ref, score }) => ({ ref, score })), total: all.length };
  }
}
