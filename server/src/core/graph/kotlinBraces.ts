/**
 * A second reading of a Kotlin file the grammar could not read whole
 * (@tree-sitter-grammars/tree-sitter-kotlin 1.1.0), each rewrite of the same
 * length so every position holds:
 * - Two bodies closed on their own line in a row — `interface P5 { fun
 *   price(): Int }` then `class Fee5(val c: Int) : P5 { override fun
 *   price(): Int = c }` — make the grammar end the file in one ERROR holding
 *   only the first declaration: every definition after it is lost, though
 *   the code compiles. A `;` ending the last statement before such a `}`
 *   (`{ fun price(): Int;}`), which Kotlin allows, lets it read both.
 * - A statement assigning a local named as a modifier (`open = isOpen`,
 *   okhttp's Http2Stream: Kotlin's modifiers are soft keywords, names
 *   elsewhere) is read as a declaration's modifier, and the class around it
 *   ends in an ERROR: its methods became top-level functions and everything
 *   after it was lost (newcomer 19 #1). The target is written with a capital
 *   (`Open = isOpen`): no record is made of an assignment's target name.
 * - A statement that calls a function named as a modifier, `open(closer)`
 *   (okhttp's Android10Platform: `CloseGuard().apply { open(closer) }`), is
 *   read as a declaration's modifier: in a lambda the whole file after it
 *   was lost. The call is put in parentheses, using the blank before it and
 *   one after its `)`: `{(open(closer))}`, which reads as the call; with no
 *   blank after the `)` (the line ends there), the blank before becomes a
 *   `!` (modifierCall), which keeps every definition but not that call
 *   (the grammar binds `!open` before the call: LangSpec.misboundPrefixes).
 * - A line starting with a name the grammar's newline rule takes for a
 *   keyword continuing the line before — `in1.skip()` (`in`), `as_x`,
 *   `else1` — or one starting with `set`/`get` used as a name after a
 *   property (`val bit = 1 shl id` then `set = set or bit`, read as the
 *   property's setter) gets a `;` in its indentation ending the statement
 *   before, when that statement ends as one can (ENDS_STATEMENT).
 * - A nested class's primary constructor on the line after its header,
 *   `public class Options` then `private constructor(internal val s: …)`
 *   (moshi's JsonReader.Options), is read as a secondary constructor of the
 *   class around it, whose `val` parameter is an error there: the outer
 *   class ended in one ERROR, its methods became top-level functions
 *   (newcomer 22 #1). The grammar reads such a line as the primary
 *   constructor when one annotation is all its modifiers (`@Inject
 *   constructor(…)`; two modifiers, even two annotations, fail): the
 *   modifiers are written as one annotation name, `@rivate constructor(`,
 *   `@Inject_private constructor(`, and a bare `constructor(` indented by
 *   three blanks or more gets `@_` in its indentation (CONSTRUCTOR_LINE).
 *   Kotlin Multiplatform's `actual`/`expect` are such modifiers too
 *   (`actual open class ByteString` then `internal actual constructor(`,
 *   okio: the whole class was lost; newcomer 39 #1).
 *   Their lines are `blanked` under the modifiers' text (langKotlin's finish
 *   writes signatures with the modifiers as written). A bare one indented by
 *   fewer blanks has no room there: its class's header line moves two
 *   columns left and ends with the annotation, `  class E` → `class E@_`
 *   (the annotation may stand before the line break), `blanked` as
 *   SHIFTED_HEADER on the header's line. Without a `val` the grammar reads
 *   the line, and the class's body after it, as a secondary constructor of
 *   the class around it with no error at all (`class B` then `private
 *   constructor(s: String) { fun m() }`: m a local function of A's
 *   constructor), so this rewrite is no retry: it is Kotlin's `source`,
 *   kotlinPrimaryConstructors, made on every file before the first parse.
 * - A multi-dollar string, `$$"{\"$foo\": $$bar}"` (Kotlin 2.1), which the
 *   grammar does not know, loses the class around it, and in one it reads
 *   without error, `$$"""{"a": ${f()}}"""`, takes `${f()}` (fewer `$`s
 *   than the prefix: text) for a template, a call of f: the prefix is
 *   blanked, and the `$`s before a `{` but one where they open a template,
 *   all where they do not (multiDollarStrings, kotlinSource, before the first
 *   parse).
 * parseSource (LangSpec `retry`) parses this text only when the first tree
 * has errors and keeps it when it has fewer; the constructor lines and
 * multi-dollar strings are rewritten before (LangSpec `source`, kotlinSource).
 */
import type { SourceText } from './extract';

/** Characters that can end a statement just before ` }` (a name, a literal, a closing bracket or quote). */
const ENDS_STATEMENT = /[\w)\]}"'`]/;

/**
 * The modifiers the grammar cannot read as a statement's first name (tried one
 * by one as `open = x` in a block; `data`, `value`, `inner`, `enum`,
 * `companion`, `const`, `operator`… are read as names there).
 */
const MODIFIER_NAMES = new Set([
  'open', 'abstract', 'final', 'override', 'private', 'public', 'internal', 'protected', 'lateinit', 'sealed',
  'suspend', 'inline', 'external', 'tailrec', 'infix', 'vararg', 'noinline', 'crossinline',
]);

/**
 * Rewrites a call of a function named as a modifier (MODIFIER_NAMES) that
 * starts a statement at `w`, where `src[w - 1]` is a blank: `open(closer)`
 * → `(open(closer))` when a blank follows the call's `)` on its line, else
 * `!open(closer)` (see the file header). Arguments running past the line,
 * or holding a raw string or a string with a `)` or a quote in it, are left
 * alone. Changes `out` in place; returns whether it did.
 */
function modifierCall(src: string, w: number, out: string[]): boolean {
  if (w === 0 || (src[w - 1] !== ' ' && src[w - 1] !== '\t')) return false;
  const word = /^[a-z]+/.exec(src.slice(w, w + 12))?.[0];
  if (!word || !MODIFIER_NAMES.has(word) || src[w + word.length] !== '(') return false;
  let depth = 0;
  let k = w + word.length;
  for (; k < src.length; k++) {
    const c = src[k];
    if (c === '\n' || c === "'") return false;
    if (c === '"') {
      // A plain one-line string without parentheses or escapes: `open("a")`.
      const end = src.indexOf('"', k + 1);
      if (end < 0 || src[k + 1] === '"' || /[\n()\\]/.test(src.slice(k + 1, end))) return false;
      k = end;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) break;
  }
  if (k >= src.length) return false;
  if (src[k + 1] === ' ' || src[k + 1] === '\t') {
    out[w - 1] = '(';
    out[k + 1] = ')';
  } else out[w - 1] = '!';
  return true;
}

/** An assignment operator after a statement's first name (`=` but not `==`, `+=`, `-=`…). */
const ASSIGNS = /^[ \t]*(?:=(?!=)|[-+*/%]=)/;

/** A name starting a line that the grammar's newline rule reads as the keyword `in`, `as` or `else` continuing the line before. */
const KEYWORD_PREFIXED = /^(?:in|as|else)[\d_]/;

/** After `set`/`get` starting a line: an assignment, a member, an index or a call of two or more arguments — never an accessor. */
const ACCESSOR_NAME_USE = /^(?:[ \t]*(?:=(?!=)|[-+*/%]=)|\.|\[|\([^()]*,)/;

/** A line that is (modifiers, then) `constructor(`: its indentation, its modifiers (and the blank after them) and the keyword. */
const CONSTRUCTOR_LINE = /^([ \t]*)((?:(?:@[\w.]+(?:\([^()\n]*\))?|private|internal|protected|public|actual|expect)[ \t]+)*)constructor[ \t]*\(/;

/** A class header ending its line with no supertypes nor body: `public class Options`, `class Box<T : Any>` (a `//` comment after it removed). */
const CLASS_HEADER_END = /\bclass[ \t]+(?:`[^`\n]+`|\w+)(?:[ \t]*<[^{}()\n]*>)?[ \t]*$/;

/**
 * The modifiers of a primary constructor on the line after its class's header
 * written as the one annotation the grammar reads there (kotlinBraces's
 * module comment): `private ` → `@rivate `, `@Inject private ` →
 * `@Inject_private `, or, with no modifiers, `@_` over the indentation's
 * last three blanks (undefined when it has fewer). Same length as `indent +
 * mods`; the blank before `constructor` stays.
 */
function constructorModifiers(indent: string, mods: string): string | undefined {
  if (!mods) return indent.length >= 3 ? `${indent.slice(0, -3)}@_ ` : undefined;
  const words = mods.trimEnd();
  return `${indent}@${words.slice(1).replace(/\W/g, '_')}${mods.slice(words.length)}`;
}

/**
 * A primary constructor's modifiers as kotlinPrimaryConstructors wrote them and as
 * written, from its `blanked` name (indentation and modifiers): `{ read:
 * '@rivate constructor', written: 'private constructor' }`, for signatures
 * (langKotlin's finish).
 */
export function constructorModifiersRead(name: string): { read: string; written: string } {
  const indent = /^[ \t]*/.exec(name)![0];
  const mods = name.slice(indent.length);
  const read = (constructorModifiers(indent, mods) ?? '').trimStart();
  return { read: `${read}constructor`, written: `${mods}constructor` };
}

/**
 * The `blanked` name of a header line kotlinPrimaryConstructors moved two
 * columns left to end it with `@_` (`  class E` → `class E@_`), on the
 * header's line: langKotlin's finish puts the class and its constructor
 * back where they are written.
 */
export const SHIFTED_HEADER = 'class@_';

/**
 * A class header's line followed by a `constructor(` line (CLASS_HEADER_END, CONSTRUCTOR_LINE), maybe past lines holding
 * only annotations (`class A` / `@RequiresApi(37)` / `internal constructor()`, okhttp's Android17SocketAdapter), for a
 * cheap test and the lines to look at.
 */
const HEADER_THEN_CONSTRUCTOR = /\bclass[ \t]+[^\n]*\n(?:[ \t]*@[\w.]+(?:\([^()\n]*\))?[ \t]*\n)*[ \t]*(?:[@\w.() \t]*[ \t])?constructor[ \t]*\(/g;

/**
 * Kotlin's LangSpec `source`: `src` with the primary constructor written on
 * the line after its class's header made one the grammar reads as that
 * class's (module comment): its modifiers written as one annotation
 * (constructorModifiers), the line `blanked` under its indentation and
 * modifiers; or, for a bare `constructor(` indented by fewer than three
 * blanks after a header indented by two or more, the header moved two
 * columns left and ended with `@_` (`blanked` as SHIFTED_HEADER). Same
 * length, same lines. Kotlin's grammar (kotlinlang.org, "Grammar",
 * classDeclaration) allows line breaks before a primary constructor, so
 * such a line is always the class's. A constructor the rule cannot rewrite
 * (a bare one at the top level, which the grammar reads right) stays.
 */
export function kotlinPrimaryConstructors(src: string): SourceText {
  const blanked: { name: string; line: number }[] = [];
  const out = primaryConstructorLines(src, undefined, blanked);
  return out ? { text: out.join(''), blanked } : { text: src, blanked: [] };
}

/**
 * Kotlin's LangSpec `source`: `src` with its primary constructors on the line
 * after their class's header (kotlinPrimaryConstructors) and its multi-dollar
 * strings (multiDollarStrings) rewritten, same length, same lines.
 */
export function kotlinSource(src: string): SourceText {
  const blanked: { name: string; line: number }[] = [];
  const out = multiDollarStrings(src, primaryConstructorLines(src, undefined, blanked));
  return out ? { text: out.join(''), blanked } : { text: src, blanked: [] };
}

/** A multi-dollar string's start (Kotlin 2.1 "multi-dollar string interpolation"): two or more `$` right before a `"`, after no name character nor `$`. */
const MULTI_DOLLAR = /(?<![\w$])\${2,}"/g;

/**
 * Multi-dollar strings (`$$"…"`, `$$"""…"""`: with a prefix of n `$`s, a
 * template takes n `$`s, `$$foo`, `$${x}`; fewer are text) rewritten in
 * `out` (made from `src` when undefined) as the plain strings the grammar
 * knows: the prefix blanked; of a run of `$`s before a `{`, all blanked when
 * fewer than n (text: `${f()}` is no call) and all but the last when n or
 * more (a template, skipped to its `}`). A `$foo` stays (a template there
 * records nothing). Returns `out`, undefined when there is no such string.
 */
function multiDollarStrings(src: string, out: string[] | undefined): string[] | undefined {
  MULTI_DOLLAR.lastIndex = 0;
  for (let m = MULTI_DOLLAR.exec(src); m; m = MULTI_DOLLAR.exec(src)) {
    // `"$$"`, `"cost $$"`: the `$`s end a string; an odd count of quotes before them on their line puts them in one.
    const before = src.slice(src.lastIndexOf('\n', m.index) + 1, m.index).replace(/\\./g, '');
    if ((before.split('"').length - 1) % 2 === 1) continue;
    const o = (out ??= src.split(''));
    const n = m[0].length - 1;
    for (let k = m.index; k < m.index + n; k++) o[k] = ' ';
    let i = m.index + n;
    const raw = src.startsWith('"""', i);
    i += raw ? 3 : 1;
    while (i < src.length) {
      if (raw ? src.startsWith('"""', i) : src[i] === '"') {
        i += raw ? 3 : 1;
        break;
      }
      if (!raw && src[i] === '\\') i += 2;
      else if (!raw && src[i] === '\n') break;
      else if (src[i] !== '$') i++;
      else {
        let j = i;
        while (src[j] === '$') j++;
        if (src[j] === '{') {
          const template = j - i >= n;
          for (let k = i; k < (template ? j - 1 : j); k++) o[k] = ' ';
          if (template) j = templateEnd(src, j);
        }
        i = j;
      }
    }
    MULTI_DOLLAR.lastIndex = i;
  }
  return out;
}

/** Where the template whose `{` is at `at` ends (after its `}`): braces counted, strings inside skipped. */
function templateEnd(src: string, at: number): number {
  let depth = 0;
  for (let i = at; i < src.length; i++) {
    const c = src[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
    else if (c === '"') {
      for (i++; i < src.length && src[i] !== '"' && src[i] !== '\n'; i++) if (src[i] === '\\') i++;
    }
  }
  return src.length;
}

/** kotlinPrimaryConstructors's rewrite made in `out` (made from `src` when undefined and needed), its `blanked` pushed to `blanked`; returns `out`. */
function primaryConstructorLines(src: string, out: string[] | undefined, blanked: { name: string; line: number }[]): string[] | undefined {
  if (!src.includes('constructor')) return out;
  HEADER_THEN_CONSTRUCTOR.lastIndex = 0;
  for (let m = HEADER_THEN_CONSTRUCTOR.exec(src); m; m = HEADER_THEN_CONSTRUCTOR.exec(src)) {
    const headerEnd = src.indexOf('\n', m.index);
    // The constructor's line: the match's last line (annotation lines may stand between it and the header).
    const start = src.lastIndexOf('\n', m.index + m[0].length - 1) + 1;
    // The next match may start on this constructor's line (a header there).
    HEADER_THEN_CONSTRUCTOR.lastIndex = start;
    const ctor = CONSTRUCTOR_LINE.exec(src.slice(start, start + 300));
    if (!ctor) continue;
    const headerStart = src.lastIndexOf('\n', headerEnd - 1) + 1;
    const headerLine = src.slice(headerStart, headerEnd);
    if (!CLASS_HEADER_END.test(headerLine.replace(/\/\/.*$/, ''))) continue;
    const annotated = start > headerEnd + 1;
    const written = constructorModifiers(ctor[1], ctor[2]);
    if (annotated && written === undefined) continue;
    out ??= src.split('');
    const line = lineAt(src, start);
    if (written !== undefined) {
      for (let k = 0; k < written.length; k++) out[start + k] = written[k];
      blanked.push({ name: ctor[1] + ctor[2], line });
      // The annotation lines between: the constructor's too (two modifiers the grammar does not read there), blanked.
      for (let k = headerEnd + 1; k < start; k++) if (src[k] !== '\n' && src[k] !== '\r') out[k] = ' ';
      continue;
    }
    // A bare `constructor(` indented by fewer than three blanks: its header moved left to end with `@_` (no comment after it to keep).
    if (!/^[ \t]{2}/.test(headerLine) || /\/[/*]|[ \t]$/.test(headerLine)) continue;
    const moved = `${headerLine.slice(2)}@_`;
    for (let k = 0; k < moved.length; k++) out[headerStart + k] = moved[k];
    blanked.push({ name: SHIFTED_HEADER, line: line - 1 });
  }
  return out;
}

/** The 1-based line of offset `at` in `src`. */
function lineAt(src: string, at: number): number {
  let line = 1;
  for (let i = src.indexOf('\n'); i >= 0 && i < at; i = src.indexOf('\n', i + 1)) line++;
  return line;
}

/** What may follow a declaration's context parameters: its modifiers or annotations, or the declaration itself. */
const DECLARATION_START = /^(?:@|(?:fun|val|var|class|interface|object|suspend|inline|operator|infix|tailrec|private|public|internal|protected|override|open|abstract|final|data|value|sealed|enum|annotation|companion|external|const|lateinit)\b)/;

/**
 * `context(log: Logger)` (Kotlin 2.2 context parameters) or `context(Logger)`
 * (the older context receivers) opening the line at `w`, before a
 * declaration on that line or the next: unknown to the grammar, it lost the
 * class around it. Blanked in `out` (the declaration reads as without it;
 * calls on the context parameters stay unresolved); false, nothing changed,
 * for anything else (a call `context(x)` as a statement).
 */
function contextParameters(src: string, w: number, out: string[]): boolean {
  let k = w + 'context'.length;
  while (src[k] === ' ') k++;
  if (src[k] !== '(') return false;
  let depth = 0;
  for (; k < src.length && src[k] !== '\n'; k++) {
    if (src[k] === '(') depth++;
    else if (src[k] === ')' && --depth === 0) break;
  }
  if (depth !== 0 || src[k] !== ')') return false;
  const end = k + 1;
  let rest = src.slice(end, end + 200).split('\n')[0].trim();
  if (!rest || rest.startsWith('//')) {
    const next = src.indexOf('\n', end);
    rest = next < 0 ? '' : src.slice(next + 1, next + 200).trimStart();
  }
  if (!DECLARATION_START.test(rest)) return false;
  for (let i = w; i < end; i++) out[i] = ' ';
  return true;
}

/** Annotations opening a line before a property accessor, `@Synchronized get()`, `@JvmName("x") set(v)` (up to the accessor). */
const ACCESSOR_ANNOTATIONS = /^(?:@[A-Za-z_][\w.:]*(?:\([^()\n]*\))?[ \t]+)+(?=(?:get|set)[ \t]*\()/;

/** A line holding annotations only (`@JvmName("size")`, `@Synchronized @JvmStatic`), up to its end. */
const ANNOTATIONS_LINE = /^(?:@[A-Za-z_][\w.:]*(?:\([^()\n]*\))?[ \t]*)+$/;

/** A `when` branch on a type or a range with a guard, up to its `if`: `is String if …->`, `!in 1..9 if …->` (1: what precedes the `if`). */
const WHEN_GUARD = /^(!?(?:is|in)\s[^\n]*?\s)if\s[^\n]*->/;

/**
 * The rewrite for the line starting at `start` (its indentation first), `prev`
 * the last character of code before it: `open = x` → `Open = x`, a `;`
 * in place of the indentation's last blank (KEYWORD_PREFIXED,
 * ACCESSOR_NAME_USE), a `when` guard's `if` made a `,` (WHEN_GUARD), a
 * declaration's context parameters blanked (contextParameters), or an
 * accessor's annotations blanked (ACCESSOR_ANNOTATIONS). Changes `out` in place; returns whether it did.
 */
function lineStart(src: string, start: number, prev: string, out: string[]): boolean {
  let w = start;
  while (src[w] === ' ' || src[w] === '\t') w++;
  if (src.startsWith('context', w) && contextParameters(src, w, out)) return true;
  if (w === start) return false;
  // `is String if x.isEmpty() ->`: a `when` branch's guard (Kotlin 2.2), which the grammar does not know; written as a
  // second condition, `is String ,  x.isEmpty() ->`, the branch and the calls in its guard are read.
  // `@Synchronized set(value) {` after an (annotated) getter: the grammar reads one annotated accessor, not a second;
  // the annotations (for the JVM only) are blanked.
  if (src[w] === '@') {
    const line = src.slice(w, w + 300).split('\n')[0];
    const ann = ACCESSOR_ANNOTATIONS.exec(line);
    if (ann) {
      for (let i = w; i < w + ann[0].length; i++) out[i] = ' ';
      return true;
    }
    // The annotations on a line of their own above the accessor, `@JvmName("size")` then `get() = getSize()` (okio's
    // ByteString: the class ended in an ERROR there; newcomer 40 #2).
    const own = ANNOTATIONS_LINE.exec(line);
    if (own && /^[ \t]*(?:get|set)[ \t]*\(/.test(src.slice(w + line.length + 1, w + line.length + 200))) {
      for (let i = w; i < w + own[0].length; i++) out[i] = ' ';
      return true;
    }
  }
  const guard = WHEN_GUARD.exec(src.slice(w, w + 300).split('\n')[0]);
  if (guard) {
    const at = w + guard[1].length;
    out[at] = ',';
    out[at + 1] = ' ';
    return true;
  }
  const word = /^[A-Za-z_]\w*/.exec(src.slice(w, w + 40))?.[0];
  if (!word) return false;
  const rest = src.slice(w + word.length, w + word.length + 200).split('\n')[0];
  if (MODIFIER_NAMES.has(word) && ASSIGNS.test(rest)) {
    out[w] = word[0].toUpperCase();
    return true;
  }
  if (rest[0] === '(' && modifierCall(src, w, out)) return true;
  if (!ENDS_STATEMENT.test(prev)) return false;
  // A getter takes no parameter: `get(copy)` is a call (okio's ByteBuffer.toByteString: `val copy = …` then `get(copy)`,
  // read as copy's getter, lost the rest of the companion object; newcomer 40 #2).
  if (KEYWORD_PREFIXED.test(word) || ((word === 'set' || word === 'get') && ACCESSOR_NAME_USE.test(rest)) || (word === 'get' && /^[ \t]*\([ \t]*[^)\s]/.test(rest))) {
    out[w - 1] = ';';
    return true;
  }
  return false;
}

/**
 * `src` with the blank before every `}` that closes a block after a
 * statement on the same line (`… = c }`) made a `;` (`… = c;}`), of the same
 * length so every position holds. Strings (with their `${…}` templates),
 * character literals and comments (nested `/* … *\/` too) are left as they
 * are; a `}` after `{`, `;`, `->` or an operator is not touched
 * (ENDS_STATEMENT). The lines given a `;` before a `}` are its `blanked`,
 * named `;` (langKotlin's finish gives signatures there their blank back).
 * Each line's start is rewritten where the grammar misreads it (lineStart:
 * `open = x` → `Open = x`, `;in1.skip()`) (primary constructors on the
 * line after their header are kotlinPrimaryConstructors', made before the
 * first parse, as are multi-dollar strings, kotlinSource). Returns
 * undefined when nothing was changed.
 */
export function kotlinBraceSemicolons(src: string): SourceText | undefined {
  const out = src.split('');
  const lines: number[] = [];
  let line = 1;
  let counted = 0;
  /** The 1-based line of offset `at` (at never decreases between calls). */
  const lineOf = (at: number): number => {
    for (; counted < at; counted++) if (src[counted] === '\n') line++;
    return line;
  };
  // Each open template `${` keeps the brace depth of the code inside it; the string it belongs to resumes at its `}`.
  const templates: { depth: number; raw: boolean }[] = [];
  let depth = 0;
  let i = 0;
  const n = src.length;
  /** Skips a string starting at i (`"` or `"""`): returns where the code resumes, or enters a template. */
  const readString = (raw: boolean): void => {
    while (i < n) {
      if (raw ? src.startsWith('"""', i) : src[i] === '"') {
        i += raw ? 3 : 1;
        while (raw && src[i] === '"') i++;
        return;
      }
      if (!raw && src[i] === '\\') {
        i += 2;
        continue;
      }
      if (src[i] === '$' && src[i + 1] === '{') {
        templates.push({ depth, raw });
        depth++;
        i += 2;
        return;
      }
      if (!raw && src[i] === '\n') return;
      i++;
    }
  };
  // The last character of code read (not a blank, not in a comment), for lineStart.
  let prev = '';
  let rewritten = false;
  while (i < n) {
    const c = src[i];
    if (c === '\n') {
      if (lineStart(src, i + 1, prev, out)) rewritten = true;
      i++;
    } else if (c === '/' && src[i + 1] === '/') {
      while (i < n && src[i] !== '\n') i++;
    } else if (c === '/' && src[i + 1] === '*') {
      let nest = 1;
      i += 2;
      while (i < n && nest > 0) {
        if (src[i] === '/' && src[i + 1] === '*') (nest++, (i += 2));
        else if (src[i] === '*' && src[i + 1] === '/') (nest--, (i += 2));
        else i++;
      }
    } else if (c === '"') {
      const raw = src.startsWith('"""', i);
      i += raw ? 3 : 1;
      readString(raw);
      prev = '"';
    } else if (c === "'") {
      i++;
      while (i < n && src[i] !== "'" && src[i] !== '\n') i += src[i] === '\\' ? 2 : 1;
      i++;
      prev = "'";
    } else if (c === '{' || c === ';' || (c === '>' && src[i - 1] === '-')) {
      if (c === '{') depth++;
      i++;
      prev = c;
      // A statement starting on this line after `{`, `;` or a lambda's `->`: `{ open(closer) }`.
      let w = i;
      while (src[w] === ' ' || src[w] === '\t') w++;
      if (w > i && modifierCall(src, w, out)) rewritten = true;
    } else if (c === '}') {
      depth--;
      const t = templates[templates.length - 1];
      if (t && depth === t.depth) {
        templates.pop();
        i++;
        readString(t.raw);
        prev = '"';
        continue;
      }
      let b = i - 1;
      while (b >= 0 && (src[b] === ' ' || src[b] === '\t')) b--;
      // Not where modifierCall closed a call's parentheses (`{(open(closer))}`).
      if (b < i - 1 && b >= 0 && ENDS_STATEMENT.test(src[b]) && out[i - 1] === src[i - 1]) {
        out[i - 1] = ';';
        const l = lineOf(i);
        if (lines[lines.length - 1] !== l) lines.push(l);
      }
      i++;
      prev = c;
    } else {
      if (c !== ' ' && c !== '\t' && c !== '\r') prev = c;
      i++;
    }
  }
  if (!lines.length && !rewritten) return undefined;
  return { text: out.join(''), blanked: lines.map((l) => ({ name: ';', line: l })) };
}
