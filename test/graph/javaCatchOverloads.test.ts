/**
 * Java overloads told apart by a string literal and a catch parameter
 * (newcomer 37, retrofit's Utils.methodError): `methodError(method, "…", x)`
 * cannot pass a String as `Throwable cause`, and `catch (RuntimeException e)
 * { methodError(method, e, "…", x) }` passes e as one, not as a String
 * (argTypes STANDARD_TYPES; the catch parameter bound in its clause). Every
 * call had been given to both overloads, hedged.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

describeGraph('code graph: Java overloads by string literals and catch parameters', {
  'src/p/U.java': [
    'package p;',
    'import java.lang.reflect.Method;',
    'final class U {',
    '  static RuntimeException methodError(Method method, String message, Object... args) {',
    '    return new IllegalStateException(message);',
    '  }',
    '  static RuntimeException methodError(Method method, Throwable cause, String message, Object... args) {',
    '    return new IllegalArgumentException(message, cause);',
    '  }',
    '  void a(Method method, Object t) {',
    '    throw methodError(method, "x " + "y", t);',
    '  }',
    '  void b(Method method, Object t) {',
    '    try { t.toString(); } catch (RuntimeException e) {',
    '      throw methodError(method, e, "Unable %s", t);',
    '    } catch (Error e) {',
    '      throw methodError(method, "fatal", e);',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n'),
}, 'java-catch-overloads', (fx) => {
  it('a string literal is no Throwable; a catch parameter is one in its own clause only', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'U.methodError', path: 'src/p/U.java:4' })).items), ['src/p/U.java:U.a:11', 'src/p/U.java:U.b:17']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'U.methodError', path: 'src/p/U.java:7' })).items), ['src/p/U.java:U.b:15']);
  });
});
