/**
 * Classic ADR styles (SPEC §2.4): the "fields" style (`**Status:** accepted`,
 * `- Status: accepted`, `Date: 2018-02-11` under a `# 0007 — Title` heading),
 * MADR bullets (`* Status:`), and Nygard / adr-tools records whose status is
 * the first line of a `## Status` section (`Superseded by [3. T](0003-t.md)`).
 */
import { referenceTargets } from './status';

/** Canonical field keys of the fields style, by their lowercased spellings. */
const FIELD_KEYS: Record<string, string> = {
  status: 'status',
  date: 'date',
  tags: 'tags',
  paths: 'paths',
  supersedes: 'supersedes',
  'superseded by': 'superseded_by',
  'superseded-by': 'superseded_by',
  superseded_by: 'superseded_by',
  summary: 'summary',
  commits: 'commits',
  author: 'author',
  authors: 'author',
  deciders: 'deciders',
  owner: 'owner',
  scope: 'scope',
  kind: 'kind',
  id: 'id',
};

/** One `Key: value` field line of a classic ADR. */
export interface ClassicField {
  /** Canonical key (status, date, tags, …; author/authors → author; deciders, owner kept apart). */
  key: string;
  value: string;
  /** 0-based line index in the text given to parseClassic. */
  line: number;
  /** Everything before the value, markup included (`**Status:** `), for in-place rewrites. */
  prefix: string;
  /** Everything after the value (closing `**` or `_`). */
  suffix: string;
}

export interface ClassicParse {
  /** Heading title minus its number prefix, when there is a `# ` heading. */
  title?: string;
  /** The number of a `# 0007 — Title` heading. */
  number?: string;
  /** 0-based line of the `# ` heading, or -1. */
  headingLine: number;
  fields: ClassicField[];
  /** Body = the text after the fields (leading blank lines dropped, trailing whitespace trimmed). */
  body: string;
  /** Nygard `## Status` section, when present. */
  nygard: { statusLine: string; line: number; supersedes: string[]; links: [string, string[]][] } | null;
}

const NUMBERED_TITLE = /^(?:ADR[-\s]?)?(\d{1,5})\s*[—–:.-]\s*(.+)$/i;

/** Splits a `# ` heading into number and title (SPEC §2.4: `# 0007 — X`, `# ADR-3: X`, `# 1. X`). */
export function splitNumberedTitle(heading: string): { number?: string; title: string } {
  const h = heading.trim();
  const m = NUMBERED_TITLE.exec(h);
  return m ? { number: m[1], title: m[2].trim() } : { title: h };
}

/** Reads one line as a field (bullets `- * +`, bold/underscore markup allowed); null when it is not one. */
export function readFieldLine(line: string): Omit<ClassicField, 'line'> | null {
  const bullet = /^(\s*(?:[-*+]\s+)?)/.exec(line)![1];
  const rest = line.slice(bullet.length);
  const colon = rest.indexOf(':');
  if (colon <= 0) return null;
  const rawKey = rest.slice(0, colon);
  const keyText = rawKey.replace(/[*_]/g, '').trim().toLowerCase().replace(/\s+/g, ' ');
  const key = FIELD_KEYS[keyText];
  if (!key) return null;
  const openMarks = /^[*_]*/.exec(rawKey)![0];
  const closedInKey = /[*_]+\s*$/.test(rawKey);
  let after = rest.slice(colon + 1);
  // `**Status:** accepted`: the closing markup follows the colon.
  const lead = /^[*_]*\s*/.exec(after)![0];
  after = after.slice(lead.length);
  let suffix = '';
  if (openMarks && !closedInKey && !lead.replace(/\s/g, '')) {
    const trail = /\s*[*_]+\s*$/.exec(after);
    if (trail) {
      suffix = trail[0];
      after = after.slice(0, after.length - trail[0].length);
    }
  }
  const trailWs = /\s*$/.exec(after)![0];
  const value = after.slice(0, after.length - trailWs.length);
  return { key, value, prefix: bullet + rawKey + ':' + lead, suffix: suffix + trailWs };
}

function isFence(line: string): boolean {
  return /^\s*(```|~~~)/.test(line);
}

/**
 * Parses a text without front matter as a classic ADR: the first `# ` heading
 * outside fences gives title (and number); then, until a heading or the first
 * line that is not a field (blank lines skipped), `Key: value` fields; the rest
 * is the body. A `## Status` section (Nygard) is read for status and
 * `Supersedes` lines and stays in the body (SPEC §2.4).
 */
export function parseClassic(text: string): ClassicParse {
  const lines = text.split('\n');
  let headingLine = -1;
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    if (isFence(lines[i])) fence = !fence;
    else if (!fence && /^#\s+\S/.test(lines[i])) {
      headingLine = i;
      break;
    }
  }
  // Fields follow the title; without a title they may open the file.
  const start = headingLine >= 0 ? headingLine + 1 : 0;
  const fields: ClassicField[] = [];
  let i = start;
  let bodyStart = start;
  for (; i < lines.length; i++) {
    const l = lines[i];
    if (l.trim() === '') continue;
    if (/^#{1,6}\s/.test(l)) break;
    const f = readFieldLine(l);
    if (!f) break;
    fields.push({ ...f, line: i });
    bodyStart = i + 1;
  }
  if (!fields.length) bodyStart = start;
  const body = lines.slice(bodyStart).join('\n').replace(/^\s*\n/, '').replace(/^\n+/, '').trimEnd();
  const heading = headingLine >= 0 ? splitNumberedTitle(lines[headingLine].replace(/^#\s+/, '').replace(/\s+#+\s*$/, '')) : null;
  return {
    title: heading?.title,
    number: heading?.number,
    headingLine,
    fields,
    body,
    nygard: findStatusSection(lines),
  };
}

/** Finds a `## Status` section: its first non-empty line and its `Supersedes …` lines. */
export function findStatusSection(lines: string[]): ClassicParse['nygard'] {
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    if (isFence(lines[i])) {
      fence = !fence;
      continue;
    }
    if (fence || !/^##\s+status\s*:?\s*$/i.test(lines[i].trim())) continue;
    let statusLine = '';
    let line = -1;
    const supersedes: string[] = [];
    const links: [string, string[]][] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const l = lines[j];
      if (isFence(l)) break;
      if (/^#{1,2}\s/.test(l)) break;
      if (l.trim() === '') continue;
      if (line < 0) {
        statusLine = l.trim();
        line = j;
      }
      const sup = /^\s*(?:[-*+]\s+)?supersedes\b[\s:]*(.*)$/i.exec(l);
      if (sup) supersedes.push(...referenceTargets(sup[1]));
      // Other adr-tools links (`Amended by [..](..)`, `Amends`, `Clarified by`) are kept by their verb.
      const other = /^\s*(?:[-*+]\s+)?([A-Za-z][A-Za-z -]*?)\s*:?\s+(\[[^\]]*\]\([^)]+\).*)$/.exec(l);
      if (other && !sup && j !== line && !/^superseded\b/i.test(other[1])) {
        const key = other[1].trim().toLowerCase().replace(/[\s-]+/g, '_');
        const found = links.find(([k]) => k === key);
        const targets = referenceTargets(other[2]);
        if (found) found[1].push(...targets);
        else links.push([key, targets]);
      }
    }
    return { statusLine, line, supersedes, links };
  }
  return null;
}
