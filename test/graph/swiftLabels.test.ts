/**
 * Swift (newcomer 35 #4, Alamofire): overloads of one base name are told
 * apart by their argument labels — `eventMonitor?.request(self,
 * didResumeTask: task)` calls `request(_:didResumeTask:)`, none of the other
 * `request` methods — through a property typed by an existential,
 * `(any EventMonitor)?`; a `guard let` / `if let` variable holds what the
 * function returns, `-> (any RequestRetrier)?` its protocol.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';
import { swiftLabelsFit } from '../../server/src/core/graph/swiftLabels';

describe('code graph: Swift argument labels', () => {
  it('labels fit in order; defaults may be left out; a trailing closure takes a parameter whatever its label', () => {
    assert.equal(swiftLabelsFit(['', 'didResumeTask='], '_ request: Request, didResumeTask task: URLSessionTask'), 'fits');
    assert.equal(swiftLabelsFit(['', 'didResumeTask='], '_ request: Request, didSuspendTask task: URLSessionTask'), 'no');
    assert.equal(swiftLabelsFit(['', 'didResumeTask='], '_ request: Request'), 'no');
    assert.equal(swiftLabelsFit(['to='], 'queue: Int = 0, to url: URL'), 'fits');
    assert.equal(swiftLabelsFit(['~'], 'queue: DispatchQueue = .main, completionHandler: @escaping () -> Void'), 'fits');
    assert.equal(swiftLabelsFit(['', '', ''], '_ xs: Int...'), 'fits');
    assert.equal(swiftLabelsFit([], 'queue: Int = 0'), 'fits');
    assert.equal(swiftLabelsFit([], 'queue: Int'), 'no');
  });
});

describeGraph('code graph: Swift overloads by label, existential types, guard let', {
  'Package.swift': '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "A", targets: [.target(name: "A")])\n',
  'Sources/A/EventMonitor.swift': [
    'public protocol EventMonitor {',
    '    func request(_ request: Request, didResumeTask task: Int)',
    '    func request(_ request: Request, didSuspendTask task: Int)',
    '}',
    'public protocol RequestRetrier {',
    '    func retry(_ request: Request, dueTo error: Int)',
    '}',
    '',
  ].join('\n'),
  'Sources/A/Request.swift': [
    'public class Request {',
    '    weak var eventMonitor: (any EventMonitor)?',
    '    func didResumeTask(_ task: Int) {',
    '        eventMonitor?.request(self, didResumeTask: task)',
    '    }',
    '    func didSuspendTask(_ task: Int) {',
    '        eventMonitor?.request(self, didSuspendTask: task)',
    '    }',
    '    func retrier(for request: Request) -> (any RequestRetrier)? { nil }',
    '    func retryResult(_ error: Int) {',
    '        guard let retrier = retrier(for: self) else { return }',
    '        retrier.retry(self, dueTo: error)',
    '    }',
    '}',
    '',
  ].join('\n'),
}, 'swift-labels', (fx) => {
  it('each request overload has the call written with its labels, through an (any P)? property', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'request', path: 'Sources/A/EventMonitor.swift:2' })).items), ['Sources/A/Request.swift:Request.didResumeTask:4']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'request', path: 'Sources/A/EventMonitor.swift:3' })).items), ['Sources/A/Request.swift:Request.didSuspendTask:7']);
  });

  it('guard let holds what -> (any RequestRetrier)? returns', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'RequestRetrier.retry' })).items), ['Sources/A/Request.swift:Request.retryResult:12']);
  });
});

describeGraph('code graph: Swift failable initializers by label', {
  'Sources/J/JSON.swift': [
    'public struct JSON {',
    '    public init(data: Data) throws { self.init(1) }',
    '    public init(_ object: Any) { }',
    '    public init?(rawValue: Any) { self.init(rawValue) }',
    '}',
    'func use(o: Any, d: Data) {',
    '    let a = JSON(o)',
    '    let b = JSON(rawValue: o)',
    '    let c = try? JSON(data: d)',
    '}',
    '',
  ].join('\n'),
}, 'swift-failable-inits', (fx) => {
  // SwiftyJSON's `init?(rawValue:)` was offered every call of JSON(…) (newcomer 47 #1): its `?` hid its parameter list.
  it('an `init?(rawValue:)` has only the calls labelled rawValue', async () => {
    const callers = async (line: number) => rows((await toolItems(fx, 'code_callers', { symbol: 'init', path: `Sources/J/JSON.swift:${line}` })).items);
    assert.deepEqual(await callers(4), ['Sources/J/JSON.swift:use:8']);
    assert.deepEqual(await callers(2), ['Sources/J/JSON.swift:use:9']);
    assert.deepEqual(await callers(3), ['Sources/J/JSON.swift:JSON.init:2', 'Sources/J/JSON.swift:JSON.init:4', 'Sources/J/JSON.swift:use:7']);
  });
});

describeGraph('code graph: Swift labels in the may-call note', {
  'Sources/S/Session.swift': [
    'protocol EventMonitor { func request(_ r: Int, didCreateTask t: Int) }',
    'class Session {',
    '    func request(_ url: String, method: Int = 0) -> Int { return 1 }',
    '}',
    'func f() {',
    '    let v = unknown()',
    '    v.request(1, didCreateTask: 2)',
    '    v.request("u")',
    '}',
    '',
  ].join('\n'),
}, 'swift-label-notes', (fx) => {
  // Alamofire's `callers Session.request` counted 49 EventMonitor callbacks (newcomer 48 B-9).
  it('counts only calls whose labels the method takes', async () => {
    const r = await fx.call('code_callers', { symbol: 'Session.request' });
    assert.deepEqual((r.structured!.unresolved as { examples: string[] }).examples, ['Sources/S/Session.swift:8'], r.text);
  });
});
