/**
 * A Rust impl for a type named by its path (`impl SinkError for io::Error`,
 * newcomer 37 on ripgrep's sink.rs): its methods are methods, of container
 * `io::Error` (not free functions, nor members of the crate's own `Error`),
 * reached from a call through the trait, and asked as
 * `io::Error::error_message`.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

describeGraph('code graph: Rust impls for a type path', {
  'Cargo.toml': '[package]\nname = "demo"\nversion = "0.1.0"\n',
  'src/lib.rs': [
    'use std::io;',
    'pub trait SinkError { fn error_message(m: &str) -> Self; }',
    'impl SinkError for io::Error { fn error_message(m: &str) -> io::Error { io::Error::new(io::ErrorKind::Other, m) } }',
    'pub struct Error;',
    'impl Error { pub fn describe(&self) -> u8 { 0 } }',
    'pub fn fail<E: SinkError>() -> E { E::error_message("x") }',
    'pub fn use_error(e: Error) -> u8 { e.describe() }',
    '',
  ].join('\n'),
}, 'rust-impl-for-path', (fx) => {
  it('impl SinkError for io::Error gives methods of io::Error, called through the trait', async () => {
    const { items } = await toolItems(fx, 'code_symbol', { name: 'io::Error::error_message' });
    assert.deepEqual((items as (typeof items[number] & { kind: string })[]).map((i) => `${i.kind} ${i.line}`), ['method 3']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'io::Error::error_message' })).items), ['src/lib.rs:fail:6']);
  });

  it('the crate\'s own Error does not get them as members', async () => {
    const r = await fx.call('code_symbol', { name: 'Error::error_message', kind: 'method' });
    assert.deepEqual(((r.structured?.items ?? []) as { line: number }[]).map((i) => i.line), [3]);
    assert.deepEqual(((await toolItems(fx, 'code_callees', { symbol: 'use_error' })).items).map((i) => i.name), ['Error::describe']);
  });
});

describeGraph('code graph: Rust impls inside a function body', {
  'Cargo.toml': '[package]\nname = "d"\nversion = "0.1.0"\n',
  'src/lib.rs': [
    'pub trait Visitor { fn visit_map(&self) -> u8; }',
    'pub fn deserialize_any() -> u8 {',
    '    struct ValueVisitor;',
    '    impl ValueVisitor {',
    '        fn helper(&self) -> u8 { 1 }',
    '    }',
    '    impl Visitor for ValueVisitor {',
    '        fn visit_map(&self) -> u8 { self.helper() }',
    '    }',
    '    let v = ValueVisitor;',
    '    v.visit_map()',
    '}',
    '',
  ].join('\n'),
}, 'rust-nested-impls', (fx) => {
  it('an impl in a function gives methods of its type (serde_json\'s ValueVisitor::visit_map), reached through self and a variable', async () => {
    const { items } = await toolItems(fx, 'code_symbol', { name: 'ValueVisitor::visit_map' });
    assert.deepEqual((items as (typeof items[number] & { kind: string })[]).map((i) => `${i.kind} ${i.line}`), ['method 8']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'ValueVisitor::helper' })).items), ['src/lib.rs:ValueVisitor::visit_map:8']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'ValueVisitor::visit_map' })).items), ['src/lib.rs:deserialize_any:11']);
  });
});

describeGraph('code graph: Rust parameters and variables typed Self', {
  'Cargo.toml': '[package]\nname = "d"\nversion = "0.1.0"\n',
  'src/lib.rs': [
    'pub struct Router { n: u8 }',
    'impl Router {',
    '    pub fn into_inner(self) -> u8 { self.n }',
    '    pub fn nest(self, router: Self) -> u8 {',
    '        let other: Self = Router { n: 1 };',
    '        router.into_inner() + other.into_inner()',
    '    }',
    '}',
    '',
  ].join('\n'),
}, 'rust-self-typed', (fx) => {
  it('router: Self and let other: Self in an impl of Router hold Routers (axum\'s Router::nest, newcomer 38)', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Router::into_inner' })).items), ['src/lib.rs:Router::nest:6']);
  });
});
