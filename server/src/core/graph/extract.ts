/**
 * Extraction: one parsed file → one FileRec. Each language declares a
 * tree-sitter query (see `lang*.ts`); this module turns its matches into
 * definitions, calls, imports, exports and type bindings, and works out which
 * definition encloses each call. Queries run inside WebAssembly and hand back
 * only the nodes that matter, which is what keeps cold indexing near the
 * parser's own speed (bench/graph-speed.mjs).
 *
 * Capture names a language query may use (one match = one record):
 *   def.<kind> + name [+ body] [+ container] [+ base…]   a definition
 *   call | new | ref.extends + name [+ recv]           a call / construction / base reference
 *   import | export                                     handed to the language's hooks
 *   bind | bind.field | bind.this + var + type          a static type of a variable / field
 *   pkg + name                                          the file's package / namespace
 */
import type { Node, Tree } from 'web-tree-sitter';
import type { BindRec, CallRec, DefKind, DefRec, FileRec } from './types';
import { clip, oneLine } from '../text';

/** Bumped whenever extraction output changes, so stale blob records are re-parsed. */
export const RECORD_VERSION = 5;

/** What one language contributes to extraction. */
export interface LangSpec {
  /** Query source with the capture names above. */
  query: string;
  /** Handles an `import` capture. */
  importNode?(node: Node, rec: FileRec): void;
  /** Handles an `export` capture. */
  exportNode?(node: Node, rec: FileRec): void;
  /** Whether a definition is visible outside its module (default: true). */
  exported?(def: DefRec, node: Node): boolean;
  /** Doc comment of a definition (default: comments right above it). */
  doc?(node: Node): string | undefined;
  /** Node whose preceding comments document `node` (e.g. the export statement around it). */
  docAnchor?(node: Node): Node;
  /** Adds language-specific facts to a definition (parameter names, function types…). */
  defExtra?(def: DefRec, node: Node): void;
  /** False to drop a matched definition (e.g. a const that only holds `require(…)`). */
  keepDef?(node: Node): boolean;
  /** Final per-file fix-ups that do not reorder definitions. */
  finish?(rec: FileRec, root: Node): void;
}

interface PendingDef {
  rec: DefRec;
  start: number;
  end: number;
}

const CLASS_LIKE = new Set<DefKind>(['class', 'interface', 'enum']);

/** Receiver text reduced to what resolution can use; `?` when it is an expression. */
export function receiverText(n: Node): string {
  const t = n.type;
  if (t === 'this' || t === 'self' || t === 'super' || t === 'base') return t;
  if (t === 'instance_variable') return `this.${n.text.slice(1)}`; // Ruby @field
  if (t === 'relative_scope') return n.text === 'parent' ? 'super' : 'this'; // PHP self::, static::, parent::
  if (t === 'variable_name') return n.text === '$this' ? 'this' : n.text.replace(/^\$/, '');
  if (t === 'identifier' || t === 'type_identifier' || t === 'constant' || t === 'name' || t === 'field_identifier' || t === 'namespace_identifier') {
    return n.text;
  }
  if (t === 'scoped_identifier' || t === 'scoped_type_identifier' || t === 'qualified_identifier' || t === 'scope_resolution' || t === 'qualified_name') {
    return n.text.replace(/\s+/g, '');
  }
  const text = n.text;
  if (text.length < 80 && /^(this|self|\$this)(\.|->)[A-Za-z_$][\w$]*$/.test(text)) return text.replace('->', '.').replace(/^(\$this|self)/, 'this');
  if (text.length < 80 && /^\$?[A-Za-z_][\w]*(\.|->)[A-Za-z_][\w]*$/.test(text)) return text.replace('->', '.').replace(/^\$/, '');
  if (text.length < 80 && /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)?$/.test(text)) return text;
  return '?';
}

/** Text of the comments directly above `anchor` (no blank line between), cleaned. */
export function leadingComment(anchor: Node): string | undefined {
  const parts: string[] = [];
  let line = anchor.startPosition.row;
  let prev = anchor.previousNamedSibling;
  while (prev && prev.type.includes('comment') && prev.endPosition.row >= line - 1 && parts.length < 20) {
    if (prev.text.startsWith('#!')) break; // a shebang is not documentation
    parts.unshift(prev.text);
    line = prev.startPosition.row;
    prev = prev.previousNamedSibling;
  }
  if (!parts.length) return undefined;
  const text = parts
    .join('\n')
    .replace(/^\s*\/\*\*?|\*\/\s*$/gm, '')
    .split('\n')
    .map((l) => l.replace(/^\s*(\/\/\/?|#+|\*(?!\/))?\s*/, '').trimEnd())
    .filter((l) => l.trim() !== '')
    .join('\n');
  return text ? clip(text, 600) : undefined;
}

function signatureOf(def: Node, body: Node | undefined, src: string): string {
  const end = body && body.startIndex > def.startIndex ? body.startIndex : Math.min(def.endIndex, def.startIndex + 400);
  let s = src.slice(def.startIndex, end);
  if (!body) s = s.split('\n')[0];
  s = oneLine(s).replace(/\s*(=>|\{|:|=|\bdo)$/, '').trim();
  return clip(s, 200);
}

/** Index of the innermost definition in `defs` (sorted by start) containing [start, end), or -1. */
function enclosing(defs: PendingDef[], start: number, end: number): number {
  let lo = 0;
  let hi = defs.length - 1;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (defs[mid].start <= start) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  let i = best;
  // Plain consts hold values, not code: a call in their initializer belongs to the file's top level.
  while (i >= 0 && (defs[i].end < end || defs[i].rec.kind === 'const')) i = defs[i].rec.parent;
  return i;
}

/** Nearest class-like definition at or above `i`. */
function enclosingClass(defs: PendingDef[], i: number): number {
  while (i >= 0 && !CLASS_LIKE.has(defs[i].rec.kind)) i = defs[i].rec.parent;
  return i;
}

/**
 * Extracts the FileRec of a parsed `tree` of `src` with `spec`'s compiled
 * `query`. The caller owns `tree` and must `delete()` it afterwards.
 */
export function extractFile(lang: string, spec: LangSpec, query: import('web-tree-sitter').Query, tree: Tree, src: string): FileRec {
  const rec: FileRec = { v: RECORD_VERSION, lang, defs: [], calls: [], imports: [], exports: [], binds: [] };
  const root = tree.rootNode;
  if (root.hasError) rec.errors = countErrors(root);
  const matches = query.matches(root);
  const pending: PendingDef[] = [];
  const defNodes: Node[] = [];
  const seen = new Map<string, PendingDef>();
  const later: { kind: string; caps: Map<string, Node[]> }[] = [];
  const overloads: { name: string; node: Node; nameNode: Node }[] = [];
  for (const m of matches) {
    const caps = new Map<string, Node[]>();
    let main = '';
    for (const c of m.captures) {
      const list = caps.get(c.name);
      if (list) list.push(c.node);
      else caps.set(c.name, [c.node]);
      if (c.name.startsWith('def.') || c.name === 'overload' || c.name === 'call' || c.name === 'new' || c.name.startsWith('ref.') || c.name === 'import' || c.name === 'export' || c.name.startsWith('bind') || c.name === 'pkg') main = c.name;
    }
    if (!main) continue;
    if (main.startsWith('def.')) {
      const node = caps.get(main)![0];
      const nameNode = caps.get('name')?.[0];
      const key = `${node.startIndex}:${node.endIndex}:${node.typeId}`;
      const body = caps.get('body')?.[0];
      const dup = seen.get(key);
      if (dup) {
        // The same node matched a plainer pattern first: keep the richer signature.
        if (body) dup.rec.signature = signatureOf(node, body, src);
        if (main !== 'def.const') dup.rec.kind = main.slice(4) as DefKind;
        continue;
      }
      if (!nameNode || (spec.keepDef && !spec.keepDef(node))) continue;
      const def: DefRec = {
        name: nameNode.text,
        kind: main.slice(4) as DefKind,
        line: node.startPosition.row + 1,
        endLine: node.endPosition.row + 1,
        col: node.startPosition.column,
        endCol: node.endPosition.column,
        nameLine: nameNode.startPosition.row + 1,
        nameCol: nameNode.startPosition.column,
        parent: -1,
        signature: signatureOf(node, body, src),
      };
      const container = caps.get('container')?.[0];
      if (container) def.container = container.text.replace(/<.*$/s, '').replace(/^.*(::|\.)/, '');
      const bases = caps.get('base');
      if (bases) def.bases = bases.map((b) => b.text.replace(/<.*$/s, '').replace(/^.*(::|\.)/, ''));
      const doc = spec.doc ? spec.doc(node) : leadingComment(spec.docAnchor ? spec.docAnchor(node) : node);
      if (doc) def.doc = doc;
      def.exported = spec.exported ? spec.exported(def, node) : true;
      spec.defExtra?.(def, node);
      const p: PendingDef = { rec: def, start: node.startIndex, end: node.endIndex };
      seen.set(key, p);
      pending.push(p);
      defNodes.push(node);
    } else if (main === 'overload') {
      const n = caps.get('name')?.[0];
      const node = caps.get('overload')![0];
      if (n) overloads.push({ name: n.text, node, nameNode: n });
    } else later.push({ kind: main, caps });
  }
  // TypeScript overload signatures: the definition starts at its first signature
  // (where the compiler's call hierarchy places it).
  for (const o of overloads) {
    let best: PendingDef | null = null;
    for (const d of pending) {
      if (d.rec.name === o.name && d.start > o.node.startIndex && (!best || d.start < best.start)) best = d;
    }
    if (!best || best.start <= o.node.startIndex) continue;
    best.start = o.node.startIndex;
    best.rec.line = o.node.startPosition.row + 1;
    best.rec.col = o.node.startPosition.column;
    best.rec.nameLine = o.nameNode.startPosition.row + 1;
    best.rec.nameCol = o.nameNode.startPosition.column;
  }
  // Nesting: sort by start (outer first on ties), then a stack pass.
  const order = pending.map((_, i) => i).sort((a, b) => pending[a].start - pending[b].start || pending[b].end - pending[a].end);
  const sorted = order.map((i) => pending[i]);
  const stack: number[] = [];
  sorted.forEach((d, i) => {
    while (stack.length && sorted[stack[stack.length - 1]].end < d.end) stack.pop();
    d.rec.parent = stack.length ? stack[stack.length - 1] : -1;
    stack.push(i);
  });
  for (const d of sorted) {
    const p = d.rec.parent;
    if (p >= 0 && !d.rec.container) {
      const pk = sorted[p].rec.kind;
      if (CLASS_LIKE.has(pk)) d.rec.container = sorted[p].rec.name;
    }
    if (d.rec.kind === 'function' && d.rec.container && p >= 0 && CLASS_LIKE.has(sorted[p].rec.kind)) d.rec.kind = 'method';
    if (d.rec.kind === 'function' && d.rec.container && p < 0) d.rec.kind = 'method';
  }
  rec.defs = sorted.map((d) => d.rec);
  for (const { kind, caps } of later) {
    const node = caps.get(kind)![0];
    if (kind === 'import') spec.importNode?.(node, rec);
    else if (kind === 'export') spec.exportNode?.(node, rec);
    else if (kind === 'pkg') {
      const n = caps.get('name')?.[0];
      if (n) rec.pkg = n.text;
    } else if (kind.startsWith('bind')) {
      const v = caps.get('var')?.[0];
      const t = caps.get('type')?.[0];
      if (!v || !t) continue;
      const type = t.text.replace(/<.*$/s, '').replace(/^.*(::|\.)/, '');
      let scope = enclosing(sorted, node.startIndex, node.endIndex);
      let name = v.text.replace(/^[$@]+/, '');
      if (kind !== 'bind') {
        scope = enclosingClass(sorted, scope);
        if (scope < 0) continue;
        name = `this.${name}`;
      }
      const b: BindRec = { scope, name, type };
      rec.binds.push(b);
    } else {
      const n = caps.get('name')?.[0];
      if (!n) continue;
      const r = caps.get('recv')?.[0];
      const call: CallRec = {
        name: n.text.replace(/^\$/, ''),
        line: n.startPosition.row + 1,
        col: n.startPosition.column,
        endCol: n.endPosition.row === n.startPosition.row ? n.endPosition.column : n.startPosition.column + n.text.length,
        from: enclosing(sorted, node.startIndex, node.endIndex),
        kind: kind === 'call' ? 'call' : kind === 'new' ? 'new' : 'ref',
      };
      if (r) call.recv = receiverText(r);
      rec.calls.push(call);
    }
  }
  spec.finish?.(rec, root);
  return rec;
}

function countErrors(root: Node): number {
  let n = 0;
  const cur = root.walk();
  // Depth-first over the error region only: stop descending into healthy subtrees.
  let done = false;
  while (!done) {
    const node = cur.currentNode;
    if (node.isError || node.isMissing) n++;
    if (node.hasError && cur.gotoFirstChild()) continue;
    while (!cur.gotoNextSibling()) {
      if (!cur.gotoParent()) {
        done = true;
        break;
      }
    }
  }
  cur.delete();
  return n;
}
