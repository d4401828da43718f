/**
 * Rust locals and trait default methods (newcomer 12): `let s = Square(3.0)`
 * calls a tuple struct's constructor, so s is a Square and `s.describe()` is
 * Square.describe, as `let s: Square = …` already was; `let p = Plain(1)`
 * calls a function that shares a braced struct's name (types and values are
 * two namespaces), so p is what the function returns, never a Plain.
 * `c.describe()` on a Circle whose `impl Shape for Circle` defines only
 * `area` runs the trait's default method Shape.describe, and only it: Square's
 * override is no caller through it (the receiver's type is known).
 */
import { describeGraph, expectEdges } from './helpers';

const SHAPES = [
  'pub trait Shape {', // 1
  '    fn area(&self) -> f64;', // 2
  '    fn describe(&self) -> String {', // 3
  '        format!("area {}", self.area())', // 4
  '    }', // 5
  '}', // 6
  'pub struct Circle { pub r: f64 }', // 7
  'impl Circle {', // 8
  '    pub fn new(r: f64) -> Self { Circle { r } }', // 9
  '}', // 10
  'impl Shape for Circle {', // 11
  '    fn area(&self) -> f64 { 3.14 * self.r * self.r }', // 12
  '}', // 13
  'pub struct Square(pub f64);', // 14
  'impl Shape for Square {', // 15
  '    fn area(&self) -> f64 { self.0 * self.0 }', // 16
  '    fn describe(&self) -> String { String::from("square") }', // 17
  '}', // 18
  'pub struct Plain { pub v: i32 }', // 19
  'impl Plain {', // 20
  '    pub fn area(&self) -> f64 { 0.0 }', // 21
  '}', // 22
  'pub struct Made;', // 23
  'impl Made {', // 24
  '    pub fn area(&self) -> f64 { 1.0 }', // 25
  '}', // 26
  '#[allow(non_snake_case)]', // 27
  'pub fn Plain(v: i32) -> Made { Made }', // 28
  '',
].join('\n');

const MAIN = [
  'mod shapes;', // 1
  'use shapes::{Circle, Plain, Shape, Square};', // 2
  'fn main() {', // 3
  '    let c = Circle::new(2.0);', // 4
  '    let s = Square(3.0);', // 5
  '    println!("{} {}", c.describe(), s.describe());', // 6
  '}', // 7
  'fn probe() -> f64 {', // 8
  '    let s3 = Square(1.0);', // 9
  '    let p = Plain(1);', // 10
  '    s3.area() + p.area()', // 11
  '}', // 12
  '',
].join('\n');

describeGraph('code graph: Rust tuple struct constructors and trait default methods', { 'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n', 'src/main.rs': MAIN, 'src/shapes.rs': SHAPES }, 'rust-tuple-structs', (fx) => {
  it('types a local by the tuple struct it constructs, not by a function sharing a braced struct name', async () => {
    await expectEdges(fx, 'code_callers', {
      'Square.describe': ['src/main.rs:main:receiver'],
      'Square.area': ['src/main.rs:probe:receiver', 'src/shapes.rs:Shape::describe:base'],
      'Made.area': ['src/main.rs:probe:receiver'],
      'Plain.area': [],
    });
  });

  it('reaches a trait default method through a type whose impl does not override it', async () => {
    await expectEdges(fx, 'code_callers', {
      'Shape.describe': ['src/main.rs:main:receiver'],
    });
  });
});
