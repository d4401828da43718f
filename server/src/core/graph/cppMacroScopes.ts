/**
 * The graph's side of C++ namespaces opened by macros (cppMacros.ts reads
 * the uses and #defines at extraction): joins each file's macro uses with
 * the namespace macros #defined anywhere in the repository into
 * FileRec.macroBlocks, kept up to date by GraphIndex.
 */
import type { FileRec } from './types';

type Block = NonNullable<FileRec['blocks']>[number];

/** One block being made: its own name (one or more `::` segments; '' adds none), lines, and depth among blocks starting on one line. */
interface Segment {
  own: string;
  line: number;
  endLine: number;
  depth: number;
}

/**
 * The namespace blocks of `rec` with those its macro uses open (FileRec.macroBlocks):
 * each use of a macro `opsOf` knows applies its steps to a stack, a close ending
 * the block the matching open began (at the file's end when never closed);
 * every block, parsed or made, is named by the blocks around it, outer first.
 * Undefined when no use opens a named namespace.
 */
export function macroBlocks(rec: FileRec, opsOf: (name: string) => string[] | undefined): Block[] | undefined {
  const segs: Segment[] = [];
  const stack: Segment[] = [];
  for (const u of rec.macroUses ?? []) {
    for (const op of opsOf(u.name) ?? []) {
      if (op !== '}') {
        const s = { own: op, line: u.line, endLine: Number.MAX_SAFE_INTEGER, depth: stack.length + 1 };
        stack.push(s);
        if (op) segs.push(s);
      } else {
        const s = stack.pop();
        if (s) s.endLine = u.line;
      }
    }
  }
  if (!segs.length) return undefined;
  // Parsed blocks carry the names of the parsed blocks around them: keep only their own segment.
  const parsed = rec.blocks ?? [];
  for (const b of parsed) {
    let parent: Block | undefined;
    for (const o of parsed) if (o !== b && o.line <= b.line && b.endLine <= o.endLine && (!parent || o.line >= parent.line)) parent = o;
    segs.push({ own: parent ? b.name.slice(parent.name.length + 2) : b.name, line: b.line, endLine: b.endLine, depth: 0 });
  }
  segs.sort((a, b) => a.line - b.line || a.depth - b.depth);
  return segs.map((s) => {
    const names: string[] = [];
    for (const o of segs) if (o !== s && o.line <= s.line && s.endLine <= o.endLine && (o.line < s.line || o.depth < s.depth)) names.push(o.own);
    names.push(s.own);
    return { name: names.join('::'), line: s.line, endLine: s.endLine };
  });
}

/**
 * The repository's C++ namespace macros and the files that use them, kept as
 * files come and go (GraphIndex setFile), and each using file's
 * FileRec.macroBlocks (macroBlocks) kept up to date: when a file is set, and
 * for every user of a macro whose definitions changed.
 */
export class CppMacroScopes {
  /** Macro name → defining file → the steps of each of its definitions there (`#ifdef` branches may hold several). */
  private defs = new Map<string, Map<string, string[][]>>();
  /** Files with macro uses at namespace scope. */
  private users = new Set<string>();

  /** Records that file `p` changed from `old` to `rec` (null: removed) among `files`. */
  update(p: string, old: FileRec | undefined, rec: FileRec | null, files: ReadonlyMap<string, FileRec>): void {
    const changed = new Set<string>();
    for (const m of old?.nsMacros ?? []) {
      const byFile = this.defs.get(m.name);
      if (byFile?.delete(p) && !byFile.size) this.defs.delete(m.name);
      changed.add(m.name);
    }
    // A file may define one macro in several `#ifdef` branches: all its definitions are kept.
    const mine = new Map<string, string[][]>();
    for (const m of rec?.nsMacros ?? []) mine.set(m.name, [...(mine.get(m.name) ?? []), m.ops]);
    for (const [name, list] of mine) {
      let byFile = this.defs.get(name);
      if (!byFile) this.defs.set(name, (byFile = new Map()));
      byFile.set(p, list);
      changed.add(name);
    }
    if (rec?.macroUses) {
      this.users.add(p);
      this.apply(rec);
    } else this.users.delete(p);
    if (!changed.size) return;
    for (const u of this.users) {
      const urec = files.get(u);
      if (u !== p && urec?.macroUses?.some((x) => changed.has(x.name))) this.apply(urec);
    }
  }

  /** The steps of macro `name`: undefined when no file defines it so, or two define it differently. */
  private opsOf(name: string): string[] | undefined {
    let ops: string[] | undefined;
    for (const inFile of this.defs.get(name)?.values() ?? []) {
      for (const o of inFile) {
        if (ops && ops.join('\n') !== o.join('\n')) return undefined;
        ops = o;
      }
    }
    return ops;
  }

  private apply(rec: FileRec): void {
    const blocks = macroBlocks(rec, (n) => this.opsOf(n));
    if (blocks) rec.macroBlocks = blocks;
    else delete rec.macroBlocks;
  }
}
