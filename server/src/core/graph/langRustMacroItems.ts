/**
 * Rust macros invoked at item level (issue 3): `make_getter!(answer, 42);`
 * or `my_macro! { fn helper() {} }` at a file's or an inline module's top
 * level may define items the graph never sees, since it expands no macro.
 * Each such invocation is kept as FileRec.itemMacros (the note under callees
 * names them for a bare call that resolves to nothing: unresolvedCalls.ts
 * macroHint), and a function its tokens write literally, `fn helper(…) {…}`,
 * is defined.
 */
import type { Node } from 'web-tree-sitter';
import type { FileBuilder } from './fileBuilder';
import { tokensOf } from './langRustTokens';

/**
 * Whether macro invocation `inv` stands where an item does: directly in a
 * file or an inline module's body (`mod m { … }`), also as a statement
 * ending in `;` (`make_getter!(answer, 42);`, which the grammar reads as an
 * expression statement at the top level). Not inside a function, an impl or
 * a trait (whose items are methods, and a function's are local).
 */
function atItemLevel(inv: Node): boolean {
  const at = inv.parent?.type === 'expression_statement' ? inv.parent : inv;
  const holder = at.parent;
  return holder?.type === 'source_file' || (holder?.type === 'declaration_list' && holder.parent?.type === 'mod_item');
}

/**
 * For the token tree `tree` of a macro invocation (LangSpec `tokens`): when
 * the invocation stands at item level (atItemLevel), records it as
 * FileRec.itemMacros `{name, line, endLine}` (the macro's name as written,
 * `my_macro`, `paste::paste`; 1-based lines of the whole invocation) and
 * defines each function its tokens write literally (literalFunctions).
 */
export function rustMacroItems(tree: Node, b: FileBuilder): void {
  const inv = tree.parent;
  if (inv?.type !== 'macro_invocation' || !atItemLevel(inv)) return;
  const name = inv.childForFieldName('macro') ?? inv.namedChild(0);
  if (!name || name.id === tree.id) return;
  (b.rec.itemMacros ??= []).push({ name: b.text(name).replace(/\s+/g, ''), line: inv.startPosition.row + 1, endLine: inv.endPosition.row + 1 });
  literalFunctions(tree, b);
}

/**
 * Functions written literally in an item-level macro's tokens: `fn`, a
 * name (no `$name` metavariable: the grammar reads `$` apart), optional
 * generics, a `(…)` group, then a `{…}` body before any `;` or next `fn`
 * (`my_macro! { pub fn literal_fn() -> u32 { 7 } }`), defined as a function
 * of kind `function` spanning `fn` to its body. The rule holds for the
 * macros that pass items through (cfg_if's branches, lazy or attribute-like
 * wrappers): a macro keeping the tokens `fn name(…) {…}` defines `name`;
 * one rewriting names would not, and is rare. Also read inside a `{…}`
 * group after `else` (a keyword the grammar gives as an identifier there) or after an attribute `#[…]` (cfg_if!'s `if
 * #[cfg(unix)] { fn a() {} } else { fn a() {} }`); never in other groups, whose
 * functions may be an impl's methods. Comments are no tokens (tokensOf).
 */
function literalFunctions(tree: Node, b: FileBuilder): void {
  const kids = tokensOf(tree);
  for (let i = 0; i < kids.length; i++) {
    const k = kids[i]!;
    if (k.type === 'token_tree') {
      const before = kids[i - 1];
      const branch = (before?.type === 'identifier' && before.text === 'else') || before?.type === 'else' || (before?.type === 'token_tree' && before.firstChild?.type === '[' && kids[i - 2]?.type === '#');
      if (branch && k.firstChild?.type === '{') literalFunctions(k, b);
      continue;
    }
    const name = kids[i + 1];
    if (k.type !== 'fn' || name?.type !== 'identifier') continue;
    let j = i + 2;
    // Generics `<T: Into<u8>>`: up to the `>` closing them (`>>` closes two).
    if (kids[j]?.type === '<') {
      let depth = 0;
      for (; j < kids.length; j++) {
        const t = kids[j]!.type;
        depth += t === '<' ? 1 : t === '>' ? -1 : t === '>>' ? -2 : 0;
        if (depth <= 0) break;
      }
      j++;
    }
    if (kids[j]?.type !== 'token_tree' || kids[j]!.firstChild?.type !== '(') continue;
    let body: Node | null = null;
    for (let m = j + 1; m < kids.length; m++) {
      const t = kids[m]!;
      if (t.type === ';' || t.type === 'fn') break;
      if (t.type === 'token_tree' && t.firstChild?.type === '{') {
        body = t;
        break;
      }
    }
    if (body) b.def('function', k, name, body, null, null, body);
  }
}
