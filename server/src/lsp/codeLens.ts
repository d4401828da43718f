/**
 * Code lens on governed files: "2 decisions · 1 convention" at the top of a
 * file that recorded knowledge's `paths` cover; the lens opens the entries.
 * Entry titles are redacted like every tool answer (SPEC §9.2).
 */
import type { LspContext } from './context';
import { toCodeLens } from './convert';
import { engine } from './lazy';
import { runSafe } from './safe';
import { redactShown } from './redact';

export function registerCodeLens(ctx: LspContext): void {
  ctx.connection.onCodeLens((params, token) =>
    runSafe(ctx.log, 'codeLens', token, [], async () => {
      if (ctx.options.codeLens === false) return [];
      const target = await ctx.workspace.target(params.textDocument.uri);
      if (!target) return [];
      const entries = await (await engine()).governing(target.repo, target.rel);
      if (!entries.length) return [];
      // Built outside the registry: the titles the lens opens are redacted here (lsp/redact.ts).
      const shown = entries.map((e) => ({ ...e, title: redactShown(target.repo, e.title), summary: redactShown(target.repo, e.summary) }));
      const lens = toCodeLens(target.repo, shown);
      if (lens.command) lens.command.title = redactShown(target.repo, lens.command.title);
      return [lens];
    }),
  );
}
