/**
 * Overloads told apart by how many arguments a call passes (newcomer 14 #3):
 * the argument count of a call node in Java, C#, Kotlin, C++ and Swift (argCount,
 * CallRec.args at extraction), the parameter counts a signature accepts
 * (paramRange: defaults and varargs widen it) and whether a call fits one
 * (fits). Argument types are compared after this, among the overloads a
 * count fits, where the call's syntax tells them (argTypes.ts; Java and C#; Kotlin: argTypesKotlin.ts).
 */
import type { Node } from 'web-tree-sitter';
import type { CallRec } from './types';
import { splitParameters } from './signatures';
import { swiftArgCount } from './swiftLabels';

/** Languages whose calls record their argument count (CallRec.args); the others leave it absent, so every overload fits. */
export const ARITY_LANGS: ReadonlySet<string> = new Set(['java', 'csharp', 'kotlin', 'cpp', 'swift']);

/** Node types of an argument list that are no argument. */
const NOT_ARGUMENT = /comment/;

/**
 * How many arguments the call, construction or constructor call `node`
 * passes: the named children of its argument list (comments left out), in
 * Kotlin also a trailing lambda (`f(1) { … }`, `f { … }`). Undefined when
 * the count says nothing of the parameters: a Kotlin spread `*xs`, a C++ pack
 * expansion `args...`, or no argument list found (a C++ `T x;`, a Kotlin
 * class-delegation name).
 */
export function argCount(lang: string, node: Node): number | undefined {
  if (lang === 'kotlin') return kotlinArgs(node);
  // Swift: its value arguments and trailing closures (swiftLabels.ts).
  if (lang === 'swift') return swiftArgCount(node);
  const list = node.childForFieldName('arguments') ?? node.namedChildren.find((c) => c?.type === 'argument_list') ?? null;
  if (!list || (list.type !== 'argument_list' && list.type !== 'arguments')) return undefined;
  let n = 0;
  for (const c of list.namedChildren) {
    if (!c || NOT_ARGUMENT.test(c.type)) continue;
    if (c.type === 'parameter_pack_expansion') return undefined;
    n++;
  }
  return n;
}

/** Kotlin: `value_arguments` of the call plus its trailing lambdas, also one the grammar hangs on an outer call (`f(1) { … }` is `((f(1)) {…})`). */
function kotlinArgs(node: Node): number | undefined {
  let n = 0;
  let seen = false;
  for (const c of node.namedChildren) {
    if (c?.type === 'call_suffix') return kotlinArgs(c);
    if (c?.type === 'value_arguments') {
      seen = true;
      for (const a of c.namedChildren) {
        if (a?.type !== 'value_argument') continue;
        if (a.namedChildren.some((x) => x?.type === 'spread_expression')) return undefined;
        n++;
      }
    } else if (c?.type === 'annotated_lambda') {
      seen = true;
      n++;
    }
  }
  const outer = node.parent;
  if (outer?.type === 'call_expression' && outer.namedChildren[0]?.id === node.id) for (const c of outer.namedChildren) if (c?.type === 'annotated_lambda') n++;
  return seen ? n : undefined;
}

/** Ruby argument nodes whose count says nothing of the positional parameters: a splat, keyword arguments, a block pass, `...`. */
const RUBY_UNCOUNTED = new Set(['splat_argument', 'hash_splat_argument', 'block_argument', 'pair', 'forward_argument']);

/**
 * The positional arguments Ruby call `node` passes: those of its argument
 * list (`foo x, y`, `params(x)`), 0 without one (`request.params`, a bare
 * `total`); a block (`do … end`, `{ … }`) is none. Undefined when the list
 * holds a splat `*xs`, keyword arguments `a: 1`, a block pass `&b` or `...`,
 * and for anything but a call or a bare name (`obj.x = v`, an operator).
 * Read for the "may call" notes (graphUnresolved), where a call passing
 * fewer arguments than a method requires cannot call it.
 */
export function rubyArgCount(node: Node): number | undefined {
  // A bare name (`total`) passes none; an assignment `obj.x = v` (a call of `x=`) and other forms are not counted.
  if (node.type === 'identifier') return 0;
  if (node.type !== 'call') return undefined;
  const list = node.childForFieldName('arguments');
  if (!list) return 0;
  let n = 0;
  for (const c of list.namedChildren) {
    if (!c || NOT_ARGUMENT.test(c.type)) continue;
    if (RUBY_UNCOUNTED.has(c.type)) return undefined;
    n++;
  }
  return n;
}

/**
 * The positional arguments Ruby method `signature` (`def params(content_type)`)
 * accepts: a plain parameter is required, `x = v` optional, `*rest` / `...`
 * any number; keyword parameters (`key:`, `key: v`, `**opts`) and a block
 * `&b` take no positional argument. `def name` without parentheses takes
 * none; undefined when the list is not there whole.
 */
export function rubyParamRange(signature: string | undefined, name: string): ParamRange | undefined {
  if (!signature) return undefined;
  const inner = parameterListText(signature, name);
  if (inner === undefined) return /^def\s+(?:self\.)?[\w?!=]+\s*$/.test(signature.trim()) ? { min: 0, max: 0 } : undefined;
  let min = 0;
  let max = 0;
  for (const raw of splitParameters(inner, true)) {
    const p = raw.trim();
    if (!p || p.startsWith('&') || p.startsWith('**') || /^[A-Za-z_]\w*:/.test(p)) continue;
    if (p.startsWith('*') || p === '...') max = Infinity;
    else {
      max++;
      if (!OPTIONAL.test(p)) min++;
    }
  }
  return { min, max };
}

/** Parameter counts a definition accepts: `min` required, `max` in all (Infinity with varargs). */
export interface ParamRange {
  min: number;
  max: number;
}

const OPTIONAL = /(?<![=<>!])=(?![=>])/;

/**
 * The parameter counts the signature of `name` accepts, read from its first
 * parameter list after the name (`static String pad(String s, int n)`, `fun
 * <T> pad(s: T, n: Int = 2)`, `Pad<T>(T s)`, `int Fmt::pad(…) const`): a
 * parameter with a default (`int n = 2`, `n: Int = 2`) is optional; a
 * varargs one (`String... xs`, C# `params string[] xs`, Kotlin `vararg xs`, C++
 * `...` or a pack `Args&&... args`) takes any number. `(void)` is none. A C#
 * extension method (`extension`) may be called with its `this` parameter as
 * the receiver, so one fewer fits too. Undefined when the list is not
 * there whole (a signature clipped at 200 characters).
 */
export function paramRange(signature: string | undefined, name: string, extension = false): ParamRange | undefined {
  const inner = parameterListText(signature, name);
  if (inner === undefined) return undefined;
  if (inner === '' || inner === 'void') return { min: 0, max: 0 };
  let min = 0;
  let max = 0;
  for (const raw of splitParameters(inner.replace(/->/g, '  '), true)) {
    const p = raw.trim();
    if (!p) continue;
    if (p.includes('...') || /^(?:\[[^\]]*\]\s*)*params\s/.test(p) || /(?:^|\s)vararg\s/.test(p)) max = Infinity;
    else {
      max++;
      if (!OPTIONAL.test(p)) min++;
    }
  }
  return extension ? { min: Math.max(0, min - 1), max } : { min, max };
}

/** The text of definition `d` that its parameters are read from (paramRange, parameterListText): its whole declaration when the signature was clipped (DefRec.declared), else its signature. */
export function fullSignature(d: { signature?: string; declared?: string }): string | undefined {
  return d.declared ?? d.signature;
}

/** The text inside the first parameter list after `name` in `signature`, trimmed (paramRange's reading); undefined when it is not there whole. */
export function parameterListText(signature: string | undefined, name: string): string | undefined {
  if (!signature) return undefined;
  // A Swift failable initializer `init?(rawValue: Any)` / `init!(…)`, a TS optional method `m?(x)`: the mark before the list.
  const head = new RegExp(`(?:^|[^\\w$])${name.replace(/[$]/g, '\\$&')}[?!]?\\s*(?:<[^()]*>)?\\s*\\(`).exec(signature);
  if (!head) return undefined;
  const open = head.index + head[0].length;
  let depth = 1;
  let k = open;
  for (; k < signature.length && depth > 0; k++) {
    const c = signature[k];
    if (c === '"' || c === "'") {
      const close = signature.indexOf(c, k + 1);
      if (close < 0) return undefined;
      k = close;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
  }
  if (depth !== 0) return undefined;
  return signature.slice(open, k - 1).trim();
}

/** Words that end a C/C++ type, never a parameter's name (`unsigned int` unnamed keeps its `int`). */
const TYPE_WORDS = new Set(['int', 'char', 'short', 'long', 'float', 'double', 'bool', 'void', 'signed', 'unsigned', 'wchar_t', 'auto', 'const', 'volatile']);
/** Words that cannot be a type by themselves (`const Foo` unnamed keeps its `Foo`). */
const QUALIFIERS = /^(?:(?:const|volatile|struct|class|enum|union|typename|unsigned|signed)\s*)*$/;

/**
 * The C/C++ parameter types of a parameter list's text (without its
 * parentheses), each without its name and default value and with no
 * spaces, joined by `,`: `const std::string& a, int n = 2` →
 * `conststd::string&,int`; `int v[]` → `int[]`; `(void)` and `()` → ''. Read
 * from text alone (a prototype's list and a definition's signature alike,
 * so the two compare: graphDecls.ts joins same-count overloads by them); an
 * unnamed parameter keeps its last word (`unsigned int`, `const Foo`).
 */
export function parameterTypes(inner: string): string {
  const list = inner.trim();
  if (list === '' || list === 'void') return '';
  return splitParameters(list, true)
    .map((raw) => {
      let p = raw.trim();
      const dflt = OPTIONAL.exec(p);
      if (dflt) p = p.slice(0, dflt.index).trim();
      let dims = '';
      p = p.replace(/(?:\s*\[[^\]]*\])+$/, (m) => {
        dims = m.replace(/\s+/g, '');
        return '';
      });
      const named = /^(.*?[\s*&>])\s*([A-Za-z_]\w*)$/.exec(p);
      if (named && !TYPE_WORDS.has(named[2]) && !QUALIFIERS.test(named[1].replace(/[*&\s]+$/, '').trim())) p = named[1];
      return `${p.replace(/\s+/g, '')}${dims}`;
    })
    .join(',');
}

/** The parameterTypes of the first parameter list after `name` in `signature`, or undefined when it is not there whole. */
export function signatureParameterTypes(signature: string | undefined, name: string): string | undefined {
  const inner = parameterListText(signature, name);
  return inner === undefined ? undefined : parameterTypes(inner);
}

/** Whether `call` may call a definition accepting `range`: yes when either count is unknown. */
export function fits(call: CallRec, range: ParamRange | undefined): boolean {
  const n = call.args;
  return n === undefined || !range || (n >= range.min && n <= range.max);
}
