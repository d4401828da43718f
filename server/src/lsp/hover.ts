/**
 * Hover "why" on a code line (issue 4): knowledge governing the file, the
 * commit that last changed the line (from the buffer, not the disk) with its
 * linked decision, and the module summary. No hover when there is nothing to
 * say or the file is outside a repository. Secret values in commit subjects
 * and entry texts are redacted (SPEC §9.2).
 */
import { core } from './lazy';
import type { LspContext } from './context';
import { lineRange, toHover } from './convert';
import { runSafe } from './safe';
import { redactDeep } from '../core/secrets';
import { allowFor } from './redact';

export function registerHover(ctx: LspContext): void {
  ctx.connection.onHover((params, token) =>
    runSafe(ctx.log, 'hover', token, null, async () => {
      if (ctx.options.hover === false) return null;
      const target = await ctx.workspace.target(params.textDocument.uri);
      if (!target) return null;
      const line = params.position.line + 1;
      const contents = ctx.documents.get(params.textDocument.uri)?.getText();
      const why = await (await core()).lineWhy(target.repo, target.rel, line, { contents });
      if (!why) return null;
      // The hover leaves the server outside the registry: same secret redaction as every tool answer (tools/registry.ts redactResult).
      return toHover(redactDeep(why, allowFor(target.repo)).value, target.repo, lineRange(line));
    }),
  );
}
