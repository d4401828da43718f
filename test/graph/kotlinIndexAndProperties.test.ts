/**
 * okhttp's Kotlin, newcomer 19 #2 and #3. `headers[name]` calls `operator
 * fun get` of Headers (Request.header), `builder[k] = v` `operator fun set`
 * (langKotlin indexCalls: a call of get/set at the `[`, whose name is not
 * written), so `impact Headers.get` reaches Request.header; an index on a
 * value of unknown type is never offered as a "may call" nor listed as an
 * unresolved callee. `private val taskRunner = builder.taskRunner` types
 * taskRunner by Builder's property, so `val writerQueue =
 * taskRunner.newQueue()` is a TaskQueue and `writerQueue.execute(…)`
 * reaches TaskQueue.execute (graphElements propertyOfHeld).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/okhttp3/Headers.kt': [
    'package okhttp3',
    '',
    'class Headers(private val namesAndValues: Array<String>) {',
    '  operator fun get(name: String): String? = namesAndValues.firstOrNull { it == name }',
    '}',
    '',
    '// okhttp nests it (Headers.Builder); a parameter typed by a nested class is typed by its outer one (left to do).',
    'class HeadersBuilder {',
    '  operator fun set(name: String, value: String) = this',
    '  operator fun get(name: String): String? = null',
    '}',
    '',
  ].join('\n'),
  'src/okhttp3/Request.kt': [
    'package okhttp3',
    '',
    'class Request(val headers: Headers) {',
    '  fun header(name: String): String? = headers[name]',
    '',
    '  fun put(name: String, b: HeadersBuilder, others: List<String>) {',
    '    b[name] = "x"',
    '    val first = others[0]',
    '    val m = unknown()',
    '    m["k"]',
    '  }',
    '',
    '  fun unknown(): Any = 1',
    '}',
    '',
  ].join('\n'),
  'src/okhttp3/concurrent/TaskRunner.kt': [
    'package okhttp3.concurrent',
    '',
    'class TaskQueue {',
    '  fun execute(name: String, block: () -> Unit) {}',
    '}',
    '',
    'class TaskRunner {',
    '  fun newQueue(): TaskQueue = TaskQueue()',
    '}',
    '',
  ].join('\n'),
  'src/okhttp3/http2/Http2Connection.kt': [
    'package okhttp3.http2',
    '',
    'import okhttp3.concurrent.TaskRunner',
    '',
    'class Http2Connection(builder: Builder) {',
    '  private val taskRunner = builder.taskRunner',
    '  private val writerQueue = taskRunner.newQueue()',
    '',
    '  fun writeSynResetLater(streamId: Int) {',
    '    writerQueue.execute("reset $streamId") {}',
    '  }',
    '',
    '  class Builder(val taskRunner: TaskRunner)',
    '}',
    '',
  ].join('\n'),
};

describeGraph('Kotlin indexed access and properties read from another object', FILES, 'kotlin-index-props', (fx) => {
  it('reads `a[i]` as a call of get and `a[i] = v` of set on a typed receiver', async () => {
    await expectEdges(fx, 'code_callers', {
      'Headers.get': ['src/okhttp3/Request.kt:Request.header:receiver'],
      'HeadersBuilder.set': ['src/okhttp3/Request.kt:Request.put:receiver'],
    });
    const impact = await fx.call('code_impact', { symbol: 'Headers.get' });
    assert.match(impact.text, /Request\.header/);
  });

  it('never offers an index on a value of unknown type, nor lists it as an unresolved callee', async () => {
    const r = await fx.call('code_callers', { symbol: 'HeadersBuilder.get' });
    assert.doesNotMatch(r.text, /may call it/);
    const callees = await fx.call('code_callees', { symbol: 'Request.put' });
    assert.doesNotMatch(callees.text, /\.get\b/);
  });

  it('types a property by the property it reads, then a call on it by its result', async () => {
    await expectEdges(fx, 'code_callers', {
      'TaskQueue.execute': ['src/okhttp3/http2/Http2Connection.kt:Http2Connection.writeSynResetLater:receiver'],
    });
  });
});
