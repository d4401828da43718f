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
  return d.kind === 'method' && !d.singleton ? '#' : '.';
}

/**
 * Of the definitions a qualified name found, the side of a Ruby class its
 * separator asks for: `Web::Base#make` the instance method (never `def
 * self.make`); `Web::Base.make` or `Web::Base::make` the singleton method
 * when one was found beside an instance method (a name that finds only an
 * instance method still finds it, as answers wrote it before `#`). Other
 * definitions, and bare names, are kept as found. `data` reads each
 * definition's file and record.
 */
export function rubyMethodSide<T extends { path: string; kind: string; ref: DefRef }>(found: T[], name: string, data: { files: Map<string, FileRec>; def(r: DefRef): DefRec }): T[] {
  const m = /(#|\.|::)[^#.:]+$/.exec(name.trim());
  if (!m || !found.some((it) => data.files.get(it.path)?.lang === 'ruby')) return found;
  const side = (it: T): 'instance' | 'singleton' | null => {
    if (it.kind !== 'method' || data.files.get(it.path)?.lang !== 'ruby') return null;
    const one = data.def(it.ref).singleton;
    return one === 'only' ? 'singleton' : one === 'also' ? null : 'instance';
  };
  if (m[1] === '#') return found.filter((it) => side(it) !== 'singleton');
  return found.some((it) => side(it) === 'singleton') ? found.filter((it) => side(it) !== 'instance') : found;
}
