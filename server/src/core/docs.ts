/**
 * Documentation files for retrieval (SPEC §6.1): which files are indexed and
 * how each is cut into chunks with stable anchors (`file:<p>#<anchor>`).
 */
import * as fs from 'node:fs';
import { git } from './git';
import type { Repo } from './repo';
import { globMatch } from './globs';
import { isSensitivePath } from './secrets';
import { DOC_EXT, MD_FENCE, docFormat, headingAnchors, headingText, proseLines, type Heading } from './docHeadings';

export { headingAnchors, headingText, type Heading };

/** A documentation file that qualifies for the index. */
export interface DocFile {
  /** Repo-relative path, forward slashes. */
  path: string;
  /** `mtime_ns:size` (SPEC §6.4), the refresh key. */
  stamp: string;
  size: number;
}

/**
 * Lists tracked and untracked-unignored `.md .mdx .txt .rst` (and, ours,
 * `.rdoc .adoc .asciidoc`: docHeadings.ts) files matching
 * `sources.include` and no `sources.exclude`, not sensitive (§9.3), not a
 * submodule, not in `exclude` (store entries and the store index file, given
 * by the caller), at most `sources.max_bytes` bytes. One `git ls-files` call
 * plus one stat per candidate.
 */
export async function listDocFiles(repo: Repo, exclude: ReadonlySet<string> = new Set()): Promise<DocFile[]> {
  const { include, exclude: excludeGlobs, max_bytes: maxBytes } = repo.config().sources;
  const out = await git(['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'], { cwd: repo.root });
  const files: DocFile[] = [];
  for (const p of out.stdout.split('\0')) {
    if (!p || !DOC_EXT.test(p) || exclude.has(p)) continue;
    if (!include.some((g) => globMatch(g, p))) continue;
    if (excludeGlobs.some((g) => globMatch(g, p))) continue;
    if (isSensitivePath(p)) continue;
    let st: fs.BigIntStats;
    try {
      st = fs.statSync(repo.abs(p), { bigint: true });
    } catch {
      continue; // deleted in the work tree but still in the git index
    }
    // A submodule is listed as a path but is a directory here.
    if (!st.isFile() || st.size > BigInt(maxBytes)) continue;
    files.push({ path: p, stamp: `${st.mtimeNs}:${st.size}`, size: Number(st.size) });
  }
  return files;
}

/** One chunk of a documentation file. */
export interface DocChunk {
  /** `<doc H1 or path> › <heading>`, or the doc title for the part before the first heading. */
  title: string;
  /** slug60(heading) made unique within the file (`-2`, `-3`…); null for the opening part. */
  anchor: string | null;
  /** The heading text that starts the chunk, or null. */
  heading: string | null;
  /** Chunk text including its heading line, ≤ 12,000 code units. */
  text: string;
  /** The chunk's first prose paragraph (headings and non-prose markup skipped), whitespace collapsed: its snippet. */
  lead: string;
}

/** Chunking constants of SPEC §6.1. */
const MERGE_BELOW = 280;
const MERGE_WHILE_BELOW = 3000;
const MAX_CHUNK = 12_000;

/** Removes a leading `---` … `---`/`...` front-matter block (BOM/CRLF tolerated). */
export function stripFrontMatter(text: string): string {
  const t = text.replace(/^\uFEFF/, '');
  if (!/^---\r?\n/.test(t)) return t;
  const m = /\r?\n(---|\.\.\.)[ \t]*(\r?\n|$)/.exec(t.slice(3));
  return m ? t.slice(3 + m.index + m[0].length) : t;
}

/**
 * Cuts a documentation file into chunks (SPEC §6.1): front matter stripped; a
 * chunk starts at each level-2 heading (`## `), and at a level-1 one (`# `)
 * once the current chunk has content, outside code fences — headings as the
 * file's format writes them (docHeadings.ts: Markdown, and ours, rst, RDoc,
 * AsciiDoc); a chunk under 280 chars is merged into the previous one while
 * that is under 3000; a chunk over 12,000 is split at line ends into parts
 * that share its title and anchor.
 */
export function chunkDoc(relPath: string, raw: string): DocChunk[] {
  const format = docFormat(relPath);
  const text = stripFrontMatter(raw).replace(/\r\n/g, '\n');
  const lines = text.split('\n');
  const all = headingAnchors(lines, format);
  // The first level-1 heading (Markdown's first `# `), else the path.
  const docTitle = all.find((h) => h.level === 1)?.text || relPath;
  const headings = new Map(all.map((h) => [h.line, h]));
  type Part = { heading: Heading | null; from: number; lines: string[] };
  const parts: Part[] = [{ heading: null, from: 0, lines: [] }];
  lines.forEach((line, i) => {
    const h = headings.get(i);
    const cur = parts[parts.length - 1];
    if (h && (h.level === 2 || (h.level === 1 && cur.lines.some((l) => l.trim() !== '')))) {
      parts.push({ heading: h, from: i, lines: [line] });
    } else {
      cur.lines.push(line);
    }
  });
  const leadOf = (p: Part): string => {
    if (format === 'markdown') return ''; // per piece below
    const own = all.filter((h) => h.line >= p.from && h.line < p.from + p.lines.length).map((h) => ({ ...h, line: h.line - p.from }));
    return firstParagraph(proseLines(p.lines, format, own).join('\n'));
  };
  const raws = parts
    .map((p) => ({ heading: p.heading?.text ?? null, anchor: p.heading?.anchor ?? null, text: p.lines.join('\n').trim(), lead: leadOf(p) }))
    .filter((p) => p.text !== '');
  const merged: typeof raws = [];
  for (const p of raws) {
    const prev = merged[merged.length - 1];
    if (prev && p.text.length < MERGE_BELOW && prev.text.length < MERGE_WHILE_BELOW) {
      prev.text += '\n\n' + p.text;
      if (!prev.lead) prev.lead = p.lead;
    } else merged.push({ ...p });
  }
  const chunks: DocChunk[] = [];
  for (const p of merged) {
    const title = p.heading ? `${docTitle} › ${p.heading}` : docTitle;
    for (const piece of splitLong(p.text)) {
      // Markdown: each piece's own first paragraph after a leading heading line, as before.
      const lead = format === 'markdown' ? firstParagraph(piece.replace(/^#.*\n?/, '')) : p.lead;
      chunks.push({ title, anchor: p.anchor, heading: p.heading, text: piece, lead });
    }
  }
  return chunks;
}

/** First paragraph of a doc for a level-0 read (SPEC §6.7): prose after front matter and headings in the file's format. */
export function docLead(relPath: string, raw: string): string {
  const format = docFormat(relPath);
  const body = stripFrontMatter(raw);
  if (format === 'markdown') return firstParagraph(body);
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  return firstParagraph(proseLines(lines, format, headingAnchors(lines, format)).join('\n'));
}

function splitLong(text: string): string[] {
  if (text.length <= MAX_CHUNK) return [text];
  const out: string[] = [];
  let rest = text;
  while (rest.length > MAX_CHUNK) {
    let cut = rest.lastIndexOf('\n', MAX_CHUNK);
    if (cut < MAX_CHUNK / 2) cut = MAX_CHUNK;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/**
 * First paragraph of a chunk after its heading, whitespace collapsed: skips
 * headings, fences, HTML, tables, badges and rules (the doc snippet).
 */
export function firstParagraph(text: string): string {
  let fence = false;
  const para: string[] = [];
  for (const line of text.split('\n')) {
    if (MD_FENCE.test(line)) {
      fence = !fence;
      if (para.length) break;
      continue;
    }
    if (fence) continue;
    const t = line.trim();
    if (t === '') {
      if (para.length) break;
      continue;
    }
    if (/^(#|<|\||!\[|\[!\[|---|===|\*\*\*)/.test(t)) {
      if (para.length) break;
      continue;
    }
    para.push(t);
  }
  return para.join(' ').replace(/\s+/g, ' ');
}
