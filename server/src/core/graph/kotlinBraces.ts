/**
 * A second reading of a Kotlin file the grammar could not read whole
 * (@tree-sitter-grammars/tree-sitter-kotlin 1.1.0). Two bodies closed on
 * their own line in a row — `interface P5 { fun price(): Int }` then `class
 * Fee5(val c: Int) : P5 { override fun price(): Int = c }` — make the grammar
 * end the file in one ERROR holding only the first declaration: every
 * definition after it is lost, though the code compiles. A `;` ending the
 * last statement before such a `}` (`{ fun price(): Int;}`), which Kotlin
 * allows, lets it read both. parseSource (LangSpec `retry`) parses this text
 * only when the first tree has errors and keeps it when it has fewer.
 */
import type { SourceText } from './extract';

/** Characters that can end a statement just before ` }` (a name, a literal, a closing bracket or quote). */
const ENDS_STATEMENT = /[\w)\]}"'`]/;

/**
 * `src` with the blank before every `}` that closes a block after a
 * statement on the same line (`… = c }`) made a `;` (`… = c;}`), of the same
 * length so every position holds. Strings (with their `${…}` templates),
 * character literals and comments (nested `/* … *\/` too) are left as they
 * are; a `}` after `{`, `;`, `->` or an operator is not touched
 * (ENDS_STATEMENT). The lines given a `;` are its `blanked`, named `;`
 * (langKotlin's finish gives signatures there their blank back). Returns
 * undefined when nothing was changed.
 */
export function kotlinBraceSemicolons(src: string): SourceText | undefined {
  const out = src.split('');
  const lines: number[] = [];
  let line = 1;
  let counted = 0;
  /** The 1-based line of offset `at` (at never decreases between calls). */
  const lineOf = (at: number): number => {
    for (; counted < at; counted++) if (src[counted] === '\n') line++;
    return line;
  };
  // Each open template `${` keeps the brace depth of the code inside it; the string it belongs to resumes at its `}`.
  const templates: { depth: number; raw: boolean }[] = [];
  let depth = 0;
  let i = 0;
  const n = src.length;
  /** Skips a string starting at i (`"` or `"""`): returns where the code resumes, or enters a template. */
  const readString = (raw: boolean): void => {
    while (i < n) {
      if (raw ? src.startsWith('"""', i) : src[i] === '"') {
        i += raw ? 3 : 1;
        while (raw && src[i] === '"') i++;
        return;
      }
      if (!raw && src[i] === '\\') {
        i += 2;
        continue;
      }
      if (src[i] === '$' && src[i + 1] === '{') {
        templates.push({ depth, raw });
        depth++;
        i += 2;
        return;
      }
      if (!raw && src[i] === '\n') return;
      i++;
    }
  };
  while (i < n) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') {
      while (i < n && src[i] !== '\n') i++;
    } else if (c === '/' && src[i + 1] === '*') {
      let nest = 1;
      i += 2;
      while (i < n && nest > 0) {
        if (src[i] === '/' && src[i + 1] === '*') (nest++, (i += 2));
        else if (src[i] === '*' && src[i + 1] === '/') (nest--, (i += 2));
        else i++;
      }
    } else if (c === '"') {
      const raw = src.startsWith('"""', i);
      i += raw ? 3 : 1;
      readString(raw);
    } else if (c === "'") {
      i++;
      while (i < n && src[i] !== "'" && src[i] !== '\n') i += src[i] === '\\' ? 2 : 1;
      i++;
    } else if (c === '{') {
      depth++;
      i++;
    } else if (c === '}') {
      depth--;
      const t = templates[templates.length - 1];
      if (t && depth === t.depth) {
        templates.pop();
        i++;
        readString(t.raw);
        continue;
      }
      let b = i - 1;
      while (b >= 0 && (src[b] === ' ' || src[b] === '\t')) b--;
      if (b < i - 1 && b >= 0 && ENDS_STATEMENT.test(src[b])) {
        out[i - 1] = ';';
        const l = lineOf(i);
        if (lines[lines.length - 1] !== l) lines.push(l);
      }
      i++;
    } else i++;
  }
  return lines.length ? { text: out.join(''), blanked: lines.map((l) => ({ name: ';', line: l })) } : undefined;
}
