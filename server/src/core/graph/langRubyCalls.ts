/**
 * Ruby calls written without a call's syntax, added to a file's records after
 * the query (langRuby.ts rubyFinish): `super` as a call of the method's own
 * name on receiver `super` (superCalls), `self.x = v` as a call of the writer
 * `x=` (setterCalls), `obj.send(:x)` as a call of `x` on obj (sentCalls),
 * and `use Rack::Lint` as a construction of Rack::Lint (usedMiddleware).
 */
import { callNamedAt, callsByPlace } from './callPlaces';
import type { Node } from 'web-tree-sitter';
import type { CallRec, FileRec } from './types';

/** Bodies a `super` cannot see past (it belongs to a method inside them). */
const BODIES = new Set(['class', 'module', 'singleton_class', 'program']);

/**
 * `super` and `super(…)` inside `def name` call `name` of the next ancestor
 * (the superclass or an included module): a call `name` on receiver `super`
 * (GraphRuby.rubyCall), made by that method.
 */
export function superCalls(rec: FileRec, root: Node, at: Map<string, number>): void {
  for (const s of root.descendantsOfType('super')) {
    let m = s?.parent ?? null;
    while (m && m.type !== 'method' && m.type !== 'singleton_method' && !BODIES.has(m.type)) m = m.parent;
    if (!s || !m || BODIES.has(m.type)) continue;
    const from = at.get(`${m.startPosition.row + 1}:${m.startPosition.column}`);
    const name = m.childForFieldName('name')?.text;
    if (from === undefined || !name) continue;
    const pos = s.startPosition;
    rec.calls.push({ name, recv: 'super', line: pos.row + 1, col: pos.column, endCol: pos.column + 5, from, kind: 'call' });
  }
}

/**
 * `self.status = 200` calls the writer `status=` (`attr_writer`,
 * `attr_accessor`, `def status=(v)`), not the reader the query recorded;
 * `self.count += 1` and `||=` call both. Also `a.x, b.y = …`.
 */
export function setterCalls(rec: FileRec, root: Node): void {
  const byPlace = new Map<string, CallRec>();
  for (const c of rec.calls) if (c.recv !== undefined) byPlace.set(`${c.line}:${c.col}`, c);
  for (const a of root.descendantsOfType(['assignment', 'operator_assignment'])) {
    const left = a?.childForFieldName('left');
    for (const t of left?.type === 'left_assignment_list' ? left.namedChildren : [left]) {
      const m = t?.type === 'call' ? t.childForFieldName('method') : null;
      const c = m?.type === 'identifier' ? byPlace.get(`${m.startPosition.row + 1}:${m.startPosition.column}`) : undefined;
      if (!c || c.name !== m!.text) continue;
      if (a!.type === 'assignment') c.name = `${c.name}=`;
      else rec.calls.push({ ...c, name: `${c.name}=` });
    }
  }
}

/** Methods that call the method their first argument names (`obj.send(:save)`). */
const SENDERS = new Set(['send', 'public_send', '__send__']);

/**
 * The method a symbol argument names, beside the call of one of `methods` on a receiver or self: a call of it
 * (`kind` call) or a value of it (`kind` ref), on the same receiver. `only`: the symbol is the sole argument.
 */
function symbolNamed(rec: FileRec, root: Node, methods: ReadonlySet<string>, kind: CallRec['kind'], only: boolean): void {
  const byPlace = callsByPlace(rec, (c) => methods.has(c.name) && c.kind === 'call');
  if (!byPlace.size) return;
  for (const n of root.descendantsOfType('call')) {
    const c = callNamedAt(byPlace, n?.childForFieldName('method'));
    const args = n?.childForFieldName('arguments')?.namedChildren ?? [];
    const sym = args[0];
    if (!c || sym?.type !== 'simple_symbol' || (only && args.length !== 1)) continue;
    const name = sym.text.slice(1);
    const pos = sym.startPosition;
    rec.calls.push({ name, recv: c.recv ?? 'self', line: pos.row + 1, col: pos.column + 1, endCol: pos.column + 1 + name.length, from: c.from, kind });
  }
}

/**
 * `obj.send(:save, …)` and `public_send(:save)` call `save` on the same
 * receiver: a call of the symbol's method beside the call of `send`.
 */
export function sentCalls(rec: FileRec, root: Node): void {
  symbolNamed(rec, root, SENDERS, 'call', false);
}

/** Methods that return the method their first argument names as an object (`method(:save)`, Ruby's Object#method). */
const METHOD_OBJECTS = new Set(['method', 'public_method']);

/**
 * `method(:save)`, `obj.method(:save)`, `&method(:log)` (Object#method, #public_method) hand the method
 * `save` of self or of obj on as a value, uncalled: a `ref` call of the symbol's method on that receiver
 * (GraphReads resolveValue), beside the call of `method`.
 */
export function methodValues(rec: FileRec, root: Node): void {
  symbolNamed(rec, root, METHOD_OBJECTS, 'ref', true);
}

/**
 * Methods that call a block with each element of their receiver (Ruby's Enumerable and Array, Hash's iterators): a
 * `&:name` passed to one calls `name` on each element.
 */
const ELEMENT_BLOCKS: ReadonlySet<string> = new Set([
  'each', 'map', 'collect', 'flat_map', 'collect_concat', 'select', 'filter', 'reject', 'filter_map', 'find', 'detect',
  'find_all', 'find_index', 'partition', 'group_by', 'chunk_while', 'slice_when', 'sort_by', 'min_by', 'max_by', 'minmax_by',
  'sum', 'count', 'any?', 'all?', 'none?', 'one?', 'each_with_index', 'each_entry', 'uniq', 'to_h', 'index_by', 'each_value',
  'transform_values', 'take_while', 'drop_while', 'tally_by', 'each_slice', 'delete_if', 'keep_if', 'map!', 'select!',
  'reject!', 'filter!', 'sort_by!', 'uniq!', 'sum_by',
]);
/** Methods that call a block with their receiver itself: `&:name` passed to one calls `name` on the receiver. */
const SELF_BLOCKS: ReadonlySet<string> = new Set(['tap', 'then', 'yield_self']);

/**
 * `users.map(&:name)`, `items.each(&:save!)` (a symbol's `to_proc`): a call of `name` on each element of the receiver
 * (`users[]`, GraphElements), made where the symbol is written by the method that writes it; `obj.tap(&:save)`
 * calls `save` on obj. Passed to another method, the element's type is unknown: the call is kept (recv `?`) so
 * the name is not lost to search and callers' notes, but resolves to nothing.
 */
export function symbolProcs(rec: FileRec, root: Node): void {
  const byPlace = callsByPlace(rec, (c) => c.kind === 'call');
  if (!byPlace.size) return;
  for (const b of root.descendantsOfType('block_argument')) {
    const sym = b?.namedChild(0);
    const call = b?.parent?.type === 'argument_list' ? b.parent.parent : null;
    if (sym?.type !== 'simple_symbol' || call?.type !== 'call') continue;
    const c = callNamedAt(byPlace, call.childForFieldName('method'));
    if (!c) continue;
    const name = sym.text.slice(1);
    const on = c.recv ?? 'self';
    const recv = ELEMENT_BLOCKS.has(c.name) ? `${on}[]` : SELF_BLOCKS.has(c.name) ? on : '?';
    const pos = sym.startPosition;
    rec.calls.push({ name, recv, line: pos.row + 1, col: pos.column + 1, endCol: pos.column + 1 + name.length, from: c.from, kind: 'call' });
  }
}

/**
 * `use Rack::Lint`, `use Mid, level: 2`, `builder.use ::Mid` (a rackup
 * file's `config.ru`, a `Rack::Builder.new do … end` block, Sinatra, Rails'
 * `config.middleware.use X`, Faraday): a construction of the middleware
 * class named by the first argument, beside the call of `use`. Rack::Builder
 * `#use` keeps a proc that calls `middleware.new(app, *args, &block)` when
 * the app is built (rack lib/rack/builder.rb); the others do the same. The
 * construction is made where `use` is written (a rackup file's top-level
 * code), recorded as `Const.new` is (rubyFinish: the last name, the path
 * kept as receiver).
 */
export function usedMiddleware(rec: FileRec, root: Node): void {
  const byPlace = callsByPlace(rec, (c) => c.name === 'use' && c.kind === 'call');
  if (!byPlace.size) return;
  for (const n of root.descendantsOfType('call')) {
    const c = callNamedAt(byPlace, n?.childForFieldName('method'));
    const cls = n?.childForFieldName('arguments')?.namedChildren[0];
    if (!c || (cls?.type !== 'constant' && cls?.type !== 'scope_resolution')) continue;
    const path = cls.text.replace(/\s+/g, '');
    const name = path.split('::').pop()!;
    const pos = cls.endPosition;
    rec.calls.push({ name, recv: path.includes('::') ? path : undefined, line: pos.row + 1, col: pos.column - name.length, endCol: pos.column, from: c.from, kind: 'new' });
  }
}
