/**
 * Options typed to a command that has none of that name, where another
 * command answers what was meant (cli.ts optionMistake): `callers --depth 2`
 * (impact follows callers of callers) and `search-code … -p <path>` (the
 * scope of symbol; search_code takes no path, SPEC §12). Light: the CLI's
 * entry loads it before any tool machinery.
 */
import { nearestNames } from '../core/suggest';
import { kontextWords, shellWord } from './commandLine';

export { shellWord };

/**
 * `callers --depth 2` (or `-d 2`): callers lists direct callers only; the
 * same question with impact, which follows callers of callers (newcomer 19
 * #4): `unknown option --depth; callers lists direct callers — callers of
 * callers are impact's: kontext impact request -d 2`.
 */
export function depthMistake(flag: string, args: string[]): string {
  const words = args.flatMap((a) => (a === flag && flag.startsWith('--depth=') ? ['-d', flag.slice(8)] : a === flag && /^-d\d+$/.test(flag) ? ['-d', flag.slice(2)] : a === '--depth' ? ['-d'] : [a]));
  return `unknown option ${flag.replace(/=.*$/, '')}; callers lists direct callers only — callers of callers, by depth, are impact's: ${kontextWords()} ${['impact', ...words].map(shellWord).join(' ')}`;
}

/** Whether `flag` is search-code's missing `-p/--path` (`-p`, `--path`, `--path=x`, `-px`) or a near miss of `--path` (`--pth`, `--paht`, `--paths`). */
export function pathFlag(flag: string): boolean {
  const name = flag.replace(/=.*$/s, '');
  return /^-p/.test(name) || name === '--path' || nearestNames(name, ['--path']).length > 0;
}

/**
 * `search-code createApp -p packages/runtime-core`: search-code has no
 * path — search_code's arguments are a query and a limit (SPEC §12) — and
 * its path is no word to search for, so the answer points at the command
 * whose `-p` is a file or folder scope, symbol:
 * `unknown option -p; search-code has no -p/--path: it searches every indexed
 * file (search_code takes words only, with -n/--limit and --offset); for a name's definitions in a
 * file or folder: kontext symbol createApp -p packages/runtime-core`. The
 * path is the flag's value (`--path=x`, `-px`, or the word after it);
 * `<path>` when none was given, `<name>` unless one word was searched for.
 */
export function searchCodePathMistake(flag: string, args: string[]): string {
  const name = flag.replace(/=.*$/s, '');
  // parseArgs names `--path=x` as `--path` and `-px` as `-p`: the argument typed is the one starting so.
  const at = args.findIndex((a) => a === flag || a.startsWith(`${name}=`) || (name === '-p' && /^-p[^-]/.test(a)));
  const typed = at >= 0 ? args[at] : flag;
  const next = at >= 0 ? args[at + 1] : undefined;
  const inline = typed.startsWith(`${name}=`) ? typed.slice(name.length + 1) : /^-p./.test(typed) ? typed.slice(2) : undefined;
  const value = inline ?? (next !== undefined && !next.startsWith('-') ? next : undefined);
  const taken = new Set([at, inline === undefined && value !== undefined ? at + 1 : -1]);
  // The words searched for: not options, nor the values of -n/--limit and --offset.
  const words = args.filter((a, i) => !taken.has(i) && !a.startsWith('-') && !/^(?:-n|--limit|--offset)$/.test(args[i - 1] ?? ''));
  const symbol = words.length === 1 ? words[0] : '<name>';
  return `unknown option ${name}; search-code has no -p/--path: it searches every indexed file (search_code takes words only, with -n/--limit and --offset); for a name's definitions in a file or folder: ${kontextWords()} ${['symbol', symbol, '-p', value ?? '<path>'].map(shellWord).join(' ')}`;
}
