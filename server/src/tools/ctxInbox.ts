/** `ctx_inbox`: list, show, promote or drop this clone's captured candidates (SPEC §5.2, §5.3). */
import { z } from 'zod';
import { defineTool } from './registry';
import { stringList, writes } from './ctxShared';

/** The structured inbox after an action (shared with kontext_promote). */
export const inboxOutput = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      title: z.string(),
      summary: z.string(),
      visibility: z.enum(['team', 'private']),
      origin: z.string(),
      source: z.string().optional(),
      branch: z.string(),
      worktree: z.string(),
      captured: z.string(),
      where: z.enum(['here', 'elsewhere', 'orphan']),
    }),
  ),
});

export const ctxInboxTool = defineTool({
  name: 'ctx_inbox',
  title: 'Manage the inbox',
  description:
    'Manage the local inbox of captured knowledge that is not shared yet: list it, show entries, promote team entries into the store (written and staged, to be committed with the change they explain; an entry without paths gets the staged code files as its paths), or drop entries that are wrong or obsolete. Use ctx_prepare_commit before committing to see which candidates belong to the change.',
  annotations: writes('Manage the inbox'),
  // An inbox id that does not exist or is ambiguous: named as the field at fault (registry errorText).
  errorField: { name: 'ids', reasons: ['invalid-argument', 'not-found'] },
  input: z.strictObject({
    action: z.enum(['list', 'show', 'promote', 'drop']).default('list').describe('list (default), show, promote or drop'),
    ids: stringList('Inbox ids (or unique prefixes/suffixes) for show, promote and drop'),
  }),
  output: inboxOutput,
  async run(args, ctx) {
    const { inboxAction } = await import('../core/inboxAction');
    const r = await inboxAction(ctx.repo, args.action, args.ids ?? []);
    return { text: r.text, structured: r.structured };
  },
});
