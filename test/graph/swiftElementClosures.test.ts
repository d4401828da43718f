/**
 * Swift closures given a sequence's elements (langSwift elementClosure):
 * `monitors.forEach { $0.request() }`, `monitors.map { m in m.request() }`,
 * `sorted { $0.rank() < $1.rank() }`, `first(where: { $0.ok() })`,
 * `reduce(0) { acc, m in … }` call the element type's methods (newcomer 35,
 * Alamofire: `$0` receivers were unresolved). A closure nested in one has
 * its own `$0`.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

describeGraph('code graph: Swift closures over a sequence\'s elements', {
  'Sources/Kit/Session.swift': [
    'final class Monitor {',
    '    func request() {}',
    '    func rank() -> Int { return 1 }',
    '    func ok() -> Bool { return true }',
    '}',
    'final class Other {',
    '    func request() {}',
    '}',
    'final class Session {',
    '    let monitors: [Monitor] = []',
    '    let others: [Other] = []',
    '    func fire() {',
    '        monitors.forEach { $0.request() }',
    '        monitors.forEach { m in m.request() }',
    '        for m in monitors { m.request() }',
    '        let s = monitors.sorted { $0.rank() < $1.rank() }',
    '        let f = monitors.first(where: { $0.ok() })',
    '        let t = monitors.reduce(0) { acc, m in acc + m.rank() }',
    '        monitors.forEach { _ in others.forEach { $0.request() } }',
    '    }',
    '}',
    '',
  ].join('\n'),
}, 'swift-element-closures', (fx) => {
  it('$0, $1 and named closure parameters are elements of the sequence the method is called on', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Monitor.request' })).items), ['Sources/Kit/Session.swift:Session.fire:13,14,15']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Monitor.rank' })).items), ['Sources/Kit/Session.swift:Session.fire:16,18']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Monitor.ok' })).items), ['Sources/Kit/Session.swift:Session.fire:17']);
  });

  it('a closure nested in another has its own $0', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Other.request' })).items), ['Sources/Kit/Session.swift:Session.fire:19']);
  });
});

describeGraph('code graph: Swift arrays of existentials', {
  'Sources/Kit/Monitor.swift': [
    'protocol EventMonitor { func requestDidCancel(_ r: Int) }',
    'final class Logger: EventMonitor { func requestDidCancel(_ r: Int) {} }',
    'final class Composite {',
    '    let monitors: [any EventMonitor] = []',
    '    func cancel(_ r: Int) {',
    '        monitors.forEach { $0.requestDidCancel(r) }',
    '        for m in monitors { m.requestDidCancel(r) }',
    '    }',
    '}',
    '',
  ].join('\n'),
}, 'swift-existential-arrays', (fx) => {
  it('[any EventMonitor] holds EventMonitors, for a closure\'s $0 and a for loop alike (Alamofire\'s CompositeEventMonitor, newcomer 38)', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'EventMonitor.requestDidCancel' })).items), ['Sources/Kit/Monitor.swift:Composite.cancel:6,7']);
  });
});
