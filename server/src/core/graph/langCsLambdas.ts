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
import { callReceiver, receiverText } from './receivers';

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
 * What `n` (a collection expression) is written as an element's holder:
 * `items`, `this.items`, `a.items`, a call or chain `GetAll()` /
 * `items.Where()` (callReceiver); a dictionary's `d.Values` is `d`, whose
 * element bind holds the value type. Undefined for anything else
 * (an element access, a `?` receiver).
 */
function holder(n: Node): string | undefined {
  const t = n.type === 'parenthesized_expression' ? n.namedChild(0) : n;
  if (!t) return undefined;
  const text = t.type === 'invocation_expression' ? callReceiver(t.text.replace(/\s+/g, ' ')) : receiverText(t);
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
export function csharpElements(rec: FileRec, root: Node, src: string, dictionaries: ReadonlySet<string>): void {
  if (!src.includes('=>') && !src.includes('foreach')) return;
  /** Lambda and loop variables over a dictionary of this file, with the place they reach (for `kv.Value`). */
  const entries: { name: string; scope: number; line: number; endLine: number }[] = [];
  const placed: BindRec[] = [];
  const bind = (scope: number, name: Node, of: string, around: Node): void => {
    const start = name.startPosition;
    const end = around.endPosition;
    const b: BindRec = { scope, name: name.text, type: `${of}[]`, line: start.row + 1, col: start.column, endLine: end.row + 1, endCol: end.column, declares: true };
    rec.binds.push(b);
    placed.push(b);
    const bare = of.startsWith('this.') ? of.slice(5) : of;
    if (dictionaries.has(bare)) entries.push({ name: name.text, scope, line: around.startPosition.row + 1, endLine: end.row + 1 });
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
      if (on.text === 'Array' && ARRAY_STATICS.has(method ?? '') && k === 1) of = args[0]?.namedChild(0) ? holder(args[0].namedChild(0)!) : undefined;
      else if (k === 0 && CS_ELEMENT_LAMBDAS.has(method ?? '')) of = holder(on);
      const scope = of ? scopeAt(rec, l.startPosition.row + 1) : -1;
      if (of && scope >= 0) bind(scope, param, of, l);
    }
  }
  if (src.includes('foreach')) {
    for (const f of root.descendantsOfType('foreach_statement')) {
      const left = f?.childForFieldName('left');
      const right = f?.childForFieldName('right');
      if (!f || left?.type !== 'identifier' || f.childForFieldName('type')?.type !== 'implicit_type' || !right) continue;
      const of = holder(right);
      const scope = scopeAt(rec, f.startPosition.row + 1);
      if (!of || scope < 0) continue;
      // `foreach (var h in handlers)`: bound by the query (bind.range); only its dictionary entries are read here.
      if (right.type === 'identifier') {
        if (dictionaries.has(of)) entries.push({ name: left.text, scope, line: f.startPosition.row + 1, endLine: f.endPosition.row + 1 });
        continue;
      }
      bind(scope, left, of, f);
    }
  }
  placeOthers(rec, placed);
  if (!entries.length) return;
  for (const c of rec.calls) {
    const m = c.recv ? /^([A-Za-z_]\w*)\.Value$/.exec(c.recv) : null;
    if (m && entries.some((e) => e.name === m[1] && e.scope === c.from && e.line <= c.line && c.line <= e.endLine)) c.recv = m[1];
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

/**
 * Names of the dictionaries file `root` declares (fields, properties,
 * locals, parameters typed `Dictionary<K, V>` and the other CS_DICTIONARIES):
 * what `foreach (var kv in d)` and `d.Where(kv => …)` iterate as entries.
 */
export function csharpDictionaries(root: Node, src: string): Set<string> {
  const out = new Set<string>();
  if (!/Dictionary|SortedList/.test(src)) return out;
  const dict = new RegExp(`^(?:${CS_DICTIONARIES})$`);
  for (const g of root.descendantsOfType('generic_name')) {
    const head = g?.namedChild(0);
    if (!g || !head || !dict.test(head.text)) continue;
    const decl = g.parent;
    if (decl?.type === 'variable_declaration') {
      for (const v of decl.namedChildren) if (v?.type === 'variable_declarator') out.add(v.childForFieldName('name')?.text ?? '');
    } else if (decl?.type === 'parameter' || decl?.type === 'property_declaration') out.add(decl.childForFieldName('name')?.text ?? '');
  }
  out.delete('');
  return out;
}
