/**
 * Diagnostics for `.ai/` entries and kontext.toml (SPEC §11b): the working-tree
 * `check` (validation and secret findings, SPEC §2.8) published per file, with
 * the finding's level. Recomputed after `initialized`, when store or config
 * files change (watched files, saves; server.ts routes the notification) and after kontext's own writes.
 */
import type { Diagnostic } from 'vscode-languageserver/node';
import type { Repo } from '../core/repo';
import type { LspContext } from './context';
import { fileUri, toDiagnostic } from './convert';
import { engine } from './lazy';
import { redactShown } from './redact';

/** Error/warning counts per repository root (the status bar shows them). */
export type ProblemCounts = Map<string, { errors: number; warnings: number }>;

/** Publishes diagnostics; returns a debounced `refresh` and the latest counts. */
export function registerDiagnostics(ctx: LspContext): { refresh(): void; counts: ProblemCounts } {
  const published = new Map<string, Set<string>>();
  const counts: ProblemCounts = new Map();
  let timer: NodeJS.Timeout | undefined;

  const publish = async (repo: Repo) => {
    const problems = await (await engine()).checkProblems(repo);
    const byUri = new Map<string, Diagnostic[]>();
    for (const p of problems) {
      const uri = fileUri(repo, p.path);
      // Messages quote entry text: redacted like every tool answer (lsp/redact.ts).
      byUri.set(uri, [...(byUri.get(uri) ?? []), toDiagnostic({ ...p, msg: redactShown(repo, p.msg) })]);
    }
    const before = published.get(repo.root) ?? new Set();
    for (const uri of before) if (!byUri.has(uri)) await ctx.connection.sendDiagnostics({ uri, diagnostics: [] });
    for (const [uri, diagnostics] of byUri) await ctx.connection.sendDiagnostics({ uri, diagnostics });
    published.set(repo.root, new Set(byUri.keys()));
    counts.set(repo.root, { errors: problems.filter((p) => p.level === 'error').length, warnings: problems.filter((p) => p.level !== 'error').length });
  };
  const refresh = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      for (const repo of ctx.workspace.repos()) {
        await publish(repo).catch((e) => ctx.log.log('warning', `check failed in ${repo.root}: ${(e as Error).message}`));
      }
      ctx.statusChanged();
    }, 250);
  };
  ctx.documents.onDidSave((e) => {
    if (/\.(md|toml)$/.test(e.document.uri)) refresh();
  });
  return { refresh, counts };
}
