/**
 * Java constants are definitions of kind const inside their class (gson:
 * `symbol DEFAULT_ESCAPE_HTML` said No matches): each declarator of a
 * `static final` field (`final static` too) and every field of an
 * interface, with the field's Javadoc and a signature of its modifiers, type
 * and declarator. An instance `final` field and a `static` one that is not
 * final are not. A call through a constant holding `new Excluder()`
 * (`DEFAULT_EXCLUDER.excludeClass(c)`, `Excluder.DEFAULT.excludeClass(c)`
 * from another class) reaches Excluder.excludeClass; decoy: Other.excludeClass;
 * so does one through a nested class (`Outer.DateType.DATE.f()`), also
 * imported by its own name (`import a.b.Outer.DateType;`, `DateType.DATE.f()`).
 */
import * as assert from 'node:assert/strict';
import { callers, defsIn, describeGraph, firstDef } from './helpers';

const FILES = {
  'src/main/java/com/google/gson/Gson.java': [
    'package com.google.gson;',
    '',
    'public final class Gson {',
    '  /** Whether HTML characters are escaped by default. */',
    '  static final boolean DEFAULT_ESCAPE_HTML = true;',
    '  public static final String DEFAULT_DATE_PATTERN = null, DEFAULT_TIME = "t";',
    '  @SuppressWarnings("unused")',
    '  private static final Excluder DEFAULT_EXCLUDER = new Excluder();',
    '  final static int DEFAULT_DEPTH = 3;',
    '  private final int count = 0;',
    '  static int counter;',
    '',
    '  public boolean excluded(Class<?> c) {',
    '    return DEFAULT_EXCLUDER.excludeClass(c);',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/main/java/com/google/gson/Excluder.java': [
    'package com.google.gson;',
    '',
    'public final class Excluder {',
    '  public static final Excluder DEFAULT = new Excluder();',
    '',
    '  public boolean excludeClass(Class<?> c) { return false; }',
    '}',
    '',
  ].join('\n'),
  'src/main/java/com/google/gson/Names.java': ['package com.google.gson;', '', 'public interface Names {', '  /** Prefix of every name. */', '  String PREFIX = "p";', '}', ''].join('\n'),
  'src/main/java/com/google/gson/Other.java': ['package com.google.gson;', '', 'class Other {', '  boolean excludeClass(Class<?> c) { return true; }', '}', ''].join('\n'),
  'src/main/java/com/google/gson/Use.java': [
    'package com.google.gson;',
    '',
    'class Use {',
    '  boolean check(Class<?> c) {',
    '    return Excluder.DEFAULT.excludeClass(c);',
    '  }',
    '',
    '  Object factory() {',
    '    return DefaultDateTypeAdapter.DateType.DATE.createAdapterFactory(1);',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/test/java/com/google/gson/DateTypeTest.java': [
    'package com.google.gson;',
    '',
    'import com.google.gson.DefaultDateTypeAdapter.DateType;',
    '',
    'class DateTypeTest {',
    '  Object make() {',
    '    return DateType.DATE.createAdapterFactory(2);',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/main/java/com/google/gson/DefaultDateTypeAdapter.java': [
    'package com.google.gson;',
    '',
    'public final class DefaultDateTypeAdapter {',
    '  public abstract static class DateType<T> {',
    '    public static final DateType<Object> DATE = new DateType<Object>() {};',
    '',
    '    public final Object createAdapterFactory(int style) { return null; }',
    '  }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: Java constants', FILES, 'java-constants', (fx) => {
  it('static final fields and interface fields are consts of their class, with Javadoc and signature', () => {
    assert.deepEqual(defsIn(fx, 'src/main/java/com/google/gson/Gson.java'), [
      'class Gson 3',
      'const Gson.DEFAULT_ESCAPE_HTML 5',
      'const Gson.DEFAULT_DATE_PATTERN 6',
      'const Gson.DEFAULT_TIME 6',
      'const Gson.DEFAULT_EXCLUDER 8',
      'const Gson.DEFAULT_DEPTH 9',
      'method Gson.excluded 13',
    ]);
    const html = firstDef(fx, 'Gson.DEFAULT_ESCAPE_HTML');
    assert.equal(html.kind, 'const');
    assert.equal(html.signature, 'static final boolean DEFAULT_ESCAPE_HTML = true');
    assert.match(html.doc ?? '', /HTML characters are escaped/);
    assert.equal(firstDef(fx, 'DEFAULT_EXCLUDER').signature, 'private static final Excluder DEFAULT_EXCLUDER = new Excluder()');
    assert.deepEqual(defsIn(fx, 'src/main/java/com/google/gson/Names.java'), ['interface Names 3', 'const Names.PREFIX 5']);
    assert.match(firstDef(fx, 'PREFIX').doc ?? '', /Prefix of every name/);
  });

  it('a call through a constant holding new Excluder() reaches Excluder.excludeClass, in its class and through the class name', async () => {
    assert.deepEqual(await callers(fx, 'Excluder.excludeClass'), ['src/main/java/com/google/gson/Gson.java:Gson.excluded:receiver', 'src/main/java/com/google/gson/Use.java:Use.check:receiver']);
    assert.deepEqual(await callers(fx, 'Other.excludeClass'), []);
    // Through a class nested in the one named (gson's GsonBuilder: `DefaultDateTypeAdapter.DateType.DATE.createAdapterFactory(…)`).
    assert.deepEqual(await callers(fx, 'DateType.createAdapterFactory'), ['src/main/java/com/google/gson/Use.java:Use.factory:receiver', 'src/test/java/com/google/gson/DateTypeTest.java:DateTypeTest.make:receiver']);
  });
});
