/**
 * Front-end-neutral "next step" hints. Core texts recommend other actions
 * ("search for more", "promote it into the commit", "list the inbox"); an
 * agent on MCP must read the tool call (`ctx_search query=<words>`), a person
 * at the command line the command (`kontext search <words>`), a person in the
 * editor the command palette entry. So core never writes a tool or command
 * name: it calls `nextStep.<step>(…)` (the catalogue `HINTS` below: each step
 * as a registry call, tool + arguments), and the front end's renderer turns
 * it into its own form.
 *
 * Which renderer applies is carried by the call, not by every core function:
 * `Registry.call` runs each tool inside `withHintForm(ctx.hintForm, …)`
 * (node:async_hooks AsyncLocalStorage, which follows the awaits of that call
 * only), so texts and error messages built anywhere below it come out in the
 * caller's form. Outside a registry call (core unit tests, bench scripts) the
 * tool form applies. Texts are rendered when built, never cached across calls.
 *
 * Forms: the tool form is here (it only needs the tool name and argument
 * names); the CLI form is `cli/hintForm.ts` (from the commands' own flag
 * tables), the editor form `lsp/hintForm.ts`. test/core/hints.test.ts renders
 * every hint core uses in every form and parses the CLI form with the real
 * CLI parser, so a renamed command, flag or argument fails a test.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * `o` without its undefined fields: tool or hint arguments where an absent
 * option must not be sent at all (strict schemas reject nothing here, but a
 * field present as undefined would print in hints and JSON).
 */
export function defined<T>(o: Record<string, T | undefined>): Record<string, T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, T>;
}

/** A placeholder the reader fills in, written `<words>`; rendered as is in every form. */
export type Placeholder = `<${string}>`;

/** An argument value of a hint: a literal, a placeholder, or a list of them. */
export type HintValue = string | number | boolean | string[];

/**
 * One recommended step as the registry call it is: an agent-visible tool and
 * the arguments the reader should pass (a subset; what the text leaves to the
 * reader is a placeholder or omitted). Argument order is kept in every form.
 */
export interface Hint {
  tool: string;
  args?: Record<string, HintValue>;
}

/**
 * Renders a hint in one front end's form. `command`, when the form has one,
 * writes a literal kontext command line (`graph index`, `status`) as that
 * front end prints it (the CLI: with the `-C <dir>` it was given; see
 * {@link kontextCommand}); `git`, a git command line the same way
 * ({@link gitCommand}).
 */
export type HintForm = ((h: Hint) => string) & {
  command?: (words: string) => string;
  git?: (words: string) => string;
  /** The git commands it writes run below the work tree's top (the CLI in a subfolder): see {@link gitGrepCommand}. */
  gitBelowTop?: boolean;
};

/** True for a placeholder value such as `<words>` or `<decision|convention>`. */
export function isPlaceholder(v: unknown): v is Placeholder {
  return typeof v === 'string' && /^<[^<>]+>$/.test(v);
}

function toolValue(v: HintValue): string {
  if (Array.isArray(v)) return `[${v.map((x) => (isPlaceholder(x) ? x : JSON.stringify(x))).join(', ')}]`;
  if (isPlaceholder(v)) return v;
  return typeof v === 'string' ? JSON.stringify(v) : String(v);
}

/**
 * The MCP tool form: `ctx_search query=<words>`, `ctx_prepare_commit
 * promote=["2026-01-02-x"]` — the tool name, then `name=value` per argument
 * (JSON values, placeholders bare). SPEC §11 tool and argument names.
 */
export const toolForm: HintForm = (h) => [h.tool, ...Object.entries(h.args ?? {}).map(([k, v]) => `${k}=${toolValue(v)}`)].join(' ');

const current = new AsyncLocalStorage<HintForm>();

/** Runs `fn` with `form` rendering every hint built during it (and its awaits). */
export function withHintForm<T>(form: HintForm | undefined, fn: () => T): T {
  return form ? current.run(form, fn) : fn();
}

/** The hint in the form of the front end that made the current call (tool form outside one). */
export function renderHint(h: Hint): string {
  return (current.getStore() ?? toolForm)(h);
}

/**
 * `kontext <words>` as the front end of the current call prints a command
 * line: the CLI writes `kontext -C <dir> <words>` when it was given -C
 * (cli/hintForm.ts), so a note naming a command runs as printed from any
 * directory; elsewhere `kontext <words>`. For texts of CLI commands that no
 * hint catalogue entry renders (`graph index`, `status --write-commit-graph`).
 */
export function kontextCommand(words: string): string {
  const command = current.getStore()?.command;
  return command ? command(words) : `kontext ${words}`;
}

/** `git <words>` as the front end of the current call prints it: the CLI writes `git -C <dir> <words>` when it was given -C; elsewhere `git <words>`. */
export function gitCommand(words: string): string {
  const git = current.getStore()?.git;
  return git ? git(words) : `git ${words}`;
}

/** A pathspec for a POSIX shell, single-quoted as the grep hints have always written it (`'.'`). */
function quotedSpec(p: string): string {
  return `'${p.replace(/'/g, `'\\''`)}'`;
}

/**
 * `git grep <options> -- <paths>` as the current front end prints it
 * ({@link gitCommand}), `paths` repository-relative (`.` the whole tree; none:
 * no pathspec). Where that command runs below the work tree's top (the CLI
 * given `-C <subfolder>`, or run in one: {@link HintForm.gitBelowTop}), git
 * would read the paths from that subfolder and print its matches relative to
 * it; so the hint adds `--full-name` (git-grep(1): paths relative to the top)
 * and writes each path with the `:/` pathspec magic (gitglossary(7): relative
 * to the top; the whole tree when none is given), so it searches what the
 * answer named and prints repository-relative paths, as every answer does
 * (SPEC §12). At the top the command is unchanged.
 */
export function gitGrepCommand(options: string, paths: readonly string[] = []): string {
  if (!current.getStore()?.gitBelowTop) return gitCommand(`grep ${options}${paths.length ? ` -- ${paths.map(quotedSpec).join(' ')}` : ''}`);
  const specs = (paths.length ? paths : ['.']).map((p) => quotedSpec(`:/${p === '.' ? '' : p}`));
  return gitCommand(`grep --full-name ${options} -- ${specs.join(' ')}`);
}

/**
 * Who reads the text being built: an agent (the tool form — MCP, `kontext call`,
 * or outside any call) or a person (the CLI and editor forms). Advice written
 * for an agent ("ask the user whether…") reads wrong to the user themself.
 */
export function reader(): 'agent' | 'person' {
  const f = current.getStore();
  return !f || f === toolForm ? 'agent' : 'person';
}

/** The wording of one piece of advice for whoever reads it (see {@link reader}). */
export function forReader(t: { agent: string; person: string }): string {
  return reader() === 'agent' ? t.agent : t.person;
}

/** What a capture hint may name; kind, title and body default to placeholders (the tool requires them). */
export interface CaptureHint {
  kind?: string;
  title?: string;
  body?: string;
  paths?: string[];
  supersedes?: string[];
}

/**
 * Every step core texts recommend, as data (SPEC §11 tools and arguments).
 * This catalogue is the only way core names a tool: `nextStep.search(words)`
 * renders through `renderHint`, and test/core/hints.test.ts renders each
 * entry in every front end's form.
 */
export const HINTS = {
  /** The brief focused on paths or words (none: unfocused), optionally at a budget in tokens. */
  brief: (focus: string[], budget?: number | Placeholder): Hint => ({
    tool: 'ctx_brief',
    args: { ...(focus.length ? { focus } : {}), ...(budget === undefined ? {} : { budget_tokens: budget }) },
  }),
  /** A search, optionally limited to kinds. */
  search: (query: string, kinds?: string[]): Hint => ({ tool: 'ctx_search', args: kinds ? { query, kinds } : { query } }),
  /** Reading a URI, optionally at a level (a number or a placeholder such as `<0|1|2>`). */
  read: (uri: string, level?: number | Placeholder): Hint => ({ tool: 'ctx_read', args: level === undefined ? { uri } : { uri, level } }),
  /** `why` of a target; no target names the tool itself; `path` picks the definition of a symbol target in that file (or `file:line`). */
  why: (target?: string, limit?: number, path?: string): Hint => ({ tool: 'ctx_why', args: target === undefined ? {} : defined<HintValue>({ target, path, limit }) }),
  /** A search of the code graph's symbol names, signatures and doc comments. */
  searchCode: (query: string): Hint => ({ tool: 'search_code', args: { query } }),
  /** Where a symbol is defined (the code graph's code_symbol), with more rows than the default. */
  symbol: (name: string, limit?: number): Hint => ({ tool: 'code_symbol', args: limit === undefined ? { name } : { name, limit } }),
  /** The log of a kind (decision when absent), inactive ones too with `all`, more rows with `limit`. */
  log: (o: { kind?: string; all?: boolean; limit?: number | Placeholder } = {}): Hint => ({
    tool: 'ctx_log',
    args: defined(o),
  }),
  /** The capture tool itself (no arguments), for "capture what you learn". */
  captureTool: (): Hint => ({ tool: 'ctx_capture' }),
  /** A capture with its required fields (placeholders unless given) and the optional ones named. */
  capture: (o: CaptureHint = {}): Hint => {
    const args: Record<string, HintValue> = { kind: o.kind ?? '<kind>', title: o.title ?? '<title>', body: o.body ?? '<body>' };
    if (o.supersedes) args.supersedes = o.supersedes;
    if (o.paths) args.paths = o.paths;
    return { tool: 'ctx_capture', args };
  },
  /** Listing the inbox. */
  inbox: (): Hint => ({ tool: 'ctx_inbox', args: { action: 'list' } }),
  /** The inbox tool itself, for "review the inbox". */
  inboxTool: (): Hint => ({ tool: 'ctx_inbox' }),
  /** Promoting inbox ids into the commit being prepared (SPEC §5.3). */
  promote: (ids: string[]): Hint => ({ tool: 'ctx_prepare_commit', args: { promote: ids } }),
  /** Dropping inbox ids. */
  drop: (ids: string[]): Hint => ({ tool: 'ctx_prepare_commit', args: { drop: ids } }),
  /** The prepare-commit report. */
  prepareCommit: (): Hint => ({ tool: 'ctx_prepare_commit' }),
} satisfies Record<string, (...a: any[]) => Hint>;

type Rendered<T> = { [K in keyof T]: T[K] extends (...a: infer A) => Hint ? (...a: A) => string : never };

/** `HINTS`, rendered in the current call's form: `nextStep.search('<words>')` → `kontext search <words>` on the CLI. */
export const nextStep = Object.fromEntries(
  Object.entries(HINTS).map(([k, build]) => [k, (...a: unknown[]) => renderHint((build as (...x: unknown[]) => Hint)(...a))]),
) as Rendered<typeof HINTS>;

/**
 * Whether the definitions found for a name the user `asked` for are told
 * apart by their full names (each distinct, and the first not what was
 * asked: `Rack::Utils.escape_html` vs `Other::Utils.escape_html` for
 * `Utils.escape_html`), so an ambiguity is answered with a full name to ask
 * for instead of a path (callers' candidates, why's definitions).
 */
export function apartByName(defs: readonly { name: string }[], asked: string): boolean {
  return defs.length > 0 && new Set(defs.map((d) => d.name)).size === defs.length && defs[0].name !== asked.trim();
}

/** Joins names as `a`, `a or b`, `a, b or c`. */
function orList(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * Why a bare name answered for the free function while methods share the
 * name (newcomer4 #17; core/graph/rank.ts freeOverMembers): `chosen over the
 * method Session.get (ask for it: <hint>)` or `chosen over 3 methods named
 * get; for one, ask for Session.get or LookupDict.get (e.g. <hint>)`.
 * `methods` are the qualified names passed over, best first; at most 4 are
 * named. `ask` renders the hint asking for one of them ('' for none): the
 * code tools' `callers Item.Total`, why's `why Item.Total`. `kinds`, beside
 * `methods`, names what they are when not all methods (a local helper
 * passed over for an outer definition, rank.ts chooseOne: `chosen over the
 * function sendTrailer.send`, `chosen over 2 definitions named send`).
 */
export function choiceText(ask: (name: string) => string, bare: string, methods: string[], count: number, kinds?: string[]): string {
  const names = [...new Set(methods)];
  const hint = ask(names[0]);
  if (count === 1) return `chosen over the ${kinds?.[0] ?? 'method'} ${names[0]}${hint ? ` (ask for it: ${hint})` : ''}`;
  const shown = names.length > 4 ? [...names.slice(0, 4), '…'] : names;
  const what = !kinds || kinds.every((k) => k === 'method') ? 'methods' : 'definitions';
  return `chosen over ${count} ${what} named ${bare}; for one, ask for ${orList(shown)}${hint ? ` (e.g. ${hint})` : ''}`;
}

/**
 * Why a name answered for the one definition outside test files while test
 * files define it too (core/graph/rank.ts chooseDefinition; rack `warn`):
 * `chosen over the method warn in a test file, test/spec_lint.rb:147 (ask
 * for it: <hint>)` or `chosen over 3 definitions in test files (test/a.rb:3,
 * test/b.rb:9, …; e.g. <hint>)`. `ask` renders the hint asking for the
 * first by its `path:line` ('' for none). `after`: the note follows
 * choiceText's, so it starts `and over`.
 */
export function testsChoiceText(ask: (pathLine: string) => string, symbol: string, tests: { kind: string; path: string; line: number }[], after = false): string {
  const lead = after ? 'and over' : 'chosen over';
  const first = tests[0];
  const hint = ask(`${first.path}:${first.line}`);
  if (tests.length === 1) return `${lead} the ${first.kind} ${symbol} in a test file, ${first.path}:${first.line}${hint ? ` (ask for it: ${hint})` : ''}`;
  const shown = tests.slice(0, 3).map((t) => `${t.path}:${t.line}`);
  if (tests.length > 3) shown.push('…');
  return `${lead} ${tests.length} definitions in test files (${shown.join(', ')}${hint ? `; e.g. ${hint}` : ''})`;
}

/**
 * The one "more" line of every listing that is cut — why's sections, the
 * code tools' pages (callers, callees, impact, symbol, search-code), search
 * hits: `(+K more)`, `(+K more commits)`, `(+K more — <next>)`, where
 * `noun` names what is counted when the list's items do not say it, and
 * `next` is the step that shows the rest, rendered by the caller in its
 * front end's form (nextStep / renderHint: each command's own flags, `-n`
 * where a raised limit shows them all, `--offset` for the next page) or
 * plain advice. Newcomer: `- … 2 more (kontext why x -n 14)` beside
 * `(+134 more — kontext search-code x --offset 10 -n 50)` read as two conventions.
 */
export function moreLine(count: number, next?: string, noun?: { one: string; many: string }): string {
  const what = noun ? ` ${count === 1 ? noun.one : noun.many}` : '';
  return `(+${count} more${what}${next ? ` — ${next}` : ''})`;
}
