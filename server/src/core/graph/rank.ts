/**
 * Order of several definitions sharing a name (code_symbol lists, the
 * candidates of an ambiguous `symbol`, `why <symbol>`): the definition a
 * reader most likely means comes first, and none is dropped — the code tools
 * list candidates instead of guessing (issue 3). newcomer4 #8: vuejs/core's
 * `nextTick` was listed after two one-line helpers in spec files.
 */
import type { CodeGraph } from './graph';
import type { SymbolItem } from './graphNames';
import { CLASS_LIKE_KINDS } from './types';

/**
 * Test code by path: a `__tests__`, `test`, `tests` or `spec` folder, a
 * test-support folder (`runtime-test`, `test-utils`, `testing`, `testdata`), or a
 * file named `*.spec.*`, `*.test.*`, `*.test-d.*`, `*_test.go`, `test_*.py`,
 * `*_test.py`, or C/C++ `*_test.cc`, `*_unittest.cc`, `*_tests.cpp`, `*_test.c`
 * (the conventions of jest/vitest/mocha, Go, pytest and GoogleTest projects).
 */
export function isTestPath(relPath: string): boolean {
  const p = `/${relPath.replace(/\\/g, '/')}`;
  if (/\/(__tests__|tests?|spec|__mocks__)\//.test(p)) return true;
  // Test-support packages and folders: `runtime-test/`, `dts-test/`, `test-utils/`, `testing/`, `testdata/`.
  if (/\/([\w.]+[-_])?tests?([-_][\w.]+)?\/|\/test(ing|data)\//.test(p.slice(0, p.lastIndexOf('/') + 1))) return true;
  const base = p.slice(p.lastIndexOf('/') + 1);
  return /\.(spec|test)(-d)?\.[^.]+$/.test(base) || /_test\.go$/.test(base) || /_(unit)?tests?\.(cc|cpp|cxx|c)$/.test(base) || /^test_.*\.py$/.test(base) || /_test\.py$/.test(base);
}

/**
 * `defs` ordered for a reader: outside test files first, then exported /
 * public (DefRec.exported), then more callers first (CodeGraph.callers,
 * counted only for definitions the first two keys leave tied), then path and
 * line. Returns a new array; nothing is removed.
 */
export function rankDefinitions(g: CodeGraph, defs: SymbolItem[]): SymbolItem[] {
  if (defs.length < 2) return defs.slice();
  const keyed = defs.map((d) => ({
    d,
    test: isTestPath(d.path) ? 1 : 0,
    hidden: g.data.def(d.ref).exported ? 0 : 1,
    callers: -1,
  }));
  const callers = (k: (typeof keyed)[number]) => (k.callers >= 0 ? k.callers : (k.callers = g.callers(k.d.ref).length));
  keyed.sort(
    (a, b) =>
      a.test - b.test ||
      a.hidden - b.hidden ||
      callers(b) - callers(a) ||
      (a.d.path < b.d.path ? -1 : a.d.path > b.d.path ? 1 : a.d.line - b.d.line),
  );
  return keyed.map((k) => k.d);
}

/**
 * The rule for a bare name that one free definition and members share (Go
 * `func Total(items []Item)` and `func (i Item) Total()`; `track` and
 * `Dep.track`): the free one answers, and the members are `passedOver`, which
 * the answer names (newcomer4 #17: `chosen over the method Item.Total`).
 * A constructor named like its class (C++ `Circle::Circle`, Java, C#) is not
 * passed over: its calls are the class's constructions (newcomer 10 #22). A
 * qualified `symbol` (`.`, `#`, `:`), not exactly one free definition, or
 * one in a test file beside definitions outside test files (newcomer 16 #1:
 * rack's spec `def obj.warn` is no free function to prefer over
 * `Rack::NullLogger#warn`) leaves `defs` as they are. The one rule of
 * code_callers/callees/impact (tools/codePick.ts pickDefinition, which first
 * chooses among the definitions outside test files) and `why <symbol>` (locator.ts).
 */
export function freeOverMembers(defs: SymbolItem[], symbol: string): { defs: SymbolItem[]; passedOver?: SymbolItem[] } {
  if (defs.length < 2 || /[.#:]/.test(symbol)) return { defs };
  const free = defs.filter((d) => !d.container);
  if (free.length !== 1) return { defs };
  if (isTestPath(free[0].path) && defs.some((d) => !isTestPath(d.path))) return { defs };
  const ctor = (d: SymbolItem) => CLASS_LIKE_KINDS.has(free[0].kind) && d.container === free[0].name;
  const passedOver = defs.filter((d) => d.container && !ctor(d));
  return passedOver.length ? { defs: free, passedOver } : { defs: free };
}
