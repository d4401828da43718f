/**
 * The words naming the current object (`this`, `self`) and its bases
 * (`super`, C# `base`, PHP `parent`) are special only in the languages that
 * have them (newcomer 24 #1): gin's `base := r.Group("base"); base.GET(…)`,
 * gson's `JsonObject base = …; base.get(…)`, a Python `parent = Foo()` and a
 * TypeScript `const self = new Baz()` are ordinary variables read through
 * their binds, and a Go method's receiver named `this`, `self` or `base` is
 * its receiver parameter. The real words keep their meaning: Java
 * `super.m()`, C# `base.M()`, Python `self.m()`. Decoys: an unrelated class's
 * same-named method in each language.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES = {
  'go/group.go': [
    'package web',
    '',
    'type Group struct{}',
    '',
    'func (g *Group) Sub() *Group { return g }',
    'func (g *Group) GET()        {}',
    '',
    'type Other struct{}',
    '',
    'func (o *Other) GET() {}',
    '',
    'func UseBase() {',
    '\tg := &Group{}',
    '\tbase := g.Sub()',
    '\tbase.GET()',
    '}',
    '',
    'func UseSelf() {',
    '\tself := &Group{}',
    '\tself.GET()',
    '}',
    '',
    'func (this *Group) ViaThis() { this.GET() }',
    'func (parent *Group) ViaParent() { parent.GET() }',
    '',
  ].join('\n'),
  'py/shapes.py': [
    'class Foo:',
    '    def m(self):',
    '        return 1',
    '',
    '',
    'class Decoy:',
    '    def m(self):',
    '        return 2',
    '',
    '',
    'class Child(Foo):',
    '    def m(self):',
    '        return super().m()',
    '',
    '    def again(self):',
    '        return self.m()',
    '',
    '',
    'def f1():',
    '    base = Foo()',
    '    base.m()',
    '',
    '',
    'def f2():',
    '    parent = Foo()',
    '    parent.m()',
    '',
    '',
  ].join('\n'),
  'java/Use.java': [
    'class Bar {',
    '  void m() {}',
    '}',
    'class Decoy {',
    '  void m() {}',
    '}',
    'class Sub extends Bar {',
    '  void m() { super.m(); }',
    '}',
    'class Use {',
    '  void a() { Bar base = new Bar(); base.m(); }',
    '  void b() { Bar parent = new Bar(); parent.m(); }',
    '}',
  ].join('\n'),
  'ts/baz.ts': [
    'export class Baz { m() { return 1; } }',
    'export class Decoy { m() { return 2; } }',
    'export function a() { const base = new Baz(); base.m(); }',
    'export function b() { const parent = new Baz(); parent.m(); }',
    'export function c() { const self = new Baz(); self.m(); }',
    '',
  ].join('\n'),
};

describeGraph('code graph: this, self, super, base and parent by language', FILES, 'receiver-words', (fx) => {
  it('Go: variables and receivers named base, self, this or parent are read through their binds', async () => {
    assert.deepEqual(await callers(fx, 'Group.GET'), [
      'go/group.go:Group.ViaParent:receiver',
      'go/group.go:Group.ViaThis:receiver',
      'go/group.go:UseBase:receiver',
      'go/group.go:UseSelf:receiver',
    ].sort());
    assert.deepEqual(await callers(fx, 'Other.GET'), []);
  });

  it('Python: base and parent are variables; self, self.make() and super() keep their meaning', async () => {
    const got = await callers(fx, 'Foo.m');
    for (const f of ['f1', 'f2']) assert.ok(got.some((e) => e.startsWith(`py/shapes.py:${f}:`)), `${f} calls Foo.m: ${got.join(', ')}`);
    assert.ok(got.some((e) => e.startsWith('py/shapes.py:Child.m:')), `super().m() reaches Foo.m: ${got.join(', ')}`);
    assert.deepEqual(await callers(fx, 'Decoy.m', 'py/shapes.py'), []);
    assert.deepEqual((await callers(fx, 'Child.m')).map((e) => e.split(':')[1]), ['Child.again']);
  });

  it('Java: locals named base and parent are variables; super.m() is the base method', async () => {
    const got = await callers(fx, 'Bar.m');
    for (const f of ['Use.a', 'Use.b', 'Sub.m']) assert.ok(got.some((e) => e.startsWith(`java/Use.java:${f}:`)), `${f} calls Bar.m: ${got.join(', ')}`);
    assert.deepEqual(await callers(fx, 'Decoy.m', 'java/Use.java'), []);
  });

  it('TypeScript: base, parent and self are variables', async () => {
    assert.deepEqual((await callers(fx, 'Baz.m')).map((e) => e.split(':')[1]), ['a', 'b', 'c']);
    assert.deepEqual(await callers(fx, 'Decoy.m', 'ts/baz.ts'), []);
  });
});
