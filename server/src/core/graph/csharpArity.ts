/**
 * C# generic arity: `Policy` and `Policy<TResult>` are two types (C# spec
 * §7.6, a type's name and number of type parameters identify it), which
 * receivers and signatures tell apart.
 */
import type { DefRec } from './types';

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
