/**
 * Rust parameters typed by a trait (langRust's `finish` calls traitParams):
 * bounded type parameters, `where` clauses, `dyn` / `impl` traits and boxes
 * of them bind a parameter to the trait, so its calls reach every
 * implementation; slices and Vecs of them bind their elements and loops
 * over those.
 */
import type { Node } from 'web-tree-sitter';
import { pathReturn } from './langRustResults';
import type { FileRec } from './types';

/** Text that may hold a parameter typed by a trait: a bounded type parameter (also after lifetimes, `<'s, M: Matcher>`), `where`, `dyn`, `impl Trait`. */
const BOUNDED = /[<,]\s*[A-Z]\w*\s*:|\bwhere\b|\bdyn\s|\bimpl\s+[A-Z]/;
/** Text that may hold a field behind an owning pointer (`Box<Foo>`, `Rc<…>`, `Arc<…>`), which traitFields binds to the pointee. */
const POINTER_TEXT = /\b(?:Box|Rc|Arc)\s*</;
/** Owning pointers a method call sees through (`b.charge()` on a `Box<dyn Chargeable>` calls the trait's method). */
const POINTERS = new Set(['Box', 'Rc', 'Arc']);
/** Collections whose elements a `for` loop or an iterator yields. */
const COLLECTIONS = new Set(['Vec', 'VecDeque']);
/** Calls on a collection that iterate its elements (`for x in xs.iter_mut()`). */
const ITERATORS = new Set(['iter', 'iter_mut', 'into_iter']);

/**
 * Parameters typed by a trait (newcomer 13): `t: &mut T` with `<T: Chargeable>`
 * or `where T: Chargeable` (also the impl's own bounds), `t: &mut dyn
 * Chargeable`, `t: impl Chargeable`, `b: Box<dyn Chargeable>`, bound to the
 * trait (several bounds as a union `A|B`), so `t.charge(1)` is a call of the
 * trait's method and, through it, of every implementation (graphData
 * `overridden`). A slice or Vec of them (`items: &mut [Box<dyn Chargeable>]`)
 * binds its elements (`items[]`), and `for it in items.iter_mut()` (`items`,
 * `&items`) binds the loop variable to one.
 */
export function traitParams(rec: FileRec, root: Node, src: string): void {
  const bounded = BOUNDED.test(src);
  // Fields behind a pointer (`inner: Arc<RouterInner<S>>`) are read there too, bounds or not.
  if (bounded || POINTER_TEXT.test(src)) traitFields(rec, root);
  if (!bounded) return;
  for (const fn of root.descendantsOfType('function_item')) {
    const nameNode = fn?.childForFieldName('name');
    if (!fn || !nameNode) continue;
    const line = nameNode.startPosition.row + 1;
    const col = nameNode.startPosition.column;
    const scope = rec.defs.findIndex((d) => d.nameLine === line && d.nameCol === col);
    if (scope < 0) continue;
    const bounds = new Map<string, string>();
    for (let n: Node | null = fn; n; n = n.parent) if (n === fn || n.type === 'impl_item' || n.type === 'trait_item') boundsOf(n, bounds);
    selfArguments(rec, fn, scope, bounds);
    typeParamCalls(rec, fn, bounds);
    const elems = new Set<string>();
    for (const p of fn.childForFieldName('parameters')?.namedChildren ?? []) {
      const v = p?.type === 'parameter' ? p.childForFieldName('pattern') : null;
      const t = p?.childForFieldName('type');
      if (v?.type !== 'identifier' || !t) continue;
      const trait = traitOf(t, bounds, false);
      if (trait) setBind(rec, scope, v.text, trait);
      const elem = elementOf(t, bounds);
      if (elem) {
        setBind(rec, scope, `${v.text}[]`, elem);
        elems.add(v.text);
      }
    }
    if (!elems.size) continue;
    for (const loop of fn.descendantsOfType('for_expression')) {
      const v = loop?.childForFieldName('pattern');
      let from = loop?.childForFieldName('value');
      if (from?.type === 'reference_expression') from = from.childForFieldName('value');
      if (from?.type === 'call_expression') {
        const f = from.childForFieldName('function');
        from = f?.type === 'field_expression' && ITERATORS.has(f.childForFieldName('field')?.text ?? '') ? f.childForFieldName('value') : null;
      }
      if (v?.type === 'identifier' && from?.type === 'identifier' && elems.has(from.text)) setBind(rec, scope, v.text, `${from.text}[]`);
    }
  }
}

/**
 * Struct fields typed by a type parameter of their struct (newcomer 19 #1:
 * ripgrep's `struct Core<'s, M, S> { sink: S }` with `impl<'s, M: Matcher,
 * S: Sink> Core<'s, M, S>`): the field's bind `this.sink` (bind.field, the
 * struct's scope) becomes the trait the parameter is bounded by — in the
 * struct's own `<S: Sink>` or `where`, or in an impl of the struct in the
 * same file, whose type arguments name the struct's parameters by position
 * (`impl<X: Sink> Core<'_, M, X>` bounds S) — so `self.sink.matched(…)`
 * calls the trait's method and, through it, every implementation. Also
 * `&mut S`, `Box<S>`, `Box<dyn Sink>` fields (traitOf). Several impls'
 * bounds join as a union.
 */
function traitFields(rec: FileRec, root: Node): void {
  const structs = root.descendantsOfType('struct_item');
  if (!structs.length) return;
  const impls = root.descendantsOfType('impl_item');
  for (const st of structs) {
    const nameNode = st?.childForFieldName('name');
    const body = st?.childForFieldName('body');
    if (!st || !nameNode || body?.type !== 'field_declaration_list') continue;
    const scope = rec.defs.findIndex((d) => d.nameLine === nameNode.startPosition.row + 1 && d.nameCol === nameNode.startPosition.column);
    if (scope < 0) continue;
    const bounds = new Map<string, string>();
    boundsOf(st, bounds);
    const params = (st.childForFieldName('type_parameters')?.namedChildren ?? []).map((p) => (p ? paramName(p) : ''));
    for (const impl of impls) {
      const t = impl?.childForFieldName('type');
      if (!impl || t?.type !== 'generic_type' || t.childForFieldName('type')?.text !== nameNode.text) continue;
      const own = new Map<string, string>();
      boundsOf(impl, own);
      (t.childForFieldName('type_arguments')?.namedChildren ?? []).forEach((a, i) => {
        const trait = a?.type === 'type_identifier' ? own.get(a.text) : undefined;
        const param = params[i];
        if (!trait || !param) return;
        const had = bounds.get(param);
        bounds.set(param, had ? [...new Set([...had.split('|'), ...trait.split('|')])].join('|') : trait);
      });
    }
    for (const f of body.namedChildren) {
      const v = f?.type === 'field_declaration' ? f.childForFieldName('name') : null;
      const t = f?.childForFieldName('type');
      const trait = v && t ? traitOf(t, bounds, false) : undefined;
      if (trait) setBind(rec, scope, `this.${v!.text}`, trait);
    }
  }
}

/**
 * The bounded type arguments of the impl around method `fn` (`impl<'s, M,
 * X: Sink> Core<'s, M, X>`), as binds `Self<i>` of the method's `scope`:
 * `Self<2>` is `Sink`, argument 2 (lifetimes counted) of the impl's type.
 * A field typed by its struct's parameter at that position (`sink: S` of
 * `struct Core<'s, M, S>` in another file of the crate, bound `S` there) is
 * the trait in the impl's methods (graphPaths rustBoundField); in the
 * struct's own file traitFields binds the field itself.
 */
function selfArguments(rec: FileRec, fn: Node, scope: number, bounds: Map<string, string>): void {
  const impl = fn.parent?.type === 'declaration_list' ? fn.parent.parent : null;
  const t = impl?.type === 'impl_item' && !impl.childForFieldName('trait') ? impl.childForFieldName('type') : null;
  if (t?.type !== 'generic_type') return;
  (t.childForFieldName('type_arguments')?.namedChildren ?? []).forEach((a, i) => {
    const trait = a?.type === 'type_identifier' ? bounds.get(a.text) : undefined;
    if (trait) setBind(rec, scope, `Self<${i}>`, trait);
  });
}

/** The name a type parameter declares (`S` of `S: Sink`, `'s` of a lifetime, `T` of `T = u8`). */
function paramName(p: Node): string {
  return (p.type === 'type_identifier' || p.type === 'lifetime' ? p : (p.childForFieldName('name') ?? p.childForFieldName('left') ?? p.namedChild(0)))?.text ?? '';
}

/** Binds `name` in definition `scope` to `type`, in place of the bind the query made for it. */
function setBind(rec: FileRec, scope: number, name: string, type: string): void {
  const had = rec.binds.find((b) => b.scope === scope && b.name === name);
  if (had) had.type = type;
  else rec.binds.push({ scope, name, type });
}

/**
 * `F::exponent_limit()`, `R::peek(self)` in a function with `<F: Float>` or `where R: Read` (newcomer 33 #3): a call
 * through a bounded type parameter calls the trait's function, so its receiver is written as the trait (the first
 * that is no standard one, STD_TRAITS, when several bound it). Calls made within the function's lines.
 */
function typeParamCalls(rec: FileRec, fn: Node, bounds: Map<string, string>): void {
  if (!bounds.size) return;
  const first = fn.startPosition.row + 1;
  const last = fn.endPosition.row + 1;
  for (const c of rec.calls) {
    if (c.kind !== 'call' || c.recv === undefined || c.line < first || c.line > last) continue;
    const trait = bounds.get(c.recv)?.split('|').find((t) => !STD_TRAITS.has(t));
    if (trait) c.recv = trait;
  }
}

/**
 * Traits of Rust's standard library a bound names by their bare name (the prelude's and the common operator and
 * conversion traits): a call through a parameter bounded only by them stays on the parameter (`T::default()` may run
 * the repository's `impl Default for Circle`, which a receiver `Default` would rule out as from outside).
 */
const STD_TRAITS: ReadonlySet<string> = new Set([
  'Default', 'Clone', 'Copy', 'Debug', 'Display', 'PartialEq', 'Eq', 'PartialOrd', 'Ord', 'Hash', 'Iterator', 'IntoIterator',
  'DoubleEndedIterator', 'ExactSizeIterator', 'Extend', 'FromIterator', 'From', 'Into', 'TryFrom', 'TryInto', 'AsRef', 'AsMut',
  'Borrow', 'BorrowMut', 'ToOwned', 'ToString', 'FromStr', 'Send', 'Sync', 'Sized', 'Unpin', 'Fn', 'FnMut', 'FnOnce', 'Drop',
  'Deref', 'DerefMut', 'Error', 'Future', 'Any', 'Add', 'Sub', 'Mul', 'Div', 'Rem', 'Neg', 'Not', 'Index', 'IndexMut',
]);

/** Adds the trait bounds a function, impl or trait declares for its type parameters (`<T: A + B>`, `where T: A`) to `out`, inner ones kept. */
function boundsOf(n: Node, out: Map<string, string>): void {
  const add = (param: Node | null | undefined, list: Node | null | undefined): void => {
    if (!param || !list || out.has(param.text)) return;
    const traits = list.namedChildren.map((b) => (b ? traitName(b) : undefined)).filter((t): t is string => !!t);
    if (traits.length) out.set(param.text, [...new Set(traits)].join('|'));
  };
  for (const p of n.childForFieldName('type_parameters')?.namedChildren ?? []) add(p?.childForFieldName('name') ?? p?.childForFieldName('left'), p?.childForFieldName('bounds'));
  for (const w of n.namedChildren) {
    if (w?.type !== 'where_clause') continue;
    for (const p of w.namedChildren) add(p?.childForFieldName('left'), p?.childForFieldName('bounds'));
  }
}

/** The trait a bound or `dyn`/`impl` type names: `Chargeable`, `a::Chargeable`, `Chargeable<T>`; undefined for lifetimes and `?Sized`. */
function traitName(n: Node): string | undefined {
  if (n.type === 'type_identifier') return n.text;
  if (n.type === 'scoped_type_identifier') return n.childForFieldName('name')?.text;
  if (n.type === 'generic_type') {
    const t = n.childForFieldName('type');
    return t ? traitName(t) : undefined;
  }
  return undefined;
}

/**
 * The trait a parameter's type `t` stands for: `&mut T` of a bounded T,
 * `dyn X`, `impl X`, `&dyn X + Send`, a `Box`/`Rc`/`Arc` of one (`boxed`:
 * inside one, where a plain type or a path `a::Foo` is its own answer;
 * `std::rc::Rc<Foo>` too).
 */
function traitOf(t: Node, bounds: Map<string, string>, boxed: boolean): string | undefined {
  switch (t.type) {
    case 'reference_type': {
      const inner = t.childForFieldName('type');
      return inner ? traitOf(inner, bounds, boxed) : undefined;
    }
    case 'bounded_type': {
      const first = t.namedChild(0);
      return first ? traitOf(first, bounds, boxed) : undefined;
    }
    case 'dynamic_type':
    case 'abstract_type': {
      const trait = t.childForFieldName('trait');
      return trait ? traitName(trait) : undefined;
    }
    case 'type_identifier':
      return bounds.get(t.text) ?? (boxed ? t.text : undefined);
    // `Box<search::Searcher>`: the path, read as a bind.qualified type is (graphScope rustPathType); never a std one.
    case 'scoped_type_identifier':
      return boxed ? pathReturn(t) : undefined;
    case 'generic_type': {
      // `Box<T>`, `Rc<T>`, `Arc<T>`, also written through the standard library (`std::rc::Rc<T>`, `std::sync::Arc<T>`).
      const head = t.childForFieldName('type');
      const ptr = head?.type === 'scoped_type_identifier' && /^(?:std|alloc|core)::/.test(head.text) ? head.childForFieldName('name')?.text : head?.text;
      // Inside a pointer, a generic struct is its own answer: `Arc<RouterInner<S>>` is a RouterInner (axum's `Router.inner`).
      if (!POINTERS.has(ptr ?? '')) return boxed && head?.type === 'type_identifier' && !bounds.has(head.text) ? head.text : undefined;
      const arg = t.childForFieldName('type_arguments')?.namedChild(0);
      return arg ? traitOf(arg, bounds, true) : undefined;
    }
  }
  return undefined;
}

/** The trait of the elements of a slice, array or Vec parameter (`&mut [Box<dyn X>]`, `Vec<T>` of a bounded T). */
function elementOf(t: Node, bounds: Map<string, string>): string | undefined {
  if (t.type === 'reference_type') {
    const inner = t.childForFieldName('type');
    return inner ? elementOf(inner, bounds) : undefined;
  }
  let el: Node | null | undefined;
  if (t.type === 'array_type') el = t.childForFieldName('element');
  else if (t.type === 'generic_type' && COLLECTIONS.has(t.childForFieldName('type')?.text ?? '')) el = t.childForFieldName('type_arguments')?.namedChild(0);
  return el ? traitOf(el, bounds, false) : undefined;
}

/**
 * Methods of a blanket impl, whose self type is a type parameter of the impl
 * (newcomer 19 #4, grep-searcher's `impl<'a, S: Sink> Sink for &'a mut S`,
 * also `impl<T: Display> Show for T`): the query names their container after
 * the parameter (`S`), which is no type. They are named as Rust's qualified
 * paths name them instead (the Reference, "Qualified paths": `<&mut S as
 * Sink>::matched`; rustdoc lists such impls on the trait's page, as
 * `impl<'a, S> Sink for &'a mut S`): container `<&mut S as Sink>`, the
 * self type without lifetimes. No type has that container, so they are
 * members of nothing and reached as the trait method's implementations
 * (DefRec.bases, graphClasses `overridden`); a bare name they share with
 * real types' methods is not made ambiguous by them (graphNames
 * definitionsSpelled). An impl for a real type over a parameter (`for
 * Box<S>`, `for Vec<T>`) keeps that type's name, as `impl X for f64` does.
 */
export function blanketImpls(rec: FileRec, impls: Node[]): void {
  for (const impl of impls) {
    const trait = impl.childForFieldName('trait');
    let self = impl.childForFieldName('type');
    if (!trait || !self) continue;
    const written = self.text.replace(/'\w+\s*/g, '').replace(/\s+/g, ' ').replace(/& /g, '&').trim();
    while (self?.type === 'reference_type') self = self.childForFieldName('type');
    const params = (impl.childForFieldName('type_parameters')?.namedChildren ?? []).map((p) => (p ? paramName(p) : ''));
    if (self?.type !== 'type_identifier' || !params.includes(self.text)) continue;
    const traitName = (trait.type === 'generic_type' ? trait.childForFieldName('type') : trait)?.text.replace(/^.*::/, '');
    const container = `<${written} as ${traitName}>`;
    const from = impl.startPosition.row + 1;
    const to = impl.endPosition.row + 1;
    for (const d of rec.defs) if (d.container === self.text && d.line >= from && d.line <= to) d.container = container;
  }
}

/**
 * The type parameters a struct's, enum's or union's signature declares, in
 * order, lifetimes included (`pub struct Core<'s, M: Matcher, S = ()> {`:
 * `'s`, `M`, `S`), as an impl's type arguments name them by position
 * (selfArguments). [] without a parameter list.
 */
export function rustTypeParams(signature: string): string[] {
  const m = /\b(?:struct|enum|union)\s+[A-Za-z_]\w*\s*</.exec(signature);
  if (!m) return [];
  const out: string[] = [];
  let depth = 0;
  let part = '';
  for (const ch of signature.slice(m.index + m[0].length)) {
    if (depth === 0 && (ch === ',' || ch === '>')) {
      out.push(part.trim().split(/[\s:=]/)[0]);
      part = '';
      if (ch === '>') break;
      continue;
    }
    if (ch === '<' || ch === '(' || ch === '[') depth++;
    else if (ch === '>' || ch === ')' || ch === ']') depth--;
    part += ch;
  }
  return out.filter(Boolean);
}
