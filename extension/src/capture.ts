/**
 * "kontext: Capture Decision / Convention / Learning / Incident…" and
 * "Capture from Selection": a multi-step quick input (title, summary, paths
 * prefilled from the active file or selection, visibility), then the body in
 * an editor opened from a template. The entry goes to the inbox through the
 * server (`kontext.server.capture` → ctx_capture, origin editor), and the
 * inbox view is revealed at once.
 */
import * as vscode from 'vscode';
import { ServerCommands, type CallToolResult } from '../../server/src/protocol';
import { resultText, type KontextClient } from './client';
import { activeFolder, relativePath } from './folders';
import { logChannel, showError } from './log';
import { BACK, inputStep, pickStep } from './quickInput';

/** Arguments a caller (another command, a test, a keybinding) may pass to skip the UI. */
export interface CaptureArgs {
  kind?: string;
  title?: string;
  summary?: string;
  body?: string;
  paths?: string[] | string;
  tags?: string[] | string;
  visibility?: 'team' | 'private';
  promote?: boolean;
}

const KINDS = ['decision', 'convention', 'learning', 'incident'] as const;

/** Body templates: the sections each kind is usually written with. */
const TEMPLATES: Record<string, string> = {
  decision: '## Context\n\nWhat forces and constraints led here.\n\n## Decision\n\nWhat we do, stated as a rule.\n\n## Consequences\n\nWhat becomes easier or harder.\n',
  convention: '## Rule\n\nThe rule, in one or two sentences.\n\n## Why\n\nThe reason, so exceptions can be judged.\n',
  learning: '## What happened\n\nThe surprise or pitfall.\n\n## What to do\n\nHow to avoid it next time.\n',
  incident: '## Impact\n\n## Cause\n\n## Fix\n\n## Follow-ups\n',
};

/** Where the capture was started from: file path and selected lines, for prefills. */
interface Origin {
  folder: vscode.WorkspaceFolder;
  path?: string;
  selection?: { text: string; start: number; end: number; languageId: string };
}

function origin(fromSelection: boolean): Origin | undefined {
  const folder = activeFolder();
  if (!folder) return undefined;
  const editor = vscode.window.activeTextEditor;
  const rel = editor ? relativePath(folder, editor.document.uri) : undefined;
  const sel = editor?.selection;
  const selection =
    fromSelection && editor && sel && !sel.isEmpty
      ? { text: editor.document.getText(sel), start: sel.start.line + 1, end: sel.end.line + 1, languageId: editor.document.languageId }
      : undefined;
  return { folder, path: rel, selection };
}

/** The body template, with the selection quoted under a reference to where it came from. */
function template(kind: string, o: Origin): string {
  const base = TEMPLATES[kind] ?? '';
  if (!o.selection || !o.path) return base;
  const fence = o.selection.text.includes('```') ? '````' : '```';
  const quote = `From \`${o.path}:${o.selection.start}-${o.selection.end}\`:\n\n${fence}${o.selection.languageId}\n${o.selection.text}\n${fence}\n\n`;
  return quote + base;
}

/** Runs the quick-input steps; undefined when cancelled. */
type Answers = CaptureArgs & { kind: string; title: string; visibility: 'team' | 'private' };

async function ask(kind: string | undefined, o: Origin, preset: CaptureArgs): Promise<Answers | undefined> {
  const a: CaptureArgs = { ...preset, kind };
  const visibilityDefault = vscode.workspace.getConfiguration('kontext').get<string>('capture.defaultVisibility', 'team');
  const steps: (() => Promise<string | typeof BACK | undefined>)[] = [];
  const total = kind ? 4 : 5;
  // The quick input shows "(step/total)" after the title itself.
  const title = () => `kontext: Capture ${a.kind ? a.kind[0].toUpperCase() + a.kind.slice(1) : 'Knowledge'}`;
  if (!kind) steps.push(() => pickStep({ title: title(), step: 1, totalSteps: total, placeholder: 'Kind of knowledge', items: KINDS.map((k) => ({ label: k })), active: a.kind }).then((v) => (typeof v === 'string' ? (a.kind = v) : v)));
  const off = kind ? 0 : 1;
  steps.push(() => inputStep({ title: title(), step: 1 + off, totalSteps: total, prompt: 'Title: one line naming the knowledge', value: a.title, validate: (v) => (v.trim() ? undefined : 'A title is required') }).then((v) => (typeof v === 'string' ? (a.title = v.trim()) : v)));
  steps.push(() => inputStep({ title: title(), step: 2 + off, totalSteps: total, prompt: 'Summary: one sentence (optional)', value: a.summary }).then((v) => (typeof v === 'string' ? (a.summary = v.trim()) : v)));
  steps.push(() => inputStep({ title: title(), step: 3 + off, totalSteps: total, prompt: 'Paths this governs: comma-separated globs, repository-relative (optional)', value: Array.isArray(a.paths) ? a.paths.join(', ') : (a.paths ?? o.path ?? '') }).then((v) => (typeof v === 'string' ? (a.paths = v) : v)));
  steps.push(() => pickStep({ title: title(), step: 4 + off, totalSteps: total, placeholder: 'Visibility', items: [{ label: 'team', description: 'can be promoted into a commit and reviewed' }, { label: 'private', description: 'never leaves this clone' }], active: a.visibility ?? visibilityDefault }).then((v) => (typeof v === 'string' ? (a.visibility = v as 'team' | 'private') : v)));
  for (let i = 0; i < steps.length; ) {
    const r = await steps[i]();
    if (r === undefined) return undefined;
    i = r === BACK ? Math.max(0, i - 1) : i + 1;
  }
  return a as Answers;
}

/** Opens the body editor from the template and waits for "Capture"; undefined when cancelled. */
async function editBody(kind: string, title: string, o: Origin): Promise<string | undefined> {
  const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content: template(kind, o) });
  const editor = await vscode.window.showTextDocument(doc, { preview: false });
  const pick = await vscode.window.showInformationMessage(`kontext: write the body of "${title}" in the editor, then choose Capture.`, 'Capture', 'Cancel');
  const body = doc.getText().trim();
  if (vscode.window.activeTextEditor?.document === editor.document) {
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  }
  return pick === 'Capture' && body ? body : undefined;
}

/**
 * The capture command for `kind` (undefined: ask). With `preset.title` and
 * `preset.body` it captures without any UI. Returns the server's result, or
 * undefined when cancelled.
 */
export async function runCapture(client: KontextClient, kind: string | undefined, fromSelection: boolean, preset: CaptureArgs = {}, afterCapture?: (id: string | undefined) => Promise<void>): Promise<CallToolResult | undefined> {
  const o = origin(fromSelection);
  if (!o) {
    void vscode.window.showWarningMessage('kontext: open a folder inside a git repository to capture knowledge.');
    return undefined;
  }
  let args: CaptureArgs | undefined = { kind: preset.kind ?? kind, ...preset };
  if (!(preset.title && preset.body)) {
    const answers = await ask(preset.kind ?? kind, o, preset);
    if (!answers) return undefined;
    const body = await editBody(answers.kind, answers.title, o);
    if (!body) return undefined;
    args = { ...answers, body };
  }
  const paths = typeof args.paths === 'string' ? args.paths.split(',').map((p) => p.trim()).filter(Boolean) : args.paths;
  const payload = { ...args, paths: paths?.length ? paths : undefined, summary: args.summary || undefined, folder: o.folder.uri.fsPath };
  let result: CallToolResult;
  try {
    result = await client.command(ServerCommands.capture, payload);
  } catch (e) {
    showError('capture failed', e);
    return undefined;
  }
  const text = resultText(result);
  if (result.isError) {
    void vscode.window.showErrorMessage(`kontext: ${text.replace(/^Error: /, '')}`);
    return result;
  }
  // The entry is in the inbox now: what follows only shows it, and cannot turn the capture into a failure.
  void vscode.window.showInformationMessage(`kontext: ${text.split('\n')[0]}`);
  const id = typeof result.structuredContent?.id === 'string' ? result.structuredContent.id : undefined;
  // Revealing it in the inbox view runs on its own: the command answers as soon as the entry is saved.
  void afterCapture?.(id).catch((e) => logChannel().warn(`capture: showing ${id} failed: ${(e as Error)?.message ?? e}`));
  return result;
}
