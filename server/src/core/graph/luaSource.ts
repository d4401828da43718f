/**
 * Lua 5.5's `global` declarations (Lua 5.5 reference manual, §3.3.7, "Global
 * declarations"), attributes written before a local's names (`local<const> a`)
 * and named varargs (`...t`), which the Lua grammar does not know: read as the Lua they
 * stand for, so a file using them parses whole (the lua repository's test
 * scripts: 20 of 35 had errors). Same length, same lines: only blanks are
 * written.
 */
import type { SourceText } from './extract';

/** A line starting a `global` statement: its indentation, `global`, an attribute (`<const>`), and the rest. */
const GLOBAL_LINE = /^([ \t]*)(global(?:[ \t]*<[ \t]*\w+[ \t]*>)?)([ \t]*)(.*)$/gm;

/**
 * LangSpec `source` of Lua: `global function f()` and `global x = v` keep their
 * function or assignment with `global` (and its attribute) blanked; a
 * declaration alone (`global a, b`, `global <const> *`) is blanked up to the
 * `;` or the end of its line.
 */
export function luaSource(src: string): SourceText {
  let text = src;
  // Lua 5.5's attribute before a local's names (`local<const> a, b = …`) and named varargs (`function (a, ...t)`): blanked.
  if (text.includes('local<') || /\blocal[ \t]+</.test(text)) text = text.replace(/\b(local)([ \t]*<[ \t]*\w+[ \t]*>)/g, (_, kw: string, attr: string) => kw + ' '.repeat(attr.length));
  if (text.includes('...')) text = text.replace(/(?<=[(,][ \t]*)\.\.\.([ \t]*(?!(?:end|and|or|not|then|do)\b)[A-Za-z_]\w*)(?=[ \t]*\))/g, (_, name: string) => '...' + ' '.repeat(name.length));
  if (!/\bglobal\b/.test(text)) return { text, blanked: [] };
  // `do global X; X = 20 end`: a declaration after `do`, `then` or `else` on the line, up to its `;`.
  text = text.replace(/(\b(?:do|then|else)[ \t]+)(global\b[^;\n]*)(?=;)/g, (_, lead: string, decl: string) => lead + ' '.repeat(decl.length));
  text = text.replace(GLOBAL_LINE, (whole, indent: string, head: string, gap: string, rest: string) => {
    // `global = 1`, `global.x`, `global(…)`: a variable named global in older code.
    if (/^(?:[=.([:]|$)/.test(rest) && !head.includes('<')) return whole;
    if (/^function\b/.test(rest) || /^[\w\s,<>]*=(?!=)/.test(rest)) return indent + ' '.repeat(head.length) + gap + rest;
    const end = rest.indexOf(';');
    const cut = end < 0 ? head.length + gap.length + rest.replace(/\s*(?:--.*)?$/, '').length : head.length + gap.length + end;
    return indent + ' '.repeat(cut) + whole.slice(indent.length + cut);
  });
  return { text, blanked: [] };
}
