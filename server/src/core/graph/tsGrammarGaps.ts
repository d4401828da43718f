/**
 * Valid TypeScript the bundled grammar (@vscode/tree-sitter-wasm's
 * tree-sitter-typescript) does not know, so that a file using it is not
 * listed among the files the parser could not read whole (newcomer 8 #8,
 * newcomer 19 #2).
 *
 * A generic call signature on its own line after another member with no
 * `;` (hono's `interface Get { <K>(key: K): V\n  <K>(key: K, d: V): V }`,
 * or its type parameters opened alone on a line, `<\n I extends Input,`):
 * the grammar inserts no `;` before a line starting with `<` (it may
 * continue a comparison), reads the two members as one, and its recovery
 * loses the rest of the file (hono's helper/factory/index.ts lost the class
 * Factory's methods and made methods named `const`, `if`, `return` of its
 * statements). The `;` TypeScript's automatic insertion puts there, written
 * in the line's indentation (tsCallSignatureSemicolons), lets it read the
 * file whole: parseSource reads that text (LangSpec `retry`) only when the
 * first tree has errors and keeps it when it has fewer.
 *
 * A member named `abstract` (`abstract?: 'a' | 'b';` in an interface or a
 * type literal, `abstract: boolean` in a class; kontext's own codeText.ts):
 * the grammar takes the name for the modifier and makes the member an
 * ERROR, so the file counted as one it could not read whole. The same
 * retry text writes the name quoted, `"abstract"?:`, a property name
 * TypeScript reads the same, in room the line has: two blanks of its
 * indentation, or one and the `?` (tsAbstractMemberNames).
 *
 * TypeScript 5.0's type-only star re-exports, `export type * from './x'`
 * and `export type * as ns from './x'`, parse as an export_statement whose
 * `type` keyword is an ERROR node: `(export_statement (ERROR) source: …)`,
 * or with `(namespace_export …)` after it. The rest of the statement is
 * whole, so the TS extraction already records it as the star re-export
 * (or namespace re-export) it is; only the error count was wrong. Each such
 * ERROR node (text `type`, inside an export_statement with a `source`,
 * followed by `*` or a namespace_export) is left out of the file's error
 * count (parse.ts syntaxErrors, isTypeStarExport).
 */
import type { Node } from 'web-tree-sitter';
import type { SourceText } from './extract';

/** Whether ERROR node `e` is the `type` of TS 5's `export type * from '…'` (parse.ts syntaxErrors leaves it uncounted). */
export function isTypeStarExport(e: Node): boolean {
  const stmt = e.parent;
  if (stmt?.type !== 'export_statement' || e.text !== 'type' || !stmt.childForFieldName('source')) return false;
  const next = e.nextSibling?.type;
  return next === '*' || next === 'namespace_export';
}

/**
 * A generic call signature's opening `<` that starts a line (after at least
 * one blank of indentation): `<K extends keyof M>(`, `<T>(`, `<T = X,`, or
 * `<` alone (its type parameters on the lines below). Any modifier `const`,
 * `in`, `out` before the first parameter's name.
 */
const SIGNATURE_LINE = /^([ \t]+)<(?=[ \t]*$|[ \t]*(?:(?:const|in|out)[ \t]+)*[\p{L}_$][\p{L}\p{N}_$]*[ \t]*(?:extends\b|=|,|>[ \t]*\())/gmu;

/** The last character of a member that may end before such a line: a name, a closing bracket or quote, a type's `>` (not `=>`). */
const ENDS_MEMBER = /[\p{L}\p{N}_$)\]}'"`]$|(?:^|[^=])>$/u;

/**
 * The end of the code line before the line starting at `lineStart` (line
 * comments, comment-only lines and blank lines passed over), trimmed; ''
 * when there is none.
 */
function codeLineBefore(src: string, lineStart: number): string {
  let end = lineStart - 1;
  while (end > 0) {
    const start = src.lastIndexOf('\n', end - 1) + 1;
    let line = src.slice(start, end).trim();
    end = start - 1;
    if (!line || line.startsWith('//') || line.startsWith('*') || line.startsWith('/*')) continue;
    const comment = line.indexOf(' //');
    if (comment >= 0) line = line.slice(0, comment).trimEnd();
    return line;
  }
  return '';
}

/** A line's first name `abstract` followed by `:` or `?:`: a member named so (1: indentation, 2: the `?`); never the modifier, which a name follows. */
const ABSTRACT_MEMBER = /^([ \t]*)abstract(\?)?(?=[ \t]*:)/gm;

/**
 * `src` with every member named `abstract` (ABSTRACT_MEMBER) written quoted,
 * in the same length: `  abstract?:` → `"abstract"?:` over two blanks of
 * indentation, ` abstract?:` → `"abstract":` over one blank and the `?`
 * (what is optional changes no record). A line with no such room keeps its
 * text. Undefined when nothing was rewritten.
 */
export function tsAbstractMemberNames(src: string): string | undefined {
  if (!src.includes('abstract')) return undefined;
  let from = 0;
  const parts: string[] = [];
  for (const m of src.matchAll(ABSTRACT_MEMBER)) {
    const indent = m[1].length;
    const optional = m[2] !== undefined;
    let start: number;
    let end: number;
    if (indent >= 2) {
      start = m.index + indent - 2;
      end = m.index + indent + 'abstract'.length;
    } else if (indent === 1 && optional) {
      start = m.index;
      end = m.index + 1 + 'abstract?'.length;
    } else continue;
    parts.push(src.slice(from, start), '"abstract"');
    from = end;
  }
  if (!parts.length) return undefined;
  parts.push(src.slice(from));
  return parts.join('');
}

/**
 * The TypeScript/TSX LangSpec `retry` text: tsTypeofImports, then
 * tsAbstractMemberNames, then tsCallSignatureSemicolons, each where it
 * applies; undefined when none does. Same length, every position holding; `blanked` empty (what changed
 * lies in indentation or in a member that is no definition).
 */
export function tsRetryText(src: string): SourceText | undefined {
  const queried = tsTypeofImports(src);
  const named = tsAbstractMemberNames(queried ?? src);
  const text = named ?? queried ?? src;
  return tsCallSignatureSemicolons(text) ?? (named === undefined && queried === undefined ? undefined : { text, blanked: [] });
}

/** `typeof import('react-dom/client')`: a type query of an import type, its `import(…)` part (groups: that part). */
const TYPEOF_IMPORT = /\btypeof\s+(import\s*\(\s*(['"])[^'"\n]*\2\s*\))/g;

/**
 * `src` with the import type of each `typeof import('m')` written as a name
 * of the same length (`typeof ______________________`): TSX's grammar reads
 * `vi.importActual<typeof import('react-dom/client')>(…)` as comparisons and
 * then fails on the JSX after it (zustand's tests/ssr.test.tsx; newcomer 45
 * #7), where a type query of a name is read as the call's type argument.
 * Same length, newlines kept; undefined when there is none. Part of the
 * TypeScript/TSX `retry` text (tsRetryText): a type names no definition.
 */
export function tsTypeofImports(src: string): string | undefined {
  if (!src.includes('typeof')) return undefined;
  let changed = false;
  const text = src.replace(TYPEOF_IMPORT, (whole: string, part: string) => {
    changed = true;
    return whole.slice(0, whole.length - part.length) + part.replace(/[^\n]/g, '_');
  });
  return changed ? text : undefined;
}

/**
 * `src` with a `;` written over the last blank of indentation before each
 * generic call signature starting a line (SIGNATURE_LINE) right after a
 * member the grammar would join it to (the code line before ends with
 * ENDS_MEMBER, not `,`, `;`, `{`, an operator): the semicolon TypeScript's
 * automatic insertion puts there. Same length, every position holding.
 * Undefined when no such line is (TypeScript/TSX LangSpec `retry`; `blanked`
 * empty: the `;` stands in indentation, outside every definition's
 * signature).
 */
export function tsCallSignatureSemicolons(src: string): SourceText | undefined {
  let from = 0;
  const parts: string[] = [];
  for (const m of src.matchAll(SIGNATURE_LINE)) {
    const lineStart = m.index;
    if (!ENDS_MEMBER.test(codeLineBefore(src, lineStart))) continue;
    const at = lineStart + m[1].length - 1;
    parts.push(src.slice(from, at), ';');
    from = at + 1;
  }
  if (!parts.length) return undefined;
  parts.push(src.slice(from));
  return { text: parts.join(''), blanked: [] };
}
