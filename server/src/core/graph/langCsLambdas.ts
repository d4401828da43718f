/**
 * C# elements of collections reached through lambdas and loops the query
 * cannot bind (issue 3, MediatR / Polly): the untyped parameter of a lambda
 * passed to a LINQ or `List<T>` method (`items.Where(x => x.IsValid())`,
 * `handlers.ForEach(h => h.Handle())`, `Array.ForEach(arr, a => a.Run())`)
 * is an element of the collection the method is called on; a `foreach (var
 * x in …)` over a member, a call or a dictionary's `.Values` (`this.handlers`,
 * `GetAll()`, `byName.Values`) binds x to an element of it; and a
 * dictionary's entry read as `kv.Value` (`foreach (var kv in byName)`,
 * `byName.Where(kv => kv.Value.Ok())`) is its value. Each is bound as the
 * element form `xs[]` (graphElements elementTypeDefs), placed over its lambda
 * or loop and declaring.
 */
import type { Node } from 'web-tree-sitter';
import type { BindRec, FileRec } from './types';
import { CLASS_LIKE_KINDS } from './types';
import { callReceiver, receiverText, uncommented } from './receivers';
import { CS_ELEMENT_GETTERS } from './collectionMethods';

/**
 * Methods whose lambda argument's first parameter is an element of the
 * collection they are called on (.NET API: System.Linq.Enumerable's
 * predicates, selectors and key selectors; `List<T>.ForEach` / `Find…` /
 * `Exists` / `TrueForAll` / `RemoveAll` / `ConvertAll`).
 */
export const CS_ELEMENT_LAMBDAS: ReadonlySet<string> = new Set(
  'Where Select SelectMany Any All Count LongCount First FirstOrDefault Last LastOrDefault Single SingleOrDefault OrderBy OrderByDescending ThenBy ThenByDescending GroupBy ToDictionary ToLookup ToHashSet Sum Min Max Average MinBy MaxBy DistinctBy ExceptBy IntersectBy UnionBy TakeWhile SkipWhile ForEach Find FindAll FindIndex FindLast FindLastIndex Exists TrueForAll RemoveAll ConvertAll'.split(' '),
);

/** `System.Array`'s static methods taking the array first and a lambda over its elements second (.NET API). */
const ARRAY_STATICS: ReadonlySet<string> = new Set('ForEach Find FindAll FindIndex FindLast FindLastIndex Exists TrueForAll ConvertAll'.split(' '));

/** Generic dictionaries of the .NET base library, whose value type (the second type argument) an element bind holds (langJvm CS_MAP). */
export const CS_DICTIONARIES = 'Dictionary|IDictionary|IReadOnlyDictionary|ConcurrentDictionary|SortedDictionary|SortedList|ImmutableDictionary|IImmutableDictionary';

/**
 * LINQ and async-stream methods whose result holds the elements of the
 * sequence they are called on, in another order or fewer of them (.NET API:
 * System.Linq.Enumerable's filters, orderings, set and conversion methods;
 * `TaskAsyncEnumerableExtensions.WithCancellation` / `ConfigureAwait` on an
 * `IAsyncEnumerable<T>`).
 */
const CS_SAME_ELEMENTS: ReadonlySet<string> = new Set(
  'Where OrderBy OrderByDescending ThenBy ThenByDescending Distinct DistinctBy Take TakeLast TakeWhile Skip SkipLast SkipWhile Reverse ToList ToArray ToHashSet AsEnumerable AsQueryable AsReadOnly ToImmutableArray ToImmutableList WithCancellation ConfigureAwait'.split(' '),
);

/** The method an invocation calls on something (`xs.Where(…)`, `xs.ToList<T>()`): its name and the expression it is called on, else null. */
function calledOn(n: Node): { method: string; on: Node; args: Node | null } | null {
  if (n.type !== 'invocation_expression') return null;
  const fn = n.childForFieldName('function');
  const name = fn?.type === 'member_access_expression' ? fn.childForFieldName('name') : null;
  const on = fn?.childForFieldName('expression');
  const method = name?.type === 'generic_name' ? name.namedChild(0)?.text : name?.text;
  return method && on ? { method, on, args: n.childForFieldName('arguments') } : null;
}

/**
 * The class `Select(x => new Foo(…))` makes of each element (the class its
 * lambda's body constructs: `Foo`, `Foo<T>` as Foo, `Ns.Foo` whole), else
 * undefined.
 */
function projected(call: { method: string; args: Node | null }): string | undefined {
  if (call.method !== 'Select') return undefined;
  const arg = call.args?.namedChildren.filter((c) => c?.type === 'argument');
  const l = arg?.length === 1 ? arg[0]?.namedChild(0) : null;
  const body = l?.type === 'lambda_expression' ? l.childForFieldName('body') : null;
  if (body?.type !== 'object_creation_expression') return undefined;
  const t = body.childForFieldName('type');
  if (t?.type === 'identifier' || t?.type === 'qualified_name') return t.text.replace(/\s+/g, '');
  return t?.type === 'generic_name' ? t.namedChild(0)?.text : undefined;
}

/**
 * The type an element of collection expression `n` has, as a bind writes
 * it: past the CS_SAME_ELEMENTS calls around it (`xs.Where(…).ToList()` →
 * `xs`), the class a `Select(x => new Foo(…))` makes (`Foo`), else the
 * element form of its holder (`xs[]`, holder). `kept`: only when a call was
 * passed over or a projection read (a bare holder is bound elsewhere).
 */
function elementOf(n: Node, kept = false): string | undefined {
  let t: Node = n.type === 'parenthesized_expression' && n.namedChild(0) ? n.namedChild(0)! : n;
  let passed = false;
  for (let call = calledOn(t); call; call = calledOn(t)) {
    const made = projected(call);
    if (made) return made;
    if (!CS_SAME_ELEMENTS.has(call.method)) break;
    t = call.on;
    passed = true;
  }
  if (kept && !passed) return undefined;
  const of = holder(t);
  return of ? `${of}[]` : undefined;
}

/**
 * What `n` (a collection expression) is written as an element's holder:
 * `items`, `this.items`, `a.items`, a call or chain `GetAll()` /
 * `items.Where()` (callReceiver); a dictionary's `d.Values` is `d`, whose
 * element bind holds the value type. Undefined for anything else
 * (an element access, a `?` receiver).
 */
function holder(n: Node): string | undefined {
  const t = n.type === 'parenthesized_expression' ? n.namedChild(0) : n;
  if (!t) return undefined;
  const text = t.type === 'invocation_expression' ? callReceiver(uncommented(t, t.text).replace(/\s+/g, ' ')) : receiverText(t);
  if (!text || text === '?' || text.includes('[') || text === 'this' || text === 'base') return undefined;
  return text.endsWith('.Values') && text.length > 7 ? text.slice(0, -7) : text;
}

/** The innermost method, function or property of `rec` holding line `line` (1-based), or -1. */
function scopeAt(rec: FileRec, line: number): number {
  let scope = -1;
  rec.defs.forEach((d, i) => {
    if ((d.kind === 'function' || d.kind === 'method') && d.line <= line && line <= d.endLine && (scope < 0 || d.line >= rec.defs[scope].line)) scope = i;
  });
  return scope;
}

/** The untyped name of lambda `l`'s first parameter (`x => …`, `(x) => …`, `(x, i) => …`), or null (typed, or none). */
function firstUntyped(l: Node): Node | null {
  const ps = l.childForFieldName('parameters');
  if (ps?.type === 'implicit_parameter' || ps?.type === 'identifier') return ps;
  const p = ps?.type === 'parameter_list' ? ps.namedChildren.find((c) => c?.type === 'parameter') : null;
  return p && !p.childForFieldName('type') ? p.childForFieldName('name') : null;
}

/**
 * Binds (see the file header) the untyped first parameter of each lambda
 * passed to a CS_ELEMENT_LAMBDAS method or an ARRAY_STATICS one, and the
 * `var` of each `foreach` over a collection not written as one name (those
 * the query binds, langJvm bind.range), to `xs[]`; then reads `kv.Value`
 * of an entry of a dictionary this file declares (`dictionaries`: names
 * its fields, locals, parameters and properties bound to one) as `kv`.
 * C# lets no lambda parameter nor loop variable shadow a local or
 * parameter of the method around it (CS0136), so each bind stands over its
 * lambda or loop whatever else the method binds.
 */
export function csharpElements(rec: FileRec, root: Node, src: string, dictionaries: ReadonlyMap<string, CsDictionary>): void {
  keyBinds(rec, dictionaries);
  if (src.includes('Select')) projectedElements(rec, root);
  if (!src.includes('=>') && !src.includes('foreach') && !src.includes('var ')) return;
  /** Lambda and loop variables over a dictionary of this file (`of`: as a receiver names it, `byKey`, `this.byKey`), with the place they reach (for `kv.Value`, `kv.Key`). */
  const entries: { name: string; of: string; scope: number; line: number; endLine: number }[] = [];
  const placed: BindRec[] = [];
  const bind = (scope: number, name: Node, type: string, around: Node): void => {
    const start = name.startPosition;
    const end = around.endPosition;
    const b: BindRec = { scope, name: name.text, type, line: start.row + 1, col: start.column, endLine: end.row + 1, endCol: end.column, declares: true };
    rec.binds.push(b);
    placed.push(b);
    const of = type.endsWith('[]') ? type.slice(0, -2) : '';
    const bare = of.startsWith('this.') ? of.slice(5) : of;
    if (dictionaries.has(bare)) entries.push({ name: name.text, of, scope, line: around.startPosition.row + 1, endLine: end.row + 1 });
  };
  if (src.includes('=>')) {
    for (const l of root.descendantsOfType('lambda_expression')) {
      const arg = l?.parent?.type === 'argument' ? l.parent : null;
      const call = arg?.parent?.type === 'argument_list' ? arg.parent.parent : null;
      const fn = call?.type === 'invocation_expression' ? call.childForFieldName('function') : null;
      const name = fn?.type === 'member_access_expression' ? fn.childForFieldName('name') : null;
      const on = fn?.childForFieldName('expression');
      const param = l ? firstUntyped(l) : null;
      if (!l || !arg || !name || !on || !param) continue;
      const args = arg.parent!.namedChildren.filter((c) => c?.type === 'argument');
      const k = args.findIndex((c) => c?.id === arg.id);
      const method = name.type === 'generic_name' ? name.namedChild(0)?.text : name.text;
      let of: string | undefined;
      if (on.text === 'Array' && ARRAY_STATICS.has(method ?? '') && k === 1) of = args[0]?.namedChild(0) ? elementOf(args[0].namedChild(0)!) : undefined;
      else if (k === 0 && CS_ELEMENT_LAMBDAS.has(method ?? '')) of = elementOf(on);
      const scope = of ? scopeAt(rec, l.startPosition.row + 1) : -1;
      if (of && scope >= 0) bind(scope, param, of, l);
    }
  }
  if (src.includes('foreach')) {
    for (const f of root.descendantsOfType('foreach_statement')) {
      const left = f?.childForFieldName('left');
      const right = f?.childForFieldName('right');
      if (!f || left?.type !== 'identifier' || f.childForFieldName('type')?.type !== 'implicit_type' || !right) continue;
      const of = elementOf(right);
      const scope = scopeAt(rec, f.startPosition.row + 1);
      if (!of || scope < 0) continue;
      // `foreach (var h in handlers)`: bound by the query (bind.range); only its dictionary entries are read here.
      if (right.type === 'identifier') {
        if (dictionaries.has(right.text)) entries.push({ name: left.text, of: right.text, scope, line: f.startPosition.row + 1, endLine: f.endPosition.row + 1 });
        continue;
      }
      bind(scope, left, of, f);
    }
  }
  // `var handlers = xs.Select(x => new Handler(x)).ToList();`, `var ok = xs.Where(…).ToArray();`: the local's elements (`handlers[]`), as a declared collection's are.
  if (src.includes('var ')) {
    for (const d of root.descendantsOfType('variable_declarator')) {
      const decl = d?.parent;
      const value = d?.namedChildren.find((c) => c?.type === 'invocation_expression');
      const name = d?.childForFieldName('name');
      if (!d || !value || name?.type !== 'identifier' || decl?.type !== 'variable_declaration' || decl.childForFieldName('type')?.type !== 'implicit_type') continue;
      const type = elementOf(value, true);
      const scope = type ? scopeAt(rec, d.startPosition.row + 1) : -1;
      if (type && scope >= 0 && !rec.binds.some((b) => b.scope === scope && b.name === `${name.text}[]`)) rec.binds.push({ scope, name: `${name.text}[]`, type });
    }
  }
  placeOthers(rec, placed);
  if (!entries.length) return;
  for (const c of rec.calls) {
    const m = c.recv ? /^([A-Za-z_]\w*)\.(Value|Key)$/.exec(c.recv) : null;
    const e = m ? entries.find((x) => x.name === m[1] && x.scope === c.from && x.line <= c.line && c.line <= x.endLine) : undefined;
    // `kv.Value.Run()`: the entry's value, as `kv` is bound; `kv.Key.Close()`: its key, the dictionary's first position (keyBinds).
    if (e) c.recv = m![2] === 'Value' ? m![1] : `${e.of}#0[]`;
  }

}

/** Node types a C# call chain is made of, from one call up to the whole chain (`a.F().G()`, `a.F()?.G()`). */
const CHAIN_PARTS: ReadonlySet<string> = new Set(['invocation_expression', 'member_access_expression', 'conditional_access_expression', 'member_binding_expression']);

/**
 * Receivers read past one element of a `Select(x => new Foo(…))` projection
 * (issue 3): in `items.Select(x => new Foo(x)).First().Bar()` the receiver
 * `items.Select().First()` kept no trace of the class made, so Bar resolved to
 * nothing. A CS_ELEMENT_GETTERS call (`First`, `FirstOrDefault`, `Single`,
 * `Last`, …; LINQ's Enumerable gives one element of the sequence) on a
 * projection, also past CS_SAME_ELEMENTS calls (`.Where(…).ToList()`), is
 * an instance of the projected class: each call further along the same
 * chain has that receiver rewritten to the cast form, `(Foo)` /
 * `(Foo).Baz()`, which resolution reads as an instance of Foo. Only calls
 * inside the chain's own text are touched: another `items.Select(…)` of the
 * method, projecting something else, keeps its receiver.
 */
function projectedElements(rec: FileRec, root: Node): void {
  for (const inv of root.descendantsOfType('invocation_expression')) {
    const call = inv ? calledOn(inv) : null;
    if (!inv || !call || !CS_ELEMENT_GETTERS.has(call.method)) continue;
    const made = elementOf(call.on, true);
    if (!made || made.endsWith('[]')) continue;
    const prefix = receiverText(inv);
    if (prefix === '?' || !prefix.endsWith(')')) continue;
    let top: Node = inv;
    while (top.parent && CHAIN_PARTS.has(top.parent.type)) top = top.parent;
    const from = inv.endPosition;
    const to = top.endPosition;
    for (const c of rec.calls) {
      if (!c.recv || (c.recv !== prefix && !c.recv.startsWith(`${prefix}.`))) continue;
      const after = c.line - 1 > from.row || (c.line - 1 === from.row && c.col >= from.column);
      const inside = c.line - 1 < to.row || (c.line - 1 === to.row && c.col < to.column);
      if (after && inside) c.recv = `(${made})${c.recv.slice(prefix.length)}`;
    }
  }
}

/**
 * Gives a place to each bind the file placed none (bindPlaces: the only one
 * of its name in its scope, which then answers everywhere) that shares its
 * scope and name with a bind of `placed`: from the start of its scope to its
 * end, so the lambda or loop variable answers inside its own reach and the
 * other one everywhere else, as before.
 */
function placeOthers(rec: FileRec, placed: readonly BindRec[]): void {
  const names = new Set(placed.map((b) => `${b.scope}\t${b.name}`));
  for (const b of rec.binds) {
    if (b.line !== undefined || !names.has(`${b.scope}\t${b.name}`)) continue;
    b.line = rec.defs[b.scope].line;
    b.col = 0;
  }
}

/** A dictionary the file declares (csharpDictionaries): its key's class (`Route` of `Dictionary<Route, V>`, '' for any other key type), where it is declared, whether a field or property. */
export interface CsDictionary {
  key: string;
  line: number;
  member: boolean;
}

/**
 * The dictionaries file `root` declares (fields, properties, locals,
 * parameters typed `Dictionary<K, V>` and the other CS_DICTIONARIES), by
 * name: what `foreach (var kv in d)` and `d.Where(kv => …)` iterate as
 * entries, whose `kv.Key` holds a K (keyBinds).
 */
export function csharpDictionaries(root: Node, src: string): Map<string, CsDictionary> {
  const out = new Map<string, CsDictionary>();
  if (!/Dictionary|SortedList/.test(src)) return out;
  const dict = new RegExp(`^(?:${CS_DICTIONARIES})$`);
  for (const g of root.descendantsOfType('generic_name')) {
    const head = g?.namedChild(0);
    if (!g || !head || !dict.test(head.text)) continue;
    const k = g.namedChildren.find((c) => c?.type === 'type_argument_list')?.namedChild(0);
    const key = k?.type === 'identifier' || k?.type === 'qualified_name' ? k.text.replace(/\s+/g, '') : k?.type === 'generic_name' ? (k.namedChild(0)?.text ?? '') : '';
    const decl = g.parent;
    const line = g.startPosition.row + 1;
    if (decl?.type === 'variable_declaration') {
      const member = decl.parent?.type === 'field_declaration';
      for (const v of decl.namedChildren) {
        const name = v?.type === 'variable_declarator' ? v.childForFieldName('name')?.text : undefined;
        if (name) out.set(name, { key, line, member });
      }
    } else if (decl?.type === 'parameter' || decl?.type === 'property_declaration') {
      const name = decl.childForFieldName('name')?.text;
      if (name) out.set(name, { key, line, member: decl.type === 'property_declaration' });
    }
  }
  return out;
}

/**
 * Binds the key class of each dictionary of `dictionaries` whose key is a
 * class (`Dictionary<Route, Handler> byRoute`): `byRoute#0[]` in the method
 * declaring a local or parameter, `this.byRoute#0[]` in the class declaring
 * a field or property — the first position of an entry, as Python's tuple
 * elements are written (`xs#0[]`, graphElements elementTypeDefs).
 */
function keyBinds(rec: FileRec, dictionaries: ReadonlyMap<string, CsDictionary>): void {
  for (const [name, d] of dictionaries) {
    if (!d.key) continue;
    let scope = -1;
    rec.defs.forEach((x, i) => {
      const fits = d.member ? CLASS_LIKE_KINDS.has(x.kind) : x.kind === 'function' || x.kind === 'method';
      if (fits && x.line <= d.line && d.line <= x.endLine && (scope < 0 || x.line >= rec.defs[scope].line)) scope = i;
    });
    const bound = d.member ? `this.${name}#0[]` : `${name}#0[]`;
    if (scope >= 0 && !rec.binds.some((b) => b.scope === scope && b.name === bound)) rec.binds.push({ scope, name: bound, type: d.key });
  }
}
