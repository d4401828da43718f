/**
 * A function handed on as a value (CallRec kind `ref`) written as a bare name
 * that a local of the code around it also declares is that local's value,
 * not the function (newcomer 29 #1: express's `function(err, count) { …
 * count … }` beside `function count`, vuejs/core's `const isReadonly =
 * this._isReadonly`, cobra's `validArgsFunc := func…`, Python's `other =
 * lambda: 5; return other`). The records hold no anonymous function's
 * parameters nor untyped locals, so each occurrence of the name in the
 * enclosing definition's text is read where it stands: a declaration (`const
 * n`, `n :=`, `n = …` in Python), a parameter of a function written there
 * (`function (err, n)`, `(a, n) =>`, `n =>`, `func(n T)`, `lambda n:`), a
 * loop, `catch`, `with … as` or `except … as` variable. A name declared so
 * anywhere before the ref in its definition (Python: anywhere in it, as an
 * assignment makes a name local to the whole function) drops the ref: a value
 * left out rather than a wrong edge followed by impact. The definition's own
 * parameters are GraphReads resolveValue's (shadowedLocally). In JavaScript
 * and Python a bare call or construction of an imported name a local so
 * declares is dropped alike (dropLocalValues: express's `var View =
 * this.get('view'); new View()`).
 */
import type { CallRec, DefRec, FileRec } from './types';
import { SourceLines } from './sourceLines';
import { closingBracket } from '../text';

/**
 * Where a local declared by an occurrence of a name reaches: `block` to the end of the block around it (`const`, `let`,
 * Go `x :=`), `header` the block after the statement it opens (`for (const x of …) {`, `catch (e) {`, Go `for _, x :=
 * range …`, `if x := f(); …`), `body` the body of the function whose parameter it is (`function (err, x) {…}`, `(a, x)
 * => …`, `func(x T) {…}`), `expr` the expression after a Python lambda's parameters, `function` the whole definition
 * (Python's assignments, loops and `with … as`; a JS `var`).
 */
type Reach = 'block' | 'header' | 'body' | 'expr' | 'function';

/** Per language: what the occurrence of a name between `before` and `after` (the text around it) declares, or null. */
type Declares = (before: string, after: string) => Reach | null;

const TS_DECLARES: Declares = (before, after) => {
  // In an object pattern a name before `:` is the property read, the local is after it (`const { provide: provideOptions } = o`).
  if (/^\s*:(?!:)/.test(after) && /\b(?:const|let|var)\s+\{[^=;]*$/.test(before)) return null;
  if (/\bfor\s*\(\s*(?:const|let|var)\s+(?:[{[][^=;]*)?$/.test(before) || /\bcatch\s*\(\s*$/.test(before)) return 'header';
  // `var n`: the whole function (hoisted); `const n`, `let { a, n }`, `let [n]`: the block.
  if (/\bvar\s+(?:[{[][^=;]*)?$/.test(before)) return 'function';
  if (/\b(?:const|let)\s+(?:[{[][^=;]*)?$/.test(before)) return 'block';
  // A further declarator: `const a = 1, n = 2` (a default parameter `(a, n = 3) =>` reads as one too: both are locals).
  if (/,\s*$/.test(before) && /^\s*=(?![=>])/.test(after)) return 'block';
  // An arrow's parameter: `n => …`, `(a, n) => …`, `(n: T) => …`; a function expression's or declaration's: `function (err, n)`.
  // Only a name where a parameter's name stands (after `(` or `,`), not its type (`(other: Other) =>`, `function f(o: Other)`).
  const named = /(?:^|[(,])\s*(?:\.\.\.|(?:public|private|protected|readonly|override)\s+)*$/.test(before);
  if (/^\s*=>/.test(after) || (named && (/^\s*(?:[?:][^()=;{}]*)?(?:,[^()]*)?\)\s*(?::[^=;{}]*)?=>/.test(after) || /\bfunction\b[^(){};]*\([^()]*$/.test(before)))) return 'body';
  return null;
};

const PY_DECLARES: Declares = (before, after) => {
  // `n = …`, `n: T = …`, `a, n = …`, `n += 1` at a statement's start; not `f(n=1)` nor `self.n = …`.
  if (/(?:^|\n)[ \t]*(?:[A-Za-z_]\w*[ \t]*,[ \t]*)*$/.test(before) && /^[ \t]*(?:,[^=\n]*)?(?::[^=\n]*)?[-+*/%&|^@]?=(?!=)/.test(after)) return 'function';
  if (/^\s*:=/.test(after) || (/\bfor\s+[\w\s,()[\]]*$/.test(before) && /^[\w\s,()[\]]*\bin\b/.test(after)) || /\bas\s+$/.test(before)) return 'function';
  if (/\blambda\b[^:\n]*$/.test(before)) return 'expr';
  return null;
};

const GO_DECLARES: Declares = (before, after) => {
  // `n := …`, `n, err := …`, `a, n := …`; in a `for`, `if`, `switch` header the block after it.
  if (/^\s*(?:,\s*[A-Za-z_]\w*\s*)*:=/.test(after) || /\bvar\s+(?:\(\s*[^)]*)?$/.test(before)) return /\b(?:for|if|switch|select)\b[^\n{]*$/.test(before) ? 'header' : 'block';
  // A function literal's parameter: `func(c *Command, n []string) {…}`.
  if (/\bfunc\s*\([^()]*$/.test(before)) return 'body';
  return null;
};

const DECLARES: Record<string, Declares> = { typescript: TS_DECLARES, tsx: TS_DECLARES, javascript: TS_DECLARES, python: PY_DECLARES, go: GO_DECLARES };

/** The offset of the `}` closing the `{` at `open`, or the text's end when none does. */
function blockClose(src: string, open: number): number {
  const end = closingBracket(src, open);
  return end < 0 ? src.length : end;
}

/** The offset where the expression starting at `from` ends: an unmatched closing bracket, or a `,`, `;` or line end outside brackets. */
function expressionEnd(src: string, from: number): number {
  let depth = 0;
  for (let i = from; i < src.length; i++) {
    const ch = src.charAt(i);
    if (ch === '{' || ch === '(' || ch === '[') depth++;
    else if (ch === '}' || ch === ')' || ch === ']') {
      if (depth === 0) return i;
      depth--;
    } else if (depth === 0 && (ch === ',' || ch === ';' || ch === '\n')) return i;
  }
  return src.length;
}

/** The offset of the unmatched `}` closing the block around offset `from` (brackets counted), or the text's end. */
function blockEnd(src: string, from: number): number {
  let depth = 0;
  for (let i = from; i < src.length; i++) {
    const ch = src.charAt(i);
    if (ch === '{' || ch === '(' || ch === '[') depth++;
    else if (ch === '}' || ch === ')' || ch === ']') {
      if (depth === 0 && ch === '}') return i;
      depth = Math.max(0, depth - 1);
    }
  }
  return src.length;
}

/** Where a local declared at offset `at` with reach `reach` stops being in effect (see Reach). */
function reachEnd(src: string, at: number, reach: Reach): number {
  if (reach === 'function') return src.length;
  if (reach === 'expr') return expressionEnd(src, src.indexOf(':', at) + 1);
  if (reach === 'block') return blockEnd(src, at);
  // `header` and `body`: past the parameter list or header, the block (or an arrow's expression) after it.
  let i = at;
  for (let depth = 0; i < src.length; i++) {
    const ch = src.charAt(i);
    if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') {
      if (depth === 0) break;
      depth--;
    } else if (ch === '{' && depth === 0) break;
    else if (depth === 0 && src.startsWith('=>', i)) break;
  }
  const arrow = src.indexOf('=>', i);
  const brace = src.indexOf('{', i);
  if (arrow >= 0 && (brace < 0 || arrow < brace)) {
    let k = arrow + 2;
    while (/\s/.test(src.charAt(k))) k++;
    return src.charAt(k) === '{' ? blockClose(src, k) : expressionEnd(src, k);
  }
  return brace < 0 ? src.length : blockClose(src, brace);
}

/** A TS/JS `var|let|const name` (group: the name). */
const TS_PLAIN_LOCALS = /\b(?:var|let|const)\s+([A-Za-z_$][\w$]*)/g;
/** A Python `name = …` or `name: T = …` at a line's start (group: the name). */
const PY_PLAIN_LOCALS = /^[ \t]+([A-Za-z_]\w*)[ \t]*(?::[^=\n]*)?=(?!=)/gm;

/** Whether `d` (a definition of `rec`) is written on the line of offset `at`: `const n = () => …` declares the function itself. */
function definesAt(defs: readonly DefRec[], name: string, line: number): boolean {
  return defs.some((d) => d.name === name && d.line === line);
}

/**
 * Drops from `rec.calls` each bare `ref` whose name a local declares in the
 * code around it (see the file header); `src` is the file's text, `lang` its
 * language id, `lines` its lines (a caller that read them already passes them). Other languages and refs through a receiver are kept. Python
 * and Go refs at a module's top level are kept (a module-level name is the
 * module's), TS/JS ones are checked against the file's text before them
 * (callbacks at the top level are no definitions of their own).
 */
export function dropLocalValues(rec: FileRec, src: string, lang: string, lines = new SourceLines(src)): void {
  const declares = DECLARES[lang];
  // A bare call of an imported name a local declares too (express's `var View = this.get('view'); new View(name)` beside
  // `var View = require('./view')`; Python's `helper = registry.get("h"); helper()`) calls the local's value, not the import
  // (newcomer 48 B-6): dropped as a ref is. (Only imported names are looked at: other bare calls resolve through the scope.)
  // JavaScript and Python only: a TypeScript file's imports are typed, and its locals rarely reuse their names, so its
  // extraction is spared the look (measured on vuejs/core: ~1.5% of it).
  const imported = lang === 'javascript' || lang === 'python' ? new Set(rec.imports.map((i) => i.local)) : undefined;
  const asked = (c: CallRec) => c.recv === undefined && (c.kind === 'ref' || (!!imported?.has(c.name) && (c.kind === 'call' || c.kind === 'new')));
  if (!declares || !rec.calls.some(asked)) return;
  // The names the text declares as plain variables (`var View = …`, `helper = …` at a line's start in Python), read once per
  // file: a call of an imported name is looked at only when one of them bears it (an imported `expect` called in every
  // test of a file is then never scanned for).
  let plain: Set<string> | undefined;
  const mayDeclare = (n: string): boolean => {
    if (!plain) {
      plain = new Set();
      const re = lang === 'python' ? PY_PLAIN_LOCALS : TS_PLAIN_LOCALS;
      re.lastIndex = 0;
      for (let m = re.exec(src); m; m = re.exec(src)) plain.add(m[1]);
    }
    return plain.has(n);
  };
  const offset = (line: number, col: number) => (lines.start(line - 1) ?? src.length) + col;
  const python = lang === 'python';
  const dropped = new Set<CallRec>();
  for (const c of rec.calls) {
    if (!asked(c)) continue;
    const called = c.kind !== 'ref';
    // A call of an imported name is looked at only when the file declares a plain variable of that name (mayDeclare).
    if (called && !mayDeclare(c.name)) continue;
    const d = c.from >= 0 ? rec.defs[c.from] : undefined;
    if (!d && lang !== 'javascript' && lang !== 'typescript' && lang !== 'tsx') continue;
    const at = offset(c.line, c.col);
    const from = d ? offset(d.line, d.col) : 0;
    const to = python && d ? offset(d.endLine, d.endCol) : at;
    const n = c.name;
    for (let j = src.indexOf(n, from); j >= 0 && j < to; j = src.indexOf(n, j + n.length)) {
      if (j === at || /[\w$]/.test(src.charAt(j - 1)) || /[\w$]/.test(src.charAt(j + n.length))) continue;
      const before = src.slice(Math.max(from, j - 160), j);
      const after = src.slice(j + n.length, j + n.length + 160);
      // A local holding the import itself (`const View = require('./view')`, a function's own `from m import f`) is the import.
      if (called && (/^\s*=\s*(?:await\s+)?require\s*\(/.test(after) || /\b(?:import|from)\b[^\n]*$/.test(before))) continue;
      const reach = declares(before, after);
      // `const { ref, props } = parent.vnode`: the block's end is sought past the pattern's own closing bracket (vuejs/core's
      // createInnerComp, newcomer 31 #2).
      const pattern = reach === 'block' ? /\b(?:const|let)\s+([{[])[^=;]*$/.exec(before) : null;
      const start = pattern ? closingBracket(src, j - before.length + pattern.index + pattern[0].indexOf(pattern[1])) + 1 : j + n.length;
      if (!reach || definesAt(rec.defs, n, lines.lineOf(j) + 1) || at > reachEnd(src, Math.max(start, j + n.length), reach)) continue;
      dropped.add(c);
      break;
    }
  }
  if (dropped.size) rec.calls = rec.calls.filter((c) => !dropped.has(c));
}
