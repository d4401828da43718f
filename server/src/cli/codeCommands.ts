/**
 * The code-graph commands (`symbol`, `callers`, `callees`, `impact`,
 * `search-code`; SPEC §13): each one code_* tool call sharing `-n/--limit`,
 * `--offset` and `--json` (codeCommand), their exit rule (CODE_EXIT) and the
 * `total` their --json adds (codeTotal). Listed in cli/commands.ts COMMANDS.
 */
import type { ToolResult } from '../tools/registry';
import type { FieldFlags } from './cliErrors';
import { defined } from '../core/hints';
import { DEF_KINDS } from '../core/graph/types';
import { type CommandSpec, type Options, type Values, UsageError, PATH_FROM, githubLine, int, json, symbolOrLine, text } from './commandSpec';

const DEF_KIND_NAMES: readonly string[] = DEF_KINDS;

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
/** search-code's exit rule: it takes words, never one name or a path:line (newcomer 19 #4: its help named those). */
const SEARCH_CODE_EXIT = '0 when hits are listed; 1 when none are (no match, an offset past the end) or on an error';

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
  // Candidates page as items do (codePick candidatesResult): those before the offset count too (newcomer 27 C).
  if (s.candidates) return offset + s.candidates.length + more;
  const items = s.items?.length ?? 0;
  if (!items) return Number(/^No matches at offset \d+: there are (\d+)/.exec(r.text)?.[1] ?? 0);
  return offset + items + more;
}

/** `callers` / `callees`: one definition's edges one way (code_callers / code_callees), the same flags for both. */
function edgeCommand(name: 'callers' | 'callees', summary: string): CommandSpec {
  return codeCommand({
    name,
    usage: `${name} [<symbol>] [-p path] [-n N] [--json]`,
    summary,
    extraHelp: [DEFINITION_PATH_HELP],
    extraOptions: { path: { type: 'string', short: 'p' } },
    tool: `code_${name}`,
    fields: { symbol: '', path: '-p/--path', limit: '-n/--limit' },
    limit: [50, 20],
    toArgs: (v, pos) => symbolOrLine(pos, v.path, name),
  });
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
    // Every code command pages (--offset), as its help and the "(+K more — …)" line say.
    usage: c.usage.replace(' [--json]', ' [--offset N] [--json]'),
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
    exit: c.tool === 'search_code' ? SEARCH_CODE_EXIT : CODE_EXIT,
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

/** The code-graph commands, in the order help lists them. */
export const CODE_COMMANDS: CommandSpec[] = [
  codeCommand({
    name: 'symbol',
    usage: 'symbol [<name>] [-k kind] [-p path] [-n N] [--json]',
    summary: 'where a function, method, class or type is defined (code graph)',
    extraHelp: [
      ['-k, --kind <k>', `only this kind: ${DEF_KIND_NAMES.join(', ')} (a struct or record is listed as class; a Kotlin or Scala object and a Ruby module are found with -k class and listed as object / module; a module variable, Go's package-level var, is found with -k const or -k var and listed as var; a trait or protocol is listed as interface)`],
      ['-p, --path <p>', `only in this file or directory; path:line keeps the definitions holding that line, and alone, without a name, lists them; a file alone, without a name, is its outline: every definition in line order, one line each (path:line kind name signature; up to 50, -n for fewer) (${PATH_FROM})`],
    ],
    extraOptions: { kind: { type: 'string', short: 'k' }, path: { type: 'string', short: 'p' } },
    tool: 'code_symbol',
    fields: { name: '', kind: '-k/--kind', path: '-p/--path', limit: '-n/--limit' },
    limit: [50, 10],
    toArgs: (v, pos) => {
      // `-p file` alone: the file's outline (the tool refuses a folder without a name).
      if (!pos.length && typeof v.path === 'string' && githubLine(v.path) === v.path) return { kind: v.kind, path: v.path };
      // As the edge commands read them (symbolOrLine): `-p file:line` alone, or `symbol src/a.ts:42`, means the definitions there.
      const { symbol, path } = symbolOrLine(pos, v.path, 'symbol', 'give one symbol name, e.g. kontext symbol <name> or kontext symbol <Class>.<method>, -p file:line for the definitions on that line, or -p file for its outline');
      return { name: symbol, kind: v.kind, path };
    },
  }),
  edgeCommand('callers', 'who calls a function or method, resolved through imports and receivers (code graph)'),
  edgeCommand('callees', 'what a function or method calls (code graph)'),
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
];
