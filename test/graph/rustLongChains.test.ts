/**
 * Long builder chains (issue 3): axum's `into_response_impls` test builds
 * `Router::<()>::new()` then seventeen `.route("/", get(…))` calls; links
 * beyond the eighth were kept as no receiver (receivers.ts CHAIN_MAX) and
 * could not nest deep enough to resolve (graphTypes calleeTargets), so
 * the later links resolved to nothing. Each link is now resolved
 * once per question (calleeMemo), and a variable typed by a call on itself
 * (`let r = r.parent();`) still ends. Decoy: Other::route.
 */
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'pub struct Router<S> { s: S }',
  'impl<S> Router<S> {',
  '    pub fn new() -> Self { todo!() }',
  '    pub fn route(self, p: &str, h: u32) -> Self { self }',
  '    pub fn layer(self) -> Self { self }',
  '}',
  'pub struct Other;',
  'impl Other {',
  '    pub fn route(self, p: &str, h: u32) -> Self { self }',
  '    pub fn layer(self) -> Self { self }',
  '}',
  'pub struct Node;',
  'impl Node {',
  '    pub fn parent(&self) -> Node { Node }',
  '}',
  'pub fn get<F>(f: F) -> u32 { 0 }',
  '',
  'fn into_response_impls() {',
  '    _ = Router::<()>::new()',
  '        .route("/", get(status))',
  '        .route("/", get(status_headermap))',
  '        .route("/", get(status_header_array))',
  '        .route("/", get(status_headermap_body))',
  '        .route("/", get(status_header_array_body))',
  '        .route("/", get(status_headermap_impl_into_response))',
  '        .route("/", get(status_header_array_impl_into_response))',
  '        .route("/", get(status_header_array_extension_body))',
  '        .route("/", get(status_header_array_extension_mixed_body))',
  '        .route("/", get(headermap))',
  '        .route("/", get(header_array))',
  '        .route("/", get(headermap_body))',
  '        .route("/", get(header_array_body))',
  '        .route("/", get(headermap_impl_into_response))',
  '        .route("/", get(header_array_impl_into_response))',
  '        .route("/", get(header_array_extension_body))',
  '        .route("/", get(header_array_extension_mixed_body));',
  '}',
  '',
  'fn walk(r: Node) {',
  '    let r = r.parent();',
  '    let r = r.parent();',
  '    r.parent();',
  '}',
  '',
].join('\n');

describeGraph('code graph: Rust chains of seventeen links', { 'Cargo.toml': '[package]\nname = "app"\n', 'src/lib.rs': LIB }, 'rust-long-chains', (fx) => {
  it('resolves every link of axum\'s seventeen-route chain, and a variable typed by a call on itself', async () => {
    const r = await fx.call('code_callers', { symbol: 'Router::route' });
    const items = r.structured!.items as { name: string; calls: number[] }[];
    if (items.map((i) => `${i.name}:${i.calls.join()}`).join(' ') !== 'into_response_impls:20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36') throw new Error(r.text);
    await expectEdges(fx, 'code_callers', { 'Other::route': [] });
    await expectEdges(fx, 'code_callees', { walk: ['src/lib.rs:Node::parent:receiver'] });
  });
});
