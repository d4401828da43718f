/**
 * C# properties as definitions (kind `method`, as a TypeScript getter is):
 * their signature in the form C# metadata shows (`public string Name { get;
 * set; }`, `public int Area { get; }` for `public int Area => 3`), whether
 * reading one runs code the user wrote (DefRec.property), and the reads of
 * such computed properties in their own file, recorded as `read` calls
 * (propertyReads), as langTsCalls getterReads records a TS getter's.
 */
import type { Node } from 'web-tree-sitter';
import type { CallRec, DefRec, FileRec } from './types';
import { withoutComments } from './signatures';
import { SourceLines, innermostDef } from './sourceLines';

/**
 * Signature and DefRec.property of the C# `property_declaration` `node`:
 * `computed` when its getter has a body (`get { … }`, `get => …`) or the
 * property is expression-bodied (`=> expr`), else `auto` (`{ get; set; }`,
 * a setter's body alone makes no read a call). The signature is the text
 * before the accessors, on one line, then the accessors with their
 * modifiers and no bodies: `public int R { get; private set; }`.
 */
export function csharpProperty(def: DefRec, node: Node): void {
  const accessors = node.childForFieldName('accessors');
  const value = node.childForFieldName('value');
  const cut = accessors ?? value;
  let head = cut ? node.text.slice(0, cut.startIndex - node.startIndex) : node.text;
  if (head.includes('//') || head.includes('/*')) head = withoutComments(head, false);
  head = head.replace(/\s+/g, ' ').trim();
  const parts: string[] = [];
  let computed = !accessors && value?.type === 'arrow_expression_clause';
  for (const a of accessors?.namedChildren ?? []) {
    if (a?.type !== 'accessor_declaration') continue;
    const name = a.childForFieldName('name');
    if (!name) continue;
    const mods = a.namedChildren.filter((c) => c?.type === 'modifier').map((c) => c!.text);
    parts.push(`${[...mods, name.text].join(' ')};`);
    if (name.text === 'get' && a.childForFieldName('body')) computed = true;
  }
  if (!accessors && computed) parts.push('get;');
  def.signature = parts.length ? `${head} { ${parts.join(' ')} }` : head;
  def.property = computed ? 'computed' : 'auto';
}

/** Characters that may not follow a property's name for it to be a read: a call, an assignment or an update (`=>` and `==` are reads). */
const NOT_A_READ = /^\s*(?:\(|=(?![=>])|\+\+|--|(?:[-+*/%&|^]|<<|>>>?|\?\?)=)/;
/** The receiver before `.Name` / `?.Name`: `this`, `base` or a variable, then up to three fields (`this.shape.Area`), nothing dotted before it. */
const RECEIVER = /(?:^|[^\w.$])((?:this|base|[A-Za-z_]\w*)(?:\s*\.\s*[A-Za-z_]\w*){0,3})\s*\??\.\s*$/;

/**
 * Reads of the file's computed properties (DefRec.property `computed`)
 * found in its text by name, recorded as `read` calls: through a receiver
 * (`a.Area`, `this.Area`, `a?.Area`, `this.shape.Area`) or bare (`Area`,
 * C#'s implicit `this`), never when called, assigned or updated (`Area =
 * 1`, `Area++`, `Area += 1`), nor on the property's own name, in a `//`
 * comment, or in `nameof(…)`. graphResolve resolveRead keeps one only
 * where it reaches a computed property, through the receiver's type or the
 * enclosing class; a receiver of unknown type (`f().Area`) is skipped.
 * Which names are properties is known per file only (as for TS getters):
 * reads in other files are not recorded. `bare` false (Swift): only reads
 * through a receiver, a bare word there being as often an enum case, a
 * local, an argument label or a pattern's variable (newcomer 48 B-1).
 */
export function propertyReads(rec: FileRec, src: string, bare = true): void {
  const names = new Set<string>();
  for (const d of rec.defs) if (d.property === 'computed') names.add(d.name);
  if (!names.size) return;
  // The names of the definitions themselves (also of same-named members of other classes) are no reads.
  const own = new Set<string>();
  for (const d of rec.defs) if (names.has(d.name)) own.add(`${d.nameLine}:${d.nameCol}`);
  const lines = new SourceLines(src);
  for (const name of names) {
    const re = new RegExp(`(?<![\\w$@])${name}(?![\\w$])`, 'g');
    for (let m = re.exec(src); m; m = re.exec(src)) {
      const start = m.index;
      const end = start + name.length;
      if (NOT_A_READ.test(src.slice(end, end + 8))) continue;
      const line = lines.lineOf(start);
      const col = start - lines.start(line);
      if (own.has(`${line + 1}:${col}`)) continue;
      const before = src.slice(Math.max(lines.start(line), start - 160), start);
      if (before.includes('//') || /\bnameof\s*\(\s*$/.test(before)) continue;
      let recv: string | undefined;
      if (/\.\s*$/.test(before)) {
        const r = RECEIVER.exec(before);
        if (!r) continue;
        recv = r[1].replace(/\s+/g, '');
      } else if (!bare) continue;
      const call: CallRec = { name, recv, line: line + 1, col, endCol: col + name.length, from: innermostDef(rec.defs, line + 1, col), kind: 'read', args: undefined };
      rec.calls.push(call);
    }
  }
}

