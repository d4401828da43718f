/**
 * FileBuilder: collects one file's records from a language's query matches or
 * its own walk, then works out nesting, the definition enclosing each call and
 * the scope of each type binding (`finish`, through fileNesting.ts). The
 * FileRec it returns carries RECORD_VERSION (extract.ts).
 */
import { stripTypeArguments } from './typeArguments';
import type { Node } from 'web-tree-sitter';
import { METHOD_ALIAS, type CallRec, type DefKind, type DefRec, type FileRec } from './types';
import { leadingComment } from './docComment';
import { ARITY_LANGS, argCount, rubyArgCount } from './arity';
import { ARG_TYPE_LANGS, argumentTypes } from './argTypes';
import { swiftAwaited } from './swiftLabels';
import { loopDeclares, loopStart, UNTYPED } from './bindPlaces';
import { enclosing, nestDefs, scopeBinds, type PendingBind, type PendingCall, type PendingDef } from './fileNesting';
import { RECORD_VERSION, type LangSpec, type SourceText } from './extract';
import { callReceiver, identifierEnd, receiverText, renameHeads, type Rename } from './receivers';
import { HASH_COMMENTS, mergeOverloads, SIGNATURE_MAX, signatureOf, signatureText, type OverloadSig } from './signatures';
import { clip } from '../text';
import type { SourceLines } from './sourceLines';

/** Characters of a long declaration DefRec.declared keeps (a parameter list of a few dozen parameters). */
const DECLARED_MAX = 2000;

/** Languages whose variables carry a `$` sigil that is no part of a called name (fileBuilder sigilName). */
const SIGIL_LANGS: ReadonlySet<string> = new Set(['php', 'bash']);

/** Type name as records keep it: generics and qualifiers dropped. */
function lastTypeName(text: string): string {
  return text.replace(/<.*$/s, '').replace(/^.*(::|\.)/, '');
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
  private overloads: OverloadSig[] = [];
  /** Bodiless method signatures (TypeScript class overloads, interface and abstract members): merged in `finish` with the same-named member right after them. */
  private signatures: Set<PendingDef> | null = null;
  private calls: PendingCall[] = [];
  private binds: PendingBind[] = [];
  private aliases: { name: string; of: string; start: number; end: number; bound?: true }[] | null = null;
  private renames: Rename[] | null = null;
  /** Names of top-level definitions a module exports as its default in a way no definition node shows (markDefault). */
  private defaults: string[] | null = null;
  private readonly hashComments: boolean;
  /** Whether calls record their argument count (arity.ts ARITY_LANGS). */
  private readonly arity: boolean;
  /** Nodes the language's walk keeps for its `finish` (TS/JS: langTsEscapes' value places), in the tree's order. */
  readonly walked: Node[] = [];

  /** `blanked`: the lone macro names the language's `source` blanked in `src` (SourceText), for its `finish`. */
  constructor(
    lang: string,
    readonly spec: LangSpec,
    readonly src: string,
    private readonly blanked: SourceText['blanked'] = [],
  ) {
    this.rec = { v: RECORD_VERSION, lang, pkg: undefined, defs: [], calls: [], imports: [], exports: [], binds: [], aliases: undefined, errors: undefined, spaces: undefined };
    this.hashComments = HASH_COMMENTS.has(lang);
    this.arity = ARITY_LANGS.has(lang);
  }

  /** Source text of a node (no round trip through the tree's text callback). */
  text(n: Node): string {
    return this.src.slice(n.startIndex, n.endIndex);
  }

  /**
   * The name a bind gives the variable `n` writes: its text without PHP's `$`
   * or Ruby's `@`, and a Swift, Kotlin or Scala quoted identifier without its
   * backticks (Alamofire's `static let \`default\` = Session()` binds
   * `default`, what `Session.default` reads).
   */
  varName(n: Node): string {
    const t = this.text(n).replace(/^[$@]+/, '');
    return t.length > 2 && t.startsWith('`') && t.endsWith('`') ? t.slice(1, -1) : t;
  }

  /**
   * A definition of `kind` at `node` named by `nameNode`, with `body` (for
   * the signature), `container` and `bases` nodes. The same node matched
   * twice keeps its first record, with the richer signature and the more
   * specific kind. `until` (a language's walk) ends the definition at that
   * node instead, for grammars that put a body beside its signature (Dart).
   * `from` starts it at that earlier node instead, for grammars that put what
   * belongs to the definition before its node (a TypeScript class member's
   * decorators, siblings in the class body): its range (DefRec.line, col, the
   * span its calls are enclosed by) and its doc comment, read above `from`;
   * the signature stays `node`'s own (signatureOf). Without it, the
   * language's LangSpec.rangeStart says (a C++ template's header). Returns
   * the record made, for the caller to complete; undefined when `node` was
   * matched before or is not kept.
   */
  def(kind: DefKind, node: Node, nameNode: Node | null, body: Node | null, container: Node | null, bases: Node[] | null, until: Node | null = null, from: Node | null = null): DefRec | undefined {
    const dup = this.seen.get(node.id);
    if (dup) {
      if (body) this.sign(dup.rec, signatureText(node, body, this.src, this.hashComments));
      if (kind !== 'const') dup.rec.kind = kind;
      return undefined;
    }
    if (!nameNode || (this.spec.keepDef && !this.spec.keepDef(node))) return undefined;
    from ??= this.spec.rangeStart?.(node) ?? null;
    const start = (from ?? node).startPosition;
    const end = (until ?? node).endPosition;
    const namePos = nameNode.startPosition;
    const whole = kind === 'test' ? '' : signatureText(node, body ?? undefined, this.src, this.hashComments);
    const def: DefRec = {
      name: this.text(nameNode),
      kind,
      line: start.row + 1,
      endLine: end.row + 1,
      col: start.column,
      endCol: end.column,
      nameLine: namePos.row + 1,
      nameCol: namePos.column,
      // A Rust impl for a path (`impl SinkError for io::Error`) keeps the path: another type than the repository's `Error`.
      container: container ? (container.type === 'scoped_type_identifier' && this.rec.lang === 'rust' ? this.text(container).replace(/\s+/g, '') : lastTypeName(this.text(container))) : undefined,
      qualifier: undefined,
      parent: -1,
      // A test case's signature and name come from its caller (testCase, a language's defExtra): not read from its whole call here.
      signature: undefined,
      doc: undefined,
      exported: undefined,
      isDefault: undefined,
      bases: bases ? bases.map((b) => lastTypeName(this.text(b))) : undefined,
      params: undefined,
      fnType: undefined,
      paramTypes: undefined,
      callSigs: undefined,
      returns: undefined,
      returnsElem: undefined,
    };
    this.sign(def, whole);
    const doc = kind === 'test' ? undefined : this.docOf(from ?? node);
    if (doc) def.doc = doc;
    def.exported = this.spec.exported ? this.spec.exported(def, node) : true;
    this.spec.defExtra?.(def, node);
    const p: PendingDef = { rec: def, start: (from ?? node).startIndex, end: (until ?? node).endIndex };
    this.seen.set(node.id, p);
    this.pending.push(p);
    return def;
  }

  /**
   * Sets `def`'s signature from the whole text of its declaration
   * (signatures.ts signatureText), clipped to SIGNATURE_MAX; a longer one
   * also keeps its whole text (Kingfisher's five `retrieveImage` overloads,
   * 300–500 characters each), where argument counts and labels are read
   * (DefRec.declared, arity.ts fullSignature; newcomer 43 #2).
   */
  private sign(def: DefRec, whole: string): void {
    def.signature = clip(whole, SIGNATURE_MAX);
    if (whole.length > SIGNATURE_MAX) def.declared = whole.slice(0, DECLARED_MAX);
    else delete def.declared;
  }

  /**
   * A test case at call `node` (testCases.ts: kind `test`, named by its
   * suites' titles and its own, `name`, with `signature`), placed at its
   * callee `nameNode` (`it`), so the calls in its callback are its own.
   */
  testCase(node: Node, nameNode: Node, name: string, signature: string): void {
    const n = this.pending.length;
    this.def('test', node, nameNode, null, null, null);
    if (this.pending.length === n) return;
    const d = this.pending[n].rec;
    d.name = name;
    d.signature = signature;
    d.exported = false;
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
   * `at`: the node the call belongs to when the name lies outside it (a
   * decorator above the member it decorates: langTsCalls onDecorator); the
   * enclosing definition is then the innermost one holding `at`.
   */
  callNamed(kind: CallRec['kind'], nameNode: Node, recv: string | undefined, named?: string, at: Node | null = null): void {
    const start = nameNode.startIndex;
    let end = identifierEnd(this.src, start);
    if (end < 0) end = nameNode.endIndex;
    const pos = nameNode.startPosition;
    // `named`: a call written without its callee's name (`super(p)` calls `constructor` on super).
    const name = named ?? this.src.slice(start, end);
    const rec: CallRec = {
      name: this.sigilName(name),
      recv,
      line: pos.row + 1,
      col: pos.column,
      endCol: pos.column + (end - start),
      from: -1,
      kind,
      args: undefined,
    };
    // `at`: the node whose definition makes the call, when the name is outside it (a decorator above its member).
    this.calls.push(at ? { rec, start: at.startIndex, end: at.endIndex } : { rec, start, end });
  }

  /** The record of the call made last (`call`, `callNamed`), for a language to add what it knows of it (Kotlin `a[i] = v`: its arguments). */
  get lastCall(): CallRec {
    return this.calls[this.calls.length - 1].rec;
  }

  /** The definitions collected so far, in the order met (builderReads.ts reads them). */
  get pendingDefs(): readonly PendingDef[] {
    return this.pending;
  }

  /** The binds collected so far (builderReads.ts reads them). */
  get pendingBinds(): readonly PendingBind[] {
    return this.binds;
  }

  /**
   * A property read `recv.name` found by the source offsets of `name`
   * (`start` inclusive, `end` exclusive), recorded as a `read` call: its
   * line and UTF-16 column come from the text, its enclosing definition from
   * the span, as for any call. `lines`: the file's (sourceLines.ts).
   * `write`: the property is set (`recv.name = v`), a call of its setter,
   * recorded as a `read` with one argument (the value; graphReads
   * resolveRead keeps only setters for it).
   */
  readAt(name: string, recv: string, start: number, end: number, lines: SourceLines, write = false): void {
    const { line, col } = lines.place(start);
    const rec: CallRec = { name, recv, line, col, endCol: col + (end - start), from: -1, kind: 'read', args: write ? 1 : undefined };
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
      name: this.sigilName(name),
      recv: recv ? this.receiverOf(recv) : undefined,
      line: pos.row + 1,
      col: pos.column,
      endCol: pos.column + (end - start),
      from: -1,
      kind,
      args: kind === 'ref' || kind === 'read' ? undefined : this.arity ? argCount(this.rec.lang, node) : this.rec.lang === 'ruby' ? rubyArgCount(node) : undefined,
    };
    if (rec.args && ARG_TYPE_LANGS.has(this.rec.lang)) {
      const types = argumentTypes(this.rec.lang, node);
      if (types) rec.argTypes = types;
    }
    // Swift: only a call under `await` may call an async overload (graph.ts fitting).
    if (this.rec.lang === 'swift' && kind === 'call' && swiftAwaited(node)) rec.awaited = true;
    this.calls.push({ rec, start: node.startIndex, end: node.endIndex });
  }

  /**
   * A called name without the `$` sigil of a PHP or shell variable (`$f()`, `$fn`); in TS/JS, Java, Kotlin
   * and Swift a `$` is part of the name (zod's `core.$constructor(…)` is no call of a `constructor`; newcomer 43 #1).
   */
  private sigilName(name: string): string {
    return name.charCodeAt(0) === 36 /* $ */ && SIGIL_LANGS.has(this.rec.lang) ? name.slice(1) : name;
  }

  /** A call receiver as resolution reads it: the language's own reading (LangSpec.receiver), a literal's type `(String)` where the language says one (LangSpec.literalType), else receivers.ts receiverText. */
  private receiverOf(recv: Node): string {
    const own = this.spec.receiver?.(recv);
    if (own !== undefined) return own;
    const lit = this.spec.literalType?.(recv);
    return lit ? `(${lit})` : receiverText(recv);
  }

  /**
   * `varNode` (a field of the enclosing class when `field`) has the static type `type`, written as text (a qualified name no
   * single node spans: Dart `util.Member`; the class a Python annotation wraps, `Optional[m.Repo]` → `m.Repo`).
   */
  bindText(node: Node, varNode: Node, type: string, field = false): void {
    this.binds.push({ field, name: this.text(varNode), type, copy: false, exact: false, start: node.startIndex, end: node.endIndex, at: node.endIndex, node });
  }

  /**
   * Variable `name` (written without a node of its own: PHP's `/** @var Route
   * $route *\/`, langScript phpDocLocals) has the static type `type` from the
   * end of `node` on, `node` bounding its reach as for any bind.
   */
  bindNamed(node: Node, name: string, type: string): void {
    this.binds.push({ field: false, name, type, copy: false, exact: false, start: node.startIndex, end: node.endIndex, at: node.endIndex, node });
  }

  /**
   * `varNode` is (re)bound to a value of no type known here (bindPlaces
   * UNTYPED; Python `lambda app: …`, `for app in [a, b]`: pythonLocals.ts),
   * in effect from offset `at`; `node` bounds its reach as for any bind.
   */
  bindUntyped(node: Node, varNode: Node, at: number): void {
    this.binds.push({ field: false, name: this.text(varNode), type: UNTYPED, copy: false, exact: false, start: node.startIndex, end: node.endIndex, at, node });
  }

  /** `varNode` has static type `typeNode` inside its scope (`field`: a field of the enclosing class). */
  bind(field: boolean, node: Node, varNode: Node, typeNode: Node, qualified = false, exact = false): void {
    let type = qualified ? stripTypeArguments(this.text(typeNode)).replace(/<.*$/s, '').replace(/\s+/g, '') : lastTypeName(this.text(typeNode));
    // Python `r = a.make(x).other()`: the function called is `other` of a chain, kept as `a.make().other` (callReceiver).
    if (qualified && type.includes('(')) type = callReceiver(`${type}()`)?.slice(0, -2) ?? type;
    // A loop's variable (`for (Item item : items)`) takes effect inside the loop, at its name.
    const at = loopDeclares(this.rec.lang, node) ? varNode.endIndex : node.endIndex;
    this.binds.push({ field, name: this.varName(varNode), type, copy: false, exact, start: node.startIndex, end: node.endIndex, at, node });
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
    this.binds.push({ field, name: this.varName(varNode), type: `${fn}()`, copy: false, exact: false, start: node.startIndex, end: node.endIndex, at: node.endIndex, node });
  }

  /**
   * `varNode` holds what a chain of calls returns (`const s =
   * repo.open().store()`): `chain` is callReceiver's form of it
   * (`repo.open().store()`), typed link by link when resolving (graphElements
   * typeDefs). `read`: `chain` is a member read (`c.req` of `const r =
   * c.req`), renamed with its head as a call's is (receivers.ts renameHeads).
   */
  bindChain(field: boolean, node: Node, varNode: Node, chain: string, read = false): void {
    this.binds.push({ field, name: this.varName(varNode), type: chain, copy: false, read, exact: false, start: node.startIndex, end: node.endIndex, at: node.endIndex, node });
  }

  /**
   * `varNode` is a variable of no known type (bind type `?`): a local `var res
   * = a.b` or a catch clause's parameter (`node` the clause, reaching to its
   * end: bindPlaces loopDeclares), which hides a variable, parameter or module-level
   * value of its name there (graphTypes bindFor, jsLocalNames shadowedLocally).
   */
  bindUnknown(node: Node, varNode: Node): void {
    const at = loopDeclares(this.rec.lang, node) ? varNode.endIndex : node.endIndex;
    this.binds.push({ field: false, name: this.text(varNode), type: '?', copy: false, exact: false, start: node.startIndex, end: node.endIndex, at, node });
  }

  /** Ids of the nodes that bound a variable so far (their declarators, parameters, assignments). */
  boundNodes(): Set<number> {
    return new Set(this.binds.map((b) => b.node.id));
  }

  /**
   * `varNode` (a field when `field`) holds elements of type `typeNode` (Go
   * `repos []*Repo`, `[4]Repo`, `map[K]*store.Repo`): kept as the bind
   * `repos[]` (`this.repos[]`), which `bindRange` variables refer to. A
   * package-qualified element type keeps its qualifier, as a Java nested
   * class does (`List<Converter.Factory>`). `position` (`#1`):
   * the elements are tuples and this their second member's type (`xs#1[]`).
   */
  bindElem(field: boolean, node: Node, varNode: Node, typeNode: Node, position = ''): void {
    // Go `store.Repo`, TypeScript `ns.Repo` (a namespace import): resolved through the module.
    const tt = typeNode.type;
    // Java `List<Converter.Factory>`: the nested class, kept whole (graphScope qualifiedType).
    const qualified = tt === 'qualified_type' || tt === 'nested_type_identifier' || tt === 'scoped_type_identifier';
    const type = qualified ? this.text(typeNode).replace(/\s+/g, '') : lastTypeName(this.text(typeNode));
    this.binds.push({ field, name: `${this.text(varNode)}${position}[]`, type, copy: false, exact: false, start: node.startIndex, end: node.endIndex, at: node.endIndex, node });
  }

  /**
   * `varNode` is an element of `fromNode` (`for _, r := range repos`, `range
   * s.repos`): its type is written `repos[]` / `s.repos[]`, the element
   * type of that variable or field, found when resolving (graphTypes typeDefs).
   * `position` (`#0`): `varNode` is that member of a tuple element (Python
   * `for a, b in xs`, typed `xs#0[]`; bindElem). A Python call `f()` /
   * `self.each()` as `fromNode` is written `f()[]` / `this.each()[]`.
   */
  bindRange(node: Node, varNode: Node, fromNode: Node, position = ''): void {
    // Python `for r in self.each():` — the elements of what the call returns (`this.each()[]`, graphElements elementOfCall).
    const callee = fromNode.type === 'call' ? fromNode.childForFieldName('function') : null;
    // PHP `$xs`, `$this->items`, Python `self.items`: the names receivers use (`xs`, `this.items`).
    const of = this.text(callee ?? fromNode).replace(/\s+/g, '').replace(/^\$/, '').replace(/->/g, '.') + (callee ? '()' : '');
    this.bindElementOf(node, varNode, (this.rec.lang === 'python' ? of.replace(/^self\./, 'this.') : of) + position);
  }

  /** `varNode` is an element of `of` (`repos`, `this.repos`, a call `f()`): typed `of[]` (TS `for (const r of …)`; langTsTypes iterated). */
  bindElementOf(node: Node, varNode: Node, of: string): void {
    // A loop declaring its variable (bindPlaces loopDeclares): in effect from its start when its result comes first (a Python comprehension).
    const at = loopDeclares(this.rec.lang, node) ? loopStart(node, varNode) : varNode.endIndex;
    this.binds.push({ field: false, name: this.text(varNode), type: `${of}[]`, copy: false, exact: false, start: node.startIndex, end: node.endIndex, at, node });
  }

  /** `name` holds the value of `of` in the definition around `node` (FileRec.aliases; langTsTypes); `bound`: `of.bind(x)` (AliasRec.bound). */
  alias(node: Node, name: string, of: string, bound = false): void {
    (this.aliases ??= []).push(bound ? { name, of, start: node.startIndex, end: node.endIndex, bound } : { name, of, start: node.startIndex, end: node.endIndex });
  }

  /**
   * Inside `node`, the variable `name` stands for `to` (`repos[]`: a callback's element, langTsTypes callbackElements; receivers.ts renameHeads),
   * except inside `holes` (source ranges where `name` is another variable: langTsShadows.ts).
   */
  rename(node: Node, name: string, to: string, holes?: readonly { start: number; end: number }[]): void {
    (this.renames ??= []).push({ name, to, start: node.startIndex, end: node.endIndex, holes: holes?.length ? holes : undefined });
  }

  /**
   * Receivers of the calls seen so far, as written (`r`, `this.repo`), by their first name (`r` of `r.items`),
   * and the collections of elements (`scopes` of `scopes[i].pause()`; iterated by `for … of`, bindElementOf).
   */
  receivers(): Set<string> {
    const out = new Set<string>();
    const element = (r: string) => {
      const k = r.indexOf('[');
      if (k > 0) out.add(r.slice(0, k));
    };
    for (const c of this.calls) {
      const r = c.rec.recv;
      if (!r) continue;
      out.add(r);
      const dot = r.indexOf('.');
      if (dot > 0) out.add(r.slice(0, dot));
      element(r);
    }
    for (const b of this.binds) if (b.type.endsWith('[]')) element(b.type);
    return out;
  }

  /**
   * `varNode` holds the bound method `fromNode` names (Python `render_lines =
   * console.render_lines`, `recv.name`): kept as the type
   * `method:console.render_lines`, which no class answers; graphResolve reads
   * a bare call of the variable as the call `console.render_lines(…)`. Only
   * in a function's body.
   */
  bindMethod(node: Node, varNode: Node, fromNode: Node): void {
    // Inside a function only: a module's or class body's `X = mod.Thing` is an alias other files import (moduleBinds), left as it was.
    let up = node.parent;
    while (up && up.type !== 'function_definition' && up.type !== 'class_definition') up = up.parent;
    if (up?.type !== 'function_definition') return;
    const type = `${METHOD_ALIAS}${this.text(fromNode).replace(/\s+/g, '')}`;
    this.binds.push({ field: false, name: this.varName(varNode), type, copy: false, exact: false, start: node.startIndex, end: node.endIndex, at: node.endIndex, node });
  }

  /**
   * `self.x = v` / `this.x = v`: field `x` gets the type `v` has in the enclosing scope (a typed parameter);
   * with `field` false, the variable `x` gets the type `v` has there or in a scope around it (Go `for p := c; …`).
   */
  bindCopy(node: Node, varNode: Node, fromNode: Node, field = true): void {
    this.binds.push({ field, name: this.varName(varNode), type: this.text(fromNode), copy: true, exact: false, start: node.startIndex, end: node.endIndex, at: node.endIndex, node });
  }

  /**
   * Marks the top-level definition `name` as the module's default export
   * (`DefRec.isDefault`), for an export written apart from it: CommonJS
   * `exports.default = Service`. Applied in `finish`, once nesting is known.
   */
  markDefault(name: string): void {
    (this.defaults ??= []).push(name);
  }

  /**
   * A function written as a call's argument (`defineWebSocketHelper(async (c) => { … })`), which is no
   * definition of its own: inside a const's initializer, its code is the const's (fileNesting enclosing).
   */
  callbackSpan(node: Node): void {
    (this.callbacks ??= []).push([node.startIndex, node.endIndex]);
  }

  private callbacks?: [number, number][];

  /** Resolves nesting, enclosing definitions and bind scopes; returns the FileRec. */
  finish(root: Node): FileRec {
    const { rec } = this;
    if (this.callbacks) {
      for (const d of this.pending) {
        if (d.rec.kind !== 'const') continue;
        const inside = this.callbacks.filter(([a, b]) => d.start <= a && b <= d.end);
        if (inside.length) d.code = inside;
      }
    }
    // Overload signatures and Python `@overload` stubs merged into their implementation (signatures.ts).
    if (this.overloads.length) this.pending = mergeOverloads(this.pending, this.overloads, (n) => this.docOf(n), (n) => signatureOf(n, undefined, this.src, this.hashComments).replace(/\s*;$/, ''), rec.lang === 'python');
    const sorted = nestDefs(this.pending, this.signatures);
    rec.defs = sorted.map((d) => d.rec);
    if (this.defaults) for (const d of rec.defs) if (d.parent < 0 && this.defaults.includes(d.name)) d.isDefault = true;
    if (this.renames) renameHeads(this.renames, this.calls, this.binds);
    for (const c of this.calls) {
      c.rec.from = enclosing(sorted, c.start, c.end);
      rec.calls.push(c.rec);
    }
    scopeBinds(rec, sorted, this.binds, this.src);
    if (this.aliases) rec.aliases = this.aliases.map((a) => (a.bound ? { scope: enclosing(sorted, a.start, a.end), name: a.name, of: a.of, bound: a.bound } : { scope: enclosing(sorted, a.start, a.end), name: a.name, of: a.of }));
    this.spec.finish?.(rec, root, this.src, this.blanked, this.walked);
    return rec;
  }
}
