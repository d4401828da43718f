/**
 * Languages without constructors (Go, Rust): a struct is made by a literal
 * (`Queue{…}`, `&Queue{…}`, Rust `Stack { … }`, recorded as constructions of
 * the struct, so its callers are the code making it) and, by convention, by
 * plain functions returning it. When someone asks for `Queue.constructor`,
 * answers name those functions (structMakers) beside the struct.
 */
import type { DefRec, FileRec } from './types';
import type { DefRef } from './graphIndex';
import { dirOf } from './modules';

/** Languages with no constructors, by the name answers give them. */
export const NO_CONSTRUCTORS: ReadonlyMap<string, string> = new Map([['go', 'Go'], ['rust', 'Rust']]);

/** A Rust function taking `self` (`fn f(&self)`, `fn f(mut self)`): a method of a value, never one making it. */
const TAKES_SELF = /\(\s*(?:&\s*(?:'\w+\s+)?)?(?:mut\s+)?self\b/;

/**
 * The functions that make a value of struct `cls` (a Go or Rust `class`
 * definition) by the language's convention, at most `max`:
 * - Go: the functions of the struct's package (the files of its directory)
 *   named `New…` whose first result is the struct (`func NewQueue() *Queue`,
 *   `func New(n int) (*Queue, error)`: Effective Go, "Constructors and
 *   composite literals");
 * - Rust: the struct's associated functions without `self` returning it
 *   (`fn new() -> Self`, `fn with_capacity(n: usize) -> Stack`; the Rust API
 *   Guidelines, C-CTOR), `new` first.
 * Reads every definition record of `files` (only on an answer asking for a
 * constructor); empty for another language or when there are none.
 */
export function structMakers(files: ReadonlyMap<string, FileRec>, cls: DefRef, max = 5): DefRef[] {
  const home = files.get(cls.path);
  const d = home?.defs[cls.i];
  if (!home || !d) return [];
  const out: DefRef[] = [];
  const dir = dirOf(cls.path);
  for (const [path, rec] of files) {
    if (rec.lang !== home.lang || (home.lang === 'go' && dirOf(path) !== dir)) continue;
    rec.defs.forEach((m, i) => {
      if (makes(home.lang, m, d.name)) out.push({ path, i });
    });
  }
  const first = (r: DefRef) => (files.get(r.path)!.defs[r.i].name === 'new' ? 0 : 1);
  return out.sort((a, b) => first(a) - first(b)).slice(0, max);
}

/** Whether definition `m` (of a file of `lang`) is a function making struct `name` (structMakers' rules). */
function makes(lang: string, m: DefRec, name: string): boolean {
  if (lang === 'go') return m.kind === 'function' && m.name.startsWith('New') && m.returns === name;
  if (lang !== 'rust' || m.kind !== 'method' || m.container !== name) return false;
  return (m.returns === 'this' || m.returns === name) && !TAKES_SELF.test(m.signature ?? '');
}
