/**
 * The global options of `kontext [-C|--dir <dir>] [-h] [-V] <command> …`
 * (SPEC §13); `-C <dir>` is also taken after the command. Its own small module because the startup entry (entry.ts)
 * reads them too, to pick the fast `mcp` path before the full program loads.
 */
import { didYouMean, nearestNames } from '../core/suggest';

/** Global options that may precede the command. */
export interface Global {
  dir: string | null;
  help: boolean;
  version: boolean;
  rest: string[];
}

/** The usage line of the whole CLI (SPEC §13), shown under a mistyped command or global option. */
export const GLOBAL_USAGE = 'usage: kontext [-C|--dir <dir>] <command> [options]   (kontext --help lists the commands)';

/** A CLI mistake → `kontext: <msg>`, exit 1. */
export class CliError extends Error {}

/** Splits the global options from the command; throws CliError for an unknown option or a missing directory. */
export function parseGlobal(argv: string[]): Global {
  const g: Global = { dir: null, help: false, version: false, rest: [] };
  let i = 0;
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-C' || a === '--dir') {
      if (i + 1 >= argv.length) throw new CliError(`${a} needs a directory`);
      g.dir = argv[++i];
    } else if (a.startsWith('--dir=')) g.dir = a.slice(6);
    else if (a.startsWith('-C') && a.length > 2) g.dir = a.slice(2);
    else if (a === '-h' || a === '--help') g.help = true;
    else if (a === '-V' || a === '--version') g.version = true;
    else if (a.startsWith('-')) {
      const near = a.startsWith('--') ? nearestNames(a.split('=')[0], ['--dir', '--help', '--version']) : [];
      throw new CliError(`unknown option ${a}${near.length ? ` (${didYouMean(near)})` : ''}\n${GLOBAL_USAGE}`);
    }
    else break;
  }
  g.rest = argv.slice(i);
  liftDir(g);
  return g;
}

/**
 * `-C <dir>` / `--dir <dir>` typed after the command (`kontext callers name -C ../app`, as many CLIs allow where git does
 * not): taken as the global option when no command has an option of that name, up to a `--` (after it every word is
 * the command's). One before the command and another after it is a mistake, not a choice.
 */
function liftDir(g: Global): void {
  const rest = g.rest;
  for (let k = 1; k < rest.length; k++) {
    const a = rest[k];
    if (a === '--') break;
    let dir: string | undefined;
    let take = 1;
    if (a === '-C' || a === '--dir') {
      if (k + 1 >= rest.length) throw new CliError(`${a} needs a directory`);
      dir = rest[k + 1];
      take = 2;
    } else if (a.startsWith('--dir=')) dir = a.slice(6);
    else if (a.startsWith('-C') && a.length > 2) dir = a.slice(2);
    if (dir === undefined) continue;
    if (g.dir !== null && g.dir !== dir) throw new CliError(`two directories given: ${g.dir} and ${dir}; give -C <dir> once\n${GLOBAL_USAGE}`);
    g.dir = dir;
    rest.splice(k, take);
    k--;
  }
}

