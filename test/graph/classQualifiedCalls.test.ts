/**
 * Calls whose receiver names a class, not an instance (issue 3, newcomer
 * review): C++ `Widget::draw()` and Python `Widget.draw(self)` inside an
 * override, Python `A.m(B())`, TypeScript `Base.create()`, are static calls
 * of exactly that class's method (or the one it inherits), never dispatched
 * to overrides (a trait's method named through the trait, Rust
 * `Shape::area(&sq)`, still runs the implementation); Python `class
 * Json(base.Handler)` inherits base.py's Handler, not a same-named class of
 * its own file; a classmethod returning `cls()` (or `-> Self`) gives the
 * class it is called on (`a = A.make(); a.m()`).
 */
import * as assert from 'node:assert/strict';
import { callees, callers, describeGraph } from './helpers';
import { PY_WIDGET_BUTTON } from '../helpers/programs';

const FILES = {
  'cpp/w.cpp': [
    'struct Widget {', // 1
    '  virtual void draw();', // 2
    '};', // 3
    'struct Button : Widget {', // 4
    '  void draw() override { Widget::draw(); }', // 5
    '};', // 6
    'struct Icon : Button {', // 7
    '  void draw() override { Button::draw(); }', // 8
    '};', // 9
    'void Widget::draw() {}', // 10
    'void paint(Widget& w) { w.draw(); }', // 11
    '',
  ].join('\n'),
  'py/w.py': [
    ...PY_WIDGET_BUTTON,
    'class A:', // 11
    '    def m(self):', // 12
    '        pass', // 13
    '', // 14
    '', // 15
    'class B(A):', // 16
    '    def m(self):', // 17
    '        pass', // 18
    '', // 19
    '', // 20
    'def use():', // 21
    '    A.m(B())', // 22
    '', // 23
    '', // 24
    'def paint(w: Widget):', // 25
    '    w.draw()', // 26
    '',
  ].join('\n'),
  'py/pkg/__init__.py': '',
  'py/pkg/base.py': ['class Handler:', '    def run(self):', '        pass', ''].join('\n'),
  'py/pkg/app.py': [
    'from . import base', // 1
    '', // 2
    '', // 3
    'class Handler:', // 4
    '    def run(self):', // 5
    '        pass', // 6
    '', // 7
    '', // 8
    'class Json(base.Handler):', // 9
    '    def run(self):', // 10
    '        super().run()', // 11
    '', // 12
    '', // 13
    'def go(h: base.Handler):', // 14
    '    h.run()', // 15
    '',
  ].join('\n'),
  'py/make.py': [
    'from typing import Self', // 1
    '', // 2
    '', // 3
    'class Maker:', // 4
    '    @classmethod', // 5
    '    def make(cls):', // 6
    '        return cls()', // 7
    '', // 8
    '    @classmethod', // 9
    '    def build(cls):', // 10
    '        return cls.helper()', // 11
    '', // 12
    '    @classmethod', // 13
    '    def helper(cls) -> Self:', // 14
    '        return cls()', // 15
    '', // 16
    '    def m(self):', // 17
    '        pass', // 18
    '', // 19
    '', // 20
    'class Sub(Maker):', // 21
    '    def m(self):', // 22
    '        pass', // 23
    '', // 24
    '', // 25
    'def use_maker():', // 26
    '    a = Maker.make()', // 27
    '    a.m()', // 28
    '', // 29
    '', // 30
    'def use_sub():', // 31
    '    b = Sub.make()', // 32
    '    b.m()', // 33
    '', // 34
    '', // 35
    'def use_helper():', // 36
    '    c = Maker.helper()', // 37
    '    c.m()', // 38
    '',
  ].join('\n'),
  'rs/src/lib.rs': [
    'pub trait Shape {', // 1
    '    fn area(&self) -> i32;', // 2
    '}', // 3
    'pub struct Sq;', // 4
    'impl Shape for Sq {', // 5
    '    fn area(&self) -> i32 { 4 }', // 6
    '}', // 7
    'pub fn total(s: &Sq) -> i32 {', // 8
    '    Shape::area(s)', // 9
    '}', // 10
    '',
  ].join('\n'),
  'ts/s.ts': [
    'export class Base {', // 1
    '  static create(): void {}', // 2
    '  run(): void {}', // 3
    '}', // 4
    'export class Derived extends Base {', // 5
    '  static create(): void {}', // 6
    '  run(): void { Base.create(); super.run(); }', // 7
    '}', // 8
    'export function go(b: Base) {', // 9
    '  b.run();', // 10
    '}', // 11
    '',
  ].join('\n'),
};

describeGraph('code graph: calls through a class name are static, module-qualified Python bases, classmethods returning cls()', FILES, 'graph-class-qualified', (fx) => {
  it('C++: Widget::draw() in an override calls Widget.draw only, no caller of the overrides', async () => {
    assert.deepEqual(await callers(fx, 'Widget.draw', 'cpp/w.cpp'), ['cpp/w.cpp:Button::draw:receiver', 'cpp/w.cpp:paint:receiver']);
    // Button.draw: Icon's Button::draw() names it; paint's w.draw() may dispatch to it; its own Widget::draw() never does.
    assert.deepEqual(await callers(fx, 'Button.draw', 'cpp/w.cpp'), ['cpp/w.cpp:Icon::draw:receiver', 'cpp/w.cpp:paint:base']);
    assert.deepEqual(await callers(fx, 'Icon.draw'), ['cpp/w.cpp:paint:base']);
    assert.deepEqual(await callees(fx, 'Button.draw', 'cpp/w.cpp'), ['cpp/w.cpp:Widget::draw:receiver']);
  });

  it('Python: Widget.draw(self) and A.m(B()) name the class: no callers of the overrides', async () => {
    assert.deepEqual(await callers(fx, 'Button.draw', 'py/w.py'), ['py/w.py:paint:base']);
    assert.deepEqual(await callers(fx, 'Widget.draw', 'py/w.py'), ['py/w.py:Button.draw:receiver', 'py/w.py:paint:receiver']);
    assert.deepEqual(await callers(fx, 'A.m'), ['py/w.py:use:receiver']);
    assert.deepEqual(await callers(fx, 'B.m'), []);
  });

  it('TypeScript: Base.create() inside Derived is no caller of Derived.create; instance dispatch unchanged', async () => {
    assert.deepEqual(await callers(fx, 'Base.create'), ['ts/s.ts:Derived.run:receiver']);
    assert.deepEqual(await callers(fx, 'Derived.create'), []);
    assert.deepEqual(await callers(fx, 'Derived.run'), ['ts/s.ts:go:base']);
  });

  it('Rust: Shape::area(s) names a trait method, which runs the implementation for s: still a caller of Sq.area', async () => {
    assert.deepEqual(await callers(fx, 'Sq.area'), ['rs/src/lib.rs:total:base']);
  });

  it('Python: class Json(base.Handler) inherits the module’s Handler, not the same-named class beside it', async () => {
    assert.deepEqual(await callees(fx, 'Json.run'), ['py/pkg/base.py:Handler.run:receiver']);
    assert.deepEqual(await callers(fx, 'Handler.run', 'py/pkg/base.py'), ['py/pkg/app.py:Json.run:receiver', 'py/pkg/app.py:go:receiver']);
    assert.deepEqual(await callers(fx, 'Handler.run', 'py/pkg/app.py'), []);
    // `h: base.Handler` may hold a Json: Json.run overrides base.py's run.
    assert.deepEqual(await callers(fx, 'Json.run'), ['py/pkg/app.py:go:base']);
  });

  it('Python: a classmethod returning cls() gives the class it is called on', async () => {
    assert.deepEqual(await callees(fx, 'use_maker'), ['py/make.py:Maker.m:receiver', 'py/make.py:Maker.make:receiver']);
    assert.deepEqual(await callees(fx, 'use_sub'), ['py/make.py:Maker.make:receiver', 'py/make.py:Sub.m:receiver']);
    // `-> Self` alike; `cls.helper()` in a classmethod is the class's own helper.
    assert.deepEqual(await callees(fx, 'use_helper'), ['py/make.py:Maker.helper:receiver', 'py/make.py:Maker.m:receiver']);
    assert.deepEqual(await callees(fx, 'Maker.build'), ['py/make.py:Maker.helper:receiver']);
  });
});
