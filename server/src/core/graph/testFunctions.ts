/**
 * Test functions of the languages whose runners collect them by a name, a
 * parameter type, an annotation or an attribute (newcomer 19 #8: `-k test`
 * found nothing in Go, Rust, Kotlin or Java repositories). They become kind
 * `test`, as Python's (langPython `pythonTests`), Ruby's and the TS/JS test
 * cases already are: callers of one say the runner runs it, and `-k test`
 * lists them. Names, signatures and docs stay. Each rule is the runner's own:
 *
 * - Go (`go help testfunc`): a top-level `func TestXxx(t *testing.T)`,
 *   `BenchmarkXxx(*testing.B)`, `FuzzXxx(*testing.F)` and `TestMain(*testing.M)`,
 *   where Xxx does not start with a lower-case letter; `func ExampleXxx()`
 *   in a file importing "testing" or of a `_test` package (a record is keyed
 *   by content, so `_test.go` is not seen here).
 * - Rust (the Reference, "Testing attributes"; tokio, async-std, rstest,
 *   test-case, proptest, quickcheck): a `fn` under `#[test]`, `#[bench]`,
 *   `#[tokio::test]`, `#[rstest]`, `#[test_case(…)]`, `#[quickcheck]`.
 * - Java and Kotlin (JUnit 4/5, TestNG, kotlin.test, junit-pioneer): a method
 *   or function annotated `@Test`, `@ParameterizedTest`, `@RepeatedTest`,
 *   `@TestFactory`, `@TestTemplate`, `@RetryingTest`.
 * - C# (xUnit, NUnit, MSTest): a method with `[Fact]`, `[Theory]`, `[Test]`,
 *   `[TestCase(…)]`, `[TestCaseSource(…)]`, `[TestMethod]`, `[DataTestMethod]`.
 * - PHP (PHPUnit): a `test…` method of a class based on a `…TestCase`, or a
 *   method marked `@test` in its doc or `#[Test]` (alone or in a group,
 *   `#[Test, TestDox('adds')]`).
 * - Swift (XCTest; Swift Testing): a `test…` method of a class based on
 *   `XCTestCase`, or a function or method annotated `@Test`.
 *
 * Set-up and tear-down methods (`@BeforeEach`, `setUp`) stay methods, as
 * Python's do.
 */
import type { DefRec, FileRec } from './types';
import { SourceLines } from './sourceLines';

/** A Go test-like name and its parameter: `TestAdd(t *testing.T)`, not `Testify(…)`. */
const GO_TEST = /^(Test|Benchmark|Fuzz)(?![a-z])\w*$/;
const GO_TEST_PARAM = /^func\s+\w+(\[[^\]]*\])?\(\s*\w*\s*\*testing\.(T|B|F|M)\s*\)/;
const GO_EXAMPLE = /^Example(?![a-z])\w*$/;

/** Rust test attributes, by their last path segment (`#[tokio::test(flavor = "multi_thread")]`). */
const RUST_TEST_ATTR = /^#\[\s*(?:[\w]+::)*(test|bench|rstest|test_case|quickcheck|proptest)\b/;

/** JUnit, TestNG, kotlin.test and junit-pioneer annotations that make a test (`@org.junit.jupiter.api.Test` included). */
const JVM_TEST_ANNOTATION = /@(?:[\w]+\.)*(Test|ParameterizedTest|RepeatedTest|TestFactory|TestTemplate|RetryingTest)\b(?!\s*\.)/;

/** xUnit, NUnit and MSTest attributes that make a test, inside an attribute list (`[Fact]`, `[Test, Category("x")]`). */
const CS_TEST_ATTRIBUTE = /\[(?:[^\]]*,\s*)?(?:[\w]+\.)*(Fact|Theory|Test|TestCase|TestCaseSource|TestMethod|DataTestMethod)\s*[\](,]/;

/** Swift Testing's `@Test` (`@Test func adds()`, `@Test("adds two") func …`). */
const SWIFT_TEST_ANNOTATION = /@Test\b/;

/** PHPUnit's `#[Test]` attribute, alone or in a group (`#[Test, TestDox('adds')]`), bare or fully qualified; not `#[TestDox(…)]`. */
const PHP_TEST_ATTRIBUTE = /#\[\s*(?:[^\]]*,\s*)?(?:\\?PHPUnit\\Framework\\Attributes\\)?Test\s*[\](,]/;

/**
 * Cheap checks on the source: a file without them holds no test functions of its language. PHP's are `test`
 * (a `test…` method, `@test`) or `Test` (`#[Test]`, `…TestCase`): a PHPUnit 10 file may hold only the latter.
 */
const MARKERS: Record<string, string[]> = { go: ['testing'], rust: ['#['], java: ['@'], kotlin: ['@'], csharp: ['['], php: ['test', 'Test'], swift: ['Test'] };

/**
 * Marks the test functions of `rec` (FileRec of `src` in language `lang`, a
 * languages.ts id) as kind `test`, by the rules above. Files of other
 * languages, and files whose text has no marker of their language's tests,
 * are left as they are.
 */
export function markTestFunctions(lang: string, rec: FileRec, src: string): void {
  const markers = MARKERS[lang];
  if (!markers || !markers.some((m) => src.includes(m)) || !rec.defs.length) return;
  const lines = new SourceLines(src);
  for (const d of rec.defs) {
    if (d.kind !== 'function' && d.kind !== 'method') continue;
    if (isTest(lang, rec, d, lines)) d.kind = 'test';
  }
}

function isTest(lang: string, rec: FileRec, d: DefRec, lines: SourceLines): boolean {
  switch (lang) {
    case 'go':
      if (d.parent >= 0 || d.kind !== 'function') return false;
      if (GO_TEST.test(d.name)) return GO_TEST_PARAM.test(d.signature ?? '');
      return GO_EXAMPLE.test(d.name) && /^func\s+\w+\(\s*\)\s*$/.test(d.signature ?? '') && (rec.pkg?.endsWith('_test') === true || rec.imports.some((i) => i.source === 'testing'));
    case 'rust':
      return attributesAbove(lines, d.line).some((a) => RUST_TEST_ATTR.test(a));
    case 'java':
    case 'kotlin':
      return JVM_TEST_ANNOTATION.test(head(lines, d)) || attributesAbove(lines, d.line).some((a) => JVM_TEST_ANNOTATION.test(a));
    case 'csharp':
      return CS_TEST_ATTRIBUTE.test(head(lines, d)) || attributesAbove(lines, d.line).some((a) => CS_TEST_ATTRIBUTE.test(a));
    case 'php':
      if (d.kind !== 'method') return false;
      if (/^test/.test(d.name) && basedOn(rec, d, /TestCase$/)) return true;
      return /@test\b/.test(d.doc ?? '') || PHP_TEST_ATTRIBUTE.test(head(lines, d) + attributesAbove(lines, d.line).join(' '));
    case 'swift':
      if (d.kind === 'method' && /^test/.test(d.name) && basedOn(rec, d, /^XCTestCase$/)) return true;
      return SWIFT_TEST_ANNOTATION.test(head(lines, d)) || attributesAbove(lines, d.line).some((a) => SWIFT_TEST_ANNOTATION.test(a));
    default:
      return false;
  }
}

/** Whether `d`'s enclosing class names a base matching `base` (as written: `TestCase`, `PHPUnit\Framework\TestCase` kept as its last name). */
function basedOn(rec: FileRec, d: DefRec, base: RegExp): boolean {
  const cls = d.parent >= 0 ? rec.defs[d.parent] : undefined;
  return !!cls && (cls.bases ?? []).some((b) => base.test(b));
}

/** A definition's text from its start to its name: the modifiers, annotations and attributes its node holds. */
function head(lines: SourceLines, d: DefRec): string {
  if (d.nameLine === d.line) return lines.text(d.line).slice(d.col - 1, d.nameCol - 1);
  const parts = [lines.text(d.line).slice(d.col - 1)];
  for (let n = d.line + 1; n < d.nameLine; n++) parts.push(lines.text(n));
  parts.push(lines.text(d.nameLine).slice(0, d.nameCol - 1));
  return parts.join('\n');
}

/**
 * The attribute and annotation lines directly above 1-based line `n`
 * (`#[test]`, `@Test`, `[Fact]`), trimmed, nearest first; comments and
 * blank lines between them are passed over, anything else ends them. At
 * most 8 lines are read.
 */
function attributesAbove(lines: SourceLines, n: number): string[] {
  const out: string[] = [];
  for (let k = n - 1; k >= 1 && k >= n - 8; k--) {
    const t = lines.text(k).trim();
    if (t === '' || t.startsWith('//') || t.startsWith('*') || t.startsWith('/*')) continue;
    if (t.startsWith('#[') || t.startsWith('@') || t.startsWith('[')) out.push(t);
    else break;
  }
  return out;
}
