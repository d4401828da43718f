/**
 * Call receivers as resolution reads them (CallRec.recv), from a node
 * (receiverText) or from source text alone (receiverOfMember, the TS/JS walk):
 * `this`, `a.b`, a cast `(T)`, a call chain `repo.open().store()`
 * (callReceiver), `?` for any other expression; identifierEnd, the end of
 * a name read from the source; and renameHeads, which reads a callback's
 * element parameter as the collection's element (`r.open()` → `repos[].open()`).
 */
import type { Node } from 'web-tree-sitter';

/** A Kotlin labelled this, `this@Outer` (Kotlin spec, "This-expressions": the receiver of the class or function so labelled). */
export const LABELLED_THIS = /^this@[A-Za-z_]\w*$/;

/**
 * Node types of comments in the grammars the graph reads: `comment` (TS/JS,
 * Go, Python, C#, Ruby, PHP, Lua, Swift, Scala…), `line_comment` and
 * `block_comment` (Rust, Java, Scala), `multiline_comment` (Kotlin, Swift),
 * `documentation_comment` (Dart).
 */
const COMMENT_TYPES = ['comment', 'line_comment', 'block_comment', 'multiline_comment', 'documentation_comment'];

/** What a comment may start with in some language (`//`, `/*`, `#`, `--`): text without any holds no comment, and no tree is searched. */
const MAY_HOLD_COMMENT = /\/[/*]|#|--/;

/**
 * `text`, the source from index `at` (UTF-16, as Node.startIndex; the
 * start of `n` unless told) on, with each comment node of `n` inside it cut
 * to one space: a chain written with comments between its links
 * (`Router::new()\n  // GET /\n  .route(…)`, Python `(R()\n  # c\n  .f())`)
 * reads as the chain, whatever each language's comment syntax (the tree
 * knows it; a `//` in a string is no comment). `text` itself when it holds
 * none (newcomer pass, issue 3: a comment inside a chain lost every later
 * link's receiver).
 */
export function uncommented(n: Node, text: string, at = n.startIndex): string {
  if (!MAY_HOLD_COMMENT.test(text)) return text;
  const end = at + text.length;
  let out = '';
  let k = at;
  for (const c of n.descendantsOfType(COMMENT_TYPES)) {
    // One inside a comment already cut (a doc comment's parts), or outside the text.
    if (!c || c.startIndex < k || c.endIndex > end) continue;
    out += `${text.slice(k - at, c.startIndex - at)} `;
    k = c.endIndex;
  }
  return k === at ? text : out + text.slice(k - at);
}

/** Receiver text reduced to what resolution can use; `?` when it is an expression. */
export function receiverText(n: Node): string {
  const t = n.type;
  if (t === 'this' || t === 'self' || t === 'super' || t === 'base') return t;
  // Kotlin `this@Outer` (a labelled this, in a lambda or an inner or anonymous class): `this@Outer`, read by graphResolve labelledThis.
  if (t === 'this_expression') return n.text === 'this' ? 'this' : LABELLED_THIS.test(n.text) ? n.text : '?';
  if (t === 'instance_variable') return `this.${n.text.slice(1)}`; // Ruby @field
  if (t === 'relative_scope') return n.text === 'parent' ? 'super' : 'this'; // PHP self::, static::, parent::
  if (t === 'variable_name') return n.text === '$this' ? 'this' : n.text.replace(/^\$/, '');
  if (t === 'identifier' || t === 'type_identifier' || t === 'constant' || t === 'name' || t === 'field_identifier' || t === 'namespace_identifier') {
    return n.text;
  }
  if (t === 'scoped_identifier' || t === 'scoped_type_identifier' || t === 'qualified_identifier' || t === 'scope_resolution' || t === 'qualified_name') {
    // Rust `a::B::<u8>::new()`: the path without its turbofish.
    return n.text.replace(/\s+/g, '').replace(/::<[^()]*?>(?=::|$)/g, '');
  }
  // Rust `Vec::<u8>::new()`: the type without its type arguments.
  if (t === 'generic_type') {
    const type = n.childForFieldName('type');
    if (type) return receiverText(type);
  }
  // Go `c[i].Name()` with `c []*Command`: an element of c (`c[]`, typed by its element bind); Rust alike.
  // C# `items[0].M()` alike (its grammar's element_access_expression).
  if (t === 'index_expression' || t === 'element_access_expression') {
    // Go `hooks[i][j].Fire()`, `l.hooks[lvl][0]` (only Go's grammar names the operand): an element of an element, `hooks[][]`
    // (graphElements goElementsOfElements). Deeper nesting stays `?`.
    const operand = n.childForFieldName('operand');
    if (operand?.type === 'index_expression') {
      const inner = receiverText(operand);
      return inner.endsWith('[]') && !inner.endsWith('[][]') ? `${inner}[]` : '?';
    }
    return elementReceiver(n.text);
  }
  // Go `t[i].root.addRoute()`, `engine.trees[i].root`, `t[i].a.b.Run()`: fields of an element, up to four (`t[].root`,
  // `t[].a.b`; graphElements viaElementField).
  if (t === 'selector_expression') {
    const fields: string[] = [];
    let s: Node | null = n;
    while (s?.type === 'selector_expression' && fields.length < 5) {
      fields.unshift(s.childForFieldName('field')?.text ?? '');
      s = s.childForFieldName('operand');
    }
    if (s?.type === 'index_expression') {
      const el = elementReceiver(s.text);
      return el === '?' || fields.length > 4 || fields.some((f) => !f) ? '?' : `${el}.${fields.join('.')}`;
    }
  }
  // Zig's `o.?.release()` (an optional unwrapped): the value inside, of the optional's type.
  if (t === 'null_coercion_expression') {
    const operand = n.namedChild(0);
    if (operand) return receiverText(operand);
  }
  // C#'s null-forgiving `_component!.ExecuteCore()`, `this.repo!.Save()`: the same value, its type unchanged.
  if (t === 'postfix_unary_expression' && n.text.endsWith('!')) {
    const operand = n.namedChild(0);
    if (operand) return receiverText(operand);
  }
  // C# `owner?.Repo.Save()`: the path read as if written with `.` (a null owner calls nothing; `owner.Repo`).
  if (t === 'conditional_access_expression') return dottedReceiver(uncommented(n, n.text).replace(/\s*\?\.\s*/g, '.'));
  // Ruby `Rack::Builder.new do … end.to_app`: the call without its block (`Rack::Builder.new`).
  if (t === 'call') {
    const block = n.childForFieldName('block');
    if (block) return dottedReceiver(uncommented(n, n.text.slice(0, block.startIndex - n.startIndex)).trimEnd());
  }
  return dottedReceiver(uncommented(n, n.text));
}

/**
 * The type a receiver of the form `(T)` names, T a plain name: a literal's
 * type (LangSpec.literalType, Kotlin `"s".f()` → `(String)`), a cast or a
 * construction (`(Repo)`); undefined for any other receiver.
 */
export function parenType(recv: string | undefined): string | undefined {
  return recv !== undefined && recv.charCodeAt(0) === 40 /* ( */ ? /^\(([A-Za-z_]\w*)\)$/.exec(recv)?.[1] : undefined;
}

/** Receiver of a member expression's text (`this.x`, `a.b`, `$this->x`, `f(…)`) as resolution uses it; `?` when it is an expression. */
export function dottedReceiver(text: string): string {
  // Ruby `Web::Base.new.make`, `Web::Base.new(1).make`: an instance of the class the constant path names (graphRuby rubyCall).
  const made = text.length < 120 && text.includes('.new') ? RUBY_NEW.exec(text) : null;
  if (made) return `${made[1]}.new`;
  if (text.charCodeAt(text.length - 1) === 41 /* ) */) return callReceiver(text) ?? '?';
  // `new LoggerConfiguration().WriteTo` (serilog; newcomer 47 #2), `b.Build().Filter`: a field of a call's result.
  const field = text.length < CHAIN_TEXT_MAX ? FIELD_OF_RESULT.exec(text) : null;
  const result = field ? callReceiver(field[1]) : undefined;
  if (result) return `${result}.${field![2]}`;
  // A path written over lines, Rust's `self\n    .decode_builder\n    .build(…)`: the same path.
  if (text.length < 120 && /\s/.test(text)) text = text.replace(/\s*(\.|->)\s*/g, '$1');
  // `this.#node`: a TS/JS private field (its bind is named `#node`, langTsWalk onField).
  if (text.length < 80 && /^(this|self|\$this)(\.|->)#?[A-Za-z_$][\w$]*$/.test(text)) return text.replace('->', '.').replace(/^(\$this|self)/, 'this');
  if (text.length < 80 && /^\$?[A-Za-z_][\w]*(\.|->)[A-Za-z_][\w]*$/.test(text)) return text.replace('->', '.').replace(/^\$/, '');
  // Ruby `Rack::Utils.default_query_parser` (a method called without parentheses on a constant path): graphPaths rubyReaderResult.
  if (text.length < 80 && /^(::)?[A-Z]\w*(::[A-Z]\w*)+\.[a-z_]\w*$/.test(text)) return text;
  // Longer dotted paths are kept for Python modules (`a.b.c.f()`); graphData answers them for Python only.
  if (text.length < 80 && /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*){0,5}$/.test(text)) return text;
  return genericTypeReceiver(text) ?? '?';
}

/**
 * A generic type named with its type arguments as a static call's receiver,
 * C# `Policy<string>.Handle<E>()`: the name with its arity as .NET metadata
 * writes it (ECMA-335 §II.10.7.2, `Policy\`1`), since C# lets `Policy` and
 * `Policy<TResult>` be two classes (graphResolve genericArity). Undefined for
 * any other text.
 */
function genericTypeReceiver(text: string): string | undefined {
  const m = text.length < 120 ? /^([A-Z]\w*)\s*<(.*)>$/s.exec(text) : null;
  if (!m) return undefined;
  let depth = 0;
  let n = 1;
  for (const c of m[2]) {
    if (c === '<' || c === '(' || c === '[') depth++;
    else if (c === '>' || c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) n++;
    if (depth < 0) return undefined;
  }
  return depth === 0 ? `${m[1]}\`${n}` : undefined;
}

/** A Ruby construction through a constant path, `A::B.new` or `::A::B.new(x, y)` (arguments without parentheses inside). */
const RUBY_NEW = /^((?:::)?[A-Z]\w*(?:::[A-Z]\w*)+)\.new(?:\([^()]*\))?$/;

/**
 * Head of a call chain used as a receiver: `new X` or `new ns.X` (a construction), or a
 * simple callee — `f`, `a.f`, `a.b.f`, up to six names (a Java static factory named with
 * its package or outer class, `com.shop.B.of`, `Outer.Inner.of`), `this.f`, `this.x.f`, Java's `B.<T>of` (`self.`,
 * `$this->` alike; Lua's `obj:m` read as `obj.m`), or a path `A::f`, `a::B::f` (Rust, C++, PHP; a
 * Rust segment may carry a turbofish, `Vec::<u8>::new`, `Router::<()>::new`) — then optional type arguments (TypeScript
 * `f<T>`, Rust `f::<T>`, `self.f::<_, S>`) and its arguments' `(`.
 */
const CHAIN_HEAD = /^(?:new\s+([A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)?)|((?:this|self|\$this)\s*(?:\.|->)\s*[A-Za-z_$][\w$]*(?:\s*(?:\.|->)\s*[A-Za-z_$][\w$]*)?|[A-Za-z_$][\w$]*(?:\s*(?:\.|->|:(?!:))\s*(?:<[^()]*?>\s*)?[A-Za-z_$][\w$]*){0,5})|([A-Za-z_]\w*(?:::<(?:[^()]|\(\))*?>)?(?:::[A-Za-z_]\w*(?:::<(?:[^()]|\(\))*?>)?){1,4}))\s*(?:::<(?:[^()]|\(\))*?>\s*|<[^()]*?>\s*)?\(/;
/** A chain headed by an element access: `repos[`, `this.repos[`, `a.repos[` (also after `!` or `?.`). */
const INDEX_HEAD = /^((?:this\s*\.\s*)?[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)?)\s*!?\s*(?:\?\.\s*)?\[/;
/** An element access after a call or another access: `f()[0]`, `f()![0]`, `f()?.[0]` (sticky; up to its `[`). */
const CHAIN_INDEX = /\s*!?\s*(?:\?\.\s*)?\[/y;
/**
 * A field read right after an element access or a call, before the next call:
 * `.root` of `t[i].root.child()`, `.WriteTo` of `new C().WriteTo.Sink(s)`
 * (sticky; the name only, never one followed by `(`). Go's trees of nodes are
 * walked so (`t[i].root.child().f()`, issue 3); graphElements viaElementField
 * types `t[].root` by the field's declared type in the element's class, and
 * viaResultField `(C).WriteTo` in the class the call returns.
 */
const CHAIN_FIELD = /\s*!?\s*(?:\?\.|\.)\s*([A-Za-z_$][\w$]*)(?![\w$]|\s*(?:::<|<[^()]*?>\s*)?\()/y;
/** A call chain, then one field read off its result: `new C().WriteTo` (groups: the chain, the field). */
const FIELD_OF_RESULT = /^([\s\S]*\))\s*!?\s*(?:\?\.|\.)\s*([A-Za-z_$][\w$]*)$/;
/** One more call of a chain after a call: `!`, then `.`, `?.`, `->` or Lua's `:`, a name (after Java's type arguments `.<T>m`), optional type arguments (Rust's turbofish `.parse::<u32>`, `::<()>` holding the unit type), its `(` (sticky). */
const CHAIN_LINK = /\s*!?\s*(?:\?\.|\.|->|:(?!:))\s*(?:<[^()]*?>\s*)?([A-Za-z_$][\w$]*)\s*(?:::<(?:[^()]|\(\))*?>\s*|<[^()]*?>\s*)?\(/y;
/** The inside of `(x as T)` / `(x as unknown as T<…>)` / `(x as A | B)` heading a chain: the last type named (castType). */
const CAST_INNER = /^[^()]{1,80}?\s+as\s+((?:[A-Za-z_$][\w$]*\s*(?:<[^()]*?>)?\s*\|\s*)*[A-Za-z_$][\w$]*)\s*(?:<[^()]*>)?$/;

/**
 * The cast form's type of the type a cast names (CAST, CAST_INNER's group):
 * `T`; a union's members but `null` and `undefined`, joined by `|` (`A<T> |
 * B | null` → `A|B`: graphTypes typeDefs reads each); '' when none is left.
 */
function castType(written: string): string {
  return written
    .replace(/<[^()]*?>/g, '')
    .split('|')
    .map((x) => x.trim())
    .filter((x) => x && x !== 'null' && x !== 'undefined')
    .join('|');
}
/**
 * Calls a chain may hold (graphData resolves each link as one more call).
 * axum's docs build `Router::new().route(…)` seventeen links long; each
 * link's receiver is resolved once per question (graphIndex calleeMemo).
 */
const CHAIN_MAX = 24;

/**
 * How deep calleeTargets may nest (graphTypes): a chain's links, a bind
 * typed by a chain, a field through them, and no further (a call on itself).
 */
export const NESTED_CALLEES_MAX = CHAIN_MAX + 4;

/**
 * Characters of source a chain's receiver may span (its arguments included):
 * a builder's calls often pass closures (axum's `Router::new().route("/a",
 * get(|Path(a): Path<Date>| async move { … })).route(…)` spans ~400 after
 * two routes; newcomer 21 #5), so 300 lost every later link. Each link
 * reads its receiver once, linearly.
 */
const CHAIN_TEXT_MAX = 4000;

/** Index just past the `)` (or `close`) closing the `(` (`opening`) at `open` in `text` (strings skipped), or -1. */
function closeParen(text: string, open: number, opening = '(', close = ')'): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === opening) depth++;
    else if (c === close && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * A literal at the start of `text`: an array `[…]` or a string `'…'`, `"…"`,
 * `` `…` `` (TypeScript/JavaScript), as the cast form of its built-in type,
 * `(Array)` / `(String)`, with the index just past it. Undefined otherwise
 * (or when it does not close). `[a, b].find(…)` and `'a,b'.split(',')` are
 * calls on built-in values, never of a method of the repository
 * (graphBuiltins).
 */
function literalHead(text: string): { form: string; end: number } | undefined {
  const c = text.charCodeAt(0);
  if (c === 91 /* [ */) {
    const end = closeParen(text, 0, '[', ']');
    return end > 0 ? { form: '(Array)', end } : undefined;
  }
  if (c !== 39 && c !== 34 && c !== 96) return undefined;
  let j = 1;
  while (j < text.length && text.charCodeAt(j) !== c) j += text.charCodeAt(j) === 92 /* \\ */ ? 2 : 1;
  return j < text.length ? { form: '(String)', end: j + 1 } : undefined;
}

/**
 * A receiver that is a call's result (`local(x).save()`, `this.make().m()`,
 * `store.New().Save()`), also a chain of calls (`repo.open().store().load()`,
 * `a.b().c()`) and a construction (`new Repo().save()`), with or without type
 * arguments (`f<T>(x).m()`), `!` and `?.` between the calls, and inside
 * `(await …)`, or headed by a cast (`(e as Repo).open().load()`): the calls with empty parentheses — `local()`, `this.make()`,
 * `repo.open().store()` (`self.`/`$this->` read as `this.`) — and a
 * construction as the cast form `(Repo)`, `(ns.Repo).open()`, and so is a
 * literal (`'a,b'.split(',')` → `(String).split()`, literalHead). An element
 * path call heads a chain as `a::B.f()` (Rust `Builder::new().threads(3)` →
 * `Builder.new().threads()`). An element
 * access heads a chain or sits between its calls as `[]` (`repos[0].open()`
 * → `repos[].open()`, `f()[0].open()` → `f()[].open()`), and may be followed
 * by one field before the next call (`t[i].root.child()` → `t[].root.child()`). Resolution types
 * each call by its callee's declared return type, link by link (graphElements
 * `viaResult`), and an element by the declared collection's element type.
 * Undefined unless `text` is exactly such a chain ending in a call (every
 * argument list closes, strings skipped) of at most CHAIN_MAX calls.
 */
export function callReceiver(text: string): string | undefined {
  if (text.length > CHAIN_TEXT_MAX) return undefined;
  let out: string | undefined;
  let i: number;
  if (text.charCodeAt(0) === 40 /* ( */) {
    // `(await f()).m()`, `(new Repo()).m()` (TypeScript, Python): the call inside (a declared `Promise<T>` is read as `T`).
    i = closeParen(text, 0);
    if (i < 0) return undefined;
    const inner = text.slice(1, i - 1).trim();
    // `(e as Repo).open().load()`: the cast's type heads the chain.
    const cast = CAST_INNER.exec(inner);
    const type = cast ? castType(cast[1]) : '';
    out = type ? `(${type})` : callReceiver(inner.startsWith('await ') || inner.startsWith('await\n') ? inner.slice(6).trimStart() : inner);
  } else {
    const head = CHAIN_HEAD.exec(text);
    const lit = head ? undefined : literalHead(text);
    if (lit) {
      out = lit.form;
      i = lit.end;
    } else if (head) {
      if (head[1]) out = `(${head[1].replace(/\s+/g, '')})`;
      // PHP `$m->item()`: the variable `m` (PHP binds name variables without their `$`).
      else if (head[2]) out = `${head[2].replace(/<[^()]*?>|\s+/g, '').replace(/^\$(?!this\b)(?=\w+->)/, '').replace(/->|:/g, '.').replace(/^(\$this|self)\./, 'this.')}()`;
      // A path call (Rust `Builder::new`, `util::make`, C++ `a::B::make`): the function is the last segment, of the path before it.
      else out = `${head[3].replace(/::<(?:[^()]|\(\))*?>/g, '').replace(/::(?=[A-Za-z_]\w*$)/, '.')}()`;
      i = closeParen(text, head[0].length - 1);
    } else {
      const index = INDEX_HEAD.exec(text);
      if (!index) return undefined;
      out = `${index[1].replace(/\s+/g, '')}[]`;
      i = closeParen(text, index[0].length - 1, '[', ']');
    }
  }
  let calls = out?.endsWith(']') ? 0 : 1;
  while (out !== undefined && i > 0 && i < text.length) {
    CHAIN_INDEX.lastIndex = i;
    if (CHAIN_INDEX.test(text)) {
      out += '[]';
      i = closeParen(text, CHAIN_INDEX.lastIndex - 1, '[', ']');
      continue;
    }
    // `t[i].root.child()`: one field of the element, then a call on it (`t[].root.child()`); `new LoggerConfiguration()
    // .WriteTo.Sink(s)`: one field of a call's result (a property, a getter), then a call on it (`(LoggerConfiguration)
    // .WriteTo.Sink()`; graphResolve reads the field's declared type).
    if (out.endsWith('[]') || out.endsWith(')')) {
      CHAIN_FIELD.lastIndex = i;
      const field = CHAIN_FIELD.exec(text);
      if (field) {
        CHAIN_LINK.lastIndex = CHAIN_FIELD.lastIndex;
        if (!CHAIN_LINK.test(text)) return undefined;
        out += `.${field[1]}`;
        i = CHAIN_FIELD.lastIndex;
      }
    }
    CHAIN_LINK.lastIndex = i;
    const link = CHAIN_LINK.exec(text);
    if (!link || calls >= CHAIN_MAX) return undefined;
    calls++;
    out += `.${link[1]}()`;
    i = closeParen(text, CHAIN_LINK.lastIndex - 1);
  }
  return i === text.length && out?.endsWith(')') ? out : undefined;
}

/**
 * Receiver form of an element access `obj[…]` (TypeScript/JavaScript): `repos[0]`
 * → `repos[]`, `this.repos[i]` → `this.repos[]`, `f()[0]` → `f()[]`, `(await
 * f())[0]` → `f()[]`; graphElements types it by the declared element type
 * (`repos: Repo[]`, a function returning `Repo[]`). `?` for anything else
 * (nested accesses, casts, longer expressions).
 */
export function elementReceiver(obj: string): string {
  if (obj.length > 300 || obj.charCodeAt(obj.length - 1) !== 93 /* ] */) return '?';
  let depth = 0;
  let k = obj.length - 1;
  for (; k >= 0; k--) {
    const c = obj.charCodeAt(k);
    if (c === 93) depth++;
    else if (c === 91 /* [ */ && --depth === 0) break;
  }
  if (k <= 0) return '?';
  const base = obj.slice(0, k).replace(/\s*(?:\?\.)?\s*$/, '').replace(/\s*!$/, '');
  const r = /^[$\w\u0080-\uffff]+$/.test(base) ? base : dottedReceiver(base);
  return r === '?' || r.includes('[') || r.charCodeAt(0) === 40 /* ( */ ? '?' : `${r}[]`;
}

/** `(x as T)` or `(x as unknown as T<…>)`, optionally followed by `.field`: the last type named, and the field. */
const CAST = /^\(\s*[^()]{1,80}?\s+as\s+((?:[A-Za-z_$][\w$]*\s*(?:<[^()]*?>)?\s*\|\s*)*[A-Za-z_$][\w$]*)\s*(?:<[^()]*>)?\s*\)(\.[A-Za-z_$][\w$]*)?$/;

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
  // A literal: `[a, b].find(…)` → `(Array)`, `'a,b'.split(…)` → `(String)` (a built-in value).
  const lit = literalHead(obj);
  if (lit && lit.end === obj.length) return lit.form;
  // An element access: `repos[0].open()`, `this.repos[i]?.open()`.
  if (obj.charCodeAt(obj.length - 1) === 93 /* ] */) return elementReceiver(obj);
  // A cast: `(e as ReactiveEffect).run()`, `(ref as unknown as RefImpl).dep.trigger()` → `(T)`, `(T).field`.
  const cast = CAST.exec(obj);
  const type = cast ? castType(cast[1]) : '';
  if (type) return `(${type})${cast![2] ?? ''}`;
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

/** Inside [start, end) of the source, the variable `name` stands for `to` (FileBuilder.rename). */
export interface Rename {
  name: string;
  to: string;
  start: number;
  end: number;
  /** Ranges inside it where `name` is another variable (a nested function's own parameter, langTsShadows.ts): left as written. */
  holes?: readonly { start: number; end: number }[];
}

/** Whether `at` lies inside one of rename `r`'s holes. */
function inHole(r: Rename, at: number): boolean {
  if (r.holes) for (const h of r.holes) if (at >= h.start && at < h.end) return true;
  return false;
}

/** `text` with its head `name` (the whole text, or before a `.`) read as `to`; undefined when it does not start with that name. */
function renamedHead(text: string, name: string, to: string): string | undefined {
  if (!text.startsWith(name)) return undefined;
  const c = text.charCodeAt(name.length);
  return Number.isNaN(c) || c === 46 /* . */ ? `${to}${text.slice(name.length)}` : undefined;
}

/**
 * Applies renames (a callback's element parameter, FileBuilder.rename) to the
 * receivers of the calls inside each range (by the start of the call's
 * name) and to the types of binds made there that are a call's result, an
 * element or a member read (`r.open()`, `r.items[]`, `const q = r.req` →
 * `repos[].req`; declared type names stay). The innermost
 * range first, so a nested callback's parameter (`r.kids.forEach((k) => …)`:
 * `k` → `r.kids[]`) is read through the one around it (`repos[].kids[]`).
 * Nothing inside a range's holes (a nested function declaring its own
 * parameter of that name) is renamed by it.
 */
export function renameHeads(renames: Rename[], calls: { rec: { recv?: string }; start: number }[], binds: { type: string; copy: boolean; read?: boolean; start: number }[]): void {
  const byStart = <T extends { start: number }>(l: T[]) => [...l].sort((a, b) => a.start - b.start);
  const sortedCalls = byStart(calls);
  const sortedBinds = byStart(binds);
  // Innermost first: of two nested ranges, the inner one starts later.
  for (const r of renames.sort((a, b) => b.start - a.start)) {
    for (let i = firstAt(sortedCalls, r.start); i < sortedCalls.length && sortedCalls[i].start < r.end; i++) {
      if (inHole(r, sortedCalls[i].start)) continue;
      const c = sortedCalls[i].rec;
      const to = c.recv === undefined ? undefined : renamedHead(c.recv, r.name, r.to);
      if (to !== undefined) c.recv = to;
    }
    for (let i = firstAt(sortedBinds, r.start); i < sortedBinds.length && sortedBinds[i].start < r.end; i++) {
      const b = sortedBinds[i];
      if (inHole(r, b.start)) continue;
      const to = b.copy || !(b.read || b.type.endsWith(')') || b.type.endsWith(']')) ? undefined : renamedHead(b.type, r.name, r.to);
      if (to !== undefined) b.type = to;
    }
  }
}

/** Index of the first item of `l` (sorted by start) starting at or after `start`. */
function firstAt(l: { start: number }[], start: number): number {
  let lo = 0;
  let hi = l.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (l[mid].start < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
