/**
 * A Kotlin companion object's supertypes (issue 3, moshi's ClassJsonAdapter:
 * `companion object : JsonAdapter.Factory { override fun create(…) }`): its
 * members are its class's (langKotlin, DefRec.companion), and the object's
 * supertypes were not recorded, so `ClassJsonAdapter.Companion.create` was
 * not known to implement `JsonAdapter.Factory.create` and a call on a
 * Factory was no caller of it. The class keeps them as
 * DefRec.companionBases; the companion's members override their members
 * (graphClasses overridden), while the class's own bases stay its own.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

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
  'class Moshi {',
  '  fun adapter(factory: JsonAdapter.Factory, type: String): JsonAdapter<*>? {',
  '    val made = factory.create(type, this)',
  '    return made',
  '  }',
  '',
  '  fun lookup(type: String): JsonAdapter<*>? = adapter(ClassJsonAdapter, type)',
  '}',
  '',
].join('\n');

const CLASS_ADAPTER = [
  'package com.example.json',
  '',
  'internal class ClassJsonAdapter<T>(private val name: String) : JsonAdapter<T>() {',
  '  override fun fromJson(text: String): T? = null',
  '',
  '  companion object : JsonAdapter.Factory {',
  '    override fun create(type: String, moshi: Moshi): JsonAdapter<*>? = ClassJsonAdapter<Any>(checked(type))',
  '    private fun checked(type: String): String = type',
  '  }',
  '}',
  '',
].join('\n');

const PLAIN_ADAPTER = [
  'package com.example.json',
  '',
  'internal class PlainAdapter : JsonAdapter<String>() {',
  '  override fun fromJson(text: String): String? = text',
  '',
  '  fun create(type: String, moshi: Moshi): JsonAdapter<*>? = this',
  '}',
  '',
].join('\n');

describeGraph(
  'Kotlin companion objects implementing an interface',
  { 'src/JsonAdapter.kt': JSON_ADAPTER, 'src/Moshi.kt': MOSHI, 'src/ClassJsonAdapter.kt': CLASS_ADAPTER, 'src/PlainAdapter.kt': PLAIN_ADAPTER },
  'kotlin-companion-supertypes',
  (fx) => {
    it('records the companion\'s supertypes apart from the class\'s', () => {
      const cls = fx.graph.data.files.get('src/ClassJsonAdapter.kt')!.defs.find((d) => d.name === 'ClassJsonAdapter')!;
      assert.deepEqual([cls.bases, cls.companionBases], [['JsonAdapter'], ['JsonAdapter.Factory']]);
      const plain = fx.graph.data.files.get('src/PlainAdapter.kt')!.defs.find((d) => d.name === 'PlainAdapter')!;
      assert.equal(plain.companionBases, undefined);
    });

    it('reaches the companion\'s override through a call on the interface, and only it', async () => {
      await expectEdges(fx, 'code_callers', {
        'JsonAdapter.Factory.create': ['src/Moshi.kt:Moshi.adapter:receiver'],
        'ClassJsonAdapter.Companion.create': ['src/Moshi.kt:Moshi.adapter:base'],
        // A class's own method of that name implements nothing of its companion-less class's bases.
        'PlainAdapter.create': [],
      });
      await expectEdges(fx, 'code_callees', {
        'ClassJsonAdapter.Companion.create': ['src/ClassJsonAdapter.kt:ClassJsonAdapter.checked:same-file'],
      });
    });

    it('carries impact through the interface call to its callers', async () => {
      const r = await fx.call('code_impact', { symbol: 'ClassJsonAdapter.Companion.create' });
      assert.ok(!r.isError, r.text);
      const names = ((r.structured?.items ?? []) as { name: string; depth: number }[]).map((i) => `${i.depth}:${i.name}`).sort();
      assert.deepEqual(names, ['1:Moshi.adapter', '2:Moshi.lookup']);
    });
  },
);
