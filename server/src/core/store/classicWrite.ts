/**
 * Writing classic ADR styles (SPEC §2.4, §2.6): new records in the fields
 * style or the Nygard (adr-tools) layout, and the in-place rewrites
 * supersession makes to an existing record — only the status is touched, in
 * the markup the file already uses.
 */
import type { Entry } from '../types';
import { findStatusSection, parseClassic } from './classicAdr';
import { splitFrontMatter } from './frontMatter';
import { dateToWrite, statusToWrite } from './status';

export interface ClassicWriteOptions {
  /** Sequential number of the id (`0007`), written in the heading. */
  number?: string;
  /** Markdown link text+target per superseded id, for Nygard `Supersedes` lines. */
  links?: Record<string, { title: string; href: string }>;
}

function cap(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/**
 * Fields style (SPEC §2.4): `# <number> — <title>` (sequential ids) or
 * `# <title>`, blank line, the non-empty fields `**Status:**`, Date, Summary,
 * Tags, Paths, Supersedes, Superseded by, Commits, Author, blank line, body.
 */
export function renderFields(e: Entry, opts: ClassicWriteOptions = {}): string {
  const head = opts.number ? `# ${opts.number} — ${e.title}` : `# ${e.title}`;
  const fields: [string, string | undefined][] = [
    ['Status', statusToWrite(e)],
    ['Date', dateToWrite(e)],
    ['Summary', e.summary],
    ['Tags', e.tags.join(', ')],
    ['Paths', e.paths.join(', ')],
    ['Supersedes', e.supersedes.join(', ')],
    ['Superseded by', e.superseded_by.join(', ')],
    ['Commits', e.commits.join(', ')],
    ['Author', e.author],
  ];
  const lines = fields.filter(([, v]) => v !== undefined && v.trim() !== '').map(([k, v]) => `**${k}:** ${oneLine(v!)}`);
  const body = e.body.trim();
  return `${head}\n\n${lines.join('\n')}${lines.length ? '\n' : ''}${body ? `\n${body}\n` : ''}`;
}

function oneLine(s: string): string {
  return s.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * Nygard / adr-tools layout **[I]**: `# N. Title`, `Date: …` (plus Summary,
 * Tags, Paths, Commits, Author as plain `Key: value` lines, which the fields
 * reader understands), `## Status` with the capitalised status and one
 * `Supersedes [N. T](file.md)` line per superseded record, then the body.
 */
export function renderNygard(e: Entry, opts: ClassicWriteOptions = {}): string {
  const n = opts.number ? String(Number(opts.number)) : '';
  const out: string[] = [n ? `# ${n}. ${e.title}` : `# ${e.title}`, ''];
  const fields: [string, string | undefined][] = [
    ['Date', dateToWrite(e)],
    ['Summary', e.summary],
    ['Tags', e.tags.join(', ')],
    ['Paths', e.paths.join(', ')],
    ['Commits', e.commits.join(', ')],
    ['Author', e.author],
  ];
  for (const [k, v] of fields) if (v && v.trim()) out.push(`${k}: ${oneLine(v)}`);
  out.push('', '## Status', '', cap(statusToWrite(e) ?? 'accepted'));
  for (const id of e.supersedes) {
    const l = opts.links?.[id];
    out.push('', l ? `Supersedes [${l.title}](${l.href})` : `Supersedes ${id}`);
  }
  const body = e.body.trim();
  out.push('');
  if (body) out.push(body, '');
  return out.join('\n');
}

/**
 * Marks a fields-style text superseded (SPEC §2.6): the Status value becomes
 * `superseded by <ids>` keeping its markup (`**Status:** …`, `* Status: …`);
 * without a Status field one `**Status:** superseded by <ids>` line is inserted
 * after the title **[I]**. CRLF texts keep CRLF. Returns the new text.
 */
export function supersedeFieldsText(text: string, byIds: string[]): string {
  const crlf = text.includes('\r\n');
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const norm = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const lines = norm.split('\n');
  const c = parseClassic(norm);
  const status = c.fields.find((f) => f.key === 'status');
  const value = `superseded by ${byIds.join(', ')}`;
  if (status) {
    lines[status.line] = status.prefix + value + status.suffix;
  } else {
    const at = c.headingLine >= 0 ? c.headingLine + 1 : 0;
    lines.splice(at, 0, ...(c.headingLine >= 0 ? ['', `**Status:** ${value}`] : [`**Status:** ${value}`, '']));
  }
  const out = lines.join('\n');
  return bom + (crlf ? out.replace(/\n/g, '\r\n') : out);
}

/**
 * Marks a Nygard text superseded (SPEC §2.4): the first line of its
 * `## Status` section becomes `Superseded by [T](href)` (one link per
 * superseding record, joined with `, `). Returns null when there is no section.
 */
export function supersedeNygardText(text: string, links: { title: string; href: string }[]): string | null {
  const crlf = text.includes('\r\n');
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const norm = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const lines = norm.split('\n');
  const sec = findStatusSection(lines);
  if (!sec) return null;
  const line = `Superseded by ${links.map((l) => `[${l.title}](${l.href})`).join(', ')}`;
  if (sec.line >= 0) lines[sec.line] = line;
  else {
    const at = lines.findIndex((l) => /^##\s+status\s*:?\s*$/i.test(l.trim()));
    lines.splice(at + 1, 0, '', line);
  }
  const out = lines.join('\n');
  return bom + (crlf ? out.replace(/\n/g, '\r\n') : out);
}

/** True when the text has front matter (so it is rewritten through the front-matter writer). */
export function hasFrontMatter(text: string): boolean {
  return splitFrontMatter(text).fmLines !== null;
}
