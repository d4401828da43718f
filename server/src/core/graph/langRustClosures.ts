/**
 * Rust closures passed where a function takes a closure (w1c #6): in
 * `self.visit(|s| s.run())` with `fn visit(&self, f: impl Fn(&Searcher))`,
 * `s` is a Searcher. Extraction binds each untyped parameter of a closure
 * written as a call's argument to the form `closure:<callee>:<k>:<i>` (the
 * callee as callReceiver writes it, without its `()`; argument k; the
 * closure's parameter i), and resolution (graphTypes typeDefs,
 * `closureParamTypes`) reads the callee's declared parameter k: `impl Fn(…)`,
 * `&dyn Fn(…)`, `Box<dyn FnMut(…)>`, or a type parameter bounded so (`F:
 * Fn(…)`, also in a `where`), and takes its i-th argument type.
 */
import type { Node } from 'web-tree-sitter';
import type { CallRec, FileRec } from './types';
import { callReceiver } from './receivers';
import { splitParameters } from './signatures';
import { parameterListText } from './arity';

/** The bind type form of closure parameter `i` of the closure passed as argument `k` of a call of `callee`. */
const CLOSURE_FORM = /^closure:(.+):(\d+):(\d+)$/;

/**
 * Binds the untyped parameters of closures passed as call arguments
 * (`xs.visit(|s| …)`, `walk(p, |e| …)`) in the function holding the call, as
 * CLOSURE_FORM types, each placed over its closure and declaring (BindRec
 * declares: closures of one function may reuse a name). A name bound
 * otherwise in that function (a typed closure parameter, an iterator
 * closure's element, a `let`) is left as it is.
 */
export function closureParameters(rec: FileRec, root: Node, src: string): void {
  if (!src.includes('|')) return;
  const bound = new Set(rec.binds.map((b) => `${b.scope}\t${b.name}`));
  for (const closure of root.descendantsOfType('closure_expression')) {
    // `f(|s| …)`, `f(&|s| …)`, `f(&mut |s| …)`.
    const arg = closure?.parent?.type === 'reference_expression' ? closure.parent : closure;
    const args = arg?.parent;
    const call = args?.type === 'arguments' ? args.parent : null;
    let fn = call?.type === 'call_expression' ? call.childForFieldName('function') : null;
    let passed = arg;
    let list = args;
    // `w.printed(Box::new(|s| …))`: the closure boxed is the outer call's argument.
    if (fn?.text.replace(/\s+/g, '') === 'Box::new' && call?.parent?.type === 'arguments' && call.parent.parent?.type === 'call_expression') {
      passed = call;
      list = call.parent;
      fn = call.parent.parent.childForFieldName('function');
    }
    if (!closure || !passed || !list || !fn || fn.text.length > 200) continue;
    const callee = callReceiver(`${fn.text}()`)?.slice(0, -2);
    if (!callee) continue;
    const k = list.namedChildren.filter((c) => c && !c.type.includes('comment')).findIndex((c) => c?.id === passed.id);
    const start = closure.startPosition;
    const end = closure.endPosition;
    let scope = -1;
    rec.defs.forEach((d, i) => {
      if ((d.kind === 'function' || d.kind === 'method') && d.line <= start.row + 1 && start.row + 1 <= d.endLine && (scope < 0 || d.line >= rec.defs[scope].line)) scope = i;
    });
    if (scope < 0 || k < 0) continue;
    // Each parameter with its position (`|_, s|`: `_` is no named node, s is parameter 1).
    const params: [Node, number][] = [];
    let at = 0;
    for (const c of closure.childForFieldName('parameters')?.children ?? []) {
      if (c?.type === ',') at++;
      else if (c?.isNamed) params.push([c, at]);
    }
    params.forEach(([p, i]) => {
      const v = p?.type === 'identifier' ? p : p?.type === 'reference_pattern' ? p.namedChild(0) : null;
      if (v?.type !== 'identifier' || bound.has(`${scope}\t${v.text}`)) return;
      // Placed and declaring: the parameter reaches its closure only, so closures of one function may reuse a name (bindPlaces).
      rec.binds.push({ scope, name: v.text, type: `closure:${callee}:${k}:${i}`, line: start.row + 1, col: start.column, endLine: end.row + 1, endCol: end.column, declares: true });
    });
  }
}

/** A closure type's parameter list: `impl Fn(&A, B) -> C`, `&mut dyn FnMut(A)`, `Box<dyn Fn(A) + Send>`, a bound `Fn(A)` (group 1). */
const FN_TRAIT = /^(?:&\s*(?:'\w+\s+)?(?:mut\s+)?)?(?:Box\s*<\s*)?(?:impl|dyn)?\s*(?:Fn|FnMut|FnOnce)\s*\((.*?)\)/s;

/**
 * The type a closure parameter bound as CLOSURE_FORM has, as written in the
 * signature of one function `callee` resolves to (`signature`, `name`): the
 * i-th argument type of its k-th parameter's closure type (a `self`
 * parameter not counted), without references and type arguments (`&'a
 * mut Foo<T>` → `Foo`, a path `a::Foo` kept); undefined when the form, the
 * parameter or its type is no such thing.
 */
export function closureParamType(form: string, signature: string | undefined, name: string): string | undefined {
  const m = CLOSURE_FORM.exec(form);
  // `fn bounded<F: Fn(&Foo)>(…)`: the generics hold parentheses, which parameterListText would take for the list.
  const generics = signature ? new RegExp(`\\b${name}\\s*<`).exec(signature) : null;
  let unbounded = signature;
  if (signature && generics) {
    let depth = 0;
    let k = generics.index + generics[0].length - 1;
    for (; k < signature.length; k++) if (signature[k] === '<') depth++;
    else if (signature[k] === '>' && signature[k - 1] !== '-' && --depth === 0) break;
    unbounded = signature.slice(0, generics.index + generics[0].length - 1) + signature.slice(k + 1);
  }
  const inner = m ? parameterListText(unbounded, name) : undefined;
  if (!m || inner === undefined) return undefined;
  // `Fn(&A) -> B`'s `>` opens nothing (splitParameters counts `<…>`).
  const params = splitParameters(inner.replace(/->/g, '→'), true).map((x) => x.trim()).filter((x) => x && !/^(?:&\s*(?:'\w+\s+)?)?(?:mut\s+)?self\b/.test(x));
  const param = params[Number(m[2])];
  if (!param?.includes(':')) return undefined;
  let type: string | undefined = param.slice(param.indexOf(':') + 1).trim();
  // `f: F` with `F: Fn(&Foo)` among the generics or in a `where`.
  if (/^[A-Z]\w*$/.test(type)) type = new RegExp(`[<,\\s]${type}\\s*:\\s*((?:Fn|FnMut|FnOnce)\\s*\\(.*)`, 's').exec(signature?.replace(/->/g, '→') ?? '')?.[1];
  const fnArgs = type ? FN_TRAIT.exec(type)?.[1] : undefined;
  const arg = fnArgs === undefined ? undefined : splitParameters(fnArgs.replace(/->/g, '→'), true)[Number(m[3])]?.trim();
  const named = arg?.replace(/^&\s*(?:'\w+\s+)?(?:mut\s+)?/, '').replace(/<.*$/s, '').trim();
  return named && /^[A-Za-z_]\w*(?:::[A-Za-z_]\w*)*$/.test(named) ? named : undefined;
}

/** The callee of a CLOSURE_FORM type (`this.visit`), or undefined for any other type. */
export function closureCallee(form: string): string | undefined {
  return form.startsWith('closure:') ? CLOSURE_FORM.exec(form)?.[1] : undefined;
}

/**
 * Calls of local callables (issue 3: axum, ripgrep): `let handler = |req:
 * &Request| req.uri(); handler(&r)` calls the closure the variable holds,
 * and `fn visit(f: impl Fn(&Foo)) { f(x) }` the closure its caller passed —
 * never a function item that happens to share the name (a local binding
 * shadows items in the value namespace: the Rust Reference, "Names",
 * "Namespaces"). Such a bare call names no definition, so it is dropped:
 * neither unresolved nor taken by a same-named function. The names are a
 * function's parameters bound by a plain identifier pattern, and variables
 * a `let` binds to a closure (from that `let` to the end of the block
 * holding it, in the function holding it; a closure in a closure counts for
 * the outer function, whose calls they are).
 */
export function localCallables(rec: FileRec, root: Node, src: string): void {
  if (!rec.calls.some((c) => c.recv === undefined && c.kind === 'call')) return;
  /** Per function definition: name → where (first line, its column, last line) a call of it is the local's. */
  const locals = new Map<number, Map<string, [number, number, number][]>>();
  const innermost = (line: number): number => {
    let scope = -1;
    rec.defs.forEach((d, i) => {
      if ((d.kind === 'function' || d.kind === 'method') && d.line <= line && line <= d.endLine && (scope < 0 || d.line >= rec.defs[scope].line)) scope = i;
    });
    return scope;
  };
  const add = (scope: number, name: string, line: number, col: number, endLine: number): void => {
    if (scope < 0) return;
    let m = locals.get(scope);
    if (!m) locals.set(scope, (m = new Map()));
    const spans = m.get(name);
    if (spans) spans.push([line, col, endLine]);
    else m.set(name, [[line, col, endLine]]);
  };
  for (const fn of root.descendantsOfType('function_item')) {
    const params = fn?.childForFieldName('parameters');
    if (!fn || !params) continue;
    const scope = innermost(fn.startPosition.row + 1);
    for (const p of params.namedChildren) {
      if (p?.type !== 'parameter') continue;
      let pat = p.childForFieldName('pattern');
      if (pat?.type === 'mut_pattern') pat = pat.namedChild(0);
      if (pat?.type === 'identifier') add(scope, pat.text, fn.startPosition.row + 1, 0, fn.endPosition.row + 1);
    }
  }
  if (src.includes('|')) {
    for (const let_ of root.descendantsOfType('let_declaration')) {
      let pat = let_?.childForFieldName('pattern');
      if (pat?.type === 'mut_pattern') pat = pat.namedChild(0);
      if (!let_ || pat?.type !== 'identifier' || let_.childForFieldName('value')?.type !== 'closure_expression') continue;
      // From the end of the `let` on: the closure's own body still sees a function item of the name (`let f = |x| f(x);`).
      add(innermost(let_.startPosition.row + 1), pat.text, let_.endPosition.row + 1, let_.endPosition.column, (let_.parent ?? let_).endPosition.row + 1);
    }
  }
  if (!locals.size) return;
  rec.calls = rec.calls.filter((c) => {
    if (c.recv !== undefined || c.kind !== 'call' || c.from < 0) return true;
    const spans = locals.get(c.from)?.get(c.name);
    return !spans?.some(([a, col, b]) => (a < c.line || (a === c.line && col <= c.col)) && c.line <= b);
  });
}

/** Nodes that bind names in a Rust function body, with the field holding the pattern (closure parameters: every child). */
const BINDERS: Record<string, string | null> = { let_declaration: 'pattern', parameter: 'pattern', for_expression: 'pattern', let_condition: 'pattern', match_arm: 'pattern', closure_parameters: null };

/**
 * Drops the `ref` calls (a function handed on as a value: `xs.map(parse_line)`,
 * `get(handler)`) of bare names that function `fns`' own parameters, `let`s,
 * closure parameters, `for`, `if let` / `while let` or match patterns bind:
 * there the name is the local value (`let config = config(); run(config)`),
 * not the function item. Function-wide, so a name bound in one block is
 * taken as local in all of it (a value is left out rather than guessed).
 */
export function localValues(rec: FileRec, fns: readonly Node[]): void {
  const refs = rec.calls.filter((c) => c.kind === 'ref' && c.recv === undefined);
  if (!refs.length) return;
  const dropped = new Set<CallRec>();
  for (const fn of fns) {
    const first = fn.startPosition.row + 1;
    const last = fn.endPosition.row + 1;
    const inside = refs.filter((c) => c.line >= first && c.line <= last);
    if (!inside.length) continue;
    const locals = new Set<string>();
    for (const b of fn.descendantsOfType(Object.keys(BINDERS))) {
      if (!b) continue;
      const field = BINDERS[b.type];
      const pats = field === null ? b.namedChildren : [b.childForFieldName(field!)];
      for (const p of pats) {
        if (!p) continue;
        if (p.type === 'identifier') locals.add(p.text);
        else for (const id of p.descendantsOfType('identifier')) if (id) locals.add(id.text);
      }
    }
    for (const c of inside) if (locals.has(c.name)) dropped.add(c);
  }
  if (dropped.size) rec.calls = rec.calls.filter((c) => !dropped.has(c));
}
