/**
 * `kontext_graph` (internal: CLI `kontext graph index|status` and the editor):
 * rebuilds the code graph or reports its state — files per language, files
 * skipped by language or reason, definitions, calls, files with syntax errors.
 */
import { z } from 'zod';
import { defineTool } from './registry';
import { openGraph, progressText, type GraphStatus } from '../core/graph/graph';

/** `status` lines for people (kontext graph status / index). */
export function formatGraphStatus(s: GraphStatus): string {
  const langs = Object.entries(s.byLanguage).sort((a, b) => b[1] - a[1]).map(([l, n]) => `${l} ${n}`).join(', ');
  const skipped = Object.entries(s.skipped).sort((a, b) => b[1] - a[1]).map(([l, n]) => `${l} ${n}`).join(', ');
  const lines = [
    `code graph: ${s.state === 'not-indexed' && s.savedAt ? 'saved (not indexed by this process)' : s.state}${s.progress && s.state === 'indexing' ? ` (${progressText(s.progress)})` : ''}`,
    `files: ${s.files}${langs ? ` (${langs})` : ''}`,
    `definitions: ${s.definitions}, calls: ${s.calls}${s.errors ? `, files with syntax errors: ${s.errors}` : ''}`,
    `skipped: ${skipped || 'none'}`,
    `languages: ${s.languages.join(', ')}`,
  ];
  if (s.savedAt) lines.push(`saved: ${s.savedAt}${s.stale !== undefined ? `, files changed since: ${s.stale}` : ''}`);
  else if (s.state === 'not-indexed') lines.push('nothing saved yet: run `kontext graph index` to build it (questions also build it)');
  return lines.join('\n');
}

export const codeGraphTool = defineTool({
  name: 'kontext_graph',
  title: 'Code graph index and status',
  description: 'Rebuild the code graph (`index`) or report what it holds (`status`).',
  annotations: { title: 'Code graph index and status', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  internal: true,
  input: z.strictObject({
    action: z.enum(['index', 'status']).default('status').describe('index: rebuild now; status: what the saved graph holds, without indexing'),
  }),
  async run(args, ctx) {
    const g = openGraph(ctx.repo);
    if (args.action === 'index') {
      let last = 0;
      const s = await g.reindex((done, total) => {
        if (done === total || Date.now() - last > 1000) {
          last = Date.now();
          ctx.progress?.(`graph: ${done}/${total} files parsed`);
        }
      });
      return { text: formatGraphStatus(s), structured: { ...s } };
    }
    // Status reports; it never indexes (a silent 20 s build surprised people): `index` builds.
    const s = g.savedStatus();
    return { text: formatGraphStatus(s), structured: { ...s } };
  },
});
