/**
 * Validation of the store and secret scanning (SPEC §2.8): `check` reads the
 * working tree (store files always secret-scanned); `check --staged` reads the
 * staged blobs (what the pre-commit hook sees), validating entries when
 * `hooks.validate` is on and scanning per `secrets.scan`.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { childEnv, git } from './git';
import type { Repo } from './repo';
import { allowPatterns, isSensitivePath, scanSecrets } from './secrets';
import type { Entry, KindInfo } from './types';
import { isEntryPath, kindForPath } from './store/discover';
import { parseEntryDetailed, type ParsedEntry } from './store/entryFormat';
import { loadStore } from './store/store';
import { entryChecks, entrySet, tracker } from './checkRules';

export interface CheckFinding {
  level: 'error' | 'warn';
  path: string;
  line?: number;
  rule?: string;
  msg: string;
}

export interface CheckReport {
  /** Output lines (findings, then the `N file(s) checked, …` line). */
  lines: string[];
  files: number;
  errors: number;
  warnings: number;
  findings: CheckFinding[];
}

/** Staged blobs larger than this are skipped (SPEC §2.8). */
export const MAX_STAGED_BYTES = 2_000_000;

/** `error|warn: <path>: <msg>`, or for secrets `error|warn: <path>:<line>: <msg>` (SPEC §2.8). */
export function formatFinding(f: CheckFinding): string {
  return f.line !== undefined ? `${f.level}: ${f.path}:${f.line}: ${f.msg}` : `${f.level}: ${f.path}: ${f.msg}`;
}

/** `secrets.allow` compiled (lives in secrets.ts so the registry's output step needs no check code). */
export { allowPatterns };

function secretFindings(rel: string, text: string, allow: RegExp[]): CheckFinding[] {
  return scanSecrets(text, allow).map((s) => ({
    level: s.level === 'high' ? ('error' as const) : ('warn' as const),
    path: rel,
    line: s.line,
    rule: s.rule,
    msg: `possible secret (${s.rule}) ${s.masked}`,
  }));
}

function isText(buf: Buffer): boolean {
  return buf.length <= MAX_STAGED_BYTES && !buf.includes(0);
}

/** Files under the store directory (recursively, no `.git`), repo-relative. */
function storeDirFiles(repo: Repo): string[] {
  const dir = repo.config().store.dir.replace(/^\.\//, '').replace(/\/+$/, '');
  const out: string[] = [];
  const walk = (rel: string) => {
    let items: fs.Dirent[];
    try {
      items = fs.readdirSync(repo.abs(rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const d of items) {
      const r = `${rel}/${d.name}`;
      if (d.isDirectory()) {
        if (d.name !== '.git' && d.name !== 'node_modules') walk(r);
      } else if (d.isFile()) out.push(r);
    }
  };
  walk(dir);
  return out;
}

/**
 * Reads staged blobs (`:<path>`) with one `git cat-file --batch`; missing
 * paths are absent from the result.
 */
export function readStagedBlobs(root: string, paths: string[]): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const usable = paths.filter((p) => !p.includes('\n'));
    const out = new Map<string, Buffer>();
    if (!usable.length) return resolve(out);
    const child = spawn('git', ['cat-file', '--batch'], { cwd: root, env: childEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    child.on('error', reject);
    child.on('close', () => {
      const buf = Buffer.concat(chunks);
      let pos = 0;
      for (const p of usable) {
        const nl = buf.indexOf(10, pos);
        if (nl < 0) break;
        const header = buf.subarray(pos, nl).toString('utf8');
        pos = nl + 1;
        const m = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
        if (!m) continue; // `<object> missing`
        const size = Number(m[2]);
        if (m[1] === 'blob') out.set(p, buf.subarray(pos, pos + size));
        pos += size + 1;
      }
      resolve(out);
    });
    child.stdin.end(usable.map((p) => `:${p}\n`).join(''));
  });
}

function finish(findings: CheckFinding[], files: number): CheckReport {
  findings.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : (a.line ?? 0) - (b.line ?? 0)));
  const errors = findings.filter((f) => f.level === 'error').length;
  const warnings = findings.length - errors;
  const lines = findings.map(formatFinding);
  lines.push(`${files} file(s) checked, ${errors} error(s), ${warnings} warning(s)`);
  return { lines, files, errors, warnings, findings };
}

interface Candidate {
  rel: string;
  text: string | null;
  error?: string;
}

/** Parses and validates entry files against the other entries of the store. */
async function validateEntries(repo: Repo, kinds: KindInfo[], cands: Candidate[], others: Entry[]): Promise<CheckFinding[]> {
  const findings: CheckFinding[] = [];
  const parsed: ParsedEntry[] = [];
  for (const c of cands) {
    if (c.text === null) {
      findings.push({ level: 'error', path: c.rel, msg: `unreadable store file${c.error ? ` (${c.error})` : ''}` });
      continue;
    }
    const kind = kindForPath(kinds, c.rel);
    if (!kind) continue;
    parsed.push(parseEntryDetailed(c.text, c.rel, kind, kinds));
  }
  const checkedPaths = new Set(parsed.map((p) => p.entry.path));
  const all = [...others.filter((e) => !checkedPaths.has(e.path)), ...parsed.map((p) => p.entry)];
  const track = await tracker(repo);
  const maxBody = Number(repo.config().store.max_body_lines ?? 80);
  const set = entrySet(all);
  for (const p of parsed) findings.push(...entryChecks(p, set, kinds, maxBody, track));
  return findings;
}

/**
 * Runs the check (SPEC §2.8). Working tree: every entry is validated and every
 * store file (entries, files under the store dir) secret-scanned. `staged`:
 * staged added/changed files only, read from the index; blobs over 2,000,000
 * bytes or with NUL bytes skipped; entries validated if `hooks.validate`;
 * secrets scanned per `secrets.scan` (`store` | `staged` | `off`). Never-read
 * files (§9.3) are never scanned. Exit status is the caller's: 1 when
 * `errors > 0`.
 */
export async function runCheck(repo: Repo, opts: { staged: boolean }): Promise<CheckReport> {
  const cfg = repo.config();
  const store = await loadStore(repo);
  const allow = allowPatterns(cfg.secrets.allow ?? []);
  const storeDir = cfg.store.dir.replace(/^\.\//, '').replace(/\/+$/, '');
  const inStore = (p: string) => p.startsWith(storeDir + '/') || isEntryPath(store.kinds, p);
  const findings: CheckFinding[] = [];
  const checked = new Set<string>();
  if (!opts.staged) {
    const cands: Candidate[] = [];
    for (const e of store.entries) cands.push({ rel: e.path, text: readText(repo, e.path) });
    for (const prob of store.problems) {
      if (prob.message.startsWith('unreadable')) cands.push({ rel: prob.path, text: null, error: prob.message });
    }
    findings.push(...(await validateEntries(repo, store.kinds, cands, [])));
    cands.forEach((c) => checked.add(c.rel));
    const scan = new Set([...store.entries.map((e) => e.path), ...storeDirFiles(repo)]);
    for (const rel of scan) {
      if (isSensitivePath(rel)) continue;
      let buf: Buffer;
      try {
        buf = fs.readFileSync(repo.abs(rel));
      } catch {
        continue;
      }
      checked.add(rel);
      if (isText(buf)) findings.push(...secretFindings(rel, buf.toString('utf8'), allow));
    }
    return finish(findings, checked.size);
  }
  const out = await git(['diff', '--cached', '--name-only', '-z', '--no-renames', '--diff-filter=ACMRT'], { cwd: repo.root });
  const staged = out.stdout.split('\0').filter(Boolean);
  const deleted = (await git(['diff', '--cached', '--name-only', '-z', '--no-renames', '--diff-filter=D'], { cwd: repo.root })).stdout
    .split('\0')
    .filter(Boolean);
  const blobs = await readStagedBlobs(repo.root, staged);
  const entryPaths = cfg.hooks.validate ? staged.filter((p) => isEntryPath(store.kinds, p)) : [];
  const cands: Candidate[] = entryPaths.map((rel) => {
    const b = blobs.get(rel);
    return b && isText(b) ? { rel, text: b.toString('utf8') } : { rel, text: null, error: b ? 'binary or too large' : 'not in the index' };
  });
  const gone = new Set(deleted);
  findings.push(...(await validateEntries(repo, store.kinds, cands, store.entries.filter((e) => !gone.has(e.path)))));
  entryPaths.forEach((p) => checked.add(p));
  const mode = cfg.secrets.scan ?? 'store';
  const toScan = mode === 'off' ? [] : staged.filter((p) => mode === 'staged' || inStore(p));
  for (const rel of toScan) {
    if (isSensitivePath(rel)) continue;
    const b = blobs.get(rel);
    if (!b || !isText(b)) continue;
    checked.add(rel);
    findings.push(...secretFindings(rel, b.toString('utf8'), allow));
  }
  return finish(findings, checked.size);
}

function readText(repo: Repo, rel: string): string | null {
  try {
    return fs.readFileSync(path.join(repo.root, rel), 'utf8');
  } catch {
    return null;
  }
}
