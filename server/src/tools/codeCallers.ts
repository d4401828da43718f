/** `code_callers`: incoming edges — who calls this (SPEC §12). */
import { z } from 'zod';
import { defineTool } from './registry';
import { moreCall, answerEdges, codeAnnotations, edgeFields } from './codeShared';
import { codeOutput } from './codeItems';

export const codeCallersTool = defineTool({
  name: 'code_callers',
  title: 'Who calls this symbol',
  description:
    'List the functions and methods that call a symbol (incoming edges), resolved through imports, aliases, re-exports and typed receivers — not by name alone. Each item says how it was resolved (`via`). Several definitions with that name → candidates; pass `path`.',
  annotations: codeAnnotations('Who calls this symbol'),
  input: z.strictObject({
    ...edgeFields(50, 20),
  }),
  output: codeOutput,
  run: (args, ctx) => answerEdges(ctx, args, (g, def) => g.callers(def.ref, !def.group), moreCall('code_callers', args, 50)),
});
