/**
 * `why <symbol>` (SPEC §6.8): the answer for the definitions the code graph's
 * locator found (whySymbol), and for a symbol asked with `path`, the file or
 * directory holding the one meant (whyInPath; texts issue 3 #5). why.ts
 * dispatches here.
 */
import type { Repo } from './repo';
import { lineTarget } from './text';
import { pathSections, MIN_LIMIT } from './whyPath';
import { apartByName, choiceText, moreLine, nextStep, testsChoiceText } from './hints';
import type { LocateOptions, SymbolDefinition, SymbolLocator, SymbolNote } from './why';

/** Definitions listed before asking for one (SPEC §6.8, §12). */
const MAX_DEFINITIONS = 10;

/** What whyInPath needs of why: the answer's limits and the installed locator and its note. */
export interface InPathOptions {
  limit: number;
  fill: boolean;
  locate: SymbolLocator;
  note: SymbolNote | null;
  waitMs?: number;
  progress?: LocateOptions['progress'];
}

/**
 * `why <symbol>` with `path` (texts issue 3 #5, as `callers <symbol> -p
 * <path>`): the definitions of the symbol in that file or directory (at
 * `file:line`, the one holding the line); a symbol with no definition
 * there is `Nothing found …` naming where its definitions are (why.ts
 * WHY_NOTHING_FOUND: the CLI exits 1). why.ts refuses a target that is no
 * symbol before.
 */
export async function whyInPath(repo: Repo, t: string, scope: string, o: InPathOptions): Promise<string> {
  const defs = await o.locate(repo, t, { waitMs: o.waitMs, progress: o.progress, path: scope });
  if (defs.length) return whySymbol(repo, t, defs, o.limit, o.fill, scope);
  const all = await o.locate(repo, t, { waitMs: o.waitMs, progress: o.progress });
  if (!all.length) return [`# Why: ${t}`, '', `Nothing found for ${t} in ${scope}: ${o.note?.(repo, t) || `no symbol ${t}`}.`].join('\n');
  const out = [`# Why: ${t}`, '', `Nothing found for ${t} in ${scope}: no definition of it there; ${all.length === 1 ? 'its definition' : `its ${all.length} definitions`}:`];
  for (const d of all.slice(0, MAX_DEFINITIONS)) out.push(`- ${d.kind} ${d.name} ${d.path}:${d.nameLine ?? d.line}`);
  if (all.length > MAX_DEFINITIONS) out.push(moreLine(all.length - MAX_DEFINITIONS, nextStep.symbol(t, Math.min(all.length, 50))));
  out.push('', `Ask for one by its file, e.g. ${nextStep.why(t, undefined, pathOf(all, 0))}`);
  return out.join('\n');
}

/**
 * Why a bare name meant this definition while same-named methods were passed
 * over, as the code tools say it (hints.ts choiceText): ` — chosen over the
 * method Item.Total (ask for it: kontext why Item.Total)`, and the same-named
 * definitions in test files (testsChoiceText); a method asked through a
 * class inheriting it, whose it is (` — PostgresQueryRunner inherits
 * getCachedTable from BaseQueryRunner`); '' otherwise.
 */
function choice(asked: string, d: SymbolDefinition): string {
  const bare = asked.trim();
  const methods = d.passedOver?.length ? choiceText((n) => nextStep.why(n), bare, d.passedOver, d.passedOver.length, d.passedOverKinds) : '';
  const tests = d.testsPassedOver?.length ? testsChoiceText((at) => nextStep.why(bare, undefined, at), bare, d.testsPassedOver, !!methods) : '';
  const note = [d.inherited, methods, tests].filter(Boolean).join(' ');
  return note ? ` — ${note}` : '';
}

/**
 * An overload group answered as one (SymbolDefinition.overloads), as the code
 * tools label it (tools/codeText.ts defLabel): ` (3 overloads, at 42, 59, 77,
 * answered as one)` or ` (get/set pair, at 3, 6, answered as one)`; '' for a
 * single definition.
 */
function groupText(d: SymbolDefinition): string {
  const o = d.overloads;
  if (!o || o.length < 2) return '';
  return ` (${d.accessors ? 'get/set pair' : `${o.length} overloads`}, at ${o.join(', ')}, answered as one)`;
}

/** The path that asks for `defs[k]` alone: its file, or `file:line` when another definition shares the file. */
function pathOf(defs: SymbolDefinition[], k: number): string {
  const d = defs[k];
  return defs.some((x, i) => i !== k && x.path === d.path) ? `${d.path}:${d.nameLine ?? d.line}` : d.path;
}

/**
 * The Symbol answer (SPEC §6.8): `## Code` with the definitions; one → the
 * Path sections of its whole range, with the History of those lines alone
 * (`git log -L`, issue 3; the file's, labelled, when git cannot give it); several (≤ 10 listed) → how to ask for
 * one (its full name, its file as `path`, its lines), no sections. `scope`:
 * the `path` they were found under; `note`: a line above `## Code` (what
 * else the name could mean, why.ts).
 */
export async function whySymbol(repo: Repo, name: string, defs: SymbolDefinition[], limit: number, fill: boolean, scope?: string, note?: string): Promise<string> {
  const out = [`# Why: ${name}`, '', ...(note ? [note, ''] : []), '## Code'];
  // ≤ 10 definitions (SPEC §6.8), and never more than the per-section limit.
  const cap = Math.min(MAX_DEFINITIONS, limit);
  for (const d of defs.slice(0, cap)) out.push(`- ${d.kind} ${d.name} ${d.path}:${d.nameLine ?? d.line}${groupText(d)}${choice(name, d)}`);
  if (defs.length > 1) {
    if (defs.length > cap) {
      // Up to 10 fit in a why answer (a higher -n shows them); past that the symbol lookup lists them all.
      const all = defs.length <= MAX_DEFINITIONS ? nextStep.why(name, Math.max(MIN_LIMIT, defs.length)) : nextStep.symbol(name, Math.min(defs.length, 50));
      out.push(moreLine(defs.length - cap, all));
    }
    const d = defs[0];
    // Asked for by its file, as callers takes -p (texts issue 3 #5); or by its full name when that tells them apart
    // (`Rack::Utils.escape_html`), as callers does; or by its lines, which the answer then covers whole.
    const named = !scope && (apartByName(defs, name) || defs.every((x) => x.ask));
    const byFile = nextStep.why(name, undefined, pathOf(defs, 0));
    const lines = nextStep.why(lineTarget(d.path, d.line, Math.max(d.line, d.endLine)));
    const how = named ? `ask for one by its full name or by its file, e.g. ${nextStep.why(d.ask ?? d.name)} or ${byFile}` : `ask for one by its file, e.g. ${byFile} (or by its lines: ${lines})`;
    out.push('', `${defs.length} definitions of ${name}${scope ? ` in ${scope}` : ''}: ${how}.`);
    return out.join('\n');
  }
  const d = defs[0];
  // The History is the symbol's own lines' (issue 3), and its "more" hint asks for the symbol again.
  const again = (n: number) => nextStep.why(name, n, scope);
  out.push('', ...(await pathSections(repo, d.path, { start: d.line, end: Math.max(d.line, d.endLine) }, limit, undefined, fill, { again })));
  return out.join('\n');
}

