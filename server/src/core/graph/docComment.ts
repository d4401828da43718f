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
 * The comment texts directly above `anchor` (no blank line between; at most
 * 20), oldest first, annotations skipped; a shebang ends the run. `before`:
 * the anchor's previous named sibling when the caller has read it already
 * (each read is a walk down from the root in the parser's runtime).
 */
function commentsAbove(anchor: Node, before: Node | null = anchor.previousNamedSibling): string[] {
  const parts: string[] = [];
  let line = anchor.startPosition.row;
  let prev = before;
  while (prev && prev.type.includes('comment') && prev.endPosition.row >= line - 1 && parts.length < 20) {
    const text = prev.text;
    if (text.startsWith('#!')) break; // a shebang is not documentation
    if (!isAnnotationComment(text)) parts.unshift(text);
    line = prev.startPosition.row;
    prev = prev.previousNamedSibling;
  }
  return parts;
}

/**
 * Comment texts without their markers (`/**`, `*`, `//`, `///`, `#`); an
 * empty comment line stays as one blank line, so the first paragraph can be
 * told apart (code_symbol shows it). Clipped to 600 characters.
 */
export function cleanComments(parts: string[]): string | undefined {
  if (!parts.length) return undefined;
  const text = parts
    .join('\n')
    .replace(/^\s*\/\*\*?|\*\/\s*$/gm, '')
    .split('\n')
    .map((l) => l.replace(/^\s*(\/\/\/?|#+|\*(?!\/))?\s*/, '').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text ? clip(text, 600) : undefined;
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
 * The JSDoc of a TypeScript/JavaScript declaration: the nearest `/** … *\/`
 * block among the comments directly above `anchor`, or one separated from
 * it by blank lines only (as the TypeScript
 * language service takes the last JSDoc of the leading comments). Plain `//`
 * or `/* *\/` comments are remarks about the code, never the doc.
 */
export function jsDocComment(anchor: Node): string | undefined {
  const before = anchor.previousNamedSibling;
  const parts = commentsAbove(anchor, before);
  for (let i = parts.length - 1; i >= 0; i--) {
    if (isJsDoc(parts[i])) return cleanComments([parts[i]]);
  }
  // A JSDoc block and then blank lines (express: `/** Send JSON response. … */`, an empty line,
  // `res.json = function json(obj)`): still among the declaration's leading comments, so still its
  // doc to the language service. Not a file's header (a licence, `@file`, `@module`).
  const prev = parts.length ? null : before;
  if (prev?.type === 'comment' && isJsDoc(prev.text) && !FILE_HEADER.test(prev.text)) return cleanComments([prev.text]);
  return undefined;
}

/** Whether a comment is a JSDoc block (`/** … *\/`, not the empty `/**\/`). */
function isJsDoc(text: string): boolean {
  return text.startsWith('/**') && !text.startsWith('/**/');
}

/** JSDoc tags of a file's header comment rather than of the declaration below it. */
const FILE_HEADER = /@(?:license|preserve|copyright|file|fileoverview|overview|module|packageDocumentation)\b/;
