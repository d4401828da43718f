/**
 * `kontext_graph` (internal: CLI `kontext graph index|status` and the editor):
 * rebuilds the code graph or reports its state — files per language, files
 * skipped by language or reason, definitions, calls, files with syntax errors.
 */
import { z } from 'zod';
import { defineTool } from './registry';
import { kontextCommand } from '../core/hints';
import { openGraph } from '../core/graph/graph';
import type { GraphStatus } from '../core/graph/graphState';
import { estimateMs, etaText, progressText, type BytesAt } from '../core/graph/indexProgress';
import { changedLinesOnly } from '../core/progress';
import { sizeText } from './codeText';
import { plural } from '../core/text';
import { languageFor } from '../core/graph/languages';
import { skipText, SKIP_RULES_TEXT, type SkippedPath } from '../core/graph/skipRules';

/** Files with syntax errors, or too large, named in the text (the JSON `errorFiles` / `tooLargeFiles` has them all, and `kontext graph status --all` names them all). */
const ERROR_FILES_SHOWN = 5;

/** What lists every path a capped status line leaves out (newcomer 19 #2: `… and 3 more` had no way to see them). */
const allHint = () => `\`${kontextCommand('graph status --all')}\` lists them`;

/** `N — a, b, c and K more (…--all lists them)`: a bounded list of paths for one status line; every path with `all`. */
function namedFiles(files: string[], all = false): string {
  const more = all ? 0 : files.length - ERROR_FILES_SHOWN;
  return `${files.length} — ${files.slice(0, more > 0 ? ERROR_FILES_SHOWN : files.length).join(', ')}${more > 0 ? ` and ${more} more (${allHint()})` : ''}`;
}

/** Reasons the skip rules (and the size limit) leave a file out, as `skipped` counts them; any other key there names a language the graph does not read. */
const SKIP_REASONS: ReadonlySet<string> = new Set(['dependencies', 'vendored', 'build output', 'generated', 'minified', 'bundled', 'declarations', 'too large', 'excluded']);

/**
 * `skipped: generated 1, too large 2; languages the graph does not read:
 * protobuf 1, zsh 2` — the counts by rule, then by language (by a file's
 * ending, or the `#!` line of one without: languages.ts classify),
 * each said for what it is (newcomer 19 #2: `protobuf 1` read as a rule).
 */
function skippedLine(skipped: Record<string, number>): string {
  const counts = Object.entries(skipped).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const rules = counts.filter(([k]) => SKIP_REASONS.has(k)).map(([k, n]) => `${k} ${n}`);
  const langs = counts.filter(([k]) => !SKIP_REASONS.has(k)).map(([k, n]) => `${k} ${n}`);
  const parts = [rules.join(', '), langs.length ? `languages the graph does not read: ${langs.join(', ')}` : ''].filter(Boolean);
  return `skipped: ${parts.join('; ') || 'none'}`;
}

/** The command that builds or updates the graph (this tool is CLI/editor only, so its texts name the command). */
const indexCommand = () => `\`${kontextCommand('graph index')}\``;

/**
 * The first status line: the state in words a newcomer reads, with what to
 * do next where there is something to do — never the raw state word
 * (`not-indexed`, `ready`: newcomer 8 #1). Structured content keeps `state`.
 */
function stateLine(s: GraphStatus): string {
  switch (s.state) {
    case 'indexing':
      return `code graph: being built${s.progress ? ` (${progressText(s.progress)})` : ''}`;
    case 'ready':
      return 'code graph: indexed and up to date';
    case 'saved':
      return 'code graph: saved from an earlier index (the next code question loads it and re-reads changed files)';
    default:
      return s.otherVersion
        ? `code graph: the saved graph was written by another kontext version and cannot be used; run ${indexCommand()} to rebuild it (the first code question also does)`
        : `code graph: not built yet; run ${indexCommand()} to build it (the first code question also does)`;
  }
}

/** `2 new, 1 changed, 1 removed`: what the files changed since the saved graph are (the parts that are not 0). */
function staleParts(s: GraphStatus): string {
  const parts = [s.added ? `${s.added} new` : '', s.changed ? `${s.changed} changed` : '', s.removed ? `${s.removed} removed` : ''];
  return parts.filter(Boolean).join(', ');
}

/**
 * `status` lines for people (kontext graph status / index): the state as a
 * sentence (stateLine), files per language, definitions and calls, the files
 * with syntax errors or, in C/C++, unread parts (errorFileLines; up to 5 each, then how many more), the files over the size
 * limit (the same way), what was skipped, and when it was saved; `all`:
 * every file of those lists (`kontext graph status --all`). After an
 * index (`parsed` given), how many files were parsed and how many came from
 * the record cache (`all N files up to date` when none was parsed).
 */
export function formatGraphStatus(s: GraphStatus, parsed?: number, all = false): string {
  // Before a first index (or after another version's graph was set aside) the counts are no reading of the repository:
  // `files: 0` under them read as an empty repository (newcomer 31 #10).
  const unbuilt = s.state === 'not-indexed' && !s.files;
  const lines = unbuilt
    ? [stateLine(s), 'files: none indexed yet', languagesLine(s)]
    : [stateLine(s), `files: ${s.files}`, languagesLine(s), `definitions: ${s.definitions}, calls: ${s.calls}`];
  // Nothing to parse: said as such, not `parsed: 0 files` (newcomer).
  if (parsed === 0 && s.files > 0) lines.push(s.files === 1 ? 'the 1 file is up to date (nothing to parse)' : `all ${s.files} files up to date (nothing to parse)`);
  else if (parsed !== undefined) lines.push(`parsed: ${plural(parsed, 'file')}${s.files > parsed ? `; ${s.files - parsed} unchanged, from the cache` : ''}`);
  lines.push(...errorFileLines(s.errorFiles, all, s.errorLines));
  if (s.tooLargeFiles.length) lines.push(`files over ${sizeText(s.maxFileBytes)} (not indexed): ${namedFiles(s.tooLargeFiles, all)}`);
  // Before a first index nothing has been listed, so nothing is known to be skipped (newcomer 24 #9: it said `skipped: none`).
  lines.push(unbuilt ? 'skipped: not known until the graph is built' : skippedLine(s.skipped), ...skippedPathLines(s.skippedPaths, all), ...otherLanguageLines(s.otherLanguageFiles, all));
  if (s.settings) lines.push(...settingsLines(s.settings));
  // An unreadable config was once dropped in silence, the user's [graph] settings with it (newcomer: `[graph` unclosed).
  if (s.configError) lines.push(`settings: the [graph] settings are not applied: ${s.configError}`);
  if (s.savedAt && s.state === 'saved') {
    const changed = s.stale ? `, files changed since: ${s.stale} (${staleParts(s)}; not indexed yet) — ${indexCommand()} updates it now` : s.stale === 0 ? ', files changed since: 0' : '';
    // The counts above are the saved graph's: listed before the [graph] settings changed (newcomer 25 #13).
    const settings = s.settingsChanged ? `; [graph] include/exclude changed since, so the counts above are from before — ${indexCommand()} lists the files again` : '';
    lines.push(`saved: ${s.savedAt}${changed}${settings}`);
  } else if (s.savedAt && s.state !== 'not-indexed') lines.push(`saved: ${s.savedAt}`);
  return lines.join('\n');
}

/**
 * The status lines naming the files the parser read with errors, worded by
 * what those errors are: in C and C++ (`.c`, `.h`, `.cc`…) they are almost
 * always code the parser cannot read without the preprocessor — macros
 * (leveldb's `GUARDED_BY(mu_)` fields, `EXPORT` markers), conditional
 * blocks — not mistakes in the file, which compiles; elsewhere they are
 * syntax errors or code the grammar does not know (tsGrammarGaps.ts reads
 * the gaps it knows of), so those files are named as ones the parser could
 * not read whole. One line each, none when there are none.
 */
export function errorFileLines(errorFiles: string[], all = false, firstLines: Record<string, number> = {}): string[] {
  const isC = (p: string) => ['c', 'cpp'].includes(languageFor(p)?.id ?? '');
  // `path:line` of the first error where the record has it (newcomer 24 #5: nothing said where to look).
  const at = (p: string) => (firstLines[p] ? `${p}:${firstLines[p]}` : p);
  const c = errorFiles.filter(isC).map(at);
  const other = errorFiles.filter((p) => !isC(p)).map(at);
  const lines: string[] = [];
  // Not "syntax errors": a valid file may use what the grammar lacks (newcomer 19 #2: TypeScript's parser read hono's five such files whole).
  if (other.length) lines.push(`files the parser could not read whole (a syntax error, or code its grammar does not know; what it read is kept; definitions past an error may be missing): ${namedFiles(other, all)}`);
  if (c.length) lines.push(`C/C++ files with parts the parser could not read, often macros (what the parser read is kept; definitions past an error may be missing): ${namedFiles(c, all)}`);
  return lines;
}

/**
 * `languages: typescript 120, javascript 4` — the languages of this
 * repository's indexed files with their counts (newcomer 8 #21: the line
 * listed every supported language); with none, the supported ones, which
 * `kontext graph --help` also lists.
 */
function languagesLine(s: GraphStatus): string {
  const found = Object.entries(s.byLanguage).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  if (!found.length) return `languages: none indexed (the graph reads ${s.languages.join(', ')})`;
  return `languages: ${found.map(([l, n]) => `${l} ${n}`).join(', ')}`;
}

/**
 * The `[graph]` settings in force, `settings: [graph] include vendor/acme/;
 * exclude legacy/` (from .ai/kontext.toml or another config layer), then a
 * line per problem (`kontext.toml: graph.include must be a list of globs…`).
 */
function settingsLines(t: NonNullable<GraphStatus['settings']>): string[] {
  const parts = [t.include.length ? `include ${t.include.join(', ')}` : '', t.exclude.length ? `exclude ${t.exclude.join(', ')}` : ''].filter(Boolean);
  return [...(parts.length ? [`settings: [graph] ${parts.join('; ')}`] : []), ...t.problems.map((p) => `kontext.toml: ${p}`)];
}

/** Folders and files each skipped-paths line names before `and K more` (the JSON `skippedPaths` has them all). */
const SKIPPED_SHOWN = 5;

/**
 * The lines naming where the skip rules left source files out (newcomer 8
 * #2: typeorm's `test/functional/entity-schema/target/` was only counted):
 * `skipped folders: a/target/ 3 files (build output, beside pom.xml), …`, `skipped files:
 * src/app.min.js (minified code), …` (5 each, then how many more), and what
 * that means (`all`: every one). None when nothing was left out.
 */
export function skippedPathLines(paths: SkippedPath[], all = false): string[] {
  const dirs = paths.filter((p) => p.path.endsWith('/'));
  const files = paths.filter((p) => !p.path.endsWith('/'));
  const capped = (list: string[]) => (all || list.length <= SKIPPED_SHOWN ? list.join(', ') : `${list.slice(0, SKIPPED_SHOWN).join(', ')} and ${list.length - SKIPPED_SHOWN} more (${allHint()})`);
  const lines: string[] = [];
  if (dirs.length) lines.push(`skipped folders: ${capped(dirs.map((d) => `${d.path} ${plural(d.files, 'file')} (${skipText(d)})`))}`);
  if (files.length) lines.push(`skipped files: ${capped(files.map((f) => `${f.path} (${skipText(f)})`))}`);
  if (lines.length) lines.push(`  (${SKIP_RULES_TEXT})`);
  return lines;
}

/**
 * `skipped files in languages the graph does not read: gradlew.bat (Windows
 * batch), mvnw.cmd (Windows batch)` — what the `skipped` line counts by
 * language, named (newcomer 20 #2: `batch 1` named no file, and `--json`'s
 * skippedPaths held only the rules' places); 5, then how many more, or every
 * one with `all`. None when there are none.
 */
export function otherLanguageLines(files: { path: string; language: string }[] | undefined, all = false): string[] {
  if (!files?.length) return [];
  const named = files.map((f) => `${f.path} (${f.language})`);
  const shown = all || named.length <= SKIPPED_SHOWN ? named.join(', ') : `${named.slice(0, SKIPPED_SHOWN).join(', ')} and ${named.length - SKIPPED_SHOWN} more (${allHint()})`;
  return [`skipped files in languages the graph does not read: ${shown}`];
}

export const codeGraphTool = defineTool({
  name: 'kontext_graph',
  title: 'Code graph index and status',
  description: 'Rebuild the code graph (`index`) or report what it holds (`status`).',
  annotations: { title: 'Code graph index and status', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  internal: true,
  input: z.strictObject({
    action: z.enum(['index', 'status']).default('status').describe('index: list, hash and update every file now (only changed contents are parsed again); status: what the saved graph holds, without indexing'),
    all: z.boolean().default(false).describe('name every file with syntax errors, over the size limit or skipped (by rule or for its language), not the first 5 of each'),
  }),
  async run(args, ctx) {
    const g = openGraph(ctx.repo);
    if (args.action === 'index') {
      // Listing without the user's [graph] include/exclude would index the wrong files: fail as brief and why do (SPEC §4: invalid TOML is an error naming the file).
      ctx.repo.config();
      let last = 0;
      let from: BytesAt | null = null;
      // Each line once: a count that has not moved is not said again.
      const progress = ctx.progress ? changedLinesOnly(ctx.progress) : undefined;
      const before = g.status().parsed;
      const s = await g.reindex((done, total, bytesDone, bytesTotal) => {
        // The rate is measured from the first report (hashing done, parsing begins), in bytes (estimateMs).
        from ??= { at: Date.now(), bytes: bytesDone };
        if (done === total || Date.now() - last > 1000) {
          last = Date.now();
          const eta = done < total ? estimateMs(from, { at: last, bytes: bytesDone }, bytesTotal) : undefined;
          progress?.(`graph: ${done}/${total} files indexed${eta === undefined ? '' : `, ${etaText(eta)}`}`, { done, total });
        }
      });
      // This index's own count (a long-running process may have parsed files before).
      const parsed = s.parsed - before;
      return { text: formatGraphStatus(s, parsed, args.all), structured: { ...s, parsed } };
    }
    // Status reports; it never indexes (a silent 20 s build surprised people): `index` builds.
    const s = await g.savedStatus();
    return { text: formatGraphStatus(s, undefined, args.all), structured: { ...s } };
  },
});
