/**
 * Builder chains as axum writes them (newcomer 21 #5): `Router::<()>::new()`
 * (a turbofish holding the unit type) then `.route(…)` calls whose arguments
 * are closures with blocks and statements — several hundred characters of
 * receiver after two links — each link resolved through `-> Self`, up to
 * eight calls. Decoy: Other::route.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'pub struct Router<S> { s: S }', // 1
  'impl<S> Router<S> {', // 2
  '    pub fn new() -> Self { todo!() }', // 3
  '    pub fn route(self, p: &str, h: u32) -> Self { self }', // 4
  '    pub fn layer(self) -> Self { self }', // 5
  '}', // 6
  'pub struct Other;', // 7
  'impl Other {', // 8
  '    pub fn route(self, p: &str, h: u32) -> Self { self }', // 9
  '}', // 10
  'pub fn get<F>(f: F) -> u32 { 0 }', // 11
  '', // 12
  'pub fn closures() {', // 13
  '    let app = Router::new()', // 14
  '        .route(', // 15
  '            "/single/{a}",', // 16
  '            get(|Path(a): Path<Date>| async move { format!("single: {a}") }),', // 17
  '        )', // 18
  '        .route(', // 19
  '            "/tuple/{a}/{b}/{c}",', // 20
  '            get(|Path((a, b, c)): Path<(Date, Date, Date)>| async move {', // 21
  '                format!("tuple: {a} {b} {c}")', // 22
  '            }),', // 23
  '        )', // 24
  '        .route(', // 25
  '            "/vec/{a}/{b}/{c}",', // 26
  '            get(|Path(vec): Path<Vec<Date>>| async move {', // 27
  '                let [a, b, c]: [Date; 3] = vec.try_into().unwrap();', // 28
  '                format!("vec: {a} {b} {c}")', // 29
  '            }),', // 30
  '        )', // 31
  '        .layer();', // 32
  '}', // 33
  '', // 34
  'pub fn unit() {', // 35
  '    let _ = Router::<()>::new()', // 36
  '        .route("/", get(1))', // 37
  '        .route("/", get(2))', // 38
  '        .route("/", get(3))', // 39
  '        .route("/", get(4))', // 40
  '        .route("/", get(5))', // 41
  '        .route("/", get(6))', // 42
  '        .layer();', // 43
  '}', // 44
  '',
].join('\n');

describeGraph('code graph: Rust builder chains', { 'Cargo.toml': '[package]\nname = "app"\n', 'src/lib.rs': LIB }, 'rust-builder-chains', (fx) => {
  it('resolves every link of a chain passing closures, and one headed by Router::<()>::new()', async () => {
    await expectEdges(fx, 'code_callees', {
      closures: ['src/lib.rs:Router::layer:receiver', 'src/lib.rs:Router::new:receiver', 'src/lib.rs:Router::route:receiver', 'src/lib.rs:get:same-file'],
      unit: ['src/lib.rs:Router::layer:receiver', 'src/lib.rs:Router::new:receiver', 'src/lib.rs:Router::route:receiver', 'src/lib.rs:get:same-file'],
    });
    await expectEdges(fx, 'code_callers', { 'Other::route': [] });
    // Every link, not only the first ones: the lines each `route` is called on.
    const lines = async (fn: string) => {
      const r = await fx.call('code_callees', { symbol: fn });
      const items = r.structured!.items as { name: string; calls: number[] }[];
      return items.find((i) => i.name === 'Router::route')?.calls;
    };
    assert.deepEqual(await lines('closures'), [15, 19, 25]);
    assert.deepEqual(await lines('unit'), [37, 38, 39, 40, 41, 42]);
  });
});
