/**
 * How the CLI writes a command line it prints (hints, "try …" advice, option
 * mistakes): its words shell-quoted, and the `kontext` it starts with
 * carrying the `-C <dir>` the command was given (as typed), so the line runs
 * as printed from any directory (newcomer: `kontext -C /tmp/r callers print`
 * suggested `kontext callers print -p …`, which elsewhere failed "not inside
 * a git work tree"). Light: the CLI's entry loads it before any tool
 * machinery.
 */

/** The `-C`/`--dir` value this process was given (runCli sets it once), null without one. */
let givenDir: string | null = null;

/** Records the `-C`/`--dir` value of this command (null: none), for {@link kontextWords}. */
export function setGivenDir(dir: string | null): void {
  givenDir = dir;
}

/** A word as a POSIX shell reads it back: bare when safe or a placeholder (`<command>`, `<path>`), else single-quoted. */
export function shellWord(w: string): string {
  return /^<\w+>$/.test(w) || /^[\w@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`;
}

/** The given folder shell-quoted: a folder that reads as a placeholder or an option is quoted all the same (it is a literal path). */
function givenWord(dir: string): string {
  return /^[\w@%+=:,./][\w@%+=:,./-]*$/.test(dir) ? dir : `'${dir.replace(/'/g, `'\\''`)}'`;
}

/** `kontext`, or `kontext -C <dir>` when this command was given -C (the folder as typed, shell-quoted: `-C '/tmp/my repo'`). */
export function kontextWords(): string {
  return givenDir === null ? 'kontext' : `kontext -C ${givenWord(givenDir)}`;
}

/** `git`, or `git -C <dir>` when this command was given -C: a git command kontext suggests (`git grep`) runs in the same folder. */
export function gitWords(): string {
  return givenDir === null ? 'git' : `git -C ${givenWord(givenDir)}`;
}
