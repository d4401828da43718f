/**
 * Pieces of the brief (SPEC §6.10) that do not depend on the budget loop:
 * focus parsing, relevance, agent rule files, module facts.
 */
import * as fs from 'node:fs';
import type { Repo } from './repo';
import type { Entry } from './types';
import { entrySummary } from './store/summary';
import { governs, normPath } from './pathKnowledge';
import { looksLikePath } from './pathSuggest';

export interface Focus {
  /** Focus items that exist in the working tree (`:line` suffix removed), repo-relative. */
  paths: { rel: string; dir: boolean }[];
  /** Other focus items as lowercase words longer than 2 characters. */
  words: string[];
  /** Focus items that look like paths but name nothing in the working tree (read as words; the brief says so). */
  missing: string[];
}

/** Splits focus items into existing paths and words (SPEC §6.10). */
export function parseFocus(repo: Repo, focus: string[] | undefined): Focus {
  const out: Focus = { paths: [], words: [], missing: [] };
  for (const raw of focus ?? []) {
    const item = raw.trim();
    if (!item) continue;
    const rel = normPath(item.replace(/:\d+(?:-\d+)?$/, ''));
    let st: fs.Stats | null = null;
    if (rel && !rel.split('/').includes('..') && !rel.startsWith('/')) {
      try {
        st = fs.statSync(repo.abs(rel));
      } catch {
        st = null;
      }
    }
    if (st) {
      if (!out.paths.some((p) => p.rel === rel)) out.paths.push({ rel, dir: st.isDirectory() });
      continue;
    }
    if (looksLikePath(item.replace(/:\d+(?:-\d+)?$/, ''), [])) out.missing.push(item);
    for (const w of item.toLowerCase().split(/[^\p{L}\p{N}_]+/u)) {
      if (w.length > 2 && !out.words.includes(w)) out.words.push(w);
    }
  }
  return out;
}

/** True when the brief is focused at all. */
export function isFocused(f: Focus): boolean {
  return f.paths.length > 0 || f.words.length > 0;
}

/**
 * Relevance of an entry to the focus (SPEC §6.10): +10 per focus path its
 * paths overlap, +3 per focus word found in title + summary + tags.
 */
export function relevance(e: Entry, f: Focus): number {
  let score = 0;
  for (const p of f.paths) if (governs(e, p.rel, p.dir) || e.paths.some((x) => pathUnder(x, p.rel))) score += 10;
  if (f.words.length) {
    const text = `${e.title} ${entrySummary(e)} ${e.tags.join(' ')}`.toLowerCase();
    for (const w of f.words) if (text.includes(w)) score += 3;
  }
  return score;
}

/** True when the literal part of `pattern` lies at or under `dir` (a focus directory overlapping a narrower entry). */
function pathUnder(pattern: string, dir: string): boolean {
  const lit = normPath(pattern.replace(/[*?[{].*$/, '')).replace(/^\//, '');
  return dir === '' || lit === dir || lit.startsWith(`${dir}/`);
}

/** Sorts by relevance (desc), then newer date, then id. */
export function byRelevance(entries: Entry[], f: Focus): Entry[] {
  const scored = entries.map((e) => ({ e, r: relevance(e, f) }));
  scored.sort((a, b) => b.r - a.r || (b.e.date ?? '').localeCompare(a.e.date ?? '') || a.e.id.localeCompare(b.e.id));
  return scored.map((s) => s.e);
}

/** Newest first (date desc, then id desc). */
export function byDate(entries: Entry[]): Entry[] {
  return [...entries].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.id.localeCompare(a.id));
}

const ROOT_RULE_FILES = ['AGENTS.md', 'CLAUDE.md', 'Claude.md', '.cursorrules', '.github/copilot-instructions.md'];
/** Rule files listed on the "Rules for agents" line (SPEC §6.10). */
const MAX_RULE_FILES = 8;

function isFile(repo: Repo, rel: string): boolean {
  try {
    return fs.statSync(repo.abs(rel)).isFile();
  } catch {
    return false;
  }
}

/**
 * Agent rule files: AGENTS.md, CLAUDE.md (or Claude.md), .cursorrules,
 * .github/copilot-instructions.md at the root, then AGENTS.md/CLAUDE.md of
 * every directory from the root down to each focus path, outermost first, ≤ 8.
 */
export function ruleFiles(repo: Repo, f: Focus): string[] {
  const out: string[] = [];
  const add = (rel: string) => {
    if (out.length < MAX_RULE_FILES && !out.includes(rel) && isFile(repo, rel)) out.push(rel);
  };
  for (const r of ROOT_RULE_FILES) {
    if (r === 'Claude.md' && out.includes('CLAUDE.md')) continue;
    add(r);
  }
  for (const p of f.paths) {
    const segs = p.rel.split('/').filter(Boolean);
    const dirs = p.dir ? segs : segs.slice(0, -1);
    for (let i = 1; i <= dirs.length; i++) {
      const d = dirs.slice(0, i).join('/');
      add(`${d}/AGENTS.md`);
      add(`${d}/CLAUDE.md`);
    }
  }
  return out;
}

/** A module doc's path: the literal part of its first path pattern, else its title. */
export function modulePath(e: Entry): string {
  const first = e.paths.map((p) => p.trim()).find(Boolean);
  if (first) {
    const lit = normPath(first.replace(/[*?[{].*$/, '')).replace(/^\//, '');
    if (lit) return lit;
  }
  return e.title;
}

/** Numeric `rank` extra of a module doc (lower = more central); Infinity when absent. */
export function moduleRank(e: Entry): number {
  const r = e.extras.find(([k]) => k.toLowerCase() === 'rank')?.[1];
  const n = typeof r === 'string' ? Number(r) : NaN;
  return Number.isFinite(n) ? n : Infinity;
}

/** First paragraph under `## Overview` in a module doc body (lines joined), '' when none. */
export function overviewParagraph(body: string): string {
  const lines = body.split(/\r?\n/);
  const at = lines.findIndex((l) => /^##\s+overview\s*$/i.test(l.trim()));
  if (at < 0) return '';
  const para: string[] = [];
  for (const l of lines.slice(at + 1)) {
    if (/^#{1,6}\s/.test(l)) break;
    if (!l.trim()) {
      if (para.length) break;
      continue;
    }
    para.push(l.trim());
  }
  return para.join(' ');
}

/** Value of an extra front-matter key as one string ('' when absent). */
export function extraText(e: Entry, key: string): string {
  const v = e.extras.find(([k]) => k.toLowerCase() === key)?.[1];
  return Array.isArray(v) ? v.join(', ') : (v ?? '');
}
