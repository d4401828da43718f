/**
 * GraphData's layer for Go's implicit interfaces, over GraphScope: which
 * interface methods a Go method implements (goImplemented) — an interface is
 * satisfied by any type whose method set, promoted methods of embedded
 * structs included (goMethodSets.ts), covers it — so a call through the
 * interface may run the method.
 */
import type { DefRef } from './graphIndex';
import { GraphScope } from './graphScope';
import { packageKeyAt } from './graphRules';
import { goEmbedders, goShape } from './goMethodSets';

/** Go interface satisfaction over GraphScope (see the file header). */
export abstract class GraphGoInterfaces extends GraphScope {
  /**
   * Go interface methods a method `target` (`func (s *Store) Add(…)`)
   * implements: Go interfaces are satisfied implicitly, so each interface of
   * the repository with a method named like `target` whose every method is in
   * the method set of `target`'s type (its own methods and those promoted
   * from embedded fields, graphMembers `member`) may run `target` when a
   * call goes through it (`func Fill(a Adder) { a.Add("x") }`); also through
   * a struct embedding the type (`Circle{ Base }` has Base.Name promoted, so
   * an interface Circle satisfies may run it). Empty when the type is not
   * found in `target`'s package or no interface fits.
   */
  protected goImplemented(target: DefRef): DefRef[] {
    const d = this.def(target);
    if (!d.container) return [];
    const trec = this.files.get(target.path)!;
    const pk = packageKeyAt(target.path, trec, d.line);
    const types = this.defsNamed(d.container).filter((r) => {
      const t = this.def(r);
      // A struct, or a named type of another kind with methods (`type MiddlewareFunc func(…)`, `type headerMatcher map[string]string`).
      return (t.kind === 'class' || t.kind === 'type') && t.parent < 0 && this.files.get(r.path)!.lang === 'go' && packageKeyAt(r.path, this.files.get(r.path)!, t.line) === pk;
    });
    if (!types.length) return [];
    // Structs embedding the type (and those embedding them; 64 types at most) hold `target` promoted, unless they or a nearer embedded type define their own.
    for (let k = 0; k < types.length && types.length < 64; k++) {
      for (const e of this.goEmbeddersOf(this.def(types[k]).name)) {
        if (types.some((t) => t.path === e.path && t.i === e.i) || !this.bases(e).some((b) => b.path === types[k].path && b.i === types[k].i)) continue;
        if (this.member(e, d.name, 'receiver').some((m) => m.def.path === target.path && m.def.i === target.i)) types.push(e);
      }
    }
    const out: DefRef[] = [];
    for (const r of this.defsNamed(d.name)) {
      const m = this.def(r);
      if (m.kind !== 'method' || m.parent < 0) continue;
      const irec = this.files.get(r.path)!;
      if (irec.lang !== 'go' || irec.defs[m.parent].kind !== 'interface') continue;
      const wanted = irec.defs.filter((x) => x.parent === m.parent && x.kind === 'method');
      const covers = (cls: DefRef): boolean =>
        wanted.every((w) => this.member(cls, w.name, 'receiver').some((t) => this.def(t.def).kind === 'method' && goShape(this.def(t.def)) === goShape(w)));
      if (types.some(covers)) out.push(r);
    }
    return out;
  }

  /** Go structs embedding a type named `name` (goMethodSets goEmbedders), for one generation of the records. */
  private goEmbeddersOf(name: string): DefRef[] {
    if (this.goEmbedMemo?.generation !== this.generation) this.goEmbedMemo = { generation: this.generation, byName: goEmbedders(this.files) };
    return this.goEmbedMemo.byName.get(name) ?? [];
  }
  private goEmbedMemo: { generation: number; byName: Map<string, DefRef[]> } | null = null;
}
