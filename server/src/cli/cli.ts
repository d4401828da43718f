/**
 * The `kontext` command line: `kontext [-C|--dir <dir>] <command> …` (SPEC §13).
 * A thin front end over the tool registry: `call` runs any tool, the friendly
 * commands (cli/commands.ts) translate flags into one registry call each, and
 * the long-running modes (`mcp`, `lsp`, cli/modes.ts) own stdio. Errors are
 * `kontext: <msg>` on stderr with exit 1; progress lines go to stderr.
 *
 * Startup matters for `kontext mcp`: this file loads nothing heavy itself; the
 * registry (zod, the engine) is imported only by commands that call a tool.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { KONTEXT_VERSION, MODE_DETAILS, MODE_HELP, MODES, routeConsoleToStderr } from './modes';
import { CliError, GLOBAL_USAGE, parseGlobal } from './globalArgs';
import { didYouMean, nearestNames } from '../core/suggest';
import type { CommandSpec, Options, Output, Values } from './commandSpec';
import type { Registry, ToolResult } from '../tools/registry';
import type { KindInfo } from '../core/types';
import { cliErrorText } from './cliErrors';
import { depthMistake, pathFlag, searchCodePathMistake, shellWord } from './optionMistakes';
import { kontextWords, setGivenDir } from './commandLine';
import { relativeToRoot } from '../core/repo';

function print(o: Output): number {
  if (o.stdout) process.stdout.write(o.stdout);
  if (o.stderr) process.stderr.write(o.stderr);
  return o.code;
}

function fail(msg: string): number {
  process.stderr.write(`kontext: ${msg}\n`);
  return 1;
}

/**
 * node:util parseArgs messages cut to their first sentence; a value that
 * starts with `-` (`-n -3`) gets a hint instead of the multi-line advice.
 */
function parseArgsMessage(message: string, command = '<command>', args?: string[]): string {
  // `-n` with nothing after it: name the flag as help does, and how to give the value.
  const missing = /^Option '(?:(-[A-Za-z]), )?(--[\w-]+) <value>' argument missing/.exec(message);
  if (missing) return `${missing[1] ? `${missing[1]}/` : ''}${missing[2]} needs a value (${missing[1] ?? missing[2]} <value> or ${missing[2]}=<value>)`;
  const ambiguous = /^Option '([^']+)' argument is ambiguous/.exec(message);
  if (ambiguous) {
    const forms = /use '([^']+)' or '([^']+)'/.exec(message);
    return `${ambiguous[1]} needs a value${forms ? `; a value starting with "-" is written ${forms[1]} or ${forms[2]}` : ''}`;
  }
  const first = message.split(/\.(?:\s|$)/)[0];
  // `kontext search-code -3`: a word that starts with "-" reads as an option.
  const opt = /^Unknown option '(-[^']*)'/.exec(first);
  if (!opt) return first;
  return `unknown option ${opt[1]}; a word starting with "-" goes after -- (${afterDashDash(command, args, opt[1])})`;
}

/** The whole command again, `word` moved after `--` (`kontext search-code -- -3`). */
function afterDashDash(command: string, args: string[] | undefined, word: string): string {
  const at = args ? args.indexOf(word) : -1;
  const rest = args && at >= 0 ? [...args.slice(0, at), ...args.slice(at + 1)].filter((a) => a !== '--') : [];
  return `${kontextWords()} ${[command, ...rest, '--', word].map(shellWord).join(' ')}`;
}

/** A word typed as a flag (`--force`, `-x`, `-foo`): a letter after the dashes; `-3` or `-@x` is more likely a value or a term. */
const FLAG_LIKE = /^(?:--|-)[A-Za-z]/;

/** Commands whose positionals are free words, where a word starting with "-" may be a search term (usage `<query…>`, `<words…>`). */
function takesWords(c: CommandSpec): boolean {
  return /^\S+ <(?:query|words)…>/.test(c.usage);
}

/** The options of command `c` as help names them: `-p/--path, -n/--limit, --json, -h/--help`. */
function optionNames(c: CommandSpec): string {
  const names = Object.entries(c.options).map(([name, o]) => (o.short ? `-${o.short}/--${name}` : `--${name}`));
  return [...names, '-h/--help'].join(', ');
}

/**
 * An unknown flag-like option of command `c` (`kontext callers price
 * --bogus`): says so, with the nearest of the command's own options when
 * `near` names them (`--dept` → `--depth`), and lists the command's
 * options; for a command taking free words, when no option is near, it also
 * shows how to pass the word as a term, after `--`. One wording for every
 * command (newcomer 42 #14).
 */
function unknownFlag(c: CommandSpec, word: string, args: string[], near: string[] = []): string {
  const opts = Object.keys(c.options).length ? `; ${c.name} takes ${optionNames(c)}` : `; ${c.name} takes no options but -h/--help`;
  const term = takesWords(c) && !near.length ? `; to ${c.name === 'search-code' ? 'search the code' : 'search'} for the word ${word}: ${afterDashDash(c.name, args, word)}` : '';
  return `unknown option ${word}${near.length ? ` (${didYouMean(near)})` : ''}${opts}${term}`;
}

/**
 * `-n -1` / `--limit -1` → `--limit=-1`: node:util parseArgs refuses a value
 * that starts with `-` as ambiguous, but a negative number after an option
 * that takes a value is that value (the tool then names its range, as for
 * `-n 0`). `-n=3` → `--limit=3`: parseArgs would read the value as "=3",
 * but `--limit=3` is accepted, so its short form is too. Other tokens, and
 * everything after `--`, are left alone.
 */
export function joinNegativeValues(args: string[], options: Options): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') {
      out.push(...args.slice(i));
      break;
    }
    const eq = /^-([A-Za-z])=(.*)$/s.exec(a);
    const eqName = eq ? Object.keys(options).find((k) => options[k].short === eq[1] && options[k].type === 'string') : undefined;
    if (eq && eqName) {
      out.push(`--${eqName}=${eq[2]}`);
      continue;
    }
    const long = /^--([^=]+)$/.exec(a)?.[1];
    const name = long ?? (/^-([A-Za-z])$/.test(a) ? Object.keys(options).find((k) => options[k].short === a[1]) : undefined);
    if (name && options[name]?.type === 'string' && i + 1 < args.length && /^-\d+$/.test(args[i + 1])) {
      out.push(`--${name}=${args[++i]}`);
    } else out.push(a);
  }
  return out;
}

/**
 * A parseArgs error of command `c` as a message: an unknown long option gets
 * the nearest of the command's own options (`--limt` → `--limit`), another
 * flag-like one (`--force`, `-x`) is named with the command's options (the
 * `--` advice only where a word may be a term: search, search-code), a word
 * like `-3` goes after `--`; every mistake ends with the command's usage line.
 */
function optionMistake(message: string, c: CommandSpec, args: string[]): string {
  const unknown = /^Unknown option '(--[^'=]+)/.exec(message);
  const flags = ['--help', ...Object.keys(c.options).map((o) => `--${o}`)];
  const near = unknown ? nearestNames(unknown[1], flags) : [];
  const flag = /^Unknown option '(-[^']*)'/.exec(message)?.[1];
  const depth = c.name === 'callers' && flag !== undefined && /^(?:--depth(?:=.*)?|-d\d*)$/.test(flag) ? depthMistake(flag, args) : undefined;
  // `search-code x -p dir`: the path is no word to search for; symbol's -p scopes to a file or folder.
  const scope = c.name === 'search-code' && flag !== undefined && pathFlag(flag) ? searchCodePathMistake(flag, args) : undefined;
  const first =
    depth ??
    scope ??
    (near.length
      ? unknownFlag(c, unknown![1], args, near)
      : flag && FLAG_LIKE.test(flag)
        ? unknownFlag(c, flag, args)
        : parseArgsMessage(message, c.name, args));
  return `${first}\nusage: kontext [-C dir] ${c.usage}   (kontext ${c.name} --help for the options)`;
}

/** Text of an isError result without its `Error: ` prefix. */
function errorText(r: ToolResult): string {
  return r.text.replace(/^Error: /, '');
}

/**
 * Lazily loaded tool machinery: only commands that call a tool pay for it.
 * `commandHints`: hints in texts are written as commands (`kontext search …`,
 * cli/hintForm.ts); `kontext call` keeps the tool form its user typed.
 */
async function loadTools(dir: string | null, commandHints: boolean) {
  const [{ buildRegistry }, ctxMod, { StderrLogger }, { cliFormIn }, { noGrammarPrewarm }, { noFolderWatch }, { cwdRelativeArgs, pathsAsTyped }] = await Promise.all([
    import('../tools/index'),
    import('../tools/context'),
    import('../core/logger'),
    import('./hintForm'),
    import('../core/graph/graphRefresh'),
    import('../core/graph/folderWatch'),
    import('./cliPaths'),
  ]);
  const log = new StderrLogger(process.env.KONTEXT_LOG === 'debug' ? 'debug' : 'warning');
  const registry: Registry = buildRegistry();
  // One answer and exit: warming grammars after a first index would only slow the answer down,
  // and folder watchers would only cost their start (every file is checked before the answer).
  noGrammarPrewarm();
  noFolderWatch();
  const where = ctxMod.resolveRepoDir(dir);
  const handle = await ctxMod.openRepoHandle(where, log);
  // Paths are typed from the directory the command runs in — -C, else $KONTEXT_DIR, else the
  // shell's — as in git; the tools take them repository-relative (cli/cliPaths.ts), and the
  // paths in printed hints are written back from that same directory.
  const from = path.resolve(where);
  const root = handle.repo?.root ?? null;
  const hintForm = commandHints ? cliFormIn(from, root) : undefined;
  // A why target's bare word naming a folder here is that folder or a symbol of the name (core/why.ts folderOrSymbol).
  const cwd = root ? (relativeToRoot(root, from) ?? undefined) : undefined;
  const call = async (tool: string, args: unknown) => {
    const converted = cwdRelativeArgs(tool, args, from, root);
    const r = await registry.call(tool, converted, ctxMod.toolContext(handle, log, 'cli', { progress: (m) => process.stderr.write(`kontext: ${m}\n`), hintForm, cwd }));
    // An error names a path as the tool took it, from the root; written back as typed (newcomer 24 #6: `-p core/a.ts:0` from
    // server/src was told to pass server/src/core/a.ts:1, a path that does not exist from there).
    return r.isError && converted !== args ? { ...r, text: pathsAsTyped(r.text, args, converted) } : r;
  };
  /** The store's kinds (config kinds too), as core's "use one of …" clause (core/store/kinds.ts). */
  const kindChoices = async () => {
    const kinds = await import('../core/store/kinds');
    // Outside a repository the built-in kinds (kindChoices reads only their names).
    const list = handle.repo ? await kinds.resolveKinds(handle.repo) : (kinds.BUILTIN_KINDS as unknown as KindInfo[]);
    return kinds.kindChoices(list);
  };
  return { registry, call, kindChoices, from };
}

function commandHelp(c: CommandSpec): string {
  const lines = [`usage: kontext [-C dir] ${c.usage}`, '', c.summary];
  if (c.optionHelp.length) {
    lines.push('', 'options:');
    const w = Math.max(...c.optionHelp.map(([f]) => f.length));
    for (const [f, d] of c.optionHelp) lines.push(`  ${f.padEnd(w)}  ${d}`);
  }
  if (c.notes) lines.push('', ...c.notes());
  lines.push('', `exit status: ${c.exit ?? '0 with an answer, 1 on an error'}`);
  return lines.join('\n') + '\n';
}

function mainHelp(registry: Registry | null, commands: CommandSpec[]): string {
  const rows: [string, string][] = [];
  for (const m of Object.keys(MODES)) rows.push([m, MODE_HELP[m] ?? '']);
  rows.push(['call <tool> [json] [--json]', 'run any registry tool with JSON arguments (--json: print structuredContent)']);
  for (const c of commands) if (!registry || registry.get(c.tool)) rows.push([c.name, c.summary]);
  const w = Math.max(...rows.map(([a]) => a.length));
  return [
    `kontext ${KONTEXT_VERSION} — a repository's reviewed team knowledge, for agents (MCP) and people`,
    '',
    'usage: kontext [-C|--dir <dir>] <command> [options]',
    '',
    'commands:',
    ...rows.map(([a, b]) => `  ${a.padEnd(w)}  ${b}`),
    '',
    'The repository is -C/--dir, else $KONTEXT_DIR, else the current directory; that same',
    'directory is where relative paths are read from (as in git), else from the repository root.',
    ':/<path> (git\'s root-anchored form, e.g. :/src/x.ts:12) is always from the repository root.',
    'kontext help <command> (or kontext <command> --help) shows a command\'s options.',
    '',
    'Exit status: 0 with an answer, 1 on an error (kontext: <message> on stderr). The answer is',
    'printed either way, but exits 1 when the code commands (symbol, callers, callees, impact,',
    'search-code) list nothing (no match, an ambiguous name, a path:line outside any definition),',
    'for why path:line past the end of the file, and for check / prepare-commit finding errors.',
    '141 when the reader of the answer stopped early (| head), as a shell reports git\'s; what the',
    'command built (the code graph, the search index) is saved first.',
  ].join('\n') + '\n';
}

const CALL_USAGE = "usage: kontext [-C dir] call <tool> ['<json arguments>'] [--json]";

async function runCall(dir: string | null, args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  if (values.help) {
    process.stdout.write(`${CALL_USAGE}\n\nRuns a registry tool. --json prints its structuredContent; exit 1 on isError.\n`);
    return 0;
  }
  // No tool named: the usage and the tools there are to name (newcomer 19 #4: only the usage was said).
  if (!positionals.length) {
    const names = await loadTools(dir, false).then(({ registry }) => registry.list().map((t) => t.name), () => [] as string[]);
    throw new CliError(`call: name a tool; ${CALL_USAGE}${names.length ? `\ntools: ${names.join(', ')}` : ''}`);
  }
  if (positionals.length > 2) throw new CliError(`call: ${CALL_USAGE}`);
  const [tool, raw] = positionals;
  let toolArgs: unknown = {};
  if (raw !== undefined) {
    try {
      toolArgs = JSON.parse(raw);
    } catch (e) {
      throw new CliError(`call: the arguments are not valid JSON: ${(e as Error).message}`);
    }
  }
  const { registry, call } = await loadTools(dir, false);
  if (!registry.get(tool)) {
    const names = registry.list().map((t) => t.name);
    // A command name (`callers`) or a tool name without its prefix (`serch`) means its tool too.
    const { COMMANDS } = await import('./commands');
    const byCommand = COMMANDS.filter((c) => c.name === tool && names.includes(c.tool)).map((c) => c.tool);
    const byBare = nearestNames(tool, names.map((n) => n.replace(/^(ctx|code|kontext)_/, ''))).flatMap((b) => names.filter((n) => n.replace(/^(ctx|code|kontext)_/, '') === b));
    const near = [...new Set([...byCommand, ...nearestNames(tool, names), ...byBare])].slice(0, 3);
    throw new CliError(
      `Unknown tool: ${tool}${near.length ? `; ${didYouMean(near)}` : ''}\n${CALL_USAGE}   (tools: ${registry.list().map((t) => t.name).join(', ') || 'none'})`,
    );
  }
  const r = await call(tool, toolArgs);
  if (r.isError) return fail(errorText(r));
  if (values.json) return print({ stdout: JSON.stringify(r.structured ?? { text: r.text }, null, 2) + '\n', code: 0 });
  return print({ stdout: r.text.endsWith('\n') ? r.text : r.text + '\n', code: 0 });
}

async function runCommand(c: CommandSpec, dir: string | null, args: string[]): Promise<number> {
  let values: Values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: joinNegativeValues(args, c.options), options: { ...c.options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true }) as { values: Values; positionals: string[] });
  } catch (e) {
    throw new CliError(`${c.name}: ${optionMistake((e as Error).message, c, args)}`);
  }
  if (values.help) return print({ stdout: commandHelp(c), code: 0 });
  const { registry, call, kindChoices, from } = await loadTools(dir, true);
  if (!registry.get(c.tool)) throw new CliError(`${c.name} is not available in this build`);
  let toolArgs: Record<string, unknown>;
  try {
    toolArgs = await c.toArgs(values, positionals, { kindChoices, dir: from });
  } catch (e) {
    throw new CliError(`${c.name}: ${(e as Error).message}`);
  }
  const r = await call(c.tool, toolArgs);
  if (r.isError) {
    const kept = c.rescue?.(values, toolArgs);
    return fail(cliErrorText(c.name, c.tool, r.text, c.fields) + (kept ? `\nkontext: note: ${kept}` : ''));
  }
  return print(c.format ? c.format(r, values) : { stdout: r.text.endsWith('\n') ? r.text : r.text + '\n', code: 0 });
}

/** `kontext help` (the overview) or `kontext help <command>` (that command's --help). */
async function runHelp(args: string[], commands: CommandSpec[]): Promise<number> {
  if (args.length > 1) throw new CliError('usage: kontext help [<command>]');
  const [name] = args;
  if (!name) {
    const registry = await import('../tools/index').then((m) => m.buildRegistry()).catch(() => null);
    return print({ stdout: mainHelp(registry, commands), code: 0 });
  }
  if (MODES[name]) {
    const details = MODE_DETAILS[name] ? `\n${MODE_DETAILS[name]}\n` : '';
    return print({ stdout: `usage: kontext [-C dir] ${name}\n\n${MODE_HELP[name]}\n${details}`, code: 0 });
  }
  if (name === 'call') return print({ stdout: `${CALL_USAGE}\n\nRuns a registry tool. --json prints its structuredContent; exit 1 on isError.\n`, code: 0 });
  const spec = commands.find((c) => c.name === name);
  if (!spec) {
    const near = nearestNames(name, [...Object.keys(MODES), 'call', ...commands.map((c) => c.name)]);
    throw new CliError(`help: unknown command ${JSON.stringify(name)}${near.length ? ` (${didYouMean(near)})` : ''}; kontext help lists the commands`);
  }
  return print({ stdout: commandHelp(spec), code: 0 });
}

/**
 * The exit code of a one-shot command once the work it left behind is saved:
 * the answer is printed first, then the search index the command built is
 * written under `<W>` (atomic, search/indexFiles.ts), so the next command loads it
 * (newcomer3 #6), and the code graph's deferred save of files it re-read is
 * written (a first index was saved before the answer). A failed save was
 * logged and does not change the code.
 */
async function settled(run: Promise<number>): Promise<number> {
  try {
    return await run;
  } finally {
    const [{ settleIndexSaves }, { flushOpenGraphs }] = await Promise.all([import('../core/search/indexPolicy'), import('../core/graph/graph')]);
    await settleIndexSaves();
    await flushOpenGraphs();
  }
}

/**
 * Runs the CLI. Resolves to the exit code, or undefined for a long-running
 * mode that keeps the process alive until its input ends.
 */
export async function runCli(argv: string[]): Promise<number | undefined> {
  try {
    const g = parseGlobal(argv);
    // Every command line printed from here on carries the -C it was given (cli/commandLine.ts).
    setGivenDir(g.dir);
    const [cmd, ...args] = g.rest;
    if (g.version && !cmd) return print({ stdout: `kontext ${KONTEXT_VERSION}\n`, code: 0 });
    if (cmd && MODES[cmd]) {
      if (args.includes('--help') || args.includes('-h')) {
        const details = MODE_DETAILS[cmd] ? `\n${MODE_DETAILS[cmd]}\n` : '';
        return print({ stdout: `usage: kontext [-C dir] ${cmd}\n\n${MODE_HELP[cmd]}\n${details}`, code: 0 });
      }
      // The language client adds its transport flags (--stdio, --node-ipc, --clientProcessId=…) to lsp; mcp takes none.
      if (cmd === 'mcp' && args.length) {
        throw new CliError(`mcp takes no arguments (got ${JSON.stringify(args[0])}); the repository is chosen with kontext -C <dir> mcp`);
      }
      routeConsoleToStderr();
      const { resolveRepoDir } = await import('../tools/context');
      const code = await MODES[cmd]({ dir: resolveRepoDir(g.dir), version: KONTEXT_VERSION, args });
      return typeof code === 'number' ? code : 0;
    }
    const { COMMANDS } = await import('./commands');
    if (!cmd || g.help) {
      const registry = await import('../tools/index').then((m) => m.buildRegistry()).catch(() => null);
      return print({ stdout: mainHelp(registry, COMMANDS), code: cmd || g.help ? 0 : 1 });
    }
    // A -C folder that is not there: named by its flag, before any command reads it (newcomer 25 #13: the answer
    // "/x does not exist; run inside a git repository" did not say that -C was the argument at fault).
    if (g.dir !== null && !fs.existsSync(g.dir)) throw new CliError(`-C ${g.dir}: no such directory; pass the folder of a git repository, or leave -C out to use the current one`);
    if (cmd === 'call') return await settled(runCall(g.dir, args));
    // `kontext help [command]` is `--help` spelled as a command, as in git and npm.
    if (cmd === 'help') return await runHelp(args, COMMANDS);
    // SPEC §13 `init` is not built: say how to set up by hand rather than "unknown command".
    if (cmd === 'init') {
      const { SETUP_HINT } = await import('../core/setup');
      throw new CliError(`init is not built yet: to set a repository up, ${SETUP_HINT}`);
    }
    const spec = COMMANDS.find((c) => c.name === cmd);
    if (!spec) {
      const near = nearestNames(cmd, [...Object.keys(MODES), 'call', ...COMMANDS.map((c) => c.name)]);
      throw new CliError(`unknown command ${JSON.stringify(cmd)}${near.length ? ` (${didYouMean(near)})` : ''}\n${GLOBAL_USAGE}`);
    }
    return await settled(runCommand(spec, g.dir, args));
  } catch (e) {
    if (e instanceof CliError) return fail(e.message);
    const err = e as NodeJS.ErrnoException;
    if (typeof err.code === 'string' && err.code.startsWith('ERR_PARSE_ARGS')) return fail(parseArgsMessage(err.message));
    return fail(err.message ?? String(e));
  }
}
