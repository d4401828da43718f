/**
 * Headings of documentation files by format, for chunking (SPEC §6.1) and
 * `file:<p>#<anchor>` sections (§6.7). SPEC describes Markdown (ATX `#`
 * headings outside code fences); **[ours: beyond SPEC]** reStructuredText
 * (a title line under- or over-and-underlined by one punctuation character —
 * only an overlined one may be inset —
 * levels in order of first appearance, as docutils assigns them), RDoc
 * (`=`…`======` at column 0) and AsciiDoc (`= Title`, `== Section`, outside
 * delimited blocks) are read with their own heading rules, so their sections
 * are chunked like Markdown's `#`/`##`. Plain text (`.txt`) is read as Markdown.
 */
import { slug } from './text';

/** A documentation format kontext reads. */
export type DocFormat = 'markdown' | 'rst' | 'rdoc' | 'asciidoc';

/** Every doc file extension read (SPEC §6.1 lists `.md .mdx .txt .rst`; `.rdoc .adoc .asciidoc` are ours). */
export const DOC_EXT = /\.(md|mdx|txt|rst|rdoc|adoc|asciidoc)$/i;

/** Display names per extension, for status lines. */
export const FORMAT_NAMES: Record<DocFormat, string> = {
  markdown: 'Markdown',
  rst: 'reStructuredText',
  rdoc: 'RDoc',
  asciidoc: 'AsciiDoc',
};

/** What a doc file is called in status lines: its format, or plain text for `.txt` (read as Markdown). */
export function formatLabel(relPath: string): string {
  return /\.txt$/i.test(relPath) ? 'plain text' : FORMAT_NAMES[docFormat(relPath)];
}

/**
 * `Markdown 3, reStructuredText 81` — doc files per format, most first (ties in
 * FORMAT_NAMES order), for status lines; empty string for none.
 */
export function formatCounts(paths: Iterable<string>): string {
  const order = [...Object.values(FORMAT_NAMES), 'plain text'];
  const n = new Map<string, number>();
  for (const p of paths) n.set(formatLabel(p), (n.get(formatLabel(p)) ?? 0) + 1);
  return [...n]
    .sort((a, b) => b[1] - a[1] || order.indexOf(a[0]) - order.indexOf(b[0]))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
}

/** The format a doc path is read in, by extension (anything else: Markdown). */
export function docFormat(relPath: string): DocFormat {
  const ext = /\.([^./]+)$/.exec(relPath)?.[1]?.toLowerCase() ?? '';
  if (ext === 'rst') return 'rst';
  if (ext === 'rdoc') return 'rdoc';
  if (ext === 'adoc' || ext === 'asciidoc') return 'asciidoc';
  return 'markdown';
}

/** A heading with its anchor. */
export interface Heading {
  /** 0-based index of the heading's first line (an rst overline, else its text line). */
  line: number;
  /** Lines the heading occupies from `line` (Markdown/RDoc/AsciiDoc 1; rst 2, or 3 with an overline). */
  span: number;
  /** 1 = title level (Markdown `#`, RDoc/AsciiDoc `=`, rst's first adornment style). */
  level: number;
  text: string;
  /** slug60(text), made unique in the file by `-2`, `-3`… in order of appearance. */
  anchor: string;
}

/** A Markdown code fence line (its headings-like lines are code). */
export const MD_FENCE = /^\s{0,3}(```|~~~)/;
/** AsciiDoc delimited blocks whose content is not parsed for headings (listing, literal, passthrough, comment, fenced). */
const ADOC_FENCE = /^(-{4,}|\.{4,}|\+{4,}|\/{4,}|```)\s*$/;
/** An rst adornment line: one punctuation character repeated (≥ 2). */
const RST_ADORN = /^([!-/:-@[-`{-~])\1+\s*$/;

/** Text of a Markdown heading line `#… text #…` (closing hashes dropped). */
export function headingText(line: string): string {
  return line.replace(/^\s{0,3}#+\s*/, '').replace(/\s+#+\s*$/, '').trim();
}

type RawHeading = Omit<Heading, 'anchor'>;

/**
 * One-line headings outside fenced blocks (`fence`: a line that opens or
 * closes one; null: none): `read` gives a line's level and text, or
 * undefined for a line that is no heading. Markdown ATX and RDoc/AsciiDoc `=`.
 */
function lineHeadings(lines: string[], fence: RegExp | null, read: (line: string) => { level: number; text: string } | undefined): RawHeading[] {
  const out: RawHeading[] = [];
  let inFence = false;
  lines.forEach((line, i) => {
    if (fence?.test(line)) {
      inFence = !inFence;
      return;
    }
    const h = inFence ? undefined : read(line);
    if (h) out.push({ line: i, span: 1, ...h });
  });
  return out;
}

/** Markdown `#`…`######` (ATX) headings. */
function markdownHeading(line: string): { level: number; text: string } | undefined {
  const m = /^(#{1,6})\s/.exec(line);
  return m ? { level: m[1].length, text: headingText(line) } : undefined;
}

/** RDoc and AsciiDoc `=`…`======` headings. */
function equalsHeading(line: string): { level: number; text: string } | undefined {
  const m = /^(={1,6})\s*(\S.*?)\s*=*\s*$/.exec(line);
  return m ? { level: m[1].length, text: m[2] } : undefined;
}

function cpLen(s: string): number {
  return [...s].length;
}

/**
 * rst section titles: a non-indented text line followed by an adornment at
 * least as long, optionally with the same adornment above it; a title stands
 * after a blank line (or at the start). Levels follow the order in which the
 * styles (character, with/without overline) first appear.
 */
function rstHeadings(lines: string[]): RawHeading[] {
  const out: RawHeading[] = [];
  const styles: string[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const text = lines[i].trimEnd();
    const under = lines[i + 1].trimEnd();
    if (text.trim() === '' || RST_ADORN.test(text)) continue;
    const m = RST_ADORN.exec(under);
    if (!m || cpLen(under) < cpLen(text)) continue;
    const over = i > 0 && lines[i - 1].trimEnd() === under;
    // Only an overlined title may be inset; an indented line is block content otherwise.
    if (/^\s/.test(text) && !over) continue;
    const before = over ? i - 2 : i - 1;
    if (before >= 0 && lines[before].trim() !== '') continue;
    const style = `${over ? 'o' : 'u'}${m[1]}`;
    if (!styles.includes(style)) styles.push(style);
    out.push({ line: over ? i - 1 : i, span: over ? 3 : 2, level: styles.indexOf(style) + 1, text: text.trim() });
    i++;
  }
  return out;
}

/**
 * Every heading of a doc in `format`, with anchors (SPEC §6.1, §6.7): one
 * numbering for the whole file, so chunk anchors and `ctx_read file:p#a` agree.
 */
export function headingAnchors(lines: string[], format: DocFormat = 'markdown'): Heading[] {
  const raw =
    format === 'rst'
      ? rstHeadings(lines)
      : format === 'rdoc'
        ? lineHeadings(lines, null, equalsHeading)
        : format === 'asciidoc'
          ? lineHeadings(lines, ADOC_FENCE, equalsHeading)
          : lineHeadings(lines, MD_FENCE, markdownHeading);
  const used = new Map<string, number>();
  return raw.map((h) => {
    const base = slug(h.text, 60, 'section');
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return { ...h, anchor: n === 1 ? base : `${base}-${n}` };
  });
}

/**
 * The lines of a non-Markdown doc without its headings and markup that is
 * not prose (rst directives/comments with their indented options, AsciiDoc
 * attribute and block-attribute lines), for a snippet's first paragraph.
 */
export function proseLines(lines: string[], format: DocFormat, headings: Heading[]): string[] {
  const skip = new Set<number>();
  for (const h of headings) for (let k = 0; k < h.span; k++) skip.add(h.line + k);
  const out: string[] = [];
  let directive = false;
  let block = false;
  lines.forEach((line, i) => {
    let keep = !skip.has(i);
    if (keep && format === 'rst') {
      if (/^\.\.(\s|$)/.test(line)) directive = true;
      else if (!(directive && (/^\s/.test(line) || line.trim() === ''))) directive = false;
      keep = !directive;
    }
    if (format === 'asciidoc') {
      // Delimited blocks (listings, literals) are no prose; nor are attribute lines.
      if (ADOC_FENCE.test(line)) {
        block = !block;
        keep = false;
      }
      if (block || /^(:[\w-]+!?:|\[[^\]]*\]\s*$|\/\/)/.test(line)) keep = false;
    }
    out.push(keep ? line : '');
  });
  return out;
}
