/**
 * GraphData's layer between Go's interfaces (graphGoInterfaces.ts) and the
 * types receivers have (graphTypes.ts): what a C/C++ qualified name names —
 * the classes `shop::Cart` stands for where it is written, and the member
 * or namespace function `shop::Cart::make()` / `shop::make()` reaches.
 */
import type { Via } from './types';
import { CLASS_LIKE_KINDS } from './types';
import { nearestQualified, qualifiedMatches } from './blocks';
import { cSeenFrom, sameFamily } from './graphRules';
import type { DefRef, Target } from './graphIndex';
import { GraphGoInterfaces } from './graphGoInterfaces';

export abstract class GraphCpp extends GraphGoInterfaces {
  /**
   * C/C++ classes a qualified name (`shop::Cart`) written in file `p` inside namespace `here` names: those whose
   * namespaces and enclosing classes end with it, the nearest enclosing namespace's first (blocks.ts qualifiedMatches,
   * nearestQualified), and that `p` sees (graphRules cSeenFrom).
   */
  protected cppClasses(p: string, written: string, here: string): DefRef[] {
    const cands = this.defsNamed(written.slice(written.lastIndexOf('::') + 2)).filter((r) => {
      const d = this.def(r);
      const lang = this.files.get(r.path)!.lang;
      return CLASS_LIKE_KINDS.has(d.kind) && sameFamily(lang, 'cpp') && cSeenFrom(d, r.path, lang, p);
    });
    return nearestQualified(this.files, qualifiedMatches(this.files, cands, written), written, here);
  }

  /**
   * Member or function `name` reached through a C++ scope `recv`: a class so
   * named (`shop::Cart::make()`, then `member`, out-of-line members and bases
   * included), else a function of the namespace so named (`shop::make()`,
   * `shop::inner::f()`; a `static` one only from its own file `p`), else a
   * class so named, constructed (`geo::Square(3)`). Nothing else: a qualified name never falls back to
   * a unique name of the repository. `here`: the namespace the call is in (nearestQualified).
   */
  protected cppQualified(p: string, recv: string, name: string, here: string): Target[] {
    const classes = this.cppClasses(p, recv, here);
    if (classes.length) return classes.flatMap((c) => this.member(c, name, 'receiver'));
    // A `static` function or one in an anonymous namespace (DefRec.exported false) only from its own file;
    // `int other::area(int)` (a namespace's function defined outside its block: no class is so named) is other's.
    const fns = this.defsNamed(name).filter((r) => {
      const d = this.def(r);
      return d.parent < 0 && (!d.container || !this.cppOwner(r.path, r.i)) && !CLASS_LIKE_KINDS.has(d.kind) && cSeenFrom(d, r.path, this.files.get(r.path)!.lang, p) && sameFamily(this.files.get(r.path)!.lang, 'cpp');
    });
    const written = recv === '::' ? `::${name}` : `${recv}::${name}`;
    const hit = nearestQualified(this.files, qualifiedMatches(this.files, fns, written), written, here).map((def) => ({ def, via: 'receiver' as Via }));
    // `geo::Square(3)`: a class called constructs it.
    return hit.length ? hit : this.cppClasses(p, written, here).map((def) => ({ def, via: 'receiver' as Via }));
  }
}
