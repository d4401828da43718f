/**
 * search_code finds the other forms of a query's words (Porter stems,
 * searchIndex.ts stemOf): newcomer 34 asked serde_json "parsing number" and
 * got Number's accessors, not `parse_number`, since a prefix reaches only
 * longer forms (`parse` finds `parsing`, never the reverse). The form written
 * still scores above another form of the word, and a word with its stem
 * counts once toward the words a definition covers.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';
import { stemOf } from '../../server/src/core/graph/searchIndex';

const DE = [
  'pub struct Deserializer {',
  '    index: usize,',
  '}',
  '',
  'impl Deserializer {',
  '    fn parse_number(&mut self, positive: bool) -> u64 {',
  '        if positive { 1 } else { 0 }',
  '    }',
  '',
  '    fn parse_whitespace(&mut self) -> Option<u8> {',
  '        None',
  '    }',
  '}',
  '',
  '/// Retries the request after a backoff delay.',
  'pub fn send_with_backoff(attempts: u32) -> bool {',
  '    attempts > 0',
  '}',
  '',
  'pub fn retry(attempts: u32) -> bool {',
  '    attempts > 1',
  '}',
  '',
].join('\n');

const NUMBER = [
  '/// A JSON number.',
  'pub struct Number {',
  '    n: u64,',
  '}',
  '',
  'impl Number {',
  '    pub fn as_str(&self) -> &str {',
  '        ""',
  '    }',
  '',
  '    pub fn is_number(&self) -> bool {',
  '        true',
  '    }',
  '}',
  '',
].join('\n');

describe('code graph: search stems', () => {
  it('stemOf gives one stem to the forms of a word and leaves identifiers with digits or `_` whole', () => {
    assert.equal(stemOf('parsing'), stemOf('parse'));
    assert.equal(stemOf('parsed'), stemOf('parses'));
    assert.equal(stemOf('retries'), stemOf('retry'));
    assert.equal(stemOf('serializing'), stemOf('serialize'));
    assert.equal(stemOf('parse_number'), undefined);
    assert.equal(stemOf('utf8'), undefined);
    assert.equal(stemOf('str'), undefined);
  });
});

describeGraph('code graph: search_code finds other forms of the query words', { 'src/de.rs': DE, 'src/number.rs': NUMBER }, 'search-stems', (fx) => {
  const names = async (query: string): Promise<string[]> => {
    const r = await fx.call('search_code', { query, limit: 10 });
    assert.ok(!r.isError, r.text);
    return ((r.structured?.items ?? []) as { name: string }[]).map((i) => i.name);
  };

  it('"parsing number" finds parse_number first, before what holds only "number"', async () => {
    const got = await names('parsing number');
    assert.equal(got[0], 'Deserializer::parse_number', got.join(', '));
    assert.ok(got.indexOf('Deserializer::parse_whitespace') > got.indexOf('Deserializer::parse_number'), got.join(', '));
  });

  it('"retrying" finds retry and the function documented "Retries"; the form written ranks first', async () => {
    const got = await names('retrying');
    assert.ok(got.includes('retry') && got.includes('send_with_backoff'), got.join(', '));
    // "retry" as written: the function named so comes before the doc that says "Retries".
    assert.deepEqual((await names('retry')).slice(0, 2), ['retry', 'send_with_backoff']);
  });
});
