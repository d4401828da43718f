/**
 * pytest fixtures (pytest docs, "How to use fixtures": a test function, or
 * another fixture, asks for a fixture by naming it as a parameter, and
 * receives what the fixture function returns or yields; the fixture is looked
 * up in the test's module, then in the `conftest.py` files of its folder and
 * of each folder above it). Extraction marks fixture functions
 * (DefRec.fixture), gives an unannotated one the class it builds, and binds
 * each plain parameter of a test or fixture to `fixture:<name>`, which
 * graphElements `fixtureTypes` resolves.
 */
import type { Node } from 'web-tree-sitter';
import { pythonParams } from './paramNames';
import { annotatedClass, ownReturns } from './pythonAnnotations';
import type { DefRec, FileRec } from './types';

/** `@pytest.fixture`, `@pytest.fixture(scope="module")`, `@fixture` (imported from pytest), as written without spaces. */
const FIXTURE = /^@(?:pytest\.)?fixture(?:\(|$)/;

/** Whether decorated definition `decorated` is a pytest fixture. */
export function isFixture(decorated: Node): boolean {
  for (const c of decorated.namedChildren) {
    if (c?.type === 'decorator' && FIXTURE.test(c.text.replace(/\s+/g, ''))) return true;
  }
  return false;
}

/** A class-like callee, dotted or not (`CliRunner`, `testing.CliRunner`): a construction by Python's naming convention. */
const CLASS_CALLEE = /^(?:[A-Za-z_]\w*\.)*[A-Z]\w*$/;

/**
 * What an unannotated fixture function `node` gives, as a type its own scope
 * reads (graphElements fixtureTypes): the class of `return C(…)` / `yield
 * C(…)`, or of `return v` / `yield v` where the body assigned `v = C(…)`
 * directly; the call `p.m()` of `return p.m(…)` on one of its parameters
 * (another fixture: flask's `client(app)` returning `app.test_client()`);
 * `fixture:top` for `return top` and `fixture:factory()` for `return
 * factory(…)` on a parameter (what the fixture of that name gives, or what
 * calling it builds: graphElements fixtureTypes resolves both from the
 * requesting test's place, as pytest does for a test's whole fixture closure).
 * Every value it returns or yields (not counting functions nested in it)
 * must say the same; undefined otherwise (`yield ctx` of a `with`, mixed
 * values, none).
 */
export function fixtureValue(node: Node): string | undefined {
  const body = node.childForFieldName('body');
  if (!body) return undefined;
  const values = ownReturns(node, true);
  const made = new Map<string, string>();
  // `app = Flask(…)` directly in the body: what `return app` gives.
  for (const st of body.namedChildren) {
    const a = st?.type === 'expression_statement' ? st.namedChildren[0] : null;
    const left = a?.type === 'assignment' ? a.childForFieldName('left') : null;
    const cls = left?.type === 'identifier' ? classMade(a!.childForFieldName('right')) : undefined;
    if (cls) made.set(left!.text, cls);
  }
  const params = new Set(pythonParams(`def f${node.childForFieldName('parameters')?.text ?? '()'}`).filter((x) => x.plain).map((x) => x.name));
  let out: string | undefined;
  for (const v of values) {
    let t = v?.type === 'identifier' ? made.get(v.text) : classMade(v);
    if (!t && v?.type === 'identifier' && params.has(v.text)) t = `fixture:${v.text}`;
    if (!t && v?.type === 'call') {
      const f = v.childForFieldName('function');
      const obj = f?.type === 'attribute' ? f.childForFieldName('object') : null;
      if (obj?.type === 'identifier' && params.has(obj.text)) t = `${obj.text}.${f!.childForFieldName('attribute')?.text}()`;
      else if (f?.type === 'identifier' && params.has(f.text)) t = `fixture:${f.text}()`;
    }
    if (!t || (out !== undefined && out !== t)) return undefined;
    out = t;
  }
  return out;
}

/** `partial`, `functools.partial` (Python docs, functools.partial: calling the result calls its first argument). */
const PARTIAL = /^(?:functools\.)?partial$/;

/**
 * The class a factory fixture's value builds when called (DefRec.fixtureMakes):
 * `return partial(C, …)` (itsdangerous's `serializer_factory`) or `return C`,
 * C class-like by Python's naming convention and no parameter of the fixture;
 * or `return _make` of a function `_make` defined in the fixture's body
 * whose every return builds C (`return C(…)`) or that declares `-> C` (the
 * "factories as fixtures" pattern of the pytest docs).
 * Every value it returns or yields must say the same; undefined otherwise.
 */
export function fixtureFactory(node: Node): string | undefined {
  const params = new Set(pythonParams(`def f${node.childForFieldName('parameters')?.text ?? '()'}`).map((x) => x.name));
  const nested = nestedMakers(node);
  let out: string | undefined;
  for (const v of ownReturns(node, true)) {
    let c: string | undefined;
    if (v?.type === 'identifier' && nested.has(v.text)) c = nested.get(v.text);
    else if (v?.type === 'call' && PARTIAL.test(v.childForFieldName('function')?.text.replace(/\s+/g, '') ?? '')) {
      const first = v.childForFieldName('arguments')?.namedChildren[0];
      if (first && (first.type === 'identifier' || first.type === 'attribute')) c = first.text.replace(/\s+/g, '');
    } else if (v && (v.type === 'identifier' || v.type === 'attribute')) c = v.text.replace(/\s+/g, '');
    if (!c || !CLASS_CALLEE.test(c) || params.has(c.split('.')[0]) || (out !== undefined && out !== c)) return undefined;
    out = c;
  }
  return out;
}

/**
 * The functions defined directly in fixture `node`'s body (decorated or not),
 * by name, each with the class it builds: its return annotation's one class
 * (annotatedClass), else the class every one of its own returns constructs
 * (`return Client(base)`); '' when it builds none known.
 */
function nestedMakers(node: Node): Map<string, string> {
  const out = new Map<string, string>();
  for (const st of node.childForFieldName('body')?.namedChildren ?? []) {
    const fn = st?.type === 'decorated_definition' ? st.childForFieldName('definition') : st;
    if (fn?.type !== 'function_definition') continue;
    const name = fn.childForFieldName('name')?.text;
    if (!name) continue;
    const ann = fn.childForFieldName('return_type');
    let c = ann ? annotatedClass(ann.text) : undefined;
    if (!ann) {
      const built = ownReturns(fn).map(classMade);
      c = built.length && built.every((x) => x && x === built[0]) ? built[0] : undefined;
    }
    out.set(name, c && CLASS_CALLEE.test(c) ? c : '');
  }
  return out;
}

/** The class-like callee of call `v` (`CliRunner()`, `testing.CliRunner()`), else undefined. */
function classMade(v: Node | null): string | undefined {
  const callee = v?.type === 'call' ? v.childForFieldName('function')?.text.replace(/\s+/g, '') : undefined;
  return callee && CLASS_CALLEE.test(callee) ? callee : undefined;
}

/**
 * Binds each plain parameter of the file's tests (kind `test`, pythonTests,
 * or a module-level function named `test…`) and fixtures to the fixture of its name, `fixture:runner` (not `self`,
 * `cls` nor `request`), so `runner.invoke(…)` reaches what the `runner`
 * fixture builds. Where the function binds the name again (`runner =
 * make()`, `for runner in …`, `lambda runner: …`; those binds are placed,
 * fileNesting scopeBinds), the fixture's bind is placed at the function's
 * start, ahead of them in the records (a lookup without a place reads it):
 * it holds up to the first of them. A name bound again without a place is
 * left to that bind.
 */
export function fixtureParams(rec: FileRec, params?: ReadonlyMap<number, ReadonlySet<string>>): void {
  rec.defs.forEach((d: DefRec, i) => {
    // A module-level `test_…` function is a test to pytest even where pythonTests cannot tell (one such function, no pytest import).
    if (d.kind !== 'test' && !d.fixture && !(d.kind === 'function' && d.parent < 0 && d.name.startsWith('test'))) return;
    const given = params?.get(d.line);
    for (const { name, plain } of pythonParams(d.signature ?? '')) {
      if (!plain) continue;
      if (name === 'self' || name === 'cls' || name === 'request') continue;
      // A `@pytest.mark.parametrize("value", …)` argument takes the listed values, not a fixture (newcomer 35 #11).
      if (given?.has(name)) continue;
      const first = rec.binds.findIndex((b) => b.scope === i && b.name === name);
      if (first < 0) {
        rec.binds.push({ scope: i, name, type: `fixture:${name}` });
        continue;
      }
      if (rec.binds.some((b) => b.scope === i && b.name === name && b.line === undefined)) continue;
      rec.binds.splice(first, 0, { scope: i, name, type: `fixture:${name}`, line: d.line, col: d.col });
    }
  });
}

/**
 * The argument names `@pytest.mark.parametrize` gives each decorated
 * function (`"value, expect"`, `("a", "b")`, `argnames="c"`; pytest's
 * reference, "pytest.mark.parametrize"), by the 1-based line of its `def`:
 * those parameters take the listed values, so they are no fixtures.
 */
export function parametrized(root: Node): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const dd of root.descendantsOfType('decorated_definition')) {
    const def = dd?.childForFieldName('definition');
    if (!dd || def?.type !== 'function_definition') continue;
    const names = new Set<string>();
    for (const dec of dd.namedChildren) {
      const call = dec?.type === 'decorator' ? dec.namedChildren[0] : null;
      if (call?.type !== 'call' || !/(^|\.)parametrize$/.test(call.childForFieldName('function')?.text ?? '')) continue;
      const args = call.childForFieldName('arguments')?.namedChildren ?? [];
      const kw = args.find((a) => a?.type === 'keyword_argument' && a.childForFieldName('name')?.text === 'argnames');
      const first = kw ? kw.childForFieldName('value') : args[0]?.type === 'keyword_argument' ? null : args[0];
      const strings = first?.type === 'string' ? [first] : first?.type === 'tuple' || first?.type === 'list' ? first.namedChildren : [];
      for (const s of strings) {
        if (s?.type !== 'string') continue;
        for (const n of s.text.replace(/^[rbuf]*['"]+|['"]+$/gi, '').split(',')) if (n.trim()) names.add(n.trim());
      }
    }
    if (names.size) out.set(def.startPosition.row + 1, names);
  }
  return out;
}
