/**
 * Methods the repository adds to built-in types (newcomer issue 3 #2): Rust
 * `impl Doubled for f64 { fn doubled… }` is method `f64.doubled` (not a free
 * function), alike for `i32`, `&str` (`str`), `String` (a blanket `&T` one is
 * `<&T as Doubled>::doubled`); a call on a
 * literal reaches the impl for the literal's type (`4.0.doubled()` and
 * `5.0_f64.doubled()` an f64, `3.doubled()` an i32, `1u8` a u8, `"s"` a
 * str). Swift alike: `extension Double { func normalized() }` from
 * `4.0.normalized()` (a float literal is a Double, an integer an Int, a
 * string a String).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const RUST: Record<string, string> = {
  'src/main.rs': lines(
    'trait Doubled {',
    '    fn doubled(&self) -> f64;',
    '}',
    'impl Doubled for f64 {',
    '    fn doubled(&self) -> f64 { *self * 2.0 }',
    '}',
    'impl Doubled for i32 {',
    '    fn doubled(&self) -> f64 { 2.0 }',
    '}',
    'impl Doubled for u8 {',
    '    fn doubled(&self) -> f64 { 2.0 }',
    '}',
    'impl Doubled for &str {',
    '    fn doubled(&self) -> f64 { 1.0 }',
    '}',
    'impl<T: Doubled> Doubled for &T {',
    '    fn doubled(&self) -> f64 { 0.0 }',
    '}',
    'fn wide() -> f64 { 5.0_f64.doubled() }',
    'fn short() -> f64 { 4.0.doubled() + (1.5).doubled() }',
    'fn int() -> f64 { 3.doubled() }',
    'fn byte() -> f64 { 1u8.doubled() }',
    'fn text() -> f64 { "s".doubled() }',
    'fn main() {',
    '    wide();',
    '}',
  ),
};

describeGraph('Rust trait impls for built-in types', RUST, 'rust-builtin-impls', (fx) => {
  it('impl Doubled for f64 (i32, &str, &T) defines methods of that type, implementing the trait method', async () => {
    const sym = await fx.call('code_symbol', { name: 'doubled' });
    const found = (sym.structured!.candidates ?? sym.structured!.items) as { name: string; kind: string }[];
    // The blanket `impl<T: Doubled> Doubled for &T` is `<&T as Doubled>::doubled`, left out of a bare name's candidates beside real types' (langRustTraits blanketImpls).
    assert.deepEqual(found.map((i) => `${i.kind} ${i.name}`).sort(), [
      'method Doubled::doubled', 'method f64::doubled', 'method i32::doubled', 'method str::doubled', 'method u8::doubled',
    ]);
    // The blanket impl for `&T` (T a type parameter, not a type) is named as Rust's qualified paths write it, and found by that name only (langRustTraits).
    const blanket = await fx.call('code_symbol', { name: '<&T as Doubled>::doubled' });
    assert.match(blanket.text, /^src\/main\.rs:17 {2}method <&T as Doubled>::doubled /m, blanket.text);
  });

  it('a call on a literal reaches the impl for its type', async () => {
    await expectEdges(fx, 'code_callers', {
      'f64.doubled': ['src/main.rs:short:receiver', 'src/main.rs:wide:receiver'],
      'i32.doubled': ['src/main.rs:int:receiver'],
      'u8.doubled': ['src/main.rs:byte:receiver'],
      'str.doubled': ['src/main.rs:text:receiver'],
    });
  });
});

const SWIFT: Record<string, string> = {
  'Sources/App/Ext.swift': lines(
    'extension Double {',
    '    func normalized() -> Double { self }',
    '}',
    'extension Int {',
    '    func twice() -> Int { self * 2 }',
    '}',
    'extension String {',
    '    func loud() -> String { self }',
    '}',
  ),
  'Sources/App/Use.swift': lines(
    'func scale() -> Double { 4.0.normalized() }',
    'func count() -> Int { 3.twice() }',
    'func shout() -> String { "s".loud() }',
  ),
};

describeGraph('Swift extensions of built-in types called on literals', SWIFT, 'swift-builtin-ext', (fx) => {
  it('4.0.normalized() calls Double.normalized, 3.twice() Int.twice, "s".loud() String.loud', async () => {
    await expectEdges(fx, 'code_callers', {
      'Double.normalized': ['Sources/App/Use.swift:scale:receiver'],
      'Int.twice': ['Sources/App/Use.swift:count:receiver'],
      'String.loud': ['Sources/App/Use.swift:shout:receiver'],
    });
  });
});
