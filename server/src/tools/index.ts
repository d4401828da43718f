/**
 * The list of built tools. Each engineer adds their tools here, one import
 * line and one list entry each (CONTRACTS.md). A tool is listed only once the
 * core function it calls has landed and works: nothing here is a stub.
 */
import { Registry } from './registry';
import type { ToolDef } from './registry';
import { ctxSearchTool } from './ctxSearch';
import { searchCodeTool } from './searchCode';
import { codeSymbolTool } from './codeSymbol';
import { codeCallersTool } from './codeCallers';
import { codeCalleesTool } from './codeCallees';
import { codeImpactTool } from './codeImpact';
import { codeGraphTool } from './codeGraph';
import { installSymbolLocator } from '../core/graph/locator';
import { ctxBriefTool } from './ctxBrief';
import { ctxReadTool } from './ctxRead';
import { ctxWhyTool } from './ctxWhy';
import { ctxLogTool } from './ctxLog';
import { ctxCaptureTool } from './ctxCapture';
import { ctxInboxTool } from './ctxInbox';
import { ctxPrepareCommitTool } from './ctxPrepareCommit';
import { kontextPromoteTool } from './kontextPromote';
import { kontextReindexTool } from './kontextReindex';
import { kontextCheckTool } from './kontextCheck';
import { kontextStatusTool } from './kontextStatus';

/** Builds the registry with every built tool (MCP, LSP and CLI share it). */
export function buildRegistry(): Registry {
  installSymbolLocator(); // ctx_why <symbol> finds definitions through the code graph
  const tools: ToolDef<any>[] = [
    ctxBriefTool,
    ctxSearchTool,
    searchCodeTool,
    codeSymbolTool,
    codeCallersTool,
    codeCalleesTool,
    codeImpactTool,
    codeGraphTool,
    ctxReadTool,
    ctxWhyTool,
    ctxLogTool,
    ctxCaptureTool,
    ctxInboxTool,
    ctxPrepareCommitTool,
    // internal (CLI and editor only; not listed to agents)
    kontextPromoteTool,
    kontextReindexTool,
    kontextCheckTool,
    kontextStatusTool,
  ];
  return new Registry(tools);
}
