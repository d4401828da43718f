/**
 * search_code's exact-name key (issue 3 leftovers, newcomer on
 * google/leveldb and rack): a name that is the whole query (`parse_query`
 * for "parse query") comes before a longer name holding it
 * (`parse_query_pairs`) even when BM25 scores the longer one higher, and a
 * class comes before its constructor named as it (C++ `WriteBatch` before
 * `WriteBatch::WriteBatch`, Java `Account` before `Account(String id)`),
 * which BM25 favoured for holding the words in its container too.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, type GraphFixture } from './helpers';
import { CodeSearch } from '../../server/src/core/graph/searchIndex';

const FILES = {
  'lib/query.ts': [
    'export function parse_query(qs: string) {',
    '  return qs;',
    '}',
    '',
    '/** Parse query pairs: each query pair of the query string, parsed in order. */',
    'export function parse_query_pairs(qs: string, separator: string) {',
    '  return [qs, separator];',
    '}',
    '',
  ].join('\n'),
  'include/write_batch.h': ['namespace db {', 'class WriteBatch {', ' public:', '  WriteBatch();', '  void Put(int key);', '};', '}', ''].join('\n'),
  'src/write_batch.cc': ['#include "../include/write_batch.h"', 'namespace db {', 'WriteBatch::WriteBatch() {}', 'void WriteBatch::Put(int key) {}', '}', ''].join('\n'),
  'auth.py': [
    'class HTTPDigestAuth:',
    '    """HTTP digest authentication: builds the digest header of a request."""',
    '',
    '    def build_digest_header(self, method, url):',
    '        """Build the HTTP digest auth header for method and url."""',
    '        def KD(s, d):',
    '            return s + d',
    '',
    '        return KD(method, url)',
    '',
    '    def handle_digest_auth_header(self, r):',
    '        """Handle a digest auth header: rebuild the HTTP header when the server asks."""',
    '        return self.build_digest_header(r, r)',
    '',
  ].join('\n'),
  'src/Account.java': ['package bank;', '', 'public class Account {', '  private final String id;', '  public Account(String id) {', '    this.id = id;', '  }', '}', ''].join('\n'),
};

/** `path:name` of the first `n` search_code items for `query`. */
async function firstHits(fx: GraphFixture, query: string, n: number): Promise<string[]> {
  const r = await fx.call('search_code', { query, limit: n });
  assert.ok(!r.isError, r.text);
  return ((r.structured?.items ?? []) as { path: string; name: string }[]).map((i) => `${i.path}:${i.name}`);
}

describeGraph('code graph: search_code ranks the name that is the query first', FILES, 'graph-search-exact-first', (fx) => {
  it('an exact name of the whole query before a longer name holding it, though BM25 scores the longer higher', async () => {
    assert.deepEqual(await firstHits(fx, 'parse query', 2), ['lib/query.ts:parse_query', 'lib/query.ts:parse_query_pairs']);
    assert.deepEqual(await firstHits(fx, 'parse_query', 2), ['lib/query.ts:parse_query', 'lib/query.ts:parse_query_pairs']);
    // Without the key the order would be the other one: the doc comment repeats the words.
    const scores = new CodeSearch(fx.graph.data, fx.graph.data.generation).search('parse query', 10).hits;
    const score = (name: string) => scores.find((h) => fx.graph.data.def(h.ref).name === name)!.score;
    assert.ok(score('parse_query_pairs') > score('parse_query'));
  });

  it('a class before its constructor named as it (C++, Java)', async () => {
    assert.deepEqual(await firstHits(fx, 'write batch', 2), ['include/write_batch.h:db::WriteBatch', 'src/write_batch.cc:db::WriteBatch::WriteBatch']);
    assert.deepEqual(await firstHits(fx, 'WriteBatch', 2), ['include/write_batch.h:db::WriteBatch', 'src/write_batch.cc:db::WriteBatch::WriteBatch']);
    assert.deepEqual(await firstHits(fx, 'account', 2), ['src/Account.java:Account', 'src/Account.java:Account.Account']);
    // Asked by its own full name, the constructor is the exact one.
    assert.deepEqual(await firstHits(fx, 'WriteBatch.WriteBatch', 1), ['src/write_batch.cc:db::WriteBatch::WriteBatch']);
  });

  it("a query that is a definition's whole name, any separator, names it first (newcomer 20 #3: a function nested in a method)", async () => {
    for (const q of ['HTTPDigestAuth.build_digest_header.KD', 'HTTPDigestAuth::build_digest_header::KD', 'HTTPDigestAuth#build_digest_header.KD']) {
      assert.deepEqual(await firstHits(fx, q, 1), ['auth.py:HTTPDigestAuth.build_digest_header.KD'], q);
    }
    assert.deepEqual(await firstHits(fx, 'HTTPDigestAuth#build_digest_header', 1), ['auth.py:HTTPDigestAuth.build_digest_header']);
    assert.deepEqual(await firstHits(fx, 'db::WriteBatch::WriteBatch', 1), ['src/write_batch.cc:db::WriteBatch::WriteBatch']);
  });
});
