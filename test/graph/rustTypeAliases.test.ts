/**
 * A Rust type alias stands for the type it names: `type Car = Engine;` then
 * `Car::new()`, `c: &Car`, `-> Car`, a generic alias (`type Pool<T> =
 * Engine;`), an owning pointer (`type Shared = Arc<Engine>`) and an alias
 * imported from another module (`use crate::cars::Car;`) all reach Engine's
 * methods. Before, each was a "may call" note. An alias of std's `Result`
 * still unwraps as a Result. Real temp repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'Cargo.toml': '[package]\nname = "cars"\nversion = "0.1.0"\n',
  'src/lib.rs': [
    'pub mod cars;',
    'use std::sync::Arc;',
    'pub struct Engine { n: u32 }',
    'impl Engine {',
    '    pub fn new() -> Engine { Engine { n: 0 } }',
    '    pub fn run(&self) -> u32 { self.n }',
    '}',
    'pub type Car = Engine;',
    'pub type Pool<T> = Engine;',
    'pub type Shared = Arc<Engine>;',
    'pub type Result<T> = std::result::Result<T, String>;',
    'pub fn drive() -> u32 { let c = Car::new(); c.run() }',
    'pub fn typed(c: &Car) -> u32 { c.run() }',
    'pub fn make() -> Car { Car::new() }',
    'pub fn chain() -> u32 { make().run() }',
    'pub fn pooled(p: Pool<u8>) -> u32 { p.run() }',
    'pub fn shared(s: Shared) -> u32 { s.run() }',
    'pub fn fallible() -> Result<Engine> { Ok(Engine::new()) }',
    'pub fn unwrapped() -> u32 { fallible().unwrap().run() }',
  ].join('\n'),
  'src/cars.rs': ['use crate::Car;', 'pub fn elsewhere(c: Car) -> u32 { c.run() }'].join('\n'),
};

describeGraph('Rust type aliases', FILES, 'rust-type-aliases', (fx) => {
  it('reach the aliased type\'s methods through the alias', async () => {
    await expectEdges(fx, 'code_callers', {
      'Engine::run': [
        'src/cars.rs:elsewhere:receiver',
        'src/lib.rs:chain:receiver',
        'src/lib.rs:drive:receiver',
        'src/lib.rs:pooled:receiver',
        'src/lib.rs:shared:receiver',
        'src/lib.rs:typed:receiver',
        'src/lib.rs:unwrapped:receiver',
      ],
    });
  });

  it('reach an associated function called through the alias', async () => {
    await expectEdges(fx, 'code_callers', { 'Engine::new': ['src/lib.rs:drive:receiver', 'src/lib.rs:fallible:receiver', 'src/lib.rs:make:receiver'] });
  });
});
