/**
 * Go methods promoted through embedding reach interface calls (newcomer 12):
 * Circle embeds Base, so Circle's method set holds Base.Name and Circle
 * satisfies Shape (Area, Name); `s.Name()` on a Shape in another package
 * may run Base.Name, a `base` caller through Shape.Name. The decoy: Own
 * embeds Base too but defines its own Name, and is the only type with a
 * Label, so Labeled (Name, Label) is satisfied by Own alone and a call
 * through it never runs Base.Name.
 */
import { expectEdges, graphFixture } from './helpers';

const SHAPES = [
  'package shapes',
  '',
  'type Shape interface {',
  '\tArea() float64',
  '\tName() string',
  '}',
  '',
  'type Labeled interface {',
  '\tName() string',
  '\tLabel() string',
  '}',
  '',
  'type Base struct{ label string }',
  '',
  'func (b Base) Name() string { return b.label }',
  '',
  'type Circle struct {',
  '\tBase',
  '\tR float64',
  '}',
  '',
  'func (c *Circle) Area() float64 { return 3 * c.R * c.R }',
  '',
  'type Own struct {',
  '\tBase',
  '}',
  '',
  'func (o Own) Name() string { return "own" }',
  '',
  'func (o Own) Label() string { return "label" }',
  '',
].join('\n');

const UTIL = [
  'package util',
  '',
  'import sh "example.com/m/shapes"',
  '',
  'func Format(s sh.Shape) string {',
  '\treturn s.Name()',
  '}',
  '',
  'func Tag(l sh.Labeled) string {',
  '\treturn l.Name()',
  '}',
  '',
].join('\n');

describe('code graph: Go methods promoted from embedded structs through interfaces', () => {
  it('a call through an interface an embedding struct satisfies may run the promoted method', async () => {
    const fx = await graphFixture({ 'go.mod': 'module example.com/m\n\ngo 1.21\n', 'shapes/shapes.go': SHAPES, 'util/util.go': UTIL }, 'go-promoted-interfaces');
    await fx.graph.ensure(120_000);
    await expectEdges(fx, 'code_callers', {
      'Base.Name': ['util/util.go:Format:base'],
      'Own.Name': ['util/util.go:Tag:base'],
      'Shape.Name': ['util/util.go:Format:receiver'],
    });
  });
});
