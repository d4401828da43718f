/**
 * A source file named where a code tool wants a symbol (`kontext callees
 * app.py`, issue 3 leftovers): a file is no definition, but its top-level
 * code (a script's `main()`, Python's `if __name__ == "__main__":` block)
 * makes calls, so callees answers for that code, and every other answer says
 * what to ask instead, naming the file's definitions.
 */
import { didYouMean } from '../core/suggest';
import * as fs from 'node:fs';
import type { CodeGraph } from '../core/graph/graph';
import type { Repo } from '../core/repo';
import { languageFor } from '../core/graph/languages';
import { nearPaths } from '../core/pathSuggest';
import { skippedScopeNote } from './codeSkipped';
import { startLine, type SymbolItem } from '../core/graph/graphNames';
import type { DefRef } from '../core/graph/graphIndex';
import type { ToolResult } from './registry';
import { defined, renderHint } from '../core/hints';
import { listResult, toItem } from './codeItems';

/** Top-level definitions a file answer names before `, …`. */
const NAMED = 6;
/** Definitions probed for edges when choosing the one a file answer offers to ask about. */
const PROBES = 30;
/** Kinds of definitions that make and receive calls themselves. */
const CALLABLE: ReadonlySet<string> = new Set(['function', 'method']);

/** What a code tool does with a symbol naming a file: answer for its top-level code (`topLevel`, with the note heading it), or give `result`. */
export type FileAsked = { topLevel: SymbolItem; note: string } | { result: ToolResult };

/**
 * The indexed file `symbol` names (`app.py`, `./app.py`, `src\\app.py`:
 * repository-relative), when no definition is named so; undefined otherwise.
 */
export function fileNamed(g: CodeGraph, symbol: string): string | undefined {
  const rel = symbol.trim().replace(/\\/g, '/').replace(/^(?:\.\/)+/, '');
  if (!rel.includes('.') || !g.data.files.has(rel) || g.findDefinitions(symbol).length) return undefined;
  return rel;
}

/** Indexed paths a "no such file" answer suggests at most. */
const NEAR_FILES = 3;

/**
 * Whether `rel` (no definition is named so) reads as a file's path rather
 * than a symbol: it holds a `/` (C++ `operator/` aside; not with a `::` or
 * `->`, which name a member: PHP's `App\Account::deposit`) or ends in the
 * extension of a language the graph reads (`nothere.py`, `utilz.rb`), or
 * of a file the graph holds. `res.json` stays a symbol.
 */
function fileShaped(g: CodeGraph, rel: string): boolean {
  // A `::` or `->` joins a member to its type (`App\Acount::deposit`, its `\` read as `/`): a symbol, never a path.
  if (/(^|[^\w])operator\b/.test(rel) || /\s|::|->/.test(rel)) return false;
  if (rel.includes('/')) return true;
  const ext = /\.([A-Za-z0-9_+-]{1,12})$/.exec(rel)?.[1];
  if (!ext || rel.startsWith('.')) return false;
  if (languageFor(rel)) return true;
  for (const p of g.data.files.keys()) if (p.endsWith(`.${ext}`)) return true;
  return false;
}

/**
 * The answer when `symbol` is written as a file's path (fileShaped) that
 * the code graph does not hold and no definition is named so (`kontext
 * callees nothere.py`), or undefined: not a bare "no symbol". A file in the
 * work tree that the graph left out says why (codeSkipped.ts
 * skippedScopeNote); a folder says to pass it as `path`; else `no file X in
 * the code graph's index`, with the nearest indexed paths when any is close
 * (pathSuggest.ts nearPaths: the same name elsewhere, the same stem, a typo).
 */
export async function missingFileAnswer(g: CodeGraph, repo: Repo, symbol: string, tool: string): Promise<ToolResult | undefined> {
  const given = symbol.trim().replace(/\\/g, '/').replace(/^(?:\.\/)+/, '');
  const rel = given.replace(/\/+$/, '');
  if (!rel || g.data.files.has(rel) || !fileShaped(g, given) || g.findDefinitions(symbol).length) return undefined;
  const none = (text: string): ToolResult => ({ text: `No matches: ${text}`, structured: { items: [], truncated: false } });
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(repo.abs(rel));
  } catch {
    stat = undefined;
  }
  if (stat?.isDirectory()) {
    const ask = renderHint(tool === 'code_symbol' ? { tool, args: { path: rel } } : { tool, args: { symbol: '<name>', path: rel } });
    return none(`${rel} is a folder, not a symbol; name a definition and pass the folder as its path: ${ask}`);
  }
  if (stat) {
    const why = await skippedScopeNote(g, repo, rel);
    return none(why || `${rel} is not in the code graph's index, and no symbol is named so`);
  }
  const near = nearPaths(rel, [...g.data.files.keys()], NEAR_FILES).filter((p) => !p.endsWith('/'));
  return none(`no file ${rel} in the code graph's index, and no symbol is named so${near.length ? `; ${didYouMean(near)}` : ''}`);
}

/**
 * The answer of `tool` (code_callers, code_callees, code_impact,
 * code_symbol) for `file`, a file named as its symbol (fileNamed): callees of
 * a file making top-level calls answer for its top-level code (CodeGraph
 * topLevelItem, placed at its first such call), headed by a note naming the
 * way to ask about one of its definitions; otherwise `file is a file, not a
 * symbol` (and, for callers and impact, that nothing calls top-level code),
 * with its top-level definitions (at most NAMED) and the command asking
 * about one — for callers and impact one that has callers, for callees one
 * that calls something, functions and methods first (among the first PROBES),
 * else the first function or method, else the first definition.
 */
export function fileAsked(g: CodeGraph, file: string, tool: string): FileAsked {
  const rec = g.data.files.get(file)!;
  const first = rec.calls.find((c) => c.from < 0);
  const defs: DefRef[] = [];
  rec.defs.forEach((d, i) => {
    if (d.parent < 0 && d.kind !== 'module') defs.push({ path: file, i });
  });
  const edges = (r: DefRef) => (tool === 'code_callees' ? g.callees(r) : g.callers(r)).length > 0;
  // Functions and methods first (a type's own callees are its methods'); at most PROBES asked about their edges.
  const callable = (r: DefRef) => (CALLABLE.has(g.data.def(r).kind) ? 0 : 1);
  const probed = [...defs].sort((a, b) => callable(a) - callable(b));
  const example = tool === 'code_symbol' ? defs[0] : probed.slice(0, PROBES).find(edges) ?? probed[0];
  const name = example ? g.item(example).name : undefined;
  const ask = name ? renderHint(tool === 'code_symbol' ? { tool, args: { name, path: file } } : { tool, args: { symbol: name, path: file } }) : undefined;
  if (first && tool === 'code_callees') {
    const topLevel = g.topLevelItem(file, first.line)!;
    return { topLevel, note: `a file answers for its top-level code${ask ? ` (for a definition in it: ${ask})` : ''}` };
  }
  const names = defs.slice(0, NAMED).map((r) => g.item(r).name);
  const listed = names.length ? ` (its definitions: ${names.join(', ')}${defs.length > NAMED ? `, … +${defs.length - NAMED}` : ''})` : '';
  const top = !first
    ? tool === 'code_callees' ? ', and no code of it outside its definitions makes calls' : ''
    : tool === 'code_callers' || tool === 'code_impact' ? '; its top-level code runs when the file is run or loaded, and nothing calls it' : '';
  const then = ask ? `; ask about a definition in it: ${ask}${listed}` : '; it defines nothing the graph records';
  return { result: { text: `No matches: ${file} is a file, not a symbol${top}${then}`, structured: { items: [], truncated: false } } };
}

/** Definitions an outline lists when no limit is given (one page of code_symbol at its largest limit). */
export const OUTLINE_LIMIT = 50;

/**
 * The outline of the indexed file `file` (code_symbol with a file `path`
 * and no name; newcomer 16 #3): every definition in it — members too,
 * named with their container — in line order (a member after the class
 * holding it), one line each, `path:line  kind name  signature`, under
 * `outline of <file>: N definitions, in line order`, of `kind` when given;
 * in C++, with the member functions class bodies declare without a body
 * (`… and M member declarations`, CodeGraph.memberDeclarations: each with
 * where it is defined);
 * paged by `limit` and `offset` like every list answer.
 */
export function fileOutline(g: CodeGraph, file: string, args: { kind?: string; limit?: number; offset: number }): ToolResult {
  const rec = g.data.files.get(file)!;
  const refs: DefRef[] = [];
  rec.defs.forEach((d, i) => {
    if (d.kind !== 'module') refs.push({ path: file, i });
  });
  const own = refs.map((r) => g.item(r));
  // C++: the member functions class bodies declare without a body (a header's `int area() const;`), each with where it is defined.
  const declared = g.memberDeclarations(file);
  const items = [...own, ...declared].filter((d) => !args.kind || d.kind === args.kind);
  // By where each starts (annotations included), so a class still precedes its members when its name's line is after a member's start.
  items.sort((a, b) => startLine(a) - startLine(b) || b.endLine - a.endLine || a.line - b.line);
  const what = args.kind ? `${args.kind} definition` : 'definition';
  const nDecl = items.filter((d) => d.defined).length;
  const nDef = items.length - nDecl;
  const decls = nDecl ? ` and ${nDecl} member declaration${nDecl === 1 ? '' : 's'}` : '';
  const header = `outline of ${file}: ${nDef} ${what}${nDef === 1 ? '' : 's'}${decls}, in line order`;
  const empty = args.kind && refs.length ? `No matches: ${file} defines no ${args.kind} (${refs.length} definition${refs.length === 1 ? '' : 's'} of other kinds)` : `No matches: ${file} defines nothing the graph records (no function, method, class or type)`;
  const more = { tool: 'code_symbol', args: defined({ kind: args.kind, path: file }), max: OUTLINE_LIMIT };
  return listResult(items.map((d) => toItem(d, true)), args.limit ?? OUTLINE_LIMIT, more, { header: items.length ? header : undefined, empty, offset: args.offset });
}
