/**
 * Paths typed on the command line are relative to the directory the CLI runs
 * in (`-C <dir>`, else the current one), as git takes them; the registry's
 * tools take repository-relative (or absolute) paths, because an agent or the
 * editor has no directory of its own. So the CLI alone converts, here, just
 * before its one registry call (friendly commands and `kontext call` alike):
 * a relative path that exists from the directory becomes repository-relative;
 * anything else — a path that exists only from the root, an absolute path, a
 * symbol, a sha, a topic, `kx:` ids — goes to the tool as typed, so
 * repository-relative usage keeps working from any subdirectory. Run at the
 * root, nothing changes.
 *
 * `:/<path>` is git's root-anchored pathspec: the path from the repository
 * root whatever the directory (`:/lib/cart.ts`, `:/lib/cart.ts:1`), in every
 * path argument. The other way round, the paths in the hints a CLI answer
 * prints (`e.g. kontext callers price -p lib/cart.ts:1`) are rewritten from
 * the directory it runs in (`-p ../lib/cart.ts:1`, {@link hintArgsFrom}), so
 * a printed hint runs as printed where it was printed.
 *
 * Not covered: a path deleted from the work tree (only in history) typed
 * relative to a subdirectory, which cannot be checked on disk; it is taken
 * from the root (`:/` says so explicitly).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { relativeToRoot } from '../core/repo';
import { isLiteralPattern } from '../core/globs';
import { escapeRegExp } from '../core/regex';

/**
 * How a field holds its path: `target` is `path`, `path:line` or
 * `path:start-end` (why, the code tools' scope, brief focus); `uri` is a
 * plain path or `file:<path>`, with an optional `#section` or line range
 * (read); `pattern`
 * is a path or a glob (capture's governed paths).
 */
export type PathForm = 'target' | 'uri' | 'pattern';

/** A path field: its form, and whether it holds a list (an array, or a comma-joined string). */
export interface PathField {
  form: PathForm;
  list?: boolean;
  /**
   * A bare word (no `/` or `\\`, no leading `.`) naming a folder from the
   * directory is passed as typed: the tool looks for it as a folder there
   * (ToolContext.cwd) and as a symbol (why's target: `parse` inside `app/`
   * beside `function parse`, core/why.ts folderOrSymbol).
   */
  word?: boolean;
}

/**
 * Every tool field that takes a path a person types, by tool. A new tool with
 * a path field belongs here (test/cli/cliPaths.test.ts checks the registry's
 * tools against this table).
 */
export const CLI_PATH_FIELDS: Readonly<Record<string, Readonly<Record<string, PathField>>>> = {
  ctx_why: { target: { form: 'target', word: true }, path: { form: 'target' } },
  ctx_read: { uri: { form: 'uri' } },
  ctx_brief: { focus: { form: 'target', list: true } },
  ctx_capture: { paths: { form: 'pattern', list: true } },
  code_symbol: { path: { form: 'target' } },
  code_callers: { path: { form: 'target' } },
  code_callees: { path: { form: 'target' } },
  code_impact: { path: { form: 'target' } },
};

/** A line, line range or line and column at the end of a target (`:12`, `:3-8`, `:12:5`; signed, so `:-5` is kept apart for the tool to refuse: core/lineSpan.ts). */
const LINE_SUFFIX = /:-?\d+(?:--?\d+|:\d+)?$/;

/**
 * `typed` as a repository-relative path ('.' for the root) when it is a
 * relative path that exists from `dir` inside the work tree `root`; else null
 * (the tool takes it as typed).
 */
function existingFrom(dir: string, root: string, typed: string): string | null {
  if (!typed.trim() || path.isAbsolute(typed) || /^[A-Za-z]:[\\/]/.test(typed)) return null;
  const abs = path.resolve(dir, typed.replace(/\\/g, '/'));
  if (!fs.existsSync(abs)) return null;
  const rel = relativeToRoot(root, abs);
  if (rel === null) return null;
  return rel === '' ? '.' : rel;
}

/** git's root-anchored pathspec prefix (`:/src/x.ts`): the rest is repository-relative. */
export const ROOT_ANCHOR = ':/';

/** `typed` without a leading {@link ROOT_ANCHOR} (`file::/x` too), or null when it has none. */
function unanchored(form: PathForm, typed: string): string | null {
  if (typed.startsWith(ROOT_ANCHOR)) return typed.slice(2).replace(/^\/+/, '') || '.';
  if (form === 'uri' && typed.startsWith(`file:${ROOT_ANCHOR}`)) return `file:${typed.slice(7).replace(/^\/+/, '') || '.'}`;
  return null;
}

/** A target split into its path and its line suffix (`src/x.ts:3-8` → `src/x.ts`, `:3-8`; no suffix → ''). */
function splitTarget(v: string): [base: string, suffix: string] {
  const suffix = LINE_SUFFIX.exec(v)?.[0] ?? '';
  return [v.slice(0, v.length - suffix.length), suffix];
}

/**
 * A `uri` value as the file it names: `file:` prefix or not, the path, and a
 * `#section` ('' when none). Null for a URI that names no file (`kx:`,
 * `git:`, `inbox:`, adapter schemes; a Windows drive letter is a path).
 */
function splitUri(v: string): { file: boolean; path: string; section: string } | null {
  const file = v.startsWith('file:');
  // `cart.ts:10-20` is a file's lines, not a `cart.ts:` scheme.
  if (!file && /^[A-Za-z][A-Za-z0-9+.-]*:/.test(v) && !/^[A-Za-z]:[\\/]/.test(v) && (!LINE_SUFFIX.test(v) || /^(kx|git|inbox):/.test(v))) return null;
  const body = file ? v.slice(5) : v;
  const hash = body.indexOf('#');
  return { file, path: hash < 0 ? body : body.slice(0, hash), section: hash < 0 ? '' : body.slice(hash) };
}

/**
 * One typed value of form `form`: a root-anchored one (`:/x`) loses its
 * anchor; otherwise, below the root (`below`), converted when it names an
 * existing path from `dir`.
 */
function convert(dir: string, root: string, form: PathForm, typed: string, below: boolean): string {
  const anchored = unanchored(form, typed);
  if (anchored !== null) return anchored;
  if (!below) return typed;
  if (form === 'target') {
    const [base, suffix] = splitTarget(typed);
    const rel = existingFrom(dir, root, base);
    // A file literally named `x:3` is a path too.
    if (rel === null && suffix) return existingFrom(dir, root, typed) ?? typed;
    return rel === null ? typed : rel + suffix;
  }
  if (form === 'uri') {
    const u = splitUri(typed);
    if (!u) return typed;
    const rel = existingFrom(dir, root, u.path);
    if (rel !== null) return `${u.file ? 'file:' : ''}${rel}${u.section}`;
    // A file's lines (`read cart.ts:10-20`): the path before the range, typed from here.
    const [base, suffix] = u.section ? [u.path, ''] : splitTarget(u.path);
    const relBase = suffix ? existingFrom(dir, root, base) : null;
    return relBase !== null ? `${u.file ? 'file:' : ''}${relBase}${suffix}` : typed;
  }
  // A glob: its literal folders before the first wildcard are the part typed from here (`src/**` → `server/src/**`).
  if (isLiteralPattern(typed)) return existingFrom(dir, root, typed) ?? typed;
  const segs = typed.replace(/\\/g, '/').split('/');
  const lit = segs.findIndex((s) => !isLiteralPattern(s));
  if (lit <= 0) return typed;
  const rel = existingFrom(dir, root, segs.slice(0, lit).join('/'));
  if (rel === null || !fs.statSync(path.join(root, rel)).isDirectory()) return typed;
  return [rel === '.' ? '' : rel, ...segs.slice(lit)].filter((s, i) => i > 0 || s !== '').join('/');
}

/** Whether `typed` is a bare word (no separator, no leading `.`) naming a folder from `dir` (PathField.word). */
function bareFolderWord(dir: string, typed: string): boolean {
  if (!typed || /[/\\\s]/.test(typed) || typed.startsWith('.') || /^[A-Za-z]:/.test(typed)) return false;
  try {
    return fs.statSync(path.resolve(dir, typed)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The arguments of a call to `tool` with the path fields of
 * {@link CLI_PATH_FIELDS} made repository-relative where they name a path
 * that exists from `dir` (the directory the CLI runs in). `root` is the work
 * tree (null: no repository, nothing to convert). Lists (brief focus, capture
 * paths) are converted item by item; a comma-joined string as its items.
 * A root-anchored value (`:/lib/x.ts:3`) is repository-relative anywhere.
 * Returns `args` itself when the tool takes no path.
 */
export function cwdRelativeArgs(tool: string, args: unknown, dir: string, root: string | null): unknown {
  const fields = CLI_PATH_FIELDS[tool];
  if (!fields || !root || !args || typeof args !== 'object' || Array.isArray(args)) return args;
  // At the root (or outside the work tree) a relative path already means what the tool reads.
  const here = relativeToRoot(root, path.resolve(dir));
  const below = here !== null && here !== '';
  const out: Record<string, unknown> = { ...(args as Record<string, unknown>) };
  for (const [field, { form, list, word }] of Object.entries(fields)) {
    const v = out[field];
    const one = (s: unknown) => (typeof s !== 'string' ? s : word && below && bareFolderWord(dir, s) ? s : convert(dir, root, form, list ? s.trim() : s, below));
    if (Array.isArray(v)) out[field] = v.map(one);
    else if (typeof v === 'string') out[field] = list ? v.split(',').map(one).join(',') : one(v);
  }
  return out;
}

/**
 * `text` with each path field converted from the CLI's directory
 * (cwdRelativeArgs: `core/a.ts:0` → `server/src/core/a.ts:0`) written back
 * as typed, its file part only (`server/src/core/a.ts:1` → `core/a.ts:1`),
 * where it stands as a whole path (after a blank, quote, bracket or start).
 */
export function pathsAsTyped(text: string, typed: unknown, converted: unknown): string {
  if (!typed || !converted || typeof typed !== 'object' || typeof converted !== 'object') return text;
  let out = text;
  for (const [k, v] of Object.entries(converted as Record<string, unknown>)) {
    const t = (typed as Record<string, unknown>)[k];
    if (typeof v !== 'string' || typeof t !== 'string' || v === t) continue;
    const [[from], [to]] = [splitTarget(v), splitTarget(t)];
    if (!from || from === to) continue;
    out = out.replace(new RegExp(`(^|[\\s"'\`(])${escapeRegExp(from)}(?=[:\\s"'\`),;]|$)`, 'g'), (_, pre: string) => pre + to);
  }
  return out;
}

/**
 * One repository-relative path of a hint as typed from `dir`: `../lib/x.ts`
 * for a path that exists in the work tree, `:/<glob>` for a glob (its
 * folders may not exist from here), else unchanged (a symbol, a sha, a
 * deleted path: the CLI takes those from the root anyway).
 */
function fromDir(dir: string, root: string, form: PathForm, value: string): string {
  if (isHintPlaceholder(value)) return value;
  if (form === 'target') {
    const [base, suffix] = splitTarget(value);
    if (!base || path.isAbsolute(base) || !fs.existsSync(path.join(root, base))) return value;
    // A folder written with its `/` (`app/parse/`, a folder asked for beside a symbol of its name) keeps it: `parse/`.
    const slash = /[^/]\/$/.test(base) ? '/' : '';
    return (path.relative(dir, path.join(root, base)).replace(/\\/g, '/') || '.') + slash + suffix;
  }
  if (form === 'uri') {
    const u = splitUri(value);
    return u ? `${u.file ? 'file:' : ''}${fromDir(dir, root, 'target', u.path)}${u.section}` : value;
  }
  if (!isLiteralPattern(value)) return ROOT_ANCHOR + value;
  return fromDir(dir, root, 'target', value);
}

/** A placeholder such as `<path>` (core/hints.ts): the reader fills it in, nothing to convert. */
function isHintPlaceholder(v: string): boolean {
  return /^<[^<>]+>$/.test(v);
}

/**
 * The arguments of a hint for `tool` (repository-relative paths, as every
 * tool writes them) with its {@link CLI_PATH_FIELDS} written from `dir`, the
 * directory the CLI runs in, so the printed command, run there, reaches the
 * same file (`lib/cart.ts:1` from `src/` → `../lib/cart.ts:1`). At the root,
 * outside the work tree, or for a tool without path fields: `args` itself.
 */
export function hintArgsFrom<T>(tool: string, args: Record<string, T>, dir: string, root: string | null): Record<string, T> {
  const fields = CLI_PATH_FIELDS[tool];
  if (!fields || !root) return args;
  const here = relativeToRoot(root, path.resolve(dir));
  if (here === null || here === '') return args;
  const out: Record<string, unknown> = { ...args };
  for (const [field, { form }] of Object.entries(fields)) {
    const v = out[field];
    if (typeof v === 'string') out[field] = fromDir(dir, root, form, v);
    else if (Array.isArray(v)) out[field] = v.map((x) => (typeof x === 'string' ? fromDir(dir, root, form, x) : x));
  }
  return out as Record<string, T>;
}
