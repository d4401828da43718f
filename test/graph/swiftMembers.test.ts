/**
 * Swift code a type runs without a `func` name of its own is a definition:
 * a computed property (`var array: [JSON]? { … }`, in the type or an
 * extension), a subscript and an operator function (`func == (lhs:rhs:)`,
 * `static func +`). Their calls are theirs, not the file's top-level code
 * (SwiftyJSON's `description` calling rawString was "top-level code, which
 * nothing calls"; newcomer 47 #5); a read of a computed property in its file
 * is a call of it, and a call with arguments (`type(of: x)`) is none.
 * Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, defsIn, describeGraph, toolItems } from './helpers';

const FILES: Record<string, string> = {
  'Sources/J/JSON.swift': [
    'public struct JSON {',
    '    public var type: Int { return 1 }',
    '}',
    'extension JSON {',
    '    public var array: [JSON]? {',
    '        return helper()',
    '    }',
    '    fileprivate subscript(key key: String) -> JSON {',
    '        get { return helper2() }',
    '        set { }',
    '    }',
    '    func helper() -> [JSON]? { return nil }',
    '    func helper2() -> JSON { return self }',
    '}',
    'public func == (lhs: JSON, rhs: JSON) -> Bool { return lhs.type == rhs.type }',
    'extension JSON: CustomStringConvertible {',
    '    public var description: String { return rawString() }',
    '    func rawString() -> String { return "" }',
    '    static func + (a: JSON, b: JSON) -> JSON { return a.merged() }',
    '    func merged() -> JSON { return self }',
    '    func copied() -> JSON { var copy = self; return copy.merged() }',
    '}',
    'func other(x: Any, j: JSON) -> Int {',
    '    print(type(of: x))',
    '    return j.type',
    '}',
    '',
  ].join('\n'),
  // Alamofire's `var eventMonitor: (any EventMonitor)? { … }` (newcomer 48 B-1): a computed property's type types calls on it;
  // a bare word of its name (an enum case, a local, an argument label) is no read of it.
  'Sources/J/Request.swift': [
    'protocol Monitor { func request(_ r: Request) }',
    'enum Kind { case string }',
    'class Request {',
    '    var stored: Monitor? = nil',
    '    var monitor: (any Monitor)? { return stored }',
    '    var string: String? { return nil }',
    '    func fire() { monitor?.request(self); self.monitor?.request(self) }',
    '    func label(x: String) -> Int { let string = x; return Int(string: string) }',
    '    func read() -> String? { return self.string }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: Swift computed properties, subscripts and operators', FILES, 'swift-members', (fx) => {
  it('are definitions of their type, in line order', async () => {
    const defs = defsIn(fx, 'Sources/J/JSON.swift');
    for (const n of ['method JSON.type 2', 'method JSON.array 5', 'method JSON.subscript 8', 'function == 15', 'method JSON.description 17', 'method JSON.+ 19']) assert.ok(defs.includes(n), `${n} in ${defs.join(', ')}`);
  });

  it('own the calls in their bodies', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'JSON.helper' })).items), ['Sources/J/JSON.swift:JSON.array:6']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'JSON.helper2' })).items), ['Sources/J/JSON.swift:JSON.subscript:9']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'rawString' })).items), ['Sources/J/JSON.swift:JSON.description:17']);
    // `var copy = self`: copy's calls are the type's own.
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'merged' })).items), ['Sources/J/JSON.swift:JSON.+:19', 'Sources/J/JSON.swift:JSON.copied:21']);
  });

  it('a computed property\'s type types the calls made on it; only reads through a value are its calls', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Monitor.request' })).items), ['Sources/J/Request.swift:Request.fire:7']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Request.string' })).items), ['Sources/J/Request.swift:Request.read:9']);
  });

  it('a computed property is called by its reads in the file, not by a call passing arguments', async () => {
    const r = await fx.call('code_callers', { symbol: 'JSON.type' });
    assert.deepEqual(rows(r.structured!.items as never), ['Sources/J/JSON.swift:==:15', 'Sources/J/JSON.swift:other:25']);
    assert.equal(r.structured!.unresolved, undefined, r.text);
  });
});
