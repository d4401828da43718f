/**
 * A function defined in a class body as `friend` is no member of the class
 * but a function of the namespace around it ([class.friend] 11.8.4: found by
 * lookup inside the class and by argument-dependent lookup, a non-member all
 * the same): hiredis's qt.h `friend void RedisQtAddRead(void *adapter) {…}`
 * was listed as the method RedisQtAdapter::RedisQtAddRead (newcomer 43).
 * A `friend class` declares nothing; the class's own members stay methods.
 * Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'adapters/qt.h': [
    'static void RedisQtAddRead(void *);',
    'class RedisQtAdapter {',
    '    friend',
    '    void RedisQtAddRead(void * adapter) {',
    '        RedisQtAdapter * a = static_cast<RedisQtAdapter *>(adapter);',
    '        a->addRead();',
    '    }',
    '    friend bool operator==(const RedisQtAdapter& a, const RedisQtAdapter& b) { return true; }',
    '    friend class Other;',
    '  public:',
    '    void addRead() {}',
    '    void attach() { register_cb(RedisQtAddRead); }',
    '};',
    'void register_cb(void (*cb)(void *));',
  ].join('\n'),
};

describeGraph('C++ friend functions defined in a class body', FILES, 'cpp-friend-functions', (fx) => {
  it('lists them as functions of the namespace, not methods of the class', async () => {
    const r = await fx.call('code_symbol', { name: 'RedisQtAddRead' });
    assert.match(r.text, /^adapters\/qt\.h:4 {2}function RedisQtAddRead {2}void RedisQtAddRead\(void \* adapter\) {2}\(declared at adapters\/qt\.h:1\)$/m);
    const eq = await fx.call('code_symbol', { name: 'operator==' });
    assert.match(eq.text, /function operator==/);
    const m = await fx.call('code_symbol', { name: 'RedisQtAdapter.addRead' });
    assert.match(m.text, /method RedisQtAdapter::addRead/);
  });

  it('keeps the calls made in them', async () => {
    await expectEdges(fx, 'code_callers', { 'RedisQtAdapter.addRead': ['adapters/qt.h:RedisQtAddRead:receiver'] });
  });
});
