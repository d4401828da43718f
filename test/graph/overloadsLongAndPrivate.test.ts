/**
 * Overloads told apart where they were not (newcomer 43 #2, #5):
 * - Swift (Kingfisher's KingfisherManager.retrieveImage, five overloads):
 *   declarations longer than the 200 characters a signature keeps were read
 *   from the clipped text (DefRec.declared now keeps the whole); a
 *   parameter's function type `((Image?) -> Void)?` took the parameters
 *   after it as one (the `>` of `->` closed an angle bracket); a trailing
 *   closure after a multi-line argument list, which the grammar reads as a
 *   call of the call's result, was not counted; and a call whose labels fit
 *   none of the group was offered to all of them; a call not written under
 *   `await` (nor as an `async let`'s value) was offered the async overloads
 *   (`retrieveImage(with: url) { result in … }`), which it cannot call.
 * - Kotlin (kotlinpoet's CodeWriter.emitContextParameters): a `private`
 *   overload was offered for calls from other files.
 * Real temp repository, the real grammars.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, type GraphFixture } from './helpers';
import { splitParameters } from '../../server/src/core/graph/signatures';

/** The caller lines of `symbol` at `path` as `path:line`, ` ?` after one that may call another overload instead. */
const callerLines = (fx: GraphFixture) => async (symbol: string, path: string) =>
  (await fx.call('code_callers', { symbol, path })).text
    .split('\n')
    .slice(1)
    .filter((l) => /^\S+:\d+ {2}/.test(l))
    .map((l) => `${l.split('  ')[0]}${/may call that one instead/.test(l) ? ' ?' : ''}`);

const LONG = 'KingfisherParsedOptionsInfoWithAVeryLongNameThatPushesTheSignaturePastTwoHundredCharacters';

const MANAGER = [
  'class KingfisherManager {',
  `  func retrieveImage(with source: Source, options: ${LONG}, downloadTaskUpdated: DownloadTaskUpdatedBlock? = nil, progressiveImageSetter: ((KFCrossPlatformImage?) -> Void)? = nil, completionHandler: ((Result) -> Void)?) -> Task? {`, // 2
  '    return retrieveImage(',
  '      with: source,',
  '      context: RetrievingContext(),',
  '      downloadTaskUpdated: nil',
  '    ) { result in',
  '      print(result)',
  '    }',
  '  }',
  `  private func retrieveImage(with source: Source, context: RetrievingContext, downloadTaskUpdated: DownloadTaskUpdatedBlock?, notifyStartedDownloadTask: Bool = false, completionHandler: ((Result) -> Void)?) -> Task? {`, // 11
  '    return nil',
  '  }',
  '  func load(source: Source) {',
  `    _ = retrieveImage(with: source, options: ${LONG}(), downloadTaskUpdated: nil, progressiveImageSetter: nil, completionHandler: nil)`, // 15
  '  }',
  '}',
  'extension KingfisherManager {',
  '  func retrieveImage(with source: Source, options: Options? = nil) async throws -> Task? {', // 19
  '    return nil',
  '  }',
  '  func retrieveImage(with source: Source, completionHandler: ((Result) -> Void)?) -> Task? {', // 22
  '    return nil',
  '  }',
  '}',
  'struct Source {}',
  'struct RetrievingContext {}',
  '',
].join('\n');

const ASYNC_USE = [
  'func useAsync(manager: KingfisherManager, url: Source) async throws {',
  '  _ = try await manager.retrieveImage(with: url)',
  '}',
  'func useHandler(manager: KingfisherManager, url: Source) {',
  '  _ = manager.retrieveImage(with: url) { result in print(result) }',
  '}',
  'func useAsyncLet(manager: KingfisherManager, url: Source) async throws {',
  '  async let t = manager.retrieveImage(with: url)',
  '  _ = try await t',
  '}',
  '',
].join('\n');

const WRITER = [
  'package com.squareup.kotlinpoet',
  '',
  'class CodeWriter {',
  '  fun emitContextParameters(contextParameters: List<ContextParameter>, suffix: String = "") { emitContextParameters(contextParameters.map { it.code }, suffix, true) }', // 4
  '  private fun emitContextParameters(codes: List<CodeBlock>, suffix: String, wrap: Boolean) {}', // 5
  '}',
  'class ContextParameter(val code: CodeBlock)',
  'class CodeBlock',
  '',
].join('\n');

const FUNSPEC = ['package com.squareup.kotlinpoet', '', 'class FunSpec(val params: List<ContextParameter>) {', '  fun emit(w: CodeWriter) { w.emitContextParameters(params, "", true) }', '}', ''].join('\n');

describeGraph(
  'code graph: overloads with long declarations, function types, trailing closures and private ones',
  { 'Sources/KingfisherManager.swift': MANAGER, 'Sources/UseAsync.swift': ASYNC_USE, 'src/CodeWriter.kt': WRITER, 'src/FunSpec.kt': FUNSPEC },
  'overloads-long-private',
  (fx) => {
    const lines = callerLines(fx);

    it('Swift: each overload has its own callers, by labels read from the whole declaration; a call fitting none is no caller', async () => {
      assert.deepEqual(await lines('KingfisherManager.retrieveImage', 'Sources/KingfisherManager.swift:2'), ['Sources/KingfisherManager.swift:14']);
      assert.deepEqual(await lines('KingfisherManager.retrieveImage', 'Sources/KingfisherManager.swift:11'), ['Sources/KingfisherManager.swift:2']);
      const decl = fx.graph.data.files.get('Sources/KingfisherManager.swift')!.defs.find((d) => d.line === 2)!;
      assert.equal(decl.signature!.length, 200);
      assert.ok(decl.declared!.endsWith('completionHandler: ((Result) -> Void)?) -> Task?'), decl.declared);
    });

    it('Swift: a method of an extension of the class overloads those of its body (newcomer 44 #1)', async () => {
      const r = await fx.call('code_callers', { symbol: 'KingfisherManager.retrieveImage' });
      assert.match(r.text, /^callers of method KingfisherManager\.retrieveImage \(Sources\/KingfisherManager\.swift:2; 4 overloads, at 2, 11, 19, 22, answered as one/);
    });

    it('Swift: a call not written under await calls no async overload; `await` and `async let` may', async () => {
      assert.deepEqual(await lines('KingfisherManager.retrieveImage', 'Sources/KingfisherManager.swift:19'), ['Sources/UseAsync.swift:1', 'Sources/UseAsync.swift:7']);
      assert.deepEqual(await lines('KingfisherManager.retrieveImage', 'Sources/KingfisherManager.swift:22'), ['Sources/UseAsync.swift:4']);
    });

    it('Kotlin: a private overload is no target of a call in another file', async () => {
      assert.deepEqual(await lines('CodeWriter.emitContextParameters', 'src/CodeWriter.kt:5'), ['src/CodeWriter.kt:4']);
    });

    it('an arrow’s > closes no angle bracket when parameters are split', () => {
      assert.deepEqual(splitParameters('a: ((Image?) -> Void)? = nil, b: Int, c: (x: number) => void, d: Map<K, V>', true).map((x) => x.trim()), ['a: ((Image?) -> Void)? = nil', 'b: Int', 'c: (x: number) => void', 'd: Map<K, V>']);
    });
  },
);

/**
 * The most specific overload (JLS §15.12.2.5, Kotlin's "most specific
 * candidate", C# better function member): where two overloads that may both
 * be called differ only at positions whose argument is written as a value of
 * exactly the one's type, that one is called (okio's `sink.write(this,
 * size)` in Buffer: `write(source: Buffer, byteCount: Long)`, not also
 * `write(source: Source, byteCount: Long)`; newcomer 45 #6). Kotlin's `this`
 * is its class, or the receiver type of the extension function around it.
 */
const OKIO = [
  'package okio',
  '',
  'interface Source',
  'class Buffer : Source {',
  '  var size: Long = 0L',
  '  fun write(source: Buffer, byteCount: Long) {}', // 6
  '  fun write(source: Source, byteCount: Long) {}', // 7
  '  fun copyTo(sink: Buffer) { sink.write(this, size) }', // 8
  '  fun pour(sink: Buffer, s: Source) { sink.write(s, size) }', // 9
  '}',
  'fun Buffer.readFully(sink: Buffer) { sink.write(this, size) }', // 11
  '',
].join('\n');

const JAVA = [
  'package shop;',
  '',
  'class Cart {',
  '  void add(Item i, int n) {}', // 4
  '  void add(Object o, int n) {}', // 5
  '  void fill(int n) { add(new Item(), n); }', // 6
  '}',
  'class Item {}',
  '',
].join('\n');

describeGraph('code graph: the most specific overload of those a call may call', { 'src/okio/Buffer.kt': OKIO, 'src/shop/Cart.java': JAVA }, 'overloads-most-specific', (fx) => {
  const lines = callerLines(fx);

  it('Kotlin: `this` (a class\'s, an extension\'s receiver) picks the overload of its type', async () => {
    assert.deepEqual(await lines('Buffer.write', 'src/okio/Buffer.kt:6'), ['src/okio/Buffer.kt:8', 'src/okio/Buffer.kt:11']);
    assert.deepEqual(await lines('Buffer.write', 'src/okio/Buffer.kt:7'), ['src/okio/Buffer.kt:9']);
  });

  it('Java: a construction of the one type picks that overload', async () => {
    assert.deepEqual(await lines('Cart.add', 'src/shop/Cart.java:4'), ['src/shop/Cart.java:6']);
    assert.deepEqual(await lines('Cart.add', 'src/shop/Cart.java:5'), []);
  });
});

/**
 * A repository class whose outside supertypes are standard interfaces of
 * known ancestry (`Closeable`, `Flushable`) is no instance of another outside
 * type: gson's `toJson(src, type, writer)` with a `JsonTreeWriter` (extends
 * the repository's JsonWriter, which implements Closeable and Flushable)
 * calls `toJson(Object, Type, JsonWriter)`, not also `toJson(Object, Type,
 * Appendable)`; a `String` is no `java.io.Reader` (newcomer 46 #1–2).
 */
const GSON = [
  'package com.google.gson;',
  '',
  'import java.io.Closeable;',
  'import java.io.Flushable;',
  'import java.io.Reader;',
  'import java.lang.reflect.Type;',
  '',
  'class JsonWriter implements Closeable, Flushable {}',
  'class JsonTreeWriter extends JsonWriter {}',
  'class Gson {',
  '  void toJson(Object src, Type t, Appendable writer) {}', // 11
  '  void toJson(Object src, Type t, JsonWriter writer) {}', // 12
  '  Object fromJson(Reader json, Type t) { return null; }', // 13
  '  Object fromJson(String json, Type t) { return null; }', // 14
  '  void tree(Object src, Type t) { JsonTreeWriter writer = new JsonTreeWriter(); toJson(src, t, writer); }', // 15
  '  Object parse(String json, Type t) { return fromJson(json, t); }', // 16
  '}',
  '',
].join('\n');

describeGraph('code graph: outside supertypes of known ancestry contradict other outside parameter types', { 'src/com/google/gson/Gson.java': GSON }, 'overloads-closed-supertypes', (fx) => {
  const lines = callerLines(fx);

  it('a JsonWriter is no Appendable, a String no Reader', async () => {
    assert.deepEqual(await lines('Gson.toJson', 'src/com/google/gson/Gson.java:12'), ['src/com/google/gson/Gson.java:15']);
    assert.deepEqual(await lines('Gson.toJson', 'src/com/google/gson/Gson.java:11'), []);
    assert.deepEqual(await lines('Gson.fromJson', 'src/com/google/gson/Gson.java:14'), ['src/com/google/gson/Gson.java:16']);
    assert.deepEqual(await lines('Gson.fromJson', 'src/com/google/gson/Gson.java:13'), []);
  });
});

/**
 * C#: a nullable annotation names the parameter's type (`object? value`),
 * and each argument passed to a `params` array from its position on is one
 * of its elements (Newtonsoft.Json's `SerializeObject(value, null, settings)`
 * calls `SerializeObject(object?, Type?, JsonSerializerSettings?)`, never
 * `SerializeObject(object?, params JsonConverter[])`; newcomer 46 #3).
 */
const NEWTONSOFT = [
  'namespace Newtonsoft.Json {',
  '  public class JsonConverter {}',
  '  public class JsonSerializerSettings {}',
  '  public static class JsonConvert {',
  '    public static string SerializeObject(object? value, params JsonConverter[] converters) {', // 5
  '      JsonSerializerSettings? settings = null;',
  '      return SerializeObject(value, null, settings);', // 7
  '    }',
  '    public static string SerializeObject(object? value, System.Type? type, JsonSerializerSettings? settings) { return ""; }', // 9
  '    public static string Both(object? value, JsonConverter a, JsonConverter b) { return SerializeObject(value, a, b); }', // 10
  '  }',
  '}',
  '',
].join('\n');

describeGraph('code graph: C# nullable parameters and params arrays in overloads', { 'Src/Newtonsoft.Json/JsonConvert.cs': NEWTONSOFT }, 'overloads-csharp-params-nullable', (fx) => {
  const lines = callerLines(fx);

  it('a JsonSerializerSettings is no element of a params JsonConverter[]; two JsonConverters are', async () => {
    assert.deepEqual(await lines('JsonConvert.SerializeObject', 'Src/Newtonsoft.Json/JsonConvert.cs:9'), ['Src/Newtonsoft.Json/JsonConvert.cs:5']);
    assert.deepEqual(await lines('JsonConvert.SerializeObject', 'Src/Newtonsoft.Json/JsonConvert.cs:5'), ['Src/Newtonsoft.Json/JsonConvert.cs:10']);
  });
});

/** Callees shows an overload group by the first overload the call may call, and lists those only (newcomer 46 #8). */
const PICK = [
  'package shop;',
  'class Pick {',
  '  void f(Object a, int b, int c) {}', // 3
  '  void f(String a, int b) {}', // 4
  '  void f(java.io.Reader a, int b) {}', // 5
  '  void use() { f(null, 1); }', // 6
  '}',
  '',
].join('\n');

describeGraph('code graph: callees of an overload group by the overloads a call fits', { 'src/shop/Pick.java': PICK }, 'overloads-callees-fit', (fx) => {
  it('shows the first fitting overload with the fitting ones, not the group\'s first', async () => {
    const r = await fx.call('code_callees', { symbol: 'Pick.use' });
    const items = r.structured!.items as { line: number; overloads?: number[] }[];
    assert.deepEqual(items.map((i) => [i.line, i.overloads]), [[4, [4, 5]]], r.text);
  });
});
