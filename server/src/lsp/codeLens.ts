/**
 * Code lens on governed files: "2 decisions · 1 convention" at the top of a
 * file that recorded knowledge's `paths` cover; the lens opens the entries.
 */
import type { LspContext } from './context';
import { toCodeLens } from './convert';
import { engine } from './lazy';
import { runSafe } from './safe';

export function registerCodeLens(ctx: LspContext): void {
  ctx.connection.onCodeLens((params, token) =>
    runSafe(ctx.log, 'codeLens', token, [], async () => {
      if (ctx.options.codeLens === false) return [];
      const target = await ctx.workspace.target(params.textDocument.uri);
      if (!target) return [];
      const entries = await (await engine()).governing(target.repo, target.rel);
      return entries.length ? [toCodeLens(target.repo, entries)] : [];
    }),
  );
}
