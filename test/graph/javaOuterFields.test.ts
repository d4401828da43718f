/**
 * Java fields of the enclosing class read inside an anonymous class, an inner
 * class or through a qualified this (issue 3, gson): `gson.toJsonTree(src)`
 * in TreeTypeAdapter's inner GsonContextImpl and `TypeAdapter.this.write(…)`
 * in NullSafeTypeAdapter left their calls unresolved ("Not listed … may call
 * it"); a field's scope is its class's whole body, nested classes included
 * (JLS §6.3), so `worker` there is the outer class's field. A lambda already
 * read it (checked beside). Decoy: Other's methods of the same names.
 */
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'src/a/Worker.java': 'package a;\n\npublic class Worker {\n  public void work() {}\n  public void stop() {}\n}\n',
  'src/a/Other.java': 'package a;\n\npublic class Other {\n  public void work() {}\n  public void stop() {}\n}\n',
  'src/a/Pool.java': [
    'package a;',
    '',
    'import java.util.concurrent.Executor;',
    '',
    'public class Pool {',
    '  private final Worker worker = new Worker();',
    '  private Worker spare;',
    '',
    '  public Runnable task() {',
    '    return new Runnable() {',
    '      @Override public void run() {',
    '        worker.work();',
    '        Pool.this.spare.stop();',
    '      }',
    '    };',
    '  }',
    '',
    '  public Runnable lambda() {',
    '    return () -> worker.work();',
    '  }',
    '',
    '  public void submit(Executor e) {',
    '    e.execute(() -> {',
    '      spare.stop();',
    '    });',
    '  }',
    '',
    '  private void reset() {}',
    '',
    '  final class Inner {',
    '    void go() {',
    '      worker.stop();',
    '      Pool.this.reset();',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n'),
};

describe('code graph: Java fields of the enclosing class in nested classes', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-java-outer-fields');
  });

  it('an anonymous class, an inner class and a lambda read the outer class field; Outer.this.x and Outer.this.m() too', async () => {
    await expectEdges(fx, 'code_callers', {
      'Worker.work': ['src/a/Pool.java:Pool.$1.run:receiver', 'src/a/Pool.java:Pool.lambda:receiver'],
      'Worker.stop': ['src/a/Pool.java:Pool.$1.run:receiver', 'src/a/Pool.java:Pool.Inner.go:receiver', 'src/a/Pool.java:Pool.submit:receiver'],
      'Pool.reset': ['src/a/Pool.java:Pool.Inner.go:receiver'],
      'Other.work': [],
      'Other.stop': [],
    });
  });
});
