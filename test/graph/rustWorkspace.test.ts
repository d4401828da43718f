/**
 * Rust: crates of one Cargo workspace seen from each other, and chains on an
 * associated function's result. Newcomer 8 on ripgrep: `use
 * util::shared_helper; shared_helper()`, `util::shared_helper()` and
 * `Builder::new()` from another member crate resolved to nothing, and
 * `Builder::new().threads(3).build()` was unresolved even in one crate. A
 * member crate is found from the workspace's `members` (a glob here) and its
 * `[package] name` (`my-util` is `my_util` in paths); `crate_name::path` is
 * that crate's `src/lib.rs` module tree, through its `pub use`. The decoys:
 * a non-member package of the same name (`fuzz/`), and a `Builder` with the
 * same methods in the app crate's own module, reached only through it.
 */
import { expectEdges, graphFixture } from './helpers';

const ROOT = ['[workspace]', 'members = ["crates/*"]', 'exclude = ["crates/skip"]', ''].join('\n');

const UTIL_TOML = ['[package]', 'name = "my-util"', 'version = "0.1.0"', ''].join('\n');

const UTIL_LIB = [
  'mod build;',
  'pub use crate::build::Builder;',
  '',
  'pub fn shared_helper() -> u32 {',
  '    1',
  '}',
  '',
  'pub fn local_use() -> u32 {',
  '    let mut b = Builder::new();',
  '    b.threads(1);',
  '    Builder::new().threads(3).build()',
  '}',
  '',
].join('\n');

const UTIL_BUILD = [
  'pub struct Builder {',
  '    n: usize,',
  '}',
  '',
  'impl Builder {',
  '    pub fn new() -> Self {',
  '        Builder { n: 0 }',
  '    }',
  '    pub fn threads(&mut self, n: usize) -> &mut Builder {',
  '        self.n = n;',
  '        self',
  '    }',
  '    pub fn build(&self) -> u32 {',
  '        2',
  '    }',
  '}',
  '',
].join('\n');

const APP_TOML = ['[package]', 'name = "app"', '', '[dependencies]', 'my-util = { path = "../util" }', ''].join('\n');

const APP_MAIN = [
  'use my_util::shared_helper;',
  'use my_util::Builder;',
  '',
  'mod local;',
  '',
  'fn main() {',
  '    shared_helper();',
  '    my_util::shared_helper();',
  '    let mut b = Builder::new();',
  '    b.threads(2);',
  '    Builder::new().threads(3).build();',
  '}',
  '',
  'fn qualified() -> u32 {',
  '    let w = my_util::Builder::new();',
  '    w.build()',
  '}',
  '',
  'fn mine() {',
  '    local::Builder::new().threads(4);',
  '}',
  '',
].join('\n');

const APP_LOCAL = [
  'pub struct Builder;',
  'impl Builder {',
  '    pub fn new() -> Builder {',
  '        Builder',
  '    }',
  '    pub fn threads(&self, n: usize) -> &Builder {',
  '        self',
  '    }',
  '}',
  '',
].join('\n');

/** Same package name as the member, outside the workspace: never what `my_util::` names. */
const FUZZ_TOML = ['[package]', 'name = "my-util"', ''].join('\n');
const FUZZ_LIB = ['pub fn shared_helper() -> u32 {', '    9', '}', ''].join('\n');

describe('code graph: Rust workspace crates and chains on associated functions', () => {
  it('resolves crate_name::path into a member crate and types Builder::new().threads() link by link', async () => {
    const fx = await graphFixture(
      {
        'Cargo.toml': ROOT,
        'crates/util/Cargo.toml': UTIL_TOML,
        'crates/util/src/lib.rs': UTIL_LIB,
        'crates/util/src/build.rs': UTIL_BUILD,
        'crates/app/Cargo.toml': APP_TOML,
        'crates/app/src/main.rs': APP_MAIN,
        'crates/app/src/local.rs': APP_LOCAL,
        'fuzz/Cargo.toml': FUZZ_TOML,
        'fuzz/src/lib.rs': FUZZ_LIB,
      },
      'rust-workspace',
    );
    await fx.graph.ensure(120_000);
    await expectEdges(fx, 'code_callers', {
      'shared_helper @ crates/util': ['crates/app/src/main.rs:main:import'],
      'shared_helper @ fuzz': [],
      'Builder.new @ crates/util': ['crates/app/src/main.rs:main:receiver', 'crates/app/src/main.rs:qualified:import', 'crates/util/src/lib.rs:local_use:receiver'],
      'Builder.new @ crates/app': ['crates/app/src/main.rs:mine:import'],
      'Builder.threads @ crates/util': ['crates/app/src/main.rs:main:receiver', 'crates/util/src/lib.rs:local_use:receiver'],
      'Builder.build @ crates/util': ['crates/app/src/main.rs:main:receiver', 'crates/app/src/main.rs:qualified:receiver', 'crates/util/src/lib.rs:local_use:receiver'],
      'Builder.threads @ crates/app': ['crates/app/src/main.rs:mine:receiver'],
    });
  });
});
