/** `code_callees`: outgoing edges — what this calls (SPEC §12). */
import { z } from 'zod';
import { defineTool } from './registry';
import { moreCall, answerEdges, codeAnnotations, edgeFields } from './codeShared';
import { codeOutput } from './codeItems';

export const codeCalleesTool = defineTool({
  name: 'code_callees',
  title: 'What this symbol calls',
  description:
    'List the functions, methods and classes a symbol calls directly (outgoing edges) that are defined in this repository, with how each call was resolved (`via`). Several definitions with that name → candidates; pass `path`.',
  annotations: codeAnnotations('What this symbol calls'),
  input: z.strictObject({
    ...edgeFields(50, 20),
  }),
  output: codeOutput,
  run: (args, ctx) => answerEdges(ctx, args, (g, def) => g.callees(def.ref, def.group), moreCall('code_callees', args, 50), 'callees'),
});
