/**
 * Chat agent tools (`contributes.languageModelTools` + `vscode.lm.registerTool`):
 * each forwards to the registry tool of the same purpose through the language
 * server (`kontext/callTool`), so chat, MCP and the CLI answer alike. Write
 * tools ask for confirmation first. Whether chat lists them is decided by the
 * manifest's `when` clause on `kontext.chatTools.mode` (auto: only while the
 * MCP server is disabled, so no tool is listed twice).
 */
import * as vscode from 'vscode';
import { CHAT_TOOLS, type ChatToolSpec } from './chatToolSpecs';
import type { KontextClient } from './client';


/** What a write tool is about to do, for its confirmation message. */
function describeWrite(spec: ChatToolSpec, input: Record<string, unknown>): string {
  const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : String(v ?? ''));
  if (spec.tool === 'ctx_capture') {
    const where = input.promote ? 'write it into the store (and the working tree)' : `add it to this clone's inbox (${input.visibility ?? 'default visibility'})`;
    return `Capture ${input.kind ?? 'an entry'} **${input.title ?? ''}** and ${where}.`;
  }
  if (spec.tool === 'ctx_inbox') return `Inbox action **${input.action ?? 'list'}**${input.ids ? ` on ${list(input.ids)}` : ''}.`;
  const parts = [input.promote ? `promote ${list(input.promote)} (stages the entries)` : '', input.drop ? `drop ${list(input.drop)}` : ''].filter(Boolean);
  return parts.length ? `Prepare the commit and ${parts.join(' and ')}.` : 'Prepare the commit report (no changes).';
}

/** True when the call only reads, even though the tool can write (listing the inbox, a report without promotions). */
function readsOnly(spec: ChatToolSpec, input: Record<string, unknown>): boolean {
  if (spec.tool === 'ctx_inbox') return !input.action || input.action === 'list' || input.action === 'show';
  if (spec.tool === 'ctx_prepare_commit') return !input.promote && !input.drop;
  return !spec.write;
}

/** Registers every chat tool's implementation (the editor lists them per the manifest's `when`). */
export function registerChatTools(context: vscode.ExtensionContext, client: KontextClient): void {
  const lm = vscode.lm as typeof vscode.lm | undefined;
  if (!lm?.registerTool) return;
  for (const spec of CHAT_TOOLS) {
    const tool: vscode.LanguageModelTool<Record<string, unknown>> = {
      prepareInvocation(options) {
        const input = options.input ?? {};
        if (readsOnly(spec, input)) return { invocationMessage: spec.running };
        return {
          invocationMessage: spec.running,
          confirmationMessages: { title: `kontext: ${spec.tool}`, message: new vscode.MarkdownString(describeWrite(spec, input)) },
        };
      },
      async invoke(options) {
        const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
        const result = await client.callTool(spec.tool, options.input ?? {}, folder, 'tool');
        const text = result.content.map((c) => c.text).join('\n');
        if (result.isError) throw new Error(text.replace(/^Error: /, ''));
        return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(text)]);
      },
    };
    context.subscriptions.push(lm.registerTool(spec.name, tool));
  }
}
