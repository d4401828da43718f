/**
 * Fields behind an owning pointer in a generic struct (newcomer 21 #7,
 * axum's `Router<S> { inner: Arc<RouterInner<S>> }` then
 * `self.inner.path_router.call_with_state(…)`): the field is the pointee,
 * a generic one by its name, whether or not the file has a bounded type
 * parameter. Decoy: Other::call_with_state.
 */
import { describeGraph, expectEdges } from './helpers';

const LIB = [
  'use std::sync::Arc;', // 1
  'pub struct PathRouter<S> { n: S }', // 2
  'impl<S> PathRouter<S> { pub fn call_with_state(&self) -> u32 { 1 } }', // 3
  'pub struct Other;', // 4
  'impl Other { pub fn call_with_state(&self) -> u32 { 2 } }', // 5
  'struct RouterInner<S> { path_router: PathRouter<S> }', // 6
  'pub struct Router<S = ()> { inner: Arc<RouterInner<S>> }', // 7
  'impl<S> Router<S> {', // 8
  '    pub fn call(&self) -> u32 { self.inner.path_router.call_with_state() }', // 9
  '}', // 10
  'pub struct Boxed<S> { inner: Box<RouterInner<S>> }', // 11
  'impl<S> Boxed<S> {', // 12
  '    pub fn call(&self) -> u32 { self.inner.path_router.call_with_state() }', // 13
  '}', // 14
  '',
].join('\n');

describeGraph('code graph: Rust fields behind a pointer in a generic struct', { 'Cargo.toml': '[package]\nname = "app"\n', 'src/lib.rs': LIB }, 'rust-pointer-fields', (fx) => {
  it('reads Arc<RouterInner<S>> and Box<RouterInner<S>> fields as RouterInner', async () => {
    await expectEdges(fx, 'code_callers', {
      'PathRouter::call_with_state': ['src/lib.rs:Boxed::call:receiver', 'src/lib.rs:Router::call:receiver'],
      'Other::call_with_state': [],
    });
  });
});
