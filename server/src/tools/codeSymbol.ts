/** `code_symbol`: exact-name lookup → file:line + signature (SPEC §12). */
import { z } from 'zod';
import { defineTool } from './registry';
import { DEF_KINDS } from '../core/graph/types';
import { rankDefinitions } from '../core/graph/rank';
import { offsetField, codeAnnotations, noDefinitionAt, noSources, pathField, readyGraph, trailingSeparator, wholeName } from './codeShared';
import { codeOutput, listResult, toItem } from './codeItems';
import { atOverload, candidatesResult, declaredNamed, definitionsAt, fileLine, noSymbol } from './codePick';
import { KontextError } from '../core/errors';
import type { CodeGraph } from '../core/graph/graph';
import type { Repo } from '../core/repo';
import { checkScope } from './codeScope';
import { defined, renderHint } from '../core/hints';
import type { SymbolItem } from '../core/graph/graphNames';
import type { ToolResult } from './registry';
import { notIndexedAnswer, skippedNotes, withLines } from './codeSkipped';
import { shownKind } from './codeText';
import { fileAsked, fileNamed, fileOutline, missingFileAnswer, OUTLINE_LIMIT } from './codeFile';
import * as fs from 'node:fs';

/**
 * The answer when `kind` filters out every definition of `name`: the kinds
 * it does have, with the call that lists them (`No matches: no const
 * hasChanged; it is a function — kontext symbol hasChanged -k function`).
 * A const holding a function is stored as kind function (SPEC §12), said so.
 */
function otherKinds(name: string, kind: string, scope: string | undefined, other: SymbolItem[]): ToolResult {
  const kinds = [...new Set(other.map((d) => d.kind))];
  const where = scope ? ` under ${scope}` : '';
  // A Kotlin or Scala object, a Ruby module: named as answers show it (codeText shownKind), with the kind that finds it.
  const shown = [...new Set(other.map((d) => { const s = shownKind(d); return s === d.kind ? s : `${s} (kind ${d.kind})`; }))];
  const is = shown.length === 1 ? `it is ${/^[aeiou]/.test(shown[0]) ? 'an' : 'a'} ${shown[0]}` : `its kinds: ${shown.join(', ')}`;
  const why = kind === 'const' && kinds.includes('function') ? ' (a const holding a function is kind function)' : '';
  const next = renderHint({ tool: 'code_symbol', args: defined({ name, kind: kinds[0], path: scope }) });
  return { text: `No matches: no ${kind} ${name}${where}; ${is}${why} — ${next}`, structured: { items: [], truncated: false } };
}

/**
 * code_symbol without a name, `path` a `file:line` (texts issue 3 #3, as
 * the edge tools read it, newcomer 10 #24): every definition holding that
 * line, innermost first (codePick definitionsAt), after the one a
 * declaration there declares (CodeGraph.declaredAt), of `kind` when given;
 * (a file the graph left out is answered before: codeSkipped notIndexedAnswer);
 * none → the edge tools' "No definition contains" / "past its end" answer.
 */
function definitionsHere(g: CodeGraph, repo: Repo, at: { file: string; line: number }, args: { kind?: string; limit?: number; offset: number }): ToolResult {
  const rec = g.data.files.get(at.file);
  const all = (rec?.defs ?? []).map((d, i) => (d.kind === 'module' ? null : g.item({ path: at.file, i }))).filter((d): d is SymbolItem => d !== null);
  // A declaration without a body on the line (a C/C++ prototype, a class body's `void f();`): the definition it declares first.
  const holding = [...g.declaredAt(at.file, at.line), ...definitionsAt(all, at.line)];
  if (!holding.length) return noDefinitionAt(repo, at, 'name');
  const hit = holding.filter((d) => !args.kind || d.kind === args.kind);
  if (!hit.length) return { text: `No matches: no ${args.kind} holds ${at.file}:${at.line}; the innermost definition there is ${shownKind(holding[0])} ${holding[0].name}`, structured: { items: [], truncated: false } };
  const more = { tool: 'code_symbol', args: defined({ kind: args.kind, path: `${at.file}:${at.line}` }), max: 50 };
  // On an overload signature: that signature (codePick atOverload).
  return listResult(hit.map((d) => toItem(atOverload(g, d, at.line), true)), args.limit ?? NAME_LIMIT, more, { doc: true, offset: args.offset });
}

/** Definitions listed for a name when no limit is given (a file's outline lists OUTLINE_LIMIT). */
const NAME_LIMIT = 10;

/** Whether repository-relative `rel` is a file (not a folder, not missing). */
function isFile(repo: Repo, rel: string): boolean {
  try {
    return fs.statSync(repo.abs(rel)).isFile();
  } catch {
    return false;
  }
}

/**
 * The error for code_symbol without `name` where `path` names no file or
 * line (absent, or a folder): names the field and each way to ask, in the
 * form of the front end (`kontext symbol <name> -p src/` on the CLI,
 * `code_symbol name="render" path="src/"` for agents).
 */
function noName(scope: string | undefined): KontextError {
  const hint = (args: Record<string, string>) => renderHint({ tool: 'code_symbol', args });
  const folder = scope?.replace(/\/?$/, '/');
  const find = folder ? `${folder} is a folder, so give the name to look for in it: ${hint({ name: '<name>', path: folder })}` : `give the name to look for: ${hint({ name: '<name>' })}`;
  return new KontextError('invalid-argument', `code_symbol: name: no symbol name given; ${find}; or, without a name, a file for its outline (${hint({ path: '<file>' })}) or file:line for the definitions on that line (${hint({ path: '<file>:<line>' })})`);
}

export const codeSymbolTool = defineTool({
  name: 'code_symbol',
  title: 'Find a symbol definition',
  description:
    'Find where a function, method, class, interface, type, enum or const is defined, by exact name (bare or qualified like `Class.method`). Returns path:line with the signature and the first paragraph of its doc comment (structured: also endLine); the definition most likely meant first (outside tests, exported, most called). Use search_code when you only know roughly what it does.',
  annotations: codeAnnotations('Find a symbol definition'),
  input: z.strictObject({
    name: z.string().min(1).refine(wholeName, { error: trailingSeparator }).optional().describe('Exact symbol name: bare (`render`) or qualified (`Renderer.render`, `A::b`, `A#b`); may be left out when `path` is `file:line` (the definitions holding that line are meant)'),
    kind: z.enum(DEF_KINDS).optional().describe('Only definitions of this kind (a struct or record is a class; a Kotlin or Scala object and a Ruby module are found as class and shown as object / module; a module variable (Go package-level var) is found as const (or var) and shown as var; a trait or protocol is an interface; test: test cases, named `describe lib › it does`)'),
    path: pathField.describe('Only definitions in this repository-relative file or directory; `file:line` keeps the ones holding that line (without `name`: all of them, innermost first); a file without `name`: its outline, every definition in line order'),
    limit: z.number().int().min(1).max(OUTLINE_LIMIT).optional().describe(`Maximum results (1–${OUTLINE_LIMIT}; default ${NAME_LIMIT}, or ${OUTLINE_LIMIT} for a file's outline)`),
    offset: offsetField(),
  }),
  output: codeOutput,
  // What other languages call these kinds (Go/Rust/C structs, Java/C# records, Scala objects; Rust/Scala traits, Swift protocols; module variables, shown as var).
  synonyms: { kind: { struct: 'class', record: 'class', object: 'class', trait: 'interface', protocol: 'interface', fn: 'function', fun: 'function', func: 'function', def: 'function', module: 'class', var: 'const', variable: 'const' } },
  async run(args, ctx) {
    const scope = await checkScope(ctx.repo, args.path, { tool: 'code_symbol' });
    const lineAt = fileLine(scope);
    // A file without a name: its outline (newcomer 16 #3).
    const outline = args.name === undefined && !lineAt && scope !== undefined && isFile(ctx.repo, scope) ? scope : undefined;
    if (args.name === undefined && !lineAt && !outline) throw noName(scope);
    const g = await readyGraph(ctx);
    if (!g.data.files.size) return noSources();
    if (args.name === undefined) {
      const file = outline ?? lineAt!.file;
      // A file the graph left out (build output, vendored, ignored): said so, with why.
      const notIndexed = await notIndexedAnswer(g, ctx.repo, file);
      if (notIndexed) return notIndexed;
      return outline ? fileOutline(g, outline, args) : definitionsHere(g, ctx.repo, lineAt!, args);
    }
    let defs = g.findDefinitions(args.name, { kind: args.kind, path: scope?.replace(/:\d+$/, '') });
    // `path` a line declaring it without a body (a header's prototype, a class body's `void f();`): the definition it declares.
    const declared = lineAt && !defs.length ? declaredNamed(g, lineAt.file, lineAt.line, args.name, args.kind) : [];
    if (declared.length) defs = declared;
    // A name defined nowhere (not merely outside the filters) gets the nearest names.
    const nowhere = !defs.length && !g.findDefinitions(args.name).length;
    // Nothing found where the graph left files out: say so (skip rule, reason, what to do).
    const skipped = defs.length ? [] : await skippedNotes(g, ctx.repo, scope, args.name, nowhere);
    // A source file named as the symbol (`kontext symbol app.py`): its definitions, and how to ask for one.
    const file = nowhere ? fileNamed(g, args.name) : undefined;
    const asked = file ? fileAsked(g, file, 'code_symbol') : undefined;
    if (asked && 'result' in asked) return asked.result;
    const missing = nowhere && !file ? await missingFileAnswer(g, ctx.repo, args.name, 'code_symbol') : undefined;
    if (missing) return missing;
    if (nowhere) return withLines(noSymbol(g, args.name, 'code_symbol'), skipped);
    // A kind filter that leaves nothing: say which kinds the name has (a const arrow function is kind function).
    if (!defs.length && args.kind) {
      const other = g.findDefinitions(args.name, { path: scope?.replace(/:\d+$/, '') });
      if (other.length) return otherKinds(args.name, args.kind, scope, other);
    }
    // Ranked like ambiguous candidates (outside tests, exported, most called first); each with its end line and doc.
    let ranked = rankDefinitions(g, defs);
    // `path:line` keeps the definitions holding that line (as the edge tools read it), innermost first.
    const at = scope && !declared.length ? /:(\d+)$/.exec(scope) : null;
    if (at && ranked.length) {
      const line = Number(at[1]);
      const hit = definitionsAt(ranked, line);
      if (!hit.length) {
        const file = scope!.slice(0, at.index);
        return candidatesResult(ranked, `No matches: no definition of ${args.name} contains ${scope}; ${ranked.length === 1 ? 'the only one' : `the ${ranked.length}`} in ${file}:`, args.name, undefined);
      }
      ranked = hit.map((d) => atOverload(g, d, line));
    }
    const items = ranked.map((d) => toItem(d, true));
    // `Sub.method` of a method Sub inherits (inheritedNames.ts): the answer starts by saying whose it is.
    const inherited = [...new Set(ranked.map((d) => d.inherited).filter(Boolean))];
    if (inherited.length) {
      const r = listResult(items, args.limit ?? NAME_LIMIT, { tool: 'code_symbol', args: defined({ name: args.name, kind: args.kind, path: scope }), max: 50 }, { doc: true, offset: args.offset, footer: skipped.join('\n') || undefined });
      return { ...r, text: `${inherited.join('\n')}\n${r.text}`, structured: r.structured ? { ...r.structured, answeredFor: inherited.join('\n') } : r.structured };
    }
    return listResult(items, args.limit ?? NAME_LIMIT, { tool: 'code_symbol', args: defined({ name: args.name, kind: args.kind, path: scope }), max: 50 }, { doc: true, offset: args.offset, footer: skipped.join('\n') || undefined });
  },
});
