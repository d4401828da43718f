/**
 * C++ overloads of the same parameter count told apart by argument types
 * (argTypes.ts does Java and C#): what the syntax of a call's arguments says
 * of their types (cppArgumentTypes, CallRec.argTypes), the parameter types a
 * signature declares (cppParamTypes), and whether an argument of a known
 * type may be passed for a parameter (cppArgumentFits), after C++'s implicit
 * conversions ([conv], [over.best.ics]) as far as names tell them. yaml-cpp's
 * `YAML::Load(const std::string&)`, `Load(const char*)` and
 * `Load(std::istream&)` each listed the same 161 callers (newcomer 40):
 * `Load("a: 1")` is the `const char*` one (exact), `Load(stream)` with
 * `std::stringstream stream` the `std::istream&` one.
 *
 * What cannot be told is never a contradiction: an unknown argument fits
 * every parameter, a class of the repository may have a converting
 * constructor or a conversion operator, a template parameter takes anything.
 * Only the standard library's types and the built-in ones are known not to
 * convert (a string literal is no `std::istream&`, an `int` no `std::string`).
 */
import type { Node } from 'web-tree-sitter';
import { splitParameters } from './signatures';

/** Argument types read from literals: `#str` a string literal, `#char`, `#int`, `#float`, `#double`, `#bool`, `#null` (`nullptr`). */
const LITERAL_PREFIX = '#';

/** Built-in arithmetic types (and `size_t` and its kin), which convert to one another and to `bool` ([conv.integral], [conv.fpint], [conv.bool]). */
const ARITHMETIC: ReadonlySet<string> = new Set([
  'bool', 'char', 'signed char', 'unsigned char', 'wchar_t', 'char8_t', 'char16_t', 'char32_t', 'short', 'short int', 'unsigned short', 'int', 'unsigned', 'unsigned int',
  'long', 'long int', 'unsigned long', 'long long', 'unsigned long long', 'float', 'double', 'long double', 'size_t', 'ssize_t', 'ptrdiff_t', 'int8_t', 'int16_t',
  'int32_t', 'int64_t', 'uint8_t', 'uint16_t', 'uint32_t', 'uint64_t', 'intptr_t', 'uintptr_t',
]);

/** Standard library class templates and classes no literal and no arithmetic value converts to implicitly. */
const STD_CLASSES: ReadonlySet<string> = new Set([
  'istream', 'ostream', 'iostream', 'stringstream', 'istringstream', 'ostringstream', 'ifstream', 'ofstream', 'fstream', 'streambuf', 'vector', 'map',
  'unordered_map', 'multimap', 'set', 'unordered_set', 'multiset', 'list', 'forward_list', 'deque', 'array', 'pair', 'tuple', 'shared_ptr', 'unique_ptr',
  'weak_ptr', 'optional', 'variant', 'function', 'thread', 'mutex', 'exception', 'runtime_error', 'logic_error',
]);

/** The standard streams each stream class derives from ([iostream.forward]): a `std::stringstream` is passed for a `std::istream&`. */
const STREAM_BASES: Readonly<Record<string, readonly string[]>> = {
  istringstream: ['istream'],
  ifstream: ['istream'],
  ostringstream: ['ostream'],
  ofstream: ['ostream'],
  iostream: ['istream', 'ostream'],
  stringstream: ['iostream', 'istream', 'ostream'],
  fstream: ['iostream', 'istream', 'ostream'],
};

/** Standard string types a string literal converts to (a converting constructor from `const char*`). */
const FROM_STRING_LITERAL: ReadonlySet<string> = new Set(['string', 'string_view', 'filesystem::path', 'path', 'regex']);

/**
 * A C++ type as written (`const std::string&`, `char const *`, `std::vector<int>`,
 * `typename T::type`) reduced to what cppArgumentFits compares: no cv-qualifiers,
 * references, `std::`, `typename` or template arguments, a pointer's `*` kept
 * (`char*`), `basic_string` as `string`.
 */
export function cppType(written: string): string {
  let t = written.replace(/<[^<>]*(?:<[^<>]*>[^<>]*)*>/g, '').replace(/\b(?:const|volatile|typename|struct|class|enum)\b/g, ' ');
  t = t.replace(/&+/g, ' ').replace(/\bstd::/g, '').replace(/\s*\*\s*/g, '*').replace(/\s+/g, ' ').trim();
  return t === 'basic_string' ? 'string' : t === 'basic_string_view' ? 'string_view' : t;
}

/**
 * What the syntax of each argument of C++ call `node` (a call_expression or a
 * construction with an argument_list) says of its type, in order: a
 * literal's (`"a"` → `#str`, `'a'` → `#char`, `2` → `#int`, `2.0` →
 * `#double`, `2.0f` → `#float`, `true` → `#bool`, `nullptr` → `#null`), a
 * variable's name as `@name` (typed from its declaration when resolving:
 * graphElements argumentsFit), a construction of a standard string
 * (`std::string(s)` → `string`), `x.c_str()` → `char*`, another call as
 * `^callee` (`LocalTag("")` → `^LocalTag`: its result, or the class it
 * constructs, read when resolving), '' for anything else. Undefined when no
 * argument says anything.
 */
export function cppArgumentTypes(node: Node): string[] | undefined {
  const list = node.childForFieldName('arguments') ?? node.namedChildren.find((c) => c?.type === 'argument_list') ?? null;
  if (!list || list.type !== 'argument_list') return undefined;
  const out: string[] = [];
  for (const c of list.namedChildren) {
    if (!c || c.type === 'comment') continue;
    out.push(cppArgumentOf(c));
  }
  return out.some((t) => t !== '') ? out : undefined;
}

/** One argument's type as cppArgumentTypes reads it. */
function cppArgumentOf(a: Node): string {
  switch (a.type) {
    case 'string_literal':
    case 'raw_string_literal':
    case 'concatenated_string':
      return `${LITERAL_PREFIX}str`;
    case 'char_literal':
      return `${LITERAL_PREFIX}char`;
    case 'number_literal': {
      const n = a.text;
      if (/^0[xX]/.test(n)) return `${LITERAL_PREFIX}int`;
      if (/[.eE]/.test(n)) return /[fF]$/.test(n) ? `${LITERAL_PREFIX}float` : `${LITERAL_PREFIX}double`;
      return `${LITERAL_PREFIX}int`;
    }
    case 'true':
    case 'false':
      return `${LITERAL_PREFIX}bool`;
    case 'nullptr':
      return `${LITERAL_PREFIX}null`;
    case 'identifier':
      return `@${a.text}`;
    case 'parenthesized_expression':
      return a.namedChildren.length === 1 ? cppArgumentOf(a.namedChildren[0]!) : '';
    case 'call_expression': {
      const fn = a.childForFieldName('function');
      // `out.c_str()`: a `const char*`, whatever string class `out` is (std::string's, and every string class copying its API).
      if (fn?.type === 'field_expression' && fn.childForFieldName('field')?.text === 'c_str' && !a.childForFieldName('arguments')?.namedChildCount) return 'char*';
      // `std::string(s)`, `std::string_view(p, n)`: a standard string constructed there.
      const t = fn && (fn.type === 'qualified_identifier' || fn.type === 'identifier') ? cppType(fn.text) : '';
      if (t === 'string' || t === 'string_view') return t;
      // `LocalTag("")`, `ns::make(x)`: what the function returns (DefRec.returns), or the class constructed, typed when resolving.
      return fn && (fn.type === 'identifier' || fn.type === 'qualified_identifier') && !fn.text.startsWith('std::') ? `^${fn.text}` : '';
    }
    default:
      return '';
  }
}

/**
 * The type of each parameter of a C++ parameter list's text (arity.ts
 * parameterListText) as cppType reduces it (`const std::string& input` →
 * `string`, `const char* s` → `char*`, `std::istream& in` → `istream`);
 * '' for a parameter pack, a `...` and those after it, and where no type is read.
 */
export function cppParamTypes(inner: string): string[] {
  const out: string[] = [];
  let rest = false;
  for (const raw of splitParameters(inner, true)) {
    const p = raw.trim().replace(/\s*=.*$/s, '');
    if (!p || p === 'void') continue;
    if (rest || p.includes('...')) {
      rest = true;
      out.push('');
      continue;
    }
    // The declarator's name is the last word, unless the parameter is a type alone (`const char*`, `int`).
    const m = /^(.*?[\s*&>])\s*([A-Za-z_]\w*)(\s*\[[^\]]*\])?$/s.exec(p);
    const typed = m && !/^(?:const|volatile|unsigned|signed|long|short|int|char|double|float|bool)$/.test(m[2]) ? m[1] + (m[3] ? '*' : '') : p;
    out.push(cppType(typed));
  }
  return out;
}

/** How an argument of type `arg` (cppArgumentTypes, a variable's declared type as cppType reduces it) goes to a parameter of type `param`: `exact`, `fits`, or `no`. */
export type CppFit = 'exact' | 'fits' | 'no';

/**
 * Whether an argument of type `arg` may be passed for a parameter of type
 * `param` (cppType forms; '' is unknown and fits): `exact` for the same type
 * (a string literal for `const char*`); `no` when a standard or built-in
 * type cannot convert to the other (a string literal to a number or a
 * stream, a number to a string or a pointer, a `std::string` to `const
 * char*`); else `fits` (a parameter of a class of the repository may
 * convert from anything through a constructor). `argBases`: the names of the
 * argument's class and its ancestors when it is a class of the repository.
 */
export function cppArgumentFits(arg: string, param: string, argBases: ReadonlySet<string> | undefined): CppFit {
  if (!arg || !param) return 'fits';
  // A string literal is a `const char*` ([lex.string]; its array decays): exact for one, converting as one does.
  if (arg === `${LITERAL_PREFIX}str`) arg = 'char*';
  // The same class, written with more or fewer of its scopes (`YAML::Node` declared, `Node` the parameter in namespace YAML).
  if (arg === param || (!arg.startsWith(LITERAL_PREFIX) && arg.slice(arg.lastIndexOf(':') + 1) === param.slice(param.lastIndexOf(':') + 1))) return 'exact';
  const pointer = param.endsWith('*');
  const stdParam = ARITHMETIC.has(param) || STD_CLASSES.has(param) || FROM_STRING_LITERAL.has(param) || pointer;
  if (arg.startsWith(LITERAL_PREFIX)) {
    const lit = arg.slice(1);
    if (lit === 'null') return pointer || param === 'shared_ptr' || param === 'unique_ptr' || param === 'function' || param === 'nullptr_t' ? 'fits' : stdParam ? 'no' : 'fits';
    // Numbers, characters and booleans: the types of those literals are exact, other arithmetic types convert.
    if (param === lit) return 'exact';
    if (ARITHMETIC.has(param)) return 'fits';
    return stdParam ? 'no' : 'fits';
  }
  // A variable of a known type.
  if (argBases?.has(param)) return 'fits';
  if (STREAM_BASES[arg]?.includes(param)) return 'fits';
  if (ARITHMETIC.has(arg)) return ARITHMETIC.has(param) ? 'fits' : stdParam ? 'no' : 'fits';
  if (arg === 'char*') return FROM_STRING_LITERAL.has(param) || param === 'void*' || param === 'bool' ? 'fits' : stdParam ? 'no' : 'fits';
  if (arg === 'string') return param === 'string_view' || param === 'filesystem::path' || param === 'path' ? 'fits' : stdParam ? 'no' : 'fits';
  if (arg.endsWith('*')) return param === 'void*' || param === 'bool' ? 'fits' : pointer || ARITHMETIC.has(param) || STD_CLASSES.has(param) || FROM_STRING_LITERAL.has(param) ? 'no' : 'fits';
  // A standard class (a stream, a container) is passed only as itself or its bases (above): no built-in, string or pointer parameter takes it.
  if (STD_CLASSES.has(arg) || STREAM_BASES[arg]) return stdParam ? 'no' : 'fits';
  // A class of the repository: a built-in or pointer parameter only through a conversion operator, which is rare.
  if (argBases) return ARITHMETIC.has(param) || pointer ? 'no' : 'fits';
  return 'fits';
}
