/** `ctx_read`: read a knowledge entry, doc, commit or inbox note by URI at level 0/1/2 (SPEC §6.7). */
import { z } from 'zod';
import { defineTool } from './registry';
import { readOnly } from './ctxShared';

export const ctxReadTool = defineTool({
  name: 'ctx_read',
  title: 'Read by URI',
  description:
    'Read one item that ctx_brief, ctx_search or ctx_why pointed to, by its URI: kx:<id> (knowledge entry), file:<path>[#section] or a plain repository path (doc or directory; path:a-b for lines a to b of a long file, as the clip line names them), git:<sha> (commit), inbox:<id> (local note). Level 0 = one line, 1 = overview (default), 2 = full text. Use level 2 before relying on an entry\'s exact wording. Secret values (keys, tokens, passwords) are redacted; sensitive files (.env, keys) are never read.',
  annotations: readOnly('Read by URI'),
  // Every failure of a read is about the uri: a missing entry, commit or file, a refused path: named as the field at fault (registry errorText).
  errorField: { name: 'uri', reasons: ['invalid-argument', 'not-found', 'refused'] },
  input: z.strictObject({
    uri: z.string().min(1).describe('kx:<id>, file:<path>[#section], git:<sha>, inbox:<id>, an adapter URI, or a plain repository path (path:a-b = its lines a to b)'),
    level: z.literal([0, 1, 2]).default(1).meta({ type: 'integer' }).describe('0 = one line, 1 = overview (default), 2 = full'),
  }),
  async run(args, ctx) {
    const { readUri } = await import('../core/read');
    return { text: await readUri(ctx.repo, args.uri, args.level) };
  },
});
