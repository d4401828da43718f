/**
 * `kontext_promote` (internal: CLI `kontext promote <id…> [--no-stage] [--share]`
 * and the editor): ctx_inbox promote with the choices agents do not get — not
 * staging, and sharing a private note (SPEC §5.3, §13).
 */
import { z } from 'zod';
import { defineTool } from './registry';
import { writes } from './ctxShared';
import { inboxOutput } from './ctxInbox';

export const kontextPromoteTool = defineTool({
  name: 'kontext_promote',
  title: 'Promote inbox entries',
  description: 'Write inbox entries into the store, staged (git add) unless stage=false.',
  annotations: writes('Promote inbox entries'),
  internal: true,
  // An inbox id that does not exist or is ambiguous: named as the field at fault (registry errorText).
  errorField: { name: 'ids', reasons: ['invalid-argument', 'not-found'] },
  input: z.strictObject({
    ids: z.array(z.string()).min(1).describe('Inbox ids (or unique prefixes/suffixes) to promote'),
    stage: z.boolean().default(true).describe('git add the written files (default true)'),
    share: z.boolean().default(false).describe('Promote private notes too: the user decided to share them (default false)'),
  }),
  output: inboxOutput,
  async run(args, ctx) {
    const { inboxAction } = await import('../core/inboxAction');
    const r = await inboxAction(ctx.repo, 'promote', args.ids, { stage: args.stage, share: args.share });
    return { text: r.text, structured: r.structured };
  },
});
