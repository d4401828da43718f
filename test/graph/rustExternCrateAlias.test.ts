/**
 * A Rust path through a crate that re-exports another under a name of its
 * own (newcomer 37, ripgrep: the grep crate's `pub extern crate grep_cli as
 * cli;`, and `grep::cli::is_readable_stdin()` in crates/core): the path goes
 * on in the crate the name stands for (graphModules lookupInRustModule;
 * langRustImports reads `extern crate x as y;` as `use x as y;`). ripgrep:
 * 142 more calls resolved.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

describeGraph('code graph: Rust paths through a crate re-exporting another', {
  'Cargo.toml': '[workspace]\nmembers = ["crates/cli", "crates/grep", "crates/printer", "crates/core"]\n',
  'crates/cli/Cargo.toml': '[package]\nname = "grep-cli"\nversion = "0.1.0"\n',
  'crates/cli/src/lib.rs': ['pub fn is_readable_stdin() -> bool {', '    true', '}', ''].join('\n'),
  'crates/printer/Cargo.toml': '[package]\nname = "grep-printer"\nversion = "0.1.0"\n',
  'crates/printer/src/lib.rs': ['pub struct Standard;', 'impl Standard {', '    pub fn new() -> Standard { Standard }', '}', ''].join('\n'),
  'crates/grep/Cargo.toml': '[package]\nname = "grep"\nversion = "0.1.0"\n',
  'crates/grep/src/lib.rs': ['pub extern crate grep_cli as cli;', 'pub use grep_printer as printer;', ''].join('\n'),
  'crates/core/Cargo.toml': '[package]\nname = "ripgrep"\nversion = "0.1.0"\n',
  'crates/core/src/main.rs': [
    'fn main() {',
    '    if grep::cli::is_readable_stdin() {',
    '        let p = grep::printer::Standard::new();',
    '    }',
    '}',
    '',
  ].join('\n'),
}, 'rust-extern-crate-alias', (fx) => {
  it('grep::cli::f() reaches grep_cli\'s f through `pub extern crate grep_cli as cli;`', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'is_readable_stdin' })).items), ['crates/core/src/main.rs:main:2']);
  });

  it('grep::printer::Standard::new() reaches it through `pub use grep_printer as printer;`', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Standard::new' })).items), ['crates/core/src/main.rs:main:3']);
  });
});
