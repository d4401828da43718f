/**
 * Rust module paths: `src/lib.rs`/`src/main.rs` → `crate`, `src/a.rs` and
 * `src/a/mod.rs` → `crate::a`, `src/a/b.rs` → `crate::a::b`. The crate is the
 * folder that holds `src/` (one Cargo package), so two crates never mix.
 * Extraction: functions, impl methods (container = the impl's type), structs,
 * enums, traits, type aliases, consts; calls by name, path (`a::b()`,
 * `Type::new()`) and typed receivers; `use` trees and `mod x;` (langRustImports.ts).
 * Calls inside a macro's token tree are read by langRustTokens.ts; macros
 * invoked at item level, and the functions they write literally, by
 * langRustMacroItems.ts.
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec, FileRec } from './types';
import type { LangSpec } from './extract';
import { blockAt, collectBlocks } from './blocks';
import { blanketImpls, traitParams } from './langRustTraits';
import { builtinTypeName, builtinTypes } from './langRustBuiltins';
import { MACRO_RECEIVER, rustMacroCalls, STD_MACROS } from './langRustTokens';
import { rustMacroItems } from './langRustMacroItems';
import { isWrapper, pathReturn, rustUnwraps, wrappedReturn } from './langRustResults';
import { closureParameters, localCallables, localValues } from './langRustClosures';
import { literalReceivers } from './langRustLiterals';
import { importNode } from './langRustImports';
import { rustDocComment } from './docComment';
import { innermostDef } from './sourceLines';
import { UNTYPED } from './bindPlaces';

/**
 * Where the crate folder of `p` ends: just past its last `src/`, else past
 * the first `tests/`, `examples/` or `benches/` folder (Cargo's target
 * folders, whose files are crates of their own and the modules those
 * declare: The Cargo Book, "Target auto-discovery"); -1 for neither.
 */
function crateEnd(p: string): { end: number; target: boolean } {
  const i = p.lastIndexOf('src/');
  if (i >= 0) return { end: i + 4, target: false };
  const m = /(^|\/)(tests|examples|benches)\//.exec(p);
  return m ? { end: m.index + m[0].length, target: true } : { end: -1, target: false };
}

/**
 * `crate::…` module path of a repo-relative `.rs` file, from its crate
 * folder (rustCrate): `src/a/b.rs` → `crate::a::b`; in a target folder
 * `tests/drop/mod.rs` → `crate::drop`, and a target's root `tests/t.rs` or
 * `tests/t/main.rs` → `crate::t` (what `crate` means there: rustCrateRoot).
 */
export function rustModulePath(p: string): string {
  const { end, target } = crateEnd(p);
  const rel = end >= 0 ? p.slice(end) : p.slice(p.lastIndexOf('/') + 1);
  const segs = rel.replace(/\.rs$/, '').split('/');
  const last = segs[segs.length - 1];
  if (last === 'mod' || ((last === 'lib' || last === 'main') && segs.length === 1) || (target && last === 'main' && segs.length === 2)) segs.pop();
  return ['crate', ...segs].join('::');
}

/**
 * The module path `crate` names in `p` when `p` is the root of a crate of
 * its own beside its package's `src/lib.rs` / `src/main.rs` (The Cargo
 * Book, "Target auto-discovery"): `tests/t.rs`, `tests/t/main.rs`, the same
 * under `examples/` and `benches/`, `src/bin/x.rs`, `src/bin/x/main.rs` →
 * its rustModulePath (`crate::t`, `crate::bin::x`). Undefined for any other
 * file (a module such as `tests/drop/mod.rs`, which every test declaring
 * `mod drop;` shares).
 */
export function rustCrateRoot(p: string): string | undefined {
  const { end, target } = crateEnd(p);
  if (end < 0) return undefined;
  const rel = p.slice(end).split('/');
  const root = target ? rel.length === 1 || (rel.length === 2 && rel[1] === 'main.rs') : rel[0] === 'bin' && (rel.length === 2 || (rel.length === 3 && rel[2] === 'main.rs'));
  return root && rel[rel.length - 1].endsWith('.rs') ? rustModulePath(p) : undefined;
}

/** Module path of the code at `line` of `p`: the file's module, then the inline modules (`mod inner { … }`, FileRec.blocks) around it. */
export function rustModuleAt(p: string, rec: FileRec, line: number): string {
  const inner = rec.blocks ? blockAt(rec, line) : '';
  return inner ? `${rustModulePath(p)}::${inner}` : rustModulePath(p);
}

/** Absolute module path (`crate::…`) of a `crate::`, `self::` or `super::` path `src` written in module `mod`; a plain `a::b` from the crate root. */
export function resolveRustPath(mod: string, src: string): string {
  const segs = src.split('::').filter(Boolean);
  let base = mod.split('::');
  if (segs[0] === 'crate') return segs.join('::');
  if (segs[0] === 'self') return [...base, ...segs.slice(1)].join('::');
  if (segs[0] === 'super') {
    let i = 0;
    while (segs[i] === 'super') {
      base = base.slice(0, Math.max(1, base.length - 1));
      i++;
    }
    return [...base, ...segs.slice(i)].join('::');
  }
  return ['crate', ...segs].join('::');
}

/**
 * Absolute module paths a path `src` written in module `mod` may name,
 * likeliest first: one for `crate::`, `self::`, `super::` paths; a plain
 * `a::b` is a module inside `mod` (an inline `mod a { … }`, or `mod a;`),
 * else one from the crate root (Rust 2015 `use` paths). In a file that is
 * a crate root of its own (`root`, rustCrateRoot: `tests/t.rs` is
 * `crate::t`), `crate::x` (and `self::x` there) is that file's item or
 * inline module first — `crate::t::x` —, then the `mod x;` it declares, a
 * file beside it (`tests/x.rs`, `tests/x/mod.rs`, `src/bin/x.rs`), so
 * `use crate::drop::Flag;` of anyhow's tests reaches `tests/drop/mod.rs`
 * (issue 3).
 */
export function rustPathCandidates(mod: string, src: string, root?: string): string[] {
  const i = src.indexOf('::');
  const first = i < 0 ? src : src.slice(0, i);
  const rooted = resolveRustPath(mod, src);
  const found = first === 'crate' || first === 'self' || first === 'super' ? [rooted] : mod === 'crate' ? [rooted] : [`${mod}::${src}`, rooted];
  if (!root) return found;
  // The crate's modules sit under the root's own path (rustModulePath names `tests/t.rs` `crate::t`);
  // what the root declares with `mod x;` is a file beside it.
  const beside = root.slice(0, root.lastIndexOf('::'));
  const out = found.flatMap((c) => {
    const own = first === 'crate' && c.startsWith('crate') ? `${root}${c.slice('crate'.length)}` : c;
    return own === root || own.startsWith(`${root}::`) ? [own, `${beside}${own.slice(root.length)}`] : [own];
  });
  return [...new Set(out)];
}

/**
 * Folder of the crate a `.rs` file belongs to: the part before `src/`; for
 * a file under a Cargo target folder and no `src/`, that folder itself
 * (`tests/`, `crates/x/examples/`: its crates and the modules they share
 * are one namespace, told apart by their module paths, rustModulePath);
 * '' otherwise.
 */
export function rustCrate(p: string): string {
  const { end, target } = crateEnd(p);
  return end < 0 ? '' : target ? p.slice(0, end) : p.slice(0, end - 4);
}

/**
 * Whether `d` is a tuple struct (`pub struct Square(pub f64);`, `struct P<T>(T)`),
 * whose name called (`Square(3.0)`) constructs one: a struct whose signature
 * has `(` right after its name and type parameters. A unit or braced struct is
 * never called, and a function is no struct.
 */
export function rustTupleStruct(d: DefRec): boolean {
  return d.kind === 'class' && /\bstruct\s+[A-Za-z_]\w*\s*(<[^{;(]*>)?\s*\(/.test(d.signature ?? '');
}

/**
 * Whether `d` is a unit struct (`pub struct Fees;`, `struct Marker<T>;`),
 * whose bare name as a value (`let f = Fees;`, `charge(Fees)`) constructs
 * one: a struct whose signature ends with `;` right after its name and type
 * parameters (Rust reference, "Structs": a unit-like struct's name is a
 * constant of its type).
 */
export function rustUnitStruct(d: DefRec): boolean {
  return d.kind === 'class' && /\bstruct\s+[A-Za-z_]\w*\s*(<[^{;(]*>)?\s*;\s*$/.test(d.signature ?? '');
}

/**
 * Expression positions where a capitalised name may be a unit struct's value
 * (`let f = Fees;`, `charge(Fees)`, `Config { fees: Fees }`, `[Fees]`, `&Fees`,
 * `Fees.rate()`, a block's last expression): recorded as `read`s, calls only
 * of a unit struct (graphResolve resolveRead). Not patterns (`match x { Fees
 * => … }` compares), not ALL_CAPS constants, not `None`.
 */
const VALUE_AT = [
  `(let_declaration value: $)`,
  `(arguments $)`,
  `(field_initializer value: $)`,
  `(array_expression $)`,
  `(tuple_expression $)`,
  `(reference_expression value: $)`,
  `(field_expression value: $)`,
  `(match_arm value: $)`,
  `(closure_expression body: $)`,
  `(assignment_expression right: $)`,
  `(return_expression $)`,
  `(block $ .)`,
  `(const_item value: $)`,
  `(static_item value: $)`,
];
const VALUE = `(identifier) @name @read (#match? @name "^[A-Z][A-Za-z0-9_]*[a-z]") (#not-eq? @name "None")`;

const RT = `[(type_identifier) @type (reference_type type: (type_identifier) @type) (generic_type type: (type_identifier) @type) (reference_type type: (generic_type type: (type_identifier) @type))]`;
/**
 * A path-qualified type as parameters, lets and fields declare it (newcomer 19 #3): `grep::searcher::Searcher`,
 * `&mut a::Foo<T>`, kept whole (bind.qualified; graphTypes `rustPathType` reads it). Not through the standard
 * library's roots: `std::fs::File` is never the repository's `File`.
 */
const SCOPED = `((scoped_type_identifier path: (_) @qual) @type (#not-match? @qual "^(std|core|alloc)(::|$)"))`;
const QRT = `[${SCOPED} (reference_type type: ${SCOPED}) (generic_type type: ${SCOPED}) (reference_type type: (generic_type type: ${SCOPED}))]`;

/** A collection of one named element type: `Vec<Circle>`, `&[Circle]`, `&mut VecDeque<Circle>`, `[Circle; 3]` (the element `@type`). */
const COLL = `(generic_type type: (type_identifier) @coll type_arguments: (type_arguments . (type_identifier) @type .))`;
const ELEM = `[${COLL} (reference_type type: ${COLL}) (array_type element: (type_identifier) @type) (reference_type type: (array_type element: (type_identifier) @type))]`;
const COLLECTION_TYPES = `(#any-of? @coll "Vec" "VecDeque" "LinkedList" "HashSet" "BTreeSet" "BinaryHeap")`;
/** Maps indexed by key (`m[&k]`), whose element is the value type: a field only, where no loop or closure reads the element (those of a map are `(k, v)` pairs). */
const MAP_TYPES = `(#any-of? @coll "HashMap" "BTreeMap" "IndexMap")`;
/** Iterating a collection variable `xs` (`@val`): `xs.iter()`, `xs.iter_mut()`, `xs.into_iter()`, also after an adapter that keeps the elements (`xs.iter().filter(…)`). */
const ITER = `(call_expression function: (field_expression value: (identifier) @val field: (field_identifier) @it))`;
const ITERS = `(#any-of? @it "iter" "iter_mut" "into_iter")`;
const KEEPS = `(#any-of? @keep "filter" "skip" "take" "rev" "skip_while" "take_while" "inspect" "cloned" "copied" "peekable" "chain" "step_by")`;
/** Adapters and consumers whose closure's first parameter is one element (`|c| c.area()`, `|&c|`, `|c: &Circle|` is typed anyway). */
const TAKES = `(#any-of? @m "map" "for_each" "filter" "filter_map" "find" "find_map" "any" "all" "position" "flat_map" "take_while" "skip_while" "map_while" "inspect" "max_by_key" "min_by_key" "partition")`;
const CLOSURE = `(arguments . (closure_expression parameters: (closure_parameters . [(identifier) @var (reference_pattern (identifier) @var)])))`;

const QUERY = [
  `(function_item name: (identifier) @name body: (_) @body) @def.function`,
  `(impl_item type: [(type_identifier) @container (generic_type type: (type_identifier) @container)] body: (declaration_list (function_item name: (identifier) @name body: (_) @body) @def.method))`,
  // `impl SinkError for io::Error`: a type named by its path (of another crate, the standard library's): the container is the
  // path, so the methods are no members of a type of the repository named `Error`.
  `(impl_item type: [(scoped_type_identifier) @container (generic_type type: (scoped_type_identifier) @container)] body: (declaration_list (function_item name: (identifier) @name body: (_) @body) @def.method))`,
  // `impl Doubled for f64`, `for &str`, `for &T`, `for &mut Vec<T>`: methods of the built-in (or referenced) type, `f64.doubled`, `str.x`, `T.x`, `Vec.x`.
  `(impl_item type: [(primitive_type) @container (reference_type type: [(primitive_type) (type_identifier)] @container) (reference_type type: (generic_type type: (type_identifier) @container))] body: (declaration_list (function_item name: (identifier) @name body: (_) @body) @def.method))`,
  // `impl<T> Summary for [T]`, `for [T; 3]`, `for (A, B)`, `for ()`, `for &mut [T]`: methods of rustdoc's `slice`, `array`, `tuple`, `unit` (langRustBuiltins.ts renames).
  `(impl_item type: [(array_type) @container (tuple_type) @container (unit_type) @container (reference_type type: [(array_type) (tuple_type)] @container)] body: (declaration_list (function_item name: (identifier) @name body: (_) @body) @def.method))`,
  `(struct_item name: (type_identifier) @name) @def.class`,
  `(enum_item name: (type_identifier) @name) @def.enum`,
  `(union_item name: (type_identifier) @name) @def.class`,
  `(trait_item name: (type_identifier) @name body: (_) @body) @def.interface`,
  `(function_signature_item name: (identifier) @name) @def.method`,
  `(type_item name: (type_identifier) @name) @def.type`,
  `(const_item name: (identifier) @name) @def.const`,
  `(static_item name: (identifier) @name) @def.const`,
  `(call_expression function: (identifier) @name) @call`,
  // A function item handed on as a value, not called there (`xs.iter().map(parse_line)`, axum's `get(handler)`,
  // `thread::spawn(worker)`, `Self::make`, a struct field's `handler: on_event`; CallRec kind ref; locals: localValues).
  `(arguments [(identifier) @name (scoped_identifier path: (_) @recv name: (identifier) @name)] @ref.value)`,
  `(field_initializer value: [(identifier) @name (scoped_identifier path: (_) @recv name: (identifier) @name)] @ref.value)`,
  `(call_expression function: (scoped_identifier path: (_) @recv name: (identifier) @name)) @call`,
  `(call_expression function: (field_expression value: (_) @recv field: (field_identifier) @name)) @call`,
  `(call_expression function: (generic_function function: (identifier) @name)) @call`,
  `(call_expression function: (generic_function function: (scoped_identifier path: (_) @recv name: (identifier) @name))) @call`,
  // A method called with a turbofish, `self.fill::<_, S>(r)`, `s.parse::<u32>()`: a call of the method, as without one.
  `(call_expression function: (generic_function function: (field_expression value: (_) @recv field: (field_identifier) @name))) @call`,
  // A struct literal constructs its struct (`Account { balance }`, `a::Ledger { … }`, `Self { … }`); a struct pattern is no expression.
  `(struct_expression name: [(type_identifier) @name (generic_type_with_turbofish type: (type_identifier) @name)]) @new`,
  `(struct_expression name: (scoped_type_identifier path: (_) @recv name: (type_identifier) @name)) @new`,
  ...VALUE_AT.map((at) => at.replace('$', VALUE)),
  `(macro_invocation (token_tree) @tokens)`,
  // `macro_rules! test { ($a:literal) => { assert_eq!(strip_prefix($a), "x"); } }`: a definition whose rules' bodies
  // hold the calls its expansions make (langRustTokens reads them), called where it is invoked (macroInvocations).
  `(macro_definition name: (identifier) @name) @def.function`,
  `(macro_rule right: (token_tree) @tokens)`,
  `(use_declaration) @import`,
  `(mod_item name: (identifier) !body) @import`,
  // `pub extern crate grep_cli as cli;` (ripgrep's grep crate): `cli` names that crate, as `use grep_cli as cli;` would.
  `(extern_crate_declaration) @import`,
  `(let_declaration pattern: (identifier) @var type: ${RT}) @bind`,
  `(let_declaration pattern: (identifier) @var value: (call_expression function: (scoped_identifier path: (identifier) @type)) (#match? @type "^[A-Z]")) @bind`,
  // `let b = util::make()`, `let b = ignore::WalkBuilder::new(p)`, `let b = x.open()`, `let b = Builder::new().threads(1)`:
  // typed by the callee's declared return type, link by link; `let b = make()` by make's.
  `(let_declaration pattern: (identifier) @var value: (call_expression function: [(scoped_identifier path: (scoped_identifier)) (field_expression)]) @val) @bind.chain`,
  `(let_declaration pattern: (identifier) @var value: (call_expression function: (scoped_identifier path: (identifier) @low)) @val (#match? @low "^[a-z_]")) @bind.chain`,
  `(let_declaration pattern: (identifier) @var value: (call_expression function: (identifier) @val)) @bind.return`,
  // With a turbofish: `let r = self.open::<S>(f)`, `let n = make::<u8>()`, `let v = Builder::<u8>::new()` (callReceiver drops the type arguments).
  `(let_declaration pattern: (identifier) @var value: (call_expression function: [(generic_function) (scoped_identifier path: (generic_type))]) @val) @bind.chain`,
  // `let w = args.search_worker(…)?;`: the call's result, unwrapped (langRustResults rustUnwraps writes it `args.search_worker()?`).
  `(let_declaration pattern: (identifier) @var value: (try_expression (call_expression) @val)) @bind.chain`,
  `(let_declaration pattern: (identifier) @var value: (struct_expression name: (type_identifier) @type)) @bind`,
  `(let_declaration pattern: (identifier) @var value: (identifier) @type (#match? @type "^[A-Z][A-Za-z0-9_]*[a-z]")) @bind`,
  `(parameter pattern: (identifier) @var type: ${RT}) @bind`,
  `(field_declaration name: (field_identifier) @var type: ${RT}) @bind.field`,
  // An enum's one-field tuple variant `Object(Map<String, Value>)` as a field of the enum named by the variant (langRustResults variantBinds reads it).
  `(enum_variant name: (identifier) @var body: (ordered_field_declaration_list . type: ${RT} .)) @bind.field`,
  `(enum_variant name: (identifier) @var body: (ordered_field_declaration_list . type: ${QRT} .)) @bind.field.qualified`,
  `(parameter pattern: (identifier) @var type: ${QRT}) @bind.qualified`,
  `(let_declaration pattern: (identifier) @var type: ${QRT}) @bind.qualified`,
  `(field_declaration name: (field_identifier) @var type: ${QRT}) @bind.field.qualified`,
  // `accounts: Vec<Account>`, `vault: [Account; 2]`, `by_name: HashMap<String, Account>` (the value): `self.accounts[i].close()` is an Account's.
  `(field_declaration name: (field_identifier) @var type: ${ELEM} ${COLLECTION_TYPES}) @bind.field.elem`,
  `(field_declaration name: (field_identifier) @var type: [(array_type element: (type_identifier) @type) (reference_type type: (array_type element: (type_identifier) @type))]) @bind.field.elem`,
  `(field_declaration name: (field_identifier) @var type: (generic_type type: (type_identifier) @coll type_arguments: (type_arguments (_) . (type_identifier) @type .)) ${MAP_TYPES}) @bind.field.elem`,
  // `xs: &Vec<Circle>`, `let xs: [Circle; 2]`: xs holds Circles (bind `xs[]`), which the loops and closures below take one by one.
  `(parameter pattern: (identifier) @var type: ${ELEM} ${COLLECTION_TYPES}) @bind.elem`,
  `(parameter pattern: (identifier) @var type: [(array_type element: (type_identifier) @type) (reference_type type: (array_type element: (type_identifier) @type))]) @bind.elem`,
  `(let_declaration pattern: (identifier) @var type: ${ELEM} ${COLLECTION_TYPES}) @bind.elem`,
  `(let_declaration pattern: (identifier) @var type: [(array_type element: (type_identifier) @type) (reference_type type: (array_type element: (type_identifier) @type))]) @bind.elem`,
  // `for c in xs`, `for c in &xs`, `for c in xs.iter()`: c is an element of xs.
  `(for_expression pattern: (identifier) @var value: [(identifier) @val (reference_expression value: (identifier) @val)]) @bind.range`,
  `(for_expression pattern: (identifier) @var value: ${ITER} ${ITERS}) @bind.range`,
  // `xs.iter().map(|c| c.area())`, `xs.iter().filter(…).for_each(|c| …)`: the closure's parameter is an element of xs.
  `(call_expression function: (field_expression value: ${ITER} field: (field_identifier) @m) arguments: ${CLOSURE} ${ITERS} ${TAKES}) @bind.range`,
  `(call_expression function: (field_expression value: (call_expression function: (field_expression value: ${ITER} field: (field_identifier) @keep)) field: (field_identifier) @m) arguments: ${CLOSURE} ${ITERS} ${KEEPS} ${TAKES}) @bind.range`,
].join('\n');

export { MACRO_RECEIVER };

/** Whether `d` is a `macro_rules!` definition (defExtra gives it the signature `macro_rules! name`). */
export function isMacroRules(d: DefRec): boolean {
  return d.signature === `macro_rules! ${d.name}`;
}

/**
 * `test!(t1, "a")` where this file defines `macro_rules! test`: a call of
 * `test` on MACRO_RECEIVER, from the definition around it (the file's top
 * level for the invocations that write items, ripgrep's strip_prefix.rs
 * tests), so the calls the macro's body makes reach, through it, where it
 * is used (newcomer 38: strip_prefix's 29 uses through `test!`); so is an
 * invocation of a macro another file defines (`info!`, `log::info!`: the
 * repository's exported `macro_rules! info`, graphResolve; newcomer 40 #4).
 * The standard library's (`println!`, `vec!`: STD_MACROS) are no calls:
 * macros live in a namespace of their own, and a `format!` is no call of a
 * function `format`. An invocation nothing defines is left out of the
 * unresolved counts (a dependency's macro).
 */
function macroInvocations(rec: FileRec, root: Node, src: string): void {
  if (!src.includes('!')) return;
  for (const inv of root.descendantsOfType('macro_invocation')) {
    let m = inv?.childForFieldName('macro');
    // `log::info!(…)`, `$crate::log!(…)`: the macro's own name.
    if (m?.type === 'scoped_identifier') m = m.childForFieldName('name');
    if (!inv || m?.type !== 'identifier' || STD_MACROS.has(m.text)) continue;
    const line = m.startPosition.row + 1;
    const col = m.startPosition.column;
    rec.calls.push({ name: m.text, recv: MACRO_RECEIVER, line, col, endCol: col + m.text.length, from: innermostDef(rec.defs, line, col), kind: 'call' });
  }
}

/**
 * An impl written inside a function's body (`fn deserialize_any(…) { struct
 * ValueVisitor; impl Visitor for ValueVisitor { fn visit_map(…) } }`, serde_json's
 * value/de.rs): its functions are methods of the impl's type, as at the top
 * level (fileNesting makes a function with a container a method only in a
 * class-like body or at the top; newcomer 37 saw `function ValueVisitor::visit_map`).
 */
function nestedImplMethods(rec: FileRec, impls: Node[]): void {
  for (const impl of impls) {
    let inFn = false;
    for (let n = impl.parent; n && !inFn; n = n.parent) inFn = n.type === 'function_item';
    if (!inFn) continue;
    for (const f of impl.childForFieldName('body')?.namedChildren ?? []) {
      const name = f?.type === 'function_item' ? f.childForFieldName('name') : null;
      if (!name) continue;
      const line = name.startPosition.row + 1;
      const col = name.startPosition.column;
      const d = rec.defs.find((x) => x.nameLine === line && x.nameCol === col);
      if (d && d.kind === 'function' && d.container) d.kind = 'method';
    }
  }
}

/**
 * Inline modules (`mod inner { … }`, nested ones named `inner::deep`) as
 * FileRec.blocks: the module of each definition, call and `use` inside. A
 * call through the path `self::f()` names the item `f` of the module it is
 * written in, as a bare `f()` does, so its receiver is dropped (a receiver
 * `self` is otherwise the value, `self.f()`); only files whose text says
 * `self::` look at those calls' nodes.
 */
function finish(rec: FileRec, root: Node, src: string): void {
  const blocks = collectBlocks(root, src, 'mod', 'mod_item', (n) => (n.childForFieldName('body') ? n.childForFieldName('name')?.text : undefined));
  if (blocks.length) rec.blocks = blocks;
  traitParams(rec, root, src);
  // One walk of the tree for the impls and functions read below (each walk visits every node).
  const impls: Node[] = [];
  const fns: Node[] = [];
  const lets: Node[] = [];
  for (const n of root.descendantsOfType(['impl_item', 'function_item', 'let_declaration'])) if (n) (n.type === 'impl_item' ? impls : n.type === 'function_item' ? fns : lets).push(n);
  builtinTypes(rec, impls, fns);
  blanketImpls(rec, impls);
  // `Self { … }` in an impl constructs the impl's type.
  for (const c of rec.calls) if (c.kind === 'new' && c.name === 'Self' && c.from >= 0 && rec.defs[c.from].container) c.name = rec.defs[c.from].container!;
  // `fn nest(self, router: Self)`, `let other: Self = …` in an impl: the impl's type (newcomer 38, axum's Router::nest).
  for (const b of rec.binds) if (b.type === 'Self' && b.scope >= 0 && rec.defs[b.scope].container) b.type = rec.defs[b.scope].container!;
  // `impl Shape for Circle {}`, `impl ByteSlice for [u8] {}` (`slice`): the type takes every method from the trait's defaults; no method of the impl says so (FileRec.impls).
  for (const impl of impls) {
    const trait = lastTypeName(impl.childForFieldName('trait'));
    const type = lastTypeName(impl.childForFieldName('type')) ?? builtinTypeName(impl.childForFieldName('type'));
    if (!trait || !type || impl.childForFieldName('body')?.namedChildren.some((c) => c?.type === 'function_item')) continue;
    (rec.impls ??= []).push({ type, trait });
  }
  nestedImplMethods(rec, impls);
  macroInvocations(rec, root, src);
  literalReceivers(rec, root);
  rustUnwraps(rec, root, src);
  closureParameters(rec, root, src);
  // `let handler = |r| …; handler(&x)`, `fn visit(f: impl Fn()) { f() }`: calls of local closures, no function's (langRustClosures).
  localCallables(rec, root, src);
  // `let config = config(); run(config)`: a local's value, not the function item handed on (langRustClosures).
  localValues(rec, fns);
  // Last: every other bind of the file is known by now.
  untypedLets(rec, lets);
  if (!src.includes('self::')) return;
  for (const c of rec.calls) {
    if (c.recv !== 'self') continue;
    if (root.descendantForPosition({ row: c.line - 1, column: c.col })?.parent?.type === 'scoped_identifier') delete c.recv;
  }
}

/**
 * A `let x = …` whose value gives x no type here (`let value = tri!(…)`,
 * `let n = a + b`) still declares a variable: bound as UNTYPED in its
 * function when the function binds no other x, so `value.get()` is a call on
 * the variable, never a path into a module named `value` (serde_json's
 * de.rs `value.get()` read as `crate::value`'s Value::get), and a module of
 * its name is hidden where it is bound (graphResolve boundInScope).
 */
function untypedLets(rec: FileRec, lets: readonly Node[]): void {
  for (const l of lets) {
    const v = l.childForFieldName('pattern');
    if (v?.type !== 'identifier') continue;
    const scope = innermostDef(rec.defs, v.startPosition.row + 1, v.startPosition.column);
    if (scope < 0 || (rec.defs[scope].kind !== 'function' && rec.defs[scope].kind !== 'method' && rec.defs[scope].kind !== 'test')) continue;
    const name = v.text;
    if (rec.binds.some((b) => b.scope === scope && b.name === name)) continue;
    rec.binds.push({ scope, name, type: UNTYPED });
  }
}

/** The last name of a type as an impl writes it (`Circle`, `Wrapper<T>` → `Wrapper`, `fmt::Display` → `Display`); undefined for other types (`&T`, tuples). */
function lastTypeName(t: Node | null | undefined): string | undefined {
  const named = t?.type === 'generic_type' ? t.childForFieldName('type') : t;
  if (named?.type === 'type_identifier') return named.text;
  return named?.type === 'scoped_type_identifier' ? named.childForFieldName('name')?.text : undefined;
}

/** Type parameters declared by a function, impl or type node (`T` of `<T: X>`). */
function typeParams(node: Node): string[] {
  const list = node.childForFieldName('type_parameters');
  const out: string[] = [];
  for (const p of list?.namedChildren ?? []) {
    const id = p?.type === 'type_identifier' ? p : p?.namedChildren.find((c) => c?.type === 'type_identifier');
    if (id) out.push(id.text);
  }
  return out;
}

/** Owning pointers whose methods calls reach through (auto-deref): `-> Box<Foo>` gives Foo's. */
const POINTERS = new Set(['Box', 'Rc', 'Arc']);

/**
 * The named type a generic return type stands for: `MultiLine<'s, M, S>` →
 * `MultiLine` (as a parameter `m: MultiLine<'s, M, S>` is bound), a pointer's
 * pointee (`Box<Foo>` → `Foo`, `Rc<Foo<T>>` → `Foo`); `Result` and `Option`
 * are none (wrappedReturn reads them); any other node as it is.
 */
function genericHead(t: Node): Node | null {
  if (t.type !== 'generic_type') return t;
  const head = t.childForFieldName('type');
  if (head?.type !== 'type_identifier' || head.text === 'Result' || head.text === 'Option') return null;
  if (!POINTERS.has(head.text)) return head;
  let inner = t.childForFieldName('type_arguments')?.namedChild(0);
  // `Box<dyn Log>`: the trait.
  if (inner?.type === 'dynamic_type') inner = inner.namedChild(0);
  // `Box<a::Foo>`: the path, which defExtra keeps whole (pathReturn).
  if (inner?.type === 'scoped_type_identifier') return inner;
  return inner && (inner.type === 'type_identifier' || inner.type === 'generic_type') ? genericHead(inner) : null;
}

/**
 * A function's declared return type, for chains and locals holding a call
 * (`Builder::new().threads(3).build()`, `let w = b.build()`): one named
 * type, through `&` / `&mut` (`-> &mut WalkBuilder`), its type arguments
 * (`-> MultiLine<'s, M, S>` is MultiLine) and an owning pointer (`-> Box<Foo>`
 * is Foo: genericHead); `Self` is the impl's type (`returns: 'this'`). A
 * `Result<T, E>` / `Option<T>` is `T?` (`this?`), taken as T only through
 * `?` / `unwrap` / `expect` (langRustResults.ts); a path `-> ignore::WalkBuilder`
 * is kept whole (pathReturn); a trait object or `impl Trait` (`-> &'static dyn
 * Log`, `-> Box<dyn Log>`) is the trait. None for type parameters (`-> T`, `-> T<U>`).
 */
function defExtra(def: DefRec, node: Node): void {
  // `macro_rules! test { … }`: shown by its head, not its rules.
  if (node.type === 'macro_definition') def.signature = `macro_rules! ${def.name}`;
  // `type Car = Engine;`, `pub type Shared = Arc<Engine>;`: the type the alias stands for (graphTypes typeDefs follows it).
  // Not an associated type (`type Item = Result<DirEntry>;` in an impl), which names a type per implementation.
  if (node.type === 'type_item') {
    const owner = node.parent?.parent?.type;
    if (owner === 'impl_item' || owner === 'trait_item') return;
    const t = unreferenced(node.childForFieldName('type'));
    const aliased = t && !isWrapper(t) ? namedType(t, (name) => typeParams(node).includes(name)) : undefined;
    if (aliased && aliased !== 'this' && aliased !== def.name) def.returns = aliased;
    return;
  }
  if (node.type !== 'function_item') return;
  // A method of `impl Trait for Type` implements the trait's method: its base (graphClasses overridden).
  const impl = node.parent?.type === 'declaration_list' ? node.parent.parent : null;
  const trait = impl?.type === 'impl_item' ? impl.childForFieldName('trait') : null;
  const traitName = trait ? (trait.type === 'generic_type' ? trait.childForFieldName('type') : trait)?.text.replace(/^.*::/, '') : undefined;
  if (traitName) def.bases = [traitName];
  const t = unreferenced(node.childForFieldName('return_type'));
  const isParam = (name: string) => {
    for (let n: Node | null = node; n; n = n.parent) if (typeParams(n).includes(name)) return true;
    return false;
  };
  // `-> io::Result<SearchWorker<W>>`, `-> Option<Self>`: `SearchWorker?`, `this?`, read as the type through `?` / unwrap (langRustResults.ts).
  const wrapped = t ? wrappedReturn(t, isParam) : undefined;
  const named = wrapped ?? (t ? namedType(t, isParam) : undefined);
  if (named) def.returns = named;
}

/** `-> &'static dyn Log` (rust-lang/log's logger(); newcomer 45 #3), `-> impl Log`, `&mut T`: the type referred to, the trait. */
function unreferenced(x: Node | null): Node | null {
  while (x?.type === 'reference_type' || x?.type === 'dynamic_type' || x?.type === 'abstract_type') x = x.type === 'reference_type' ? x.childForFieldName('type') : x.namedChild(0);
  return x;
}

/**
 * The one named type `t` (a declared result or what a type alias stands for, past references) is, as DefRec.returns
 * keeps it: a path whole (`ignore::WalkBuilder`: pathReturn), the type under its arguments and an owning pointer
 * (`MultiLine<'s, M>` → MultiLine, `Box<Foo>` → Foo: genericHead), `this` for `Self`; undefined for a type parameter
 * (`isParam`) and any other type.
 */
function namedType(t: Node, isParam: (name: string) => boolean): string | undefined {
  const path = pathReturn(t);
  if (path) return path;
  const head = unreferenced(genericHead(t));
  // `-> Box<search::Searcher>`: the path inside the pointer, kept whole as `-> search::Searcher` is.
  const owned = head?.type === 'scoped_type_identifier' || (head?.type === 'generic_type' && head.childForFieldName('type')?.type === 'scoped_type_identifier') ? pathReturn(head) : undefined;
  if (owned) return owned;
  if (head?.type !== 'type_identifier') return undefined;
  if (head.text === 'Self') return 'this';
  return isParam(head.text) ? undefined : head.text;
}

export const rustSpec: LangSpec = {
  query: QUERY,
  // Items an item-level macro writes (`my_macro! { fn f() {} }`: f) before the calls its tokens make, which f then holds.
  tokens: (tree, b) => {
    rustMacroItems(tree, b);
    rustMacroCalls(tree, b);
  },
  importNode,
  defExtra,
  finish,
  // Only `///` and `/** */` document an item; a plain `//` between them is a remark.
  doc: rustDocComment,
  // `<u64 as Named>::name()`, `<&mut R as Read>::peek(self)` (a qualified path, newcomer 34 #10): the trait's function, so its implementations.
  receiver: (n) => (n.type === 'bracketed_type' ? n.namedChild(0)?.childForFieldName('alias')?.text.replace(/\s+/g, '') : undefined),
};
