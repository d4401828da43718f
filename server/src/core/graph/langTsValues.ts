/**
 * TS/JS functions handed on as values, not called where they are written
 * (CallRec kind `ref`; GraphReads resolveValue): a callback argument
 * (`xs.map(helper)`, `el.addEventListener('click', this.onClick)`,
 * `setTimeout(tick, 10)`), an array element (`[before, after]`), a
 * literal's property value (`{ onClick: handle }`, `{ handle }`), a
 * returned name (`return helper`) and the value assigned to a member
 * (`el.onload = ready`). What a module exports (`module.exports = { f }`,
 * `export default { f }`) is no value handed on. Impact follows them: changing `helper` changes what
 * `xs.map(helper)` does.
 *
 * Only names that may name a function here are looked at: a function or
 * method this file defines, a name it imports or destructures, and in a
 * script (FileRec.script) any name, as other scripts' globals are unknown
 * to a file alone. `this.m` counts when a class of the file defines a method
 * `m`; `ns.f` when `ns` is imported. Arguments and array elements are found
 * by one pattern over the text, each hit checked against the tree (a comment,
 * a string or a parameter list is no value); literal properties, returns and
 * assignments come from the value places the walk kept (langTsEscapes
 * VALUE_PLACES), so no second walk of the tree is made.
 */
import type { Node } from 'web-tree-sitter';
import type { CallRec, FileRec } from './types';
import { innermostDef } from './sourceLines';

/** An argument or array element that is a name or `head.name` (JS identifiers; `$` allowed): the separator before it, the name, what follows. */
const ARGUMENT = /[(,[]\s*(?:(this|[A-Za-z_$][\w$]*)\s*\.\s*)?([A-Za-z_$][\w$]*)\s*(?=[,)\]])/g;
/** Parents of a value that is handed on: a call's or `new`'s argument list, an array literal. */
const LISTS = new Set(['arguments', 'array']);
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

/** The names file `rec` may hand on as functions: bare (`names`), as `this.m` (`methods`), and the heads `ns` of `ns.f` (`spaces`). */
interface Candidates {
  names: Set<string>;
  methods: Set<string>;
  spaces: Set<string>;
  any: boolean;
}

function candidates(rec: FileRec): Candidates {
  const names = new Set<string>();
  const methods = new Set<string>();
  const spaces = new Set<string>();
  for (const d of rec.defs) {
    if (d.kind === 'function') names.add(d.name);
    else if (d.kind === 'method') methods.add(d.name);
  }
  for (const i of rec.imports) (i.name === '*' ? spaces : names).add(i.local);
  for (const a of rec.aliases ?? []) if (!a.name.includes('.')) names.add(a.name);
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
 * the TS/JS walk kept. Each ref's `from` is the innermost definition
 * around it; `recv` is `this` or the namespace for `this.m` and `ns.f`.
 */
export function valueRefs(rec: FileRec, root: Node, src: string, walked: readonly Node[]): void {
  const c = candidates(rec);
  if (!c.any && !c.names.size && !c.methods.size && !c.spaces.size) return;
  const seen = new Set<number>();
  const add = (nameNode: Node, head: string | undefined) => {
    if (seen.has(nameNode.startIndex)) return;
    seen.add(nameNode.startIndex);
    const { row, column } = nameNode.startPosition;
    const name = src.slice(nameNode.startIndex, nameNode.endIndex);
    const call: CallRec = { name, line: row + 1, col: column, endCol: column + name.length, from: innermostDef(rec.defs, row + 1, column), kind: 'ref' };
    if (head !== undefined) call.recv = head;
    rec.calls.push(call);
  };
  // A value node: a bare name, or `head.name` with a plain head; the node naming it and its head.
  const value = (v: Node | null): void => {
    if (!v) return;
    if (v.type === 'identifier') {
      if (wanted(c, undefined, v.text)) add(v, undefined);
      return;
    }
    if (v.type !== 'member_expression') return;
    const obj = v.childForFieldName('object');
    const prop = v.childForFieldName('property');
    if (!obj || prop?.type !== 'property_identifier' || (obj.type !== 'this' && obj.type !== 'identifier')) return;
    const head = obj.type === 'this' ? 'this' : obj.text;
    if (wanted(c, head, prop.text)) add(prop, head);
  };
  ARGUMENT.lastIndex = 0;
  for (let m = ARGUMENT.exec(src); m; m = ARGUMENT.exec(src)) {
    const head = m[1];
    const name = m[2];
    if (!wanted(c, head, name)) continue;
    const at = m.index + m[0].trimEnd().length - name.length;
    const node = root.descendantForIndex(at, at + name.length);
    if (!node || node.startIndex !== at || node.endIndex !== at + name.length) continue;
    const whole = head === undefined ? node : node.parent;
    if (!whole || (head !== undefined && whole.type !== 'member_expression')) continue;
    if ((head === undefined ? node.type !== 'identifier' : node.type !== 'property_identifier') || !LISTS.has(whole.parent?.type ?? '')) continue;
    add(node, head);
  }
  for (const n of walked) {
    switch (n.type) {
      case 'shorthand_property_identifier':
        if (wanted(c, undefined, n.text) && !exporting(n.parent, src)) add(n, undefined);
        break;
      case 'pair':
        if (!exporting(n.parent, src)) value(n.childForFieldName('value'));
        break;
      case 'return_statement':
        value(n.namedChild(0));
        break;
      case 'assignment_expression': {
        const left = n.childForFieldName('left');
        if (left?.type === 'member_expression' && !EXPORTING.test(src.slice(left.startIndex, left.endIndex))) value(n.childForFieldName('right'));
        break;
      }
    }
  }
}
