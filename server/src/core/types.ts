/**
 * Plain data shapes shared across the engine. No behaviour lives here; each
 * shape names the module that produces it.
 */

/** How an entry file is laid out on disk (SPEC §2.3, §2.4). */
export type EntryStyle = 'frontmatter' | 'fields' | 'nygard';

/** Id numbering of a kind's directory (SPEC §2.5). */
export type Numbering = 'date' | 'sequential' | 'none';

/** Canonical statuses (SPEC §2.6); `unknown` = present but not recognisable. */
export type Status = 'proposed' | 'accepted' | 'superseded' | 'deprecated' | 'rejected' | 'unknown';

/** A kind as configured for this repository (produced by core/store/kinds.ts). */
export interface KindInfo {
  /** Kind name: decision, convention, learning, incident, architecture, or a custom one. */
  name: string;
  /** Repo-relative directory holding this kind's entries, forward slashes, no trailing slash. */
  dir: string;
  /** Commit trailer key (`Decision`, …) or null for none. */
  trailer: string | null;
  style: EntryStyle | 'frontmatter';
  numbering: Numbering;
  /** True when `dir` is an ADR folder found by the scan and the repository is not set up (read-only). */
  readOnly?: boolean;
}

/**
 * One knowledge entry, as read from the store or the inbox (produced by
 * core/store/entryFormat.ts). Field names follow the front-matter keys.
 */
export interface Entry {
  id: string;
  kind: string;
  title: string;
  /** Canonical status, or undefined when none is written. */
  status?: Status;
  /** The status text as written (for fields/Nygard rewrites and `unknown`). */
  statusRaw?: string;
  /** `YYYY-MM-DD` (or whatever was written when it cannot be read as a date; validation warns). */
  date?: string;
  /** The date text as written, when it differs from `date` (e.g. `February 11, 2018`, `2026-09-28T10:00`). */
  dateRaw?: string;
  /** Explicit `summary`/`description`; use entrySummary() for the derived one. */
  summary?: string;
  tags: string[];
  paths: string[];
  supersedes: string[];
  superseded_by: string[];
  commits: string[];
  author?: string;
  visibility?: 'team' | 'private';
  origin?: string;
  /** Other front-matter keys in file order (rank, fingerprint, captured, branch, …). */
  extras: [string, string | string[]][];
  /** Markdown body (after front matter / fields). */
  body: string;
  /** Repo-relative file path (store entries) or absolute path (inbox candidates). */
  path: string;
  style: EntryStyle;
}
