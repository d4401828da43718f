/**
 * The one tool registry. Every behaviour kontext offers to an agent, a person
 * or the editor is a tool here; MCP (`tools/call`), LSP (`kontext/callTool`)
 * and the CLI (`kontext call`, and the friendly commands) all come through
 * `callTool`, so the front ends can never disagree.
 *
 * Arguments are checked before a tool runs (toolArgs.ts validateArgs: size
 * limit, SPEC §11 coercions, strict zod schemas), and a bad one is an isError
 * result naming the field and the fix.
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
import { didYouMean, nearestNames } from '../core/suggest';
import { type HintForm, withHintForm } from '../core/hints';
import { withProgress } from '../core/progress';
import { allowPatterns, redactDeep, redactSecrets } from '../core/secrets';
import { toolSchemas, validateArgs } from './toolArgs';

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
    // A synonym read as its canonical value is said under the answer (`(kind struct is read as class)`).
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
