/**
 * Named blocks that qualify the names declared inside them without being
 * definitions themselves: C++ namespaces (`namespace shop { … }`, `namespace
 * a::b`) and Rust inline modules (`mod inner { … }`). Extraction keeps them
 * as FileRec.blocks (full names joined by `::`, 1-based line ranges, outer
 * blocks first); resolution asks which block a definition or call sits in.
 * A file without such blocks walks nothing (one string search first).
 */
import type { Node } from 'web-tree-sitter';
import type { DefRef } from './graphIndex';
import type { FileRec } from './types';
import { CLASS_LIKE_KINDS } from './types';

/** One named block of a file (FileRec.blocks): full name inside the file (`shop`, `shop::inner`; Rust: relative to the file's module). */
export type Block = NonNullable<FileRec['blocks']>[number];

/**
 * The blocks of `root` made by nodes of type `type` (found at the top level
 * and inside such blocks' bodies only, and inside nodes of the `through`
 * types there: C++ `#ifndef X_H` include guards and `#if` branches), named
 * by `nameOf` (undefined: an anonymous block, whose contents take the outer
 * name). Empty when `src` never says `keyword`.
 */
export function collectBlocks(root: Node, src: string, keyword: string, type: string, nameOf: (n: Node) => string | undefined, through: ReadonlySet<string> = new Set()): Block[] {
  const out: Block[] = [];
  if (!src.includes(keyword)) return out;
  const visit = (parent: Node, outer: string): void => {
    for (const n of parent.namedChildren) {
      if (n && through.has(n.type)) visit(n, outer);
      if (n?.type !== type) continue;
      const name = nameOf(n);
      const full = name === undefined ? outer : outer ? `${outer}::${name}` : name;
      if (name !== undefined) out.push({ name: full, line: n.startPosition.row + 1, endLine: n.endPosition.row + 1 });
      const body = n.childForFieldName('body');
      if (body) visit(body, full);
    }
  };
  visit(root, '');
  return out;
}

/** Name of the innermost block of `rec` holding `line` ('' outside every block); C++ namespaces opened by macros too (FileRec.macroBlocks). */
export function blockAt(rec: FileRec, line: number): string {
  let best: Block | undefined;
  const blocks = rec.macroBlocks ?? rec.blocks;
  if (blocks) for (const b of blocks) if (b.line <= line && line <= b.endLine && (!best || b.line >= best.line)) best = b;
  return best?.name ?? '';
}

/**
 * Full C++ name of a definition: its namespace blocks, its enclosing
 * class-like definitions, then its own name (`shop::Cart::total`); an
 * out-of-line member (`int Cart::total()`, `int geo::Box::vol()`) or class
 * (`struct DBImpl::Writer`, and what it holds) is qualified by its container
 * and the scopes written before it (DefRec.qualifier).
 */
export function qualifiedName(rec: FileRec, i: number): string {
  const d = rec.defs[i];
  let full = d.name;
  let top = i;
  for (let s = d.parent; s >= 0; s = rec.defs[s].parent) {
    if (CLASS_LIKE_KINDS.has(rec.defs[s].kind)) full = `${rec.defs[s].name}::${full}`;
    top = s;
  }
  // `int Cart::total()`, `struct DBImpl::Writer { Writer(); }`: the outermost definition's scopes as written.
  const t = rec.defs[top];
  if (t.container) full = `${t.qualifier ? `${t.qualifier}::` : ''}${t.container}::${full}`;
  const ns = blockAt(rec, d.line);
  return ns ? `${ns}::${full}` : full;
}

/**
 * The C++ scope code inside definition `i` of `rec` is written in, for name
 * lookup ([basic.lookup.unqual], a definition's qualified name included):
 * the scope of its full name (`geo::Box` for `int geo::Box::vol()`, `geo`
 * for a function of namespace geo), a class's own full name for code in its
 * body; for code outside every definition (`i` < 0), the namespace block at
 * `line` ('' the global one). Parts may be classes or namespaces.
 */
export function codeScope(rec: FileRec, i: number, line: number): string {
  if (i < 0) return blockAt(rec, line);
  return CLASS_LIKE_KINDS.has(rec.defs[i].kind) ? qualifiedName(rec, i) : declaredIn(rec, i);
}

/** The C++ scope definition `i` of `rec` is declared in: its full name (qualifiedName) without its own (`geo` for geo::helper, `geo::Box` for geo::Box::vol, '' at the global scope). */
export function declaredIn(rec: FileRec, i: number): string {
  const full = qualifiedName(rec, i);
  return full.slice(0, full.length - rec.defs[i].name.length).replace(/::$/, '');
}

/** The scope around C++ scope `scope` (`a::b` → `a`, `a` → ''). */
export function outerScope(scope: string): string {
  const k = scope.lastIndexOf('::');
  return k < 0 ? '' : scope.slice(0, k);
}

/**
 * Of `candidates`, the definitions whose full name (qualifiedName) is
 * `written` or ends with `::written` — what a C++ qualified name such as
 * `shop::Cart` can mean from anywhere (a `using namespace` or an enclosing
 * namespace may supply the leading part, never a different one).
 */
export function qualifiedMatches(files: ReadonlyMap<string, FileRec>, candidates: readonly DefRef[], written: string): DefRef[] {
  // `::a::B` (global-qualified): its tail, narrowed by nearestQualified.
  if (written.startsWith('::')) written = written.slice(2);
  const tail = `::${written}`;
  return candidates.filter((r) => {
    const full = qualifiedName(files.get(r.path)!, r.i);
    return full === written || full.endsWith(tail);
  });
}

/**
 * Of `matches` (qualifiedMatches of `written`), those C++ lookup reaches from
 * code in namespace `here` ('' the global one): the first part of a qualified
 * name is looked up from the innermost enclosing namespace outward
 * ([basic.lookup.qual]), so `detail::f` written inside `nlohmann` is
 * `nlohmann::detail::f` when there is one, never `other::detail::f`; and
 * `::a::f` is the global `a::f` only. When no enclosing namespace gives a full
 * match, all of `matches` (a using-directive may supply the leading part).
 */
export function nearestQualified(files: ReadonlyMap<string, FileRec>, matches: readonly DefRef[], written: string, here: string): DefRef[] {
  const full = (r: DefRef) => qualifiedName(files.get(r.path)!, r.i);
  if (written.startsWith('::')) return matches.filter((r) => full(r) === written.slice(2));
  if (matches.length < 2) return [...matches];
  for (let ns = here; ; ns = ns.includes('::') ? ns.slice(0, ns.lastIndexOf('::')) : '') {
    const want = ns ? `${ns}::${written}` : written;
    const hit = matches.filter((r) => full(r) === want);
    if (hit.length || !ns) return hit.length ? hit : [...matches];
  }
}

/**
 * The owner scope of member `m` of `rec`, defined out of line (`int
 * Cart::total()`, maybe inside `namespace shop { … }`): its full name
 * (qualifiedName) without the member's own name, `shop::Cart`.
 */
export function ownerScope(rec: FileRec, m: number): string {
  const full = qualifiedName(rec, m);
  return full.slice(0, full.lastIndexOf('::'));
}

/**
 * Whether class `cls` of `crec` is one an owner scope (ownerScope) names:
 * the scope is the class's full name or its tail (`Cart` written at the top
 * level names any Cart).
 */
export function ownsScope(crec: FileRec, cls: number, scope: string): boolean {
  const owner = qualifiedName(crec, cls);
  return owner === scope || owner.endsWith(`::${scope}`);
}

/**
 * Whether member `m` of `mrec`, defined out of line, belongs to class `cls`
 * of `crec`: the class is one its owner scope names (ownsScope).
 */
export function sameOwner(crec: FileRec, cls: number, mrec: FileRec, m: number): boolean {
  return ownsScope(crec, cls, ownerScope(mrec, m));
}

/**
 * Whether C++ code of `rec` at `line` sees a name `name` declared in
 * namespace `ns` ('' the global one) without qualifying it: `ns` encloses the
 * code's scope `here` ([namespace.udir]: unqualified lookup goes outward
 * through the enclosing namespaces; by default the namespace block at `line`,
 * codeScope for code in a definition, whose qualified name may say more:
 * `int geo::Box::vol()` is in geo), or a using-directive (`using namespace geo;`, kept as
 * `geo::*`) or using-declaration (`using leveldb::DestroyDB;`) above that line
 * names it, or one inside the code's own definition (lines `line`–`end`: a
 * `using namespace geo;` in a function body counts for its whole body), and
 * its block (FileRec.usings endLine: a function or namespace body) has
 * not ended before `line`. A name a using-directive writes may be relative
 * (`using namespace inner;` inside `outer`). Argument-dependent lookup is not
 * modelled: such a call is left unresolved rather than guessed.
 */
export function namespaceSees(rec: FileRec, line: number, ns: string, name: string, end = line, here = blockAt(rec, line)): boolean {
  if (!ns) return true;
  if (here === ns || here.startsWith(`${ns}::`)) return true;
  const full = `${ns}::${name}`;
  for (const u of rec.usings ?? []) {
    if (u.line > end || (u.endLine !== undefined && u.endLine < line)) continue;
    if (u.name.endsWith('::*')) {
      const used = u.name.slice(0, -3);
      if (ns === used || ns.endsWith(`::${used}`)) return true;
    } else if (full === u.name || full.endsWith(`::${u.name}`)) return true;
  }
  return false;
}
