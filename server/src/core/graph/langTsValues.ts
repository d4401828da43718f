/**
 * TS/JS functions handed on as values, not called where they are written
 * (CallRec kind `ref`; GraphReads resolveValue): a callback argument
 * (`xs.map(helper)`, `el.addEventListener('click', this.onClick)`,
 * `setTimeout(tick, 10)`), an array element (`[before, after]`), a
 * literal's property value (`{ onClick: handle }`, `{ handle }`), a
 * returned name (`return helper`), an assigned or declared one (`el.onload =
 * ready`, `fn = helper`, `const cb = this.onTick` (not an alias `const f =
 * helper`), a default `cb = helper`), a
 * JSX attribute's (`onClick={handle}`), a branch (`c ? f : g`, `f || noop`), an
 * arrow's body (`() => helper`), each also as `x.bind(this)`. What a module exports (`module.exports = { f }`,
 * `export default { f }`) is no value handed on. Impact follows them: changing `helper` changes what
 * `xs.map(helper)` does.
 *
 * Only names that may name a function here are looked at: a function or
 * method this file defines, a name it imports or destructures, and in a
 * script (FileRec.script) any name, as other scripts' globals are unknown
 * to a file alone. `this.m` counts when a class of the file defines a method
 * `m`; `ns.f` when `ns` is imported. Arguments and array elements are found
 * by patterns over the text, each hit checked against the smallest node
 * spanning its separator and the name (a comment, a string or a parameter list
 * is no value); literal properties and returns come from the value places the
 * walk kept (langTsEscapes VALUE_PLACES), so no second walk of the tree is
 * made. A local of the name (valueLocals) drops the ref.
 */
import type { Node } from 'web-tree-sitter';
import type { CallRec, FileRec } from './types';
import { innermostDef, type SourceLines } from './sourceLines';

/** An optional `.bind(…)` after a name: `onerror: logerror.bind(this)` hands logerror on. */
const BOUND = String.raw`(?:\s*\.\s*bind\s*\([^()]*\))?`;
/** A name, or `head.name` with `head` a JS identifier or `this` (groups: head, name), then an optional `.bind(…)`. The name is
 * taken whole (a lookahead and its backreference: no backtracking into it, which made the pattern twice as slow on vuejs/core). */
const named = (g: number) => String.raw`(?:(this|[A-Za-z_$][\w$]*)\s*\.\s*)?(?=([A-Za-z_$][\w$]*))` + '\\' + g + BOUND;
/**
 * The places a name is handed on where the text alone tells them, one alternative each, in one pattern so the text is
 * scanned once (five scans of their own cost ~10% of vuejs/core's extraction). Each alternative's groups are a head and a
 * name; which pair is set tells the place (VALUE_KINDS):
 * 1. an argument or array element: `(`, `,` or `[`, the name, then `,` `)` `]`;
 * 2. `= helper`, `= this.onClick.bind(this)` ending an assignment, a declarator or a default value (`||=` too; not `==`,
 *    `=>`, `<=`…);
 * 3. a JSX attribute's value `onClick={handle}`, `onClick={this.onClick}`;
 * 4. a branch of a conditional or logical expression: `c ? toShallow : toReactive`, `handler || noop`, `enabled && onClick`,
 *    `f ?? helper`;
 * 5. an arrow whose body is the name: `() => helper`, `(x) => this.onClick`.
 * Each alternative starts with a different separator, so one never hides another's match but inside a `.bind(…)`.
 */
/** TypeScript casts after a declared value, `persistImpl as unknown as Persist` (zustand's middleware), `f as typeof f`. */
const CASTS = String.raw`(?:\s+as\s+(?:typeof\s+)?[A-Za-z_$][\w$.]*)*`;
const HANDED_ON = new RegExp(
  [
    String.raw`[(,[]\s*${named(2)}\s*(?=[,)\]])`,
    String.raw`=(?<![=!<>]=)(?![=>])\s*${named(4)}${CASTS}[ \t]*(?=[;,)\r\n]|$)`,
    String.raw`=\s*\{\s*${named(6)}\s*\}`,
    String.raw`(?:\?\??|:|\|\||&&)\s*${named(8)}\s*(?=[,;)\]}:?\r\n]|$)`,
    String.raw`=>\s*${named(10)}[ \t]*(?=[,;)\]}\r\n]|$)`,
  ].join('|'),
  'g',
);
/** Per alternative of HANDED_ON: the nodes its match's smallest span (separator to name) may be. */
const VALUE_KINDS: readonly ReadonlySet<string>[] = [
  // A call's or `new`'s argument list, an array literal.
  new Set(['arguments', 'array']),
  // An assignment (`f = helper`, `el.onload = ready`), a declarator (`const cb = this.onTick`), a default (`cb = helper`).
  new Set(['assignment_expression', 'augmented_assignment_expression', 'variable_declarator', 'assignment_pattern', 'required_parameter', 'optional_parameter']),
  // A JSX attribute's value.
  new Set(['jsx_expression']),
  // A ternary; a logical `||`, `&&`, `??`, never a comparison, whose operators the pattern does not take.
  new Set(['ternary_expression', 'binary_expression']),
  // An arrow function.
  new Set(['arrow_function']),
];
/** The JSX alternative of HANDED_ON, whose smallest span starts at its `{`. */
const JSX_KIND = 2;
/** Blanks as the patterns' `\s`, sticky: skipped to find where a match's name starts. */
const BLANKS = /\s*/y;
/** A value that ends its statement or property where a sticky match stops: `;`, `,`, `}`, `)`, a line's end, a comment. */
const ENDS = String.raw`[ \t]*(?=[;,})\r\n]|\/[/*]|$)`;
/** An optional TypeScript cast after a property's value: `hydrate: hydrateSuspense as typeof hydrateSuspense`. */
const CAST = String.raw`(?:\s+as\s+(?:typeof\s+)?[A-Za-z_$][\w$.]*)?`;
/** `return helper`, `return this.onClick` at a return statement's start. */
const RETURNED = new RegExp(String.raw`return[ \t]+(?:(this|[A-Za-z_$][\w$]*)[ \t]*\.[ \t]*)?(?=([A-Za-z_$][\w$]*))\2${BOUND}${ENDS}`, 'yd');
/** `key: helper`, `'key': this.onClick` at a literal property's start (a computed key is left out). */
const PROPERTY = new RegExp(String.raw`(?:[A-Za-z_$][\w$]*|'[^'\n]*'|"[^"\n]*"|\d+)\s*:\s*(?:(this|[A-Za-z_$][\w$]*)\s*\.\s*)?(?=([A-Za-z_$][\w$]*))\2${BOUND}${CAST}${ENDS}`, 'yd');
/** A JS name at a shorthand property's start. */
const NAME = /[A-Za-z_$][\w$]*/y;
/** Left sides whose assignment exports rather than hands on (`module.exports = f`, `exports.f = f`: an export, GraphModules). */
const EXPORTING = /^(?:module\s*\.\s*exports|exports)\b/;

/**
 * Whether object literal `obj` is what a module exports (`module.exports = {…}`, `exports.api = {…}`,
 * `export default {…}`, `export = {…}`): its names are exported, not handed on to a caller.
 */
function exporting(obj: Node | null, src: string): boolean {
  const p = obj?.parent;
  if (!p) return false;
  if (p.type === 'export_statement') return true;
  if (p.type !== 'assignment_expression') return false;
  const left = p.childForFieldName('left');
  return !!left && EXPORTING.test(src.slice(left.startIndex, left.endIndex));
}

/** Whether declarator `d` (`persist = persistImpl`) is a definition of `rec` (a module const the walk listed), not a local alias. */
function declaresDefinition(rec: FileRec, d: Node): boolean {
  const name = d.childForFieldName('name');
  if (name?.type !== 'identifier') return false;
  const line = name.startPosition.row + 1;
  const col = name.startPosition.column;
  return rec.defs.some((x) => x.nameLine === line && x.nameCol === col && x.kind === 'const');
}

/** The names file `rec` may hand on as functions: bare (`names`), as `this.m` (`methods`), and the heads `ns` of `ns.f` (`spaces`). */
interface Candidates {
  names: Set<string>;
  methods: Set<string>;
  spaces: Set<string>;
  any: boolean;
}

/** `this.x = true`, `this.x = 0`, `this.x = [..]`…: a field holding data under a method's name (2048's `keepPlaying`). */
const DATA_FIELD = /\bthis\s*\.\s*([A-Za-z_$][\w$]*)\s*=\s*(?:true|false|null|undefined|\d|['"`[{]|new\b)/g;

function candidates(rec: FileRec, src: string): Candidates {
  const names = new Set<string>();
  const methods = new Set<string>();
  const spaces = new Set<string>();
  for (const d of rec.defs) {
    if (d.kind === 'function') names.add(d.name);
    else if (d.kind === 'method') methods.add(d.name);
  }
  for (const i of rec.imports) (i.name === '*' ? spaces : names).add(i.local);
  for (const a of rec.aliases ?? []) if (!a.name.includes('.')) names.add(a.name);
  // A method whose name also holds data in the file (`this.keepPlaying = true`): `this.keepPlaying` may read the data.
  if (methods.size && src.includes('this')) for (const m of src.matchAll(DATA_FIELD)) methods.delete(m[1]);
  return { names, methods, spaces, any: !!rec.script };
}

/** Whether `head.name` (head undefined: a bare name) may hand on a function of `c`. */
function wanted(c: Candidates, head: string | undefined, name: string): boolean {
  if (head === undefined) return c.any || c.names.has(name);
  if (head === 'this') return c.methods.has(name);
  return c.spaces.has(head) || c.names.has(head);
}

/**
 * Adds a `ref` CallRec to `rec.calls` for each function file `rec` hands on
 * as a value (see the file header). `root` is the file's tree, `src` its
 * text (indices are UTF-16 units, as the tree's), `walked` the value places
 * the TS/JS walk kept, `lines` the text's lines (shared with valueLocals).
 * Each ref's `from` is the innermost definition
 * around it; `recv` is `this` or the namespace for `this.m` and `ns.f`.
 */
export function valueRefs(rec: FileRec, root: Node, src: string, walked: readonly Node[], lines: SourceLines): void {
  const c = candidates(rec, src);
  if (!c.any && !c.names.size && !c.methods.size && !c.spaces.size) return;
  const seen = new Set<number>();
  // Refs are found in the text and placed by its lines: no call into the parser for a name no one wants, and no node's
  // parent read for one that is (web-tree-sitter reads a parent by walking from the root).
  const add = (at: number, name: string, head: string | undefined) => {
    if (seen.has(at)) return;
    seen.add(at);
    const { line, col } = lines.place(at);
    const call: CallRec = { name, line, col, endCol: col + name.length, from: innermostDef(rec.defs, line, col), kind: 'ref' };
    if (head !== undefined) call.recv = head;
    rec.calls.push(call);
  };
  // A sticky match of `re` at `at` in value place `n`, added when `c` wants its head and name.
  const valueAt = (re: RegExp, at: number, n: Node): void => {
    re.lastIndex = at;
    const m = re.exec(src);
    if (!m || !wanted(c, m[1], m[2])) return;
    if (n.type === 'pair' && exporting(n.parent, src)) return;
    add(m.indices![2][0], m[2], m[1]);
  };
  // Each match is checked against the smallest node spanning its separator (`(`, `,`, `[`, `=`, `{`) and the name: the
  // argument list or array, the assignment or declarator, the JSX expression holding the name directly (else a comment, a
  // string, a parameter list, a subscript, a parenthesised expression, a comparison…). Refs are added per place in the
  // order of VALUE_KINDS, as five scans of their own added them.
  const found: [at: number, name: string, head: string | undefined][][] = [[], [], [], [], []];
  const jsx = rec.lang !== 'typescript';
  HANDED_ON.lastIndex = 0;
  for (let m = HANDED_ON.exec(src); m; m = HANDED_ON.exec(src)) {
    let k = 0;
    while (m[2 * k + 2] === undefined) k++;
    const head = m[2 * k + 1];
    const name = m[2 * k + 2];
    // `.bind(…)`'s arguments are looked at too: `SubVue.extend = extendCtor.bind(SubVue)` hands both on.
    if (m[0].includes('bind')) {
      const open = m[0].lastIndexOf('(');
      if (open > 0) HANDED_ON.lastIndex = m.index + open;
    }
    if (!wanted(c, head, name) || (k === JSX_KIND && !jsx)) continue;
    // Where the name starts: past the separator, blanks, and `head .`.
    const sep = k === JSX_KIND ? src.indexOf('{', m.index) : m.index;
    BLANKS.lastIndex = k === JSX_KIND ? sep + 1 : m.index + (k === 4 || (k === 3 && src.charCodeAt(m.index + 1) === src.charCodeAt(m.index) && src[m.index] !== ':') ? 2 : 1);
    BLANKS.exec(src);
    if (head !== undefined) {
      BLANKS.lastIndex += head.length;
      BLANKS.exec(src);
      BLANKS.lastIndex++;
      BLANKS.exec(src);
    }
    const at = BLANKS.lastIndex;
    const span = root.descendantForIndex(sep, at + name.length);
    if (!span || !VALUE_KINDS[k].has(span.type)) continue;
    // `module.exports = helper`, `exports.f = f`: an export; `this.f = g`, `this.onClose = this.close.bind(this)`: an alias
    // whose calls `this.f()` are the function's own (FileRec.aliases).
    if (span.type === 'assignment_expression') {
      const left = src.slice(span.startIndex, m.index);
      if (EXPORTING.test(left) || /^this\b/.test(left)) continue;
    }
    // `var resolve = path.resolve`, `var a = readIt`: an alias, whose calls are the function's own (FileRec.aliases); only
    // `const cb = this.onTick` hands a method on (its `this` is lost), and a module const that is a definition of its own
    // (`export const persist = persistImpl as unknown as Persist`, zustand; newcomer 45 #1), whose callers call the function.
    if (span.type === 'variable_declarator' && head !== 'this' && !declaresDefinition(rec, span)) continue;
    found[k].push([at, name, head]);
  }
  for (const hits of found) for (const [at, name, head] of hits) add(at, name, head);
  for (const n of walked) {
    switch (n.type) {
      case 'shorthand_property_identifier': {
        NAME.lastIndex = n.startIndex;
        const name = NAME.exec(src)?.[0];
        if (name && wanted(c, undefined, name) && !exporting(n.parent, src)) add(n.startIndex, name, undefined);
        break;
      }
      case 'pair':
        valueAt(PROPERTY, n.startIndex, n);
        break;
      case 'return_statement':
        valueAt(RETURNED, n.startIndex, n);
        break;
    }
  }
}
