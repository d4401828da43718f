/**
 * Overloads of the same parameter count told apart by argument types (Java,
 * C#; newcomer 19 #1): what extraction can say of each argument of a call
 * from its syntax alone (argumentTypes, CallRec.argTypes), the parameter
 * types a signature declares (declaredParamTypes), and whether a known
 * argument type may be passed for a parameter type (argumentFits), following
 * JLS §5.3 (invocation contexts: identity, widening primitive, widening
 * reference, boxing) and C#'s implicit conversions (ECMA-334 §10.2) as far
 * as names alone tell them. What cannot be told is never a contradiction:
 * an unknown argument fits every parameter, and a type from outside the
 * repository (a JDK `StringReader`) may extend any outside type, never a
 * class of the repository (the library cannot know it).
 */
import type { Node } from 'web-tree-sitter';
import { splitParameters } from './signatures';
import { kotlinArgumentTypes } from './argTypesKotlin';
import { cppArgumentTypes } from './argTypesCpp';
import { swiftArgumentLabels } from './swiftLabels';

/** Languages whose calls record CallRec.argTypes (Kotlin's read by argTypesKotlin.ts, C++'s by argTypesCpp.ts). */
export const ARG_TYPE_LANGS: ReadonlySet<string> = new Set(['java', 'csharp', 'kotlin', 'swift', 'cpp']);

/**
 * Types a literal of each kind may be passed as (invocation conversions:
 * widening primitive, boxing then widening reference; C#'s implicit numeric
 * conversions and its aliases' struct names). `String` stands for a string
 * literal in both languages.
 */
const LITERAL_FITS: Readonly<Record<string, ReadonlySet<string>>> = {
  String: new Set(['String', 'string', 'CharSequence', 'Comparable', 'Serializable', 'Object', 'object', 'IComparable', 'IEnumerable', 'IEquatable', 'ReadOnlySpan']),
  int: new Set(['int', 'long', 'float', 'double', 'Integer', 'Number', 'Comparable', 'Serializable', 'Object', 'object', 'decimal', 'Int32', 'Int64', 'Single', 'Double', 'Decimal', 'IComparable', 'nint']),
  long: new Set(['long', 'float', 'double', 'Long', 'Number', 'Comparable', 'Serializable', 'Object', 'object', 'decimal', 'Int64', 'Single', 'Double', 'Decimal', 'IComparable']),
  double: new Set(['double', 'Double', 'Number', 'Comparable', 'Serializable', 'Object', 'object', 'IComparable']),
  float: new Set(['float', 'double', 'Float', 'Number', 'Comparable', 'Serializable', 'Object', 'object', 'Single', 'Double', 'IComparable']),
  char: new Set(['char', 'int', 'long', 'float', 'double', 'Character', 'Comparable', 'Serializable', 'Object', 'object', 'Char', 'ushort', 'uint', 'ulong', 'decimal', 'IComparable']),
  boolean: new Set(['boolean', 'Boolean', 'bool', 'Comparable', 'Serializable', 'Object', 'object', 'IComparable']),
  // Java's `Foo.class`: a Class, which is also a reflect Type (java.lang.Class implements it).
  Class: new Set(['Class', 'Type', 'GenericDeclaration', 'AnnotatedElement', 'Serializable', 'Object']),
};
/**
 * Standard library classes and interfaces no literal is ever passed as (java.lang.Number is an abstract class the
 * numeric boxes extend, so an int literal fits it through LITERAL_FITS but a boolean or a char does not): taken as
 * known, where another outside type is taken as one a literal may fit (newcomer 33 #5, gson's
 * `addProperty(String, Number)` offered for `addProperty(name, true)`).
 */
const STANDARD_TYPES: ReadonlySet<string> = new Set([
  ...['Number', 'Class', 'Enum', 'Record', 'CharSequence', 'Appendable', 'Iterable', 'Collection', 'List', 'Set', 'Map', 'Runnable', 'Callable', 'Type'],
  // java.lang's throwables and java.lang.reflect's members (newcomer 37: retrofit's `methodError(method, "…", x)` against the
  // overload taking `(Method, Throwable cause, String, Object...)`), and their .NET counterparts.
  ...['Throwable', 'Exception', 'RuntimeException', 'Error', 'Method', 'Field', 'Constructor', 'Executable', 'Thread', 'MethodInfo', 'FieldInfo', 'PropertyInfo'],
  // java.io's streams and files, no String's or number's (gson's `fromJson(json, type)` with `String json` against
  // `fromJson(Reader, Type)`; newcomer 46 #1), and .NET's.
  ...['Reader', 'Writer', 'InputStream', 'OutputStream', 'File', 'Path', 'URL', 'URI', 'Stream', 'TextReader', 'TextWriter'],
]);
/** Primitive, boxed and string types: final (or no classes at all), so only what LITERAL_FITS lists, or their own box, is passed as one. */
const VALUE_TYPES: ReadonlySet<string> = new Set(['int', 'long', 'float', 'double', 'char', 'boolean', 'byte', 'short', 'Integer', 'Long', 'Float', 'Double', 'Character', 'Boolean', 'Byte', 'Short', 'String', 'string', 'bool', 'decimal', 'sbyte', 'ushort', 'uint', 'ulong', 'Int32', 'Int64', 'Single', 'Decimal', 'Char', 'Boolean']);
/** Java's boxes, unboxed when passed (JLS §5.1.8): `Integer n` fits what an int does. */
const UNBOXED: Readonly<Record<string, string>> = { Integer: 'int', Long: 'long', Float: 'float', Double: 'double', Character: 'char', Boolean: 'boolean' };
/** Every reference type is one of these. */
const TOP_TYPES: ReadonlySet<string> = new Set(['Object', 'object']);

/** The type a literal node stands for (LITERAL_FITS keys), or undefined. */
function literalType(n: Node): string | undefined {
  switch (n.type) {
    case 'string_literal':
    case 'text_block':
    case 'verbatim_string_literal':
    case 'raw_string_literal':
    case 'interpolated_string_expression':
      return 'String';
    case 'character_literal':
      return 'char';
    case 'class_literal':
      return 'Class';
    case 'true':
    case 'false':
    case 'boolean_literal':
      return 'boolean';
    case 'decimal_integer_literal':
    case 'hex_integer_literal':
    case 'octal_integer_literal':
    case 'binary_integer_literal':
    case 'integer_literal':
      return /[lL]$/.test(n.text) ? 'long' : 'int';
    case 'decimal_floating_point_literal':
    case 'hex_floating_point_literal':
    case 'real_literal':
      return /[fF]$/.test(n.text) ? 'float' : /[mM]$/.test(n.text) ? 'decimal' : 'double';
    default:
      return undefined;
  }
}

/** The class a type node writes, with its package or outer class and without type arguments (`Map.Entry<K, V>` → `Map.Entry`; graphElements argumentsFit looks it up by that path and compares its last name). */
function typeName(t: Node | null): string {
  if (!t) return '';
  return t.text.replace(/<.*$/s, '').replace(/\s+/g, '');
}

/**
 * What the syntax of each argument of call `node` says of its type, in
 * order: a literal's type (`"s"` → `String`, `2` → `int`, `2L` → `long`),
 * a construction's class (`new StringReader(s)` → `StringReader`), a cast's
 * (`(Reader) r` → `Reader`), a variable's name as `@name` (typed from its
 * declaration when resolving: graphElements argumentType), '' for anything
 * else (`null`, a call's result, an expression). Undefined when no argument
 * says anything, and for C# named arguments (`f(b: 2)`), whose order is not
 * the parameters'. Kotlin's: argTypesKotlin.ts kotlinArgumentTypes.
 */
export function argumentTypes(lang: string, node: Node): string[] | undefined {
  if (lang === 'kotlin') return kotlinArgumentTypes(node);
  if (lang === 'cpp') return cppArgumentTypes(node);
  // Swift: the labels, `label=` (a named argument of no type known, as Kotlin's are written), the types unread (swiftLabels.ts).
  if (lang === 'swift') return swiftArgumentLabels(node);
  const list = node.childForFieldName('arguments') ?? node.namedChildren.find((c) => c?.type === 'argument_list') ?? null;
  if (!list || (list.type !== 'argument_list' && list.type !== 'arguments')) return undefined;
  const out: string[] = [];
  for (const c of list.namedChildren) {
    if (!c || /comment/.test(c.type)) continue;
    let a: Node | null = c;
    if (lang === 'csharp' && c.type === 'argument') {
      if (c.namedChildren.some((x) => x?.type === 'name_colon')) return undefined;
      // `ref x` / `out var y`: the modifier is a token, the value the last named child.
      a = c.namedChildren[c.namedChildren.length - 1] ?? null;
      // C#'s `this` is a bare token of the argument.
      if (!a && c.text === 'this') {
        out.push(thisClass(c));
        continue;
      }
    }
    while (a?.type === 'parenthesized_expression') a = a.namedChildren[0] ?? null;
    out.push(a ? argumentOf(a) : '');
  }
  return out.some((t) => t !== '') ? out : undefined;
}

/** One argument's type as argumentTypes reads it. */
function argumentOf(a: Node): string {
  const lit = literalType(a);
  if (lit) return lit;
  // `(x)`: x's; `-0.5f`, `+1`, `~0`: the number's; `!flag`: a boolean (JLS §15.15; C# §12.9).
  if (a.type === 'parenthesized_expression') return a.namedChildren.length === 1 ? argumentOf(a.namedChildren[0]!) : '';
  if (a.type === 'unary_expression' || a.type === 'prefix_unary_expression') {
    const op = a.childForFieldName('operator')?.type ?? a.child(0)?.type;
    if (op === '!') return 'boolean';
    const operand = a.childForFieldName('operand') ?? a.namedChildren[a.namedChildren.length - 1];
    const inner = op === '-' || op === '+' || op === '~' ? (operand ? argumentOf(operand) : '') : '';
    return /^(?:int|long|float|double|decimal)$/.test(inner) ? inner : '';
  }
  if (a.type === 'identifier') return `@${a.text}`;
  if (a.type === 'object_creation_expression') return typeName(a.childForFieldName('type'));
  if (a.type === 'cast_expression') return typeName(a.childForFieldName('type'));
  if (a.type === 'binary_expression') return concatenated(a) ? 'String' : '';
  if (a.type === 'ternary_expression' || a.type === 'conditional_expression') return branchesType(a);
  if (a.type === 'this' || a.type === 'this_expression') return thisClass(a);
  if (a.type === 'field_access' || a.type === 'member_access_expression') {
    // `this.x`: the field's declared type, looked up as the variable `this.x` is.
    const path = dottedPath(a);
    return path?.startsWith('this.') && path.indexOf('.', 5) < 0 ? `@${path}` : '';
  }
  if (a.type === 'method_invocation' || a.type === 'invocation_expression') {
    const callee = calleePath(a);
    // `x.toString()` / C# `x.ToString()`: a string whatever x is (Object's method, every override returns one; JLS §4.3.2,
    // .NET Object.ToString), though x's class may not be the repository's (jsoup's `select(selector.toString())`).
    if (callee && /(?:^|\.)(?:toString|ToString)$/.test(callee) && !a.childForFieldName('arguments')?.namedChildCount) return a.type === 'method_invocation' ? 'String' : 'string';
    return callee ? `^${callee}` : '';
  }
  return '';
}

/**
 * Whether binary expression `b` is a string concatenation: a `+` with a
 * string operand (JLS §15.18.1, C# §12.10.5: then the result is a string),
 * an operand a nested concatenation or a string literal.
 */
function concatenated(b: Node): boolean {
  if (b.childForFieldName('operator')?.type !== '+') return false;
  return [b.childForFieldName('left'), b.childForFieldName('right')].some((o) => {
    let x = o;
    while (x?.type === 'parenthesized_expression') x = x.namedChildren[0] ?? null;
    return !!x && (literalType(x) === 'String' || (x.type === 'binary_expression' && concatenated(x)));
  });
}

/** A conditional `c ? a : b` whose branches are literals of one type: that type; else '' (the result type of mixed branches is a rule of its own). */
function branchesType(t: Node): string {
  const [a, b] = [t.childForFieldName('consequence'), t.childForFieldName('alternative')].map((x) => (x ? (x.type === 'null_literal' ? 'null' : literalType(x)) : undefined));
  // `x == null ? null : "a"`: the other branch's (a reference type: `null` fits any, the string decides).
  if (a === 'null' && b && b !== 'null') return b === 'String' ? b : '';
  if (b === 'null' && a && a !== 'null') return a === 'String' ? a : '';
  return a && a === b ? a : '';
}

/** Declarations whose `this` is an instance of the class they name. */
const THIS_CLASSES = /^(?:class|enum|record|struct|record_struct|interface)_declaration$/;

/** The class `this` stands for at node `t`: the nearest enclosing class declaration's name; '' inside an anonymous class's body (`new T() { … }`), whose class has no name. */
function thisClass(t: Node): string {
  for (let n = t.parent; n; n = n.parent) {
    if (n.type === 'class_body' && n.parent?.type === 'object_creation_expression') return '';
    if (THIS_CLASSES.test(n.type)) return n.childForFieldName('name')?.text ?? '';
  }
  return '';
}

/** `a`, `a.b`, `this.x` written as names only (Java field_access, C# member_access_expression); undefined for anything else. */
function dottedPath(n: Node | null): string | undefined {
  if (!n) return undefined;
  if (n.type === 'identifier' || n.type === 'this' || n.type === 'this_expression') return n.text;
  if (n.type !== 'field_access' && n.type !== 'member_access_expression') return undefined;
  const head = dottedPath(n.childForFieldName('object') ?? n.childForFieldName('expression'));
  const field = n.childForFieldName('field') ?? n.childForFieldName('name');
  return head && field?.type === 'identifier' ? `${head}.${field.text}` : undefined;
}

/**
 * The callee of a call passed as an argument, as names (`CodeBlock.of`,
 * `rawType.simpleName`, `build`), typed when resolving by what it returns
 * (graphElements argumentsFit); undefined for a call on anything else (a
 * chain, a generic call `<T>f()`).
 */
function calleePath(c: Node): string | undefined {
  if (c.type === 'method_invocation') {
    if (c.childForFieldName('type_arguments')) return undefined;
    const name = c.childForFieldName('name');
    const object = c.childForFieldName('object');
    if (!name) return undefined;
    if (!object) return name.text;
    const head = dottedPath(object);
    return head ? `${head}.${name.text}` : undefined;
  }
  const fn = c.childForFieldName('function');
  return fn ? dottedPath(fn) : undefined;
}

/** Java/C# parameter modifiers and annotations before a parameter's type. */
const MODIFIERS = /^(?:(?:@[\w.]+(?:\([^)]*\))?|\[[^\]]*\]|final|this|ref|out|in|scoped|readonly)\s+)*/;

/**
 * The declared type of each parameter of a Java/C# parameter list's text
 * (arity.ts parameterListText), as class names without type arguments or
 * qualification (`final Map.Entry<K, V> e` → `Entry`, `String[] xs` →
 * `String[]`); '' for a varargs / `params` parameter and the ones after it
 * (they take any number of arguments, so they are not compared).
 */
export function declaredParamTypes(inner: string): string[] {
  const out: string[] = [];
  let rest = false;
  for (const raw of splitParameters(inner, true)) {
    const p = raw.trim().replace(/\s*=.*$/s, '').replace(MODIFIERS, '');
    if (!p) continue;
    if (rest || p.includes('...') || /^params\s/.test(p)) {
      rest = true;
      out.push('');
      continue;
    }
    const m = /^(.*?)\s*\b[\w$]+$/s.exec(p);
    // C#'s nullable annotation (`object? value`, `JsonSerializerSettings? settings`) names the same type.
    const type = (m?.[1] ?? '').replace(/<.*>/s, '').replace(/\s+/g, '').replace(/\?$/, '');
    out.push(type.split('.').pop() ?? '');
  }
  return out;
}

/**
 * The declared type of the parameter each of `n` arguments goes to, by
 * position, in a Java/C# parameter list's text: written types without
 * spaces (`Map.Entry<K,V>`), a varargs parameter's element type for every
 * argument from its position on (`Tree... trees`, C# `params Tree[] trees`
 * → `Tree`…), with the varargs parameter's position (`rest`, -1 for
 * none). Undefined when the list takes fewer than `n` arguments. (For
 * graph.ts fitting: a varargs overload and a fixed-count one compared
 * position by position.)
 */
export function positionTypes(inner: string, n: number): { types: string[]; rest: number } | undefined {
  const out: string[] = [];
  for (const raw of splitParameters(inner, true)) {
    const p = raw.trim().replace(/\s*=.*$/s, '').replace(MODIFIERS, '');
    if (!p) continue;
    const params = /^params\s+/.exec(p);
    const m = /^(.*?)\s*\b[\w$]+$/s.exec(params ? p.slice(params[0].length) : p);
    const type = (m?.[1] ?? '').replace(/\s+/g, '');
    if (params || type.endsWith('...')) {
      const element = params ? type.replace(/\[\]$/, '') : type.slice(0, -3);
      const rest = out.length;
      while (out.length < n) out.push(element);
      return { types: out.slice(0, n), rest };
    }
    out.push(type);
  }
  return out.length >= n ? { types: out.slice(0, n), rest: -1 } : undefined;
}

/**
 * What resolution knows of an argument's class of the repository for
 * argumentFits: the names of the class and of all its ancestors found in the
 * repository (`names`), and whether some ancestor is from outside (`open`:
 * that one may extend any outside type).
 */
export interface ArgumentClass {
  names: ReadonlySet<string>;
  open: boolean;
}

/**
 * Whether an argument of type `arg` may be passed for a parameter declared
 * `param` (both class names; '' is unknown and fits). `argClass` describes
 * `arg` when it names a class of the repository (undefined otherwise); `paramInRepo` says whether `param` names
 * a class of the repository. A literal fits the types LITERAL_FITS lists,
 * and any type neither a value type nor the repository's (a type parameter
 * `T`, an outside interface); a Java box (`Integer`) what its primitive
 * does. A class fits itself, its ancestors, `Object`, and — when it or an
 * ancestor is from outside — any outside type that is not a value type.
 */
export function argumentFits(arg: string, param: string, argClass: ArgumentClass | undefined, paramInRepo: boolean): boolean {
  if (!arg || !param || arg === param || TOP_TYPES.has(param)) return true;
  // An array parameter (not varargs: declaredParamTypes leaves those '') takes no class's instance nor a literal's value.
  if (param.endsWith('[]') && !arg.endsWith('[]')) return false;
  if (arg.endsWith('[]')) return !param.endsWith('[]') || argumentFits(arg.slice(0, -2), param.slice(0, -2), argClass, paramInRepo);
  const lit = argClass ? undefined : LITERAL_FITS[arg] ?? (UNBOXED[arg] ? LITERAL_FITS[UNBOXED[arg]] : undefined);
  // (An outside `…Exception` or `…Error` is a throwable class, never a literal's type.)
  if (lit) return lit.has(param) || (!paramInRepo && !VALUE_TYPES.has(param) && !STANDARD_TYPES.has(param) && !/[a-z](?:Exception|Error)$/.test(param));
  if (argClass?.names.has(param)) return true;
  // A class from outside (or one with an ancestor from outside) may extend any outside type, but no final value type.
  return (argClass?.open ?? true) && !paramInRepo && !VALUE_TYPES.has(param);
}
