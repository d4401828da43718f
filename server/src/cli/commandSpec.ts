/**
 * What a friendly CLI command is (`CommandSpec`: flags → one registry call →
 * output) and the flag readers the command tables share: list and integer
 * flags, positionals, `file:line` targets, and the default text/JSON output.
 * The tables themselves: cli/commands.ts (knowledge and store commands) and
 * cli/codeCommands.ts (the code-graph commands).
 */
import type { ParseArgsConfig } from 'node:util';
import type { ToolResult } from '../tools/registry';
import type { FieldFlags } from './cliErrors';

export type Options = NonNullable<ParseArgsConfig['options']>;
export type Values = Record<string, string | boolean | string[] | undefined>;

/** What a command prints and its exit code. */
export interface Output {
  stdout?: string;
  stderr?: string;
  code: number;
}

export interface CommandSpec {
  name: string;
  /** Synopsis after `kontext `. */
  usage: string;
  summary: string;
  /** Option help lines (flag → meaning). */
  optionHelp: [string, string][];
  options: Options;
  /** The registry tool this command calls (hidden from help when not built). */
  tool: string;
  /** Tool field → the flag that sets it ('' for a positional), for error messages (cli/cliErrors.ts). */
  fields: FieldFlags;
  /** Flags + positionals → tool arguments. Throws UsageError for bad input. */
  toArgs(v: Values, pos: string[], env?: CommandEnv): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** When this command exits 1 besides errors (its help's "exit status" line; README "Exit status"). */
  exit?: string;
  /** Further lines of its --help, after the options (e.g. the languages `graph` reads). */
  notes?(): string[];
  /** Formats a successful result (default: its text on stdout). */
  format?(r: ToolResult, v: Values): Output;
  /**
   * After a refused call: keeps input the user cannot type again (a body read
   * from stdin) and returns a line saying where, or undefined.
   */
  rescue?(v: Values, args: Record<string, unknown>): string | undefined;
}

/** What a command's toArgs may ask of the opened repository. */
export interface CommandEnv {
  /** `use one of decision, …, architecture (aliases: …)`: the kinds this store has (core/store/kinds.ts kindChoices). */
  kindChoices(): Promise<string>;
  /** The directory the CLI runs in (`-C <dir>`, else the current one): files named on the command line are read from it, as git reads them. */
  dir: string;
}

/** A command-line mistake; printed as `kontext: <cmd>: <msg>`, exit 1. */
export class UsageError extends Error {}

/** Flattens repeated and comma-separated list flags (`-p a,b -p c`). */
export function list(v: unknown): string[] | undefined {
  if (v === undefined) return undefined;
  const items = (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(',')).map((s) => s.trim()).filter(Boolean);
  return items;
}

/**
 * An integer flag's value; `flag` as the tool errors name it (`-n/--limit`,
 * cli/cliErrors.ts), so "not a number" and "out of range" read alike:
 * `-n/--limit: must be an integer (got "abc")`.
 */
export function int(flag: string, v: unknown): number | undefined {
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(String(v).trim())) throw new UsageError(`${flag}: must be an integer (got ${JSON.stringify(v)})`);
  return Number(v);
}

/** Refuses positionals a command does not take, pointing at the flag meant (`hint`). */
export function noPositionals(pos: string[], hint = ''): void {
  if (pos.length) throw new UsageError(`unexpected argument ${JSON.stringify(pos[0])}${hint ? `; ${hint}` : ''}`);
}

/** GitHub's `file#L18` / `file#L18-L25` (a link's tail) as `file:18` / `file:18-25`; any other path as it is (newcomer 24 #6). */
export function githubLine(path: string): string {
  return path.replace(/#L(\d+)(?:-L?(\d+))?$/, (_, a: string, b?: string) => `:${a}${b ? `-${b}` : ''}`);
}

/**
 * The symbol and path of an edge command: its one positional and `-p`, or
 * no symbol when `-p` names a line (`callers -p src/a.ts:42`: the definition
 * there; the tool checks the rest) or when the positional is itself a
 * file and line (`callers src/a.ts:42`, read as `-p src/a.ts:42`).
 */
export function symbolOrLine(pos: string[], p: unknown, cmd: string, usage = `give one symbol, e.g. kontext ${cmd} <name>, or -p file:line for the definition on that line`): { symbol?: string; path?: string } {
  const path = typeof p === 'string' ? githubLine(p) : undefined;
  // Line 0, negative lines and `:0-3` pass too: the tool refuses them in why's words (core/lineSpan.ts), not this usage line.
  if (!pos.length && path && /:-?\d+(-(-?\d+))?(:\d+)?$/.test(path)) return { path };
  // `kontext callers src/box.cpp:16`: a file and line where the symbol goes, read as `-p src/box.cpp:16`.
  if (pos.length === 1 && !path && /^[^\s:]*\.[A-Za-z0-9]+:-?\d+(-(-?\d+))?$/.test(pos[0])) return { path: pos[0] };
  // `-p file` alone: a file names no definition (newcomer 24 #6: the usage line read as if -p had not been given).
  if (!pos.length && path?.trim()) {
    // `-p src/x.cs:` (a colon and no line): the hints name the file as it is, with one colon before the line.
    const file = path.trim().replace(/:+$/, '');
    throw new UsageError(`-p ${path} names no line: add one (-p ${file}:LINE) for the definition on that line, or give the symbol's name (kontext ${cmd} <name> -p ${file})`);
  }
  return { symbol: onePositional(pos, usage), path };
}

/** The one positional a command takes, non-blank; otherwise `usage`. */
export function onePositional(pos: string[], usage: string): string {
  // More than one (newcomer 14a #11): name what was given, so a stray word is seen (a name with spaces needs quotes).
  if (pos.length > 1) throw new UsageError(`${usage} (got ${pos.length}: ${pos.map((p) => JSON.stringify(p)).join(' ')})`);
  if (pos.length !== 1 || !pos[0].trim()) throw new UsageError(usage);
  return pos[0];
}

/** `value` as indented JSON and a newline (what `--json` prints). */
export function json(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

/** The default output: the tool's text on stdout, ending in a newline, exit 0. */
export function text(r: ToolResult): Output {
  return { stdout: r.text.endsWith('\n') ? r.text : r.text + '\n', code: 0 };
}

/** How the CLI reads a typed path (cli/cliPaths.ts), for option help. */
export const PATH_FROM = 'from this directory, else from the repository root; :/path always from the root';
