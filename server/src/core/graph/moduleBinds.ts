/**
 * Module-level variables read from other files (graphTypes bindFor, when no
 * scope of the asking file binds the name): Go's package-level `var x T` /
 * `var x = &T{}` / `var x = NewT()` are visible in every file of the package
 * (The Go Programming Language Specification, "Declarations and scope": the
 * scope of a package-level identifier is the package block); Python's module
 * variables reach another module through `from m import x` (The Python
 * Language Reference, "The import statement"), with the type their
 * annotation or value gave them (`current_app: FlaskProxy`).
 */
import type { FileRec } from './types';
import { UNTYPED } from './bindPlaces';

/** A variable's type and the file in which that type name is to be resolved. */
export interface ModuleBind {
  type: string;
  path: string;
}

/**
 * The package-level binds of Go packages, by package key then name, built
 * for a package the first time one of its names is asked and dropped
 * whenever the graph's generation changes (GraphIndex.generation).
 */
export class ModuleBinds {
  private generation = -1;
  private byPackage = new Map<string, Map<string, ModuleBind>>();

  /**
   * Type of the package-level variable `name` declared in a file of package
   * `key` other than `p` (`files`: the package's files; `records`: every
   * file's record; `generation`: the graph's), or undefined. The first
   * file (in listing order) declaring it wins.
   */
  inPackage(records: ReadonlyMap<string, FileRec>, generation: number, key: string, files: readonly string[], p: string, name: string): ModuleBind | undefined {
    if (generation !== this.generation) {
      this.generation = generation;
      this.byPackage.clear();
    }
    let binds = this.byPackage.get(key);
    if (!binds) {
      binds = new Map();
      for (const f of files) {
        for (const b of records.get(f)?.binds ?? []) if (b.scope === -1 && b.type !== UNTYPED && !binds.has(b.name)) binds.set(b.name, { type: b.type, path: f });
      }
      this.byPackage.set(key, binds);
    }
    const hit = binds.get(name);
    // The asking file's own binds were searched by bindFor already.
    return hit && hit.path !== p ? hit : undefined;
  }
}

/**
 * Type of module variable `name` bound at the top level of one of `modules`
 * (the files an import's source names), or undefined: Python `from .globals
 * import current_app` reads `current_app: FlaskProxy` of globals.py.
 */
export function moduleVariable(records: ReadonlyMap<string, FileRec>, modules: readonly string[], name: string): ModuleBind | undefined {
  for (const f of modules) {
    const b = records.get(f)?.binds.find((x) => x.scope === -1 && x.name === name && x.type !== UNTYPED);
    if (b) return { type: b.type, path: f };
  }
  return undefined;
}
