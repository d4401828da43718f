/**
 * A Rust crate whose root a Cargo.toml names by path, outside any `src/`
 * (newcomer 38, ripgrep's `[[bin]] path = "crates/core/main.rs"`): its
 * modules are placed from the folders (graphModules rustFolderModule), so
 * `use crate::flags::lowargs::{LowArgs, Mode}` and `use super::lowargs::Mode`
 * reach them (ripgrep: 567 more bare calls and 58 more member calls resolved,
 * `args.mode.update(…)` among them).
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

describeGraph('code graph: Rust crates rooted outside src/', {
  'Cargo.toml': '[package]\nname = "ripgrep"\nversion = "0.1.0"\n\n[[bin]]\nname = "rg"\npath = "crates/core/main.rs"\n',
  'crates/core/main.rs': ['mod flags;', '', 'fn main() {', '    flags::defs::run();', '}', ''].join('\n'),
  'crates/core/flags/mod.rs': ['pub(crate) mod defs;', 'pub(crate) mod lowargs;', ''].join('\n'),
  'crates/core/flags/lowargs.rs': [
    'pub(crate) struct LowArgs {',
    '    pub(crate) mode: Mode,',
    '}',
    '',
    'pub(crate) enum Mode { Search, Files }',
    '',
    'impl Mode {',
    '    pub(crate) fn update(&mut self, new: Mode) {',
    '        *self = new;',
    '    }',
    '}',
    '',
  ].join('\n'),
  'crates/core/flags/defs.rs': [
    'use crate::flags::lowargs::{LowArgs, Mode};',
    'use super::lowargs::Mode as M;',
    '',
    'pub(crate) fn count(args: &mut LowArgs) {',
    '    args.mode.update(Mode::Search);',
    '}',
    '',
    'pub(crate) fn files(args: &mut LowArgs, m: &mut M) {',
    '    m.update(Mode::Files);',
    '}',
    '',
    'pub(crate) fn run() {}',
    '',
  ].join('\n'),
}, 'rust-folder-modules', (fx) => {
  it('use crate::… and use super::… in a crate rooted at crates/core/main.rs reach its modules', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Mode::update' })).items), ['crates/core/flags/defs.rs:count:5', 'crates/core/flags/defs.rs:files:9']);
  });

  it('a path from the crate root, flags::defs::run()', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'run' })).items), ['crates/core/main.rs:main:4']);
  });
});
