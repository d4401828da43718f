/**
 * The code-graph tools (SPEC §12), for `buildRegistry()` in tools/index.ts.
 * Registered in every session inside a git repository.
 */
import type { ToolDef } from './registry';
import { codeSymbolTool } from './codeSymbol';
import { codeCallersTool } from './codeCallers';
import { codeCalleesTool } from './codeCallees';
import { codeImpactTool } from './codeImpact';
import { searchCodeTool } from './searchCode';

/** search_code, code_symbol, code_callers, code_callees, code_impact. */
export function graphTools(): ToolDef<any>[] {
  return [searchCodeTool, codeSymbolTool, codeCallersTool, codeCalleesTool, codeImpactTool];
}
