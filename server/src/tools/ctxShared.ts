/**
 * Pieces shared by the ctx_* tool definitions: annotations exactly per SPEC
 * §11 and the common field schemas (with their descriptions for the model).
 */
import { z } from 'zod';
import type { ToolAnnotations } from './registry';

/** ctx_brief, ctx_search, ctx_read, ctx_why, ctx_log (SPEC §11). */
export function readOnly(title: string): ToolAnnotations {
  return { title, readOnlyHint: true, openWorldHint: false };
}

/** ctx_capture, ctx_inbox, ctx_prepare_commit: write only the inbox, working tree and git index (SPEC §11). */
export function writes(title: string): ToolAnnotations {
  return { title, readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };
}

/** A list of strings; a comma-separated string is accepted too (SPEC §11 coercion). */
export function stringList(description: string) {
  return z.array(z.string()).optional().describe(description);
}

/** `budget_tokens`: ≥ 1, no maximum (SPEC §11). */
export function budgetTokens(description: string, def?: number) {
  const base = z.int().min(1);
  return (def === undefined ? base.optional() : base.default(def)).describe(description);
}
