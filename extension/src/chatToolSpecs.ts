/**
 * The chat tools and the registry tools they run (no `vscode` import, so the
 * manifest test can read it). package.json `languageModelTools` lists the same
 * names with the registry tools' parameters (test/lsp/manifest.test.ts).
 */

/** One chat tool: its contributed name, the registry tool it runs, and whether it writes. */
export interface ChatToolSpec {
  name: string;
  tool: string;
  write: boolean;
  /** Present-tense label shown while it runs. */
  running: string;
}

/** The chat tools; package.json `languageModelTools` lists the same names (checked by test/lsp/manifest.test.ts). */
export const CHAT_TOOLS: ChatToolSpec[] = [
  { name: 'kontext_brief', tool: 'ctx_brief', write: false, running: 'Reading the team brief' },
  { name: 'kontext_search', tool: 'ctx_search', write: false, running: 'Searching team knowledge' },
  { name: 'kontext_why', tool: 'ctx_why', write: false, running: 'Explaining why' },
  { name: 'kontext_log', tool: 'ctx_log', write: false, running: 'Listing decisions' },
  { name: 'kontext_code_callers', tool: 'code_callers', write: false, running: 'Finding callers' },
  { name: 'kontext_code_callees', tool: 'code_callees', write: false, running: 'Finding callees' },
  { name: 'kontext_code_impact', tool: 'code_impact', write: false, running: 'Computing impact' },
  { name: 'kontext_capture', tool: 'ctx_capture', write: true, running: 'Capturing into the inbox' },
  { name: 'kontext_inbox', tool: 'ctx_inbox', write: true, running: 'Working on the inbox' },
  { name: 'kontext_prepare_commit', tool: 'ctx_prepare_commit', write: true, running: 'Preparing the commit' },
];
