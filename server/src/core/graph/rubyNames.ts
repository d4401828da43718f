/**
 * How answers write a Ruby method's name, and read it back: an instance
 * method with `#` (`Web::Base#make`), a singleton method (`def self.make`)
 * with `.` (`Web::Base.make`), as Ruby's own documentation does, so the two
 * of one class are told apart (issue 3). A `module_function` method,
 * callable both ways, keeps `.`.
 */
import type { DefRec, FileRec } from './types';
import type { DefRef } from './graphIndex';

/** The separator between a Ruby method's class and its name: `#` for an instance method, `.` otherwise. */
export function rubyMemberSeparator(d: DefRec): '#' | '.' {
  // A Minitest `test_…` method (kind test, langRubyTests rubyTestMethods) is an instance method too.
  return (d.kind === 'method' || (d.kind === 'test' && d.container !== undefined)) && !d.singleton ? '#' : '.';
}

/**
 * Of the definitions a qualified name found, the side of a Ruby class its
 * separator asks for: `Web::Base#make` the instance method when one was
 * found (never `def self.make` beside it); `Web::Base.make` or
 * `Web::Base::make` the singleton method when one was found beside an
 * instance method. A name finding only the other side still finds it (an
 * instance method asked as `Point.norm`, as answers wrote it before `#`;
 * a singleton one asked as `Point#make`), and the edge answers say so
 * (rubyOtherSide). Other definitions, and bare names, are kept as found.
 * `data` reads each definition's file and record.
 */
export function rubyMethodSide<T extends { path: string; kind: string; ref: DefRef }>(found: T[], name: string, data: { files: Map<string, FileRec>; def(r: DefRef): DefRec }): T[] {
  const m = /(#|\.|::)[^#.:]+$/.exec(name.trim());
  if (!m || !found.some((it) => data.files.get(it.path)?.lang === 'ruby')) return found;
  const side = (it: T): 'instance' | 'singleton' | null => {
    if (it.kind !== 'method' || data.files.get(it.path)?.lang !== 'ruby') return null;
    const one = data.def(it.ref).singleton;
    return one === 'only' ? 'singleton' : one === 'also' ? null : 'instance';
  };
  if (m[1] === '#') return found.some((it) => side(it) === 'instance') ? found.filter((it) => side(it) !== 'singleton') : found;
  return found.some((it) => side(it) === 'singleton') ? found.filter((it) => side(it) !== 'instance') : found;
}

/**
 * Whether Ruby method `d` answers a name asked with the other side's
 * separator (rubyMethodSide found only that side): `Point.norm` or
 * `Point::norm` answered by the instance method `Point#norm`, `Point#make`
 * by the singleton method `Point.make`. False for a `module_function`
 * method (callable both ways) and for names without a separator.
 */
export function rubyOtherSide(asked: string, d: DefRec, lang: string): boolean {
  const m = /(#|\.|::)[^#.:]+$/.exec(asked.trim());
  if (!m || lang !== 'ruby' || d.kind !== 'method' || d.singleton === 'also') return false;
  return (m[1] === '#') === (d.singleton === 'only');
}
