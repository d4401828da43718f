/**
 * The CLI form of "next step" hints (core/hints.ts): a hint is a registry
 * call, and the command line that makes it is read off the commands' own
 * tables (cli/commands.ts `tool`, `fields`, `options`), so a renamed flag
 * changes the hint with it. `kontext search <words> -k decision`,
 * `kontext promote <id>`, `kontext inbox`, `kontext capture -k decision -t
 * <title> -b <body> -p src/x.ts`. test/core/hints.test.ts parses every
 * hint's CLI form with the real parser.
 */
import * as path from 'node:path';
import type { Hint, HintForm, HintValue } from '../core/hints';
import { isPlaceholder } from '../core/hints';
import { COMMANDS } from './commands';
import type { CommandSpec } from './commandSpec';
import { hintArgsFrom } from './cliPaths';
import { relativeToRoot } from '../core/repo';
import { gitWords, kontextWords } from './commandLine';

/** A word as the shell needs it: bare when safe (placeholders too), else single-quoted. */
function shellWord(v: string): string {
  if (isPlaceholder(v) || /^[\w@%+=:,./-]+$/.test(v)) return v;
  return `'${v.replace(/'/g, `'\\''`)}'`;
}

/** The flag a field is typed with: the short form of `-k/--kind` when there is one. */
function flagOf(spec: CommandSpec, field: string): string | undefined {
  const forms = spec.fields[field];
  if (!forms) return undefined;
  return forms.split('/')[0];
}

/** Flags for one argument: repeated per list item; booleans as their flag when it means this value. */
function flagWords(spec: CommandSpec, field: string, value: HintValue): string[] {
  const flag = flagOf(spec, field);
  if (!flag) return [];
  const opt = spec.options[flag.replace(/^-+/, '')] ?? Object.values(spec.options).find((o) => o.short === flag.slice(1));
  if (opt?.type === 'boolean' || typeof value === 'boolean') {
    // `--no-stage`, `--no-adapters` say false; `--private` says visibility "private"; others say true.
    if (flag.startsWith('--no-')) return value === false ? [flag] : [];
    if (field === 'visibility') return value === 'private' ? [flag] : [];
    return value === true ? [flag] : [];
  }
  const items = Array.isArray(value) ? value : [String(value)];
  return items.flatMap((v) => [flag, shellWord(v)]);
}

/** The registry call a hint makes, as the friendlier CLI command when there is one (promote, drop). */
function commandCall(h: Hint): { tool: string; args: Record<string, HintValue> } {
  const a = h.args ?? {};
  const keys = Object.keys(a);
  if (h.tool === 'ctx_prepare_commit' && keys.length === 1 && keys[0] === 'promote') return { tool: 'kontext_promote', args: { ids: a.promote } };
  if (h.tool === 'ctx_prepare_commit' && keys.length === 1 && keys[0] === 'drop') return { tool: 'ctx_inbox', args: { action: 'drop', ids: a.drop } };
  if (h.tool === 'ctx_inbox' && a.action === 'promote') return { tool: 'kontext_promote', args: { ids: a.ids ?? [] } };
  return { tool: h.tool, args: a };
}

/**
 * `kontext <command> <positionals> <flags>` for hint `h`. Positionals are the
 * fields whose flag is '' in the command's table, in its order; an inbox
 * `list` is the bare `kontext inbox`. A tool without a command keeps its
 * tool form, prefixed `kontext call`.
 */
export const cliForm: HintForm = (h) => {
  const { tool, args } = commandCall(h);
  const spec = COMMANDS.find((c) => c.tool === tool);
  if (!spec) return `kontext call ${tool}${Object.keys(args).length ? ` '${JSON.stringify(args)}'` : ''}`;
  const words = ['kontext', spec.name];
  for (const [field, flag] of Object.entries(spec.fields)) {
    if (flag !== '' || !(field in args)) continue;
    if (tool === 'ctx_inbox' && field === 'action' && args.action === 'list') continue;
    const v = args[field];
    words.push(...(Array.isArray(v) ? v : [String(v)]).map(shellWord));
  }
  for (const [field, v] of Object.entries(args)) if (spec.fields[field]) words.push(...flagWords(spec, field, v));
  return words.join(' ');
};

/**
 * {@link cliForm} for a CLI running in `dir` (of the work tree `root`): the
 * hint's paths are written from `dir` (cli/cliPaths.ts hintArgsFrom), so a
 * hint printed in a subdirectory runs as printed there, and each line starts
 * `kontext -C <dir>` when the command was given -C (cli/commandLine.ts
 * kontextWords), so it also runs as printed from anywhere else. Its
 * `command` writes literal command lines the same way (core/hints.ts
 * kontextCommand).
 */
export function cliFormIn(dir: string, root: string | null): HintForm {
  // `kontext -C <dir>` when the command was given -C (cli/commandLine.ts); the paths are then written from that folder.
  const withDir = (line: string) => line.replace(/^kontext(?= |$)/, kontextWords());
  const form: HintForm = (h) => withDir(cliForm(h.args ? { ...h, args: hintArgsFrom(h.tool, h.args, dir, root) } : h));
  form.command = (words) => withDir(`kontext ${words}`);
  form.git = (words) => `${gitWords()} ${words}`;
  // git reads pathspecs and prints paths from the folder it runs in; answers name paths from the top (core/hints.ts gitGrepCommand).
  const here = root === null ? null : relativeToRoot(root, path.resolve(dir));
  form.gitBelowTop = here !== null && here !== '';
  return form;
}
