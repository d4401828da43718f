/**
 * Kotlin: a member and an extension of one name, told apart by argument
 * count (newcomer pass, issue 3, retrofit). A member wins over an
 * extension when its parameters fit the call; otherwise the extension
 * (Kotlin spec, "Overload resolution": members before extensions among
 * the applicable candidates). Retrofit's Java `create(Class<T>)` and its
 * `inline fun <reified T> Retrofit.create(): T = create(T::class.java)`:
 * `retrofit.create<Api>()` is the extension, `retrofit.create(Api::class.java)`
 * and the extension body's own `create(T::class.java)` the member. A call
 * on a receiver of unknown type whose argument count fits no extension is
 * no definite caller of one. A variable bound to a builder chain through
 * a trailing lambda (`.callFactory { … }`) is typed by the chain.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'src/app/Retrofit.java': [
    'package app;',
    '',
    'public final class Retrofit {',
    '  public <T> T create(final Class<T> service) { return null; }',
    '  public static final class Builder {',
    '    public Builder callFactory(Object factory) { return this; }',
    '    public Retrofit build() { return new Retrofit(); }',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/app/KotlinExtensions.kt': ['package app', '', 'inline fun <reified T : Any> Retrofit.create(): T = create(T::class.java)', ''].join('\n'),
  'src/app/Use.kt': [
    'package app',
    '',
    'interface Api',
    '',
    'fun reified(retrofit: Retrofit): Api {',
    '  return retrofit.create<Api>()',
    '}',
    '',
    'fun withClass(retrofit: Retrofit): Api {',
    '  return retrofit.create(Api::class.java)',
    '}',
    '',
    'fun lambdaChain(): Api {',
    '  val retrofit = Retrofit.Builder()',
    '    .callFactory { it }',
    '    .build()',
    '  return retrofit.create(Api::class.java)',
    '}',
    '',
    'fun untyped(): Api {',
    '  val retrofit = makeRetrofit()',
    '  return retrofit.create(Api::class.java)',
    '}',
    '',
  ].join('\n'),
  'src/other/Bar.kt': ['package other', '', 'class Bar', '', 'fun Bar.foo(): Int = 1', ''].join('\n'),
  'cs/Box.cs': [
    'namespace Shop {',
    '    public class Box {',
    '        public int Size(int scale) { return scale; }',
    '    }',
    '    public static class BoxExtensions {',
    '        public static int Size(this Box box) { return box.Size(1); }',
    '    }',
    '    public static class Use {',
    '        public static int Plain(Box box) { return box.Size(); }',
    '        public static int Scaled(Box box) { return box.Size(2); }',
    '    }',
    '}',
    '',
  ].join('\n'),
  'src/other/Caller.kt': ['package other', '', 'fun guess(): Int {', '  val r = unknownFactory()', '  return r.foo(42)', '}', ''].join('\n'),
};

describeGraph('code graph: Kotlin member or extension of one name', FILES, 'kotlin-member-or-extension', (fx) => {
  it('sends a call to the member when its parameters fit, else to the extension', async () => {
    await expectEdges(fx, 'code_callers', {
      // Extensions of the caller's own package / namespace, no import: via receiver, the receiver's type checked (issue 3 #2).
      'create @ src/app/KotlinExtensions.kt': ['src/app/Use.kt:reified:receiver'],
      'create @ src/app/Retrofit.java': ['src/app/KotlinExtensions.kt:Retrofit.create:receiver', 'src/app/Use.kt:lambdaChain:receiver', 'src/app/Use.kt:withClass:receiver'],
    });
  });

  it('chooses alike in C#: an instance method whose parameters fit, else the extension method', async () => {
    await expectEdges(fx, 'code_callers', {
      'Size @ cs/Box.cs:3': ['cs/Box.cs:BoxExtensions.Size:receiver', 'cs/Box.cs:Use.Scaled:receiver'],
      'Size @ cs/Box.cs:6': ['cs/Box.cs:Use.Plain:receiver'],
    });
  });

  it('makes no definite caller of an extension from an unknown receiver with another argument count', async () => {
    await expectEdges(fx, 'code_callers', { 'Bar.foo': [] });
  });
});
