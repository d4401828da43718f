/**
 * Decision freshness (SPEC §6.11): a decision is possibly stale when at least
 * `freshness.threshold_commits` commits touched its paths after the day it
 * was decided. A flag is a prompt to re-check, not a verdict.
 *
 * Watched: active decisions with ≥ 1 non-blank path and a valid date
 * (`YYYY-MM-DD`, optionally followed by `T`/space and a time); cut-off =
 * 00:00 UTC of the next day. One
 *   git log HEAD --max-count=<index.max_commits> --since=<oldest cut-off − 2 days>
 *           --no-merges --no-renames --name-only -z
 * covers all of them (committer times; a rename lists both paths, so both
 * count). Per decision: commits at or after its cut-off touching a governed
 * path, each commit once. Counts are cached in `<W>/node/freshness.json` under
 * `<HEAD>:<max_commits>:<shortHash(id|cutoff|paths;…)>`, so an unchanged
 * repository costs no git call.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { gitBuffer } from './git';
import { atomicWrite } from './fsutil';
import type { Repo } from './repo';
import type { Entry } from './types';
import { shortHash } from './text';
import { readHead } from './head';
import { isActive } from './store/summary';
import { entryPathMatch } from './globs';
import { kontextCommand } from './hints';

/** Decisions listed in a brief before "+K more (kontext status)" (SPEC §6.11). */
export const FRESHNESS_SHOWN = 3;

export interface StaleDecision {
  entry: Entry;
  /** Commits touching its paths since the cut-off. */
  count: number;
}

export interface FreshnessReport {
  /** Threshold in use (0 = off). */
  threshold: number;
  /** Decisions watched (active, dated, with paths). */
  watched: number;
  /** Decisions at or above the threshold, most commits first, then id. */
  stale: StaleDecision[];
  /** Commit count per watched decision id (0 included). */
  counts: Record<string, number>;
}

interface Watched {
  entry: Entry;
  cutoff: number; // unix seconds
  paths: string[];
}

/** Cut-off of a decision date: 00:00 UTC of the next day, unix seconds; null when the date is not valid. */
export function cutoffOf(date: string | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec((date ?? '').trim());
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  return Date.UTC(y, mo - 1, d + 1) / 1000;
}

function watchedOf(entries: Entry[]): Watched[] {
  const out: Watched[] = [];
  for (const e of entries) {
    if (e.kind !== 'decision' || !isActive(e)) continue;
    const paths = e.paths.map((p) => p.trim()).filter(Boolean);
    const cutoff = cutoffOf(e.date);
    if (paths.length && cutoff !== null) out.push({ entry: e, cutoff, paths });
  }
  return out;
}

/** Commits since `since` with their committer time and touched paths, from one `git log -z`. */
async function commitsSince(repo: Repo, since: number, max: number): Promise<{ time: number; files: string[] }[]> {
  const iso = new Date(since * 1000).toISOString();
  const buf = await gitBuffer(
    ['log', 'HEAD', `--max-count=${max}`, `--since=${iso}`, '--no-merges', '--no-renames', '--name-only', '-z', '--format=%x01%ct'],
    repo.root,
  );
  const commits: { time: number; files: string[] }[] = [];
  for (const raw of buf.toString('utf8').split('\0')) {
    const item = raw.replace(/^\n+/, '');
    if (!item) continue;
    const h = /^\x01(\d+)(?:\n+([\s\S]*))?$/.exec(item);
    if (h) {
      commits.push({ time: Number(h[1]), files: h[2] ? [h[2]] : [] });
    } else if (commits.length) {
      commits[commits.length - 1].files.push(item);
    }
  }
  return commits;
}

function cacheFile(repo: Repo): string {
  return path.join(repo.paths.w, 'node', 'freshness.json');
}

/**
 * Freshness of the given store entries (SPEC §6.11). Reads and writes the
 * cache `<W>/node/freshness.json`; an unreadable cache is ignored. Threshold 0
 * (off), no HEAD or nothing watched → no stale decisions and no git call.
 * Errors from git propagate as KontextError('git').
 */
export async function decisionFreshness(repo: Repo, entries: Entry[]): Promise<FreshnessReport> {
  const config = repo.config();
  const threshold = Number(config.freshness?.threshold_commits ?? 20);
  const max = Number(config.index?.max_commits ?? 5000);
  const watched = watchedOf(entries);
  const report: FreshnessReport = { threshold, watched: watched.length, stale: [], counts: {} };
  if (threshold <= 0 || !watched.length) return report;
  const head = await readHead(repo);
  if (!head) return report;

  const fingerprint = shortHash(
    watched
      .map((w) => `${w.entry.id}|${w.cutoff}|${w.paths.join(',')}`)
      .sort()
      .join(';'),
  );
  const key = `${head}:${max}:${fingerprint}`;
  let counts: Record<string, number> | null = null;
  try {
    const cached = JSON.parse(fs.readFileSync(cacheFile(repo), 'utf8')) as { key?: string; counts?: Record<string, number> };
    if (cached.key === key && cached.counts && typeof cached.counts === 'object') counts = cached.counts;
  } catch {
    /* no cache yet, or unreadable: recompute */
  }
  if (!counts) {
    const oldest = Math.min(...watched.map((w) => w.cutoff));
    const commits = await commitsSince(repo, oldest - 2 * 86400, max);
    counts = {};
    for (const w of watched) {
      let n = 0;
      for (const c of commits) {
        if (c.time < w.cutoff) continue;
        if (c.files.some((f) => w.paths.some((p) => entryPathMatch(p, f)))) n++;
      }
      counts[w.entry.id] = n;
    }
    try {
      atomicWrite(cacheFile(repo), JSON.stringify({ key, counts }, null, 1) + '\n');
    } catch {
      /* a cache that cannot be written is recomputed next time */
    }
  }
  report.counts = counts;
  report.stale = watched
    .map((w) => ({ entry: w.entry, count: counts![w.entry.id] ?? 0 }))
    .filter((s) => s.count >= threshold)
    .sort((a, b) => b.count - a.count || a.entry.id.localeCompare(b.entry.id));
  return report;
}

/**
 * Brief lines for stale decisions (SPEC §6.11): `[<ref>] <title> (<n> commits)`
 * for at most 3, then `+K more (${kontextCommand('status')})`. `refOf` gives the brief
 * reference of an entry.
 */
export function renderStale(report: FreshnessReport, refOf: (e: Entry) => string, max = FRESHNESS_SHOWN): string[] {
  const lines = report.stale.slice(0, max).map((s) => `[${refOf(s.entry)}] ${s.entry.title} (${s.count} commits)`);
  if (report.stale.length > max) lines.push(`+${report.stale.length - max} more (${kontextCommand('status')})`);
  return lines;
}
