/**
 * C++ operators and conversion functions are definitions (newcomer 12 #13):
 * fmt's `text_style::operator|=` reports an error through `report_error`,
 * and that caller was shown as the class `text_style` (the operator was no
 * definition, so its calls counted as the class's). Named as C++ writes
 * them: `operator==`, `operator+=`, `operator()`, `operator bool`,
 * `operator const char*`, in a class and defined out of line.
 */
import * as assert from 'node:assert/strict';
import { defsIn, describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'src/style.hpp': [
    'void report_error(const char* message) {}', // 1
    'struct text_style {', // 2
    '  int bits = 0;', // 3
    '  text_style& operator|=(const text_style& rhs) {', // 4
    '    if (rhs.bits < 0) report_error("bad style");', // 5
    '    bits |= rhs.bits;', // 6
    '    return *this;', // 7
    '  }', // 8
    '  bool operator==(const text_style& o) const { return bits == o.bits; }', // 9
    '  explicit operator bool() const { return bits != 0; }', // 10
    '  int operator()(int x) const { return x + bits; }', // 11
    '  text_style& operator+=(const text_style& o);', // 12
    '  operator const char*() const;', // 13
    '};', // 14
    'text_style& text_style::operator+=(const text_style& o) { report_error("no"); return *this; }', // 15
    'text_style::operator const char*() const { return "style"; }', // 16
  ].join('\n'),
  // Newcomer 12b #1, #2: two same-named classes in two namespaces, members and operators defined out of line.
  'src/box.cpp': [
    'namespace geo { struct Box { int w; int vol(); bool operator==(const Box& o) const; explicit operator bool() const; }; }', // 1
    'namespace other { struct Box { int vol(); }; }', // 2
    'int geo::Box::vol() { return w * 2; }', // 3
    'int other::Box::vol() { return 3; }', // 4
    'bool geo::Box::operator==(const geo::Box& o) const { return w == o.w; }', // 5
    'geo::Box::operator bool() const { return w != 0; }', // 6
    'int useGeo() { geo::Box b{1}; return b.vol(); }', // 7
    'int useOther() { other::Box b; return b.vol(); }', // 8
  ].join('\n'),
  // Newcomer 12b #3: a global Dog whose constructor is defined out of line, beside a zoo::Dog.
  'src/dog.cpp': ['struct Dog { Dog(int n); int n; };', 'Dog::Dog(int n) : n(n) {}', 'void makeDogs() { Dog d(1); Dog* p = new Dog(2); }'].join('\n'),
  'src/zoo.cpp': ['namespace zoo { struct Dog { Dog(int n); }; }', 'zoo::Dog::Dog(int n) {}', 'void zooDogs() { zoo::Dog z(6); }'].join('\n'),
};

describeGraph('code graph: C++ operators and conversion functions', FILES, 'cpp-operators', (fx) => {
  it('are methods named as C++ writes them, in the class and out of line', () => {
    assert.deepEqual(defsIn(fx, 'src/style.hpp'), [
      'function report_error 1',
      'class text_style 2',
      'method text_style.operator|= 4',
      'method text_style.operator== 9',
      'method text_style.operator bool 10',
      'method text_style.operator() 11',
      'method text_style.operator+= 15',
      'method text_style.operator const char* 16',
    ]);
  });

  it('the calls inside an operator are the operator’s, not its class’s', async () => {
    await expectEdges(fx, 'code_callers', {
      report_error: ['src/style.hpp:text_style::operator+=:same-file', 'src/style.hpp:text_style::operator|=:same-file'],
    });
    // Members of geo::Box and other::Box defined out of line are two methods (not overloads), each with its own callers.
    await expectEdges(fx, 'code_callers', {
      'geo::Box::vol': ['src/box.cpp:useGeo:receiver'],
      'other::Box::vol': ['src/box.cpp:useOther:receiver'],
    });
    // Dog::Dog written at the top level is the global Dog's constructor, though zoo::Dog exists too.
    await expectEdges(fx, 'code_callers', {
      'Dog::Dog @ src/dog.cpp': ['src/dog.cpp:makeDogs:same-file'],
      'zoo::Dog::Dog': ['src/zoo.cpp:zooDogs:receiver'],
    });
    // The dotted spelling of other languages names the same one (newcomer 12b #9).
    for (const [asked, found] of [['geo.Box.vol', 'geo::Box::vol'], ['other.Box.vol', 'other::Box::vol'], ['geo.Box', 'geo::Box']]) {
      const sym = await fx.call('code_symbol', { name: asked });
      assert.deepEqual((sym.structured!.items as { name: string }[]).map((i) => i.name), [found], asked);
    }
    const vol = await fx.call('code_callers', { symbol: 'geo::Box::vol' });
    assert.doesNotMatch(vol.text, /overload/);
    assert.deepEqual(defsIn(fx, 'src/box.cpp').filter((d) => d.includes('operator')), ['method Box.operator== 5', 'method Box.operator bool 6']);
    const sym = await fx.call('code_symbol', { name: 'text_style::operator bool' });
    assert.match(sym.text, /^src\/style\.hpp:10 {2}method text_style::operator bool {2}explicit operator bool\(\) const$/m);
  });
});
