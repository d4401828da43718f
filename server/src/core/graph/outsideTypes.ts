/**
 * Receivers that name a type from outside the repository — the standard
 * library's or a dependency's — so an unresolved call on one cannot be a
 * call of the repository's method of that name. The "Not listed" note under
 * callers and impact (GraphData.unresolvedNamed) leaves such calls out
 * (newcomer 12: Rust `Box::new(c)` offered for `Circle.new`, Ruby
 * `gzip.finish` with `gzip = Zlib::GzipWriter.new(io)` for `Report#finish`).
 *
 * A receiver is outside when it is a static path or a variable bound to a
 * type, and that type either starts with a standard-library root (C++
 * `std::`, Rust `std::`/`core::`/`alloc::`), or is a capitalised name
 * (`Box`, `Zlib::GzipWriter`, `Collections`) whose last segment no
 * definition of the repository in the same language family bears and whose
 * first segment the file neither imports nor aliases (an import may rename
 * a repository class: `use shapes::Circle as Disc`). Short all-capital
 * names (`T`, `K`, `T1`) are left in: they are usually type parameters
 * (`T::new()` may build any implementor). Everything else — lower-case
 * module paths (`strings.Split`, `os.path`), call results, fields, a
 * variable of unknown type — stays a possible caller.
 */
import type { CallRec, FileRec } from './types';

/** Roots of standard-library paths, by language (ISO C++ `std`; Rust's `std`, `core`, `alloc` crates). */
const STD_ROOTS: Readonly<Record<string, ReadonlySet<string>>> = {
  cpp: new Set(['std']),
  rust: new Set(['std', 'core', 'alloc']),
};
/** A type or module path: names joined by `::` (C++, Rust, Ruby, PHP without `\\`) or `.`. */
const TYPE_PATH = /^[A-Za-z_]\w*(?:(?:::|\.)[A-Za-z_]\w*)*$/;
/** Likely type parameters: one capital, optionally a second capital or digit (`T`, `K`, `TV`, `T1`). */
const TYPE_PARAM = /^[A-Z][A-Z0-9]?$/;
const IDENT = /^[a-z_]\w*$/;

/** What the check needs of the graph. */
export interface OutsideLookup {
  /** Whether a definition of the repository in `lang`'s family is named `name`. */
  definesName(name: string, lang: string): boolean;
  /** The declared or constructed type of variable `name` where `call` is made, if known (GraphTypes.bindFor). */
  typeOf(name: string): string | undefined;
}

/**
 * Whether `call` (in `rec`) is made on a value of, or statically through, a
 * type from outside the repository (see the file header). False when the
 * call has no receiver or its receiver's type is unknown.
 */
export function outsideReceiver(rec: FileRec, call: CallRec, look: OutsideLookup): boolean {
  // `::Zlib::GzipWriter` (Ruby, C++): the top-level scope's name, outside all the same.
  const recv = call.recv?.replace(/^::/, '');
  if (recv === undefined || !TYPE_PATH.test(recv)) return false;
  if (/^[A-Z]/.test(recv) || recv.includes('::')) return outsideType(rec, recv, look);
  // A variable: its type decides (`gzip = Zlib::GzipWriter.new(io)`; a union only when every member is outside).
  if (!IDENT.test(recv) || rec.imports.some((i) => i.local === recv)) return false;
  const type = look.typeOf(recv);
  if (!type) return false;
  const parts = type.split('|').map(bareType);
  return parts.every((t) => t !== undefined && outsideType(rec, t, look));
}

/** The type name of a declared type, without references, pointers, nullability and type arguments (`&mut Vec<T>` → `Vec`); undefined for anything else (a call's result, an element). */
function bareType(type: string): string | undefined {
  const t = type.replace(/^(?:&\s*(?:mut\s+)?|const\s+|\*+|\[\]|::)+/, '').replace(/<[\s\S]*$/, '').replace(/[\s*&?]+$/, '').trim();
  return TYPE_PATH.test(t) ? t : undefined;
}

/** Whether the type path `type` (written in `rec`) names a type outside the repository. */
function outsideType(rec: FileRec, type: string, look: OutsideLookup): boolean {
  const segs = type.split(/::|\./);
  const head = segs[0];
  const last = segs[segs.length - 1];
  if (rec.imports.some((i) => i.local === head) || rec.aliases?.some((a) => a.name === head)) return false;
  if (STD_ROOTS[rec.lang]?.has(head) && segs.length > 1) return !look.definesName(last, rec.lang);
  if (!/^[A-Z]/.test(last) || TYPE_PARAM.test(last) || segs.some((s) => TYPE_PARAM.test(s))) return false;
  return !segs.some((s) => look.definesName(s, rec.lang));
}
