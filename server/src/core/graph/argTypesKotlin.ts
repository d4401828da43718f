/**
 * Kotlin overloads of the same parameter count told apart by argument types
 * (argTypes.ts does Java and C#): what the syntax of a call's arguments says
 * (kotlinArgumentTypes, CallRec.argTypes), the parameters a signature
 * declares by name and type (kotlinParams), and whether an argument may be
 * passed for a parameter (kotlinArgumentFits). Kotlin converts no value
 * implicitly (Kotlin spec, "Type inference" and "Integer literal types":
 * an Int never widens to a Long), so a value fits its own type, its
 * supertypes and the nullable forms of those; only an integer literal
 * without suffix takes the type it is expected to have (Int, Long, Short,
 * Byte; Int when several fit). `null` fits a nullable parameter. What
 * cannot be told fits, as in Java: an unknown argument fits every
 * parameter, a type parameter or a type from outside the repository any
 * argument not of a final built-in type.
 */
import type { Node } from 'web-tree-sitter';
import { splitParameters } from './signatures';
import type { ArgumentClass } from './argTypes';

/** Types a value of each built-in type may be passed as (itself and its supertypes; `Any` fits everything). */
const VALUE_FITS: Readonly<Record<string, ReadonlySet<string>>> = {
  Int: new Set(['Int', 'Number', 'Comparable']),
  Long: new Set(['Long', 'Number', 'Comparable']),
  Short: new Set(['Short', 'Number', 'Comparable']),
  Byte: new Set(['Byte', 'Number', 'Comparable']),
  Double: new Set(['Double', 'Number', 'Comparable']),
  Float: new Set(['Float', 'Number', 'Comparable']),
  UInt: new Set(['UInt', 'Comparable']),
  ULong: new Set(['ULong', 'Comparable']),
  Char: new Set(['Char', 'Comparable']),
  Boolean: new Set(['Boolean', 'Comparable']),
  String: new Set(['String', 'CharSequence', 'Comparable']),
};
/** What an integer literal without `L` may be passed as: its integer literal type is any integer type the value fits (Int first). */
const INT_LITERAL_FITS: ReadonlySet<string> = new Set(['Int', 'Long', 'Short', 'Byte', 'Number', 'Comparable']);
/** An unsigned literal `1u`: UInt, ULong, UShort or UByte, by the type expected. */
const UINT_LITERAL_FITS: ReadonlySet<string> = new Set(['UInt', 'ULong', 'UShort', 'UByte', 'Comparable']);
/** Final built-in types: nothing else is one of them, and `null` is none of them. */
const VALUE_TYPES: ReadonlySet<string> = new Set([...Object.keys(VALUE_FITS), 'UShort', 'UByte', 'Unit', 'Nothing']);

/**
 * The type Kotlin gives a literal (`1` Int, `1L` Long, `1u` UInt, `1uL`
 * ULong, `1.0` Double, `1f` Float, `"s"` / `"""s"""` String, `'c'` Char,
 * `-1` its number's, `true` Boolean, `null` 'null') — Kotlin spec,
 * "Literals" —, or undefined. Arguments here, receivers in langKotlin.
 */
export function kotlinLiteralType(n: Node): string | undefined {
  switch (n.type) {
    case 'string_literal':
    case 'multiline_string_literal':
      return 'String';
    case 'character_literal':
      return 'Char';
    case 'number_literal':
      return /[uU][lL]$/.test(n.text) ? 'ULong' : /[uU]$/.test(n.text) ? 'UInt' : /[lL]$/.test(n.text) ? 'Long' : 'Int';
    case 'float_literal':
      return /[fF]$/.test(n.text) ? 'Float' : 'Double';
    case 'unary_expression': {
      // `-1`, `+2.0`: the number's type.
      const v = n.namedChildren[0];
      return v && (v.type === 'number_literal' || v.type === 'float_literal') && /^[-+]/.test(n.text) ? kotlinLiteralType(v) : undefined;
    }
    case 'identifier':
      // The grammar reads `true`, `false` and `null` as names.
      return n.text === 'true' || n.text === 'false' ? 'Boolean' : n.text === 'null' ? 'null' : undefined;
    default:
      return undefined;
  }
}

/** One argument's type as kotlinArgumentTypes reads it (also an index or an assigned value of `a[i] = v`: langKotlin indexCalls). */
export function kotlinArgumentOf(a: Node): string {
  while (a.type === 'parenthesized_expression' && a.namedChildren[0]) a = a.namedChildren[0];
  const lit = kotlinLiteralType(a);
  if (lit) return lit;
  if (a.type === 'identifier') return `@${a.text}`;
  if (a.type === 'this_expression' && a.text === 'this') return kotlinThis(a);
  // `x as Foo`: Foo (`as?` is nullable: it says nothing a parameter can contradict).
  if (a.type === 'as_expression' && !a.children.some((c) => c?.type === 'as?')) return lastName(a.namedChildren[1] ?? null);
  // `Foo(…)`, `Outer.Inner(…)`: a class called constructs it (Kotlin has no `new`); a capitalised name is taken as a class.
  // A nested class keeps its path (`Timber.DebugTree`): its own name alone names nothing where the call is made.
  if (a.type === 'call_expression') {
    const callee = a.namedChildren[0];
    const name = callee?.type === 'identifier' ? callee : callee?.type === 'navigation_expression' ? callee.namedChildren[callee.namedChildren.length - 1] : null;
    if (name?.type === 'identifier' && /^[A-Z]/.test(name.text) && a.namedChildren.some((c) => c?.type === 'value_arguments')) {
      return callee!.type === 'navigation_expression' && /^[A-Z]\w*(\.[A-Z]\w*)+$/.test(callee!.text) ? callee!.text : name.text;
    }
    // `JsonReader.of(source)`, `make()`: what the function returns, looked up when resolving (`^callee`, as Java's are:
    // graphElements resultType; newcomer 35 #6: moshi's `fromJson(JsonReader.of(source))` was offered to fromJson(String)).
    if (name?.type === 'identifier' && callee && /^[A-Za-z_]\w*(\.[A-Za-z_]\w*){0,5}$/.test(callee.text)) return `^${callee.text}`;
  }
  return '';
}

/**
 * The class a bare `this` is an instance of where `at` is written (okio's `sink.write(this, byteCount)` in Buffer,
 * told apart from `write(Source, Long)`; newcomer 45 #6): the receiver type of the extension function around it
 * (`fun Buffer.x()`), else the class or object whose member it is in; '' inside a lambda (its receiver, if any, is
 * another's: `run { }`, `apply { }`) or an anonymous object.
 */
function kotlinThis(at: Node): string {
  for (let n = at.parent; n; n = n.parent) {
    const t = n.type;
    if (t === 'lambda_literal' || t === 'anonymous_function' || t === 'object_literal') return '';
    if (t === 'function_declaration') {
      const name = n.childForFieldName('name');
      const receiver = n.namedChildren.find((c) => !!c && (c.type === 'user_type' || c.type === 'nullable_type') && (!name || c.startIndex < name.startIndex));
      if (receiver) return lastName(receiver);
    }
    if (t === 'class_declaration' || t === 'object_declaration') return n.childForFieldName('name')?.text ?? '';
  }
  return '';
}

/** The last name of a type node, type arguments dropped (`okhttp3.Headers.Builder` → `Builder`), '' for none. */
function lastName(t: Node | null): string {
  const u = t?.type === 'nullable_type' ? t.namedChildren[0] : t;
  if (u?.type !== 'user_type') return '';
  const ids = u.namedChildren.filter((c): c is Node => c?.type === 'identifier');
  return ids[ids.length - 1]?.text ?? '';
}

/**
 * What the syntax of each argument of Kotlin call `node` says of its type,
 * in order (CallRec.argTypes): a literal's type (`1` → `Int`, `null` →
 * `null`), a construction's class (`Foo(…)` → `Foo`, `Outer.Inner(…)` →
 * `Outer.Inner`), a cast's (`x as Foo`), `this` as its class (kotlinThis), a function call's result as
 * `^callee` (`JsonReader.of(s)` → `^JsonReader.of`),
 * a variable as `@name` (typed from its declaration when resolving), ''
 * for anything else; a named argument as `name=type` (its parameter found
 * by name: kotlinParams); a trailing lambda as '' after them. Undefined
 * when no argument says anything, or with a spread `*xs` (its count is
 * unknown: arity.ts).
 */
export function kotlinArgumentTypes(node: Node): string[] | undefined {
  const suffix = node.namedChildren.find((c) => c?.type === 'call_suffix');
  if (suffix) return kotlinArgumentTypes(suffix);
  const list = node.namedChildren.find((c) => c?.type === 'value_arguments');
  if (!list) return undefined;
  const out: string[] = [];
  for (const a of list.namedChildren) {
    if (a?.type !== 'value_argument') continue;
    const kids = a.namedChildren.filter((c): c is Node => !!c && !/comment/.test(c.type));
    const value = kids[kids.length - 1];
    if (!value || value.type === 'spread_expression') return undefined;
    const named = kids.length > 1 && kids[0].type === 'identifier' && a.children.some((c) => c?.type === '=');
    const t = kotlinArgumentOf(value);
    out.push(named ? `${kids[0].text}=${t}` : t);
  }
  // Trailing lambdas (`f(1) { … }`; also one the grammar hangs on an outer call): counted, of no type said here.
  const outer = node.parent?.type === 'call_expression' && node.parent.namedChildren[0]?.id === node.id ? node.parent : null;
  for (const n of outer ? [node, outer] : [node]) for (const c of n.namedChildren) if (c?.type === 'annotated_lambda') out.push('');
  return out.some((t) => t !== '') ? out : undefined;
}

/** Modifiers and annotations before a Kotlin parameter's name (a class parameter's `val` / `private val` too). */
const MODIFIERS = /^(?:(?:@[\w.:]+(?:\([^)]*\))?|vararg|noinline|crossinline|val|var|private|protected|internal|public|override|open|final)\s+)*/;

/**
 * The parameters a Kotlin parameter list's text declares (arity.ts
 * parameterListText of `fun set(name: String, value: Date?)`): their names
 * and their types as the last name with `?` when nullable, type arguments
 * dropped (`headers: okhttp3.Headers?` → `Headers?`, `xs: List<T>` →
 * `List`); '' for a function type and, positionally, for a `vararg` one and
 * those after it (they take any number of arguments).
 */
export function kotlinParams(inner: string): { names: string[]; types: string[] } {
  const names: string[] = [];
  const types: string[] = [];
  let rest = false;
  for (const raw of splitParameters(inner.replace(/->/g, '  '), true)) {
    const p = raw.trim();
    if (!p) continue;
    const vararg = /(?:^|\s)vararg\s/.test(p);
    const m = /^([\w`]+)\s*:\s*(.*)$/s.exec(p.replace(MODIFIERS, ''));
    names.push(m?.[1].replace(/`/g, '') ?? '');
    rest ||= vararg;
    const type = (m?.[2] ?? '').replace(/\s*=(?![=>]).*$/s, '').replace(/<.*>/s, '').replace(/\s+/g, '');
    // A function type, `(Int) -> Unit` (its `->` blanked above), `suspend () -> Unit`: not compared.
    types.push(rest || !type || /[()]/.test(type) || /^suspend/.test(type) ? '' : (type.split('.').pop() ?? ''));
  }
  return { names, types };
}

/**
 * The declared type of the parameter each of `n` arguments goes to, by
 * position, in a Kotlin parameter list's text: written types as in the
 * source without spaces (`okhttp3.Headers?`, `List<T>`), a `vararg`
 * parameter's element type for every argument from its position on
 * (`vararg trees: Tree` → `Tree`, `Tree`…), with the `vararg` parameter's
 * position (`rest`, -1 for none). Undefined when the list takes fewer than
 * `n` arguments. (For graph.ts fitting: a varargs overload and a
 * fixed-count one compared position by position.)
 */
export function kotlinPositionTypes(inner: string, n: number): { types: string[]; rest: number } | undefined {
  const out: string[] = [];
  for (const raw of splitParameters(inner, true)) {
    const p = raw.trim();
    if (!p) continue;
    const m = /^([\w`]+)\s*:\s*(.*)$/s.exec(p.replace(MODIFIERS, ''));
    const type = (m?.[2] ?? '').replace(/\s*=(?![=>]).*$/s, '').replace(/\s+/g, '');
    if (/(?:^|\s)vararg\s/.test(p)) {
      const rest = out.length;
      while (out.length < n) out.push(type);
      return { types: out.slice(0, n), rest };
    }
    out.push(type);
  }
  return out.length >= n ? { types: out.slice(0, n), rest: -1 } : undefined;
}

/**
 * Whether a Kotlin argument of type `arg` may be passed for a parameter
 * declared `param` (kotlinParams' form: a last name, `?` when nullable; ''
 * unknown, which fits). `literal`: the type is a literal's (an integer
 * literal `Int` also fits Long, Short and Byte); `argClass` describes a
 * class of the repository (argTypes.ts ArgumentClass), `paramInRepo` says
 * whether the parameter's type is one. `null` fits a nullable parameter,
 * and a type parameter or outside type (`T` may be nullable); a built-in
 * value its own type and supertypes (VALUE_FITS), never another number
 * type; a class of the repository its ancestors, and when it or an
 * ancestor is from outside any outside type but a final built-in one.
 */
export function kotlinArgumentFits(arg: string, literal: boolean, param: string, argClass: ArgumentClass | undefined, paramInRepo: boolean): boolean {
  if (!arg || !param) return true;
  const nullable = param.endsWith('?');
  const base = nullable ? param.slice(0, -1) : param;
  const outside = !paramInRepo && !VALUE_TYPES.has(base);
  if (arg === 'null') return nullable || outside;
  if (arg === base || base === 'Any') return true;
  const fits = argClass ? undefined : literal && arg === 'Int' ? INT_LITERAL_FITS : literal && arg === 'UInt' ? UINT_LITERAL_FITS : VALUE_FITS[arg];
  if (fits) return fits.has(base) || outside;
  if (argClass?.names.has(base)) return true;
  return (argClass?.open ?? true) && outside;
}

/**
 * Kotlin's built-in types as Java code sees them (Kotlin docs, "Calling Kotlin from Java" and "Mapped types"): a
 * non-null `Int` is Java's `int`, a nullable `Int?` its box `Integer`; `Any` is `Object`, `Unit` `void`, the
 * read-only and mutable collections their java.util interface; a primitive array `IntArray` `int[]`. `type` is a
 * parameter type as kotlinParams gives it (last name, no type arguments); other types keep their name without `?`,
 * '' (unknown) stays ''.
 */
export function kotlinTypeInJava(type: string): string {
  const nullable = type.endsWith('?');
  const t = nullable ? type.slice(0, -1) : type;
  const prim = KOTLIN_PRIMITIVES[t];
  if (prim) return nullable ? prim[1] : prim[0];
  return KOTLIN_MAPPED[t] ?? t;
}

/** Kotlin's number, boolean and char types: [Java primitive, its box]. */
const KOTLIN_PRIMITIVES: Record<string, [string, string]> = {
  Int: ['int', 'Integer'],
  Long: ['long', 'Long'],
  Short: ['short', 'Short'],
  Byte: ['byte', 'Byte'],
  Double: ['double', 'Double'],
  Float: ['float', 'Float'],
  Boolean: ['boolean', 'Boolean'],
  Char: ['char', 'Character'],
};

/** Kotlin types Java names otherwise (Kotlin docs, "Mapped types"). */
const KOTLIN_MAPPED: Record<string, string> = {
  Any: 'Object',
  Unit: 'void',
  MutableList: 'List',
  MutableSet: 'Set',
  MutableMap: 'Map',
  MutableCollection: 'Collection',
  MutableIterable: 'Iterable',
  MutableIterator: 'Iterator',
  IntArray: 'int[]',
  LongArray: 'long[]',
  ShortArray: 'short[]',
  ByteArray: 'byte[]',
  DoubleArray: 'double[]',
  FloatArray: 'float[]',
  BooleanArray: 'boolean[]',
  CharArray: 'char[]',
};
