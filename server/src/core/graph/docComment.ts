/**
 * Doc comments of definitions (issue 3, newcomer finding 1): the comments
 * right above a declaration, cleaned, with build and lint annotations
 * (`/*@__NO_SIDE_EFFECTS__*\/`, `/*#__PURE__*\/`, `// @ts-ignore`,
 * `// eslint-…`, Go `//go:` directives, Python `# noqa`…) skipped, never
 * taken as the doc. TypeScript/JavaScript take only a JSDoc block (`/** … *\/`):
 * a plain `//` line there is a remark, not documentation.
 */
import type { Node } from 'web-tree-sitter';
import { clip } from '../text';

/**
 * Comments that only steer a tool (bundler, type checker, linter, formatter,
 * coverage, Go toolchain, Python checkers): skipped between a doc comment and
 * its declaration. Matched against the whole comment text.
 */
const ANNOTATION = new RegExp(
  [
    String.raw`^\/\*\s*[#@]__[A-Z_]+__\s*\*\/$`, // /*#__PURE__*/, /*@__NO_SIDE_EFFECTS__*/
    String.raw`^\/\/\s*@ts-`, // @ts-ignore, @ts-expect-error, @ts-nocheck
    String.raw`^(?:\/\/|\/\*)\s*(?:eslint|tslint|jshint|biome-ignore|prettier-ignore|istanbul ignore|c8 ignore|v8 ignore|webpack[A-Z])`,
    String.raw`^\/\/\s*#(?:end)?region\b`,
    String.raw`^\/\/(?:go|nolint|lint):`, // Go directives carry no space after //
    String.raw`^#\s*(?:type:\s*ignore|noqa|pylint:|pyright:|mypy:|fmt:)`,
  ].join('|'),
);

/** Whether a comment's text is a tool annotation rather than prose (see ANNOTATION). */
export function isAnnotationComment(text: string): boolean {
  return ANNOTATION.test(text.trim());
}

/**
 * Nodes that stand between a doc comment and its declaration as siblings
 * without ending the doc: Rust attributes (`/// Doc.` then `#[inline]` then
 * `pub fn`; rustdoc reads the `///` lines of the item whatever attributes
 * come between) and Dart annotations (`/// Doc.` then `@override`). Java,
 * Kotlin, C#, PHP, Swift and C++ attributes sit inside the declaration's node
 * and Python decorators inside `decorated_definition`, so they never reach here.
 */
const ATTRIBUTE_NODES = new Set(['attribute_item', 'annotation']);

/**
 * The most comment nodes read above one declaration: a bound against a
 * generated file of thousands of comment lines, far past any real doc (a
 * rustdoc page with examples runs to a hundred or two). Past it the doc is
 * the comments nearest the declaration.
 */
const MAX_COMMENTS = 2000;

/**
 * The comment texts directly above `anchor` (no blank line between), oldest
 * first, annotations skipped, attributes between them and the declaration
 * passed over (ATTRIBUTE_NODES); a shebang ends the run. Every comment of the
 * run is read (up to MAX_COMMENTS), so a long doc keeps its beginning; the
 * length cap is applied to the cleaned text, from its end (cleanComments).
 * `before`: the anchor's previous named sibling when the caller has read it
 * already (each read is a walk down from the root in the parser's runtime).
 */
function commentsAbove(anchor: Node, before: Node | null = anchor.previousNamedSibling): string[] {
  const parts: string[] = [];
  let line = anchor.startPosition.row;
  let prev = before ?? commentsBeforeBody(anchor);
  let seen = 0;
  while (prev && prev.endPosition.row >= line - 1 && seen++ < MAX_COMMENTS) {
    if (ATTRIBUTE_NODES.has(prev.type)) {
      line = prev.startPosition.row;
      prev = prev.previousNamedSibling;
      continue;
    }
    if (!prev.type.includes('comment')) break;
    const text = prev.text;
    if (text.startsWith('#!')) break; // a shebang is not documentation
    // A comment ending the line of code before it (`class Cart # :nodoc:`, `x = 1 // px`) is about that code.
    const left = prev.previousSibling;
    // (A node whose text takes its line break, C's `#define X`, ends at column 0 of the next line.)
    if (left && !left.type.includes('comment') && left.endPosition.row === prev.startPosition.row && left.endPosition.column > 0) break;
    if (!isAnnotationComment(text)) parts.push(text);
    line = prev.startPosition.row;
    prev = prev.previousNamedSibling;
  }
  return parts.reverse();
}

/**
 * The node before the body `anchor` opens, when `anchor` is its body's first
 * statement: the comments between `module Utils` and its first `def` are the
 * module's children, before its body_statement (tree-sitter puts the extras
 * before a node's first child outside it), so the def has no previous sibling.
 */
function commentsBeforeBody(anchor: Node): Node | null {
  let n = anchor;
  for (let parent = n.parent; parent && parent.startIndex === n.startIndex; parent = n.parent) {
    n = parent;
    const prev = n.previousNamedSibling;
    if (prev) return prev;
  }
  return null;
}

/** The most characters of a doc kept in a definition's record; the rest, from the end, is cut (text.ts clip). */
export const DOC_MAX = 600;

/** Columns of a line's leading whitespace, a tab as 4 (Go doc comments indent code with a tab). */
function indentOf(line: string): number {
  let n = 0;
  for (const ch of line) {
    if (ch === ' ') n++;
    else if (ch === '\t') n += 4;
    else break;
  }
  return n;
}

/**
 * `lines` without the indentation they all share (blank lines aside), so an
 * example indented under the prose keeps its own indentation (firstParagraph
 * in tools/codeText.ts tells code from prose by it). `keepFirst`: the first
 * line is trimmed and left out of the measure (the text after a block's
 * opener, `/** Summary`, or a Python docstring's first line, as
 * inspect.cleandoc treats it).
 */
export function dedentLines(lines: string[], keepFirst = false): string[] {
  let min = Infinity;
  lines.forEach((l, i) => {
    if ((keepFirst && i === 0) || !l.trim()) return;
    min = Math.min(min, indentOf(l));
  });
  return lines.map((l, i) => {
    if ((keepFirst && i === 0) || !l.trim() || min === Infinity) return l.trim();
    let cut = 0;
    let cols = 0;
    while (cut < l.length && cols < min && (l[cut] === ' ' || l[cut] === '\t')) cols += l[cut++] === '\t' ? 4 : 1;
    return l.slice(cut).trimEnd();
  });
}

/**
 * Comment texts without their markers (`/**`, `*`, `//`, `///`, `#`); an
 * empty comment line stays as one blank line, so the first paragraph can be
 * told apart (code_symbol shows it), and the indentation the lines do not
 * share stays (an indented example is not prose: dedentLines). Cut from the
 * end to `max` characters (DOC_MAX unless the caller rewrites the text first):
 * the beginning, where the summary is, always stays.
 */
export function cleanComments(parts: string[], max = DOC_MAX): string | undefined {
  if (!parts.length) return undefined;
  const lines: string[] = [];
  let opened = false; // the first line is the text after a block comment's opener (`/** Summary`)
  for (const part of parts) {
    // A Rust `///` line's node holds its line break: one line, not a line and a blank one.
    part.replace(/\r?\n$/, '').split('\n').forEach((raw, i) => {
      let l = raw;
      if (i === 0 && /^\s*\/\*/.test(l)) {
        l = l.replace(/^\s*\/\*+!?/, '');
        if (!lines.length && l.trim()) opened = true;
      }
      l = l.replace(/\*+\/\s*$/, '');
      // The marker and the one space after it; the rest of the indentation is the text's own.
      l = l.replace(/^\s*(?:\/\/[/!]?|#+|\*(?!\/))(?: |(?=\t))?/, '').trimEnd();
      lines.push(l);
    });
  }
  const text = dedentLines(lines, opened)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\s+$/g, '');
  return text ? clip(text, max) : undefined;
}

/**
 * Text of the comments directly above `anchor` (the default doc rule of the
 * languages whose docs are line comments: Go, Rust `///`, C, Ruby `#`…),
 * cleaned, annotations skipped; undefined when there is none.
 */
export function leadingComment(anchor: Node): string | undefined {
  return cleanComments(commentsAbove(anchor));
}

/**
 * Outer documentation comments of Rust (the Rust Reference, "Doc comments":
 * `///` lines and `/** … *\/` blocks document the item after them) and C#
 * (the C# specification, annex D: `///` lines and `/** … *\/` blocks). `////`
 * and `/***` are plain comments in both; `//!` and `/*! *\/` document the
 * enclosing module, not the item below.
 */
const OUTER_DOC = /^(?:\/\/\/(?!\/)|\/\*\*(?![*/]))/;

/**
 * The doc of a Rust item: the outer doc comments among the comments directly
 * above `anchor` (attributes between them passed over), cleaned; a plain
 * `//` line inside the run is a remark rustdoc leaves out (`/// Parses.`,
 * `// TODO`, `/// Returns.` documents `Parses.` and `Returns.`). Undefined
 * when only plain comments stand there.
 */
export function rustDocComment(anchor: Node): string | undefined {
  return cleanComments(commentsAbove(anchor).filter((t) => OUTER_DOC.test(t)));
}

/**
 * The doc of a C# declaration: its documentation comments (OUTER_DOC, plain
 * `//` lines left out as in rustDocComment), cleaned, their XML read as prose
 * (xmlDocProse): `/// <summary>Adds <see cref="Sub"/>.</summary>` is `Adds
 * Sub.`. Cut to DOC_MAX characters after the tags are gone.
 */
export function csharpDocComment(anchor: Node): string | undefined {
  const text = cleanComments(commentsAbove(anchor).filter((t) => OUTER_DOC.test(t)), Infinity);
  const prose = text && xmlDocProse(text);
  return prose ? clip(prose, DOC_MAX) : undefined;
}

/** C# doc tags holding a section of their own (the C# specification, annex D.3 "Recommended tags"). */
const XML_SECTION = /[ \t]*<(\/?)(summary|remarks|para|example|returns|value|param|typeparam|exception|permission)\b([^<>]*?)\/?>[ \t]*/g;

/** The value of attribute `name` in a tag's attribute text (`name="a"` → `a`), or undefined. */
function xmlAttr(attrs: string, name: string): string | undefined {
  return new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attrs)?.slice(1).find((v) => v !== undefined);
}

/**
 * A cref as a reader writes the name: without its ID-string kind prefix
 * (`T:`, `M:`… of the C# specification, annex D.4.2) and with a generic's
 * braces as angle brackets (`List{T}` → `List<T>`).
 */
function crefName(cref: string): string {
  return cref.replace(/^[A-Z]:/, '').replace(/\{/g, '<').replace(/\}/g, '>');
}

/**
 * The prose of a C# XML documentation comment (tags as in annex D.3 of the
 * C# specification): each section its own paragraph (`<summary>` first as
 * written, so the summary is the first paragraph), a parameter's as `a: text`,
 * `<typeparam>` as `T: text`, `<returns>` as `Returns: text`, `<exception
 * cref="E">` as `Throws E: text`; references inline by their name
 * (`<see cref="X"/>` → `X`, `<paramref name="a"/>` → `a`, `<see
 * langword="null"/>` → `null`, `<see href="u">text</see>` → `text`), `<c>x</c>`
 * as `` `x` ``; other tags (`<list>`, `<item>`, `<inheritdoc/>`) dropped and
 * the five XML entities decoded.
 */
export function xmlDocProse(text: string): string {
  return text
    .replace(/<(see|seealso)\b([^<>]*?)\/>/g, (_m, _t: string, attrs: string) => {
      const cref = xmlAttr(attrs, 'cref');
      return cref ? crefName(cref) : (xmlAttr(attrs, 'langword') ?? xmlAttr(attrs, 'href') ?? '');
    })
    .replace(/<(see|seealso)\b([^<>]*)>([\s\S]*?)<\/\1>/g, (_m, _t: string, attrs: string, inner: string) => inner || crefName(xmlAttr(attrs, 'cref') ?? xmlAttr(attrs, 'href') ?? ''))
    .replace(/<(?:paramref|typeparamref)\b([^<>]*?)\/>/g, (_m, attrs: string) => xmlAttr(attrs, 'name') ?? '')
    .replace(/<c>([\s\S]*?)<\/c>/g, '`$1`')
    .replace(XML_SECTION, (_m, close: string, tag: string, attrs: string) => {
      if (close) return '\n\n';
      const name = xmlAttr(attrs, 'name');
      const cref = xmlAttr(attrs, 'cref');
      if ((tag === 'param' || tag === 'typeparam') && name) return `\n\n${name}: `;
      if (tag === 'returns') return '\n\nReturns: ';
      if (tag === 'exception' && cref) return `\n\nThrows ${crefName(cref)}: `;
      return '\n\n';
    })
    .replace(/<\/?[A-Za-z][^<>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\s+$/g, '');
}

/**
 * The JSDoc of a TypeScript/JavaScript declaration: the nearest `/** … *\/`
 * block among the comments directly above `anchor`, or one separated from
 * it by blank lines only (as the TypeScript
 * language service takes the last JSDoc of the leading comments). Plain `//`
 * or `/* *\/` comments are remarks about the code, never the doc. Cut to
 * `max` characters (DOC_MAX: what a record keeps).
 */
export function jsDocComment(anchor: Node, max = DOC_MAX): string | undefined {
  const before = anchor.previousNamedSibling;
  const parts = commentsAbove(anchor, before);
  for (let i = parts.length - 1; i >= 0; i--) {
    if (isJsDoc(parts[i])) return cleanComments([parts[i]], max);
  }
  // A JSDoc block and then blank lines (express: `/** Send JSON response. … */`, an empty line,
  // `res.json = function json(obj)`): still among the declaration's leading comments, so still its
  // doc to the language service. Not a file's header (a licence, `@file`, `@module`).
  const prev = parts.length ? null : before;
  if (prev?.type === 'comment' && isJsDoc(prev.text) && !FILE_HEADER.test(prev.text)) return cleanComments([prev.text], max);
  return undefined;
}

/** Whether a comment is a JSDoc block (`/** … *\/`, not the empty `/**\/`). */
function isJsDoc(text: string): boolean {
  return text.startsWith('/**') && !text.startsWith('/**/');
}

/** JSDoc tags of a file's header comment rather than of the declaration below it. */
const FILE_HEADER = /@(?:license|preserve|copyright|file|fileoverview|overview|module|packageDocumentation)\b/;
