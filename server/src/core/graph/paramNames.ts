/**
 * The names a definition's parameters bind, read from its signature
 * (DefRec.signature), for the languages whose parameters may be written
 * without a type and so leave no bind of their own: Python and TS/JS. Inside
 * the definition such a name is its parameter, never a variable of the same
 * name around it (Python reference, "Resolution of names": a function's
 * parameters are local to its block; ECMA-262 FunctionDeclarationInstantiation
 * alike), so graphTypes bindFor and jsLocalNames stop there.
 */
import { closingBracket, splitOutside } from '../text';
import { FAMILY } from './graphRules';
import type { DefRec } from './types';

/** One parameter of a Python `def`: its name, and whether it is plain (no annotation, default or star, before any `*`). */
export interface PythonParam {
  name: string;
  plain: boolean;
}

/**
 * The parameters of Python signature `signature` (`def test_a(self, runner,
 * n: int = 1, *args, key=None, **kw)` → self, runner, n, args, key, kw; the
 * first two plain), split at commas outside brackets so `d: Dict[str, int]`
 * or `x=f(a, b)` is one parameter; the `/` and bare `*` markers name
 * nothing. [] when the list is not closed in the signature (a signature cut
 * short).
 */
export function pythonParams(signature: string): PythonParam[] {
  const open = signature.indexOf('(', signature.indexOf('def '));
  if (open < 0) return [];
  let depth = 0;
  let close = -1;
  for (let i = open; i < signature.length && close < 0; i++) {
    const c = signature.charAt(i);
    if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && --depth === 0) close = i;
  }
  if (close < 0) return [];
  const out: PythonParam[] = [];
  let starred = false;
  for (const part of splitOutside(signature.slice(open + 1, close), ',', '()[]{}')) {
    const p = part.trim();
    if (p.startsWith('*')) starred = true;
    const m = /^\*{0,2}\s*([A-Za-z_]\w*)/.exec(p);
    if (m) out.push({ name: m[1], plain: !starred && m[0] === p });
  }
  return out;
}

/** An identifier, as parameter names and receivers are written. */
const NAME = /[A-Za-z_$][\w$]*/g;

/** TS parameter modifiers written before a name (`constructor(private readonly repo: Repo)`). */
const MODIFIERS = new Set(['public', 'private', 'protected', 'readonly', 'override', 'this']);

/**
 * The parameter names in the TS/JS signature `sig` (DefRec.signature): those
 * of the first parenthesised list, each entry's name (`...rest`, `a = 1`,
 * `a?: T`) or every name of a destructuring pattern (`{ a, b: c }` → a, b,
 * c: more than it binds, which only hides more), or the one name of an
 * arrow without parentheses (`x => …`); [] when `sig` is absent or has none.
 */
export function signatureParams(sig: string | undefined): string[] {
  if (!sig) return [];
  const bare = /=\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*=>/.exec(sig);
  const open = sig.indexOf('(');
  if (bare && (open < 0 || open > bare.index)) return [bare[1]];
  if (open < 0) return [];
  const out: string[] = [];
  let depth = 0;
  let entry = '';
  const flush = (): void => {
    const e = entry.trim().replace(/^\.\.\./, '');
    entry = '';
    if (/^[{[]/.test(e)) {
      // A destructuring pattern: the names before its closing bracket, not its type or default.
      const close = e.charAt(0) === '{' ? '}' : ']';
      out.push(...(e.slice(1, e.lastIndexOf(close) < 0 ? undefined : e.lastIndexOf(close)).match(NAME) ?? []));
      return;
    }
    for (const w of e.match(NAME) ?? []) {
      if (MODIFIERS.has(w)) continue;
      out.push(w);
      return;
    }
  };
  for (let i = open + 1; i < sig.length; i++) {
    const c = sig.charAt(i);
    if (c === '(' || c === '[' || c === '{' || c === '<') depth++;
    else if (c === ']' || c === '}' || c === '>') depth--;
    else if (c === ')') {
      if (depth === 0) break;
      depth--;
    } else if (c === ',' && depth === 0) {
      flush();
      continue;
    }
    // `=>` of a function type inside a parameter's type is no closing angle bracket.
    if (c === '>' && sig.charAt(i - 1) === '=') depth++;
    entry += c;
  }
  flush();
  return out;
}

/**
 * The names Go signature `sig` binds as parameters (DefRec.signature): a
 * method's receiver and its parameters, a function's parameters (`func (s
 * *server) handle(w http.ResponseWriter, r *http.Request)` → s, w, r;
 * `func f(a, b int, run func())` → a, b, run). Each entry's first word is
 * its name (Go spec, "Function types": a list names all its parameters or
 * none; an unnamed list's types read as names only hide more); [] when
 * `sig` has no closed list.
 */
export function goParams(sig: string): string[] {
  const f = sig.indexOf('func');
  if (f < 0) return [];
  const lists: string[] = [];
  let i = f + 4;
  while (sig.charAt(i) === ' ') i++;
  // A method's receiver list comes before its name.
  if (sig.charAt(i) === '(') {
    const end = closingBracket(sig, i);
    if (end < 0) return [];
    lists.push(sig.slice(i + 1, end));
    i = end + 1;
  }
  // The name, any type parameters (`[T any]`), then the parameter list.
  while (i < sig.length && sig.charAt(i) !== '(' && sig.charAt(i) !== '[') i++;
  if (sig.charAt(i) === '[') i = closingBracket(sig, i) + 1;
  while (i > 0 && i < sig.length && sig.charAt(i) !== '(') i++;
  const end = i > 0 && i < sig.length ? closingBracket(sig, i) : -1;
  if (end >= 0) lists.push(sig.slice(i + 1, end));
  const out: string[] = [];
  for (const list of lists) {
    for (const entry of splitOutside(list, ',', '()[]{}')) {
      const w = /^\s*([A-Za-z_]\w*)/.exec(entry);
      if (w) out.push(w[1]);
    }
  }
  return out;
}

/** Whether TS/JS definition `d`'s signature starts a parameter list: a function's or a method's, a const's holding a function (`const f = (a) => …`), never a test's call `it('…', () => …)` nor a const's value `createApp(x)`. */
function takesParams(d: DefRec): boolean {
  return d.kind === 'function' || d.kind === 'method' || (d.kind === 'const' && /=>|\bfunction\b/.test(d.signature ?? ''));
}

/** definitionParams per definition, kept while the record lives. */
const PARAMS = new WeakMap<DefRec, ReadonlySet<string>>();

/** The empty set: no parameters known. */
const NONE: ReadonlySet<string> = new Set();

/**
 * The parameter names of definition `d` of a file in language `lang`
 * (FileRec.lang): Python's every name (pythonParams), TS/JS's of a function,
 * method or const holding a function (jsLocalNames signatureParams, which
 * counts every name of a destructuring pattern), Go's of a function or
 * method (goParams, the receiver's included); empty for a class, any
 * other definition or language. Memoised per definition. A Python variable
 * of the body named as one is placed (fileNesting scopeBinds: before its
 * bind the name holds the parameter).
 */
export function definitionParams(lang: string, d: DefRec): ReadonlySet<string> {
  let names = PARAMS.get(d);
  if (!names) {
    if (lang === 'python' && d.kind !== 'class') names = new Set(pythonParams(d.signature ?? '').map((x) => x.name));
    else if (FAMILY[lang] === 'js' && takesParams(d)) names = new Set(signatureParams(d.signature));
    else if (lang === 'go' && (d.kind === 'function' || d.kind === 'method')) names = new Set(goParams(d.signature ?? ''));
    else names = NONE;
    PARAMS.set(d, names);
  }
  return names;
}
