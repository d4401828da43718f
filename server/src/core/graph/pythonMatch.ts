/**
 * Python `match` statements (PEP 634, The Python Language Reference, "The
 * match statement"): a class pattern matches only an instance of its class,
 * so inside `case Circle():` the subject is a Circle, and `case Point(x=0) as
 * p:` (also nested, `case [Point() as a, b]:`) binds p to a Point. Binds hold
 * per definition, not per block, so as for Go's type switches (langGo
 * typeSwitches) each case gets its own name for the subject and for each
 * alias — `cmd$<line>_<col>` of the case (`$` is no Python identifier
 * character) — bound to the class, and the calls inside the case whose
 * receiver is that name (or a path on it, `cmd.shape`) are renamed to it.
 * Innermost statements first, so a nested match reusing the name shadows the
 * outer one. A pattern of several alternatives (`case A() | B():`) types
 * nothing.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';
import { typeInCase } from './caseTypes';

/** The class a case pattern node matches, as written (`Point`, `shapes.Point`), when it is one class pattern; else undefined. */
function patternClass(p: Node | null): string | undefined {
  const inner = p?.type === 'case_pattern' ? p.namedChild(0) : p;
  if (inner?.type !== 'class_pattern') return undefined;
  const name = inner.namedChild(0);
  return name?.type === 'dotted_name' ? name.text.replace(/\s+/g, '') : undefined;
}

/** `(alias, class)` of each `Cls(…) as name` inside case pattern `p` (itself included). */
function typedAliases(p: Node, out: { name: string; type: string }[] = []): { name: string; type: string }[] {
  if (p.type === 'as_pattern') {
    const kids = p.namedChildren;
    const alias = kids[kids.length - 1];
    const type = patternClass(kids[0]);
    if (type && alias?.type === 'identifier') out.push({ name: alias.text, type });
  }
  for (const c of p.namedChildren) if (c && c.type !== 'identifier' && c.type !== 'dotted_name') typedAliases(c, out);
  return out;
}

/** Types the subjects and aliases of the class patterns of the file's `match` statements (see the file header); only files whose text holds `match ` and `case `. */
export function matchCases(rec: FileRec, root: Node, src: string): void {
  if (!src.includes('match ') || !src.includes('case ')) return;
  const statements = root.descendantsOfType('match_statement');
  for (let k = statements.length - 1; k >= 0; k--) {
    const st = statements[k];
    const subject = st?.childForFieldName('subject');
    const body = st?.childForFieldName('body');
    if (!st || !body) continue;
    const subjectName = subject?.type === 'identifier' || subject?.type === 'attribute' ? subject.text.replace(/\s+/g, '') : undefined;
    for (const clause of body.namedChildren) {
      if (clause?.type !== 'case_clause') continue;
      const patterns = clause.namedChildren.filter((c) => c?.type === 'case_pattern');
      // `case A(), B():` is a tuple pattern of its own, not one class.
      if (patterns.length !== 1) continue;
      const top = patterns[0]!.namedChild(0);
      const whole = top?.type === 'as_pattern' ? patternClass(top.namedChild(0)) : patternClass(top);
      if (subjectName && whole) typeInCase(rec, clause, subjectName, whole);
      for (const a of typedAliases(patterns[0]!)) typeInCase(rec, clause, a.name, a.type);
    }
  }
}
