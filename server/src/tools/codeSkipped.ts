/**
 * Why a code answer is empty when the code graph left the files out
 * (newcomer 8 #2): a `path` scope into a skipped folder or file (a Maven
 * module's `web/target/` beside its pom.xml, left out as build
 * output) is answered with the rule, its reason and what to do instead of a
 * bare "No matches"; and a name defined nowhere in the graph says when its
 * text appears in skipped files. The rules are core/graph/skipRules.ts.
 */
import * as fs from 'node:fs';
import type { Repo } from '../core/repo';
import type { CodeGraph } from '../core/graph/graph';
import type { ToolResult } from './registry';
import { git } from '../core/git';
import { MAX_FILE_BYTES } from '../core/graph/indexer';
import { classify, inToolFolder } from '../core/graph/languages';
import { reasonText, skipRulesAt, skipText, type SkipReason, type SkippedPath } from '../core/graph/skipRules';
import { clip, plural } from '../core/text';
import { sizeText } from './codeText';
import { gitGrepCommand } from '../core/hints';

/**
 * What to do about a skipped path: SPEC names no setting that brings one
 * into the graph, so its text is what can be searched. `ignored`: git
 * ignores the path (and does not track it), so a plain `git grep` finds
 * nothing there; `--no-index` searches the files on disk (git-grep(1)).
 */
function instead(name: string | undefined, where: string, ignored = false, rule?: SkipReason): string {
  const word = grepWord(name);
  const search = gitGrepCommand(`${ignored ? '--no-index ' : ''}-n ${word ? `-w '${word}'` : '<word>'}`, [where]);
  // A file git ignores is never listed, and one [graph] exclude leaves out is the team's choice: only its text is offered.
  if (ignored || rule === 'excluded' || rule === 'too large' || !rule) return `Search its text instead: ${search}`;
  return `To index it, add it to [graph] include in .ai/kontext.toml (include = ["${where}"]); or search its text: ${search}`;
}

/** Whether git ignores `rel` and does not track it (`git check-ignore`: tracked files are never reported); false when git cannot say. */
async function ignoredByGit(repo: Repo, rel: string): Promise<boolean> {
  const r = await git(['check-ignore', '-q', '--', rel], { cwd: repo.root, okCodes: [0, 1, 128] }).catch(() => null);
  return r?.code === 0;
}

/** The last segment of a (qualified) symbol name, when it is a plain identifier a shell hint can hold; else undefined. */
function grepWord(name: string | undefined): string | undefined {
  const last = name?.trim().split(/\.|::|#|->/).pop() ?? '';
  return /^[\p{L}\p{N}_$]{1,80}$/u.test(last) ? last : undefined;
}

/** Folders and files a note names before `and K more`. */
const SHOWN = 3;

/** `a/target/ 3 files (build output), b.min.js (minified code)` — at most SHOWN, then how many more. */
function placesText(places: SkippedPath[]): string {
  const shown = places.slice(0, SHOWN).map((p) => (p.path.endsWith('/') ? `${p.path} ${plural(p.files, 'file')} (${skipText(p)})` : `${p.path} (${skipText(p)})`));
  return `${shown.join(', ')}${places.length > SHOWN ? ` and ${places.length - SHOWN} more` : ''}`;
}

/** Why the file `rel` (not indexed) is left out, as the end of `<rel> is not indexed: …`; '' when no rule of the graph explains it. */
async function fileReason(g: CodeGraph, repo: Repo, rel: string): Promise<string> {
  const rules = skipRulesAt(repo.root, g.graphPaths());
  // One read of a file without an ending (its `#!` line) answers both: its language, or the one it is in.
  const kind = classify(rel, 'cpp', repo.root, rules.included);
  if (!kind || !('lang' in kind)) {
    const base = rel.slice(rel.lastIndexOf('/') + 1);
    const ext = base.lastIndexOf('.') > 0 ? base.slice(base.lastIndexOf('.')) : '';
    const other = kind?.other;
    // A file without an ending is read by its `#!` line (languages.ts scriptLanguage): its name is no language (newcomer 19 #2).
    if (!ext && inToolFolder(rel) && !rules.included(rel)) return 'it is a script in a hidden tool folder (git hooks, tool stubs), which the graph does not read by its `#!` line';
    if (!ext) return other ? `its \`#!\` line runs ${other}, a language the graph does not read` : 'it has no file ending and no `#!` line naming a language the graph reads (Python, Bash, JavaScript, Ruby, PHP, Lua scripts are read by that line)';
    return `it is not source code in a language the graph reads (${other ?? ext})`;
  }
  if (g.tooLargeFiles().includes(rel)) return `it is over ${sizeText(MAX_FILE_BYTES)}, the largest file the graph reads (larger ones are taken as generated)`;
  const content = g.skippedPaths().find((s) => s.path === rel);
  if (content?.reason === 'generated') return 'its first lines mark it as generated code (`@generated`, `DO NOT EDIT`)';
  if (content?.reason === 'minified') return 'its lines are long enough to be minified code (over 300 bytes on average)';
  if (await ignoredByGit(repo, rel)) return 'git ignores it (.gitignore), and the graph reads only the files git lists';
  return '';
}

/**
 * The note under an empty answer scoped to `scope` (repository-relative, an
 * optional `:line` ignored) when the graph left that path, or some of what
 * is under it, out: `<path> is not indexed: it is under a/target/, a folder
 * the code graph skips as build output. No setting brings it into the
 * graph; search its text instead: git grep -n -w 'name' -- 'a/target/'`
 * (`git grep --no-index` for a path git ignores: a plain one finds nothing).
 * For a folder: which of its folders and files were left out. '' when
 * nothing under the scope was left out (the empty answer is the answer).
 * `name`: the symbol asked for, for the git grep hint.
 */
export async function skippedScopeNote(g: CodeGraph, repo: Repo, scope: string | undefined, name?: string): Promise<string> {
  const rel = scope?.replace(/:\d+$/, '');
  if (!rel) return '';
  let isDir = false;
  try {
    isDir = fs.statSync(repo.abs(rel)).isDirectory();
  } catch {
    return '';
  }
  const rules = skipRulesAt(repo.root, g.graphPaths());
  const rule = rules.pathSkip(isDir ? `${rel}/` : rel, isDir);
  if (rule) {
    const shown = isDir ? `${rel}/` : rel;
    const folder = rule.at.split('/').slice(-2)[0];
    const why =
      rule.reason === 'excluded'
        ? `[graph] exclude in kontext.toml leaves ${rule.at === shown || rule.at === rel ? 'it' : rule.at} out`
        : rule.at === rel
        ? `its name marks it as ${reasonText(rule.reason)}`
        : `${rule.at === shown ? '' : `it is under ${rule.at}, and `}the code graph skips ${rule.beside ? `a folder named ${folder} beside a ${rule.beside}` : `every folder named ${folder}`} as ${reasonText(rule.reason)}`;
    return `${shown} is not indexed: ${why}. ${instead(name, shown, await ignoredByGit(repo, rel), rule.reason)}`;
  }
  if (!isDir) {
    if (g.knows(rel)) return '';
    const why = await fileReason(g, repo, rel);
    return why ? `${rel} is not indexed: ${why}. ${instead(name, rel, why.startsWith('git ignores'))}` : '';
  }
  const under = g.skippedPaths().filter((s) => s.path.startsWith(`${rel}/`));
  const big = g.tooLargeFiles().filter((p) => p.startsWith(`${rel}/`)).map((p): SkippedPath => ({ path: p, reason: 'too large', files: 1 }));
  const places = [...under, ...big];
  if (!places.length) return '';
  const head = g.knownUnder(rel).length ? `Not indexed under ${rel}/` : `No source file under ${rel}/ is indexed; left out`;
  // [graph] include overrides path rules only (not a file's generated mark or its size).
  const ruled = places.every((p) => rules.pathSkip(p.path, p.path.endsWith('/')) !== null);
  return `${head}: ${placesText(places)}. ${instead(name, places.length === 1 ? places[0].path : `${rel}/`, false, ruled ? places[0].reason : undefined)}`;
}

/**
 * The answer for a `path` naming a file the graph has not indexed (a
 * `file:line`, or a file alone, asked without a name: `symbol -p
 * target/out.ts:1`), before looking for definitions in it: `No matches:
 * target/out.ts is not indexed: it is under target/, …` (skippedScopeNote:
 * the skip rule and its reason, a .gitignored file, a language the graph
 * does not read, a file over the size limit). null for an indexed file, or
 * when no rule explains it: the caller's own answer applies.
 */
export async function notIndexedAnswer(g: CodeGraph, repo: Repo, file: string): Promise<ToolResult | null> {
  if (g.knows(file)) return null;
  const note = await skippedScopeNote(g, repo, file);
  return note ? { text: `No matches: ${note}`, structured: { items: [], truncated: false } } : null;
}

/** Skipped files searched for a name's text at most (pathspecs of one git call). */
const GREP_PATHSPECS = 200;

/**
 * For a name the graph defines nowhere: the skipped files whose text holds
 * it as a word (`git grep -l -w`, tracked and untracked, only under the
 * skipped folders and files), as one line — `PostSchema appears in files the
 * graph skips: a/target/Post.ts (build output); …` — or ''. One git call,
 * made only for this answer; none when nothing was skipped.
 */
export async function skippedTextNote(g: CodeGraph, repo: Repo, name: string): Promise<string> {
  const word = grepWord(name);
  const places = g.skippedPaths();
  if (!word || !places.length) return '';
  const specs = places.slice(0, GREP_PATHSPECS).map((p) => `:(literal)${p.path.replace(/\/$/, '')}`);
  const r = await git(['grep', '-l', '-w', '-F', '--untracked', '-e', word, '--', ...specs], { cwd: repo.root, okCodes: [0, 1] }).catch(() => null);
  const files = r?.stdout.split('\n').filter(Boolean) ?? [];
  if (!files.length) return '';
  const rules = skipRulesAt(repo.root, g.graphPaths());
  const why = (f: string) => skipText(rules.pathSkip(f) ?? places.find((p) => p.path === f) ?? { reason: 'generated' as const });
  const shown = files.slice(0, SHOWN).map((f) => `${f} (${why(f)})`);
  const more = files.length > SHOWN ? ` and ${files.length - SHOWN} more` : '';
  return `${clip(word, 80)} appears in ${plural(files.length, 'file')} the graph skips: ${shown.join(', ')}${more} — not indexed (${files.length === 1 ? 'its' : 'their'} symbols are not in answers). ${instead(word, files.length === 1 ? files[0] : '.', false, files.length === 1 ? rules.pathSkip(files[0])?.reason : undefined)}`;
}

/**
 * The lines an answer with no definition gets: the scope's note
 * (skippedScopeNote), else — for a name the graph defines nowhere
 * (`nowhere`) — the skipped files holding its text (skippedTextNote).
 */
export async function skippedNotes(g: CodeGraph, repo: Repo, scope: string | undefined, name: string, nowhere: boolean): Promise<string[]> {
  const onScope = await skippedScopeNote(g, repo, scope, name);
  if (onScope) return [onScope];
  const inText = nowhere ? await skippedTextNote(g, repo, name) : '';
  return inText ? [inText] : [];
}

/** `r` with `lines` added under its text (the structured content unchanged). */
export function withLines(r: ToolResult, lines: string[]): ToolResult {
  return lines.length ? { ...r, text: [r.text, ...lines].join('\n') } : r;
}
