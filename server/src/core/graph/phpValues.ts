/**
 * PHP callables handed on as values (CallRec kind `ref`; GraphReads
 * resolveValue), as the PHP manual's "Callables" page lists them:
 *
 * - the first-class callable syntax `strlen(...)`, `$this->handle(...)`,
 *   `A::cmp(...)` (PHP 8.1): no call, the function itself — the call the
 *   query recorded becomes a `ref`;
 * - an array callable `[$this, 'handle']`, `array(__CLASS__, 'f')`,
 *   `[self::class, 'cmp']`, `[Repo::class, 'find']`, wherever written (an
 *   argument, a `'callback' => …` value), and `array('Cls', 'm')` in the
 *   callable parameter of a function that takes one;
 * - a string naming a function or a static method (`'my_init'`,
 *   `'A::cmp'`) in the callable parameter of a function that takes one
 *   (CALLABLE_PARAMS): a string elsewhere is data;
 * - a class joined to `'::name'` wherever written, `__CLASS__ . '::f'`,
 *   `self::class . '::f'`, `Repo::class . '::find'` (a string so built names
 *   a static method: guzzle's `$delay ?: __CLASS__.'::exponentialDelay'`).
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';
import { callNamedAt, callsByPlace } from './callPlaces';
import { innermostDef } from './sourceLines';

/**
 * Functions taking a callable, by name, with that parameter's 0-based position: PHP's own (the PHP manual's
 * signatures: array_map's `?callable $callback` first, usort's second …) and WordPress's hooks
 * (`add_action($hook_name, $callback)`, `add_filter`), whose callbacks are the usual string callables.
 */
const CALLABLE_PARAMS: ReadonlyMap<string, number> = new Map([
  ['array_map', 0], ['call_user_func', 0], ['call_user_func_array', 0], ['is_callable', 0], ['register_shutdown_function', 0],
  ['spl_autoload_register', 0], ['set_error_handler', 0], ['set_exception_handler', 0], ['register_tick_function', 0], ['fromCallable', 0],
  ['array_filter', 1], ['array_reduce', 1], ['array_walk', 1], ['array_walk_recursive', 1], ['usort', 1], ['uasort', 1], ['uksort', 1],
  ['preg_replace_callback', 1], ['iterator_apply', 1], ['add_action', 1], ['add_filter', 1], ['remove_action', 1], ['remove_filter', 1],
]);

/** A function's or static method's name as a string callable: `my_init`, `A::cmp`, `\App\A::cmp`. */
const CALLABLE_STRING = /^\\?(?:([A-Za-z_]\w*(?:\\[A-Za-z_]\w*)*)::)?([A-Za-z_]\w*)$/;

/** The receiver an array callable's first element names: `$this`, `__CLASS__`, `self::class` / `static::class` (this), `A::class` (A). */
function arrayReceiver(first: Node | null): string | undefined {
  if (first?.type === 'variable_name') return first.text === '$this' ? 'this' : undefined;
  if (first?.type === 'name') return first.text === '__CLASS__' ? 'this' : undefined;
  if (first?.type !== 'class_constant_access_expression' || first.namedChildren[1]?.text !== 'class') return undefined;
  const scope = first.namedChildren[0];
  if (scope?.type === 'relative_scope') return scope.text === 'self' || scope.text === 'static' ? 'this' : undefined;
  return scope?.type === 'name' || scope?.type === 'qualified_name' ? scope.text.replace(/^\\/, '') : undefined;
}

/** The string content of a single-part string literal, with its node; undefined for an interpolated or empty one. */
function stringContent(n: Node | null): Node | undefined {
  if ((n?.type !== 'string' && n?.type !== 'encapsed_string') || n.namedChildren.length !== 1) return undefined;
  const c = n.namedChildren[0];
  return c?.type === 'string_content' ? c : undefined;
}

/** The name node of a call expression (`f`, `$o->f`, `A::f`). */
function calleeName(call: Node): Node | null {
  return call.type === 'function_call_expression' ? call.childForFieldName('function') : call.childForFieldName('name');
}

/** Records the PHP callables of `rec` handed on as values (see the file header). */
export function phpValues(rec: FileRec, root: Node): void {
  const byPlace = callsByPlace(rec, (c) => c.kind === 'call');
  const at = (n: Node) => callNamedAt(byPlace, n);
  const push = (from: number, name: string, recv: string | undefined, node: Node, offset: number) => {
    const line = node.startPosition.row + 1;
    const col = node.startPosition.column + offset;
    rec.calls.push({ name, ...(recv !== undefined ? { recv } : {}), line, col, endCol: col + name.length, from, kind: 'ref' });
  };
  for (const args of root.descendantsOfType('arguments')) {
    const call = args?.parent;
    if (!args || !call) continue;
    const name = calleeName(call);
    const made = name ? at(name.type === 'qualified_name' ? (name.lastNamedChild ?? name) : name) : undefined;
    // `strlen(...)`, `$this->handle(...)`: the function, not a call of it.
    if (args.namedChildren.length === 1 && args.namedChildren[0]?.type === 'variadic_placeholder') {
      if (made) made.kind = 'ref';
      continue;
    }
    const from = made?.from ?? -1;
    const callable = name ? CALLABLE_PARAMS.get(name.text.split('\\').pop()!) : undefined;
    args.namedChildren.forEach((arg, k) => {
      const value = arg?.type === 'argument' ? arg.namedChildren[arg.namedChildren.length - 1] : null;
      if (!value || k !== callable) return;
      // `set_error_handler(array('Cls', 'handle'))`: a class named by a string, in a callable parameter only.
      const pair = value.type === 'array_creation_expression' ? arrayPair(value) : undefined;
      const cls = pair && stringContent(pair[0]);
      if (cls && pair[1] && /^\\?[A-Za-z_][\w\\]*$/.test(cls.text)) return push(from, pair[1].text, cls.text.split('\\').pop(), pair[1], 0);
      const text = stringContent(value);
      const m = text ? CALLABLE_STRING.exec(text.text) : null;
      if (m) push(from, m[2], m[1]?.split('\\').pop(), text!, text!.text.length - m[2].length);
    });
  }
  // `[$this, 'handle']`, `array(__CLASS__, 'f')`, `[Repo::class, 'find']` wherever written (an argument, `'callback' => …`):
  // a pair so headed names a method.
  // `__CLASS__ . '::exponentialDelay'`, `self::class . '::f'`, `Repo::class . '::find'` (guzzle's RetryMiddleware): the static
  // method the string names, joined to its class; only files whose text has a string starting `::` look at concatenations.
  const joined = /['"]::[A-Za-z_]/.test(root.text);
  for (const n of root.descendantsOfType(joined ? ['array_creation_expression', 'binary_expression'] : ['array_creation_expression'])) {
    if (!n) continue;
    if (n.type === 'binary_expression') {
      const right = stringContent(n.childForFieldName('right'));
      const m = right ? /^::([A-Za-z_]\w*)$/.exec(right.text) : null;
      const left = n.childForFieldName('left');
      const recv = m && left ? arrayReceiver(left) : undefined;
      if (m && recv !== undefined) push(innermostDef(rec.defs, n.startPosition.row + 1, n.startPosition.column), m[1], recv, right!, 2);
      continue;
    }
    const pair = arrayPair(n);
    const recv = pair ? arrayReceiver(pair[0]) : undefined;
    if (recv !== undefined && pair![1]) push(innermostDef(rec.defs, n.startPosition.row + 1, n.startPosition.column), pair![1].text, recv, pair![1], 0);
  }
}

/** The two values of a two-element array whose second is a method's name as a string; undefined otherwise. */
function arrayPair(arr: Node): [Node | null, Node | undefined] | undefined {
  const els = arr.namedChildren.filter((e) => e?.type === 'array_element_initializer');
  if (els.length !== 2 || els.some((e) => e!.namedChildren.length !== 1)) return undefined;
  const method = stringContent(els[1]!.namedChildren[0]);
  return method && /^[A-Za-z_]\w*$/.test(method.text) ? [els[0]!.namedChildren[0], method] : undefined;
}
