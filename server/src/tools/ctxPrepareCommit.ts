/** `ctx_prepare_commit`: check the change against recorded knowledge before committing (SPEC §5.5). */
import { z } from 'zod';
import { defineTool } from './registry';
import { stringList, writes } from './ctxShared';

const level = z.enum(['error', 'warn']);

export const ctxPrepareCommitTool = defineTool({
  name: 'ctx_prepare_commit',
  title: 'Prepare the commit',
  description:
    'Run before committing: reports the staged change (or the working tree) against recorded knowledge — decisions and conventions covering the changed files, inbox candidates that belong to it, validation and secret checks, module docs that may need a refresh, and the commit trailers to add. promote=[ids] writes inbox entries into the store and stages them; drop=[ids] discards candidates.',
  annotations: writes('Prepare the commit'),
  // Only a promote id can be missing (a missing drop id is a note): named as the field at fault (registry errorText).
  errorField: { name: 'promote', reasons: ['not-found'] },
  input: z.strictObject({
    promote: stringList('Inbox ids to write into the store and stage with this commit (one captured without paths gets the staged code files as its paths)'),
    drop: stringList('Inbox ids to discard'),
  }),
  output: z.object({
    applied: z.array(z.object({ op: z.enum(['drop', 'promote']), id: z.string(), path: z.string().optional() })),
    staged: z.object({ files: z.number(), code: z.number(), knowledge: z.number(), store: z.number() }).nullable(),
    covering: z.array(z.object({ id: z.string(), kind: z.string(), title: z.string(), rule: z.string(), files: z.number() })),
    candidates: z.array(z.object({ id: z.string(), kind: z.string(), title: z.string(), touches: z.number() })),
    elsewhere: z.number(),
    private: z.number(),
    checks: z.array(z.object({ level, path: z.string(), line: z.number().optional(), rule: z.string().optional(), msg: z.string() })),
    modules: z.array(z.object({ path: z.string(), changed: z.number(), added_removed: z.number() })),
    trailers: z.array(z.object({ key: z.string(), id: z.string() })),
    trailers_auto: z.boolean(),
  }),
  async run(args, ctx) {
    const { prepareCommit } = await import('../core/prepareCommit');
    const r = await prepareCommit(ctx.repo, { promote: args.promote, drop: args.drop });
    return { text: r.text, structured: { ...r.structured } };
  },
});
