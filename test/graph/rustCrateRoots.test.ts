/**
 * Rust crate roots beside a package's `src/lib.rs` (The Cargo Book, "Target
 * auto-discovery"): each `tests/*.rs`, `examples/*.rs`, `benches/*.rs` and
 * `src/bin/*.rs` is a crate of its own, whose `crate::` and `self::` paths
 * start at that file and the `mod x;` files it declares beside it (issue 3:
 * anyhow's `mod drop;` then `use crate::drop::{DetectDrop, Flag};` left
 * `Flag::new()` without callers). Decoys: the library's own `drop::Flag`
 * and `cli::parse`, which no such path names.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'Cargo.toml': '[package]\nname = "shop"\nversion = "0.1.0"\n',
  'src/lib.rs': 'pub mod drop;\npub mod cli;\npub fn run() { drop::Flag::new(); }\n',
  'src/drop.rs': 'pub struct Flag;\nimpl Flag {\n    pub fn new() -> Flag { Flag }\n}\n',
  'src/cli.rs': 'pub fn parse() {}\npub struct Plain;\npub fn plain() { Plain::new(); }\npub fn generic<T: Default>() { T::new(); }\n',
  'tests/drop/mod.rs': 'pub struct Flag;\nimpl Flag {\n    pub fn new() -> Flag { Flag }\n}\npub fn helper() {}\n',
  'tests/test_a.rs': 'mod drop;\nuse crate::drop::Flag;\n#[test]\nfn makes_a() {\n    let _f = Flag::new();\n    crate::local();\n}\nfn local() {}\n',
  'tests/test_b.rs': 'mod drop;\nuse self::drop::Flag;\n#[test]\nfn makes_b() {\n    Flag::new();\n    drop::helper();\n}\n',
  'examples/demo.rs': 'mod util;\nfn main() {\n    crate::util::go();\n}\n',
  'examples/util.rs': 'pub fn go() {}\n',
  'src/bin/tool.rs': 'mod cli;\nfn main() {\n    crate::cli::parse();\n}\n',
  'src/bin/cli.rs': 'pub fn parse() {}\n',
};

describeGraph('code graph: Rust crate roots of tests, examples, benches and binaries', FILES, 'rust-crate-roots', (fx) => {
  it('`crate::` and `self::` in a test file start at that file and the modules it declares', async () => {
    await expectEdges(fx, 'code_callers', {
      'Flag.new @ tests/drop/mod.rs': ['tests/test_a.rs:makes_a:receiver', 'tests/test_b.rs:makes_b:receiver'],
      'Flag.new @ src/drop.rs': ['src/lib.rs:run:import'],
      'helper @ tests/drop/mod.rs': ['tests/test_b.rs:makes_b:import'],
      'local @ tests/test_a.rs': ['tests/test_a.rs:makes_a:import'],
    });
  });

  it('an example and a binary read `crate::` from their own roots, never the library\'s', async () => {
    await expectEdges(fx, 'code_callers', {
      'go @ examples/util.rs': ['examples/demo.rs:main:import'],
      'parse @ src/bin/cli.rs': ['src/bin/tool.rs:main:import'],
      'parse @ src/cli.rs': [],
    });
  });

  it('a call naming another type, `Plain::new()`, is never offered as maybe calling `Flag::new`; `T::new()` is (issue 3)', async () => {
    const r = await fx.call('code_callers', { symbol: 'Flag.new', path: 'src/drop.rs' });
    assert.ok(!r.isError, r.text);
    const calls = ((r.structured?.unresolved as { calls?: { path: string; line: number; call: string }[] } | undefined)?.calls ?? []).map((c) => c.call);
    assert.deepEqual(calls, ['T::new()']);
  });
});
