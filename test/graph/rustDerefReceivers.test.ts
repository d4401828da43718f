/**
 * Rust method calls on values that dereference to a built-in type
 * (langRustBuiltins derefTarget, builtinTypeName): `Vec<T>` / `&Vec<T>` and
 * an array reach the slice's impl (`impl<T> Summary for [T]`), `String` /
 * `&String` the str's (`impl Shout for str`), a `Box<[T]>` / `Rc<str>` what
 * it owns, as method lookup dereferences the receiver (the Reference,
 * "Method-call expressions"); an impl for the type itself wins (the `Vec`
 * one in the other crate folder), and a `mut xs: &[u8]` parameter is bound
 * as `xs: &[u8]` is.
 */
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'Cargo.toml': lines('[package]', 'name = "derefs"', 'version = "0.1.0"'),
  'src/lib.rs': lines('pub mod traits;', 'pub mod usage;'),
  'src/traits.rs': lines(
    'pub trait Summary {',
    '    fn summarize(&self) -> usize;',
    '}',
    'impl<T> Summary for [T] {',
    '    fn summarize(&self) -> usize { self.len() }',
    '}',
    'pub trait Shout {',
    '    fn shout(&self) -> usize;',
    '}',
    'impl Shout for str {',
    '    fn shout(&self) -> usize { self.len() }',
    '}',
  ),
  'src/usage.rs': lines(
    'use crate::traits::{Shout, Summary};',
    'use std::rc::Rc;',
    '',
    'pub fn muts(mut xs: &[u8]) -> usize {',
    '    xs = &xs[1..];',
    '    xs.summarize()',
    '}',
    'pub fn vec_owned(v: Vec<u8>) -> usize { v.summarize() }',
    'pub fn vec_ref(w: &Vec<u8>) -> usize { w.summarize() }',
    'pub fn vec_mut(m: &mut Vec<u8>) -> usize { m.summarize() }',
    'pub fn boxed(b: Box<[u8]>) -> usize { b.summarize() }',
    'pub fn rc_str(r: Rc<str>) -> usize { r.shout() }',
    'pub fn owned(s: String) -> usize { s.shout() }',
    'pub fn string_ref(r: &String) -> usize { r.shout() }',
    'pub fn lets() -> usize {',
    '    let a: [u8; 3] = [1, 2, 3];',
    '    let v: Vec<u8> = Vec::new();',
    '    let s: String = String::new();',
    '    a.summarize() + v.summarize() + s.shout()',
    '}',
    'pub struct Own;',
    'pub fn own(o: Box<Own>, n: Vec<Own>) -> usize { o.summarize() + n.len() }',
  ),
};

describeGraph('Rust calls on Vec, String, arrays and boxes reach the slice\'s and str\'s impls', FILES, 'rust-deref-receivers', (fx) => {
  it('a Vec (owned, borrowed), an array or a boxed slice calls the slice\'s method; a String or an Rc<str> the str\'s', async () => {
    await expectEdges(fx, 'code_callers', {
      'slice.summarize': [
        'src/usage.rs:boxed:receiver', 'src/usage.rs:lets:receiver', 'src/usage.rs:muts:receiver',
        'src/usage.rs:vec_mut:receiver', 'src/usage.rs:vec_owned:receiver', 'src/usage.rs:vec_ref:receiver',
      ],
      'str.shout': ['src/usage.rs:lets:receiver', 'src/usage.rs:owned:receiver', 'src/usage.rs:rc_str:receiver', 'src/usage.rs:string_ref:receiver'],
    });
  });

  it('a box of a type of the repository is no slice', async () => {
    await expectEdges(fx, 'code_callees', { own: [] });
  });
});
