/**
 * Swift package targets (jvmswift26 #1): Alamofire's Package.swift declares
 * `.target(name: "Alamofire", path: "Source")` and a test target in `Tests`,
 * so `import Alamofire` in a test reaches the files under Source/ (the
 * module is the target, not a folder called Alamofire), while a class of the
 * same name in a folder no target names and no test imports stays apart.
 * A top-level `public let AF = Session.default` (Alamofire.swift) holds a
 * Session, what `static let \`default\` = Session()` declares, so the
 * example app's `AF.request(…)` is a call of Session.request.
 * Snippets trimmed from Alamofire (Package.swift, Source/Core/Session.swift,
 * Tests/RetryPolicyTests.swift).
 */
import * as assert from 'node:assert/strict';
import { callees, callers, describeGraph } from './helpers';
import { swiftTargets } from '../../server/src/core/graph/swiftPackages';

const MANIFEST = [
  '// swift-tools-version:6.0',
  'import PackageDescription',
  '',
  'let package = Package(name: "Alamofire",',
  '                      products: [.library(name: "Alamofire", targets: ["Alamofire"])],',
  '                      targets: [.target(name: "Alamofire",',
  '                                        path: "Source",',
  '                                        exclude: ["Info.plist"]),',
  '                                .testTarget(name: "AlamofireTests",',
  '                                            dependencies: ["Alamofire"],',
  '                                            path: "Tests",',
  '                                            exclude: ["Info.plist", "Test Plans"])],',
  '                      swiftLanguageModes: [.v5])',
  '',
].join('\n');

const FILES = {
  'Package.swift': MANIFEST,
  'Source/Core/Session.swift': [
    'import Foundation', // 1
    '',
    'open class Session: @unchecked Sendable {',
    '    public static let `default` = Session()',
    '    public let rootQueue: DispatchQueue', // 5
    '    public init(rootQueue: DispatchQueue = DispatchQueue(label: "org.alamofire.session.rootQueue")) {',
    '        self.rootQueue = rootQueue',
    '    }',
    '    open func request(_ convertible: any URLConvertible) -> DataRequest {',
    '        DataRequest(convertible: convertible)', // 10
    '    }',
    '}',
    '',
  ].join('\n'),
  'Source/Core/DataRequest.swift': [
    'public class DataRequest {', // 1
    '    let convertible: any URLConvertible',
    '    init(convertible: any URLConvertible) { self.convertible = convertible }',
    '    @discardableResult',
    '    public func cancel() -> Self { self }', // 5
    '}',
    '',
  ].join('\n'),
  'Source/Core/HTTPHeaders.swift': [
    '/// An order-preserving and case-insensitive representation of HTTP headers.',
    'public struct HTTPHeaders: Equatable, Hashable, Sendable {',
    '    private var headers: [String] = []',
    '}',
    '',
  ].join('\n'),
  'Tests/RetryPolicyTests.swift': [
    '@testable import Alamofire', // 1
    'import Foundation',
    'import XCTest',
    '',
    'class RetryPolicyTestCase: BaseTestCase {', // 5
    '    func testThatRetryIsNotPerformedOnCancelledRequests() {',
    '        let session = Session(rootQueue: .main)',
    '        let request = session.request(.default)',
    '        request.cancel()',
    '    }', // 10
    '}',
    '',
  ].join('\n'),
  'Source/Alamofire.swift': [
    'import Dispatch', // 1
    'import Foundation',
    '',
    '/// Reference to `Session.default` for quick bootstrapping and examples.',
    'public let AF = Session.default', // 5
    '',
  ].join('\n'),
  'Example/Source/MasterViewController.swift': [
    'import Alamofire', // 1
    'import UIKit',
    '',
    'class MasterViewController: UITableViewController {',
    '    func makeRequest(_ identifier: String) -> DataRequest? {', // 5
    '        AF.request("https://httpbin.org/get")',
    '    }',
    '}',
    '',
  ].join('\n'),
  // A folder no target of the manifest names, imported by no test: its Session is another module's.
  'Legacy/Session.swift': ['open class Session {', '    open func request(_ path: String) -> Int { 0 }', '}', ''].join('\n'),
};

describe('code graph: Swift package targets read from Package.swift', () => {
  it('reads each target name with its path, SwiftPM defaults left unset', () => {
    assert.deepEqual(swiftTargets(MANIFEST), [
      { name: 'Alamofire', test: false, path: 'Source' },
      { name: 'AlamofireTests', test: true, path: 'Tests' },
    ]);
    assert.deepEqual(swiftTargets('import PackageDescription\nlet p = Package(name: "A", targets: [.executableTarget(name: "Tool", dependencies: [.target(name: "Core")]), .target(name: "Core", path: "Lib/Core")])'), [
      { name: 'Tool', test: false },
      { name: 'Core', test: false, path: 'Lib/Core' },
    ]);
    assert.deepEqual(swiftTargets('let targets = [".target(name: \\"X\\")"]'), []);
  });
});

describeGraph('code graph: `import Alamofire` from Tests/ reaches target Alamofire at Source/', FILES, 'graph-swift-targets', (fx) => {
  it('a test calls the target’s initialiser and methods', async () => {
    assert.deepEqual(await callees(fx, 'RetryPolicyTestCase.testThatRetryIsNotPerformedOnCancelledRequests'), [
      'Source/Core/DataRequest.swift:DataRequest.cancel:receiver',
      'Source/Core/Session.swift:Session.init:import',
      'Source/Core/Session.swift:Session.request:receiver',
    ]);
  });

  it('AF, a top-level `let AF = Session.default`, is a Session: AF.request reaches Session.request from another module', async () => {
    assert.deepEqual(await callees(fx, 'MasterViewController.makeRequest'), ['Source/Core/Session.swift:Session.request:receiver']);
  });

  it('a struct is listed as class, as Rust, Go and C# structs are, and found with kind struct', async () => {
    const r = await fx.call('code_symbol', { name: 'HTTPHeaders', kind: 'struct' });
    assert.match(r.text, /Source\/Core\/HTTPHeaders\.swift:2 {2}class HTTPHeaders {2}public struct HTTPHeaders: Equatable, Hashable, Sendable/);
  });

  it('the target’s method has the test among its callers, the unimported folder’s namesake none', async () => {
    assert.deepEqual(await callers(fx, 'Session.request', 'Source/Core/Session.swift'), [
      'Example/Source/MasterViewController.swift:MasterViewController.makeRequest:receiver',
      'Tests/RetryPolicyTests.swift:RetryPolicyTestCase.testThatRetryIsNotPerformedOnCancelledRequests:receiver',
    ]);
    assert.deepEqual(await callers(fx, 'Session.request', 'Legacy/Session.swift'), []);
  });
});

/**
 * A target placed in a folder of its own (`path: "Sources"`, Kingfisher's one
 * target) is one module over all its subfolders: a name declared in
 * Sources/General/ is seen from Sources/Extensions/ without an import (each
 * subfolder was read as a module of its own, so `KingfisherManager.shared`
 * there resolved to nothing; newcomer 46 #12). A folder the manifest does
 * not name keeps the module its path names.
 */
const KINGFISHER = {
  'Package.swift': [
    '// swift-tools-version:5.1',
    'import PackageDescription',
    'let package = Package(',
    '    name: "Kingfisher",',
    '    targets: [',
    '        .target(name: "Kingfisher", path: "Sources")',
    '    ]',
    ')',
    '',
  ].join('\n'),
  'Sources/General/KingfisherManager.swift': [
    'public class KingfisherManager: @unchecked Sendable {',
    '    public static let shared = KingfisherManager()',
    '    func retrieveImage(with source: String, completionHandler: ((Int) -> Void)?) -> Int? { return nil }',
    '}',
    '',
  ].join('\n'),
  'Sources/Extensions/ImageView+Kingfisher.swift': [
    'extension KingfisherWrapper {',
    '    func setImage(source: String) {',
    '        _ = KingfisherManager.shared.retrieveImage(with: source) { result in print(result) }',
    '    }',
    '}',
    '',
  ].join('\n'),
  'Sources/General/KingfisherWrapper.swift': 'public struct KingfisherWrapper {}\n',
  'Demo/Sources/KingfisherManager.swift': ['class KingfisherManager {', '    func retrieveImage(with source: String) -> Int? { return nil }', '}', ''].join('\n'),
};

describeGraph('code graph: a Swift target at a path of its own is one module', KINGFISHER, 'graph-swift-path-target', (fx) => {
  it('a call in one subfolder reaches a type of another', async () => {
    assert.deepEqual(await callers(fx, 'KingfisherManager.retrieveImage', 'Sources/General/KingfisherManager.swift'), [
      'Sources/Extensions/ImageView+Kingfisher.swift:KingfisherWrapper.setImage:receiver',
    ]);
    assert.deepEqual(await callers(fx, 'KingfisherManager.retrieveImage', 'Demo/Sources/KingfisherManager.swift'), []);
  });
});
