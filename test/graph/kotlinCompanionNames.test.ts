/**
 * Calls through a Kotlin companion object by its name (newcomer 22 #2,
 * moshi): `companion object Factory : JsonAdapter.Factory { override fun
 * create(…) }` in ClassJsonAdapter, and Java's
 * `ClassJsonAdapter.Factory.create(ExtendsBaseA.class, …)` was listed as a
 * caller of the interface's JsonAdapter.Factory.create, while `callers
 * ClassJsonAdapter.create` found none and `ClassJsonAdapter.Factory.create`
 * was no symbol. A companion's members are its class's (langKotlin) and now
 * remember the object's name (DefRec.companion): Java's `Outer.Factory.m()` /
 * `Outer.Companion.m()` and Kotlin's `Outer.m()` / `Outer.Factory.m()` reach
 * them (graphResolve companionMembers), and `Outer.Factory.m` names one
 * (graphNames companionAsked).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, defsIn, expectEdges } from './helpers';

const JSON_ADAPTER = [
  'package com.example.json',
  '',
  'abstract class JsonAdapter<T> {',
  '  abstract fun fromJson(text: String): T?',
  '',
  '  fun interface Factory {',
  '    fun create(type: String, moshi: Moshi): JsonAdapter<*>?',
  '  }',
  '}',
  '',
].join('\n');

const MOSHI = [
  'package com.example.json',
  '',
  'class Moshi(private val factories: List<JsonAdapter.Factory>) {',
  '  fun adapter(type: String): JsonAdapter<*>? = factories[0].create(type, this)',
  '}',
  '',
].join('\n');

const CLASS_ADAPTER = [
  'package com.example.json',
  '',
  'internal class ClassJsonAdapter<T>(private val name: String) : JsonAdapter<T>() {',
  '  override fun fromJson(text: String): T? = null',
  '',
  '  companion object Factory : JsonAdapter.Factory {',
  '    override fun create(type: String, moshi: Moshi): JsonAdapter<*>? = ClassJsonAdapter<Any>(type)',
  '',
  '    fun describe(): String = "class adapter"',
  '  }',
  '}',
  '',
].join('\n');

const MAP_ADAPTER = [
  'package com.example.json',
  '',
  'internal class MapJsonAdapter<K, V>(private val moshi: Moshi) : JsonAdapter<Map<K, V>>() {',
  '  override fun fromJson(text: String): Map<K, V>? = null',
  '',
  '  companion object {',
  '    @JvmStatic',
  '    fun create(type: String, moshi: Moshi): JsonAdapter<*>? = MapJsonAdapter<Any, Any>(moshi)',
  '  }',
  '}',
  '',
].join('\n');

const ADAPTERS = [
  'package com.example.json',
  '',
  'object Adapters {',
  '  fun all(moshi: Moshi): List<JsonAdapter<*>?> = listOf(',
  '    ClassJsonAdapter.create("a", moshi),',
  '    ClassJsonAdapter.Factory.create("b", moshi),',
  '    MapJsonAdapter.create("c", moshi),',
  '    MapJsonAdapter.Companion.create("d", moshi),',
  '  )',
  '',
  '  fun name(): String = ClassJsonAdapter.describe()',
  '}',
  '',
].join('\n');

const JAVA_TEST = [
  'package com.example.json;',
  '',
  'public final class ClassJsonAdapterTest {',
  '  private final Moshi moshi = new Moshi(java.util.Collections.emptyList());',
  '',
  '  public void fieldNameCollision() {',
  '    ClassJsonAdapter.Factory.create("ExtendsBaseA", moshi);',
  '  }',
  '',
  '  public void mapAdapter() {',
  '    MapJsonAdapter.Companion.create("Map", moshi);',
  '    MapJsonAdapter.create("Map", moshi);',
  '  }',
  '}',
  '',
].join('\n');

describeGraph(
  'Kotlin companion objects called by name',
  {
    'src/JsonAdapter.kt': JSON_ADAPTER,
    'src/Moshi.kt': MOSHI,
    'src/ClassJsonAdapter.kt': CLASS_ADAPTER,
    'src/MapJsonAdapter.kt': MAP_ADAPTER,
    'src/Adapters.kt': ADAPTERS,
    'src/ClassJsonAdapterTest.java': JAVA_TEST,
  },
  'kotlin-companion-names',
  (fx) => {
    it('keeps companion members as the class\'s, with the object\'s name', () => {
      assert.deepEqual(defsIn(fx, 'src/ClassJsonAdapter.kt'), [
        'class ClassJsonAdapter 3',
        'method ClassJsonAdapter.constructor 3',
        'method ClassJsonAdapter.fromJson 4',
        'method ClassJsonAdapter.create 7',
        'method ClassJsonAdapter.describe 9',
      ]);
      const companions = (path: string) => fx.graph.data.files.get(path)!.defs.map((d) => d.companion ?? '-');
      assert.deepEqual(companions('src/ClassJsonAdapter.kt'), ['-', '-', '-', 'Factory', 'Factory']);
      assert.deepEqual(companions('src/MapJsonAdapter.kt'), ['-', '-', '-', 'Companion']);
    });

    it('resolves Java and Kotlin calls through the class or the object to the companion\'s method, not the interface\'s', async () => {
      await expectEdges(fx, 'code_callers', {
        'ClassJsonAdapter.create': ['src/Adapters.kt:Adapters.all:import', 'src/ClassJsonAdapterTest.java:ClassJsonAdapterTest.fieldNameCollision:import'],
        'MapJsonAdapter.create': ['src/Adapters.kt:Adapters.all:import', 'src/ClassJsonAdapterTest.java:ClassJsonAdapterTest.mapAdapter:import'],
        'ClassJsonAdapter.describe': ['src/Adapters.kt:Adapters.name:receiver'],
        'JsonAdapter.Factory.create': [],
      });
      const sites = async (symbol: string) => {
        const r = await fx.call('code_callers', { symbol });
        return ((r.structured?.items ?? []) as { path: string; calls: number[] }[]).map((i) => `${i.path}:${i.calls.join(',')}`).sort();
      };
      assert.deepEqual(await sites('ClassJsonAdapter.create'), ['src/Adapters.kt:5,6', 'src/ClassJsonAdapterTest.java:7']);
      assert.deepEqual(await sites('MapJsonAdapter.create'), ['src/Adapters.kt:7,8', 'src/ClassJsonAdapterTest.java:11,12']);
    });

    it('names a companion member through its object, named or not', async () => {
      for (const [asked, found] of [
        ['ClassJsonAdapter.Factory.create', 'ClassJsonAdapter.create'],
        ['MapJsonAdapter.Companion.create', 'MapJsonAdapter.create'],
      ]) {
        const r = await fx.call('code_symbol', { name: asked });
        assert.ok(!r.isError, r.text);
        assert.deepEqual(((r.structured?.items ?? []) as { name: string }[]).map((i) => i.name), [found]);
        assert.match(r.text, new RegExp(`^${asked.replace(/\./g, '\\.')} is ${found.replace(/\./g, '\\.')}: the members of companion object`));
      }
      // The object's name is no other companion's: an unnamed one is not `Factory`, a named one not `Companion`.
      for (const asked of ['MapJsonAdapter.Factory.create', 'ClassJsonAdapter.Companion.create']) {
        const r = await fx.call('code_symbol', { name: asked });
        assert.ok(!((r.structured?.items ?? []) as unknown[]).length, r.text);
      }
      // The object itself is its class, never the supertype's Factory interface ClassJsonAdapter would inherit.
      for (const [asked, found] of [
        ['ClassJsonAdapter.Factory', 'ClassJsonAdapter'],
        ['MapJsonAdapter.Companion', 'MapJsonAdapter'],
      ]) {
        const r = await fx.call('code_symbol', { name: asked });
        assert.deepEqual(((r.structured?.items ?? []) as { name: string }[]).map((i) => i.name), [found], r.text);
        assert.match(r.text, new RegExp(`^${asked.replace(/\./g, '\\.')} is the companion object of ${found}: its members are named as ${found}'s`));
      }
      await expectEdges(fx, 'code_callers', {
        'ClassJsonAdapter.Factory.create': ['src/Adapters.kt:Adapters.all:import', 'src/ClassJsonAdapterTest.java:ClassJsonAdapterTest.fieldNameCollision:import'],
      });
    });
  },
);
