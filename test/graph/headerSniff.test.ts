/**
 * A `.h` file's language from its first lines (newcomer 43 #6): hiredis is a
 * C library, so its headers are read as C (headersFor), but adapters/qt.h is
 * C++ (`class RedisQtAdapter : public QObject`): its class and methods were
 * lost (`symbol RedisQtAdapter`: No matches). Kingfisher's Objective-C
 * headers (`@interface`, `#import`) were read as C++, 30 of its "could not
 * read" files, while the `.m` files beside them were skipped as
 * Objective-C. Real temp repository, the real grammars.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, firstDef } from './helpers';

const FILES = {
  'hiredis.c': '#include "hiredis.h"\nint redisConnect(int port) { return port; }\n',
  'net.c': 'int redisNetWrite(int fd) { return fd; }\n',
  'hiredis.h': '#ifndef HIREDIS_H\n#define HIREDIS_H\nstruct redisContext { int fd; };\nint redisConnect(int port);\n#endif\n',
  'adapters/qt.h': [
    '#ifndef HIREDIS_QT_H',
    '#define HIREDIS_QT_H',
    '#include <QSocketNotifier>',
    '#include "../hiredis.h"',
    '',
    '/* A C++ adapter. */',
    'class RedisQtAdapter : public QObject {',
    '    Q_OBJECT',
    '  public:',
    '    RedisQtAdapter(QObject * parent = 0) : QObject(parent) {}',
    '    void addRead() { redisConnect(1); }',
    '};',
    '#endif',
    '',
  ].join('\n'),
  'Tests/Nocilla/LSStubRequest.h': '#import <Foundation/Foundation.h>\n\n@interface LSStubRequest : NSObject\n@property (nonatomic, strong) NSString *method;\n@end\n',
  'Tests/Nocilla/LSStubRequest.m': '#import "LSStubRequest.h"\n@implementation LSStubRequest\n@end\n',
};

describeGraph('code graph: a header read in the language its first lines say', FILES, 'header-sniff', (fx) => {
  it('reads a C++ header of a C library as C++, its class and methods defined, and leaves Objective-C headers out as Objective-C', async () => {
    const st = fx.graph.status();
    assert.deepEqual(st.byLanguage, { c: 3, cpp: 1 });
    assert.equal(st.errors, 0);
    assert.equal(firstDef(fx, 'RedisQtAdapter').kind, 'class');
    assert.equal(firstDef(fx, 'RedisQtAdapter.addRead').kind, 'method');
    const r = await fx.call('code_callers', { symbol: 'redisConnect', path: 'hiredis.c' });
    assert.match(r.text, /adapters\/qt\.h:11 {2}method RedisQtAdapter::addRead/);
    assert.equal(st.skipped['objective-c'], 2);
  });
});
