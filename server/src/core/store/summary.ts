/**
 * What an entry says in one line (SPEC §2.3 Summary, L0 line, Rule text;
 * §2.6 Active).
 */
import type { Entry } from '../types';

const SECTION_FOR_SUMMARY = /^##\s+(decision|decision outcome|summary|overview|purpose)\s*:?\s*$/i;
const DECISION_SECTION = /^##\s+(decision|decision outcome)\s*:?\s*$/i;

function skipLine(t: string): boolean {
  return (
    /^#{1,6}(\s|$)/.test(t) || // headings
    t.startsWith('<') || // HTML (comments, tags, kontext markers)
    /^!?\[!\[/.test(t) || t.startsWith('![') || // badges, images
    t.startsWith('|') || // tables
    /^(-{3,}|\*{3,}|_{3,})$/.test(t) || // rules
    /^(\*\*|__)(status|date)\b/i.test(t)
  );
}

/**
 * Drops emphasis markers, code backticks and link targets: `**a** [b](c)` → `a b`
 * (kontext 0.1's index shows derived summaries without backticks). Code spans
 * keep their text as written, and `__word__` around one identifier-like word
 * stays (`__DEV__`, `__init__`: in a plain-text summary the underscores are
 * part of the name, not bold).
 */
export function stripInlineMarkup(s: string): string {
  // Odd parts are code spans (between matching backtick runs): their text is kept verbatim.
  return s
    .split(/(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/)
    .map((part, i) => (i % 3 === 2 ? part : i % 3 === 1 ? '' : stripEmphasis(part).replace(/`+/g, '')))
    .join('');
}

function stripEmphasis(s: string): string {
  return s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, (m, mark: string, inner: string) => (mark === '__' && /^[\w$]+$/.test(inner) ? m : inner))
    .replace(/(^|[^\w*])\*(?=\S)([^*]+?)(?<=\S)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_]+?)(?<=\S)_(?!\w)/g, '$1$2');
}

/**
 * The first paragraph of `lines` from index `from` (SPEC §2.3): headings, HTML,
 * badges, tables, rules, fences and `**Status`/`**Date` lines are skipped;
 * lines are joined with spaces and inline markup stripped. A `## Status`
 * section is skipped too **[I]** (in Nygard records its first line is the
 * status, not a summary). Returns '' when there is none.
 */
export function firstParagraph(lines: string[], from = 0): string {
  const cur: string[] = [];
  let fence = false;
  let inStatus = false;
  for (let i = from; i < lines.length; i++) {
    const t = lines[i].trim();
    if (/^(```|~~~)/.test(t)) {
      if (cur.length) break;
      fence = !fence;
      continue;
    }
    if (fence) continue;
    if (/^#{1,2}\s/.test(t)) {
      if (cur.length) break;
      inStatus = /^##\s+status\s*:?\s*$/i.test(t);
      continue;
    }
    if (inStatus) continue;
    if (t === '' || skipLine(t)) {
      if (cur.length) break;
      continue;
    }
    cur.push(t);
  }
  return stripInlineMarkup(cur.join(' ')).replace(/\s+/g, ' ').trim();
}

/** True for text that only says a summary is still to be written (`_Pending…`, `Pending:`). */
export function isPending(s: string | undefined): boolean {
  const t = (s ?? '').trim();
  return t.startsWith('_Pending') || t.startsWith('Pending:');
}

function sectionParagraph(body: string, re: RegExp): string {
  const lines = body.split('\n');
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*(```|~~~)/.test(lines[i])) fence = !fence;
    else if (!fence && re.test(lines[i].trim())) return firstParagraph(lines, i + 1);
  }
  return '';
}

/**
 * Summary (SPEC §2.3): `summary` › first paragraph after the first of
 * `## Decision`/`## Summary`/`## Overview`/`## Purpose` (also MADR's
 * `## Decision Outcome` **[I]**) › first body paragraph. Pending text counts as
 * empty. Returns '' when nothing qualifies.
 */
export function entrySummary(e: Entry): string {
  if (e.summary && e.summary.trim() && !isPending(e.summary)) return e.summary.trim();
  const sec = sectionParagraph(e.body, SECTION_FOR_SUMMARY);
  if (sec && !isPending(sec)) return sec;
  const first = firstParagraph(e.body.split('\n'));
  return isPending(first) ? '' : first;
}

/** L0 line (SPEC conventions): `title — summary`, or the title alone. */
export function l0(e: Entry): string {
  const s = entrySummary(e);
  return s && s !== e.title ? `${e.title} — ${s}` : e.title;
}

/** Rule text (SPEC §2.3): first paragraph of `## Decision` › summary. */
export function ruleText(e: Entry): string {
  const d = sectionParagraph(e.body, DECISION_SECTION);
  return d && !isPending(d) ? d : entrySummary(e);
}

/** Active (SPEC §2.6): not superseded, deprecated or rejected (no status = active). */
export function isActive(e: Entry): boolean {
  return e.status !== 'superseded' && e.status !== 'deprecated' && e.status !== 'rejected';
}
