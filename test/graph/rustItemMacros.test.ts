/**
 * Rust macros invoked at item level (issue 3): the graph expands no macro,
 * so the functions `make_getter!(answer, 42);` or a `macro_rules!` body
 * define were invisible and calls of them "Not listed" with no word of why.
 * Now a function an item-level invocation writes literally (`my_macro! { fn
 * literal_fn() … }`, also in cfg_if!'s branches) is defined, its own calls
 * its own and `fn literal_fn(` no call; the callees note says which of the
 * crate's item-level invocations may define the bare names left, those
 * writing a name first, and a no-symbol answer names the invocation writing
 * the name or a macro body's `fn name`; and comments inside token trees neither make calls
 * or definitions nor break a chain (`t // why\n .go()` in `vec![…]`).
 * Decoys: a free `go` beside Thing2::go; `fn fake()` inside comments;
 * `fn inner()` of an impl written in a macro's nested group.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges, defsIn } from './helpers';

const LIB = [
  'macro_rules! make_getter {', // 1
  '    ($name:ident, $v:expr) => {', // 2
  '        pub fn $name() -> u32 { $v }', // 3
  '    };', // 4
  '}', // 5
  'macro_rules! define_helpers {', // 6
  '    () => {', // 7
  '        pub fn helper_one() -> u32 { 1 }', // 8
  '    };', // 9
  '}', // 10
  'make_getter!(answer, 42);', // 11
  'define_helpers!();', // 12
  'my_macro! {', // 13
  '    // fn fake() {} in a comment', // 14
  '    /* fn fake2() {} */', // 15
  '    /// Seven, always.', // 16
  '    pub fn literal_fn() -> u32 { seven() }', // 17
  '}', // 18
  'cfg_if::cfg_if! {', // 19
  '    if #[cfg(unix)] {', // 20
  '        fn on_unix() -> u32 { 1 }', // 21
  '    } else {', // 22
  '        fn on_unix() -> u32 { 0 }', // 23
  '    }', // 24
  '}', // 25
  'wrap! { impl Thing2 { fn inner(&self) {} } }', // 26
  'pub fn seven() -> u32 { 7 }', // 27
  'pub mod cm;', // 28
  'pub fn uses() -> u32 {', // 29
  '    let v = vec![', // 30
  '        // seven() is not called here', // 31
  '        1, /* nor seven() here */ 2,', // 32
  '    ];', // 33
  '    answer() + helper_one() + literal_fn() + on_unix() + v.len() as u32', // 34
  '}', // 35
  '',
].join('\n');

const CM = [
  'pub struct Thing2;', // 1
  'impl Thing2 {', // 2
  '    pub fn go(&self) -> u32 { 1 }', // 3
  '}', // 4
  'pub fn go() -> u32 { 2 }', // 5
  'pub fn commented(t: Thing2) -> Vec<u32> {', // 6
  '    vec![', // 7
  '        t // the thing', // 8
  '            .go(),', // 9
  '        t /* again */ .go(),', // 10
  '    ]', // 11
  '}', // 12
  'pub fn prelude(t: Thing2) -> Result<Option<u32>, ()> {', // 13
  '    drop(t);', // 14
  '    Ok(Some(Box::new(1)).map(|b| *b))', // 15
  '}', // 16
  '',
].join('\n');

describeGraph('code graph: Rust item-level macros', { 'Cargo.toml': '[package]\nname = "mr"\nversion = "0.1.0"\n', 'src/lib.rs': LIB, 'src/cm.rs': CM }, 'rust-item-macros', (fx) => {
  it('defines a function an item-level macro writes literally, in cfg_if! branches too; never one in a comment or an impl inside a macro', () => {
    const defs = defsIn(fx, 'src/lib.rs');
    assert.deepEqual(
      defs.filter((d) => /^function (literal_fn|on_unix) /.test(d)),
      ['function literal_fn 17', 'function on_unix 21', 'function on_unix 23'],
    );
    const named = defs.map((d) => d.split(' ')[1]);
    for (const name of ['fake', 'fake2', 'inner', 'Thing2.inner', 'answer', 'helper_one']) assert.ok(!named.includes(name), `no ${name} in ${defs.join(', ')}`);
  });

  it('the defined function is called, holds its own calls, and `fn literal_fn(` is no call', async () => {
    await expectEdges(fx, 'code_callers', {
      literal_fn: ['src/lib.rs:uses:same-file'],
      seven: ['src/lib.rs:literal_fn:same-file'],
    });
  });

  it('comments inside token trees make no call and break no chain', async () => {
    await expectEdges(fx, 'code_callers', {
      'Thing2.go': ['src/cm.rs:commented:receiver'],
      'cm::go': [],
    });
  });

  it('the callees note names the item-level invocations that may define the bare names left, the one writing a name first', async () => {
    const r = await fx.call('code_callees', { symbol: 'uses' });
    assert.ok(!r.isError, r.text);
    assert.match(r.text, /answer, helper_one may be defined by a macro: the crate invokes 5 at item level, which the graph does not expand: make_getter! at src\/lib\.rs:11 \(writes answer\), define_helpers! at src\/lib\.rs:12, my_macro! at src\/lib\.rs:13, … \+2 more/);
    const u = r.structured?.unresolvedCallees as { macros?: { names: string[]; macros: { macro: string; path: string; line: number; writes?: string[] }[]; count: number } };
    assert.deepEqual(u.macros, {
      names: ['answer', 'helper_one'],
      macros: [
        { macro: 'make_getter', path: 'src/lib.rs', line: 11, writes: ['answer'] },
        { macro: 'define_helpers', path: 'src/lib.rs', line: 12 },
        { macro: 'my_macro', path: 'src/lib.rs', line: 13 },
      ],
      count: 5,
    });
  });

  it('a name no definition has is said to be possibly a macro\'s: the invocation writing it, or a macro body\'s `fn name`', async () => {
    const answer = await fx.call('code_callers', { symbol: 'answer' });
    assert.match(answer.text, /^No matches: no symbol answer.*\nanswer may be defined by a macro, which the graph does not expand: make_getter! at src\/lib\.rs:11 writes it$/);
    const helper = await fx.call('code_symbol', { name: 'helper_one' });
    assert.match(helper.text, /\nhelper_one may be defined by a macro, which the graph does not expand: fn helper_one at src\/lib\.rs:8$/);
    const none = await fx.call('code_callers', { symbol: 'nowhere_written' });
    assert.doesNotMatch(none.text, /macro/);
    // `Thing2.seven`: seven is defined (lib.rs:27), so its `fn seven` line is no macro's.
    const defined = await fx.call('code_callers', { symbol: 'Thing2.seven' });
    assert.doesNotMatch(defined.text, /fn seven/);
  });

  it('says nothing of macros where no bare call is left unresolved, nor of names of Rust\'s prelude (issue 3: `Err, Ok may be defined by a macro`)', async () => {
    const r = await fx.call('code_callees', { symbol: 'commented' });
    assert.doesNotMatch(r.text, /macro/);
    const prelude = await fx.call('code_callees', { symbol: 'prelude' });
    assert.match(prelude.text, /Not listed: .*\bOk\b/);
    assert.doesNotMatch(prelude.text, /macro/);
  });
});
