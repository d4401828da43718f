/**
 * The text of one call as written, cut out of its source line: the receiver
 * chain before the name and the argument list after it (`a.push(x)`,
 * `repo.open().save(1)`, Ruby `items.push x` keeps `items.push`). Used by the
 * callers note to tell apart two calls on one line (`a.push(x); b.push(y)`),
 * which a line number alone cannot (texts issue 3 #1).
 */

/** Longest call text shown; a longer one keeps its name and drops its arguments, then the start of its receiver. */
export const CALL_TEXT_MAX = 48;

const WORD = /[\p{L}\p{N}_$@]/u;

/** Index of the opener matching the closer at `i` (`)` or `]`) in `s`, or -1 when the line does not hold it. */
function openerOf(s: string, i: number): number {
  let depth = 0;
  for (let k = i; k >= 0; k--) {
    const c = s[k];
    if (c === ')' || c === ']') depth++;
    else if (c === '(' || c === '[') {
      depth--;
      if (depth === 0) return k;
    }
  }
  return -1;
}

/** Index just past the closer matching the opener at `i` in `s`, or -1 when the line does not close it. */
function closerOf(s: string, i: number): number {
  let depth = 0;
  let quote = '';
  for (let k = i; k < s.length; k++) {
    const c = s[k];
    if (quote) {
      if (c === '\\') k++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') {
      depth--;
      if (depth === 0) return k + 1;
    }
  }
  return -1;
}

/** Length of the member separator ending just before `i` (`.`, `?.`, `&.`, `::`, `->`, Lua `:`), 0 when none. */
function separatorBefore(s: string, i: number): number {
  const two = s.slice(Math.max(0, i - 2), i);
  if (two === '?.' || two === '&.' || two === '::' || two === '->') return 2;
  return s[i - 1] === '.' || s[i - 1] === ':' ? 1 : 0;
}

/** What type arguments may hold (`<(), LowLevel>`, `<Vec<u8>>`, `<'a, [u8; 4], &T>`, `<std::string>`): no operator, quote or brace, so a comparison `a > (b)` is none. */
const TYPE_ARGS = /^<[\p{L}\p{N}_$\s,:<>&'*()[\];?.]*>$/u;

/** Index of the `<` opening the type arguments whose `>` is at `i` in `s`, or -1 when `s[i]` closes none (a comparison, `->`, `=>`). */
function typeArgsOpen(s: string, i: number): number {
  if (s[i] !== '>' || s[i - 1] === '-' || s[i - 1] === '=') return -1;
  let depth = 0;
  for (let k = i; k >= 0; k--) {
    if (s[k] === '>') depth++;
    else if (s[k] === '<') {
      depth--;
      if (depth === 0) return TYPE_ARGS.test(s.slice(k, i + 1)) ? k : -1;
    }
  }
  return -1;
}

/**
 * Where the callee's name before an argument list opened at `k` (`listed`;
 * else the end of an operand) starts being written, past what stands
 * between it and the list: type arguments
 * (Rust's turbofish `::<…>`, `f<T>(x)` of C++, TS, C#, Java), a Rust
 * macro's `!` (`anyhow!(…)`, `vec![…]`); `k` itself when none. The name
 * itself is left to the caller. Without this the callers note showed
 * `("oh no!").context(…)` for `anyhow!("oh no!").context(…)` and
 * `(low).context(…)` for `Err::<(), LowLevel>(low).context(…)` (issue 3).
 */
function calleeHead(line: string, k: number, listed: boolean): number {
  let j = k;
  const open = typeArgsOpen(line, j - 1);
  if (open > 0) {
    j = open;
    if (line.slice(j - 2, j) === '::') j -= 2;
    // Only type arguments right after a name: `x<y>(z)` yes, `) > (z` no.
    return WORD.test(line[j - 1] ?? '') ? j : k;
  }
  if (listed && line[j - 1] === '!' && WORD.test(line[j - 2] ?? '')) return j - 1;
  return k;
}

/** Column where the receiver chain of the name starting at `col` begins (`col` itself when the name has no receiver on that line). */
function receiverStart(line: string, col: number): number {
  let start = col;
  for (;;) {
    const sep = separatorBefore(line, start);
    if (!sep) break;
    let k = start - sep;
    // The operand before the separator: a word, or a bracketed group and the word before it (`f(x).g`, `xs[0].g`).
    const at = k;
    // A postfix assertion or unwrap before the separator belongs to its operand (Kotlin `client!!.go`, TS `a!.go`, Rust `f()?.go`).
    while (k > 0 && (line[k - 1] === '!' || line[k - 1] === '?')) k--;
    while (k > 0 && (line[k - 1] === ')' || line[k - 1] === ']')) {
      const open = openerOf(line, k - 1);
      if (open < 0) break;
      k = open;
    }
    // The callee's name written before the argument list: a Rust macro's `!` (`anyhow!(…)`), type
    // arguments (Rust turbofish `Err::<(), E>(…)`, `addr.cast::<E>()`; C++, TS, C# `f<T>(x)`), also
    // those of a path's type with no list after them (`Vec::<u8>::new`, C++ `std::vector<int>::size`).
    k = calleeHead(line, k, k < at);
    while (k > 0 && WORD.test(line[k - 1])) k--;
    // Java's type arguments before a method's name, `Collections.<String>emptyList()`.
    if (k < at && line[k - 1] === '>') {
      const open = typeArgsOpen(line, k - 1);
      if (open > 0 && line[open - 1] === '.') k = open;
    }
    if (k === at) break;
    start = k;
  }
  return start;
}

/**
 * Lines above a call read to reach the start of its receiver chain, one rule
 * for the callers note (callTextIn) and the callees note (calledAsIn):
 * `client\n  .newCall(r)\n  .execute()`, `MultiLine::new(\n…\n).run()`.
 */
const CHAIN_LINES_UP = 8;

/** A call's line with the lines above it its chain continues from joined before it (joinChain): the call's columns in that text, and where its receiver chain starts. */
interface JoinedCall {
  text: string;
  col: number;
  endCol: number;
  start: number;
  /** Whether the chain's start is in `text` (false: the line above could not be joined, a blank line or past CHAIN_LINES_UP, or the operand is no name, `"a".x`). */
  whole: boolean;
}

/** `line` without a comment ending it (` // …`, ` # …` after whitespace, outside quotes): `.route("http://x") // b` → `.route("http://x")`. */
function withoutTrailingComment(line: string): string {
  let quote = '';
  for (let k = 0; k < line.length; k++) {
    const c = line[k];
    if (quote) {
      if (c === '\\') k++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if ((line.startsWith('//', k) || (c === '#' && !'[!'.includes(line[k + 1] ?? '['))) && k > 0 && /\s/.test(line[k - 1])) return line.slice(0, k);
  }
  return line;
}

/** A line holding only a comment (`//`, `#`, `--`, a block comment: its opening line and the lines after starting with `*`). */
const COMMENT_LINE = /^\s*(\/\/|#(?![[!])|--|\*|\/\*)/;

/**
 * Line `line` (1-based) of `lines` with the lines above joined in front of
 * it while the receiver chain of the call whose name spans `col`–`endCol`
 * continues from them: a separator starting the line (`client\n.go()`), or
 * an argument list or index opened above (`f(\n  x,\n).go()`), up to
 * CHAIN_LINES_UP lines (comment lines between passed over, not joined),
 * never across a blank line; indentation dropped. Undefined when the columns do not fit the line.
 */
function joinChain(lines: readonly string[], line: number, col: number, endCol: number): JoinedCall | undefined {
  let text = lines[line - 1];
  if (text === undefined || col < 0 || endCol > text.length || endCol <= col) return undefined;
  let c = col;
  let e = endCol;
  let start = receiverStart(text, c);
  for (let up = 1; separatorBefore(text, start); up++) {
    const before = text.slice(0, start - separatorBefore(text, start)).trimEnd();
    // Comment lines between two links are passed over, as the graph reads the chain (receivers.ts uncommented).
    while (up <= CHAIN_LINES_UP && COMMENT_LINE.test(lines[line - 1 - up] ?? '')) up++;
    const above = lines[line - 1 - up];
    if (up > CHAIN_LINES_UP || !(before === '' || /[)\]?!]$/.test(before)) || above === undefined || !above.trim()) return { text, col: c, endCol: e, start, whole: false };
    const indent = text.length - text.trimStart().length;
    const head = withoutTrailingComment(above).trimEnd();
    text = head + text.slice(indent);
    c += head.length - indent;
    e += head.length - indent;
    start = receiverStart(text, c);
  }
  return { text, col: c, endCol: e, start, whole: true };
}

/**
 * The receiver chain and name of the call whose name spans `col`–`endCol`
 * of line `line` (1-based) of `lines`, as written: argument lists shown as
 * `(…)` (`()` when empty), spaces squeezed — Ruby `self.GET.merge`,
 * `@repo.save`, PHP `$this->repo->save`, `static::make`, Rust
 * `self.check_config(…).map_err`, `MultiLine::new(…).run`; Ruby's `obj.send(:x)` and `xs.map(&:x)` as
 * callText shows them. A chain continued from the lines above is read from them (joinChain). Undefined
 * when the columns do not fit the line, when the chain's start is not found
 * (an operand that is no name, `"a".x`; a blank line above), or
 * when the text is longer than CALL_TEXT_MAX.
 */
export function calledAsIn(lines: readonly string[], line: number, col: number, endCol: number): string | undefined {
  const own = lines[line - 1];
  const sent = own === undefined ? undefined : sentText(own, col, endCol) ?? procText(own, col, endCol);
  if (sent) return sent;
  const j = joinChain(lines, line, col, endCol);
  if (!j?.whole) return undefined;
  const shown = collapseGroups(j.text.slice(j.start, j.endCol)).replace(/\s+/g, '');
  return shown.length <= CALL_TEXT_MAX ? shown : undefined;
}

/**
 * The call whose name spans columns `col`–`endCol` (0-based UTF-16, CallRec)
 * of source line `line`: its receiver chain and argument list as written on
 * that line, spaces squeezed; at most CALL_TEXT_MAX characters (arguments
 * shown as `(…)`, then the receiver's start as `…`). A receiver the line
 * does not hold (a chain continued from the line above) is `…` before the
 * separator: `…->map(['GET'])`. The name alone when the columns do not fit
 * the line.
 */
export function callText(line: string, col: number, endCol: number): string {
  if (col < 0 || endCol > line.length || endCol <= col) return line.slice(col, endCol).trim();
  const sent = sentText(line, col, endCol) ?? procText(line, col, endCol);
  if (sent) return sent;
  const start = receiverStart(line, col);
  // A receiver this line does not hold (a chain continued from the line above, `->map(…)`, or an
  // operand that is no word, `"a".x`) is shown as `…` before its separator, so the name does not
  // read as a plain function call.
  const sep = separatorBefore(line, start);
  const lead = sep ? `…${line.slice(start - sep, start)}` : '';
  let end = endCol;
  const args = line[end] === '(' ? closerOf(line, end) : -1;
  const open = line[end] === '(' && args < 0;
  if (args > 0) end = args;
  const head = lead + line.slice(start, endCol).replace(/\s+/g, ' ');
  const tail = open ? '(…)' : line.slice(endCol, end).replace(/\s+/g, ' ');
  const whole = `${head}${tail}`;
  if (whole.length <= CALL_TEXT_MAX) return whole;
  let short = `${head}${tail === '()' ? tail : tail ? '(…)' : ''}`;
  // Then the receiver's own argument lists (`a.b(x, y).c(…)` → `a.b(…).c(…)`).
  short = collapseGroups(short);
  if (short.length <= CALL_TEXT_MAX) return short;
  // Then the middle of the chain: its first link and as many of its last as fit (`client.….build().go(…)`).
  const first = /^…?[^.:>]*[.:>]+/.exec(short)?.[0] ?? '';
  const room = CALL_TEXT_MAX - first.length - 1;
  let rest = short.slice(short.length - room);
  const cut = rest.search(/[.:>][^.:>]/);
  if (cut > 0 && cut < rest.length - 1) rest = rest.slice(cut);
  return first && room > 8 ? `${first}…${rest}` : `…${short.slice(short.length - CALL_TEXT_MAX + 1)}`;
}

/**
 * A Ruby call made by name, `subject.send(:render, engine)` (also
 * `public_send`, `__send__`, with or without parentheses), whose name
 * `col`–`endCol` is the symbol's (langRubyCalls: a call of `render` on
 * subject): `subject.send(:render, …)`, the receiver shortened to `…` past
 * CALL_TEXT_MAX (newcomer 21 #4: it was shown as `…:render`). Undefined
 * for any other call.
 */
function sentText(line: string, col: number, endCol: number): string | undefined {
  if (line[col - 1] !== ':' || line[col - 2] === ':') return undefined;
  const m = /\b(public_send|__send__|send)(\(\s*|\s+)$/.exec(line.slice(0, col - 1));
  if (!m) return undefined;
  const start = receiverStart(line, m.index);
  const sep = separatorBefore(line, start);
  const more = line.slice(endCol).trimStart().startsWith(',') ? ', …' : '';
  const tail = `${m[1]}(:${line.slice(col, endCol)}${more})`;
  const text = `${sep ? `…${line.slice(start - sep, start)}` : ''}${line.slice(start, m.index).replace(/\s+/g, '')}${tail}`;
  return text.length <= CALL_TEXT_MAX ? text : `….${tail}`;
}

/**
 * A Ruby call made through a symbol's proc, `@users.map(&:name)` (langRubyCalls symbolProcs: a call of `name` on each
 * element), whose name `col`–`endCol` is the symbol's: the call it is passed to, `@users.map(&:name)`, the receiver
 * shortened to `…` past CALL_TEXT_MAX. Undefined for any other call.
 */
function procText(line: string, col: number, endCol: number): string | undefined {
  if (line[col - 1] !== ':' || line[col - 2] !== '&') return undefined;
  const m = /\b([A-Za-z_]\w*[?!]?)(\(\s*|\s+)$/.exec(line.slice(0, col - 2));
  if (!m) return undefined;
  const start = receiverStart(line, m.index);
  const sep = separatorBefore(line, start);
  const tail = `${m[1]}(&:${line.slice(col, endCol)})`;
  const text = `${sep ? `…${line.slice(start - sep, start)}` : ''}${line.slice(start, m.index).replace(/\s+/g, '')}${tail}`;
  return text.length <= CALL_TEXT_MAX ? text : `….${tail}`;
}

/** `s` with the inside of each outermost non-empty bracketed group (quotes honoured) shown as `…`: `a.b(x, "y)").c[0]()` → `a.b(…).c[…]()`. An unclosed group is kept as it is. */
function collapseGroups(s: string): string {
  let out = '';
  for (let k = 0; k < s.length; k++) {
    const c = s[k];
    const end = c === '(' || c === '[' ? closerOf(s, k) : -1;
    if (end < 0) {
      out += c;
      continue;
    }
    out += end - k > 2 ? `${c}…${s[end - 1]}` : s.slice(k, end);
    k = end - 1;
  }
  return out;
}

/**
 * callText of the call whose name spans `col`–`endCol` of line `line`
 * (1-based) of `lines`, reading a receiver chain continued from the lines
 * above by calledAsIn's rule (joinChain: `client\n  .newCall(request)\n
 * .execute()` is `client.newCall(request).execute()`), so the callers note
 * shows the receiver as written rather than `….execute()`; where the chain's
 * start is not reached, what was joined, its receiver shown as `…`.
 */
export function callTextIn(lines: readonly string[], line: number, col: number, endCol: number): string {
  const j = joinChain(lines, line, col, endCol);
  return j ? callText(j.text, j.col, j.endCol) : callText(lines[line - 1] ?? '', col, endCol);
}
