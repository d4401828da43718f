/**
 * Swift overloads told apart by argument labels (newcomer 35 #4: Alamofire's
 * EventMonitor declares 25 methods named `request`, `request(_:didResumeTask:)`,
 * `request(_:didFailTask:earlyWithError:)`…, and every call was offered to
 * each). A Swift function's name includes its argument labels (The Swift
 * Programming Language, "Function Argument Labels and Parameter Names"), so a
 * call `m.request(r, didResumeTask: t)` can only call a declaration whose
 * parameters take those labels in that order: an unlabelled argument a `_`
 * parameter, a defaulted parameter may be left out, a variadic one takes the
 * unlabelled arguments after it, and the first trailing closure takes a
 * parameter whatever its label (SE-0279; later ones, SE-0286, their labels).
 */
import type { Node } from 'web-tree-sitter';
import { splitParameters } from './signatures';

/** The first trailing closure of a call, which passes no label (recorded so in CallRec.argTypes). */
const TRAILING = '~';

/** The `call_suffix` of Swift call node `node`, or null. */
function suffixOf(node: Node): Node | null {
  return node.namedChildren.find((c) => c?.type === 'call_suffix') ?? null;
}

/**
 * The arguments Swift call `node` passes, by label: `label=` for a labelled
 * one, '' for one without, `~` for the first trailing closure, `label=` for
 * a later one (`{ … } other: { … }`); undefined without an argument list
 * (a call the grammar read otherwise). Its length is the argument count.
 */
export function swiftArgumentLabels(node: Node): string[] | undefined {
  const suffix = suffixOf(node);
  if (!suffix) return undefined;
  const out: string[] = [];
  let trailing = 0;
  let label: string | undefined;
  const read = (s: Node) => {
    for (const c of s.children) {
      if (!c) continue;
      if (c.type === 'value_arguments') {
        for (const a of c.namedChildren) {
          if (a?.type !== 'value_argument') continue;
          const name = a.childForFieldName('name');
          out.push(name ? `${name.text.replace(/:$/, '').trim()}=` : '');
        }
      } else if (c.type === 'simple_identifier') label = c.text;
      else if (c.type === 'lambda_literal') {
        out.push(trailing++ === 0 || label === undefined ? TRAILING : `${label}=`);
        label = undefined;
      }
    }
  };
  read(suffix);
  // `self.retrieveImage(with: …, context: …) { result in … }` after a multi-line argument list: the grammar reads the trailing
  // closure as a call of the call's result, a suffix of closures only around it (Kingfisher; newcomer 43 #2).
  const outer = node.parent;
  const more = outer?.type === 'call_expression' && outer.namedChildren[0]?.id === node.id ? suffixOf(outer) : null;
  if (more && !more.namedChildren.some((c) => c?.type === 'value_arguments')) read(more);
  return out;
}

/** One declared parameter: its argument label (`_` for none), whether it has a default, whether it is variadic. */
interface SwiftParam {
  label: string;
  optional: boolean;
  variadic: boolean;
}

/** The parameters of the parameter list text `inner` (`_ request: Request, didResumeTask task: URLSessionTask`). */
function swiftParams(inner: string): SwiftParam[] {
  const out: SwiftParam[] = [];
  for (const raw of splitParameters(inner, true)) {
    const p = raw.trim();
    if (!p) continue;
    const colon = p.indexOf(':');
    const names = (colon < 0 ? p : p.slice(0, colon)).trim().split(/\s+/);
    const type = colon < 0 ? '' : p.slice(colon + 1);
    out.push({ label: names[0] ?? '_', optional: /(?<![=<>!])=(?![=>])/.test(type), variadic: /\.\.\.\s*(?:=|$)/.test(type.trim()) });
  }
  return out;
}

/**
 * Whether the argument labels a call passes (swiftArgumentLabels) may call
 * the declaration whose parameter list reads `inner`: 'no' when they cannot
 * (a label missing, unknown or out of order, a parameter without a default
 * left out), else 'fits'.
 */
export function swiftLabelsFit(labels: readonly string[], inner: string): 'no' | 'fits' {
  const params = swiftParams(inner);
  let j = 0;
  for (let i = 0; i < labels.length; i++) {
    const a = labels[i];
    if (a === TRAILING) {
      // The first trailing closure takes the next parameter that is left, whatever its label.
      while (j < params.length - 1 && params[j].optional && params.slice(j + 1).some((p) => !p.optional)) j++;
      if (j >= params.length) return 'no';
      j++;
      continue;
    }
    const label = a === '' ? '_' : a.slice(0, -1);
    // A variadic parameter before takes this unlabelled argument too.
    if (label === '_' && j > 0 && params[j - 1].variadic && (j >= params.length || params[j].label !== '_')) continue;
    while (j < params.length && params[j].label !== label && params[j].optional) j++;
    if (j >= params.length || params[j].label !== label) return 'no';
    j++;
  }
  for (; j < params.length; j++) if (!params[j].optional && !params[j].variadic) return 'no';
  return 'fits';
}

/** The argument count of Swift call `node` (its labels' count), or undefined. */
export function swiftArgCount(node: Node): number | undefined {
  return swiftArgumentLabels(node)?.length;
}

/**
 * Whether Swift call `node` is written where `await` covers it — inside an
 * `await` expression (`try await m.f(x.g())`: both calls), or as the value
 * of an `async let` (which awaits implicitly) — up to the closure or
 * function around it. Only such a call may call an asynchronous function
 * (The Swift Programming Language, "Concurrency": "Calling an asynchronous
 * function … you write await in front of the call"; SE-0317 for `async let`).
 */
export function swiftAwaited(node: Node): boolean {
  for (let n = node.parent; n; n = n.parent) {
    const t = n.type;
    if (t === 'await_expression') return true;
    if (t === 'property_declaration') return n.firstChild?.type === 'async';
    if (t === 'lambda_literal' || t === 'function_body' || t === 'statements' || t === 'class_body' || t === 'source_file') return false;
  }
  return false;
}

/**
 * Whether the Swift declaration `signature`, whose parameter list reads
 * `inner` (arity.ts parameterListText), is asynchronous: `async` right after
 * its parameter list (`func f(x: Int) async throws -> T`), not an async
 * closure type among its parameters.
 */
export function swiftAsync(signature: string, inner: string): boolean {
  const at = signature.indexOf(inner);
  return at >= 0 && /^\s*\)\s*async\b/.test(signature.slice(at + inner.length));
}

