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
 * parameters are GraphReads resolveValue's (shadowedLocally).
 */
import type { CallRec, DefRec, FileRec } from './types';
import { SourceLines } from './sourceLines';

/** Per language: whether the occurrence of a name between `before` and `after` (the text around it) declares a local. */
type Declares = (before: string, after: string) => boolean;

const TS_DECLARES: Declares = (before, after) =>
  // `const n`, `let { a, n }`, `var [n]`, `for (const n of …)`.
  /\b(?:const|let|var)\s+(?:[{[][^=;]*)?$/.test(before) ||
  // A further declarator or a default parameter: `const a = 1, n = 2`, `(a, n = 3) =>`.
  (/,\s*$/.test(before) && /^\s*=(?![=>])/.test(after)) ||
  // An arrow's parameter: `n => …`, `(a, n) => …`, `(n: T) => …`.
  /^\s*=>/.test(after) ||
  /^\s*(?:[?:][^()=;{}]*)?(?:,[^()]*)?\)\s*(?::[^=;{}]*)?=>/.test(after) ||
  // A function expression's or declaration's parameter: `function (err, n)`, `function f(n)`.
  /\bfunction\b[^(){};]*\([^()]*$/.test(before) ||
  /\bcatch\s*\(\s*$/.test(before);

const PY_DECLARES: Declares = (before, after) =>
  // `n = …`, `n: T = …`, `a, n = …`, `n += 1` at a statement's start; not `f(n=1)` nor `self.n = …`.
  (/(?:^|\n)[ \t]*(?:[A-Za-z_]\w*[ \t]*,[ \t]*)*$/.test(before) && /^[ \t]*(?:,[^=\n]*)?(?::[^=\n]*)?[-+*/%&|^@]?=(?!=)/.test(after)) ||
  /^\s*:=/.test(after) ||
  (/\bfor\s+[\w\s,()[\]]*$/.test(before) && /^[\w\s,()[\]]*\bin\b/.test(after)) ||
  /\bas\s+$/.test(before) ||
  /\blambda\b[^:\n]*$/.test(before);

const GO_DECLARES: Declares = (before, after) =>
  // `n := …`, `n, err := …`, `a, n := …`, `for _, n := range …`.
  /^\s*(?:,\s*[A-Za-z_]\w*\s*)*:=/.test(after) ||
  /\bvar\s+(?:\(\s*[^)]*)?$/.test(before) ||
  // A function literal's parameter: `func(c *Command, n []string)`.
  /\bfunc\s*\([^()]*$/.test(before);

const DECLARES: Record<string, Declares> = { typescript: TS_DECLARES, tsx: TS_DECLARES, javascript: TS_DECLARES, python: PY_DECLARES, go: GO_DECLARES };

/** Whether `d` (a definition of `rec`) is written on the line of offset `at`: `const n = () => …` declares the function itself. */
function definesAt(defs: readonly DefRec[], name: string, line: number): boolean {
  return defs.some((d) => d.name === name && d.line === line);
}

/**
 * Drops from `rec.calls` each bare `ref` whose name a local declares in the
 * code around it (see the file header); `src` is the file's text, `lang` its
 * language id. Other languages and refs through a receiver are kept. Python
 * and Go refs at a module's top level are kept (a module-level name is the
 * module's), TS/JS ones are checked against the file's text before them
 * (callbacks at the top level are no definitions of their own).
 */
export function dropLocalValues(rec: FileRec, src: string, lang: string): void {
  const declares = DECLARES[lang];
  if (!declares || !rec.calls.some((c) => c.kind === 'ref' && c.recv === undefined)) return;
  const lines = new SourceLines(src);
  const offset = (line: number, col: number) => (lines.start(line - 1) ?? src.length) + col;
  const python = lang === 'python';
  const dropped = new Set<CallRec>();
  for (const c of rec.calls) {
    if (c.kind !== 'ref' || c.recv !== undefined) continue;
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
      if (!declares(before, after) || definesAt(rec.defs, n, lines.lineOf(j) + 1)) continue;
      dropped.add(c);
      break;
    }
  }
  if (dropped.size) rec.calls = rec.calls.filter((c) => !dropped.has(c));
}
