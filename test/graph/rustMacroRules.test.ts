/**
 * Rust `macro_rules!` definitions (newcomer 38, axum's strip_prefix.rs: the
 * local `test!` macro calls strip_prefix in its body and is used 29 times):
 * the macro is a definition holding the calls of its rules' bodies, and each
 * `test!(…)` of the file calls it (langRust macroInvocations), so impact
 * goes from strip_prefix through the macro to where it is used. A macro
 * invocation never calls a function of its name (`format!` is no `format`).
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

describeGraph('code graph: Rust macro_rules! definitions', {
  'Cargo.toml': '[package]\nname = "d"\nversion = "0.1.0"\n',
  'src/lib.rs': [
    'pub fn strip_prefix(a: &str) -> &str { a }',
    'pub fn format(a: &str) -> String { a.to_string() }',
    '',
    'macro_rules! test {',
    '    ($name:ident, $a:literal) => {',
    '        #[test]',
    '        fn $name() { assert_eq!(strip_prefix($a), "x"); }',
    '    };',
    '}',
    '',
    'test!(t1, "a");',
    'test!(t2, "b");',
    '',
    'pub fn show() -> String { format!("{}", 1) }',
    '',
  ].join('\n'),
}, 'rust-macro-rules', (fx) => {
  it('strip_prefix is called by the macro test, which the file\'s top level invokes twice', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'strip_prefix' })).items), ['src/lib.rs:test:7']);
    const { items } = await toolItems(fx, 'code_symbol', { name: 'test' });
    assert.deepEqual(items.map((i) => i.signature), ['macro_rules! test']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'test' })).items), ['src/lib.rs:lib.rs:11,12']);
    // Asked as it is invoked, `test!`, or as a call, `strip_prefix()` (newcomer 42 #14): the same answers.
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'test!' })).items), ['src/lib.rs:lib.rs:11,12']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'strip_prefix()' })).items), ['src/lib.rs:test:7']);
  });

  it('format!(…) is no call of the function format', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'format' })).items), []);
  });
});

// rust-lang/log (newcomer 40 #4): `#[macro_export] macro_rules! info` in src/macros.rs, invoked as `info!(…)` and
// `log::info!(…)` in other files, its body calling `$crate::max_level()`; `println!` is the standard library's.
describeGraph('code graph: Rust macros used in other files, and $crate in their bodies', {
  'Cargo.toml': '[package]\nname = "log"\nversion = "0.1.0"\nedition = "2021"\n',
  'src/lib.rs': ['#[macro_use]', 'mod macros;', '', 'pub fn max_level() -> u8 { 3 }', ''].join('\n'),
  'src/macros.rs': [
    '#[macro_export]',
    'macro_rules! info {',
    '    ($($arg:tt)+) => {',
    '        if $crate::max_level() > 2 { println!($($arg)+) }', // 4
    '    };',
    '}',
    '',
  ].join('\n'),
  'tests/integration.rs': ['use log::info;', '', 'fn main() {', '    info!("a");', '    log::info!("b");', '    println!("c");', '}', ''].join('\n'),
  // A test's own macro wrapping the crate's (log's tests/macros.rs; newcomer 41).
  'tests/macros.rs': ['macro_rules! all_log_macros {', '    ($($arg:tt)*) => ({', '        ::log::info!($($arg)*);', '        format!("x");', '    });', '}', ''].join('\n'),
}, 'rust-macros-across-files', (fx) => {
  it('the invocations in another file call the macro; its body calls max_level through $crate', async () => {
    const info = await fx.call('code_callers', { symbol: 'info' });
    assert.match(info.text, /^tests\/integration\.rs:3 {2}function main .*\(calls it on lines 4, 5\)$/m);
    assert.match(info.text, /^tests\/macros\.rs:1 {2}function all_log_macros .*\(calls it on line 3\)$/m);
    const level = await fx.call('code_callers', { symbol: 'max_level' });
    assert.match(level.text, /^src\/macros\.rs:2 {2}function info .*\(calls it on line 4\)$/m);
  });

  it('a standard-library macro is no call, and not listed as unresolved', async () => {
    const r = await fx.call('code_callees', { symbol: 'main' });
    assert.doesNotMatch(r.text, /println/);
  });
});
