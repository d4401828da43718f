/**
 * What TS/JS property reads need to know of a file being built (langTsCalls
 * getterReads and typedReads): the getters it defines, what `this` is at a
 * place, and which names are bound to one named type. Read from a
 * FileBuilder's collected definitions and binds, before `finish`.
 */
import type { FileBuilder } from './fileBuilder';
import { CLASS_LIKE, type PendingDef } from './fileNesting';
import { accessorKind } from './signatures';

/**
 * Names of the getters (`get size()`) `b` has collected so far
 * (TypeScript/JavaScript accessors of classes and object literals;
 * signatures.ts accessorKind), or of the setters (`set size(v)`) when
 * `kind` is `set`, each with whether one of that name is `static`.
 */
export function classGetters(b: FileBuilder, kind: 'get' | 'set' = 'get'): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const p of b.pendingDefs) if (accessorKind(p.rec.signature) === kind) out.set(p.rec.name, /^(?:[\w$]+\s+)*static\s/.test(p.rec.signature ?? '') || out.get(p.rec.name) === true);
  return out;
}

/**
 * Whether `this` at source offset `at` of `b`'s file is an instance (false),
 * the class itself (true) of the class whose method holds it, or neither
 * (null): the innermost definition around `at` must be a method declared
 * directly in a class body (not an object literal's method, a nested
 * function or an arrow const), and no `function` keyword may stand between
 * its start and `at` (a `function () {…}` callback rebinds `this`). Errs
 * towards null.
 */
export function thisAt(b: FileBuilder, at: number): boolean | null {
  let inner: PendingDef | null = null;
  let outer: PendingDef | null = null;
  for (const p of b.pendingDefs) {
    if (p.start > at || p.end <= at) continue;
    if (!inner || p.start >= inner.start) {
      if (inner && (!outer || inner.start >= outer.start)) outer = inner;
      inner = p;
    } else if (!outer || p.start >= outer.start) outer = p;
  }
  if (!inner || !outer || inner.rec.kind !== 'method' || !CLASS_LIKE.has(outer.rec.kind)) return null;
  const head = b.src.slice(inner.start, at);
  if (/\bfunction\b/.test(head.slice(head.indexOf('(')))) return null;
  return /^(?:[@\w$]+(?:\([^)]*\))?\s+)*static\s/.test(head);
}

/** Names of the variables, parameters and fields (`this.store`) `b` has bound so far to one named type (`s: Store`, `new a.Store()`): no elements or call results (langTsCalls typedReads). */
export function typedNames(b: FileBuilder): Set<string> {
  const out = new Set<string>();
  for (const p of b.pendingBinds) if (!p.copy && /^(?:[\w$]+\.)*[A-Z][\w$]*$/.test(p.type)) out.add(p.field ? `this.${p.name}` : p.name);
  return out;
}
