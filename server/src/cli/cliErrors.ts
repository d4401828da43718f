/**
 * Tool error text → what a person at the command line typed (SPEC §13:
 * `kontext: <msg>`). Tools name their own fields (`ctx_why: limit: …`,
 * `target: …`) and tools (`find ids with ctx_search`) because agents call
 * them by those names; a CLI user typed `kontext why … -n 99`, so the message
 * names the command, its flags and the other commands instead. `kontext call`
 * keeps the tool's own wording (its user typed the tool and field names).
 */
import { kontextWords } from './commandLine';
import { escapeRegExp } from '../core/regex';

/**
 * Field → what the user typed for it. A flag (`-n/--limit`) replaces the
 * field name; '' drops the `field: ` prefix (positionals, whose messages
 * already quote the value they are about).
 */
export type FieldFlags = Record<string, string>;

/** Tool names as the CLI commands that run them (SPEC §13). */
const TOOL_COMMANDS: Record<string, string> = {
  ctx_brief: 'kontext brief',
  ctx_search: 'kontext search',
  ctx_read: 'kontext read',
  ctx_why: 'kontext why',
  ctx_log: 'kontext log',
  ctx_capture: 'kontext capture',
  ctx_inbox: 'kontext inbox',
  ctx_prepare_commit: 'kontext prepare-commit',
  kontext_promote: 'kontext promote',
  kontext_check: 'kontext check',
  kontext_status: 'kontext status',
  kontext_reindex: 'kontext reindex',
  kontext_graph: 'kontext graph',
};


/**
 * Rewrites an isError text (with or without its `Error: ` prefix) of `tool`
 * for the CLI command `command`: the `<tool>: ` prefix becomes `<command>: `,
 * each field named at the start of a clause (`limit: `, `; kind: `) becomes
 * its flag, and tool names mentioned as advice become CLI commands.
 */
export function cliErrorText(command: string, tool: string, text: string, fields: FieldFlags): string {
  let msg = text.replace(/^Error: /, '');
  if (msg.startsWith(`${tool}: `)) msg = msg.slice(tool.length + 2);
  for (const [field, flag] of Object.entries(fields)) {
    // A field opens a clause: start of the message or after "; ". `paths[0]:` and `ids.x:` count too.
    const re = new RegExp(`(^|; )${escapeRegExp(field)}((?:\\[\\d+\\]|\\.[\\w.]+)?): `, 'g');
    msg = msg.replace(re, (_m, lead: string, sub: string) => (flag ? `${lead}${flag}${sub}: ` : lead));
  }
  // Next-step hints are already commands (core/hints.ts, rendered by cli/hintForm.ts); a tool
  // named in other words (a schema message) still reads as its command.
  msg = msg.replace(/\b(ctx_[a-z_]+|kontext_[a-z_]+)\b/g, (name: string) => TOOL_COMMANDS[name]?.replace(/^kontext/, kontextWords()) ?? name);
  // Capture arguments spelled as the CLI flags (visibility is --private or its absence).
  msg = msg
    .replace(/visibility "private" \(CLI: --private\)/g, '--private')
    .replace(/use visibility "team"/g, 'drop --private')
    .replace(/with visibility "team"/g, 'without --private')
    .replace(/visibility "(team|private)"/g, (_m, v: string) => (v === 'private' ? '--private' : 'team visibility (no --private)'))
    .replace(/\bpromote=true\b/g, '--promote')
    .replace(/; drop promote or/g, '; drop --promote or');
  return `${command}: ${msg}`;
}
