/** `ctx_capture`: record a decision, convention, learning or incident into the inbox (SPEC §5.1, §5.4). */
import { z } from 'zod';
import { defineTool } from './registry';
import { stringList, writes } from './ctxShared';

export const ctxCaptureTool = defineTool({
  name: 'ctx_capture',
  title: 'Capture knowledge',
  description:
    'Record something durable the team should know — a decision and why, a convention, a learning or pitfall, an incident — briefly and with the paths it governs. It goes to this clone\'s local inbox (not shared) until it is promoted into a commit and reviewed; promote=true writes it into the store now. To change an existing decision, capture a new one with supersedes=[old id] instead of editing it. Search first (ctx_search) to avoid duplicates. In a repository without a store only visibility "private" is possible.',
  annotations: writes('Capture knowledge'),
  input: z.strictObject({
    kind: z.string().min(1).describe('decision, convention, learning, incident (aliases accepted: adr, pitfall, gotcha, note, rule, postmortem, …)'),
    title: z.string().min(1).describe('A short statement of the knowledge, at most 140 characters (e.g. "Store money as integer cents"); details go in body'),
    body: z.string().min(1).describe('Markdown: context, the decision or lesson, consequences — a few short paragraphs'),
    summary: z.string().optional().describe('One line for listings (default: derived from the body)'),
    paths: stringList('Repository paths or globs it governs (e.g. src/billing/**); used to surface it when those files change. With promote=true and none given, the staged code files are used'),
    tags: stringList('Tags'),
    visibility: z.enum(['team', 'private']).optional().describe('team = promotable into the repository; private = stays in this clone (default: capture.default_visibility, private when the repository has no store)'),
    supersedes: stringList('Ids of the entries this one replaces (they are marked superseded when it is promoted)'),
    status: z.string().optional().describe('Status: proposed, accepted, deprecated, … (decisions default to accepted)'),
    promote: z.boolean().default(false).describe('Write into the store now instead of the inbox (team visibility only)'),
    commits: stringList('Short shas of the commits it explains'),
    source: z.string().optional().describe('Where it came from (a thread, an issue URL); kept in the inbox only'),
  }),
  output: z.object({
    id: z.string(),
    uri: z.string().describe('inbox:<id> for a candidate, kx:<id> when written to the store'),
    path: z.string().optional().describe('Store file written (when promoted)'),
    promoted: z.boolean(),
    notes: z.array(z.string()),
  }),
  async run(args, ctx) {
    const { capture } = await import('../core/capture');
    const r = await capture(ctx.repo, args, ctx.origin);
    return { text: r.text, structured: { id: r.id, uri: r.uri, ...(r.path ? { path: r.path } : {}), promoted: r.promoted, notes: r.notes } };
  },
});
