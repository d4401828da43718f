/**
 * C and C++ declarations joined to their definitions (issue 3, newcomer on
 * google/leveldb): a header declares (`// Compact the in-memory write
 * buffer…` above `void CompactMemTable();` in a class body, `Status
 * DestroyDB(…);` in a namespace, a C prototype) and a `.cc`/`.c` file
 * defines without a comment (`void DBImpl::CompactMemTable() {`). Both ways
 * use one rule: a prototype's line names the definitions protoTargets picks,
 * and a definition's declarations are the prototypes that pick it, or for a
 * member defined out of line the declarations of its name in the body of the
 * class it qualifies (GraphData ownerOf); overloads — members and C++ free
 * functions alike — told apart by parameter count, then by their parameter
 * types as written (overloadDeclarations, arity.ts parameterTypes). Computed when asked, memoised per graph generation, never stored:
 * a header's edit changes the answer for the `.cc` without re-parsing it.
 */
import type { DefRef } from './graphIndex';
import { defKey } from './graphIndex';
import type { GraphData } from './graphData';
import { fullSignature, paramRange, signatureParameterTypes } from './arity';
import type { SymbolItem } from './graphNames';

/** Where a definition is declared without a body: the file, the declaration's 1-based line range and its doc comment. */
export interface Declaration {
  path: string;
  /** 1-based first and last line of the declaration (a `template <…>` or a return type on its own line included). */
  line: number;
  endLine: number;
  /** 1-based line of its name when after `line`: where answers point (issue 3). */
  nameLine?: number;
  doc?: string;
}

/** What the join knows of one definition: its declarations and the doc comment it shows (its own, else its declarations'). */
interface Joined {
  decls: Declaration[];
  doc?: string;
}

const C_FAMILY = new Set(['c', 'cpp']);

/**
 * The definitions the C/C++ prototype `proto` of file `relPath` declares:
 * the file-level functions of its name the file can mean — its own, or
 * another file's that is not `static` — the ones beside it first (`ledger.h`
 * → `ledger.c`: the same path stem, else the same file stem), else all of
 * them (an ambiguity to ask about); of C++ overloads, first those of the
 * prototype's parameter count, then of its parameter types as written. A C++ function of a namespace defined
 * outside its block (`int geo::helper() {`) is file-level too.
 */
export function protoTargets(data: GraphData, relPath: string, proto: { name: string; params?: number; types?: string }): DefRef[] {
  const stem = (p: string) => p.replace(/\.[^./]+$/, '');
  const base = (p: string) => stem(p).slice(p.lastIndexOf('/') + 1);
  let found = data.defsNamed(proto.name).filter((r) => {
    const d = data.def(r);
    const lang = data.files.get(r.path)!.lang;
    if (d.kind === 'class' || d.parent >= 0 || !C_FAMILY.has(lang) || (r.path !== relPath && d.exported === false)) return false;
    return d.kind === 'function' ? !d.container : d.kind === 'method' && data.cppNamespaceFunction(r);
  });
  // C++ overloads: the ones declaring as many parameters as the prototype, when some do (fmt's `vformat(string_view, format_args);`
  // in format.h is format-inl.h's two-parameter vformat, not format.h's own of three; newcomer 39 #3).
  if (found.length > 1 && proto.params !== undefined) {
    const n = proto.params;
    const counted = found.filter((r) => {
      const range = paramRange(fullSignature(data.def(r)), proto.name);
      return range !== undefined && (range.max === n || (range.max === Infinity && n >= range.min));
    });
    if (counted.length) found = counted;
  }
  // Then those whose parameter types are the prototype's as written (fmt's `vformat(string_view, format_args)`, not xchar.h's
  // template of `basic_string_view<Char>`; newcomer 40 #5), when some are.
  if (found.length > 1 && proto.types !== undefined) {
    const typed = found.filter((r) => signatureParameterTypes(fullSignature(data.def(r)), proto.name) === proto.types);
    if (typed.length) found = typed;
  }
  const own = found.filter((r) => r.path === relPath);
  const beside = found.filter((r) => stem(r.path) === stem(relPath));
  const sameBase = found.filter((r) => base(r.path) === base(relPath));
  return own.length ? own : beside.length ? beside : sameBase.length ? sameBase : found;
}

/**
 * Of the declarations `decls` of one name (class-body member declarations,
 * DefRec.memberDecls, or prototypes, FileRec.protos), those declaring the
 * overload defined with `signature`: the ones listing as many parameters as
 * the definition (defaults are written in the declaration only), then of
 * those the ones whose parameter types are the definition's as written
 * (arity.ts parameterTypes: `int Price::of(double x) const` → `double`).
 * Each step keeps every candidate when none matches (a count unknown with
 * `...`, types not comparable: a typedef in one, the type in the other), so
 * the fallback is the count, then all of them. One rule for members and
 * free functions alike.
 */
export function overloadDeclarations<T extends { params?: number; types?: string }>(decls: T[], signature: string | undefined, name: string): T[] {
  let found = decls;
  if (found.length > 1) {
    const n = paramRange(signature, name)?.max;
    const same = found.filter((x) => x.params === n);
    if (same.length) found = same;
  }
  if (found.length > 1 && found.some((x) => x.types !== undefined)) {
    const types = signatureParameterTypes(signature, name);
    const same = found.filter((x) => x.types === types);
    if (same.length) found = same;
  }
  return found;
}

/**
 * The join of one graph (see the file header), memoised until its
 * generation changes. Only C and C++ functions and methods have
 * declarations; everything else answers none at the cost of a lookup.
 */
export class DeclarationJoin {
  private generation = -1;
  private memo = new Map<string, Joined>();
  private inherited = new Map<string, { doc: string; from: DefRef } | null>();

  constructor(private readonly data: GraphData) {}

  /** The declarations of `ref` elsewhere than its definition, best first (see the file header); [] for other languages and kinds. */
  declarations(ref: DefRef): Declaration[] {
    return this.joined(ref).decls;
  }

  /**
   * The doc comment `ref` shows: its own, else the first of its
   * declarations' (the header's comment of a member defined out of line, a
   * C prototype's). Undefined when none has one.
   */
  doc(ref: DefRef): string | undefined {
    return this.joined(ref).doc;
  }

  /**
   * For a C++ method without a doc of its own or of its declarations: the
   * doc of the nearest base method it overrides that has one (its own or its
   * declaration's), with that method — Doxygen's INHERIT_DOCS rule (an
   * undocumented member takes the documentation of the member it
   * reimplements): `DBImpl::Write` shows `DB::Write`'s "Apply the specified
   * updates to the database". Null when `ref` has a doc or none is found.
   */
  inheritedDoc(ref: DefRef): { doc: string; from: DefRef } | null {
    if (this.data.files.get(ref.path)?.lang !== 'cpp' || this.data.def(ref).kind !== 'method' || this.doc(ref) !== undefined) return null;
    const key = defKey(ref.path, ref.i);
    let hit = this.inherited.get(key);
    if (hit === undefined) {
      hit = null;
      for (const b of this.data.overridden(ref)) {
        const doc = this.doc(b);
        if (doc) {
          hit = { doc, from: b };
          break;
        }
      }
      this.inherited.set(key, hit);
    }
    return hit;
  }

  /**
   * The definitions declared on `line` of `relPath` (1-based): those a C/C++
   * prototype covering it declares (protoTargets), and the members defined
   * out of line that a class body's declaration covering it declares (their
   * declarations hold it: `void CompactMemTable();` in db_impl.h →
   * `DBImpl::CompactMemTable` in db_impl.cc). Empty where no declaration is.
   */
  definedFrom(relPath: string, line: number): DefRef[] {
    const rec = this.data.files.get(relPath);
    if (!rec || !C_FAMILY.has(rec.lang)) return [];
    const out: DefRef[] = [];
    const add = (r: DefRef) => out.some((o) => o.path === r.path && o.i === r.i) || out.push(r);
    for (const proto of rec.protos ?? []) {
      if (proto.line > line || proto.endLine < line) continue;
      // Of same-named overloads, those this prototype declares (find: by parameter count); all when it declares none of them.
      const targets = protoTargets(this.data, relPath, proto);
      const own = targets.filter((r) => this.declarations(r).some((y) => y.path === relPath && y.line === proto.line));
      (own.length ? own : targets).forEach(add);
    }
    rec.defs.forEach((cls, ci) => {
      if (!cls.memberDecls || cls.line > line || cls.endLine < line) return;
      for (const x of cls.memberDecls) {
        if (x.line > line || x.endLine < line) continue;
        for (const r of this.data.defsNamed(x.name)) {
          const d = this.data.def(r);
          if (d.kind !== 'method' || d.parent >= 0 || d.container !== cls.name) continue;
          const owner = this.data.ownerOf(r);
          if (owner?.path === relPath && owner.i === ci && this.declarations(r).some((y) => y.path === relPath && y.line === x.line)) add(r);
        }
      }
    });
    return out;
  }

  private joined(ref: DefRef): Joined {
    if (this.generation !== this.data.generation) {
      this.generation = this.data.generation;
      this.memo.clear();
      this.inherited.clear();
    }
    const d = this.data.def(ref);
    // Other languages declare nothing apart: no memo entry for each of their definitions.
    if (!C_FAMILY.has(this.data.files.get(ref.path)?.lang ?? '')) return { decls: [], doc: d.doc };
    const key = defKey(ref.path, ref.i);
    let j = this.memo.get(key);
    if (!j) {
      const decls = d.kind === 'function' || d.kind === 'method' ? this.find(ref) : [];
      j = { decls, doc: d.doc ?? decls.find((x) => x.doc)?.doc };
      this.memo.set(key, j);
    }
    return j;
  }

  private find(ref: DefRef): Declaration[] {
    const d = this.data.def(ref);
    if (d.parent >= 0) return [];
    // A member defined out of line: its declarations in the body of the class its name qualifies.
    if (d.kind === 'method' && d.container && !this.data.cppNamespaceFunction(ref)) {
      const owner = this.data.ownerOf(ref);
      if (!owner) return [];
      const decls = overloadDeclarations((this.data.def(owner).memberDecls ?? []).filter((x) => x.name === d.name), fullSignature(d), d.name);
      return decls.map((x) => ({ path: owner.path, line: x.line, endLine: x.endLine, ...(x.nameLine ? { nameLine: x.nameLine } : {}), ...(x.doc ? { doc: x.doc } : {}) }));
    }
    // A function: the prototypes of its name that declare it (protoTargets, the rule a prototype's line is answered by).
    let found: (Declaration & { params?: number; types?: string })[] = [];
    for (const at of this.data.protosNamed(d.name)) {
      const p = this.data.files.get(at.path)!.protos![at.i];
      if (!protoTargets(this.data, at.path, p).some((r) => r.path === ref.path && r.i === ref.i)) continue;
      found.push({ path: at.path, line: p.line, endLine: p.endLine, ...(p.nameLine ? { nameLine: p.nameLine } : {}), params: p.params, types: p.types, ...(p.doc ? { doc: p.doc } : {}) });
    }
    found = overloadDeclarations(found, fullSignature(d), d.name);
    // A header's declaration before a forward declaration in the definition's own file.
    return found
      .map((x): Declaration => ({ path: x.path, line: x.line, endLine: x.endLine, ...(x.nameLine ? { nameLine: x.nameLine } : {}), ...(x.doc ? { doc: x.doc } : {}) }))
      .sort((a, b) => (a.path === ref.path ? 1 : 0) - (b.path === ref.path ? 1 : 0));
  }
}

/**
 * Completes item `it` of a C/C++ function or method (CodeGraph.item):
 * `declared`, the lines declaring it elsewhere (a class body's `void
 * CompactMemTable();`, a header's prototype), and, when it has no doc
 * comment of its own, `doc`: the first documented declaration's, else the
 * doc of the base method it overrides, with that method's name (`docFrom`,
 * by `nameOf`). Items of other languages are left as they are.
 */
export function withDeclarations(join: DeclarationJoin, it: SymbolItem, nameOf: (r: DefRef) => string): void {
  const decls = join.declarations(it.ref);
  if (decls.length) it.declared = decls.map((x) => ({ path: x.path, line: x.nameLine ?? x.line }));
  const doc = join.doc(it.ref);
  if (doc) it.doc = doc;
  else {
    const base = join.inheritedDoc(it.ref);
    if (base) {
      it.doc = base.doc;
      it.docFrom = nameOf(base.from);
    }
  }
}
