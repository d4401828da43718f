/**
 * Status and date notations as real ADR folders write them (SPEC §2.6), read
 * into canonical values without losing what was written.
 */
import type { Entry, Status } from '../types';

/** The canonical statuses (SPEC §2.6). */
export const CANONICAL_STATUSES: Status[] = ['proposed', 'accepted', 'superseded', 'deprecated', 'rejected'];

const ALIASES: Record<string, Status> = {
  proposed: 'proposed',
  accepted: 'accepted',
  superseded: 'superseded',
  deprecated: 'deprecated',
  rejected: 'rejected',
  approved: 'accepted',
  done: 'accepted',
  adopted: 'accepted',
  active: 'accepted',
  implemented: 'accepted',
  draft: 'proposed',
  proposal: 'proposed',
  open: 'proposed',
  pending: 'proposed',
  replaced: 'superseded',
  obsolete: 'superseded',
  declined: 'rejected',
  abandoned: 'rejected',
};

/** The first word of a status value: letters and `-`, after leading `* _`, backticks, brackets and emoji. */
export function statusWord(raw: string): string {
  const s = raw.replace(/^[^\p{L}]+/u, '');
  const m = /^[\p{L}-]+/u.exec(s);
  return m ? m[0].toLowerCase().replace(/-+$/, '') : '';
}

/**
 * Normalises a written status (SPEC §2.6): the first word is mapped through
 * the alias table (approved/done/adopted/active/implemented → accepted,
 * draft/proposal/open/pending → proposed, replaced/obsolete → superseded,
 * declined/abandoned → rejected); `superseded-by`/`superseded_by` count as
 * superseded. Empty → undefined; present but unrecognisable → `unknown`.
 */
export function normalizeStatus(raw: string | undefined): Status | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const w = statusWord(raw);
  if (!w) return 'unknown';
  if (ALIASES[w]) return ALIASES[w];
  if (w.startsWith('superseded')) return 'superseded';
  return 'unknown';
}

/** True when `raw`'s first word is itself canonical (not only an alias of one). */
export function isCanonicalStatusText(raw: string): boolean {
  return (CANONICAL_STATUSES as string[]).includes(statusWord(raw));
}

/**
 * Ids named after `superseded by` in a status value: Markdown link targets
 * become file stems (`[3. Use X](0003-use-x.md)` → `0003-use-x`), otherwise the
 * comma/`and`-separated words are taken as ids (`superseded by ADR-0005, 7`).
 */
export function supersededByTargets(raw: string): string[] {
  const m = /superseded(?:[\s_-]+by)?\b[\s:]*(.*)$/i.exec(raw);
  if (!m) return [];
  return referenceTargets(m[1]);
}

/** Ids referenced by a text: link targets as stems, else the listed words. */
export function referenceTargets(text: string): string[] {
  const links = [...text.matchAll(/\[[^\]]*\]\(([^)\s]+)[^)]*\)/g)].map((x) => linkStem(x[1]));
  if (links.length) return links.filter(Boolean);
  return text
    .split(/,|\band\b|;/)
    .map((x) => x.trim().replace(/^[`*_[(]+|[`*_\])]+$/g, '').replace(/\.$/, '').replace(/\.(md|markdown)$/i, ''))
    .filter((x) => x !== '' && !/\s/.test(x));
}

/** `../adr/0003-use-x.md#anchor` → `0003-use-x`. */
export function linkStem(target: string): string {
  const file = target.split('#')[0].split('/').pop() ?? '';
  return decodeURIComponent(file.replace(/\.(md|markdown)$/i, ''));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function iso(y: number, m: number, d: number): string | undefined {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1000 || y > 9999) return undefined;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function monthOf(word: string): number {
  const i = MONTHS.indexOf(word.slice(0, 3).toLowerCase());
  return i < 0 ? 0 : i + 1;
}

/**
 * Reads the date notations ADR folders use into `YYYY-MM-DD` **[I]**:
 * ISO (`2018-02-11`, with a time, `2018-2-3`), `2018/02/11`, `2018.02.11`,
 * `11.02.2018` (day first), `02/11/2018` (month first unless the first number
 * exceeds 12), `11 February 2018`, `February 11, 2018`, `Feb 2018` (day 1).
 * Anything else → undefined (the caller keeps the text as written).
 */
export function normalizeDate(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const s = raw.trim().replace(/^[*_`]+|[*_`]+$/g, '');
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/.exec(s);
  if (m) return iso(+m[1], +m[2], +m[3]);
  m = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\b/.exec(s);
  if (m) return iso(+m[3], +m[2], +m[1]);
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})\b/.exec(s);
  if (m) return +m[1] > 12 ? iso(+m[3], +m[2], +m[1]) : iso(+m[3], +m[1], +m[2]);
  m = /^(\d{1,2})(?:st|nd|rd|th)?\.?\s+([A-Za-z]{3,})\.?,?\s+(\d{4})\b/.exec(s);
  if (m && monthOf(m[2])) return iso(+m[3], monthOf(m[2]), +m[1]);
  m = /^([A-Za-z]{3,})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/.exec(s);
  if (m && monthOf(m[1])) return iso(+m[3], monthOf(m[1]), +m[2]);
  m = /^([A-Za-z]{3,})\.?\s+(\d{4})\b/.exec(s);
  if (m && monthOf(m[1])) return iso(+m[2], monthOf(m[1]), 1);
  return undefined;
}

/** Status text to write: the written text while it still means the same status, else the canonical word. */
export function statusToWrite(e: Entry): string | undefined {
  if (e.statusRaw !== undefined && normalizeStatus(e.statusRaw) === e.status) return e.statusRaw;
  return e.status === 'unknown' ? e.statusRaw : e.status;
}

/** Date text to write: the written notation while it still means the same date. */
export function dateToWrite(e: Entry): string | undefined {
  if (e.dateRaw !== undefined && (normalizeDate(e.dateRaw) ?? e.dateRaw) === e.date) return e.dateRaw;
  return e.date;
}

