/**
 * A Go alias declaration (`type Car = Engine`, `type Motor = engine.Engine`)
 * names the same type, with its methods: `c.Run()` on a `*Car` or a `Motor`
 * is a call of Engine.Run. A defined type (`type Truck Engine`) has none of
 * its underlying type's methods (The Go Programming Language Specification,
 * "Type declarations"), so `t.Run()` stays unresolved. Real temp repository,
 * the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'go.mod': 'module example.com/cars\n\ngo 1.22\n',
  'engine/engine.go': ['package engine', '', 'type Engine struct{}', '', 'func (e *Engine) Run() int { return 1 }'].join('\n'),
  'cars.go': [
    'package cars',
    '',
    'import "example.com/cars/engine"',
    '',
    'type Car = engine.Engine',
    'type Truck engine.Engine',
    '',
    'func drive(c *Car) int { return c.Run() }',
    'func haul(t Truck) int { return t.Run() }',
  ].join('\n'),
  'motor.go': ['package cars', '', 'type Motor = Car', '', 'func start(m Motor) int { return m.Run() }'].join('\n'),
};

describeGraph('Go type aliases', FILES, 'go-type-aliases', (fx) => {
  it('reach the aliased type\'s methods, through an alias of an alias too', async () => {
    await expectEdges(fx, 'code_callers', { 'Engine.Run': ['cars.go:drive:receiver', 'motor.go:start:receiver'] });
  });

  it('leaves a defined type without its underlying type\'s methods', async () => {
    const r = await fx.call('code_callees', { symbol: 'haul' });
    assert.deepEqual(r.structured!.items, [], r.text);
  });
});
