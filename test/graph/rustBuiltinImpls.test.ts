/**
 * Rust trait impls for slices, arrays, tuples, `Vec<T>` and `&str`: each
 * impl's methods are methods of the type as rustdoc names its page
 * (langRustBuiltins.ts: `[T]` → `slice`, `[T; N]` → `array`, `(A, B)` →
 * `tuple`, `&str` → `str`, `Vec<T>` → `Vec`), implementing the trait's
 * method; a call on a parameter or a `let` of such a type (`xs: &[u8]`,
 * `let t: (u32, u32)`) reaches the impl for its type, and a repository's own
 * type named like a built-in one keeps its own methods.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'Cargo.toml': lines('[package]', 'name = "sums"', 'version = "0.1.0"'),
  'src/lib.rs': lines(
    'pub mod summary;',
    'pub mod usage;',
  ),
  'src/summary.rs': lines(
    'pub trait Summary {',
    '    fn summarize(&self) -> usize;',
    '}',
    'impl<T> Summary for [T] {',
    '    fn summarize(&self) -> usize { self.len() }',
    '}',
    'impl<T, const N: usize> Summary for [T; N] {',
    '    fn summarize(&self) -> usize { N }',
    '}',
    'impl<T> Summary for Vec<T> {',
    '    fn summarize(&self) -> usize { self.len() }',
    '}',
    'impl Summary for (u32, u32) {',
    '    fn summarize(&self) -> usize { 2 }',
    '}',
    'impl Summary for &str {',
    '    fn summarize(&self) -> usize { self.len() }',
    '}',
  ),
  'src/usage.rs': lines(
    'use crate::summary::Summary;',
    '',
    'pub fn slices(xs: &[u8], v: Vec<u8>, s: &str) -> usize {',
    '    xs.summarize() + v.summarize() + s.summarize()',
    '}',
    '',
    'pub fn tuples() -> usize {',
    '    let t: (u32, u32) = (1, 2);',
    '    let a: [u8; 3] = [1, 2, 3];',
    '    t.summarize() + a.summarize()',
    '}',
  ),
};

describeGraph('Rust trait impls for slices, arrays, tuples, Vec and &str', FILES, 'rust-builtin-impls-typed', (fx) => {
  it('names each impl\'s methods after rustdoc\'s page for the type', async () => {
    const sym = await fx.call('code_symbol', { name: 'summarize' });
    const found = (sym.structured!.candidates ?? sym.structured!.items) as { name: string; kind: string }[];
    assert.deepEqual(found.map((i) => `${i.kind} ${i.name}`).sort(), [
      'method Summary::summarize', 'method Vec::summarize', 'method array::summarize', 'method slice::summarize', 'method str::summarize', 'method tuple::summarize',
    ]);
  });

  it('a call on a value of a built-in type reaches the impl for that type', async () => {
    await expectEdges(fx, 'code_callees', {
      'slices': ['src/summary.rs:Vec::summarize:receiver', 'src/summary.rs:slice::summarize:receiver', 'src/summary.rs:str::summarize:receiver'],
      'tuples': ['src/summary.rs:array::summarize:receiver', 'src/summary.rs:tuple::summarize:receiver'],
    });
  });
});
