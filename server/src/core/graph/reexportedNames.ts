/**
 * Names asked for through a module that re-exports them (newcomer 19 #7):
 * Python `requests.get`, `requests.request`, `requests.Session`, where
 * `src/requests/__init__.py` says `from .api import get, request` and
 * `from .sessions import Session` — the spelling the package's users write,
 * which the graph already resolves in calls. Found through the module's
 * exports as an importer would (graphModules lookupExport), after the name
 * as written found nothing (graphNames findDefinitions); the answer's first
 * line says which file re-exports it (exportedUnder, tools/codeShared
 * renamedNote). Also Go's method expression syntax, `(*Context).JSON` /
 * `(Context).JSON`, asked for as the method `Context.JSON`
 * (`methodExpression`; Go spec, "Method expressions").
 */
import type { GraphData } from './graphData';
import type { DefRef } from './graphIndex';
import type { SymbolItem } from './graphNames';
import { underScope } from './rank';

/** `(*T).M`, `(T).M`, `(*pkg.T).M` (Go method expressions). */
const METHOD_EXPRESSION = /^\(\s*\*?\s*((?:[\p{L}_][\p{L}\p{N}_]*\.)?[\p{L}_][\p{L}\p{N}_]*)\s*\)\s*\.\s*([\p{L}_][\p{L}\p{N}_]*)$/u;

/** A Go method expression `(*Context).JSON` as the method name `Context.JSON` (`(*gin.Context).JSON` → `gin.Context.JSON`); undefined for any other name. */
export function methodExpression(name: string): string | undefined {
  const m = METHOD_EXPRESSION.exec(name.trim());
  return m ? `${m[1]}.${m[2]}` : undefined;
}

/** A dotted Python name of two or more identifiers, as module path and name (`requests.get` → [`requests`], `get`). */
function dottedName(name: string): { quals: string[]; bare: string } | undefined {
  const parts = name.trim().split('.');
  if (parts.length < 2 || !parts.every((x) => /^[\p{L}_][\p{L}\p{N}_]*$/u.test(x))) return undefined;
  return { quals: parts.slice(0, -1), bare: parts[parts.length - 1] };
}

/** The Python files whose module path ends with `quals` (`requests` → `src/requests/__init__.py`; `a.b` → `…/a/b.py`, `…/a/b/__init__.py`), sorted. */
function pythonModulesNamed(data: GraphData, quals: string[]): string[] {
  const tail = quals.join('/');
  const out: string[] = [];
  for (const [p, rec] of data.files) {
    if (rec.lang !== 'python') continue;
    const mod = p.replace(/(\/__init__)?\.pyi?$/, '');
    if (mod === tail || mod.endsWith(`/${tail}`)) out.push(p);
  }
  return out.sort();
}

/**
 * The definitions a qualified Python name `name` reaches through the
 * modules its qualifier names, defined elsewhere and re-exported there
 * (`requests.get` → `get` of src/requests/api.py, through
 * src/requests/__init__.py's `from .api import get`), each as `item` makes
 * it, of `opts.kind` and under `opts.path` when given; each once, by path
 * and line. Empty for a bare name or when no module re-exports one.
 */
export function reexportedDefinitions(data: GraphData, item: (r: DefRef) => SymbolItem, name: string, opts: { kind?: string; path?: string }): SymbolItem[] {
  const asked = dottedName(name);
  if (!asked) return [];
  const inScope = underScope(opts.path);
  const seen = new Set<string>();
  const out: SymbolItem[] = [];
  for (const f of pythonModulesNamed(data, asked.quals)) {
    for (const r of data.lookupExport(f, asked.bare, 0)) {
      const key = `${r.path}\0${r.i}`;
      if (r.path === f || seen.has(key)) continue;
      seen.add(key);
      const it = item(r);
      if ((opts.kind && it.kind !== opts.kind) || !inScope(it.path)) continue;
      out.push(it);
    }
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
}

/** The Python modules through which the qualified `name` reaches a definition of another file (reexportedDefinitions), sorted: for the answer's note. */
export function reexportedBy(data: GraphData, name: string): string[] {
  const asked = dottedName(name);
  if (!asked) return [];
  return pythonModulesNamed(data, asked.quals).filter((f) => data.lookupExport(f, asked.bare, 0).some((r) => r.path !== f));
}
