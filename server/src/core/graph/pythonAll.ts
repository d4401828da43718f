/**
 * A Python module's `__all__` and what a star import takes from it
 * (Python Language Reference, "The import statement": `from m import *`
 * binds the names m's `__all__` lists, else every name of m not starting
 * with an underscore). langPython's finish records a module-level
 * `__all__` written as literals (`__all__ = ["a", "b"]`, a tuple, `+=`,
 * `.append("c")`, `.extend([…])`) as FileRec.exports, one `{ name }` per
 * listed name; an `__all__` built any other way (`["a"] + b.__all__`) is
 * not read, and the module is taken as having none. graphModules follows
 * star imports through pythonStarOffers.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';

/**
 * Records the module-level `__all__` of a Python module (`root`: its tree)
 * in `rec.exports`, when every statement that sets it is a literal list or
 * tuple of plain strings (see the file header); else records nothing.
 */
export function moduleAll(rec: FileRec, root: Node): void {
  const names: string[] = [];
  for (const st of root.namedChildren) {
    const e = st?.type === 'expression_statement' ? st.namedChild(0) : null;
    if (!e || !e.text.includes('__all__')) continue;
    let listed: string[] | null = null;
    const left = e.childForFieldName('left');
    if ((e.type === 'assignment' || e.type === 'augmented_assignment') && left?.text === '__all__') {
      listed = strings(e.childForFieldName('right'));
      if (listed && e.type === 'assignment') names.length = 0;
    } else if (e.type === 'call') {
      const fn = e.childForFieldName('function');
      const method = fn?.type === 'attribute' && fn.childForFieldName('object')?.text === '__all__' ? fn.childForFieldName('attribute')?.text : undefined;
      if (!method) continue;
      const arg = e.childForFieldName('arguments')?.namedChild(0) ?? null;
      listed = method === 'append' ? strings(arg, true) : method === 'extend' ? strings(arg) : null;
    } else continue;
    // An `__all__` not written as literals: which names it holds is not known.
    if (!listed) return;
    names.push(...listed);
  }
  for (const name of new Set(names)) rec.exports.push({ name });
}

/** The plain strings of a list or tuple literal `n` (`one`: `n` is one string), else null. */
function strings(n: Node | null, one = false): string[] | null {
  const items = one ? [n] : n?.type === 'list' || n?.type === 'tuple' ? n.namedChildren : null;
  if (!items) return null;
  const out: string[] = [];
  for (const s of items) {
    // `"name"`: string_start, string_content, string_end, nothing interpolated.
    if (s?.type !== 'string' || s.namedChildCount !== 3 || s.namedChild(1)?.type !== 'string_content') return null;
    out.push(s.namedChild(1)!.text);
  }
  return out;
}

/**
 * Whether `from m import *` binds `name`, `mrec` being m's record: a name
 * m's `__all__` lists (FileRec.exports of a Python module), else, without
 * one, any name not starting with an underscore.
 */
export function pythonStarOffers(mrec: FileRec, name: string): boolean {
  return mrec.exports.length ? mrec.exports.some((e) => e.name === name) : !name.startsWith('_');
}
