/**
 * Swift compiler directives and `#` keywords (newcomer 23 #1): the grammar
 * build reads no `#` keyword, so a `#if … #elseif … #else … #endif` around
 * code lost the class after it (Alamofire's DataStreamRequest) and its
 * members became top-level functions. swiftSource.ts blanks the directive
 * lines (every branch kept, positions unchanged) and rewrites `#available`,
 * `#function`, `()` values and the like, so such files parse whole; `why`
 * of a name lost in a file that still cannot be read whole says so.
 */
import * as assert from 'node:assert/strict';
import { defsIn, describeGraph, expectEdges } from './helpers';
import { why, setSymbolLocator } from '../../server/src/core/why';
import { installSymbolLocator } from '../../server/src/core/graph/locator';

const FILES = {
  'Sources/Net/Stream.swift': [
    'import Foundation', // 1
    '',
    '#if canImport(Darwin) && !canImport(FoundationNetworking)',
    'import Darwin',
    '#elseif canImport(Glibc)', // 5
    'import Glibc',
    '#else',
    '#error("Unsupported platform.")',
    '#endif',
    '', // 10
    'public final class StreamRequest: Request {',
    '    public func validate() -> Self {',
    '        if #available(macOS 10.15, iOS 13, *) {',
    '            log("\\(#function) at \\(#line)")',
    '        }', // 15
    '        return finish(.success(()))',
    '    }',
    '',
    '    #if swift(>=5.9)',
    '    func finish(_ r: Result<(), Error>) -> Self {', // 20
    '        let mode: String = if #available(iOS 17, *) { "new" } else { "old" }',
    '        return log(mode)',
    '    }',
    '    #endif',
    '', // 25
    '    func log(_ s: String) -> Self { self }',
    '    func run(_ e: sending @escaping (Int) -> Void) { e(1) }',
    '}',
    '',
  ].join('\n'),
  'Sources/Net/Request.swift': ['open class Request {', '    private nonisolated(unsafe) var count = 0', '    func start() { let s = StreamRequest(); _ = consume s }', '}', ''].join('\n'),
  // Parentheses never closed: the grammar loses the class after them.
  'Sources/Net/Broken.swift': ['let sizes = (((', 'class Lost {}', ''].join('\n'),
};

describeGraph('code graph: Swift compiler directives and # keywords', FILES, 'graph-swift-directives', (fx) => {
  after(() => setSymbolLocator(null));

  it('reads a file with #if groups, #available, #function and () values whole, every branch kept', () => {
    assert.deepEqual(defsIn(fx, 'Sources/Net/Stream.swift'), [
      'class StreamRequest 11',
      'method StreamRequest.validate 12',
      'method StreamRequest.finish 20',
      'method StreamRequest.log 26',
      'method StreamRequest.run 27',
    ]);
    assert.equal(fx.graph.data.files.get('Sources/Net/Stream.swift')!.errors, undefined);
    assert.equal(fx.graph.data.files.get('Sources/Net/Request.swift')!.errors, undefined);
  });

  it('ties the calls inside those blocks to the class members', async () => {
    await expectEdges(fx, 'code_callers', {
      'StreamRequest.finish': ['Sources/Net/Stream.swift:StreamRequest.validate:same-file'],
      'StreamRequest.log': ['Sources/Net/Stream.swift:StreamRequest.finish:same-file', 'Sources/Net/Stream.swift:StreamRequest.validate:same-file'],
    });
  });

  it('why of a name lost in a file the parser could not read whole says so, as code_symbol does', async () => {
    installSymbolLocator();
    const text = await why(fx.engine, 'Lost', { limit: 5 });
    assert.match(text, /Lost is written in 1 file the parser could not read whole, where its definition may be lost: Sources\/Net\/Broken\.swift/);
    const sym = await fx.call('code_symbol', { name: 'Lost' });
    assert.match(sym.text, /Lost is written in 1 file the parser could not read whole/);
  });
});
