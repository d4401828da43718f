/**
 * Kotlin receivers through labels and trailing lambdas (issue 3 leftovers,
 * okhttp): a labelled this's field, `this@Outer.conn.close()`; a lambda's
 * label, `b.apply { this@apply.url(u) }` (the receiver of the scope function
 * so labelled); `it` of a collection function's lambda (`items.filter {
 * it.ok() }`: an element of items) or of `also`/`let` (the value); and call
 * chains through trailing lambdas, `items.filter { … }.first().m()`,
 * `Builder().apply { … }.build().send()` (okhttp's
 * `HandshakeCertificates.Builder().apply { … }.build()`,
 * `client.newBuilder().addNetworkInterceptor { … }.build()`).
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/p/Outer.kt': [
    'package p',
    '',
    'class Item {',
    '  val name: Name = Name()',
    '  fun ok(): Boolean = true',
    '}',
    'class Name { fun shout() {} }',
    'class Conn { fun close() {} }',
    'class Req { fun send() {} }',
    'class Builder {',
    '  fun url(u: String) {}',
    '  fun intercept(f: () -> Unit): Builder = this',
    '  fun build(): Req = Req()',
    '}',
    '',
    'class Outer {',
    '  val conn: Conn = Conn()',
    '  val items: List<Item> = listOf()',
    '',
    '  inner class In {',
    '    fun go() {',
    '      this@Outer.conn.close()',
    '    }',
    '  }',
    '',
    '  fun labels(b: Builder) {',
    '    b.apply { this@apply.url("x") }',
    '    with(b) { this@with.build() }',
    '    b.also { it.url("z") }',
    '    listOf(1).forEach { this@Outer.conn.close() }',
    '  }',
    '',
    '  fun elements() {',
    '    items.filter { it.ok() }.forEach { it.name.shout() }',
    '  }',
    '',
    '  fun chains(b: Builder) {',
    '    items.filter { it.ok() }.first().name.shout()',
    '    b.apply { url("y") }.build().send()',
    '    Builder().intercept { }.build().send()',
    '  }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('Kotlin receivers through labels and trailing lambdas', FILES, 'kotlin-lambda-receivers', (fx) => {
  it('this@Outer.field is that class\'s field; this@apply / this@with the scope function\'s receiver; it of also the value', async () => {
    await expectEdges(fx, 'code_callees', {
      'Outer.In.go': ['src/p/Outer.kt:Conn.close:receiver'],
      'Outer.labels': ['src/p/Outer.kt:Builder.build:receiver', 'src/p/Outer.kt:Builder.url:receiver', 'src/p/Outer.kt:Conn.close:receiver'],
    });
  });

  it('it of a collection function\'s lambda is an element of the collection, it.field that element\'s field', async () => {
    await expectEdges(fx, 'code_callees', {
      'Outer.elements': ['src/p/Outer.kt:Item.ok:receiver', 'src/p/Outer.kt:Name.shout:receiver'],
    });
  });

  it('a chain goes on through trailing lambdas: filter { } keeps the elements, apply { } gives its receiver, f { } is a call of f', async () => {
    await expectEdges(fx, 'code_callers', {
      'Req.send': ['src/p/Outer.kt:Outer.chains:receiver'],
      'Builder.build': ['src/p/Outer.kt:Outer.chains:receiver', 'src/p/Outer.kt:Outer.labels:receiver'],
      'Builder.intercept': ['src/p/Outer.kt:Outer.chains:receiver'],
    });
  });
});
