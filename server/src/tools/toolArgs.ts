/**
 * A tool's arguments (SPEC §11, from the seed on strict schemas): its JSON
 * Schemas (toolSchemas, as MCP lists them) and the validation every call goes
 * through before a handler runs (validateArgs):
 *  1. `JSON.stringify(arguments ?? {})` longer than 65,536 code points → an
 *     error naming the argument that holds most of them (MAX_ARGUMENT_CHARS).
 *  2. Coercion by the declared JSON Schema type: list ← comma-separated string
 *     (trimmed, empties dropped); integer ← /^-?\d+$/; boolean ← "true"|"false";
 *     `null` on an optional field = absent. A value a tool lists as a synonym
 *     (ToolDef.synonyms) is read as its canonical word, and said so.
 *  3. zod strict validation: unknown fields, wrong types, out-of-range values
 *     and closed enums are messages naming the field and the fix (the
 *     registry's errorText adds `Error: <tool>: `).
 */
import { z } from 'zod';
import type { ToolDef } from './registry';
import { cpLength } from '../core/text';
import { didYouMean, nearestNames } from '../core/suggest';

/** Maximum size of a call's arguments, in code points of compact JSON (seed 004). */
export const MAX_ARGUMENT_CHARS = 65_536;

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
        parts.push(issue.input === undefined ? `${name}: required (${describeType(at)}), missing` : `${name}: expected ${describeType(at)}, got ${describeInput(issue.input)}${typeFix(typeOf(at), issue.input)}`);
        break;
      case 'invalid_value':
        // The synonyms are said too (newcomer 24 #6: `-k var` and `-k object` work, the list did not show them).
        const also = synonyms?.[name] ? Object.keys(synonyms[name]) : [];
        parts.push(`${name}: expected one of ${issue.values.map(String).join('|')}${also.length ? ` (or ${also.join(', ')}, read as one of them)` : ''}${nearValue(issue.input, issue.values.map(String), synonyms?.[name])}`);
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

/** What an argument of the wrong type holds, for its error: `a number (5)`, `an array`, `null`. */
function describeInput(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return `an array (${cpLength(JSON.stringify(input))} characters)`;
  switch (typeof input) {
    case 'number':
    case 'boolean':
      return `a ${typeof input} (${String(input)})`;
    case 'string':
      return `a string (${JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input)})`;
    case 'object':
      return 'an object';
    default:
      return typeof input;
  }
}

/**
 * The fix for an argument of the wrong type, when one is plain (newcomer 24 #9: `code_callers {symbol: 5}` said
 * only `expected a string`): a number or boolean where a string goes is quoted, one value where a list goes is
 * wrapped in one, a one-item list where a string goes is its item; '' otherwise.
 */
function typeFix(want: string | undefined, input: unknown): string {
  if (want === 'string' && (typeof input === 'number' || typeof input === 'boolean')) return ` — pass it quoted, as a JSON string: ${JSON.stringify(String(input))}`;
  if (want === 'string' && Array.isArray(input) && input.length === 1 && typeof input[0] === 'string') return ` — pass the one string, not a list: ${JSON.stringify(input[0])}`;
  if (want === 'array' && !Array.isArray(input) && input !== null && typeof input !== 'object') return ` — pass a list: [${JSON.stringify(input)}]`;
  if ((want === 'integer' || want === 'number') && typeof input === 'string' && input.trim() && !Number.isNaN(Number(input))) return ` — pass the number without quotes: ${Number(input)}`;
  return '';
}

/**
 * The near value an enum argument's typo meant, as the end of its error
 * (newcomer 16 #4: `kind: fucntion` got the list alone): ` (fucntion is
 * none of them; did you mean function?)`, over the values and the tool's
 * synonyms for them (`strcut` → `struct? struct is read as class`); '' when none is near.
 */
function nearValue(input: unknown, values: string[], words: Record<string, string> = {}): string {
  if (typeof input !== 'string' || !input.trim()) return '';
  const [near] = nearestNames(input.trim().toLowerCase(), [...values, ...Object.keys(words)], 1);
  if (!near) return '';
  const listed = Object.hasOwn(words, near) ? ` ${near} is read as ${words[near]}` : '';
  return ` (${JSON.stringify(input)} is none of them; ${didYouMean([near])}${listed})`;
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
 * `read` as the answer says it (`kind struct is read as class`), so a
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
      // `var` → const: module variables are recorded as constants, so the answer holds both (newcomer 26 #10: the note read as a contradiction of the vars listed).
      read.push(`${field} ${word} is read as ${words[word]}${field === 'kind' && words[word] === 'const' ? ': variables and constants are one kind, so both are listed' : ''}`);
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
