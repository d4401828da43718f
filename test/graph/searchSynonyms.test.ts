/**
 * search_code searches a query word's synonyms too (searchSynonyms.ts):
 * newcomer 35 asked moshi "serialize object to json string"; its answer,
 * `JsonAdapter.toJson`, is documented "Encodes the given value into a
 * String" and was not among the first 60. A synonym counts as the word for
 * coverage, but weighs less: the word asked for still comes first.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';
import { synonymsOf } from '../../server/src/core/graph/searchSynonyms';

const ADAPTER = [
  'export class Adapter {',
  '  /** Encodes the given value into a String and returns it. */',
  '  toJson(value: unknown): string {',
  '    return String(value);',
  '  }',
  '',
  '  /** Reads an object from the reader. */',
  '  fromJson(reader: Reader): object {',
  '    return reader.next();',
  '  }',
  '',
  '  /** Returns the object name as a string. */',
  '  objectName(value: object): string {',
  '    return "json";',
  '  }',
  '}',
  '',
  '/** Writes the value with quotes and backslashes escaped. */',
  'export function formatEscapedStr(value: string): string {',
  '  return value;',
  '}',
  '',
  '/** Escapes a regular expression. */',
  'export function escapeRegExp(text: RegExp): RegExp {',
  '  return text;',
  '}',
  '',
  'export interface Reader {',
  '  next(): object;',
  '}',
  '',
  '/** Drops the entry with the given key. */',
  'export function removeEntry(key: string): void {}',
  '',
  '/** Deletes the entry with the given key. */',
  'export function deleteEntry(key: string): void {}',
  '',
  // requests (newcomer 39 #7): a synonym's stem is no synonym. `settings` stems to `set`, which this doc holds.
  '/** Iterates over the body, one chunk at a time: the chunk size is the length of each chunk, set by setting the encoding or set on the stream. */',
  'export function iterContent(chunkSize: number, length: number): void {}',
  '',
  'export class Adapter2 {',
  '  constructor(poolSize: number, maxRetries: number) {}',
  '}',
  '',
  '/** Returns the route variables for the current request, if any. */',
  'export function Vars(r: Request): Record<string, string> { return {}; }',
  '',
  '/** Builds a URL for the route, filling in the given path variables. */',
  'export function routeUrl(pairs: string[]): string { return ""; }',
  '',
  '/** Reads the value from the option\'s environment variable. */',
  'export function resolveEnvvarValue(name: string): string { return name; }',
  '',
  '/** Runs the command in an isolated environment for tests, with the variables given. */',
  'export class CliRunner {}',
  '',
  'export class Cmd {',
  '  /** AddCommand adds one or more commands to this parent command. */',
  '  addCommand(...cmds: Cmd[]): void {}',
  '  /** Registers a function that completes the flag\'s values. */',
  '  registerFlagCompletionFunc(flag: string): void {}',
  '  /** Marks the flag as required. */',
  '  markFlagRequired(flag: string): void {}',
  '}',
  '',
].join('\n');

describe('code graph: search synonyms', () => {
  it('synonymsOf gives the other words of a group, for inflected forms too, and nothing for words outside the groups', () => {
    assert.ok(synonymsOf('serialize').includes('encode'));
    assert.ok(!synonymsOf('serialize').includes('serialize'));
    assert.ok(synonymsOf('serializing').includes('marshal'));
    assert.ok(synonymsOf('removes').includes('delete'));
    assert.deepEqual(synonymsOf('except'), []);
    assert.deepEqual(synonymsOf('sets'), []);
    assert.deepEqual(synonymsOf('widget'), []);
    // Abbreviations identifiers use: `format_escaped_str` for "escape a string" (newcomer 37, serde_json); none for type names.
    assert.ok(synonymsOf('string').includes('str'));
    assert.ok(synonymsOf('strings').includes('str'));
    assert.deepEqual(synonymsOf('integer'), []);
    // A word in two groups has both: remove is delete and strip; delete is not strip.
    assert.ok(synonymsOf('remove').includes('strip') && synonymsOf('remove').includes('delete'));
    assert.ok(!synonymsOf('delete').includes('strip'));
    // "how long to wait before retrying" asks for a delay (newcomer 40, ky's calculateRetryDelay).
    assert.ok(synonymsOf('wait').includes('delay'));
    // "get path variables" asks for gorilla/mux's Vars, "environment variables" for click's resolve_envvar_value (newcomer 42 #12); no `var`, a keyword.
    assert.ok(synonymsOf('variables').includes('vars'));
    assert.ok(!synonymsOf('variables').includes('var'));
    assert.ok(synonymsOf('environment').includes('envvar'));
  });
});

describeGraph('code graph: search_code finds synonyms of the query words', { 'src/adapter.ts': ADAPTER }, 'search-synonyms', (fx) => {
  const names = async (query: string): Promise<string[]> => {
    const r = await fx.call('search_code', { query, limit: 10 });
    assert.ok(!r.isError, r.text);
    return ((r.structured?.items ?? []) as { name: string }[]).map((i) => i.name);
  };

  it('"serialize value to json string" finds toJson, documented "Encodes", first', async () => {
    const got = await names('serialize value to json string');
    assert.equal(got[0], 'Adapter.toJson', got.join(', '));
  });

  it('"escape a string" finds formatEscapedStr, whose name abbreviates string, before what is only escaped', async () => {
    const got = await names('escape a string');
    assert.equal(got[0], 'formatEscapedStr', got.join(', '));
  });

  it('synonyms are searched as written, not by their stems: "retry count configured" finds the retries before a doc "setting" the encoding', async () => {
    const got = await names('how is the retry count configured');
    assert.equal(got[0], 'Adapter2.constructor', got.join(', '));
  });

  it('the word asked for comes before its synonym: "remove entry" finds removeEntry, then deleteEntry', async () => {
    const got = await names('remove entry');
    assert.equal(got[0], 'removeEntry', got.join(', '));
    assert.ok(got.includes('deleteEntry'), got.join(', '));
    assert.equal(got[1], 'deleteEntry', got.join(', '));
  });

  it('"get path variables from the request" finds Vars first; "environment variable of an option" finds resolveEnvvarValue first (newcomer 42 #12)', async () => {
    assert.equal((await names('get path variables from the request'))[0], 'Vars');
    assert.equal((await names('how are environment variables read for option values'))[0], 'resolveEnvvarValue');
  });

  it('"register subcommand" finds addCommand among the first two (cobra; newcomer 45 #10)', async () => {
    const got = await names('register subcommand');
    assert.ok(got.slice(0, 2).includes('Cmd.addCommand'), got.join(', '));
  });
});
