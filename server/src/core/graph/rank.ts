/**
 * Order of several definitions sharing a name (code_symbol lists, the
 * candidates of an ambiguous `symbol`, `why <symbol>`): the definition a
 * reader most likely means comes first, and none is dropped — the code tools
 * list candidates instead of guessing (issue 3). newcomer4 #8: vuejs/core's
 * `nextTick` was listed after two one-line helpers in spec files.
 */
import type { CodeGraph } from './graph';
import type { SymbolItem } from './graphNames';
import { CLASS_LIKE_KINDS, shownLine } from './types';
import { localScope } from './displayNames';

/**
 * Test code by path: a `__tests__`, `test`, `tests` or `spec` folder, a
 * test-support folder (`runtime-test`, `test-utils`, `testing`, `testdata`), a Gradle
 * source set of tests (`src/jvmTest`, `src/androidUnitTest`, `src/testFixtures`), or a
 * file named `*.spec.*`, `*.test.*`, `*.test-d.*`, `*_test.go`, `test_*.py`,
 * `*_test.py`, or C/C++ `*_test.cc`, `*_unittest.cc`, `*_tests.cpp`, `*_test.c`
 * (the conventions of jest/vitest/mocha, Go, pytest and GoogleTest projects);
 * also SwiftPM's and .NET's capitalised folders (`Tests/`, `Tests/AlamofireTests/`,
 * `test/Polly.Core.Tests/`, `Foo.UnitTests/`) and the class-per-file names of
 * XCTest, JUnit, NUnit/xUnit, PHPUnit and Kotlin/Scala test frameworks
 * (`SessionTests.swift`, `GsonTest.java`, `RetryTests.cs`, `ClientTest.php`,
 * `MoshiSpec.kt`; not in a `src/main/` source set, and `Spec` only in Kotlin,
 * Scala, Groovy and Swift: javapoet's `MethodSpec.java` is its API), RSpec's `*_spec.rb`, Minitest's `*_test.rb` and Dart's
 * `*_test.dart` (newcomer 35 #9: Alamofire's 31 test methods ranked above the
 * source for "certificate pinning").
 */
export function isTestPath(relPath: string): boolean {
  const p = `/${relPath.replace(/\\/g, '/')}`;
  if (/\/(__tests__|tests?|spec|__mocks__|Tests?)\//.test(p)) return true;
  if (/\/[\w-]+(?:\.\w+)*[.](?:Unit|Integration|Functional|Acceptance)?Tests?\//.test(p) || /\/[A-Z]\w*[a-z0-9]Tests\//.test(p)) return true;
  // Gradle source sets of tests (Kotlin Multiplatform `src/jvmTest/`, `src/commonTest/`, Android `src/androidUnitTest/`, `src/integrationTest/`, `src/testFixtures/`).
  if (/\/src\/(?:[a-z][A-Za-z0-9]*Tests?|testFixtures)\//.test(p)) return true;
  // Test-support packages and folders: `runtime-test/`, `dts-test/`, `test-utils/`, `testing/`, `testdata/`.
  if (/\/([\w.]+[-_])?tests?([-_][\w.]+)?\/|\/test(ing|data)\//.test(p.slice(0, p.lastIndexOf('/') + 1))) return true;
  const base = p.slice(p.lastIndexOf('/') + 1);
  return (
    /\.(spec|test)(-d)?\.[^.]+$/.test(base) ||
    /_test\.go$/.test(base) ||
    /_(unit)?tests?\.(cc|cpp|cxx|c)$/.test(base) ||
    /^test_.*\.py$/.test(base) ||
    /_test\.py$/.test(base) ||
    // Not under a Maven/Gradle main source set, whose `MethodSpec.java` is javapoet's API (newcomer 42 #2); `Spec` is the
    // class-name convention of Kotest, ScalaTest, Spock and Quick only.
    (!p.includes('/src/main/') && (/[a-z0-9]Tests?\.(swift|cs|java|kt|scala|php|m)$/.test(base) || /[a-z0-9]Spec\.(swift|kt|scala|groovy)$/.test(base))) ||
    /_(spec|test)\.(rb|dart)$/.test(base)
  );
}

/**
 * True for a repository-relative path under a folder of samples, examples or
 * demos (`samples/`, `example/`, `examples/`, `demo/`, `demos/`, any case):
 * code showing how to use the library, ranked after the library's own
 * (rankDefinitions; newcomer 21 #2: MediatR's `samples/…/CustomMediator.
 * PublishCore` was offered before `src/MediatR/Mediator.PublishCore`).
 */
export function isSamplePath(relPath: string): boolean {
  const p = `/${relPath.replace(/\\/g, '/')}`;
  return /\/(samples?|examples?|demos?)\//i.test(p.slice(0, p.lastIndexOf('/') + 1));
}

/**
 * The test of a name lookup's `path` option (a file or a folder, repo-relative,
 * `\\` or `./` or a trailing `/` allowed): true for a path that is it or lies
 * under it; every path passes when `scope` is empty or undefined. Shared by
 * GraphNames findDefinitions and its fallbacks (renamedNames, inheritedNames).
 */
export function underScope(scope: string | undefined): (relPath: string) => boolean {
  const s = scope ? scope.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/$/, '') : '';
  return (p) => !s || p === s || p.startsWith(`${s}/`);
}

/**
 * `defs` ordered for a reader: outside test files first, and of those the
 * library's before samples' and examples' (isSamplePath), then outer ones
 * before local helpers (displayNames localScope: a function written inside
 * another and not handed on; newcomer 23 #4), then exported / public
 * (DefRec.exported), then more callers first (CodeGraph.callers,
 * counted only for definitions the first keys leave tied, once per overload
 * group: a name's definitions in one file), then path and line. Returns a new array; nothing is removed.
 */
export function rankDefinitions(g: CodeGraph, defs: SymbolItem[]): SymbolItem[] {
  if (defs.length < 2) return defs.slice();
  const keyed = defs.map((d) => ({
    d,
    test: isTestPath(d.path) ? 2 : isSamplePath(d.path) ? 1 : 0,
    local: d.ref.i >= 0 && localScope(g.data, d.ref) ? 1 : 0,
    hidden: g.data.def(d.ref).exported ? 0 : 1,
    callers: -1,
  }));
  // Overloads (one name in one file: gson's eleven Gson.fromJson) are one group and keep their line order: the group's
  // count is its first overload's, so a group costs one callers question, not one per overload (each resolves every
  // call of the name, arguments fitted; newcomer 24 #8: symbol Gson.fromJson took ~1.2 s of CPU in this ranking).
  const groups = new Map<string, (typeof keyed)[number]>();
  for (const k of keyed) {
    const key = `${k.d.path}\0${k.d.name}`;
    if (!groups.has(key)) groups.set(key, k);
  }
  const callers = (k: (typeof keyed)[number]): number => {
    if (k.callers >= 0) return k.callers;
    const first = groups.get(`${k.d.path}\0${k.d.name}`)!;
    if (first.callers < 0) first.callers = g.callers(first.d.ref).length;
    return (k.callers = first.callers);
  };
  keyed.sort(
    (a, b) =>
      a.test - b.test ||
      a.local - b.local ||
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
 * passed over: its calls are the class's constructions (newcomer 10 #22);
 * so a nested class beside only its constructors answers too. A
 * qualified `symbol` (`.`, `#`, `:`), not exactly one free definition, or
 * one in a test file beside definitions outside test files (newcomer 16 #1:
 * rack's spec `def obj.warn` is no free function to prefer over
 * `Rack::NullLogger#warn`) leaves `defs` as they are. The one rule of
 * code_callers/callees/impact (tools/codePick.ts pickDefinition, which first
 * chooses among the definitions outside test files) and `why <symbol>` (locator.ts).
 */
export function freeOverMembers(defs: SymbolItem[], symbol: string): { defs: SymbolItem[]; passedOver?: SymbolItem[] } {
  if (defs.length < 2 || /[.#:]/.test(symbol)) return { defs };
  // A free function found through another name (`header: detectFromHeader` in an object literal, graphNames bareAliasAsked) is
  // no function named `symbol`: it does not pass over the members that are (newcomer 42 #4: hono's Context.header, HonoRequest.header).
  const free = defs.filter((d) => !d.container && !(d.inherited && d.name !== symbol.trim()));
  if (!free.length) {
    // A nested class and its constructors (Java `Outer.Inner` and `Outer.Inner.Inner`): the class answers, as a
    // top-level class does beside its constructor (newcomer 16 #7); its constructors' calls are its constructions.
    const classes = defs.filter((d) => CLASS_LIKE_KINDS.has(d.kind));
    if (classes.length === 1 && defs.every((d) => d === classes[0] || d.name === `${classes[0].name}.${symbol}`)) return { defs: classes };
  }
  if (free.length !== 1) return { defs };
  if (isTestPath(free[0].path) && defs.some((d) => !isTestPath(d.path))) return { defs };
  const ctor = (d: SymbolItem) => CLASS_LIKE_KINDS.has(free[0].kind) && d.container === free[0].name;
  const passedOver = defs.filter((d) => d.container && !ctor(d));
  return passedOver.length ? { defs: free, passedOver } : { defs: free };
}

/**
 * The one definition of a name (bare or qualified) that the code answers
 * (`passedOver`, `testsPassedOver` being what they say it was chosen over).
 * `group`: several overloads of one class (CodeGraph.overloadGroup) answered
 * as one, their lines in `overloads`; `accessors`: they are a get/set pair.
 */
export interface Chosen {
  def: SymbolItem;
  passedOver?: SymbolItem[];
  testsPassedOver?: SymbolItem[];
  /** Kotlin Multiplatform: the `actual` implementations of the chosen `expect` declaration (expectedDeclaration). */
  actuals?: SymbolItem[];
}

/** Which side of Kotlin Multiplatform's expect/actual a definition is on: its own modifiers, else its class's (`expect class Buffer { fun f() }`). */
function platformSide(g: CodeGraph, d: SymbolItem): 'expect' | 'actual' | undefined {
  if (d.ref.i < 0) return undefined;
  const rec = g.data.files.get(d.ref.path);
  if (rec?.lang !== 'kotlin') return undefined;
  for (let i = d.ref.i; i >= 0; i = rec.defs[i].parent) {
    const head = /^[^(={]*/.exec(rec.defs[i].signature ?? '')![0];
    if (/\bexpect\b/.test(head)) return 'expect';
    if (/\bactual\b/.test(head)) return 'actual';
  }
  return undefined;
}

/**
 * Among same-named Kotlin `defs`, an `expect` declaration and `actual`
 * implementations of it only (Kotlin Multiplatform: one function, written
 * once per platform): the expect one and its actuals; null otherwise. The
 * calls of the common code reach them alike, so callers and impact answer
 * the expect declaration (newcomer 39 #6: okio's `callers
 * Buffer.readUtf8CodePoint` was "ambiguous" among three definitions with
 * the same callers). Callees are each body's own: not chosen so.
 */
export function expectedDeclaration(g: CodeGraph, defs: SymbolItem[]): { def: SymbolItem; actuals: SymbolItem[] } | null {
  if (defs.length < 2) return null;
  let expected: SymbolItem | undefined;
  const actuals: SymbolItem[] = [];
  for (const d of defs) {
    if (d.name !== defs[0].name) return null;
    const side = platformSide(g, d);
    if (side === 'expect') {
      if (expected) return null;
      expected = d;
    } else if (side === 'actual') actuals.push(d);
    else return null;
  }
  return expected && actuals.length ? { def: expected, actuals } : null;
}

/**
 * The definition among ranked same-named `defs` that `symbol` means without
 * asking, or null when a question remains — the one rule of the code tools
 * (tools/codePick.ts pickDefinition) and `why <symbol>` (locator.ts):
 * definitions in test files (isTestPath) step aside for the library's when
 * that leaves a choice (rack `warn`: `Rack::NullLogger#warn`, not a spec's
 * `def obj.warn`; they are `testsPassedOver`); local helpers step aside for
 * outer definitions (fastify `send`: `Reply.send`, not sendTrailer's nested
 * `send`; they are `passedOver`); then a single definition;
 * the free function of a bare name that methods share (freeOverMembers);
 * or overloads of one class, one symbol, as is a getter/setter pair.
 */
export function chooseDefinition(g: CodeGraph, defs: SymbolItem[], symbol: string): Chosen | null {
  const lib = defs.length > 1 ? defs.filter((d) => !isTestPath(d.path)) : [];
  if (lib.length && lib.length < defs.length) {
    const chosen = chooseOne(g, lib, symbol);
    return chosen && { ...chosen, testsPassedOver: defs.filter((d) => isTestPath(d.path)) };
  }
  return chooseOne(g, defs, symbol);
}

/** chooseDefinition among `defs` as they are: one, the free function over methods, or one overload group. */
function chooseOne(g: CodeGraph, defs: SymbolItem[], symbol: string): Chosen | null {
  // A bare name means an outer definition before a local helper written inside a function (fastify `send`: the method
  // Reply.send, not sendTrailer's own `function send`; newcomer 23 #4); the answer names the helpers passed over.
  const outer = defs.length > 1 && !/[.#:]/.test(symbol) ? defs.filter((d) => d.ref.i < 0 || !localScope(g.data, d.ref)) : defs;
  const locals = outer.length && outer.length < defs.length ? defs.filter((d) => !outer.includes(d)) : [];
  if (locals.length) defs = outer;
  // A bare name means the free function when members share it (`track` vs `Dep.track`); the answer says so.
  const free = freeOverMembers(defs, symbol);
  const passedOver = locals.length ? [...(free.passedOver ?? []), ...locals] : free.passedOver;
  defs = free.defs;
  // Overloads of one class are one symbol (CodeGraph.overloadGroup): no question between them; a
  // `path:line` inside one gets the calls whose argument count fits it (CodeGraph.callers exact), and callees of that body only.
  const group = defs.length ? g.overloadGroup(defs[0].ref) : [];
  // A getter and setter of one property (`get size()` / `set size(v)`) are such a group too, worded as a pair.
  const pair = g.accessorPair(group) ? { accessors: true } : {};
  if (group.length > 1 && defs.length > 1 && defs.every((d) => group.some((r) => r.path === d.ref.path && r.i === d.ref.i))) {
    defs = [{ ...g.item(group[0]), overloads: group.map((r) => shownLine(g.data.def(r))), group, ...pair }];
  } else if (group.length > 1 && defs.length === 1) defs = [{ ...defs[0], overloads: group.map((r) => shownLine(g.data.def(r))), ...pair }];
  if (defs.length !== 1) return null;
  return passedOver?.length ? { def: defs[0], passedOver } : { def: defs[0] };
}
