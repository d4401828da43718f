/**
 * A class implementing or extending a type nested in another, written
 * through its outer type (`class Client : Call.Factory`, `implements
 * Interceptor.Chain`, C# `: Outer.IHandler`), gets the callers that reach it
 * through that type (via base), as one implementing a top-level interface
 * does (newcomer 26 #1: okhttp's OkHttpClient.newCall missed okcurl's
 * `client!!.newCall` and RealEventSource's `callFactory.newCall`, and
 * RealInterceptorChain.proceed every interceptor's `chain.proceed`). The
 * base's last name alone found nothing where the class is declared; its
 * path is read from its head (DefRec.qualifiedBases, graphMembers
 * nestedTypes), a package before it skipped. A same-named nested type in
 * another outer type is no base. Real temp repository, the real grammars.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph, defsIn } from './helpers';

const FILES = {
  'src/main/kotlin/a/Call.kt': [
    'package a',
    '',
    'interface Call {',
    '  interface Factory {',
    '    fun newCall(x: Int): Int', // 5
    '  }',
    '}',
    '',
    'interface Socket {',
    '  interface Factory {', // 10
    '    fun newCall(x: Int): Int',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/main/kotlin/a/Client.kt': [
    'package a',
    '',
    'class Client : Call.Factory, a.Socket.Factory {',
    '  override fun newCall(x: Int): Int = x',
    '}', // 5
    '',
    'class OnlyCall : Call.Factory {',
    '  override fun newCall(x: Int): Int = x + 1',
    '}',
    '',
  ].join('\n'),
  'src/main/kotlin/a/Use.kt': [
    'package a',
    '',
    'fun useCall(f: Call.Factory) = f.newCall(1)',
    'fun useSocket(f: Socket.Factory) = f.newCall(2)',
    '',
  ].join('\n'),
  'src/main/java/j/Chain.java': [
    'package j;',
    '',
    'public interface Interceptor {',
    '  interface Chain {',
    '    int proceed(int r);', // 5
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/main/java/j/RealChain.java': [
    'package j;',
    '',
    'public class RealChain implements Interceptor.Chain {',
    '  public int proceed(int r) { return r; }',
    '}', // 5
    '',
  ].join('\n'),
  'src/main/java/j/Logging.java': [
    'package j;',
    '',
    'public class Logging {',
    '  int intercept(Interceptor.Chain chain) { return chain.proceed(1); }',
    '}',
    '',
  ].join('\n'),
  'src/cs/Handlers.cs': [
    'namespace App {',
    '  public class Outer {',
    '    public interface IHandler { void Handle(); }',
    '  }',
    '  public class Impl : Outer.IHandler {', // 5
    '    public void Handle() {}',
    '  }',
    '  public class Runner {',
    '    public void Run(Outer.IHandler h) { h.Handle(); }',
    '  }', // 10
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: bases written through their outer type (Call.Factory)', FILES, 'qualified-nested-bases', (fx) => {
  it('the records keep the qualified bases beside the last names', () => {
    const rec = fx.graph.data.files.get('src/main/kotlin/a/Client.kt')!;
    assert.deepEqual(rec.defs[0].bases, ['Factory', 'Factory']);
    assert.deepEqual(rec.defs[0].qualifiedBases, ['Call.Factory', 'a.Socket.Factory']);
    assert.deepEqual(defsIn(fx, 'src/main/java/j/RealChain.java'), ['class RealChain 3', 'method RealChain.proceed 4']);
  });

  it('Kotlin: a call through each nested interface reaches the classes implementing it, and only those', async () => {
    assert.deepEqual(await callers(fx, 'Client.newCall'), ['src/main/kotlin/a/Use.kt:useCall:base', 'src/main/kotlin/a/Use.kt:useSocket:base']);
    assert.deepEqual(await callers(fx, 'OnlyCall.newCall'), ['src/main/kotlin/a/Use.kt:useCall:base']);
  });

  it('Java: implements Interceptor.Chain gets the chain.proceed callers', async () => {
    assert.deepEqual(await callers(fx, 'RealChain.proceed'), ['src/main/java/j/Logging.java:Logging.intercept:base']);
  });

  it('C#: : Outer.IHandler gets the h.Handle() callers', async () => {
    assert.deepEqual(await callers(fx, 'Impl.Handle'), ['src/cs/Handlers.cs:Runner.Run:base']);
  });
});
