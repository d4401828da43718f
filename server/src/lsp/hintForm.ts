/**
 * The editor form of "next step" hints (core/hints.ts): a person in VS Code
 * reads the command palette entry or view action that does the step
 * (`"kontext: Search Team Knowledge…"`, `"Promote and Stage" in the kontext
 * Inbox view`). A step the editor has no command for (the log, reading a
 * URI, a capture that supersedes) keeps the tool form, which the editor's
 * chat tools and MCP understand. The command ids and titles below are the
 * extension's (package.json `contributes.commands`); test/core/hints.test.ts
 * checks each pair against the manifest.
 */
import { type Hint, type HintForm, isPlaceholder, toolForm } from '../core/hints';

/** Palette commands the hints name: id → title, as in package.json (category `kontext`). */
export const EDITOR_COMMANDS = {
  'kontext.search': 'Search Team Knowledge…',
  'kontext.why': 'Why Is This Code Like This?',
  'kontext.brief': 'Show Team Brief',
  'kontext.prepareCommit': 'Prepare Commit Report',
  'kontext.captureDecision': 'Capture Decision…',
  'kontext.captureConvention': 'Capture Convention…',
  'kontext.captureLearning': 'Capture Learning…',
  'kontext.captureIncident': 'Capture Incident…',
  'kontext.inbox.promote': 'Promote and Stage',
  'kontext.inbox.drop': 'Drop from Inbox',
} as const;

/** The views the hints name (package.json `contributes.views`). */
export const EDITOR_VIEWS = { inbox: 'kontext Inbox view' } as const;

const palette = (id: keyof typeof EDITOR_COMMANDS) => `"kontext: ${EDITOR_COMMANDS[id]}"`;
const CAPTURE: Record<string, keyof typeof EDITOR_COMMANDS> = {
  decision: 'kontext.captureDecision',
  convention: 'kontext.captureConvention',
  learning: 'kontext.captureLearning',
  incident: 'kontext.captureIncident',
};

/** ` (<value>)` for a concrete value a person should know (a path, a topic); nothing for a placeholder. */
function about(v: unknown): string {
  return typeof v === 'string' && v && !isPlaceholder(v) ? ` (${v})` : '';
}

function capture(h: Hint): string {
  const a = h.args ?? {};
  if (a.supersedes) return toolForm(h);
  const kind = typeof a.kind === 'string' ? a.kind : '';
  const kinds = isPlaceholder(kind) || !kind ? ['decision', 'convention', 'learning'] : [kind];
  const ids = kinds.map((k) => CAPTURE[k]).filter(Boolean);
  if (!ids.length) return toolForm(h);
  const paths = Array.isArray(a.paths) ? a.paths.filter((p) => !isPlaceholder(p)) : [];
  return `${ids.map(palette).join(' / ')}${paths.length ? ` with paths ${paths.join(', ')}` : ''}`;
}

/** Renders a hint as the editor command or view action that does it. */
export const editorForm: HintForm = (h) => {
  const a = h.args ?? {};
  switch (h.tool) {
    case 'ctx_search':
      return a.kinds ? toolForm(h) : `${palette('kontext.search')}${about(a.query)}`;
    case 'ctx_why':
      return `${palette('kontext.why')}${about(a.target)}`;
    case 'ctx_brief':
      return palette('kontext.brief');
    case 'ctx_capture':
      return capture(h);
    case 'ctx_inbox':
      return a.action === undefined || a.action === 'list' ? `the ${EDITOR_VIEWS.inbox}` : toolForm(h);
    case 'ctx_prepare_commit':
      if (a.promote && !a.drop) return `"${EDITOR_COMMANDS['kontext.inbox.promote']}" in the ${EDITOR_VIEWS.inbox}`;
      if (a.drop && !a.promote) return `"${EDITOR_COMMANDS['kontext.inbox.drop']}" in the ${EDITOR_VIEWS.inbox}`;
      return a.promote || a.drop ? toolForm(h) : palette('kontext.prepareCommit');
    default:
      return toolForm(h);
  }
};
