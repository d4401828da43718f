/**
 * C++ attribute macros after a declarator, blanked before parsing (langCpp's
 * LangSpec.source, after cppSource.ts readableCpp). Clang's thread-safety
 * annotations and their kin stand where the grammar expects a body or a `;`:
 *
 * - after a function's parameter list, its qualifiers among them:
 *   `void Unlock() UNLOCK_FUNCTION() { … }`, `Status Write() EXCLUSIVE_LOCKS_REQUIRED(mu_);`,
 *   `explicit MutexLock(Mutex* mu) EXCLUSIVE_LOCK_FUNCTION(mu) : mu_(mu) {`,
 *   `int size() const WARN_UNUSED_RESULT override;`, `logger &operator=(logger o)
 *   SPDLOG_NOEXCEPT {`, also on the line after the `)`;
 * - after a member's or a variable's name: `int refs_ GUARDED_BY(mu_);`,
 *   `std::deque<Writer*> writers_ GUARDED_BY(mutex_) = {};`, also on the next line;
 * - after a parameter's name, with or without arguments:
 *   `insert(T&& value ABSL_INTERNAL_ATTRIBUTE_CAPTURED_BY_THIS)`,
 *   `f(const T& v ABSL_ATTRIBUTE_LIFETIME_BOUND, int n)`.
 *
 * The grammar, knowing no macros, read `UNLOCK_FUNCTION() { … }` as the
 * function (leveldb's `port::Mutex.Unlock` was indexed as
 * `Mutex.UNLOCK_FUNCTION`, so no `mu_.Unlock()` call had a target), and
 * `GUARDED_BY(mu_);` as a function declaration, with the member before it an
 * error. Each macro (an all-capitals name with an underscore, cppSource.ts
 * NAME, with or without arguments) becomes as many spaces, so every position
 * holds.
 *
 * Kept as written: a macro after the condition of `if`/`while`/`for`/`switch`
 * (`if (x) LOG_ERROR(y);`, a statement), after a cast (`(void) UNUSED(x)`),
 * after a keyword (`return MAKE_STATUS(x);`, `else FAIL_IF(y);`) or a type
 * (`static const int MAX_SIZE(3);`, a variable), one whose arguments read as
 * parameters (`Status FOO_OPEN(int fd);`, a function named in capitals), and
 * any in a directive or a `//` comment. One regular expression finds the
 * capitals names; the rest is a look around each.
 */
import { NAME, ONLY_NAME } from './cppSource';

/** Capitals macro names with an underscore, where a run of them may start. */
const CANDIDATE = new RegExp(String.raw`\b${NAME}\b`, 'g');
/** A macro's argument list, maybe over several lines (`ABSL_ACQUIRED_AFTER(⏎ mutex)`), two levels of nested parentheses. */
const ARGS_LINES = String.raw`\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)`;
/** One macro at a position (sticky): with its arguments (1: the arguments), or a bare name. */
const MACRO_AT = new RegExp(String.raw`${NAME}(?:(${ARGS_LINES})|\b(?![ \t]*\())`, 'y');
/** A qualifier between a parameter list and its macros (sticky), `noexcept(…)` with its condition. */
const QUALIFIER_AT = /(?:const|volatile|override|final)\b|noexcept\b(?:[ \t]*\([^()\n]*\))?/y;
/** Qualifier words that may stand between a parameter list and a macro. */
const QUALIFIERS = ['const', 'volatile', 'override', 'final', 'noexcept'];
/** What may follow a function's macros: its body, `;`, `= 0`/`= default`, initializers, a trailing return type, a comment, the line's end. */
const AFTER_FUNCTION = /[ \t]*(?:[{;=]|:(?!:)|->|\/[/*]|\r?\n|$)/y;
/** What may follow a member's macros: `;`, an initializer, a comment, the line's end. */
const AFTER_MEMBER = /[ \t]*(?:[{;=]|\/[/*]|\r?\n|$)/y;
/** What may follow a parameter's macros: the next parameter or the list's end. */
const AFTER_PARAMETER = /[ \t]*[,)]/y;
/** Words before `(` that make `( … )` no parameter list: a condition, an operand, a cast's neighbour. */
const NOT_DECLARATOR = new Set(['if', 'while', 'for', 'switch', 'catch', 'return', 'co_return', 'co_yield', 'co_await', 'throw', 'sizeof', 'alignof', 'decltype', 'constexpr', 'consteval', 'and', 'or', 'not', 'new', 'delete', 'case']);
/** Words before a macro call that make it no member's attribute: statements' keywords, operators, and types or specifiers of a variable or function named in capitals. */
const NOT_MEMBER = new Set([
  ...NOT_DECLARATOR, 'else', 'do', 'goto', 'typename', 'using', 'namespace', 'operator', 'typedef', 'template', 'public', 'private', 'protected', 'xor', 'bitand', 'bitor', 'compl',
  'void', 'bool', 'char', 'wchar_t', 'char8_t', 'char16_t', 'char32_t', 'short', 'int', 'long', 'float', 'double', 'signed', 'unsigned', 'auto',
  'const', 'volatile', 'static', 'extern', 'inline', 'constexpr', 'constinit', 'mutable', 'virtual', 'explicit', 'friend', 'register', 'thread_local',
  'class', 'struct', 'union', 'enum',
]);

/** A line's text up to a conversion operator's `*` or `&` before its `(`: `operator V*`, `operator node_iterator_value<V>*`. */
const CONVERSION = /\boperator[ \t]+[\w:]+(?:<[\w:<>, \t*&]*>)?[ \t]*[*&]+$/;
/** A whole word in capitals. */
const CAPITALS = /^[A-Z][A-Z0-9_]*$/;

const isSpaceCode = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
const isWordCode = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/**
 * `text` (C++, as readableCpp left it) with attribute macros after a
 * declarator blanked (see the module comment); `text` itself when there are
 * none. Tabs and line breaks are kept, so every offset holds.
 */
export function blankTrailingMacros(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    const at = m.index;
    const run = macroRun(text, at);
    if (!run) continue;
    for (const [from, to] of run.macros) {
      parts.push(text.slice(copied, from), text.slice(from, to).replace(/[^\t\r\n]/g, ' '));
      copied = to;
    }
    CANDIDATE.lastIndex = run.end;
  }
  if (!parts.length) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}

/** The macros (offset ranges) of an attribute run starting with the macro at `at`, and the run's end; undefined when the macro at `at` is no such attribute. */
function macroRun(text: string, at: number): { macros: [number, number][]; end: number } | undefined {
  // What stands before: a parameter list's `)` (maybe past qualifiers and one line break), or a member's name.
  let j = at - 1;
  let lineBreaks = 0;
  let qualified = false;
  for (;;) {
    while (j >= 0 && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9 || text.charCodeAt(j) === 13 || text.charCodeAt(j) === 10)) {
      if (text.charCodeAt(j) === 10 && ++lineBreaks > 1) return undefined;
      j--;
    }
    const q = qualifierEndingAt(text, j);
    if (!q) break;
    j -= q;
    qualified = true;
  }
  if (j < 0) return undefined;
  const c = text.charCodeAt(j);
  const member = c !== 41;
  if (member && (qualified || !(isWordCode(c) || c === 93))) return undefined;
  if (member && c !== 93) {
    const word = wordEndingAt(text, j);
    // On the next line, a capitals word before is a lone macro of its own (`Q_OBJECT`), no member's name.
    if (NOT_MEMBER.has(word) || (lineBreaks && CAPITALS.test(word))) return undefined;
  }
  // The run: macros and qualifiers, each after spaces.
  const macros: [number, number][] = [];
  // A member's run holds a macro without arguments: it must be a parameter's (`T&& v ABSL_ATTRIBUTE_LIFETIME_BOUND)`).
  let bare = false;
  let k = at;
  for (;;) {
    MACRO_AT.lastIndex = k;
    const mac = MACRO_AT.exec(text);
    if (mac) {
      if (member && !(mac[1] ? readsAsArguments(mac[1]) : (bare = true))) return undefined;
      macros.push([k, MACRO_AT.lastIndex]);
      k = MACRO_AT.lastIndex;
    } else if (!member) {
      QUALIFIER_AT.lastIndex = k;
      if (!QUALIFIER_AT.test(text)) break;
      k = QUALIFIER_AT.lastIndex;
    } else break;
    // Tokens stand apart (`FOO()const` ends the run and fails the test below), maybe on the next lines
    // (`ABSL_GUARDED_BY(mu)⏎ ABSL_PT_GUARDED_BY(mu){nullptr}`); spaces to a line break end a run that stops there.
    let s = k;
    while (text.charCodeAt(s) === 32 || text.charCodeAt(s) === 9) s++;
    if (s === k && !isSpaceCode(text.charCodeAt(s))) break;
    let t = s;
    while (isSpaceCode(text.charCodeAt(t))) t++;
    if (t > s && !startsToken(text, t, member)) {
      k = s;
      break;
    }
    k = t;
  }
  if (!macros.length) return undefined;
  // The run must end where a declarator does.
  const after = member ? AFTER_MEMBER : AFTER_FUNCTION;
  after.lastIndex = k;
  AFTER_PARAMETER.lastIndex = k;
  const parameter = member && AFTER_PARAMETER.test(text);
  if (!(parameter || (!bare && after.test(text)))) return undefined;
  if (parameter && !insideParentheses(text, j)) return undefined;
  // The costlier looks last: the lines are code, the `)` closes a parameter list.
  if (!codeLine(text, at) || (lineBreaks && !codeLine(text, j))) return undefined;
  if (!member && !parameterList(text, j, lineBreaks > 0)) return undefined;
  return { macros, end: k };
}

/** Whether offset `j` stands inside parentheses opened within 2000 characters before it, with no `;`, `{` or `}` between. */
function insideParentheses(text: string, j: number): boolean {
  let depth = 0;
  for (let i = j, stop = Math.max(0, j - 2000); i >= stop; i--) {
    const c = text.charCodeAt(i);
    if (c === 41) depth++;
    else if (c === 40 && --depth < 0) return true;
    else if (c === 59 || c === 123 || c === 125) return false;
  }
  return false;
}

/** Whether a macro (or, after a parameter list, a qualifier) starts at `k`. */
function startsToken(text: string, k: number, member: boolean): boolean {
  MACRO_AT.lastIndex = k;
  if (MACRO_AT.test(text)) return true;
  QUALIFIER_AT.lastIndex = k;
  return !member && QUALIFIER_AT.test(text);
}

/** The length of the qualifier word (QUALIFIERS) whose last character is at `j`, or 0. */
function qualifierEndingAt(text: string, j: number): number {
  const c = text.charCodeAt(j);
  // Each ends in `t`, `e` or `l`.
  if (c !== 116 && c !== 101 && c !== 108) return 0;
  for (const q of QUALIFIERS) {
    const from = j - q.length + 1;
    if (from >= 0 && text.startsWith(q, from) && !(from > 0 && isWordCode(text.charCodeAt(from - 1)))) return q.length;
  }
  return 0;
}

/** The word (identifier or keyword) whose last character is at `j`. */
function wordEndingAt(text: string, j: number): string {
  let i = j;
  while (i > 0 && isWordCode(text.charCodeAt(i - 1))) i--;
  return text.slice(i, j + 1);
}

/**
 * Whether the line holding offset `at` is code there: not a directive or
 * its continuation, not a comment line (`//`, `/*`, ` * …`), and no `//`
 * before `at` on it.
 */
function codeLine(text: string, at: number): boolean {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const before = text.slice(start, at);
  const lead = before.trimStart();
  if (lead.startsWith('#') || lead.startsWith('*') || lead.startsWith('/*') || before.includes('//')) return false;
  // A directive continued from the line before (`\` at its end).
  let p = start - 2;
  while (p >= 0 && (text.charCodeAt(p) === 13 || text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9)) p--;
  return !(p >= 0 && text.charCodeAt(p) === 92);
}

/**
 * Whether the `)` at `close` ends a declarator's parameter list: its `(`
 * (within 4000 characters) follows a name that is no keyword of a
 * statement or an operand (NOT_DECLARATOR), a template's `>`, a lambda's
 * `]`, `operator()`'s `)`, an operator's symbol or a conversion operator's
 * pointer or reference type (`operator V*`). `nextLine`: the macro stands on the next
 * line, and a capitals name before the `(` is then a macro call of its own
 * (`DISALLOW_COPY(Foo)` above a line of another macro), not a function.
 */
function parameterList(text: string, close: number, nextLine: boolean): boolean {
  let depth = 0;
  let i = close;
  const stop = Math.max(0, close - 4000);
  for (; i >= stop; i--) {
    const c = text.charCodeAt(i);
    if (c === 41) depth++;
    else if (c === 40 && --depth === 0) break;
    else if ((c === 59 || c === 123 || c === 125) && depth <= 1) return false;
  }
  if (i < stop) return false;
  let j = i - 1;
  while (j >= 0 && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j--;
  if (j < 0) return false;
  const c = text.charCodeAt(j);
  if (c === 62 || c === 93 || c === 41) return true;
  if (!isWordCode(c)) {
    // An operator's name, `operator=(logger other) SPDLOG_NOEXCEPT {`, `operator+=(…)`, `operator!=(…)`.
    let k = j;
    while (k >= 0 && '=+-*/%^&|!<~,'.includes(text[k])) k--;
    while (k >= 0 && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
    if (k < j && k >= 7 && wordEndingAt(text, k) === 'operator') return true;
    // A conversion to a pointer or reference type, `operator V*() YAML_ATTRIBUTE_LIFETIME_BOUND {`.
    return (c === 42 || c === 38) && CONVERSION.test(text.slice(text.lastIndexOf('\n', j) + 1, j + 1));
  }
  const word = wordEndingAt(text, j);
  if (NOT_DECLARATOR.has(word)) return false;
  return !(nextLine && ONLY_NAME.test(word));
}

/**
 * Whether a macro's argument list `(…)` reads as arguments (`(mu_)`,
 * `(a->mu, b)`, `("message")`), not as a function's parameters (`(int fd)`,
 * `()`): not empty, and no two names in a row outside strings.
 */
function readsAsArguments(args: string): boolean {
  const inner = args.slice(1, -1).replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""').trim();
  return inner.length > 0 && !/[\w>*&][ \t*&]+[A-Za-z_]/.test(inner.replace(/(^|,)[ \t]*[*&]+/g, '$1'));
}
