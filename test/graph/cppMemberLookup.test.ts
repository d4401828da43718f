/**
 * C++ unqualified name lookup inside members (newcomer, session 11): a bare
 * call in a member function names the class's own or inherited member
 * before any namespace-scope function, a same-file `static` or free one
 * too (C++ [basic.lookup.unqual]: block, class with its bases, enclosing
 * namespaces, global). `speak()` in `Animal::twiceSpeak` beside an
 * out-of-line `Radio::speak` in the same file was answered as a call of
 * Radio.speak; `area()` in `Shape::twice` beside `static int area(int)` as
 * a call of the static; `log()` and `[this] { helper(); }` in
 * `Derived::run` as the file's free `log` and static `helper`; `tick()`
 * in Timer's members as the free `inline void tick()` as well. Free
 * functions of the same names, called from free functions, are the decoys
 * that must keep their own callers.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'animal.h': ['#pragma once', 'class Animal {', 'public:', '  virtual int speak();', '  int twiceSpeak();', '};', 'class Radio {', 'public:', '  int speak();', '};', ''].join('\n'),
  'animal.cpp': [
    '#include "animal.h"',
    'int Animal::speak() { return 1; }',
    'int Radio::speak() { return 2; }',
    'int Animal::twiceSpeak() { return speak() * 2; }',
    'int tune(Radio& r) { return r.speak(); }',
    '',
  ].join('\n'),
  'shape.cpp': [
    'struct Shape {',
    '  virtual int area() const = 0;',
    '  int twice() const;',
    '};',
    'static int area(int s) { return s * s; }',
    'int Shape::twice() const { return area() * 2; }',
    'int freeUse() { return area(3); }',
    '',
  ].join('\n'),
  'derived.cpp': [
    'struct Base {',
    '  void log() {}',
    '  void helper() {}',
    '};',
    'struct Derived : Base {',
    '  void run();',
    '};',
    'void log() {}',
    'static void helper() {}',
    'static void lonely() {}',
    'void Derived::run() {',
    '  log();',
    '  auto f = [this] { helper(); };',
    '  auto g = [&] { helper(); lonely(); };',
    '  f();',
    '  g();',
    '}',
    'void freeRun() { log(); helper(); }',
    '',
  ].join('\n'),
  'timer.cpp': [
    'inline void tick() {}',
    'struct Timer {',
    '  void tick();',
    '  void loop();',
    '  void inlineLoop() { tick(); }',
    '};',
    'void Timer::tick() {}',
    'void Timer::loop() { tick(); }',
    'void freeLoop() { tick(); }',
    '',
  ].join('\n'),
};

describeGraph('code graph: C++ bare calls inside members look in the class before the namespaces', FILES, 'cpp-member-lookup', (fx) => {
  it('an out-of-line member of another class in the same file is no bare callee', async () => {
    await expectEdges(fx, 'code_callers', {
      'Radio::speak': ['animal.cpp:tune:receiver'],
      'Animal::speak': ['animal.cpp:Animal::twiceSpeak:same-file'],
    });
  });

  it('a member (or an inherited one) hides a same-file static or free function, also inside a lambda', async () => {
    await expectEdges(fx, 'code_callees', {
      'Shape::twice': ['shape.cpp:Shape::area:same-file'],
      freeUse: ['shape.cpp:area:same-file'],
      'Derived::run': ['derived.cpp:Base::helper:same-file', 'derived.cpp:Base::log:same-file', 'derived.cpp:lonely:same-file'],
      freeRun: ['derived.cpp:helper:same-file', 'derived.cpp:log:same-file'],
    });
    await expectEdges(fx, 'code_callers', {
      'area @ shape.cpp': ['shape.cpp:freeUse:same-file'],
      'log @ derived.cpp': ['derived.cpp:freeRun:same-file'],
      'helper @ derived.cpp': ['derived.cpp:freeRun:same-file'],
    });
  });

  it('a free inline function beside a member of its name is called only from outside the class', async () => {
    await expectEdges(fx, 'code_callers', {
      'Timer::tick': ['timer.cpp:Timer::inlineLoop:same-file', 'timer.cpp:Timer::loop:same-file'],
      'tick @ timer.cpp': ['timer.cpp:freeLoop:same-file'],
    });
  });
});
