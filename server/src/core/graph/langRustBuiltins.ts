/**
 * Rust's built-in types as extraction names them (langRust's `finish`):
 * the container of a method of `impl Trait for [T]`, `for (A, B)`, and the
 * type a parameter or a `let` of such a type is bound to, so a call
 * `xs.summarize()` on `xs: &[u8]` reaches `impl<T> Summary for [T]`.
 *
 * Names follow rustdoc's pages for the primitive types (std's
 * `primitive.slice.html`, `primitive.array.html`, `primitive.tuple.html`,
 * `primitive.unit.html`, `primitive.str.html`, `primitive.u8.html`…), where
 * rustdoc lists a trait's impls for them: `[T]` is `slice`, `[T; N]`
 * `array`, `(A, B)` `tuple`, `()` `unit`, and a scalar its own name (`str`,
 * `u8`, `f64`). References are read through (`&str`, `&mut [T]`: `str`,
 * `slice`), as a method call auto-dereferences its receiver (the Reference,
 * "Method-call expressions"); a named type keeps its name (`Vec<T>`: `Vec`),
 * and an owning pointer to a built-in type is read through too (`Box<[T]>`,
 * `Rc<str>`: `slice`, `str`). Where a named type's impls have no method of
 * a call's name, the call looks in the type it dereferences to (derefTarget:
 * `Vec<T>` to `slice`, `String` to `str`), as method lookup does.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';

/** Owning pointers a method call sees through to a built-in type (`b: Box<[u8]>` calls the slice's methods). */
const POINTERS = new Set(['Box', 'Rc', 'Arc']);

/**
 * The built-in type a value of the type rustdoc names `type` dereferences
 * to for method lookup, else undefined: `Vec` (`Deref<Target = [T]>`) and
 * an array (unsized coercion) to `slice`, `String` (`Deref<Target = str>`)
 * to `str` (the Reference, "Method-call expressions": the receiver's type is
 * dereferenced, then unsized, until a method is found). A repository's own
 * type so named has a definition and is never asked about.
 */
export function derefTarget(type: string): string | undefined {
  return type === 'Vec' || type === 'array' ? 'slice' : type === 'String' ? 'str' : undefined;
}

/**
 * rustdoc's name of the built-in type `t` (a tree-sitter-rust type node),
 * through references: `slice`, `array`, `tuple`, `unit`, or the primitive's
 * own name (`str`, `u8`); undefined for a named, generic or other type.
 */
export function builtinTypeName(t: Node | null | undefined): string | undefined {
  if (t) t = unreferenced(t);
  switch (t?.type) {
    case 'primitive_type':
      return t.text;
    case 'array_type':
      return t.childForFieldName('length') ? 'array' : 'slice';
    case 'tuple_type':
      return 'tuple';
    case 'unit_type':
      return 'unit';
    case 'generic_type': {
      // `Box<[u8]>`, `Rc<str>`: what the pointer owns.
      const args = t.childForFieldName('type_arguments');
      return POINTERS.has(t.childForFieldName('type')?.text ?? '') && args?.namedChildCount === 1 ? builtinTypeName(args.namedChild(0)) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Methods of impls for a slice, an array, a tuple or the unit type (the
 * query's container is the type as written, `[T]`, `(u32, u32)`): their
 * container becomes rustdoc's name (builtinTypeName); and parameters and
 * `let`s of a built-in type (`xs: &[u8]`, `t: (u32, u32)`, `s: &str`,
 * `let n: f64 = …`, a closure's `|xs: &[u8]|`) bound to that name, where no
 * other bind names them in the function (a closure's are its function's),
 * so calls on them reach those methods (graphResolve reads a type without
 * a definition through its methods, then the traits' defaults implemented
 * for it: graphMembers methodsOfUndefinedType). `impls` and `fns`: the
 * file's `impl_item` and `function_item` nodes (langRust's finish walks the
 * tree for both once).
 */
export function builtinTypes(rec: FileRec, impls: Node[], fns: Node[]): void {
  for (const impl of impls) {
    const t = impl.childForFieldName('type');
    const name = builtinTypeName(t);
    if (!t || !name) continue;
    const written = unreferenced(t).text;
    const from = impl.startPosition.row + 1;
    const to = impl.endPosition.row + 1;
    for (const d of rec.defs) if (d.container === written && d.line >= from && d.line <= to) d.container = name;
  }
  for (const fn of fns) {
    const nameNode = fn.childForFieldName('name');
    if (!nameNode) continue;
    const scope = rec.defs.findIndex((d) => d.nameLine === nameNode.startPosition.row + 1 && d.nameCol === nameNode.startPosition.column);
    if (scope < 0) continue;
    // Names bound already keep their bind, but for a pointer's (`b: Box<[u8]>` is bound to `Box` by langRust's query): replaced below.
    const bound = new Map(rec.binds.filter((b) => b.scope === scope).map((b) => [b.name, b]));
    const typed: Node[] = [];
    for (const p of fn.childForFieldName('parameters')?.namedChildren ?? []) if (p?.type === 'parameter') typed.push(p);
    const body = fn.childForFieldName('body');
    // Lets and typed closure parameters (`|xs: &[u8]| …`, `|mut s: String|`) of the function's body and its closures, whose binds are the function's.
    for (const n of body?.descendantsOfType(['let_declaration', 'closure_parameters']) ?? []) {
      if (!n || enclosingFunction(n)?.id !== fn.id) continue;
      if (n.type === 'let_declaration') typed.push(n);
      else for (const p of n.namedChildren) if (p?.type === 'parameter') typed.push(p);
    }
    const seen = new Map<string, string | undefined>();
    for (const n of typed) {
      const v = n.childForFieldName('pattern');
      if (v?.type !== 'identifier' || (bound.has(v.text) && !POINTERS.has(bound.get(v.text)!.type))) continue;
      const type = builtinTypeName(n.childForFieldName('type'));
      // A name declared twice with different built-in types (or once without one) is left unbound: binds here carry no place.
      seen.set(v.text, seen.has(v.text) && seen.get(v.text) !== type ? undefined : type);
    }
    for (const [name, type] of seen) {
      const held = bound.get(name);
      if (held && type) held.type = type;
      else if (type) rec.binds.push({ scope, name, type });
    }
  }
}

/** The type a reference type refers to, through `&&T`. */
function unreferenced(t: Node): Node {
  let n: Node = t;
  while (n.type === 'reference_type' && n.childForFieldName('type')) n = n.childForFieldName('type')!;
  return n;
}

/** The function item holding `n` (through closures, which are no definitions of their own). */
function enclosingFunction(n: Node): Node | null {
  for (let p = n.parent; p; p = p.parent) if (p.type === 'function_item') return p;
  return null;
}
