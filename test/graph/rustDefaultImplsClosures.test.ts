/**
 * Rust: a trait implemented with its defaults only, and elements of typed
 * collections (newcomer 13, extras). `impl Shape for Circle {}` defines no
 * method, so nothing recorded that Circle implements Shape and
 * `c.describe()` on a Circle resolved to nothing; the impl is now kept
 * (FileRec.impls) and the call reaches the trait's default. The parameter
 * of a closure over a typed collection (`xs.iter().map(|c| c.radius())`,
 * also after `filter`) and a `for` loop's variable (`for q in xs`, `&xs`,
 * `xs.iter()`) are of the element type. Decoys: a type implementing no
 * trait, an untyped closure over a range.
 */
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES: Record<string, string> = {
  'Cargo.toml': '[package]\nname = "shapes"\nversion = "0.1.0"\n',
  'src/lib.rs': [
    'pub trait Shape {',
    '    fn area(&self) -> f64 { 0.0 }',
    '    fn describe(&self) -> String { String::new() }',
    '}',
    'pub struct Circle { pub r: f64 }',
    'pub struct Square { pub s: f64 }',
    'pub struct Blob;',
    'impl Shape for Circle {}',
    'impl Shape for Square {',
    '    fn area(&self) -> f64 { self.s * self.s }',
    '}',
    'impl Circle {',
    '    pub fn radius(&self) -> f64 { self.r }',
    '}',
    'impl Blob {',
    '    pub fn size(&self) -> usize { 1 }',
    '}',
    'pub fn one(c: &Circle) -> String {',
    '    c.describe()',
    '}',
    'pub fn blob(b: &Blob) -> String {',
    '    b.describe()',
    '}',
    'pub fn total(xs: &Vec<Circle>) -> f64 {',
    '    xs.iter().map(|c| c.radius()).sum()',
    '}',
    'pub fn big(xs: Vec<Circle>) -> usize {',
    '    xs.iter().filter(|c| c.radius() > 1.0).count()',
    '}',
    'pub fn each(xs: &[Square]) {',
    '    for q in xs { q.area(); }',
    '}',
    'pub fn loops(xs: Vec<Circle>) {',
    '    for c in &xs { c.radius(); }',
    '    for d in xs.iter() { d.area(); }',
    '}',
    'pub fn range() {',
    '    (0..3).for_each(|c| { c.radius(); });',
    '}',
    '',
  ].join('\n'),
};

describe('code graph: Rust default-only trait impls and collection elements', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'rust-default-impls');
  });

  it('impl Shape for Circle {} lets c.describe() reach the trait’s default method', async () => {
    await expectEdges(fx, 'code_callees', { one: ['src/lib.rs:Shape::describe:receiver'], blob: [] });
    await expectEdges(fx, 'code_callers', { 'Shape.describe': ['src/lib.rs:one:receiver'] });
  });

  it('closure parameters and loop variables over a typed collection are of its element type', async () => {
    await expectEdges(fx, 'code_callees', {
      total: ['src/lib.rs:Circle::radius:receiver'],
      big: ['src/lib.rs:Circle::radius:receiver'],
      each: ['src/lib.rs:Square::area:receiver'],
      loops: ['src/lib.rs:Circle::radius:receiver', 'src/lib.rs:Shape::area:receiver'],
      range: [],
    });
  });
});
