/**
 * Go calls on a composite literal (newcomer 19 #6, gin's
 * `(JSON{data}).Render(w)` in render_test.go): `(T{…}).M()`, `(&T{…}).M()`,
 * `T{…}.M()` and a package's `(render.T{…}).M()` have receiver type T, so
 * they are callers of T.M, never of another type's M (decoy: XML.Render).
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'go.mod': 'module example.com/app\n\ngo 1.21\n',
  'render/render.go': [
    'package render',
    '',
    'type JSON struct{ Data any }',
    '',
    'func (r JSON) Render(w int) error { return nil }',
    '',
    'type XML struct{ Data any }',
    '',
    'func (r XML) Render(w int) error { return nil }',
    '',
    'func paren() error { return (JSON{1}).Render(1) }',
    '',
    'func pointer() error { return (&JSON{Data: 2}).Render(2) }',
    '',
    'func bare() error { return JSON{3}.Render(3) }',
    '',
  ].join('\n'),
  'main.go': ['package main', '', 'import "example.com/app/render"', '', 'func main() { _ = (render.JSON{Data: 4}).Render(4) }', ''].join('\n'),
};

describeGraph('code graph: Go calls on composite literals', FILES, 'go-literal-receivers', (fx) => {
  it('(T{…}).M(), (&T{…}).M(), T{…}.M() and (pkg.T{…}).M() call T.M only', async () => {
    await expectEdges(fx, 'code_callers', {
      'JSON.Render': ['main.go:main:receiver', 'render/render.go:bare:receiver', 'render/render.go:paren:receiver', 'render/render.go:pointer:receiver'],
      'XML.Render': [],
    });
  });
});
