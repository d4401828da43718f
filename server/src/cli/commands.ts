/**
 * The friendly CLI commands (SPEC §13). Each one only translates its flags
 * into ONE registry call and formats the result; there is no second code path
 * beside the tools. Options use node:util parseArgs (strict: unknown flags are
 * errors).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { ParseArgsConfig } from 'node:util';
import type { ToolResult } from '../tools/registry';
import type { FieldFlags } from './cliErrors';
import { didYouMean, nearestNames } from '../core/suggest';
import { defined } from '../core/hints';
import { DEF_KINDS } from '../core/graph/types';
import { LANGUAGES } from '../core/graph/languages';
import { WHY_AMBIGUOUS, WHY_NOTHING_FOUND } from '../core/why';
import { captureNoteLines } from '../core/capture';
import { bodyTooLong, readBodyFile, readStdinBody, stdinTooLong } from './bodyInput';

const DEF_KIND_NAMES: readonly string[] = DEF_KINDS;

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

/** The actions of `kontext graph`. */
const GRAPH_ACTIONS = ['index', 'status'];

/**
 * `kontext graph [index | status]` → the tool's arguments (status when none).
 * Anything else is named in the error with the valid actions (newcomer 8
 * #21: `graph bogus` said only the usage): `unknown action "bogus"; the
 * actions are index and status`, with a near one when there is one.
 */
export function graphAction(pos: string[]): { action: string } {
  const usage = 'usage: kontext graph [index | status]';
  if (pos.length > 1) throw new UsageError(`one action at most, got ${pos.length}: ${pos.map((p) => JSON.stringify(p)).join(' ')}; ${usage}`);
  const action = pos[0] ?? 'status';
  if (!GRAPH_ACTIONS.includes(action)) {
    const near = nearestNames(action, GRAPH_ACTIONS);
    throw new UsageError(`unknown action ${JSON.stringify(action)}${near.length ? ` (${didYouMean(near)})` : ''}; the actions are index (build or update the graph now) and status (what it holds); ${usage}`);
  }
  return { action };
}

/** Flattens repeated and comma-separated list flags (`-p a,b -p c`). */
function list(v: unknown): string[] | undefined {
  if (v === undefined) return undefined;
  const items = (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(',')).map((s) => s.trim()).filter(Boolean);
  return items;
}

/**
 * An integer flag's value; `flag` as the tool errors name it (`-n/--limit`,
 * cli/cliErrors.ts), so "not a number" and "out of range" read alike:
 * `-n/--limit: must be an integer (got "abc")`.
 */
function int(flag: string, v: unknown): number | undefined {
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(String(v).trim())) throw new UsageError(`${flag}: must be an integer (got ${JSON.stringify(v)})`);
  return Number(v);
}

/** Refuses positionals a command does not take, pointing at the flag meant (`hint`). */
function noPositionals(pos: string[], hint = ''): void {
  if (pos.length) throw new UsageError(`unexpected argument ${JSON.stringify(pos[0])}${hint ? `; ${hint}` : ''}`);
}

/** The one positional a command takes, non-blank; otherwise `usage`. */
/**
 * The symbol and path of an edge command: its one positional and `-p`, or
 * no symbol when `-p` names a line (`callers -p src/a.ts:42`: the definition
 * there; the tool checks the rest) or when the positional is itself a
 * file and line (`callers src/a.ts:42`, read as `-p src/a.ts:42`).
 */
function symbolOrLine(pos: string[], p: unknown, cmd: string, usage = `give one symbol, e.g. kontext ${cmd} render, or -p file:line for the definition on that line`): { symbol?: string; path?: string } {
  const path = typeof p === 'string' ? p : undefined;
  if (!pos.length && path && /:\d+(:\d+)?$/.test(path)) return { path };
  // `kontext callers src/box.cpp:16`: a file and line where the symbol goes, read as `-p src/box.cpp:16`.
  if (pos.length === 1 && !path && /^[^\s:]*\.[A-Za-z0-9]+:\d+$/.test(pos[0])) return { path: pos[0] };
  return { symbol: onePositional(pos, usage), path };
}

function onePositional(pos: string[], usage: string): string {
  // More than one (newcomer 14a #11): name what was given, so a stray word is seen (a name with spaces needs quotes).
  if (pos.length > 1) throw new UsageError(`${usage} (got ${pos.length}: ${pos.map((p) => JSON.stringify(p)).join(' ')})`);
  if (pos.length !== 1 || !pos[0].trim()) throw new UsageError(usage);
  return pos[0];
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

function text(r: ToolResult): Output {
  return { stdout: r.text.endsWith('\n') ? r.text : r.text + '\n', code: 0 };
}

/** How the CLI reads a typed path (cli/cliPaths.ts), for option help. */
const PATH_FROM = 'from this directory, else from the repository root; :/path always from the root';

/** The `-p` help of the edge commands (callers, callees, impact). */
const DEFINITION_PATH_HELP: [string, string] = ['-p, --path <p>', `the file (or path:line) of the definition meant, when several share the name; path:line alone, without a symbol, means the definition on that line (${PATH_FROM})`];

/** What one code-graph command adds to the shared `-n/--limit` and `--json` (see codeCommand). */
interface CodeCommandSpec {
  name: string;
  usage: string;
  summary: string;
  extraHelp: [string, string][];
  extraOptions: Options;
  tool: string;
  fields: FieldFlags;
  /** The tool's limit: maximum and default (tools/code*.ts). */
  limit: [number, number];
  toArgs(v: Values, pos: string[]): Record<string, unknown>;
}

/**
 * The code commands' exit rule (README "Exit status"): like grep, 0 when the
 * answer lists items, 1 when it lists none — the answer is printed either way.
 */
export const CODE_EXIT = '0 when items are listed; 1 when none are (no match, an ambiguous name — its candidates are printed —, a path:line outside any definition, an offset past the end) or on an error';

/**
 * How many items a code tool's answer has in all, from the facts its text
 * states (tools/codeShared.ts listResult, candidatesResult): the items shown
 * after `offset`, plus the `(+K more …)` line's K; `No matches at offset N:
 * there are T`; or the candidates listed plus their `(+K more)`. The tools'
 * structuredContent (what agents get) stays as it is; the CLI's --json adds
 * this `total`.
 */
export function codeTotal(r: ToolResult, offset: number): number {
  const s = (r.structured ?? {}) as { items?: unknown[]; candidates?: unknown[] };
  const more = Number(/^\(\+(\d+) more\b/m.exec(r.text)?.[1] ?? 0);
  if (s.candidates) return s.candidates.length + more;
  const items = s.items?.length ?? 0;
  if (!items) return Number(/^No matches at offset \d+: there are (\d+)/.exec(r.text)?.[1] ?? 0);
  return offset + items + more;
}

/**
 * A code-graph command (`symbol`, `callers`, `callees`, `impact`,
 * `search-code`): one code_* tool call with `-n/--limit` and `--json`
 * (prints the tool's structuredContent, `{items, truncated, definition? |
 * candidates?}`, and `total`, see codeTotal).
 * The graph's first index is waited for with progress on stderr (tools/codeShared.ts readyGraph).
 */
function codeCommand(c: CodeCommandSpec): CommandSpec {
  // Only the edge tools (callers, callees, impact) answer for one definition (tools/codeShared.ts).
  const edges = 'path' in c.fields && c.fields.symbol === '';
  return {
    name: c.name,
    usage: c.usage,
    summary: c.summary,
    optionHelp: [
      ...c.extraHelp,
      ['-n, --limit <N>', `maximum items, 1–${c.limit[0]} (${c.limit[1]})`],
      ['--offset <N>', 'items to skip: the next page, as the "(+K more — …)" line says (0)'],
      [
        '--json',
        edges
          ? 'print {"items":[…],"truncated":…,"total":N,"definition":{…}} (definition: the one answered for); an ambiguous name gives {"items":[],"candidates":[…],"total":N}'
          : 'print {"items":[…],"truncated":…,"total":N} (total: every match, as the "(+K more)" line counts)',
      ],
    ],
    options: { ...c.extraOptions, limit: { type: 'string', short: 'n' }, offset: { type: 'string' }, json: { type: 'boolean' } },
    tool: c.tool,
    fields: { ...c.fields, offset: '--offset' },
    toArgs: (v, pos) => defined({ ...c.toArgs(v, pos), limit: int('-n/--limit', v.limit), offset: int('--offset', v.offset) }),
    exit: CODE_EXIT,
    // Exit 1 when nothing is listed (CODE_EXIT), so `kontext callers x && …` stops on no answer.
    format: (r, v) => {
      const s = (r.structured ?? { items: [], truncated: false }) as Record<string, unknown>;
      const code = Array.isArray(s.items) && s.items.length ? 0 : 1;
      if (!v.json) return { ...text(r), code };
      const { items, truncated, ...rest } = s;
      return { stdout: json({ items, truncated, total: codeTotal(r, Number(v.offset ?? 0) || 0), ...rest }), code };
    },
  };
}

export const COMMANDS: CommandSpec[] = [
  {
    name: 'brief',
    usage: 'brief [-f <path|word>]… [--budget N] [--format text|json|claude-hook] [--no-adapters]',
    summary: 'the team context brief (start a task with it)',
    optionHelp: [
      ['-f, --focus <x>', `paths (${PATH_FROM}) or topic words to rank first (repeatable, comma-separated)`],
      ['--budget <N>', 'approximate size in tokens (config brief.budget_tokens, 1400)'],
      ['--format <f>', 'text (default), json ({"brief":…}) or claude-hook (SessionStart hook output)'],
      ['--no-adapters', 'leave out adapter sections'],
    ],
    options: { focus: { type: 'string', short: 'f', multiple: true }, budget: { type: 'string' }, format: { type: 'string' }, 'no-adapters': { type: 'boolean' } },
    tool: 'ctx_brief',
    fields: { focus: '-f/--focus', budget_tokens: '--budget', adapters: '--no-adapters' },
    toArgs: (v, pos) => {
      noPositionals(pos, `focus paths and words go after -f (kontext brief -f ${pos[0]})`);
      if (v.format !== undefined && !['text', 'json', 'claude-hook'].includes(String(v.format))) throw new UsageError(`--format must be text, json or claude-hook, got ${JSON.stringify(v.format)}`);
      return defined({ focus: list(v.focus), budget_tokens: int('--budget', v.budget), adapters: v['no-adapters'] ? false : undefined });
    },
    format: (r, v) => {
      if (v.format === 'json') return { stdout: json({ brief: r.text }), code: 0 };
      if (v.format === 'claude-hook') return { stdout: json({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: r.text } }), code: 0 };
      return text(r);
    },
  },
  {
    name: 'search',
    usage: 'search <query…> [-k kind]… [-s source]… [-n N] [--json]',
    summary: 'search knowledge, docs and commit history (BM25)',
    optionHelp: [
      ['-k, --kind <k>', 'decision, convention, learning, incident, architecture, doc, commit (repeatable)'],
      ['-s, --source <s>', 'local and/or adapter names (repeatable; default all)'],
      ['-n, --limit <N>', 'maximum hits, 1–50 (10)'],
      ['--json', 'print {"hits":[…],"notes":[…]}; notes also go to stderr'],
    ],
    options: { kind: { type: 'string', short: 'k', multiple: true }, source: { type: 'string', short: 's', multiple: true }, limit: { type: 'string', short: 'n' }, json: { type: 'boolean' } },
    tool: 'ctx_search',
    fields: { query: '', kinds: '-k/--kind', sources: '-s/--source', limit: '-n/--limit' },
    toArgs: (v, pos) => {
      if (!pos.join('').trim()) throw new UsageError('give a query, e.g. kontext search "order total"');
      // The CLI budget is larger than an agent's (SPEC §6.6: CLI 4000).
      return defined({ query: pos.join(' '), kinds: list(v.kind), sources: list(v.source), limit: int('-n/--limit', v.limit) ?? 10, budget_tokens: 4000 });
    },
    format: (r, v) => {
      if (!v.json) return text(r);
      const s = (r.structured ?? { hits: [], notes: [] }) as { hits: unknown[]; notes: string[] };
      return { stdout: json({ hits: s.hits, notes: s.notes }), stderr: s.notes?.length ? s.notes.map((n) => `kontext: note: ${n}`).join('\n') + '\n' : undefined, code: 0 };
    },
  },
  {
    name: 'read',
    usage: 'read <uri|path|path:a-b|id> [-l 0|1|2]',
    summary: 'read a kx:/file:/git:/inbox: URI, a path (path:a-b for its lines a to b), or an entry id as brief and log show it',
    optionHelp: [['-l, --level <n>', '0 one line, 1 overview, 2 full (2)']],
    options: { level: { type: 'string', short: 'l' } },
    tool: 'ctx_read',
    fields: { uri: '', level: '-l/--level' },
    toArgs: (v, pos) => {
      const uri = onePositional(pos, 'give one URI, path or entry id, e.g. kontext read docs/setup.md, kontext read kx:0007 or kontext read 2026-01-02-prices');
      return { uri, level: int('-l/--level', v.level) ?? 2 };
    },
  },
  {
    name: 'why',
    usage: 'why <path|path:line|path:a-b|sha|symbol> [-p path] [-n N]',
    summary: 'why code is the way it is: knowledge, blame and history',
    optionHelp: [
      ['-p, --path <p>', `with a symbol: the file (or path:line) of the definition meant, when several share the name (${PATH_FROM})`],
      ['-n, --limit <N>', 'items per section, 3–40 (12)'],
    ],
    options: { path: { type: 'string', short: 'p' }, limit: { type: 'string', short: 'n' } },
    tool: 'ctx_why',
    fields: { target: '', path: '-p/--path', limit: '-n/--limit' },
    toArgs: (v, pos) => {
      const target = onePositional(pos, 'give one target, e.g. kontext why src/order.ts:42 (quote a topic of several words)');
      return defined({ target, path: v.path as string | undefined, limit: int('-n/--limit', v.limit) });
    },
    exit: '0 with an answer; 1 when path:line is past the end of the file (the answer is printed), when a symbol names several definitions (they are printed, as callers does), when nothing matched the target (not a path, revision or symbol, and nothing mentions it) or on an error',
    // core/whyPath.ts writes "(line N is past the end of <path>)" under the Lines heading; core/why.ts "Nothing found for …" and "N definitions of …".
    format: (r) => ({ ...text(r), code: /^\(line \d+ is past the end of /m.test(r.text) || WHY_NOTHING_FOUND.test(r.text) || WHY_AMBIGUOUS.test(r.text) ? 1 : 0 }),
  },
  {
    name: 'log',
    usage: 'log [-k kind] [--all] [-n N] [--json]',
    summary: 'the decision log (or another kind), newest first',
    optionHelp: [
      ['-k, --kind <k>', 'kind to list (decision)'],
      ['--all', 'include superseded, deprecated and rejected'],
      ['-n, --limit <N>', 'rows, 1–500 (50)'],
      ['--json', 'print the rows as JSON'],
    ],
    options: { kind: { type: 'string', short: 'k' }, all: { type: 'boolean' }, limit: { type: 'string', short: 'n' }, json: { type: 'boolean' } },
    tool: 'ctx_log',
    fields: { kind: '-k/--kind', all: '--all', limit: '-n/--limit' },
    toArgs: (v, pos) => {
      noPositionals(pos, `the kind goes after -k (kontext log -k ${pos[0]})`);
      return defined({ kind: v.kind, all: v.all ? true : undefined, limit: int('-n/--limit', v.limit) ?? 50 });
    },
    format: (r, v) => (v.json ? { stdout: json((r.structured as { rows?: unknown[] } | undefined)?.rows ?? []), code: 0 } : text(r)),
  },
  {
    name: 'capture',
    usage: 'capture -k <kind> -t <title> [-b <body|-> | --file <p|->] [--summary s] [-p a,b] [--tags a,b] [--supersedes id] [--status s] [--private] [--promote]',
    summary: 'record a decision, convention, learning, incident or architecture note (into the inbox)',
    optionHelp: [
      ['-k, --kind <k>', 'decision, convention, learning, incident, architecture or a kind your config adds (aliases accepted) — required'],
      ['-t, --title <t>', 'short statement, at most 140 characters — required'],
      ['-b, --body <md|->', 'Markdown body; - reads it from stdin (or --file <path|->, or --summary alone)'],
      ['--summary <s>', 'one line'],
      ['-p, --paths <a,b>', `paths or globs it governs (${PATH_FROM}; a glob's leading folders too)`],
      ['--tags <a,b>', 'tags'],
      ['--supersedes <ids>', 'ids of entries it replaces'],
      ['--status <s>', 'status (decisions default to accepted)'],
      ['--private', 'keep it in this clone only (never promoted)'],
      ['--promote', 'write it into the store now instead of the inbox (no -p: the staged code files become its paths)'],
    ],
    options: {
      kind: { type: 'string', short: 'k' },
      title: { type: 'string', short: 't' },
      body: { type: 'string', short: 'b' },
      file: { type: 'string' },
      summary: { type: 'string' },
      paths: { type: 'string', short: 'p', multiple: true },
      tags: { type: 'string', multiple: true },
      supersedes: { type: 'string', multiple: true },
      status: { type: 'string' },
      private: { type: 'boolean' },
      promote: { type: 'boolean' },
    },
    tool: 'ctx_capture',
    fields: { kind: '-k/--kind', title: '-t/--title', body: '-b/--body', summary: '--summary', paths: '-p/--paths', tags: '--tags', supersedes: '--supersedes', status: '--status', visibility: '--private', promote: '--promote' },
    toArgs: async (v, pos, env) => {
      if (pos.length) throw new UsageError(`unexpected argument ${JSON.stringify(pos[0])}; the title goes after -t`);
      if (!v.kind) throw new UsageError(`-k/--kind is required; ${env ? await env.kindChoices() : 'use one of decision, convention, learning, incident, architecture'}`);
      if (!v.title) throw new UsageError('-t/--title is required');
      // stdin is read only when asked for (`-b -`, `--file -`): an editor task or CI step
      // that keeps stdin open without writing to it must not hang the capture.
      if (v.body !== undefined && v.file !== undefined) throw new UsageError('give the body once: -b/--body or --file, not both');
      let body: string | undefined;
      const fromStdin = v.body === '-' || v.file === '-';
      const source = v.body === '-' ? '-b -' : v.file !== undefined ? `--file ${String(v.file)}` : '-b/--body';
      if (fromStdin) {
        const read = await readStdinBody();
        if ('over' in read) throw new UsageError(stdinTooLong(source, read));
        body = read.text;
      } else if (v.body !== undefined) body = String(v.body);
      else if (v.file !== undefined) {
        try {
          body = readBodyFile(String(v.file), env?.dir ?? process.cwd());
        } catch (e) {
          throw new UsageError((e as Error).message);
        }
      }
      if ((body === undefined || body.trim() === '') && v.summary !== undefined) body = String(v.summary);
      if (body === undefined || body.trim() === '') {
        const given = v.body === '-' || v.file === '-' ? 'stdin was empty; ' : body !== undefined ? 'the body is empty; ' : '';
        throw new UsageError(`${given}give the body with -b <markdown>, -b - (read it from stdin), --file <path> or --summary alone`);
      }
      const args = defined({
        kind: v.kind,
        title: v.title,
        body,
        summary: v.summary,
        paths: list(v.paths),
        tags: list(v.tags),
        supersedes: list(v.supersedes),
        status: v.status,
        visibility: v.private ? 'private' : undefined,
        promote: v.promote ? true : undefined,
      });
      // Too long to send: said here with the size and what to do (the registry would only count characters).
      const tooLong = bodyTooLong(source, body, JSON.stringify({ ...args, body: '' }).length, fromStdin);
      if (tooLong) throw new UsageError(tooLong);
      return args;
    },
    rescue: (v, args) => {
      if ((v.body !== '-' && v.file !== '-') || typeof args.body !== 'string' || !args.body.trim()) return undefined;
      const file = path.join(os.tmpdir(), `kontext-capture-${process.pid}-${Date.now()}.md`);
      try {
        fs.writeFileSync(file, args.body);
      } catch {
        return undefined;
      }
      return `the body read from stdin is kept in ${file}; fix the above and rerun with --file ${file}`;
    },
    format: (r) => {
      const s = r.structured as { uri?: string; path?: string; promoted?: boolean; notes?: string[] } | undefined;
      if (!s) return text(r);
      const head = s.promoted && s.path ? `wrote ${s.path} (staged)` : `captured ${s.uri}`;
      return { stdout: [head, ...captureNoteLines(s.notes ?? [])].join('\n') + '\n', code: 0 };
    },
  },
  {
    name: 'graph',
    usage: 'graph [index | status]',
    summary: 'show what the code graph holds (status, the default), or build or update it now (index: files unchanged since are not parsed again)',
    optionHelp: [],
    options: {},
    tool: 'kontext_graph',
    fields: { action: '' },
    notes: () => [
      'actions:',
      '  index   list, hash and update every file now (unchanged contents come from the cache)',
      '  status  what the graph holds, without indexing (the default)',
      '',
      `languages read: ${LANGUAGES.map((l) => l.id).join(', ')}`,
    ],
    toArgs: (_v, pos) => graphAction(pos),
  },
  codeCommand({
    name: 'symbol',
    usage: 'symbol [<name>] [-k kind] [-p path] [-n N] [--json]',
    summary: 'where a function, method, class or type is defined (code graph)',
    extraHelp: [
      ['-k, --kind <k>', `only this kind: ${DEF_KIND_NAMES.join(', ')} (a struct, record or object is listed as class; a trait or protocol as interface)`],
      ['-p, --path <p>', `only in this file or directory; path:line keeps the definitions holding that line, and alone, without a name, lists them; a file alone, without a name, is its outline: every definition in line order, one line each (path:line kind name signature; up to 50, -n for fewer) (${PATH_FROM})`],
    ],
    extraOptions: { kind: { type: 'string', short: 'k' }, path: { type: 'string', short: 'p' } },
    tool: 'code_symbol',
    fields: { name: '', kind: '-k/--kind', path: '-p/--path', limit: '-n/--limit' },
    limit: [50, 10],
    toArgs: (v, pos) => {
      // `-p file` alone: the file's outline (the tool refuses a folder without a name).
      if (!pos.length && typeof v.path === 'string') return { kind: v.kind, path: v.path };
      // As the edge commands read them (symbolOrLine): `-p file:line` alone, or `symbol src/a.ts:42`, means the definitions there.
      const { symbol, path } = symbolOrLine(pos, v.path, 'symbol', 'give one symbol name, e.g. kontext symbol render or kontext symbol Renderer.render, -p file:line for the definitions on that line, or -p file for its outline');
      return { name: symbol, kind: v.kind, path };
    },
  }),
  codeCommand({
    name: 'callers',
    usage: 'callers [<symbol>] [-p path] [-n N] [--json]',
    summary: 'who calls a function or method, resolved through imports and receivers (code graph)',
    extraHelp: [DEFINITION_PATH_HELP],
    extraOptions: { path: { type: 'string', short: 'p' } },
    tool: 'code_callers',
    fields: { symbol: '', path: '-p/--path', limit: '-n/--limit' },
    limit: [50, 20],
    toArgs: (v, pos) => symbolOrLine(pos, v.path, 'callers'),
  }),
  codeCommand({
    name: 'callees',
    usage: 'callees [<symbol>] [-p path] [-n N] [--json]',
    summary: 'what a function or method calls (code graph)',
    extraHelp: [DEFINITION_PATH_HELP],
    extraOptions: { path: { type: 'string', short: 'p' } },
    tool: 'code_callees',
    fields: { symbol: '', path: '-p/--path', limit: '-n/--limit' },
    limit: [50, 20],
    toArgs: (v, pos) => symbolOrLine(pos, v.path, 'callees'),
  }),
  codeCommand({
    name: 'impact',
    usage: 'impact [<symbol>] [-d depth] [-p path] [-n N] [--json]',
    summary: 'what may break if a symbol changes: its callers, their callers… by depth (code graph)',
    extraHelp: [['-d, --depth <N>', 'caller levels to follow, 1–5 (2)'], DEFINITION_PATH_HELP],
    extraOptions: { depth: { type: 'string', short: 'd' }, path: { type: 'string', short: 'p' } },
    tool: 'code_impact',
    fields: { symbol: '', depth: '-d/--depth', path: '-p/--path', limit: '-n/--limit' },
    limit: [200, 50],
    toArgs: (v, pos) => ({ ...symbolOrLine(pos, v.path, 'impact'), depth: int('-d/--depth', v.depth) }),
  }),
  codeCommand({
    name: 'search-code',
    usage: 'search-code <words…> [-n N] [--json]',
    summary: 'search symbol names, signatures and doc comments (BM25, code graph)',
    extraHelp: [],
    extraOptions: {},
    tool: 'search_code',
    fields: { query: '', limit: '-n/--limit' },
    limit: [50, 10],
    toArgs: (_v, pos) => {
      if (!pos.join('').trim()) throw new UsageError('give words or identifiers, e.g. kontext search-code "parse config"');
      return { query: pos.join(' ') };
    },
  }),
  {
    name: 'inbox',
    usage: 'inbox [list | show <id> | drop <id…>]',
    summary: "this clone's inbox of captured, not yet promoted knowledge",
    optionHelp: [],
    options: {},
    tool: 'ctx_inbox',
    fields: { action: '', ids: '' },
    toArgs: (_v, pos) => {
      const action = pos[0] ?? 'list';
      if (!['list', 'show', 'drop'].includes(action)) {
        const mean = didYouMean(nearestNames(action, ['list', 'show', 'drop', 'promote']));
        throw new UsageError(`unknown action ${JSON.stringify(action)}${mean ? ` (${mean})` : ''}; use list, show <id> or drop <id…> (promote: kontext promote <id…>)`);
      }
      const ids = pos.slice(1);
      if (action !== 'list' && !ids.length) throw new UsageError(`${action} needs an id`);
      return defined({ action, ids: ids.length ? ids : undefined });
    },
  },
  {
    name: 'promote',
    usage: 'promote <id…> [--no-stage] [--share]',
    summary: 'write inbox entries into the store (and stage them); one captured without paths gets the staged code files as its paths',
    optionHelp: [
      ['--no-stage', 'write the files but do not git add them'],
      ['--share', 'promote private notes too (e.g. ones captured before the store existed)'],
    ],
    options: { 'no-stage': { type: 'boolean' }, share: { type: 'boolean' } },
    tool: 'kontext_promote',
    fields: { ids: '', stage: '--no-stage', share: '--share' },
    toArgs: (v, pos) => {
      if (!pos.length) throw new UsageError('give the inbox id(s) to promote (kontext inbox lists them)');
      return { ids: pos, stage: !v['no-stage'], ...(v.share ? { share: true } : {}) };
    },
  },
  {
    name: 'prepare-commit',
    usage: 'prepare-commit [--promote id]… [--drop id]…',
    summary: 'check the staged change against knowledge; promote/drop inbox entries',
    optionHelp: [
      ['--promote <id>', 'inbox id to write into the store and stage (repeatable)'],
      ['--drop <id>', 'inbox id to discard (repeatable)'],
    ],
    options: { promote: { type: 'string', multiple: true }, drop: { type: 'string', multiple: true } },
    tool: 'ctx_prepare_commit',
    fields: { promote: '--promote', drop: '--drop' },
    exit: '1 when a check is an error (the report is printed either way), or on an error; else 0',
    toArgs: (v, pos) => {
      noPositionals(pos, 'inbox ids go after --promote or --drop');
      return defined({ promote: list(v.promote), drop: list(v.drop) });
    },
    // Like `check` (SPEC §2.8: exit 1 if E>0), so a script or agent can stop on it; the report is printed either way.
    format: (r) => {
      const checks = (r.structured as { checks?: { level: string }[] } | undefined)?.checks ?? [];
      return { ...text(r), code: checks.some((c) => c.level === 'error') ? 1 : 0 };
    },
  },
  {
    name: 'check',
    usage: 'check [--staged]',
    summary: 'validate knowledge files and scan for secrets (exit 1 on errors)',
    optionHelp: [['--staged', 'check the staged blobs (as the pre-commit hook does)']],
    options: { staged: { type: 'boolean' } },
    tool: 'kontext_check',
    fields: { staged: '--staged' },
    exit: '1 when there are errors (the report is printed either way); else 0',
    toArgs: (v, pos) => {
      noPositionals(pos, 'check takes no paths: it checks every knowledge file (--staged: the staged ones)');
      return { staged: !!v.staged };
    },
    format: (r) => {
      const errors = (r.structured as { errors?: number } | undefined)?.errors ?? 0;
      return { ...text(r), code: errors > 0 ? 1 : 0 };
    },
  },
  {
    name: 'status',
    usage: 'status',
    summary: 'repository identity, config layers, store, index, inbox, hooks',
    optionHelp: [['--write-commit-graph', "write git's changed-path commit-graph (faster blame and path history)"]],
    options: { 'write-commit-graph': { type: 'boolean' } },
    tool: 'kontext_status',
    fields: { write_commit_graph: '--write-commit-graph' },
    toArgs: (v, pos) => {
      noPositionals(pos);
      return { write_commit_graph: !!v['write-commit-graph'] };
    },
  },
  {
    name: 'reindex',
    usage: 'reindex',
    summary: 'rebuild the search index (prints the document count)',
    optionHelp: [],
    options: {},
    tool: 'kontext_reindex',
    fields: {},
    toArgs: (_v, pos) => {
      noPositionals(pos);
      return {};
    },
  },
];
