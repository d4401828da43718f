/**
 * A Rust function declared to return a trait object or an opaque type
 * (`-> &'static dyn Log`, `-> Box<dyn Log>`, `-> impl Log`) returns a value
 * of that trait: a call made on its result is a call of the trait's method,
 * which dispatches to the impls (rust-lang/log's `logger().log(record)` in
 * `GlobalLogger::log`; newcomer 45 #3). Real temp repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'Cargo.toml': '[package]\nname = "l"\nversion = "0.1.0"\n',
  'src/lib.rs': [
    'pub trait Log { fn log(&self); }',
    'struct Nop;',
    'impl Log for Nop { fn log(&self) {} }',
    'static NOP: Nop = Nop;',
    "pub fn logger() -> &'static dyn Log { &NOP }",
    'pub fn boxed() -> Box<dyn Log> { Box::new(Nop) }',
    'pub fn opaque() -> impl Log { Nop }',
    'pub fn a() { logger().log(); }',
    'pub fn b() { boxed().log(); }',
    'pub fn c() { opaque().log(); }',
  ].join('\n'),
};

describeGraph('Rust calls on a returned trait object', FILES, 'rust-trait-object-returns', (fx) => {
  it('reach the trait\'s method through `&dyn`, `Box<dyn>` and `impl` results', async () => {
    await expectEdges(fx, 'code_callers', {
      'Log::log': ['src/lib.rs:a:receiver', 'src/lib.rs:b:receiver', 'src/lib.rs:c:receiver'],
    });
  });
});
