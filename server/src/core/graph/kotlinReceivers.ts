/**
 * Kotlin call receivers the generic reading (receivers.ts receiverText)
 * cannot write, LangSpec.receiver: a labelled this's field
 * (`this@Outer.conn.close()` → `this@Outer.conn`), a lambda's label
 * (`b.apply { this@apply.url(u) }`: the receiver of the scope function so
 * labelled, `b`), and call chains through trailing lambdas
 * (`items.filter { it.ok }.first().m()` → `items.filter().first()`,
 * `builder.apply { … }.build()` → `builder.build()`).
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';
import { callReceiver, dottedReceiver, LABELLED_THIS, receiverText, uncommented } from './receivers';

/**
 * Scope functions whose lambda's receiver (`this`) is the value they are
 * called on (`x.apply { }`, `x.run { }`) or their first argument (`with(x)
 * { }`): Kotlin standard library, "Scope functions". `apply` and `also`
 * return that value, so a chain through them goes on with it.
 */
const LAMBDA_RECEIVER: ReadonlySet<string> = new Set(['apply', 'run', 'with']);
/** Scope functions returning the value they are called on (`x.apply { … }.build()` is `x.build()`). */
const RETURNS_RECEIVER: ReadonlySet<string> = new Set(['apply', 'also']);

/**
 * Standard-library functions of collections (and of any value, `also`,
 * `let`, `takeIf`) whose lambda's one parameter, `it`, is an element of the
 * collection they are called on, or the value itself (VALUE_IT); Kotlin
 * standard library, kotlin.collections.
 */
const ELEMENT_IT: ReadonlySet<string> = new Set(
  'filter filterNot forEach forEachIndexed onEach map mapNotNull flatMap first firstOrNull last lastOrNull find findLast single singleOrNull any all none count sortedBy sortedByDescending groupBy associateBy associateWith partition takeWhile dropWhile minBy maxBy minByOrNull maxByOrNull sumOf distinctBy'.split(' '),
);
/** Scope functions whose lambda's `it` is the value they are called on (`x.also { it.m() }`, `x.let { … }`). */
const VALUE_IT: ReadonlySet<string> = new Set(['also', 'let', 'takeIf', 'takeUnless']);

/** A labelled this's field, `this@Outer.conn` (one name after the label). */
const LABELLED_FIELD = /^this@[A-Za-z_]\w*\.[A-Za-z_]\w*$/;

/** The name a call_expression's callee ends with (`apply` of `b.apply`, `with` of `with`), or undefined. */
function calleeName(callee: Node | null): string | undefined {
  if (callee?.type === 'identifier') return callee.text;
  // `f(x) { … }`: read by the grammar as a call (the lambda) of the call `f(x)`.
  if (callee?.type === 'call_expression') return calleeName(callee.namedChild(0));
  if (callee?.type !== 'navigation_expression') return undefined;
  const last = callee.namedChild(callee.namedChildCount - 1);
  return last?.type === 'identifier' ? last.text : undefined;
}

/**
 * What `this@label` stands for at `at`: walking out from it, the first
 * lambda passed to a call named `label` (a lambda's implicit label, Kotlin
 * spec "This-expressions") or the class or function so named, whichever is
 * nearer. For a scope function with a receiver (LAMBDA_RECEIVER) it is that
 * receiver's text (`b` of `b.apply { }`, `x` of `with(x) { }`); `?` for
 * another lambda's (its receiver type is the callee's parameter's, unread
 * here); undefined when a class or function holds the label (graphReads
 * labelledThis reads those) or none does.
 */
function lambdaLabel(at: Node, label: string): string | undefined {
  for (let n = at.parent; n; n = n.parent) {
    if ((n.type === 'class_declaration' || n.type === 'object_declaration' || n.type === 'function_declaration') && n.namedChildren.some((c) => c?.type === 'identifier' && c.text === label)) return undefined;
    if (n.type !== 'annotated_lambda' || n.parent?.type !== 'call_expression') continue;
    const call = n.parent;
    const callee = call.namedChild(0);
    if (calleeName(callee) !== label) continue;
    if (!LAMBDA_RECEIVER.has(label)) return '?';
    return scopeReceiver(call) ?? '?';
  }
  return undefined;
}

/**
 * The receiver text of scope-function call `call` (`b` of `b.apply { }` /
 * `b.run { }`, `x` of `with(x) { }`): what `this` is in its lambda.
 * Undefined for a `run { }` on no receiver (its `this` is the one around it)
 * or a `with` without an argument.
 */
function scopeReceiver(call: Node): string | undefined {
  const callee = call.namedChild(0);
  if (callee?.type === 'navigation_expression') return readReceiver(callee.namedChild(0)!);
  if (calleeName(callee) !== 'with') return undefined;
  // `with(b) { … }`: the grammar reads a call with arguments then a lambda as a call of the call `with(b)`.
  const args = callee?.type === 'call_expression' ? callee : call;
  const arg = args.namedChildren.find((c) => c?.type === 'value_arguments')?.namedChild(0)?.namedChild(0);
  return arg ? readReceiver(arg) : undefined;
}

/**
 * Sets CallRec.implicit of each bare call of Kotlin file `rec` made inside
 * the lambda of `x.apply { }`, `x.run { }` or `with(x) { }`: `x`, the
 * lambda's receiver, which a bare `connect(callFactory)` is called on before
 * the `this` of the class around it or a top-level function of the name
 * (Kotlin spec, "Receivers": the innermost implicit receiver first; okhttp's
 * `RealEventSource(request, listener).apply { connect(callFactory) }`).
 * Lambdas between that take `it` (ELEMENT_IT, VALUE_IT: `forEach`, `let`)
 * change no receiver and are looked through; any other lambda stops the
 * search (its receiver, if it has one, is its callee's parameter's, unread
 * here). Reads the tree only when `src` writes a scope function.
 */
export function implicitReceivers(rec: FileRec, root: Node, src: string): void {
  if (!/\b(?:apply|run|with)\b/.test(src)) return;
  for (const c of rec.calls) {
    if (c.recv !== undefined || c.kind !== 'call') continue;
    const at = root.descendantForPosition({ row: c.line - 1, column: c.col });
    for (let n = at?.parent ?? null; n; n = n.parent) {
      if (n.type === 'function_declaration' || n.type === 'class_body' || n.type === 'object_literal') break;
      if (n.type !== 'annotated_lambda' || n.parent?.type !== 'call_expression') continue;
      const name = calleeName(n.parent.namedChild(0)) ?? '';
      if (ELEMENT_IT.has(name) || VALUE_IT.has(name)) continue;
      if (!LAMBDA_RECEIVER.has(name)) break;
      const to = scopeReceiver(n.parent);
      if (to === undefined) continue;
      if (to !== '?' && !to.startsWith('this')) c.implicit = to;
      break;
    }
  }
}

/** Receiver `n` read as Kotlin's (kotlinReceiver) or, when that has no reading of its own, as every language's. */
function readReceiver(n: Node): string {
  return kotlinReceiver(n) ?? receiverText(n);
}

/**
 * What `it` stands for at `at`: the nearest lambda without declared
 * parameters around it, when that lambda is passed to a collection function
 * called on `xs` (ELEMENT_IT: `xs[]`, one of its elements) or to a scope
 * function called on `x` (VALUE_IT: `x`); undefined otherwise (another
 * lambda's `it`, or none).
 */
function implicitIt(at: Node): string | undefined {
  for (let n = at.parent; n; n = n.parent) {
    if (n.type === 'function_declaration' || n.type === 'class_body') return undefined;
    if (n.type !== 'lambda_literal' || n.namedChildren.some((c) => c?.type === 'lambda_parameters')) continue;
    const call = n.parent?.type === 'annotated_lambda' ? n.parent.parent : null;
    const callee = call?.type === 'call_expression' ? call.namedChild(0) : null;
    if (callee?.type !== 'navigation_expression' || call!.namedChildren.some((c) => c?.type === 'value_arguments')) return undefined;
    const name = calleeName(callee) ?? '';
    const of = ELEMENT_IT.has(name) || VALUE_IT.has(name) ? readReceiver(callee.namedChild(0)!) : '?';
    if (of === '?' || of.includes('[]')) return undefined;
    return VALUE_IT.has(name) ? of : `${of}[]`;
  }
  return undefined;
}

/**
 * The text of call chain `n` without its trailing lambdas, for
 * callReceiver: `f { … }` is `f()`, `f(x) { … }` is `f(x)`, and a link
 * through `apply`/`also` is dropped (they return their receiver).
 * Undefined when `n` holds no trailing lambda on its chain.
 */
function chainText(n: Node): { text: string; lambdas: boolean } {
  if (n.type === 'call_expression') {
    const callee = n.namedChild(0);
    const lambda = n.namedChildren.find((c) => c?.type === 'annotated_lambda');
    const args = n.namedChildren.find((c) => c?.type === 'value_arguments');
    if (!callee) return { text: uncommented(n, n.text), lambdas: false };
    if (lambda && !args && callee.type === 'navigation_expression' && RETURNS_RECEIVER.has(calleeName(callee) ?? '')) {
      const inner = chainText(callee.namedChild(0)!);
      return { text: inner.text, lambdas: true };
    }
    const head = chainText(callee);
    // `f(x) { … }` (a call of the call `f(x)`: calleeName) is f(x) itself.
    const own = args ? uncommented(args, args.text) : callee.type === 'call_expression' ? '' : '()';
    return { text: `${head.text}${own}`, lambdas: head.lambdas || !!lambda };
  }
  if (n.type === 'navigation_expression') {
    const first = n.namedChild(0);
    if (!first) return { text: uncommented(n, n.text), lambdas: false };
    const head = chainText(first);
    return { text: `${head.text}${uncommented(n, n.text.slice(first.endIndex - n.startIndex), first.endIndex)}`, lambdas: head.lambdas };
  }
  return { text: uncommented(n, n.text), lambdas: false };
}

/**
 * A Kotlin receiver node's text as resolution reads it (LangSpec.receiver),
 * where Kotlin's syntax needs its own reading; undefined to read it as
 * every language's (receivers.ts receiverText). `this@Outer.conn` (a field
 * of the labelled this: graphResolve), `this@apply` / `this@apply.f` read
 * as the scope function's receiver (lambdaLabel), and a chain through
 * trailing lambdas as callReceiver reads it without them (chainText); a
 * receiver holding a non-null assertion `x!!` as the same one without it.
 */
export function kotlinReceiver(n: Node): string | undefined {
  // `other!!.level()`, `a.b!!.f()`, `make()!!.run()`: the non-null assertion asserts, it makes no other value.
  if (n.type === 'unary_expression' || n.type === 'navigation_expression' || n.type === 'call_expression') {
    const text = n.text;
    if (text.includes('!!') && text.length < 4000) {
      const plain = uncommented(n, text).replace(/\s*!!/g, '');
      return n.type === 'call_expression' || plain.endsWith(')') ? callReceiver(plain) ?? dottedReceiver(plain) : dottedReceiver(plain);
    }
  }
  const labelled = n.type === 'this_expression' ? n : n.type === 'navigation_expression' && n.namedChild(0)?.type === 'this_expression' ? n.namedChild(0)! : null;
  if (labelled && LABELLED_THIS.test(labelled.text) && (labelled === n || LABELLED_FIELD.test(n.text))) {
    const to = lambdaLabel(labelled, labelled.text.slice(5));
    const rest = n.text.slice(labelled.text.length);
    if (to === undefined) return labelled === n ? undefined : n.text;
    return to === '?' ? '?' : dottedReceiver(`${to}${rest}`);
  }
  // `items.filter { it.ok() }`: an element of items; `it.name.m()` its field (graphElements viaElementField).
  const it = n.type === 'identifier' && n.text === 'it' ? n : n.type === 'navigation_expression' && n.namedChild(0)?.type === 'identifier' && n.namedChild(0)!.text === 'it' ? n.namedChild(0)! : null;
  if (it) {
    const to = implicitIt(it);
    const rest = n.text.slice(2);
    if (to === undefined || !/^(\.[A-Za-z_]\w*)?$/.test(rest)) return undefined;
    return to.endsWith('[]') ? `${to}${rest}` : dottedReceiver(`${to}${rest}`);
  }
  if (n.type !== 'call_expression') return undefined;
  const chain = chainText(n);
  if (!chain.lambdas || chain.text.length > 4000) return undefined;
  return callReceiver(chain.text) ?? dottedReceiver(chain.text);
}
