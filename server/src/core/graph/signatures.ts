/**
 * Signatures of definitions: the source from a definition's start to its body,
 * on one line and without comments (signatureOf, withoutComments), and
 * overloads merged into what they overload, run by FileBuilder.finish:
 * function overload signatures and Python `@overload` stubs into their
 * implementation (mergeOverloads), TypeScript method overload signatures
 * into the member after them (mergeSignatures); a getter and a setter are no
 * overloads (accessorKind).
 */
import type { Node } from 'web-tree-sitter';
import { clip, oneLine } from '../text';
import type { PendingDef } from './fileNesting';

/** An overload signature of `name` (FileBuilder.overload): its node and name node. */
export interface OverloadSig {
  name: string;
  node: Node;
  nameNode: Node;
}

/** Languages whose comments start with `#` (the others use `//` and `/* … *\/`). */
export const HASH_COMMENTS = new Set(['python', 'ruby', 'bash']);

/** tree-sitter-ruby's method nodes (`def m`, `def self.m`), whose signature ends at their parameters. */
const RUBY_METHODS = new Set(['method', 'singleton_method']);

/**
 * The signature of definition node `def`: its source past leading
 * annotations, attributes and class decorators (annotationsEnd) up to `body` (or, with
 * none, its first lines while a parenthesis is open), without comments, on
 * one line (withSeparators, collapsed: a string's text kept as written), a trailing `{`, `=>`, `:`, `=` or `do`
 * dropped, clipped to 200 characters. A Ruby method's ends at its parameter
 * list, or its name without one (newcomer 16 #4: `def name; @name; end` and
 * `def to_s = "x"` showed their bodies): `def name`, `def greet(other)`.
 * A C++ template's starts with its `template <…>` (templatePrefix): `template
 * <typename T> T max(T a, T b)`, its type parameters shown as every other
 * language's signature shows them (`fn max<T: Ord>(…)`, `<T> T max(…)`): a
 * person reading `callers` sees what the `T` of its return type and
 * parameters is.
 * `hash`: the language's comments start with `#`.
 */
export function signatureOf(def: Node, body: Node | undefined, src: string, hash: boolean): string {
  return clip(signatureText(def, body, src, hash), SIGNATURE_MAX);
}

/** Characters a signature keeps (DefRec.signature); a longer declaration keeps its whole text in DefRec.declared. */
export const SIGNATURE_MAX = 200;

/** signatureOf's text before it is clipped to SIGNATURE_MAX (FileBuilder keeps a longer one as DefRec.declared). */
export function signatureText(def: Node, body: Node | undefined, src: string, hash: boolean): string {
  const rubyEnd = hash && RUBY_METHODS.has(def.type) ? (def.childForFieldName('parameters') ?? def.childForFieldName('name'))?.endIndex : undefined;
  const end = rubyEnd ?? (body && body.startIndex > def.startIndex ? body.startIndex : Math.min(def.endIndex, def.startIndex + 400));
  const start = annotationsEnd(def, src, end);
  let s = src.slice(start, end);
  if (!body && rubyEnd === undefined) s = firstLines(s);
  // Comments inside a parameter list are not part of the signature (newcomer4 #16: vuejs/core's VueElement constructor).
  if (hash ? s.includes('#') : s.includes('/*') || s.includes('//')) s = withoutComments(s, hash);
  // C#/C/C++ preprocessor lines inside a declaration (`public partial class Policy⏎#pragma warning restore CA1724⏎{`): no part of it.
  if (!hash && s.includes('#')) s = s.replace(/^[ \t]*#[ \t]*(?:pragma|region|endregion|nullable|if|elif|else|endif|define|undef|line|warning|error)\b.*$/gm, '');
  // Type arguments written over several lines (`UpgradeWebSocket<⏎  WebSocket,⏎  any⏎>`, hono) read as on one line.
  const angles = /[\w$]<[ \t]*\r?\n/.test(s);
  s = collapsed(withSeparators(s)).replace(/\s*(=>|\{|:|=|\bdo)$/, '').trim();
  if (angles) s = s.replace(/([\w$])< /g, '$1<').replace(/(?<=[\w$'"\])>]),? >(?=[ >,);=]|$)/g, '>');
  if (!hash) s = asWritten(s);
  const head = def.parent?.type === 'template_declaration' ? templatePrefix(def, hash) : '';
  return head ? `${head} ${s}` : s;
}

/** `*_=` / `&_=`: a C++ parameter's name that cppSource.ts readableDefaults gave an unnamed parameter with a default. */
const NAMED_DEFAULT = /([*&])[ \t]*_=/g;

/** C++ text as written before cppSource.ts readableDefaults: `type*_= 0` is `type* = 0` again, `loc =_{}` is `loc = {}` (no other language writes `*_=` or `=_{`). */
function asWritten(s: string): string {
  if (s.includes('_=')) s = s.replace(NAMED_DEFAULT, '$1 =');
  return s.includes('=_{') ? s.replace(/=_\{/g, '= {') : s;
}

/** Longest `template <…>` prefix a signature shows whole; a longer one is written `template <…>`, so the declaration itself still fits. */
const TEMPLATE_PREFIX_MAX = 60;

/**
 * The `template <…>` headers of the C++ templates whose declaration is `def`,
 * outermost first, on one line without comments (`template <typename T>`;
 * `template <typename T> template <typename U>` for a member template defined
 * outside its class template; `template <>` for a specialization). Past
 * TEMPLATE_PREFIX_MAX characters each header's parameters are `<…>`: a long
 * list of defaulted parameters would push the name and parameters past the
 * 200 characters a signature keeps (and arity reads them there).
 */
function templatePrefix(def: Node, hash: boolean): string {
  const heads: string[] = [];
  for (let p = def.parent; p?.type === 'template_declaration'; p = p.parent) {
    const params = p.childForFieldName('parameters');
    let text = params ? params.text : '<>';
    if (text.includes('/*') || text.includes('//')) text = withoutComments(text, hash);
    heads.unshift(`template ${asWritten(oneLine(text)).replace(/< /g, '<').replace(/ >/g, '>')}`);
  }
  const whole = heads.join(' ');
  return whole.length <= TEMPLATE_PREFIX_MAX ? whole : heads.map(() => 'template <…>').join(' ');
}

/**
 * The outermost C++ template_declaration whose declaration is `def` (`template
 * <typename T> T max(…)`; `template <typename T> template <typename U> U
 * Box<T>::as()` nests two), or null when `def` is no template's: where its
 * range starts (langCpp rangeStart), so a `path:line` on `template <…>`
 * means it and its doc is the comment above.
 */
export function templateHead(def: Node): Node | null {
  let head: Node | null = null;
  for (let p = def.parent; p?.type === 'template_declaration'; p = p.parent) head = p;
  return head;
}

/**
 * Annotation nodes leading a declaration's `modifiers`: Java's (tree-sitter-java `marker_annotation` `@Override`,
 * `annotation` `@Throws(…)`), Kotlin's (`annotation`) and Swift's attributes (tree-sitter-swift `attribute`:
 * `@discardableResult`, `@objc`, `@MainActor`, `@available(iOS 13, *)`).
 */
const ANNOTATIONS: ReadonlySet<string> = new Set(['annotation', 'marker_annotation', 'attribute']);

/**
 * Nodes a declaration's own node starts with, before its modifiers: C# (and PHP) `attribute_list` `[Fact]`
 * (`#[Test]`), Scala `annotation` `@deprecated(…)`, a TS/JS class's, a TS field's and a JS method's `decorator`
 * `@Injectable()` (a TS method's are beside it: its node starts past them).
 */
const LEADING: ReadonlySet<string> = new Set(['attribute_list', 'annotation', 'decorator']);

/**
 * Where a declaration's signature starts: past the annotations leading a
 * Java or Kotlin declaration's modifiers (`@Throws(IOException::class)` on
 * its own line above `fun execute(): Response`, `@Override public void
 * run()`) and the attributes leading a Swift one's (`@discardableResult`,
 * `@objc`), a C# method's or a PHP declaration's attributes (`[Fact]`,
 * `#[Route('/x')]`), a Scala definition's annotations or a TS/JS member's or
 * class's decorators, and the blanks after them, so a
 * signature is the declaration itself (newcomer 19 #6: an interface
 * method's showed only its annotation line; issue 3: `[Fact] public void
 * Adds()`, `@discardableResult func save()`). A Python decorated definition keeps its decorators (`@property`
 * says what the name is). The node's start when nothing but those comes
 * before `end`.
 */
function annotationsEnd(def: Node, src: string, end: number): number {
  if (def.type === 'decorated_definition') return def.startIndex;
  let at = def.startIndex;
  for (const c of def.children) {
    if (!c) break;
    if (c.type === 'modifiers') {
      for (const m of c.children) {
        if (!m || !ANNOTATIONS.has(m.type)) break;
        at = m.endIndex;
      }
      break;
    }
    if (!LEADING.has(c.type)) break;
    at = c.endIndex;
  }
  while (at < end && /\s/.test(src[at])) at++;
  return at < end ? at : def.startIndex;
}

/** Last characters of a line that continue it on the next (`a:`, `x |`, `=>`, `,`): no separator after them. */
const CONTINUES = /(?:[{;,(\[<|&:=?+\-*/.!]|=>)$/;
/** First characters of a line that continue the line before (`| 'b'`, `.then`, `}`): no separator before them. */
const CONTINUED = /^[}\]),|&.?:=>]/;

/** oneLine's folding of the text between strings: each run of whitespace one space, none after `(`, none (nor a trailing comma) before `)`. */
function folded(s: string): string {
  return s.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/,? \)/g, ')');
}

/**
 * `s` on one line, as oneLine folds it (each run of whitespace one space,
 * none at either end), with no space after `(` nor space or trailing comma
 * before `)` — except inside a string quoted on one line (' " `, quotedEnd),
 * whose text is a value and is kept as written: a default `sep = "a  b"`
 * stays `"a  b"`, `open = "( "` stays `"( "`. A quote left open on its line
 * (a template literal spanning lines) is folded as code, so the signature
 * stays on one line.
 */
function collapsed(s: string): string {
  // Most signatures hold no quote: one pass over the whole text.
  if (!/["'`]/.test(s)) return folded(oneLine(s));
  let out = '';
  let from = 0;
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c !== '"' && c !== "'" && c !== '`') {
      i++;
      continue;
    }
    const j = quotedEnd(s, i);
    if (s[j - 1] !== c || j - 1 === i) {
      i = j;
      continue;
    }
    out += folded(s.slice(from, i)) + s.slice(i, j);
    from = i = j;
  }
  return (out + folded(s.slice(from))).trim();
}

/**
 * Index just past the string quoted by `s[i]` (' " `): past its closing
 * quote, or past the newline ending its line when it does not close on
 * that line (or the end of `s`); a backslash escapes the next character.
 */
function quotedEnd(s: string, i: number): number {
  const q = s[i];
  let j = i + 1;
  while (j < s.length && s[j] !== q && s[j] !== '\n') j += s[j] === '\\' ? 2 : 1;
  return Math.min(j + 1, s.length);
}

/**
 * `s` with a `;` where a line break ends a member directly inside braces
 * (newcomer 16 #2: a TS object type `{\n a: string\n b: number\n}` read
 * `{ a: string b: number }` once on one line; it reads `{ a: string; b:
 * number }`, as TS, Go struct types and Kotlin/Swift/Scala blocks allow).
 * No separator after a line ending in a continuation (`{`, `,`, `;`, `|`,
 * `:`, `=>`, …) or before a line starting with one (`}`, `|`, `.`, …), nor
 * inside parentheses or brackets; quoted strings are skipped to their line's
 * end. Line breaks stay (oneLine folds them).
 */
function withSeparators(s: string): string {
  if (!s.includes('{') || !s.includes('\n')) return s;
  const open: string[] = [];
  let out = '';
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === '"' || c === "'" || c === '`') {
      const j = quotedEnd(s, i);
      out += s.slice(i, j);
      i = j;
      continue;
    }
    if (c === '{' || c === '(' || c === '[') open.push(c);
    else if (c === '}' || c === ')' || c === ']') open.pop();
    else if (c === '\n' && open[open.length - 1] === '{') {
      const before = out.trimEnd();
      const after = s.slice(i + 1).trimStart();
      if (before && after && !CONTINUES.test(before) && !CONTINUED.test(after)) out = `${before};`;
    }
    out += c;
    i++;
  }
  return out;
}

/**
 * The first line of a definition without a body, continued while a
 * parenthesis it opens is still open (newcomer 14b #10: a declaration whose
 * parameters span lines, `virtual Status NewWritableFile(const std::string&
 * fname,` / `WritableFile** result) = 0;`, was cut after the first), and
 * while a line ends in `:`, `=`, `|` or `&`, which the next one completes
 * (newcomer 26 #12: vuejs/core's `export const parseCache:` with its type and
 * value on the next lines was signed `parseCache`); at most CONTINUED_LINES
 * lines so.
 */
function firstLines(s: string): string {
  let depth = 0;
  // Type arguments opened at a line's end (`upgradeWebSocket: UpgradeWebSocket<⏎  WebSocket,⏎  any⏎> = …`, hono):
  // the lines up to their `>` are the signature's too. Only a `<` right after a name and ending its line opens them
  // (a comparison `a < b` never does); inside, each name's `<` and each `>` (not `=>`) counts.
  let angle = 0;
  let continued = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 40 /* ( */) depth++;
    else if (c === 41 /* ) */) depth--;
    else if (c === 60 /* < */ && i > 0 && /[\w$]/.test(s[i - 1]) && (angle > 0 || /^[ \t]*\r?\n/.test(s.slice(i + 1, i + 4)))) angle++;
    else if (c === 62 /* > */ && angle > 0 && s[i - 1] !== '=') angle--;
    else if (c === 10 /* \n */ && depth <= 0 && angle <= 0) {
      if (continued < CONTINUED_LINES && LINE_CONTINUES.test(s.slice(Math.max(0, i - 200), i))) {
        continued++;
        continue;
      }
      return s.slice(0, i);
    }
  }
  return s;
}

/** A line's end that the next line completes: a type annotation's `:`, an initializer's `=` (not `=>`, `==`), a union's `|`, an intersection's `&` (not `||`, `&&`). */
const LINE_CONTINUES = /(?:[^:]:|[^=!<>]=|[^|]\||[^&]&)[ \t]*$/;
/** Lines a bodiless definition's signature is continued over after such an end (firstLines). */
const CONTINUED_LINES = 3;

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
      const j = quotedEnd(s, i);
      out += s.slice(i, j);
      i = j;
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

/**
 * Decorators and modifiers that may come before a TypeScript/JavaScript
 * accessor's `get`/`set` keyword in its signature, then the keyword and the
 * start of a name (a method named `get` is `get(…)`, with no name after it).
 */
const ACCESSOR = /^(?:@[\w$.]+(?:\([^)]*\))?\s+)*(?:(?:static|public|private|protected|override|abstract|declare|accessor)\s+)*(get|set)\s+[#\w$[\u0080-\uffff'"]/;

/** Whether a Python signature is a property's getter (`@property def area(self)`, `@cached_property …`: langPython defExtra writes the decorator first): its reads are calls (langPython propertyReads, graphResolve resolveRead) and answers word it as a property. */
export function pythonPropertyGetter(signature: string | undefined): boolean {
  return signature !== undefined && /^@(?:functools\.)?(?:cached_)?property /.test(signature);
}

/**
 * `get` or `set` when `signature` is a TypeScript/JavaScript accessor's
 * (`get size(): number`, `static set size(v)`, in a class, an interface or
 * an object literal), else undefined. A getter and setter of one name are
 * two definitions, answered as one symbol (CodeGraph.overloadGroup).
 */
export function accessorKind(signature: string | undefined): 'get' | 'set' | undefined {
  const m = signature ? ACCESSOR.exec(signature) : null;
  return m ? (m[1] as 'get' | 'set') : undefined;
}

/**
 * Merges TypeScript method overloads, as function overloads are: a bodiless
 * signature followed, in the same body, directly by a method of the same name
 * (the implementation, or the next signature of an interface or abstract
 * member) is not a definition of its own; that method starts at the first
 * signature (where the compiler's call hierarchy places it) and keeps the
 * first doc comment when it has none; the signatures merged into it keep
 * their lines and text as its DefRec.overloadSigs. A signature inside a function or
 * method (an anonymous object type of a parameter, result or local:
 * `f(x: { total(): number })`) is no definition anyone asks for, and is
 * dropped. `sorted` is nested (`nest`); on return `signatures` holds only
 * the dropped ones. A getter's and a setter's signatures of one name stay
 * two definitions (accessorKind). Returns whether any was.
 */
export function mergeSignatures(sorted: PendingDef[], signatures: Set<PendingDef>): boolean {
  const lastChild = new Map<number, PendingDef>();
  const dropped = new Set<PendingDef>();
  // Each member's own first line, before a merge moves it to its first signature's.
  const ownLine = new Map<PendingDef, number>();
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
    // An interface's `get size(): number;` then `set size(v: number);` are a getter and a setter, not overloads.
    if (accessorKind(prev.rec.signature) !== accessorKind(d.rec.signature)) continue;
    // The signatures merged into d keep their own lines and text (DefRec.overloadSigs).
    d.rec.overloadSigs = [...(prev.rec.overloadSigs ?? []), { line: ownLine.get(prev) ?? prev.rec.line, endLine: prev.rec.endLine, signature: prev.rec.signature ?? '' }];
    ownLine.set(d, d.rec.line);
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

/**
 * Overload signatures (TypeScript `function f(a: A): R;`, Python
 * `@overload` stubs) merged into their implementation: the first
 * same-named definition after a signature *in the same scope* (the same
 * class, function or file: a stub in `class A` is never merged into
 * `B.get` below it), which then starts at its first signature, where the
 * compiler's call hierarchy places it, and takes that signature's doc when
 * it has none (vuejs/core `ref`). A Python stub is also captured as a
 * function: it is dropped when merged; a group with no implementation in
 * its scope (a `.pyi` file, a Protocol) keeps its first stub as the
 * definition. Each merged signature's lines and text are kept as
 * DefRec.overloadSigs of what it merged into. `docOf` reads a signature's
 * doc comment, `sigOf` its signature (when it is no definition of its own).
 * With `implementationName` (Python) the definition's name stays the
 * implementation's (DefRec.nameLine, the line answers show: shownLine), as
 * Python's tools go to the implementation, whose body and docstring it is;
 * requests' `iter_content` was shown at its first `@overload` stub
 * (newcomer 39 #8). Returns the definitions left.
 */
export function mergeOverloads(all: PendingDef[], overloads: OverloadSig[], docOf: (node: Node) => string | undefined, sigOf: (node: Node) => string, implementationName = false): PendingDef[] {
  const byKey = new Map<string, PendingDef>();
  for (const d of all) byKey.set(`${d.start}:${d.rec.name}`, d);
  const stubOf = new Map<PendingDef, number>();
  overloads.forEach((o, i) => {
    const d = byKey.get(`${o.node.startIndex}:${o.name}`);
    if (d) stubOf.set(d, i);
  });
  // Spans as written: a merged implementation starts earlier afterwards.
  const origStart = new Map(all.map((d) => [d, d.start]));
  // The smallest definition other than a stub around [start, end): the scope signatures and implementations share.
  const scopeOf = (start: number, end: number, self: PendingDef | null): PendingDef | null => {
    let best: PendingDef | null = null;
    for (const d of all) {
      const s = origStart.get(d)!;
      if (d === self || stubOf.has(d) || s > start || d.end < end) continue;
      if (!best || d.end - s < best.end - origStart.get(best)!) best = d;
    }
    return best;
  };
  const scopes = new Map<PendingDef, PendingDef | null>();
  const implScope = (d: PendingDef): PendingDef | null => {
    if (!scopes.has(d)) scopes.set(d, scopeOf(origStart.get(d)!, d.end, d));
    return scopes.get(d)!;
  };
  const dropped = new Set<PendingDef>();
  const firstUnmatched = new Map<string, PendingDef>();
  for (const o of overloads) {
    const at = o.node.startIndex;
    const self = byKey.get(`${at}:${o.name}`) ?? null;
    const scope = scopeOf(at, o.node.endIndex, self);
    let best: PendingDef | null = null;
    for (const d of all) {
      if (d.rec.name !== o.name || stubOf.has(d)) continue;
      const s = origStart.get(d)!;
      if (s <= at || (best && s >= origStart.get(best)!) || implScope(d) !== scope) continue;
      best = d;
    }
    // The stub's own lines and signature, kept by what it merges into (DefRec.overloadSigs).
    const own = { line: o.node.startPosition.row + 1, endLine: o.node.endPosition.row + 1, signature: self?.rec.signature ?? sigOf(o.node) };
    if (!best) {
      // No implementation: the group's first stub stands for it.
      if (!self) continue;
      const key = `${scope ? scope.start : -1}:${o.name}`;
      const first = firstUnmatched.get(key);
      if (first) {
        dropped.add(self);
        (first.rec.overloadSigs ??= []).push(own);
      } else firstUnmatched.set(key, self);
      continue;
    }
    if (self) dropped.add(self);
    (best.rec.overloadSigs ??= []).push(own);
    best.rec.overloadSigs.sort((a, b) => a.line - b.line);
    if (best.start <= at) continue;
    best.start = at;
    best.rec.line = o.node.startPosition.row + 1;
    best.rec.col = o.node.startPosition.column;
    if (!implementationName) {
      best.rec.nameLine = o.nameNode.startPosition.row + 1;
      best.rec.nameCol = o.nameNode.startPosition.column;
    }
    if (!best.rec.doc) best.rec.doc = docOf(o.node);
  }
  return dropped.size ? all.filter((d) => !dropped.has(d)) : all;
}

/**
 * A parameter list's text split at its top-level commas (`a, f(b, c), d` →
 * three parts, untrimmed). `(…)`, `[…]` and `{…}` nest; with `angle`, `<…>`
 * too (C++ `std::map<int, int> m`) — not for Go, whose `<-chan T` opens
 * nothing; the `>` of an arrow (`->`, `=>`) closes nothing (Kingfisher's
 * `progressiveImageSetter: ((KFCrossPlatformImage?) -> Void)? = nil, …`
 * took the parameters after it as one).
 */
export function splitParameters(text: string, angle = false): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let k = 0; k < text.length; k++) {
    const ch = text[k];
    if (ch === '(' || ch === '[' || ch === '{' || (angle && ch === '<')) depth++;
    // The `>` of an arrow (`->` in Swift, Kotlin and C++ function types, `=>` in TypeScript's) closes nothing.
    else if (ch === ')' || ch === ']' || ch === '}' || (angle && ch === '>' && text[k - 1] !== '-' && text[k - 1] !== '=')) depth--;
    else if (ch === ',' && depth === 0) {
      out.push(text.slice(start, k));
      start = k + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}
