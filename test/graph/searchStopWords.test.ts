/**
 * search_code leaves English stop-words (stopWords.ts, NLTK's list) out of
 * queries and doc comments: on typeorm, "how does the entity manager save an
 * entity" ranked `EntityManager.save` 11th, behind methods whose docs held
 * "does", "the" and "an" besides the content words. A query made only of
 * stop-words, one naming a definition, and stop-words written as code keep them.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';
import { withoutStopWords } from '../../server/src/core/graph/stopWords';

/** typeorm's EntityManager, its docs as written there (abridged). */
const MANAGER = [
  'export class EntityManager {',
  '  /**',
  '   * Saves all given entities in the database.',
  '   * If entities do not exist in the database then inserts, otherwise updates.',
  '   */',
  '  save(entity: object): object {',
  '    return entity;',
  '  }',
  '  /**',
  '   * Inserts a given entity into the database.',
  '   * Unlike save method executes a primitive operation without cascades, relations and other operations included.',
  '   * Does not check if entity exist in the database, so query will fail if duplicate entity is being inserted.',
  '   * You can execute bulk inserts using this method.',
  '   */',
  '  insert(entity: object): object {',
  '    return entity;',
  '  }',
  '  /**',
  '   * Updates entity partially. Entity can be found by a given conditions.',
  '   * Unlike save method executes a primitive operation without cascades, relations and other operations included.',
  '   * Does not check if entity exist in the database.',
  '   * Condition(s) cannot be empty.',
  '   */',
  '  update(entity: object): object {',
  '    return entity;',
  '  }',
  '  /**',
  '   * Deletes entities by a given criteria.',
  '   * Unlike save method executes a primitive operation without cascades, relations and other operations included.',
  '   * Does not check if entity exist in the database.',
  '   */',
  '  delete(entity: object): object {',
  '    return entity;',
  '  }',
  '}',
  '',
].join('\n');

const WORDS = [
  '/** Whether the value is one. */',
  'export function is(value: unknown): boolean {',
  '  return !!value;',
  '}',
  '/** Runs the callback for each item of the list. */',
  'export function each(items: unknown[], fn: (x: unknown) => void): void {',
  '  items.forEach(fn);',
  '}',
  '/** Whether an object holds a key of its own. */',
  'export function hasOwn(o: object, key: string): boolean {',
  '  return Object.prototype.hasOwnProperty.call(o, key);',
  '}',
  '/** Calls the handler once and then never again. */',
  'export function callOnce(fn: () => void): void {',
  '  fn();',
  '}',
  '',
].join('\n');

describeGraph('code graph: search_code drops English stop-words', { 'src/EntityManager.ts': MANAGER, 'src/words.ts': WORDS }, 'search-stopwords', (fx) => {
  const names = async (query: string): Promise<string[]> => {
    const r = await fx.call('search_code', { query, limit: 10 });
    assert.ok(!r.isError, r.text);
    return ((r.structured?.items ?? []) as { name: string }[]).map((i) => i.name);
  };

  it('a question ranks the method its content words name first', async () => {
    const got = await names('how does the entity manager save an entity');
    // Before: insert, update, delete (their docs hold "does" and "the"), then save.
    assert.equal(got[0], 'EntityManager.save', got.join(', '));
  });

  it('a query of stop-words only, or naming a definition, keeps them', async () => {
    assert.equal((await names('is'))[0], 'is');
    assert.equal((await names('each'))[0], 'each');
    assert.equal((await names('has own'))[0], 'hasOwn');
  });

  it('a stop-word written as code is kept', async () => {
    const got = await names('call `each` on the list');
    assert.equal(got[0], 'each', got.join(', '));
  });
});

describe('withoutStopWords', () => {
  const none = (): boolean => false;
  it('drops whole stop-words, case aside, and keeps content words in order', () => {
    assert.equal(withoutStopWords('How does the entity manager save an entity?', none), 'entity manager save entity');
    assert.equal(withoutStopWords("why don't the tests run", none), 'tests run');
  });
  it('leaves a query without stop-words as written', () => {
    assert.equal(withoutStopWords('EntityManager.save', none), 'EntityManager.save');
    assert.equal(withoutStopWords('isReady get_all', none), 'isReady get_all');
  });
  it('keeps everything when every word is a stop-word or the query names a definition', () => {
    assert.equal(withoutStopWords('has own', none), 'has own');
    assert.equal(withoutStopWords('has own property', (q) => q === 'has own property'), 'has own property');
    assert.equal(withoutStopWords('has own property', none), 'property');
  });
  it('keeps stop-words written as code: quoted, dotted, scoped or called', () => {
    assert.equal(withoutStopWords('where is `once` used', none), 'once used');
    assert.equal(withoutStopWords('who calls Promise.all with the list', none), 'calls Promise all list');
    assert.equal(withoutStopWords('what does std::move do', none), 'std move');
    assert.equal(withoutStopWords('what calls each() here', none), 'calls each');
  });
});
