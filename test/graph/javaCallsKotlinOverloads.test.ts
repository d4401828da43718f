/**
 * A Java call of overloaded Kotlin methods is told apart by the Kotlin
 * parameter types as Java sees them (Kotlin docs, "Mapped types"): moshi's
 * `moshi.adapter(Foo.class)` is `adapter(type: Class<T>)`, a `Type` value
 * `adapter(type: Type)` only (newcomer 47 #7: 168 calls were each offered
 * both); `Int` is Java's `int`, `Int?` its `Integer`, `String` a String.
 * Real temp repository, the real grammars.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'src/main/kotlin/m/Moshi.kt': [
    'package m',
    'import java.lang.reflect.Type',
    'class JsonAdapter<T>',
    'class Moshi {',
    '  fun <T> adapter(type: Type): JsonAdapter<T> = JsonAdapter()',
    '  fun <T> adapter(type: Class<T>): JsonAdapter<T> = JsonAdapter()',
    '  fun put(x: Int) {}',
    '  fun put(x: String) {}',
    '  fun boxed(x: Int?) {}',
    '  fun boxed(x: List<String>) {}',
    '}',
  ].join('\n'),
  'src/main/java/m/Use.java': [
    'package m;',
    'import java.lang.reflect.Type;',
    'import java.util.List;',
    'class Use {',
    '  void literal(Moshi moshi) { moshi.adapter(String.class); }',
    '  void typed(Moshi moshi, Type elementType) { moshi.adapter(elementType); }',
    '  void number(Moshi moshi) { moshi.put(1); }',
    '  void text(Moshi moshi) { moshi.put("a"); }',
    '  void box(Moshi moshi, Integer n) { moshi.boxed(n); }',
    '  void list(Moshi moshi, List<String> xs) { moshi.boxed(xs); }',
    '}',
  ].join('\n'),
};

describeGraph('Java calls of Kotlin overloads', FILES, 'java-calls-kotlin-overloads', (fx) => {
  it('are told apart by the Kotlin parameter types as Java sees them', async () => {
    await expectEdges(fx, 'code_callers', {
      'adapter @ src/main/kotlin/m/Moshi.kt:5': ['src/main/java/m/Use.java:Use.typed:receiver'],
      'adapter @ src/main/kotlin/m/Moshi.kt:6': ['src/main/java/m/Use.java:Use.literal:receiver'],
      'put @ src/main/kotlin/m/Moshi.kt:7': ['src/main/java/m/Use.java:Use.number:receiver'],
      'put @ src/main/kotlin/m/Moshi.kt:8': ['src/main/java/m/Use.java:Use.text:receiver'],
      'boxed @ src/main/kotlin/m/Moshi.kt:9': ['src/main/java/m/Use.java:Use.box:receiver'],
      'boxed @ src/main/kotlin/m/Moshi.kt:10': ['src/main/java/m/Use.java:Use.list:receiver'],
    });
  });
});
