/**
 * The one tool registry. Every behaviour kontext offers to an agent, a person
 * or the editor is a tool here; MCP (`tools/call`), LSP (`kontext/callTool`)
 * and the CLI (`kontext call`, and the friendly commands) all come through
 * `callTool`, so the front ends can never disagree.
 *
 * Argument handling (SPEC §11, from the seed on strict schemas):
 *  1. `JSON.stringify(arguments ?? {})` longer than 65,536 code points → isError.
 *  2. Coercion by the declared JSON Schema type: list ← comma-separated string
 *     (trimmed, empties dropped); integer ← /^-?\d+$/; boolean ← "true"|"false";
 *     `null` on an optional field = absent.
 *  3. zod strict validation: unknown fields, wrong types, out-of-range values
 *     and closed enums are isError results naming the field and the fix.
 * Failures inside a tool are isError results in one form (errorText):
 * `Error: <tool>: <field>: <what is wrong>; <the fix>` (SPEC §11), the field
 * left out only when the failure is about no argument (git, a lock, the
 * store's setup); only an unknown tool name is a protocol error
 * (UnknownToolError).
 */
import { z } from 'zod';
import type { Repo } from '../core/repo';
import type { Logger } from '../core/logger';
import { KontextError, type ErrorReason } from '../core/errors';
import { cpLength } from '../core/text';
import { didYouMean, nearestNames } from '../core/suggest';
import { type HintForm, withHintForm } from '../core/hints';
import { withProgress } from '../core/progress';
import { allowPatterns, redactDeep, redactSecrets } from '../core/secrets';

/** Maximum size of a call's arguments, in code points of compact JSON (seed 004). */
export const MAX_ARGUMENT_CHARS = 65_536;

/** Where a call comes from; capture records it as the entry's origin. */
export type CallOrigin = 'agent' | 'cli' | 'editor';

/** What a tool gets besides its arguments. */
export interface ToolContext {
  /** The repository, or null when the server runs outside one. */
  repo: Repo | null;
  /** Why `repo` is null (shown to the caller by tools that need a repository). */
  repoError?: string;
  log: Logger;
  origin: CallOrigin;
  /** Cancellation from the front end (MCP notifications/cancelled, LSP $/cancelRequest). */
  signal?: AbortSignal;
  /**
   * Progress lines for long work (MCP: notifications/progress when the client
   * gave a progressToken, else logging; CLI: stderr), with the counts when
   * the work has them (`done` of `total`).
   */
  progress?: (message: string, at?: { done: number; total: number }) => void;
  /**
   * How "next step" hints in texts and errors are written for this front end
   * (core/hints.ts): the CLI passes its command form, the editor its palette
   * form; absent = the MCP tool form.
   */
  hintForm?: HintForm;
  /**
   * The repository-relative directory the CLI runs in ('' or absent at the
   * root; other front ends have none): a why target's bare word is looked
   * for as a folder there first (cli/cliPaths.ts leaves such a word as typed).
   */
  cwd?: string;
}

/** What a tool returns: the human text, and optionally the structured form. */
export interface ToolResult {
  text: string;
  structured?: Record<string, unknown>;
  isError?: boolean;
}

/** MCP tool annotations (exact values from the seed / SPEC §11). */
export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

export interface ToolDef<S extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  /** Says when to use the tool; written for the model. */
  description: string;
  annotations: ToolAnnotations;
  /** Strict zod object (z.strictObject) with `.describe()` on every field. */
  input: S;
  /** zod schema of `structured` (sent as outputSchema to clients on ≥ 2025-06-18). */
  output?: z.ZodType;
  /** True (default) when the tool needs a repository. */
  needsRepo?: boolean;
  /**
   * True for tools that exist for the CLI and the editor only (check, status,
   * reindex, promote with --no-stage): not listed to agents and unknown over MCP.
   */
  internal?: boolean;
  /**
   * The argument an engine error is about when its message names none (a
   * `not-found` from ctx_read is about `uri`): Registry.call writes it after
   * the tool name, for the errors of `reasons` only, so every isError text
   * reads `Error: <tool>: <field>: <what is wrong>; <the fix>` (errorText).
   */
  errorField?: { name: string; reasons: ErrorReason[] };
  /**
   * Other words accepted for an argument's values, by argument: a value
   * written so is read as the one it maps to before validation
   * (code_symbol's `kind: struct` is `class`, `trait` is `interface`).
   */
  synonyms?: Record<string, Record<string, string>>;
  run(args: z.infer<S>, ctx: ToolContext & { repo: Repo }): Promise<ToolResult>;
}

/** Declares a tool with its argument types inferred from the schema. */
export function defineTool<S extends z.ZodObject>(def: ToolDef<S>): ToolDef<S> {
  return def;
}

/** Thrown for a tool name the registry does not know (MCP maps it to -32602). */
export class UnknownToolError extends Error {
  /**
   * `known`: the names the caller could have meant (the agent-visible tools
   * over MCP); the nearest ones are named in the message (`Unknown tool:
   * ctx_serch; did you mean ctx_search?`, SPEC §11's text + a suggestion).
   */
  constructor(
    readonly tool: string,
    known: Iterable<string> = [],
  ) {
    const near = nearestNames(tool, known);
    super(`Unknown tool: ${tool}${near.length ? `; ${didYouMean(near)}` : ''}`);
  }
}

type JsonSchema = Record<string, any>;
const schemaCache = new WeakMap<ToolDef<any>, { input: JsonSchema; output?: JsonSchema }>();

/** JSON Schemas of a tool (input always; output when declared), without `$schema`. */
export function toolSchemas(def: ToolDef<any>): { input: JsonSchema; output?: JsonSchema } {
  let s = schemaCache.get(def);
  if (!s) {
    const strip = (j: JsonSchema) => {
      delete j.$schema;
      dropSafeIntegerBounds(j);
      return j;
    };
    s = {
      input: strip(z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema),
      output: def.output ? strip(z.toJSONSchema(def.output, { io: 'output', unrepresentable: 'any' }) as JsonSchema) : undefined,
    };
    schemaCache.set(def, s);
  }
  return s;
}

/**
 * zod's `.int()` adds ±MAX_SAFE_INTEGER bounds; SPEC §11 declares only real
 * ranges (e.g. `budget_tokens` ≥ 1 with no maximum), so those are removed.
 */
function dropSafeIntegerBounds(j: unknown): void {
  if (!j || typeof j !== 'object') return;
  if (Array.isArray(j)) return j.forEach(dropSafeIntegerBounds);
  const o = j as JsonSchema;
  if (o.maximum === Number.MAX_SAFE_INTEGER) delete o.maximum;
  if (o.minimum === Number.MIN_SAFE_INTEGER) delete o.minimum;
  for (const v of Object.values(o)) dropSafeIntegerBounds(v);
}

function typeOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.anyOf)) {
    for (const alt of schema.anyOf) {
      const t = typeOf(alt);
      if (t && t !== 'null') return t;
    }
  }
  return undefined;
}

/** Applies the SPEC §11 coercions to `value` according to `schema`. */
function coerce(value: unknown, schema: JsonSchema | undefined): unknown {
  const t = typeOf(schema);
  if (t === 'array' && typeof value === 'string') {
    return value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  }
  if (t === 'array' && Array.isArray(value)) {
    const items = schema?.items ?? schema?.anyOf?.find((a: JsonSchema) => a.type === 'array')?.items;
    return value.map((v) => coerce(v, items));
  }
  if (t === 'integer' && typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  if (t === 'number' && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value.trim());
  if (t === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  if (t === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    return coerceObject(value as Record<string, unknown>, schema!);
  }
  if (t === 'string' && Array.isArray(value) && schema?.type === undefined) return value;
  return value;
}

function coerceObject(obj: Record<string, unknown>, schema: JsonSchema): Record<string, unknown> {
  const props: Record<string, JsonSchema> = schema.properties ?? {};
  const required = new Set<string>(schema.required ?? []);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v === null && !required.has(k)) continue;
    out[k] = k in props ? coerce(v, props[k]) : v;
  }
  return out;
}

function describeType(schema: JsonSchema | undefined): string {
  const t = typeOf(schema);
  if (!schema || !t) return 'a value';
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.join('|')}`;
  if (t === 'array') {
    const it = typeOf(schema.items);
    const noun = it === 'integer' ? 'integers' : it === 'object' ? 'objects' : it ? `${it}s` : 'values';
    return `a list of ${noun} (or a comma-separated string)`;
  }
  if (t === 'integer') return 'an integer';
  if (t === 'object') return 'an object';
  return `a ${t}`;
}

function fieldSchema(root: JsonSchema, path: PropertyKey[]): JsonSchema | undefined {
  let s: JsonSchema | undefined = root;
  for (const p of path) {
    if (!s) return undefined;
    if (typeof p === 'number') s = s.items;
    else s = s.properties?.[p as string];
  }
  return s;
}

function fieldName(path: PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : (i ? '.' : '') + String(p))).join('');
}

/** Argument names one tool takes that an agent may pass to another, by the name it takes there (code_symbol `name`, code_callers `symbol`: newcomer 14b #15). */
const ARGUMENT_SYNONYMS: Record<string, string[]> = { name: ['symbol', 'query'], symbol: ['name'], file: ['path'], q: ['query'], query: ['name'] };

/**
 * Turns zod issues into one message naming the field(s) and the fix. A
 * missing required argument says `required` (not a wrong type); an unknown
 * argument names the one meant when that is plain: the only required
 * argument missing beside it (`code_symbol {symbol: …}` → `use name`), else
 * the tool's name for it (ARGUMENT_SYNONYMS: `code_callers {name: …}` → `use
 * symbol`), else a near spelling (`lmit` → `limit`, suggest.ts).
 */
function formatIssues(issues: z.core.$ZodIssue[], schema: JsonSchema, synonyms: ToolDef<any>['synonyms'] = {}): string {
  const parts: string[] = [];
  const missingTop = issues.filter((i) => i.code === 'invalid_type' && i.input === undefined && i.path.length === 1).map((i) => String(i.path[0]));
  const unknownTop = issues.flatMap((i) => (i.code === 'unrecognized_keys' && !i.path.length ? i.keys : []));
  for (const issue of issues) {
    const at = fieldSchema(schema, issue.path.slice(0, -0 || undefined));
    const name = fieldName(issue.path);
    switch (issue.code) {
      case 'unrecognized_keys': {
        const parent = fieldSchema(schema, issue.path);
        const valid = Object.keys(parent?.properties ?? {}).join(', ') || '(none)';
        const where = name ? ` in ${name}` : '';
        const props = Object.keys(parent?.properties ?? {});
        const meant = (key: string): string | undefined =>
          !name && missingTop.length === 1 && unknownTop.length === 1 ? missingTop[0] : (ARGUMENT_SYNONYMS[key] ?? []).find((k) => props.includes(k)) ?? nearestNames(key, props, 1)[0];
        const hints = issue.keys.map((k) => [k, meant(k)] as const).filter(([, m]) => m).map(([k, m]) => `use ${m} instead of ${k}`);
        parts.push(`unknown argument ${issue.keys.join(', ')}${where}${hints.length ? ` (${hints.join('; ')})` : ''}; valid: ${valid}`);
        break;
      }
      case 'invalid_type':
        parts.push(issue.input === undefined ? `${name}: required (${describeType(at)}), missing` : `${name}: expected ${describeType(at)}`);
        break;
      case 'invalid_value':
        parts.push(`${name}: expected one of ${issue.values.map(String).join('|')}${nearValue(issue.input, issue.values.map(String), synonyms?.[name])}`);
        break;
      case 'too_small':
      case 'too_big': {
        if (issue.code === 'too_small' && typeOf(at) === 'string' && (at?.minLength ?? 0) <= 1 && issue.input === '') {
          parts.push(`${name}: must not be empty`);
          break;
        }
        const lo = at?.minimum ?? at?.minLength ?? at?.minItems;
        // An integer with no declared maximum is still bounded by zod's safe-integer check.
        const hi = at?.maximum ?? at?.maxLength ?? at?.maxItems ?? (issue.code === 'too_big' && typeOf(at) === 'integer' ? Number.MAX_SAFE_INTEGER : undefined);
        const range = lo !== undefined && hi !== undefined ? `between ${lo} and ${hi}` : lo !== undefined ? `at least ${lo}` : `at most ${hi}`;
        const what = typeOf(at) === 'string' ? ' characters long' : typeOf(at) === 'array' ? (range.endsWith(' 1') ? ' item' : ' items') : '';
        parts.push(`${name}: must be ${range}${what} (got ${JSON.stringify(issue.input)})`);
        break;
      }
      default:
        parts.push(`${name || 'arguments'}: ${issue.message}`);
    }
  }
  return parts.join('; ');
}

/**
 * The near value an enum argument's typo meant, as the end of its error
 * (newcomer 16 #4: `kind: fucntion` got the list alone): ` (fucntion is
 * none of them; did you mean function?)`, over the values and the tool's
 * synonyms for them (`strcut` → `struct? struct is listed as class`); '' when none is near.
 */
function nearValue(input: unknown, values: string[], words: Record<string, string> = {}): string {
  if (typeof input !== 'string' || !input.trim()) return '';
  const [near] = nearestNames(input.trim().toLowerCase(), [...values, ...Object.keys(words)], 1);
  if (!near) return '';
  const listed = Object.hasOwn(words, near) ? ` ${near} is listed as ${words[near]}` : '';
  return ` (${JSON.stringify(input)} is none of them; did you mean ${near}?${listed})`;
}

/**
 * The one form of every isError text (newcomer 8 #2; SPEC §11 `Error: <tool>:
 * <field>: …`): `Error: <tool>: ` then the message. Messages from the engine
 * that name no argument get the tool's `errorField` when their reason is one
 * it declares (ctx_read's "no entry kx:x" becomes `Error: ctx_read: uri: no
 * entry kx:x; …`). A message already starting with the tool name is not
 * prefixed twice; one already naming an argument of the tool keeps it.
 */
export function errorText(def: ToolDef<any>, message: string, reason?: ErrorReason): string {
  let msg = message.startsWith(`${def.name}: `) ? message.slice(def.name.length + 2) : message;
  const ef = def.errorField;
  if (ef && reason && ef.reasons.includes(reason) && !namesArgument(def, msg)) msg = `${ef.name}: ${msg}`;
  return `Error: ${def.name}: ${msg}`;
}

/** True when `msg` opens with `<argument>: ` (or `<argument>[i]: `) for an argument of `def`. */
function namesArgument(def: ToolDef<any>, msg: string): boolean {
  const m = /^([a-z_]+)(?:\[\d+\])?: /.exec(msg);
  return !!m && m[1] in (toolSchemas(def).input.properties ?? {});
}

/**
 * The error of arguments over MAX_ARGUMENT_CHARS (SPEC §11), naming the
 * argument that holds most of them when one does: `body: 70012 characters;
 * all arguments together may be at most 65536 (these are 70100) — shorten
 * body or split the work into several calls`.
 */
function oversizeMessage(rawArgs: unknown, size: number): string {
  const limit = `all arguments together may be at most ${MAX_ARGUMENT_CHARS} characters (these are ${size})`;
  if (rawArgs && typeof rawArgs === 'object' && !Array.isArray(rawArgs)) {
    const [field, chars] = Object.entries(rawArgs as Record<string, unknown>)
      .map(([k, v]): [string, number] => [k, cpLength(JSON.stringify(v) ?? '')])
      .sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    if (field && chars * 2 > size) return `${field}: ${chars} characters; ${limit} — shorten ${field}, or split the work into several calls`;
  }
  return `arguments: ${limit} — send less text, or split the work into several calls`;
}

/**
 * Validates `rawArgs` for `def`: size limit, coercion, strict schema. Returns
 * the parsed arguments or an error message naming the field (without the
 * `Error: <tool>: ` prefix errorText adds).
 */
export function validateArgs(def: ToolDef<any>, rawArgs: unknown): { ok: true; args: any; read?: string[] } | { ok: false; message: string } {
  const json = JSON.stringify(rawArgs ?? {});
  const size = cpLength(json);
  if (size > MAX_ARGUMENT_CHARS) {
    return { ok: false, message: oversizeMessage(rawArgs, size) };
  }
  if (rawArgs !== undefined && rawArgs !== null && (typeof rawArgs !== 'object' || Array.isArray(rawArgs))) {
    return { ok: false, message: `arguments: must be a JSON object (e.g. ${exampleArguments(def, rawArgs)}), not a list or a plain value` };
  }
  const schema = toolSchemas(def).input;
  const read: string[] = [];
  const coerced = coerceObject(withSynonyms(def, (rawArgs ?? {}) as Record<string, unknown>, read), schema);
  const parsed = def.input.safeParse(coerced, { reportInput: true });
  if (!parsed.success) return { ok: false, message: formatIssues(parsed.error.issues, schema, def.synonyms) };
  return read.length ? { ok: true, args: parsed.data, read } : { ok: true, args: parsed.data };
}

/**
 * `args` with each value ToolDef.synonyms names replaced by its canonical
 * word (a copy; `args` itself when none is). Each replacement is added to
 * `read` as the answer says it (`kind struct is listed as class`), so a
 * synonym is never mapped silently (newcomer 16 #4).
 */
function withSynonyms(def: ToolDef<any>, args: Record<string, unknown>, read: string[] = []): Record<string, unknown> {
  if (!def.synonyms) return args;
  let out = args;
  for (const [field, words] of Object.entries(def.synonyms)) {
    const v = args[field];
    const word = typeof v === 'string' ? v.trim().toLowerCase() : '';
    if (word && Object.hasOwn(words, word)) {
      out = { ...out, [field]: words[word] };
      read.push(`${field} ${word} is listed as ${words[word]}`);
    }
  }
  return out;
}

/**
 * An arguments object for `def` to show beside the error for a plain value:
 * its first required argument (else its first argument) holding the value
 * given when that was a string (`code_callers` given "Total" →
 * `{"symbol": "Total"}`), else `"…"`; `{}` for a tool without arguments.
 */
function exampleArguments(def: ToolDef<any>, given: unknown): string {
  const input = toolSchemas(def).input;
  const field = (input.required as string[] | undefined)?.[0] ?? Object.keys(input.properties ?? {})[0];
  if (!field) return '{}';
  const value = typeof given === 'string' && typeOf(input.properties?.[field]) === 'string' ? given : '…';
  return JSON.stringify({ [field]: value });
}

/** The registry: a name → tool map built once per process. */
export class Registry {
  private readonly byName = new Map<string, ToolDef<any>>();

  constructor(tools: ToolDef<any>[]) {
    for (const t of tools) this.byName.set(t.name, t);
  }

  list(): ToolDef<any>[] {
    return [...this.byName.values()];
  }

  /** The tools agents see (MCP tools/list): every tool not marked `internal`. */
  agentTools(): ToolDef<any>[] {
    return this.list().filter((t) => !t.internal);
  }

  get(name: string): ToolDef<any> | undefined {
    return this.byName.get(name);
  }

  /**
   * Runs tool `name` with raw (unvalidated) arguments. Throws UnknownToolError
   * for an unknown name; every other failure is an `isError` result whose text
   * reads `Error: <tool>: [<field>: ]<what is wrong>; <the fix>` (errorText).
   */
  async call(name: string, rawArgs: unknown, ctx: ToolContext): Promise<ToolResult> {
    const def = this.byName.get(name);
    if (!def) throw new UnknownToolError(name, this.byName.keys());
    const v = validateArgs(def, rawArgs);
    if (!v.ok) return { text: errorText(def, v.message), isError: true };
    if (def.needsRepo !== false && !ctx.repo) {
      const why = ctx.repoError ?? 'not inside a git repository';
      return { text: errorText(def, `${why}${/run there$/.test(why) ? '' : '; run inside a git repository'}`), isError: true };
    }
    // Cancelled before it started (MCP notifications/cancelled): do no work.
    if (ctx.signal?.aborted) return { text: errorText(def, 'cancelled'), isError: true };
    let result: ToolResult;
    try {
      // The hint form and the progress reporter travel with the call (core/hints.ts, core/progress.ts).
      result = await withHintForm(ctx.hintForm, () => withProgress(ctx.progress, () => def.run(v.args, ctx as ToolContext & { repo: Repo })));
    } catch (e) {
      if (!KontextError.is(e)) ctx.log.log('error', `${name} failed: ${(e as Error).stack ?? e}`);
      result = { text: errorText(def, (e as Error).message, KontextError.is(e) ? e.reason : undefined), isError: true };
    }
    if (result.isError && !result.text.startsWith(`Error: ${name}: `)) result = { ...result, text: errorText(def, result.text.replace(/^Error: /, '')) };
    // A synonym read as its canonical value is said under the answer (`(kind struct is listed as class)`).
    else if (!result.isError && v.read) result = { ...result, text: `${result.text}\n(${v.read.join('; ')})` };
    return redactResult(result, ctx.repo);
  }
}

/**
 * The one output step for secrets (**[I]**, SPEC §9.2 applied to every answer):
 * whatever a tool returns — entry titles and bodies, doc text, commit subjects
 * and messages, in the text and in `structured` — leaves the server with
 * secret values replaced (`[redacted:<rule>]` / `[redacted]`), honouring the
 * repository's `secrets.allow` and `kontext:allow-secret` lines, and the text
 * says how many were replaced. Tools that redact themselves (read, search,
 * already counting their own) find nothing left here. `clip` never cuts a
 * secret in half (core/text.ts), so a clipped value is still recognised.
 */
export function redactResult(result: ToolResult, repo: Repo | null): ToolResult {
  let allow: RegExp[] = [];
  try {
    allow = allowPatterns(repo?.config().secrets?.allow ?? []);
  } catch {
    // An unreadable config is the tool's error to report; redact with the built-in rules alone.
  }
  const text = redactSecrets(result.text, allow);
  const structured = result.structured ? redactDeep(result.structured, allow) : null;
  if (text.count === 0 && !structured?.count) return result;
  const n = Math.max(text.count, structured?.count ?? 0);
  const note = result.isError ? '' : `\n\n(${n} secret value(s) redacted)`;
  return {
    ...result,
    text: text.count ? `${text.text.trimEnd()}${note}` : result.text,
    ...(structured ? { structured: structured.value } : {}),
  };
}
