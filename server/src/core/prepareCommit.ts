/**
 * The prepare-commit report (SPEC §5.5): applies the requested drops and
 * promotions, then describes the change about to be committed — recorded
 * knowledge that covers it, inbox candidates that belong to it, checks,
 * module docs that may need a refresh, and the commit trailers — as text
 * (sections in the SPEC's order, only when non-empty) and as structured data.
 */
import type { Repo } from './repo';
import type { Entry, KindInfo } from './types';
import type { CheckFinding } from './check';
import { clip } from './text';
import { dropInbox, extra, listInbox, originNote, type InboxItem } from './inbox';
import { NO_STORE } from './capture';
import { acceptedNote, promoteCandidates, promotedLine, promotedNotes, selectPromotable } from './promote';
import { changeSet, type ChangedFile } from './changeSet';
import { hookInstalled } from './hooksDir';
import { loadStore } from './store/store';
import { isActive, l0, ruleText } from './store/summary';
import { entryPathMatch } from './globs';
import { formatFinding, runCheck } from './check';
import { forReader, kontextCommand, nextStep } from './hints';
import { setupAdvice } from './setup';

/** Structured form of the report (ctx_prepare_commit structuredContent, SPEC §11). */
export interface PrepareCommitStructured {
  /** Drops and promotions applied by this call. */
  applied: { op: 'drop' | 'promote'; id: string; path?: string }[];
  /**
   * Counts of the staged change; null when nothing is staged (working-tree report or no change).
   * `store` = other store files (config, index file): code + knowledge + store = files.
   */
  staged: { files: number; code: number; knowledge: number; store: number } | null;
  /** Active entries whose paths cover changed code; `files` = how many changed files they cover. */
  covering: { id: string; kind: string; title: string; rule: string; files: number }[];
  /** This worktree's team candidates (here + orphan), most touched first. */
  candidates: { id: string; kind: string; title: string; touches: number }[];
  /** Number of team candidates captured in other worktrees (not for this commit). */
  elsewhere: number;
  /** Number of private inbox notes (they stay local). */
  private: number;
  /** Findings of the staged check (working tree: findings on changed files). */
  checks: CheckFinding[];
  /** Module docs that may need a refresh. */
  modules: { path: string; changed: number; added_removed: number }[];
  /** Trailers the commit should carry, e.g. `{key: 'Decision', id: '…'}`. */
  trailers: { key: string; id: string }[];
  /** True when our prepare-commit-msg hook block is installed (it adds the trailers). */
  trailers_auto: boolean;
}

export interface PrepareCommitResult {
  text: string;
  structured: PrepareCommitStructured;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** How many of `files` the patterns match (entry-path match, SPEC §4). */
function countMatches(patterns: string[], files: string[]): number {
  let n = 0;
  for (const f of files) if (patterns.some((p) => p.trim() && entryPathMatch(p, f))) n++;
  return n;
}

function modulePath(e: Entry): string {
  return (e.paths[0] ?? '').replace(/\/\*\*$/, '').replace(/\/$/, '');
}

/** Up to 3 store file paths, then `+N more`. */
function storeList(files: ChangedFile[]): string {
  const names = files.slice(0, 3).map((f) => f.path);
  return files.length > 3 ? `${names.join(', ')}, +${files.length - 3} more` : names.join(', ');
}

/**
 * **[ours]** A warning for a store file the staged commit leaves out (changeSet
 * `unstagedStore`): SPEC §5.5 checks only staged blobs, so a new, untracked
 * `.ai/kontext.toml` would otherwise go unmentioned and the store stay unshared.
 */
function unstagedFinding(f: ChangedFile): CheckFinding {
  const what = f.status === 'A' ? 'new file, not staged' : f.status === 'D' ? 'deleted, deletion not staged' : 'changed, change not staged';
  const why = /(^|\/)kontext\.toml$/.test(f.path) && f.status === 'A' ? ' — the team gets the store only once it is committed' : '';
  return { level: 'warn', path: f.path, msg: `${what}: this commit leaves it out${why} (\`git add ${f.path}\` to include it)` };
}

/**
 * The `(N private inbox note(s) stay local…)` line (SPEC §5.5 item 5). **[ours]**
 * Notes kept private only because the repository had no store (`private_reason`)
 * can be shared on the user's word; the line names the ones whose paths cover
 * changed code (most touched first, ≤3) — never an unrelated note — and how:
 * `kontext promote <id> --share` once set up, creating the store first otherwise.
 */
function privateLine(repo: Repo, inbox: InboxItem[], codePaths: string[], setUp: boolean): string {
  const notes = inbox.filter((i) => i.visibility === 'private');
  const noStore = notes.filter((i) => extra(i, 'private_reason') === NO_STORE);
  const covering = noStore
    .map((i) => ({ i, n: countMatches(i.paths, codePaths) }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || (a.i.id < b.i.id ? -1 : 1));
  const head = `(${notes.length} private inbox note(s) stay local`;
  if (covering.length === 0) {
    if (!setUp || noStore.length === 0) return `${head}.)`;
    return `${head}; ${noStore.length} of them only because this repository had no store when they were captured, none covering this change — \`kontext inbox\` lists them.)`;
  }
  const ids = covering.slice(0, 3).map(({ i, n }) => `\`${i.id}\` (${n} changed file(s))`);
  const more = covering.length > 3 ? `, +${covering.length - 3} more` : '';
  const share = covering
    .slice(0, 3)
    .map(({ i }) => kontextCommand(`promote ${i.id} --share`))
    .join(', ');
  const them = covering.length === 1 ? 'it' : 'them';
  if (!setUp) {
    return `${head}; covering this change: ${ids.join(', ')}${more} — private because this repository has no store yet; to share ${them}, ${setupAdvice(repo).step}, then ${share}.)`;
  }
  return `${head}; ${noStore.length} of them only because this repository had no store when they were captured; covering this change: ${ids.join(', ')}${more} — ${forReader({ agent: `the user can share ${them} with`, person: `share ${them} with` })} ${share}.)`;
}

/**
 * Builds the report (SPEC §5.5). `promote` / `drop` are inbox ids (or unique
 * prefixes/suffixes) applied first: drops, then promotions (staged). Throws
 * KontextError('refused') when promotion is asked in a repository that is not
 * set up, or for a private candidate; 'not-found' for a missing promote id.
 */
export async function prepareCommit(repo: Repo, opts: { promote?: string[]; drop?: string[] } = {}): Promise<PrepareCommitResult> {
  const promote = (opts.promote ?? []).map((s) => s.trim()).filter(Boolean);
  const drop = (opts.drop ?? []).map((s) => s.trim()).filter(Boolean);
  // Refuse a bad promote request before anything (drops included) is applied.
  if (promote.length) await selectPromotable(repo, promote);
  const applied: PrepareCommitStructured['applied'] = [];
  const head: string[] = ['# Prepare commit'];

  if (drop.length) {
    const { dropped, missing } = await dropInbox(repo, drop);
    for (const id of dropped) {
      head.push(`- dropped inbox entry ${id}`);
      applied.push({ op: 'drop', id });
    }
    for (const ref of missing) head.push(`- no inbox entry ${ref} to drop`);
  }
  if (promote.length) {
    const done = await promoteCandidates(repo, promote, { stage: true });
    for (const p of done) {
      head.push(promotedLine(p), ...promotedNotes(p));
      applied.push({ op: 'promote', id: p.id, path: p.path });
    }
    head.push(...acceptedNote(done));
  }

  const store = await loadStore(repo);
  const kinds: KindInfo[] = store.kinds;
  const cs = await changeSet(repo, kinds);
  const structured: PrepareCommitStructured = {
    applied,
    staged: null,
    covering: [],
    candidates: [],
    elsewhere: 0,
    private: 0,
    checks: [],
    modules: [],
    trailers: [],
    trailers_auto: false,
  };
  if (cs.files.length === 0) {
    return { text: [...head, 'Nothing staged or changed.'].join('\n'), structured };
  }

  // Independent reads run side by side (each is mostly a git process or file I/O).
  const config = repo.config();
  const [inbox, report, trailersAuto, preCommitHook] = await Promise.all([
    listInbox(repo),
    runCheck(repo, { staged: cs.staged }),
    config.hooks.trailers ? hookInstalled(repo, 'prepare-commit-msg') : Promise.resolve(false),
    hookInstalled(repo, 'pre-commit'),
  ]);
  const sections: string[][] = [head];
  const code = cs.files.filter((f) => f.role === 'code');
  const codePaths = code.map((f) => f.path);
  const entryFiles = cs.files.filter((f) => f.role === 'entry');
  const knowledgeWord = entryFiles.length === 1 ? 'knowledge entry' : 'knowledge entries';
  // Store files that are not entries (`.ai/kontext.toml`, the index `.ai/README.md`) are counted
  // too, so the parts add up to the total (SPEC §5.5 names only code and entries).
  const storeFiles = cs.files.filter((f) => f.role === 'store');
  const parts = `${code.length} code/docs, ${entryFiles.length} ${knowledgeWord}${storeFiles.length ? `, ${storeFiles.length} other store file(s) (${storeList(storeFiles)})` : ''}`;
  if (cs.staged) {
    structured.staged = { files: cs.files.length, code: code.length, knowledge: entryFiles.length, store: storeFiles.length };
    sections.push([`Staged: ${cs.files.length} file(s): ${parts}.`]);
  } else {
    sections.push([`Nothing is staged yet. Working tree: ${cs.files.length} file(s) changed: ${parts}.`]);
  }

  // 3. Recorded knowledge covering the change.
  const inChange = new Set(cs.files.map((f) => f.path));
  const covering = store.entries
    .filter((e) => e.kind !== 'architecture' && isActive(e) && !inChange.has(e.path) && e.paths.length > 0)
    .map((e) => ({ e, files: countMatches(e.paths, codePaths) }))
    .filter((x) => x.files > 0)
    .sort((a, b) => b.files - a.files || (a.e.id < b.e.id ? -1 : 1))
    .slice(0, 10);
  if (covering.length) {
    structured.covering = covering.map(({ e, files }) => ({ id: e.id, kind: e.kind, title: e.title, rule: ruleText(e), files }));
    sections.push([
      '## Recorded knowledge covering this change — confirm it still holds',
      ...covering.map(({ e, files }) => `- [${e.kind}] ${e.title} — ${clip(ruleText(e), 220)} (${files} file(s)) <kx:${e.id}>`),
      `If this change departs from one, record a superseding decision (${nextStep.capture({ kind: 'decision', supersedes: ['<old-id>'], paths: ['<path>'] })}) and promote it into this commit.`,
    ]);
  }

  // 4–5. Inbox candidates.
  const team = inbox.filter((i) => i.visibility !== 'private');
  structured.private = inbox.length - team.length;
  const touches = (i: InboxItem) => countMatches(i.paths, codePaths);
  const ours = team
    .filter((i) => i.where !== 'elsewhere')
    .map((i) => ({ i, n: touches(i) }))
    .sort((a, b) => b.n - a.n);
  if (ours.length) {
    structured.candidates = ours.map(({ i, n }) => ({ id: i.id, kind: i.kind, title: i.title, touches: n }));
    sections.push([
      '## Inbox candidates (local, not shared yet)',
      ...ours.map(({ i, n }) => `- \`${i.id}\` [${i.kind}] ${clip(l0(i), 140)} — touches ${n} changed file(s)${originNote(i)}`),
      `Promote the ones this change explains into this commit (${nextStep.promote(['<id>'])}); ` +
        `drop stale ones (${nextStep.drop(['<id>'])}).`,
    ]);
  }
  const elsewhere = team.filter((i) => i.where === 'elsewhere').map((i) => ({ i, n: touches(i) }));
  structured.elsewhere = elsewhere.length;
  const related = elsewhere.filter((x) => x.n > 0).sort((a, b) => b.n - a.n);
  const tail: string[] = [];
  if (related.length) {
    tail.push(
      '## Captured in other worktrees — not for this commit',
      ...related.map(
        ({ i, n }) => `- \`${i.id}\` [${i.kind}] ${clip(l0(i), 140)} — touches ${n} changed file(s)${originNote(i)}${i.branch ? ` (branch ${i.branch})` : ''}`,
      ),
      'They belong to the work in those worktrees: leave them.',
    );
  }
  const unrelated = elsewhere.length - related.length;
  if (unrelated > 0) tail.push(`(${unrelated} more candidate(s) from other worktrees, unrelated to this change.)`);
  if (structured.private > 0) tail.push(privateLine(repo, inbox, codePaths, store.setUp));
  if (tail.length) sections.push(tail);

  // 6. Checks.
  const findings = [...(cs.staged ? report.findings : report.findings.filter((f) => inChange.has(f.path))), ...cs.unstagedStore.map(unstagedFinding)];
  structured.checks = findings;
  const errors = findings.filter((f) => f.level === 'error').length;
  if (findings.length) {
    sections.push([
      '## Checks',
      ...findings.map((f) => `- ${formatFinding(f)}`),
      ...(errors > 0
        ? [
            preCommitHook
              ? `${plural(errors, 'error', 'errors')}: the pre-commit hook will block this commit until they are fixed.`
              : `${plural(errors, 'error', 'errors')}: fix them before committing (no kontext pre-commit hook runs here to stop the commit).`,
          ]
        : []),
    ]);
  } else {
    const n = cs.staged ? report.files : entryFiles.length;
    sections.push(['## Checks', `- ${n} knowledge file(s) valid, no secrets found.`]);
  }

  // 7. Module docs that may need a refresh.
  const modules = store.entries
    .filter((e) => e.kind === 'architecture' && e.paths.length > 0)
    .map((e) => {
      const hit = code.filter((f) => entryPathMatch(e.paths[0], f.path));
      return { e, changed: hit.length, addedRemoved: hit.filter((f: ChangedFile) => f.status !== 'M').length };
    })
    .filter((m) => m.changed >= 5 || m.addedRemoved >= 2);
  if (modules.length) {
    structured.modules = modules.map((m) => ({ path: modulePath(m.e), changed: m.changed, added_removed: m.addedRemoved }));
    sections.push([
      '## Module docs that may need a refresh',
      ...modules.map((m) => `- ${modulePath(m.e)}: ${m.changed} changed file(s), ${m.addedRemoved} added/removed`),
      'Check that their overview still holds, and update the module doc in this commit if it does not.',
    ]);
  }

  // 8. Commit trailers.
  if (config.hooks.trailers) {
    structured.trailers_auto = trailersAuto;
    const byPath = new Map(store.entries.map((e) => [e.path, e]));
    // An entry whose check reports an error is not ready to be recorded: no trailer for it yet.
    const failing = new Set(findings.filter((f) => f.level === 'error').map((f) => f.path));
    const held: string[] = [];
    for (const f of entryFiles) {
      if (f.status === 'D') continue;
      const e = byPath.get(f.path);
      const kind = kinds.find((k) => k.name === (e?.kind ?? '')) ?? null;
      if (!e || !kind?.trailer || e.origin === 'init') continue;
      if (failing.has(e.path)) held.push(e.id);
      else structured.trailers.push({ key: kind.trailer, id: e.id });
    }
    if (structured.trailers.length || held.length) {
      const how = structured.trailers_auto
        ? 'added automatically by the prepare-commit-msg hook'
        : 'add them to the message by hand; kontext does not install git hooks yet';
      sections.push([
        `## Commit trailers (${how})`,
        ...structured.trailers.map((t) => `    ${t.key}: ${t.id}`),
        ...(held.length ? [`(none for ${held.join(', ')} until the check errors above are fixed)`] : []),
      ]);
    }
  }

  // 9. Worth recording?
  if (code.length >= 8 && entryFiles.length === 0 && ours.length === 0) {
    sections.push([
      '## Worth recording?',
      `This change touches ${code.length} code/docs files and records no knowledge. If it settles a decision, a convention or a pitfall, ` +
        `capture it (${nextStep.capture({ kind: '<decision|convention|learning>', paths: ['<path>'] })}) and promote it into this commit.`,
    ]);
  }

  // 10. Working-tree footer.
  if (!cs.staged) {
    sections.push(['Nothing is staged yet: stage the change (`git add …`) and run prepare-commit again for the exact report.']);
  }

  return { text: sections.map((s) => s.join('\n')).join('\n\n'), structured };
}
