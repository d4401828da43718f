/**
 * Rust module paths: `src/lib.rs`/`src/main.rs` → `crate`, `src/a.rs` and
 * `src/a/mod.rs` → `crate::a`, `src/a/b.rs` → `crate::a::b`. The crate is the
 * folder that holds `src/` (one Cargo package), so two crates never mix.
 */

/** `crate::…` module path of a repo-relative `.rs` file. */
export function rustModulePath(p: string): string {
  const i = p.lastIndexOf('src/');
  const rel = i >= 0 ? p.slice(i + 4) : p.slice(p.lastIndexOf('/') + 1);
  const segs = rel.replace(/\.rs$/, '').split('/');
  const last = segs[segs.length - 1];
  if (last === 'mod' || ((last === 'lib' || last === 'main') && segs.length === 1)) segs.pop();
  return ['crate', ...segs].join('::');
}

/** Folder of the crate a `.rs` file belongs to (the part before `src/`). */
export function rustCrate(p: string): string {
  const i = p.lastIndexOf('src/');
  return i >= 0 ? p.slice(0, i) : '';
}
