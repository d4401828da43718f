/**
 * Calls of local closures (issue 3): axum's routing test
 * `what_matches_wildcard` routes with the function `get(|| async { "root" })`
 * and then shadows it with `let get = |path| { … };`, so the later
 * `get("/")` calls the closure, never axum's `get`; ripgrep-style
 * `fn visit(&self, f: impl Fn(&Entry))` calling its parameter `f(e)` calls
 * what its caller passed. Those calls are dropped (neither unresolved nor a
 * same-named function's); a call before the `let`, inside the closure's own
 * body, or after the block holding the `let` is still the function's.
 */
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'pub struct MethodRouter;', // 1
  'pub fn get<H>(handler: H) -> MethodRouter { MethodRouter }', // 2
  'pub fn f(x: u32) -> u32 { x }', // 3
  'pub struct TestClient;', // 4
  'impl TestClient {', // 5
  '    pub fn get(&self, path: &str) -> u32 { 0 }', // 6
  '}', // 7
  'pub async fn what_matches_wildcard(client: TestClient) {', // 8
  '    let r = get(|| async { "root" });', // 9
  '    {', // 10
  '        let get = |path| {', // 11
  '            client.get(path)', // 12
  '        };', // 13
  '        assert_eq!(get("/"), 0);', // 14
  '        get("/a");', // 15
  '    }', // 16
  '    get(|| async { "x" });', // 17
  '}', // 18
  'pub struct Entry;', // 19
  'impl Entry { pub fn name(&self) -> &str { "" } }', // 20
  'pub struct Walker;', // 21
  'impl Walker {', // 22
  '    pub fn visit(&self, f: impl Fn(&Entry) -> u32) -> u32 {', // 23
  '        f(&Entry)', // 24
  '    }', // 25
  '}', // 26
  'pub fn closures() -> u32 {', // 27
  '    let f = |n: u32| f(n) + 1;', // 28
  '    f(2)', // 29
  '}', // 30
  '',
].join('\n');

describeGraph('code graph: Rust calls of local closures and callable parameters', { 'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n', 'src/lib.rs': LIB }, 'rust-local-callables', (fx) => {
  it('a call of a let-bound closure or a callable parameter is no call of a same-named function', async () => {
    const r = await fx.call('code_callers', { symbol: 'get' });
    const items = r.structured!.items as { name: string; calls: number[] }[];
    if (items.map((i) => `${i.name}:${i.calls.join()}`).join(' ') !== 'what_matches_wildcard:9,17') throw new Error(r.text);
    if (/Not listed/.test(r.text)) throw new Error(r.text);
    await expectEdges(fx, 'code_callees', {
      what_matches_wildcard: ['src/lib.rs:TestClient::get:receiver', 'src/lib.rs:get:same-file'],
      'Walker::visit': ['src/lib.rs:Entry:same-file'],
    });
    const f = await fx.call('code_callers', { symbol: 'f' });
    const fi = f.structured!.items as { name: string; calls: number[] }[];
    if (fi.map((i) => `${i.name}:${i.calls.join()}`).join(' ') !== 'closures:28') throw new Error(f.text);
  });
});
