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
 *   read + name [+ recv]                               a name used without arguments (Scala `obj.size`): a call if it names a parameterless function
 *   import | export                                     handed to the language's hooks
 *   bind | bind.field | bind.this + var + type          a static type of a variable / field
 *   bind.qualified + var + type                         … whose type keeps its module qualifier (`m.User`)
 *   bind.field.qualified + var + type                   a field's type with its qualifier (Go `repo *store.Repo`)
 *   bind.copy + var + val                               field `var` takes the declared type of `val`
 *   bind.return + var + val                             `var` holds what the function named `val` returns (`r := store.New()`)
 *   bind.chain + var + val                              `var` holds what the chain of calls `val` returns (`r := s.Open().Repo()`)
 *   bind.elem | bind.field.elem + var + type            `var` (a field) is a slice, array or map of `type` (Go `repos []*Repo`)
 *   bind.range + var + val                              `var` is an element of `val` (a variable or `x.field`: Go `for _, r := range repos`)
 *   pkg + name                                          the file's package / namespace
 */
import type { Node, Query, Tree } from 'web-tree-sitter';
import type { CallRec, DefKind, DefRec, FileRec } from './types';
import { clip, oneLine } from '../text';
import { leadingComment } from './docComment';

export { leadingComment };

/** The records' format: bumped by hand when their shape changes (v9: DefRec.returns; v10: signatures without parameter-list comments, doc paragraphs; v11: no trailing comma before `)`; v12: call chains as receivers `a().b()`, Go type-switch receivers `v$<line>_<col>`, Lua object binds; v13: C# FileRec.spaces; v14: docs skip annotation comments, TS/JS take JSDoc only, an overloaded function's doc from its first signature; v15: TS method overloads merged, no method signatures of anonymous parameter types in TS or Go; v16: C++ namespace blocks (FileRec.blocks) and qualified binds, Go slice results `[]T`; v17: Lua inline `require("a")` receivers, Rust inline modules as FileRec.blocks and `self::f()` as a bare call, Java qualified binds). */
const RECORD_FORMAT = 17;
/** Set by the build (esbuild.mjs extractId): a digest of the extraction code; absent when run from source (tests). */
declare const __KONTEXT_EXTRACT_ID__: string | undefined;
/**
 * Version of every record, pack and saved graph: the format plus the build's
 * extraction digest (`9.3f2a…`, `9.source` unbundled), so records cached by
 * a build with other extraction code are re-parsed, never reused.
 */
export const RECORD_VERSION = `${RECORD_FORMAT}.${typeof __KONTEXT_EXTRACT_ID__ === 'string' && __KONTEXT_EXTRACT_ID__ ? __KONTEXT_EXTRACT_ID__ : 'source'}`;

/** What one language contributes to extraction. */
export interface LangSpec {
  /** Query source with the capture names above ('' when `walk` is given). */
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
  /** Final per-file fix-ups that do not reorder definitions (`src`: the file's text, for a cheap test before walking the tree). */
  finish?(rec: FileRec, root: Node, src: string): void;
  /**
   * The language's own extraction: visits the tree and feeds `b` (instead of
   * `query`, which is then not compiled: compiling a query costs ~0.1–0.5 s
   * per language in every thread).
   */
  walk?(root: Node, b: FileBuilder): void;
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
  return dottedReceiver(n.text);
}

/** Receiver of a member expression's text (`this.x`, `a.b`, `$this->x`, `f(…)`) as resolution uses it; `?` when it is an expression. */
function dottedReceiver(text: string): string {
  if (text.charCodeAt(text.length - 1) === 41 /* ) */) return callReceiver(text) ?? '?';
  if (text.length < 80 && /^(this|self|\$this)(\.|->)[A-Za-z_$][\w$]*$/.test(text)) return text.replace('->', '.').replace(/^(\$this|self)/, 'this');
  if (text.length < 80 && /^\$?[A-Za-z_][\w]*(\.|->)[A-Za-z_][\w]*$/.test(text)) return text.replace('->', '.').replace(/^\$/, '');
  // Longer dotted paths are kept for Python modules (`a.b.c.f()`); graphData answers them for Python only.
  if (text.length < 80 && /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){0,5}$/.test(text)) return text;
  return '?';
}

/**
 * Head of a call chain used as a receiver: `new X` (a construction), or a
 * simple callee — `f`, `a.f`, `a.b.f`, `this.f`, `this.x.f` (`self.`,
 * `$this->` alike; Lua's `obj:m` read as `obj.m`) — then optional TypeScript type arguments (`f<T>`) and
 * its arguments' `(`.
 */
const CHAIN_HEAD = /^(?:new\s+([A-Za-z_$][\w$]*)|((?:this|self|\$this)\s*(?:\.|->)\s*[A-Za-z_$][\w$]*(?:\s*(?:\.|->)\s*[A-Za-z_$][\w$]*)?|[A-Za-z_$][\w$]*(?:\s*(?:\.|:(?!:))\s*[A-Za-z_$][\w$]*){0,2}))\s*(?:<[^()]*?>\s*)?\(/;
/** One more call of a chain after a call: `!`, then `.`, `?.`, `->` or Lua's `:`, a name, optional type arguments, its `(` (sticky). */
const CHAIN_LINK = /\s*!?\s*(?:\?\.|\.|->|:(?!:))\s*([A-Za-z_$][\w$]*)\s*(?:<[^()]*?>\s*)?\(/y;
/** The inside of `(x as T)` / `(x as unknown as T<…>)` heading a chain: the last type named. */
const CAST_INNER = /^[^()]{1,80}?\s+as\s+([A-Za-z_$][\w$]*)\s*(?:<[^()]*>)?$/;
/** Calls a chain may hold (graphData resolves each link as one more call). */
const CHAIN_MAX = 5;

/** Index just past the `)` closing the `(` at `open` in `text` (strings skipped), or -1. */
function closeParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * A receiver that is a call's result (`local(x).save()`, `this.make().m()`,
 * `store.New().Save()`), also a chain of calls (`repo.open().store().load()`,
 * `a.b().c()`) and a construction (`new Repo().save()`), with or without type
 * arguments (`f<T>(x).m()`), `!` and `?.` between the calls, and inside
 * `(await …)`, or headed by a cast (`(e as Repo).open().load()`): the calls with empty parentheses — `local()`, `this.make()`,
 * `repo.open().store()` (`self.`/`$this->` read as `this.`) — and a
 * construction as the cast form `(Repo)`, `(Repo).open()`. Resolution types
 * each call by its callee's declared return type, link by link (graphData
 * `viaResult`). Undefined unless `text` is exactly such a chain (every
 * argument list closes, strings skipped) of at most CHAIN_MAX calls.
 */
export function callReceiver(text: string): string | undefined {
  if (text.length > 300) return undefined;
  let out: string | undefined;
  let i: number;
  if (text.charCodeAt(0) === 40 /* ( */) {
    // `(await f()).m()`, `(new Repo()).m()` (TypeScript, Python): the call inside (a declared `Promise<T>` is read as `T`).
    i = closeParen(text, 0);
    if (i < 0) return undefined;
    const inner = text.slice(1, i - 1).trim();
    // `(e as Repo).open().load()`: the cast's type heads the chain.
    const cast = CAST_INNER.exec(inner);
    out = cast ? `(${cast[1]})` : callReceiver(inner.startsWith('await ') || inner.startsWith('await\n') ? inner.slice(6).trimStart() : inner);
  } else {
    const head = CHAIN_HEAD.exec(text);
    if (!head) return undefined;
    out = head[1] ? `(${head[1]})` : `${head[2].replace(/\s+/g, '').replace(/->|:/g, '.').replace(/^(\$this|self)\./, 'this.')}()`;
    i = closeParen(text, head[0].length - 1);
  }
  for (let calls = 1; out !== undefined && i > 0 && i < text.length; calls++) {
    CHAIN_LINK.lastIndex = i;
    const link = CHAIN_LINK.exec(text);
    if (!link || calls >= CHAIN_MAX) return undefined;
    out += `.${link[1]}()`;
    i = closeParen(text, CHAIN_LINK.lastIndex - 1);
  }
  return i === text.length ? out : undefined;
}

/** `(x as T)` or `(x as unknown as T<…>)`, optionally followed by `.field`: the last type named, and the field. */
const CAST = /^\(\s*[^()]{1,80}?\s+as\s+([A-Za-z_$][\w$]*)\s*(?:<[^()]*>)?\s*\)(\.[A-Za-z_$][\w$]*)?$/;

/**
 * Receiver of a TypeScript/JavaScript member call from source text alone:
 * `text` runs from the object's start to the property's start (`obj.`,
 * `obj?.`, `this.x\n  .`). Same answers as `receiverText` on the object node
 * (identifiers, `this`, `super`, `a.b`, `this.x`), without reading the node.
 */
export function receiverOfMember(text: string): string {
  const dot = text.lastIndexOf('.');
  let end = dot > 0 && text.charCodeAt(dot - 1) === 63 /* ? */ ? dot - 1 : dot;
  while (end > 0 && text.charCodeAt(end - 1) <= 32) end--;
  // A non-null assertion changes no type: `local()!.save()`, `this.repo!.save()`.
  if (end > 1 && text.charCodeAt(end - 1) === 33 /* ! */) end--;
  const obj = end > 0 ? text.slice(0, end) : text;
  // A single token (identifier, this, super) is its own receiver.
  if (/^[#$\w\u0080-\uffff]+$/.test(obj)) return obj;
  // A cast: `(e as ReactiveEffect).run()`, `(ref as unknown as RefImpl).dep.trigger()` → `(T)`, `(T).field`.
  const cast = CAST.exec(obj);
  if (cast) return `(${cast[1]})${cast[2] ?? ''}`;
  return dottedReceiver(obj);
}

/**
 * End (UTF-16 index) of the identifier starting at `start` in `src`
 * (`#private` included), or -1 when it holds an escape (`\\u…`) and only the
 * tree knows its end.
 */
export function identifierEnd(src: string, start: number): number {
  let i = start;
  if (src.charCodeAt(i) === 35 /* # */) i++;
  for (; i < src.length; i++) {
    const c = src.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 36) continue;
    if (c === 92 /* \\ */) return -1;
    // Letters beyond ASCII continue a name; the Unicode spaces do not.
    if (c >= 0x80 && c !== 0xa0 && c !== 0xfeff && !(c >= 0x2000 && c <= 0x200a) && c !== 0x2028 && c !== 0x2029 && c !== 0x3000) continue;
    break;
  }
  return i;
}

/** Languages whose comments start with `#` (the others use `//` and `/* … *\/`). */
const HASH_COMMENTS = new Set(['python', 'ruby', 'bash']);

function signatureOf(def: Node, body: Node | undefined, src: string, hash: boolean): string {
  const end = body && body.startIndex > def.startIndex ? body.startIndex : Math.min(def.endIndex, def.startIndex + 400);
  let s = src.slice(def.startIndex, end);
  if (!body) s = s.split('\n')[0];
  // Comments inside a parameter list are not part of the signature (newcomer4 #16: vuejs/core's VueElement constructor).
  if (hash ? s.includes('#') : s.includes('/*') || s.includes('//')) s = withoutComments(s, hash);
  s = oneLine(s).replace(/\( /g, '(').replace(/,? \)/g, ')').replace(/\s*(=>|\{|:|=|\bdo)$/, '').trim();
  return clip(s, 200);
}

/**
 * `s` with its comments replaced by a space: `# …` to the end of the line
 * when `hash`, else `// …` and `/* … *\/`. Quoted strings (' " `) are
 * skipped whole, so `"http://x"` in a default value stays.
 */
export function withoutComments(s: string, hash: boolean): string {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < s.length && s[j] !== c && s[j] !== '\n') j += s[j] === '\\' ? 2 : 1;
      out += s.slice(i, j + 1);
      i = j + 1;
    } else if (hash ? c === '#' : c === '/' && s[i + 1] === '/') {
      const nl = s.indexOf('\n', i);
      out += ' ';
      i = nl < 0 ? s.length : nl;
    } else if (!hash && c === '/' && s[i + 1] === '*') {
      const close = s.indexOf('*/', i + 2);
      out += ' ';
      i = close < 0 ? s.length : close + 2;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Index of the innermost definition in `defs` (sorted by start) containing [start, end), or -1. */
/** Nesting: `defs` sorted by start (outer first on ties), each record's `parent` set by a stack pass. */
function nest(defs: PendingDef[]): PendingDef[] {
  const sorted = [...defs].sort((a, b) => a.start - b.start || b.end - a.end);
  const stack: number[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const d = sorted[i];
    while (stack.length && sorted[stack[stack.length - 1]].end < d.end) stack.pop();
    d.rec.parent = stack.length ? stack[stack.length - 1] : -1;
    stack.push(i);
  }
  return sorted;
}

/**
 * Merges TypeScript method overloads, as function overloads are: a bodiless
 * signature followed, in the same body, directly by a method of the same name
 * (the implementation, or the next signature of an interface or abstract
 * member) is not a definition of its own; that method starts at the first
 * signature (where the compiler's call hierarchy places it) and keeps the
 * first doc comment when it has none. A signature inside a function or
 * method (an anonymous object type of a parameter, result or local:
 * `f(x: { total(): number })`) is no definition anyone asks for, and is
 * dropped. `sorted` is nested (`nest`); on return `signatures` holds only
 * the dropped ones. Returns whether any was.
 */
function mergeSignatures(sorted: PendingDef[], signatures: Set<PendingDef>): boolean {
  const lastChild = new Map<number, PendingDef>();
  const dropped = new Set<PendingDef>();
  for (const d of sorted) {
    const parent = d.rec.parent;
    if (parent >= 0 && signatures.has(d)) {
      const pk = sorted[parent].rec.kind;
      if (pk === 'function' || pk === 'method') {
        dropped.add(d);
        continue;
      }
    }
    const prev = lastChild.get(parent);
    lastChild.set(parent, d);
    if (!prev || d.rec.kind !== 'method' || prev.rec.name !== d.rec.name || !signatures.has(prev)) continue;
    d.start = prev.start;
    d.rec.line = prev.rec.line;
    d.rec.col = prev.rec.col;
    d.rec.nameLine = prev.rec.nameLine;
    d.rec.nameCol = prev.rec.nameCol;
    if (!d.rec.doc && prev.rec.doc) d.rec.doc = prev.rec.doc;
    dropped.add(prev);
  }
  signatures.clear();
  for (const m of dropped) signatures.add(m);
  return dropped.size > 0;
}

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

/** Type name as records keep it: generics and qualifiers dropped. */
function lastTypeName(text: string): string {
  return text.replace(/<.*$/s, '').replace(/^.*(::|\.)/, '');
}

interface PendingCall {
  rec: CallRec;
  start: number;
  end: number;
}

interface PendingBind {
  field: boolean;
  name: string;
  /** The type name; for a copy (`self.x = x`), the variable whose type is copied. */
  type: string;
  copy: boolean;
  start: number;
  end: number;
}

/**
 * Collects one file's records from matched nodes (a language's query, or its
 * own walk), then works out nesting, enclosing definitions and bind scopes in
 * `finish`. Every record is made with all its fields in one order, so the
 * engine's JIT sees one object shape (a shape per optional field cost dozens
 * of deoptimisations of this code in every new thread).
 */
export class FileBuilder {
  readonly rec: FileRec;
  private pending: PendingDef[] = [];
  private seen = new Map<number, PendingDef>();
  private overloads: { name: string; node: Node; nameNode: Node }[] = [];
  /** Bodiless method signatures (TypeScript class overloads, interface and abstract members): merged in `finish` with the same-named member right after them. */
  private signatures: Set<PendingDef> | null = null;
  private calls: PendingCall[] = [];
  private binds: PendingBind[] = [];
  private readonly hashComments: boolean;

  constructor(
    lang: string,
    readonly spec: LangSpec,
    readonly src: string,
  ) {
    this.rec = { v: RECORD_VERSION, lang, pkg: undefined, defs: [], calls: [], imports: [], exports: [], binds: [], errors: undefined, spaces: undefined };
    this.hashComments = HASH_COMMENTS.has(lang);
  }

  /** Source text of a node (no round trip through the tree's text callback). */
  text(n: Node): string {
    return this.src.slice(n.startIndex, n.endIndex);
  }

  /**
   * A definition of `kind` at `node` named by `nameNode`, with `body` (for
   * the signature), `container` and `bases` nodes. The same node matched
   * twice keeps its first record, with the richer signature and the more
   * specific kind. `until` (a language's walk) ends the definition at that
   * node instead, for grammars that put a body beside its signature (Dart).
   */
  def(kind: DefKind, node: Node, nameNode: Node | null, body: Node | null, container: Node | null, bases: Node[] | null, until: Node | null = null): void {
    const dup = this.seen.get(node.id);
    if (dup) {
      if (body) dup.rec.signature = signatureOf(node, body, this.src, this.hashComments);
      if (kind !== 'const') dup.rec.kind = kind;
      return;
    }
    if (!nameNode || (this.spec.keepDef && !this.spec.keepDef(node))) return;
    const start = node.startPosition;
    const end = (until ?? node).endPosition;
    const namePos = nameNode.startPosition;
    const def: DefRec = {
      name: this.text(nameNode),
      kind,
      line: start.row + 1,
      endLine: end.row + 1,
      col: start.column,
      endCol: end.column,
      nameLine: namePos.row + 1,
      nameCol: namePos.column,
      container: container ? lastTypeName(this.text(container)) : undefined,
      parent: -1,
      signature: signatureOf(node, body ?? undefined, this.src, this.hashComments),
      doc: undefined,
      exported: undefined,
      isDefault: undefined,
      bases: bases ? bases.map((b) => lastTypeName(this.text(b))) : undefined,
      params: undefined,
      fnType: undefined,
      paramTypes: undefined,
      returns: undefined,
    };
    const doc = this.docOf(node);
    if (doc) def.doc = doc;
    def.exported = this.spec.exported ? this.spec.exported(def, node) : true;
    this.spec.defExtra?.(def, node);
    const p: PendingDef = { rec: def, start: node.startIndex, end: (until ?? node).endIndex };
    this.seen.set(node.id, p);
    this.pending.push(p);
  }

  /** The doc comment of a definition or overload node, by the language's rule (default: the comments right above). */
  private docOf(node: Node): string | undefined {
    return this.spec.doc ? this.spec.doc(node) : leadingComment(this.spec.docAnchor ? this.spec.docAnchor(node) : node);
  }

  /**
   * A bodiless method signature (TypeScript `save(a: A): R;` in a class,
   * interface, abstract class or object type): a definition, unless the
   * member right after it in the same body has the same name — then it is an
   * overload of that member, which starts at its first signature (`finish`).
   */
  methodSignature(node: Node, nameNode: Node | null): void {
    const n = this.pending.length;
    this.def('method', node, nameNode, null, null, null);
    if (this.pending.length > n) (this.signatures ??= new Set()).add(this.pending[n]);
  }

  /** An overload signature of `name` (TypeScript, Python `@overload`): the definition starts at its first signature. */
  overload(node: Node, nameNode: Node): void {
    this.overloads.push({ name: this.text(nameNode), node, nameNode });
  }

  /**
   * A call or construction naming the identifier `nameNode`, through the
   * receiver text `recv` (undefined: none), for walks that already know both:
   * the name's end comes from the source (a name is one token), and the
   * enclosing definition from the name's span, which lies inside exactly the
   * definitions the whole call does (a definition inside the call never holds
   * its callee's name). Two reads of the tree fewer per call than `call`.
   */
  callNamed(kind: CallRec['kind'], nameNode: Node, recv: string | undefined): void {
    const start = nameNode.startIndex;
    let end = identifierEnd(this.src, start);
    if (end < 0) end = nameNode.endIndex;
    const pos = nameNode.startPosition;
    const name = this.src.slice(start, end);
    const rec: CallRec = {
      name: name.charCodeAt(0) === 36 /* $ */ ? name.slice(1) : name,
      recv,
      line: pos.row + 1,
      col: pos.column,
      endCol: pos.column + (end - start),
      from: -1,
      kind,
    };
    this.calls.push({ rec, start, end });
  }

  /** A call, construction or base reference at `node`, naming `nameNode`, through receiver `recv`. */
  call(kind: CallRec['kind'], node: Node, nameNode: Node, recv: Node | null): void {
    const start = nameNode.startIndex;
    const end = nameNode.endIndex;
    const pos = nameNode.startPosition;
    const name = this.src.slice(start, end);
    // Names are single tokens: the end column is the start column plus the length.
    const rec: CallRec = {
      name: name.charCodeAt(0) === 36 /* $ */ ? name.slice(1) : name,
      recv: recv ? receiverText(recv) : undefined,
      line: pos.row + 1,
      col: pos.column,
      endCol: pos.column + (end - start),
      from: -1,
      kind,
    };
    this.calls.push({ rec, start: node.startIndex, end: node.endIndex });
  }

  /** `varNode` has static type `typeNode` inside its scope (`field`: a field of the enclosing class). */
  bind(field: boolean, node: Node, varNode: Node, typeNode: Node, qualified = false): void {
    let type = qualified ? this.text(typeNode).replace(/<.*$/s, '').replace(/\s+/g, '') : lastTypeName(this.text(typeNode));
    // Python `r = a.make(x).other()`: the function called is `other` of a chain, kept as `a.make().other` (callReceiver).
    if (qualified && type.includes('(')) type = callReceiver(`${type}()`)?.slice(0, -2) ?? type;
    this.binds.push({ field, name: this.text(varNode).replace(/^[$@]+/, ''), type, copy: false, start: node.startIndex, end: node.endIndex });
  }

  /**
   * `varNode` holds what a call of the function named `fnNode` returns
   * (`const r = createRepo()`): its type is that function's declared return
   * type, found when resolving (`returns` of the definition the name
   * resolves to); kept as the type `createRepo()`.
   */
  bindReturn(field: boolean, node: Node, varNode: Node, fnNode: Node): void {
    // Lua's `Account:new` calls the function `Account.new`.
    const fn = this.text(fnNode).replace(/\s+/g, '').replace(/(^|[^:]):(?=[A-Za-z_])/, '$1.');
    this.binds.push({ field, name: this.text(varNode).replace(/^[$@]+/, ''), type: `${fn}()`, copy: false, start: node.startIndex, end: node.endIndex });
  }

  /**
   * `varNode` holds what a chain of calls returns (`const s =
   * repo.open().store()`): `chain` is callReceiver's form of it
   * (`repo.open().store()`), typed link by link when resolving (graphData
   * typeDefs).
   */
  bindChain(field: boolean, node: Node, varNode: Node, chain: string): void {
    this.binds.push({ field, name: this.text(varNode).replace(/^[$@]+/, ''), type: chain, copy: false, start: node.startIndex, end: node.endIndex });
  }

  /**
   * `varNode` (a field when `field`) holds elements of type `typeNode` (Go
   * `repos []*Repo`, `[4]Repo`, `map[K]*store.Repo`): kept as the bind
   * `repos[]` (`this.repos[]`), which `bindRange` variables refer to. A
   * package-qualified element type keeps its qualifier.
   */
  bindElem(field: boolean, node: Node, varNode: Node, typeNode: Node): void {
    const qualified = typeNode.type === 'qualified_type';
    const type = qualified ? this.text(typeNode).replace(/\s+/g, '') : lastTypeName(this.text(typeNode));
    this.binds.push({ field, name: `${this.text(varNode)}[]`, type, copy: false, start: node.startIndex, end: node.endIndex });
  }

  /**
   * `varNode` is an element of `fromNode` (`for _, r := range repos`, `range
   * s.repos`): its type is written `repos[]` / `s.repos[]`, the element
   * type of that variable or field, found when resolving (graphData typeDefs).
   */
  bindRange(node: Node, varNode: Node, fromNode: Node): void {
    this.binds.push({ field: false, name: this.text(varNode), type: `${this.text(fromNode).replace(/\s+/g, '')}[]`, copy: false, start: node.startIndex, end: node.endIndex });
  }

  /** Receivers of the calls seen so far, as written (`r`, `this.repo`) and by their first name (`r` of `r.items`). */
  receivers(): Set<string> {
    const out = new Set<string>();
    for (const c of this.calls) {
      const r = c.rec.recv;
      if (!r) continue;
      out.add(r);
      const dot = r.indexOf('.');
      if (dot > 0) out.add(r.slice(0, dot));
    }
    return out;
  }

  /** `self.x = v` / `this.x = v`: field `x` gets the type `v` has in the enclosing scope (a typed parameter). */
  bindCopy(node: Node, varNode: Node, fromNode: Node): void {
    this.binds.push({ field: true, name: this.text(varNode).replace(/^[$@]+/, ''), type: this.text(fromNode), copy: true, start: node.startIndex, end: node.endIndex });
  }

  /** Resolves nesting, enclosing definitions and bind scopes; returns the FileRec. */
  finish(root: Node): FileRec {
    const { rec } = this;
    // A Python `@overload` stub is captured both as a function and as an overload: it is a
    // signature of the implementation that follows, not a definition of its own.
    const stubs = new Set(this.overloads.map((o) => `${o.node.startIndex}:${o.name}`));
    const pending = stubs.size ? this.pending.filter((d) => !stubs.has(`${d.start}:${d.rec.name}`)) : this.pending;
    this.pending = pending;
    // Overload signatures (TypeScript; Python `@overload`): the definition starts at its first
    // signature (where the compiler's call hierarchy places it).
    for (const o of this.overloads) {
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
      // The doc of an overloaded function sits above its first signature (vuejs/core `ref`).
      if (!best.rec.doc) best.rec.doc = this.docOf(o.node);
    }
    let sorted = nest(pending);
    // Method overloads: nested once more without the signatures merged into the member after them.
    if (this.signatures && mergeSignatures(sorted, this.signatures)) sorted = nest(sorted.filter((d) => !this.signatures!.has(d)));
    for (const d of sorted) {
      const p = d.rec.parent;
      const parentClassLike = p >= 0 && CLASS_LIKE.has(sorted[p].rec.kind);
      if (parentClassLike && !d.rec.container) d.rec.container = sorted[p].rec.name;
      // A method of an object literal held by a const (`const api = { f() {} }`) is `api.f`.
      else if (p >= 0 && !d.rec.container && d.rec.kind === 'method' && sorted[p].rec.kind === 'const') d.rec.container = sorted[p].rec.name;
      if (d.rec.kind === 'function' && d.rec.container && (parentClassLike || p < 0)) d.rec.kind = 'method';
    }
    rec.defs = sorted.map((d) => d.rec);
    for (const c of this.calls) {
      c.rec.from = enclosing(sorted, c.start, c.end);
      rec.calls.push(c.rec);
    }
    for (const b of this.binds) {
      let scope = enclosing(sorted, b.start, b.end);
      let name = b.name;
      if (b.copy) {
        // Only a variable with a declared type in this scope (a typed parameter) gives the field a type.
        const from = rec.binds.find((x) => x.scope === scope && x.name === b.type);
        if (!from) continue;
        b.type = from.type;
      }
      if (b.field) {
        scope = enclosingClass(sorted, scope);
        if (scope < 0) continue;
        name = `this.${name}`;
      }
      rec.binds.push({ scope, name, type: b.type });
    }
    if (root.hasError) rec.errors = countErrors(root);
    this.spec.finish?.(rec, root, this.src);
    return rec;
  }
}

/** What a query match's capture name says it is. */
const enum Role {
  Other,
  Def,
  Overload,
  Call,
  New,
  Ref,
  Read,
  Import,
  Export,
  Bind,
  BindField,
  /** A bind whose type keeps its qualifier (`models.User`), resolved through the module. */
  BindQualified,
  /** A field's bind whose type keeps its qualifier (Go `repo *store.Repo`). */
  BindFieldQualified,
  BindCopy,
  /** `var` holds a call's result: typed by the called function's declared return type. */
  BindReturn,
  /** `var` holds a chain's result (`r := s.Open().Repo()`): typed link by link. */
  BindChain,
  /** `var` is a slice/array/map of `type` (Go). */
  BindElem,
  BindFieldElem,
  /** `var` is an element of the variable or field `val` (Go `range`). */
  BindRange,
  Pkg,
}

/** Roles of capture names (`def.<kind>` carries its kind). */
function roleOf(name: string): Role {
  if (name.startsWith('def.')) return Role.Def;
  switch (name) {
    case 'overload':
      return Role.Overload;
    case 'call':
      return Role.Call;
    case 'new':
      return Role.New;
    case 'read':
      return Role.Read;
    case 'import':
      return Role.Import;
    case 'export':
      return Role.Export;
    case 'bind':
      return Role.Bind;
    case 'bind.field':
    case 'bind.this':
      return Role.BindField;
    case 'bind.qualified':
      return Role.BindQualified;
    case 'bind.field.qualified':
      return Role.BindFieldQualified;
    case 'bind.copy':
      return Role.BindCopy;
    case 'bind.return':
      return Role.BindReturn;
    case 'bind.chain':
      return Role.BindChain;
    case 'bind.elem':
      return Role.BindElem;
    case 'bind.field.elem':
      return Role.BindFieldElem;
    case 'bind.range':
      return Role.BindRange;
    case 'pkg':
      return Role.Pkg;
    default:
      return name.startsWith('ref.') ? Role.Ref : Role.Other;
  }
}
const roles = new Map<string, Role>();

/**
 * Extracts the FileRec of a parsed `tree` of `src`: with the language's own
 * walk when it has one, else with its compiled `query`. The caller owns
 * `tree` and must `delete()` it afterwards.
 */
export function extractFile(lang: string, spec: LangSpec, query: Query | null, tree: Tree, src: string): FileRec {
  const b = new FileBuilder(lang, spec, src);
  const root = tree.rootNode;
  if (spec.walk) spec.walk(root, b);
  else if (query) collectMatches(query, root, b);
  return b.finish(root);
}

function collectMatches(query: Query, root: Node, b: FileBuilder): void {
  const later: { role: Role; main: Node; name: Node | null; recv: Node | null; v: Node | null; t: Node | null; val: Node | null }[] = [];
  for (const m of query.matches(root)) {
    let role = Role.Other;
    let mainName = '';
    let main: Node | null = null;
    let name: Node | null = null;
    let body: Node | null = null;
    let container: Node | null = null;
    let recv: Node | null = null;
    let v: Node | null = null;
    let t: Node | null = null;
    let bases: Node[] | null = null;
    let val: Node | null = null;
    for (const c of m.captures) {
      let r = roles.get(c.name);
      if (r === undefined) {
        r = roleOf(c.name);
        roles.set(c.name, r);
      }
      if (r !== Role.Other) {
        role = r;
        mainName = c.name;
        main = c.node;
        continue;
      }
      switch (c.name) {
        case 'name':
          if (!name) name = c.node;
          break;
        case 'body':
          if (!body) body = c.node;
          break;
        case 'container':
          if (!container) container = c.node;
          break;
        case 'recv':
          if (!recv) recv = c.node;
          break;
        case 'var':
          if (!v) v = c.node;
          break;
        case 'type':
          if (!t) t = c.node;
          break;
        case 'base':
          (bases ??= []).push(c.node);
          break;
        case 'val':
          if (!val) val = c.node;
          break;
      }
    }
    if (!main) continue;
    if (role === Role.Def) b.def(mainName.slice(4) as DefKind, main, name, body, container, bases);
    else if (role === Role.Overload) {
      if (name) b.overload(main, name);
    } else later.push({ role, main, name, recv, v, t, val });
  }
  // Imports, exports and calls after every definition, in match order (as records always were).
  for (const l of later) {
    switch (l.role) {
      case Role.Import:
        b.spec.importNode?.(l.main, b.rec);
        break;
      case Role.Export:
        b.spec.exportNode?.(l.main, b.rec);
        break;
      case Role.Pkg:
        if (l.name) b.rec.pkg = b.text(l.name);
        break;
      case Role.Bind:
      case Role.BindField:
      case Role.BindQualified:
      case Role.BindFieldQualified:
        if (l.v && l.t) b.bind(l.role === Role.BindField || l.role === Role.BindFieldQualified, l.main, l.v, l.t, l.role === Role.BindQualified || l.role === Role.BindFieldQualified);
        break;
      case Role.BindCopy:
        if (l.v && l.val) b.bindCopy(l.main, l.v, l.val);
        break;
      case Role.BindReturn:
        if (l.v && l.val) b.bindReturn(false, l.main, l.v, l.val);
        break;
      case Role.BindChain: {
        const chain = l.v && l.val ? callReceiver(b.text(l.val)) : undefined;
        if (chain?.endsWith('()')) b.bindChain(false, l.main, l.v!, chain);
        break;
      }
      case Role.BindElem:
      case Role.BindFieldElem:
        if (l.v && l.t) b.bindElem(l.role === Role.BindFieldElem, l.main, l.v, l.t);
        break;
      case Role.BindRange:
        if (l.v && l.val) b.bindRange(l.main, l.v, l.val);
        break;
      default:
        if (l.name) b.call(l.role === Role.Call ? 'call' : l.role === Role.New ? 'new' : l.role === Role.Read ? 'read' : 'ref', l.main, l.name, l.recv);
    }
  }
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
