/**
 * Swift calls behind an operator (newcomer 13): tree-sitter-swift reads
 * `x * f()` as `(x * f)()` and `-a.f()` as `(-a).f()`, so `return distance
 * * cost()`, `x + f()`, `x - f()` and `-f()` were lost (not in callers,
 * callees nor the "Not listed" count); only `f() + x` and `x + (f())`
 * survived. The call is now the name nearest its parentheses, its receiver
 * the chain after the operator. Decoy: a free `cost(ticket:)` beside the
 * method.
 */
import * as assert from 'node:assert/strict';
import { callees, callers, describeGraph } from './helpers';

const FILES = {
  'Sources/App/Ops.swift': [
    'func sa() -> Int { return 1 }',
    'func s1(x: Int) -> Int { return x * sa() }',
    'func s2(x: Int) -> Int { return -sa() }',
    'func s3(x: Int) -> Int { return x + sa() }',
    'func s4(x: Int) -> Int { return sa() + x }',
    'func s5(x: Int) -> Int { let y = x - sa(); return y }',
    'func s6(x: Int) -> Int { return x + (sa()) }',
    'func s7(x: Int) -> Int { return x + 2 * sa() }',
    '',
  ].join('\n'),
  'Sources/App/Vehicle.swift': [
    'class Vehicle {',
    '    func drive(distance: Int) -> Int {',
    '        return distance * cost()',
    '    }',
    '    func cost() -> Int {',
    '        return 1',
    '    }',
    '}',
    'class Truck: Vehicle {',
    '    override func cost() -> Int {',
    '        return 3 + super.cost()',
    '    }',
    '}',
    'func total(v: Vehicle, n: Int) -> Int {',
    '    return n - v.cost() + -v.drive(distance: 2)',
    '}',
    'func cost(ticket: String) -> Int {',
    '    return ticket.count',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: Swift calls behind an operator', FILES, 'graph-swift-operators', (fx) => {
  it('x * f(), -f(), x + f(), x - f() are calls of f', async () => {
    const p = 'Sources/App/Ops.swift';
    assert.deepEqual(
      await callers(fx, 'sa'),
      ['s1', 's2', 's3', 's4', 's5', 's6', 's7'].map((f) => `${p}:${f}:same-file`),
    );
    assert.deepEqual(await callees(fx, 's7'), [`${p}:sa:same-file`]);
  });

  it('a member call behind an operator keeps its receiver', async () => {
    const p = 'Sources/App/Vehicle.swift';
    assert.deepEqual(await callers(fx, 'Vehicle.cost'), [`${p}:Truck.cost:receiver`, `${p}:Vehicle.drive:same-file`, `${p}:total:receiver`]);
    assert.deepEqual(await callers(fx, 'Vehicle.drive'), [`${p}:total:receiver`]);
    // The free cost(ticket:) is no callee of any of them.
    assert.deepEqual(await callers(fx, 'cost', p), []);
  });
});
