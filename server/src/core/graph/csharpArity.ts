/**
 * C# generic arity: `Policy` and `Policy<TResult>` are two types (C# spec
 * §7.6, a type's name and number of type parameters identify it), which
 * receivers and signatures tell apart.
 */
import type { Node } from 'web-tree-sitter';
import type { CallRec, DefRec, FileRec } from './types';
import { innermostDef } from './sourceLines';

/** A C# type name as a receiver holds it: `Policy\`1` (receivers.ts genericTypeReceiver) is Policy of one type parameter, `Policy` of none. */
export function genericName(head: string): { name: string; arity: number } {
  const tick = head.lastIndexOf('`');
  return tick > 0 ? { name: head.slice(0, tick), arity: Number(head.slice(tick + 1)) || 0 } : { name: head, arity: 0 };
}

/** The type parameters a C# class, struct, interface or record declares in its signature (`class Policy<TResult>`: 1), 0 without. */
export function classArity(d: DefRec): number {
  const m = /\b(?:class|struct|interface|record)\s+(?:class\s+|struct\s+)?@?\w+\s*<([^>]*)>/.exec(d.signature ?? '');
  return m ? m[1].split(',').length : 0;
}

/** Whether C# type definition `d` is declared `partial` (its members may be written in other parts, other files). */
export function isPartial(d: DefRec): boolean {
  return /\bpartial\b/.test(d.signature ?? '');
}

/** How many type arguments a C# `generic_name` node passes (`Policy<int>`: 1, `Dictionary<K, V>`: 2). */
function typeArgumentCount(g: Node): number {
  const list = g.namedChildren.find((c) => c?.type === 'type_argument_list');
  return list ? list.namedChildren.filter((c) => !!c).length : 0;
}

/** The names a declaration typed by `g` binds (as FileRec.binds names them: a field or property also as `this.x`), or none. */
function declaredNames(g: Node): string[] {
  const parent = g.parent;
  if (!parent) return [];
  const typed = parent.childForFieldName('type');
  if (!typed || typed.id !== g.id) return [];
  const names: string[] = [];
  if (parent.type === 'variable_declaration') {
    for (const d of parent.namedChildren) if (d?.type === 'variable_declarator') names.push(d.childForFieldName('name')?.text ?? '');
    if (parent.parent?.type === 'field_declaration') for (const n of [...names]) names.push(`this.${n}`);
  } else if (parent.type === 'property_declaration') {
    names.push(`this.${parent.childForFieldName('name')?.text ?? ''}`);
  } else if (parent.type === 'parameter') {
    names.push(parent.childForFieldName('name')?.text ?? '');
  } else if (parent.type === 'object_creation_expression' && parent.parent?.type === 'variable_declarator') {
    const n = parent.parent.childForFieldName('name')?.text ?? '';
    names.push(n);
    if (parent.parent.parent?.parent?.type === 'field_declaration') names.push(`this.${n}`);
  }
  return names.filter((n) => n && n !== 'this.');
}

/**
 * Gives the binds of variables, fields, properties and parameters declared
 * with a generic type their arity, as a receiver writes it (`Policy<int> p`,
 * `var p = new Policy<int>()`: type `Policy\`1`; genericName reads it back),
 * so `p.Execute()` resolves in `Policy<TResult>` and not also in a class
 * `Policy` beside it (C# spec §7.6: name and arity identify a type; newcomer
 * 35, Polly). Only binds whose type is the generic's bare name, inside a
 * definition around the declaration (or the file), are changed. The `new`
 * calls of generic types and the calls of generic methods written with type
 * arguments get their count (CallRec.typeArgs).
 */
export function csharpGenericBinds(rec: FileRec, root: Node): void {
  // Constructions and calls by where their name is written (line and column): `new Policy<int>()` and `Map<A, B>(x)` keep their
  // count of type arguments too (a generic method's, graph.ts fitting: AutoMapper's `Map<TDestination>` beside `Map<TSource, TDestination>`).
  let made: Map<string, CallRec> | undefined;
  for (const c of rec.calls) if (c.kind === 'new' || c.kind === 'call') (made ??= new Map()).set(`${c.line}:${c.col}`, c);
  if (!rec.binds.length && !made) return;
  for (const g of root.descendantsOfType('generic_name')) {
    if (!g) continue;
    const head = g.namedChild(0);
    const n = typeArgumentCount(g);
    if (head?.type !== 'identifier' || !n) continue;
    const call = made?.get(`${head.startPosition.row + 1}:${head.startPosition.column}`);
    if (call) call.typeArgs = n;
    const names = declaredNames(g);
    if (!names.length) continue;
    // The definitions around the declaration (the innermost and its parents), and the file.
    const around = new Set<number>([-1]);
    for (let s = innermostDef(rec.defs, g.startPosition.row + 1, g.startPosition.column); s >= 0; s = rec.defs[s].parent) around.add(s);
    for (const b of rec.binds) if (b.type === head.text && around.has(b.scope) && names.includes(b.name)) b.type = `${head.text}\`${n}`;
  }
}

/**
 * The type parameters C# method `d` declares (`TDestination Map<TSource, TDestination>(TSource source)`: 2), 0 for a
 * method that is not generic. Read from its signature, right after its name.
 */
export function methodArity(d: DefRec): number {
  const sig = d.declared ?? d.signature ?? '';
  const at = new RegExp(`(?:^|[^\\w@])@?${d.name}\\s*<`).exec(sig);
  if (!at) return 0;
  let depth = 0;
  let n = 1;
  for (let i = at.index + at[0].length - 1; i < sig.length; i++) {
    const c = sig[i];
    if (c === '<') depth++;
    else if (c === '>' && --depth === 0) return n;
    else if (c === ',' && depth === 1) n++;
    else if (c === '(') return 0;
  }
  return 0;
}
