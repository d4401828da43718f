/**
 * Startup entry of the bundled server and CLI (`dist/kontext.js`, `bin:
 * kontext`). It is a small bundle of its own: for `kontext mcp` it answers
 * `initialize` (mcp/fastInit.ts) before the full program
 * (`dist/kontext-main.js`, built from main.ts: the SDK, zod, minisearch,
 * tree-sitter) is parsed, then hands the session over to it. Every other
 * command goes straight to the full program. Issue 2: spawn → `initialize`
 * answered ≤ 2.5× `node -e 0` (bench/startup.mjs).
 *
 * Keep the static imports here and in fastInit.ts free of heavy modules:
 * whatever they pull in is parsed before `initialize` is answered.
 */
import { parseGlobal } from './cli/globalArgs';
import { routeConsoleToStderr } from './cli/console';
import { fastInitialize } from './mcp/fastInit';
import { resolveRepoDir } from './tools/context';
import { version } from '../../package.json';
import { tuneV8 } from './v8Tuning';
import { requireCached } from './compileCache';
import * as path from 'node:path';

// Before any of the program is compiled: the flags govern how V8 optimises it.
tuneV8();

type Main = typeof import('./main');

process.on('unhandledRejection', (e) => {
  process.stderr.write(`kontext: [error] unhandled rejection: ${(e as Error)?.stack ?? e}\n`);
});

/** The full program, a separate bundle beside this file, compiled from V8's code cache when it fits (compileCache.ts). */
function loadMain(): Main {
  return requireCached(path.join(__dirname, 'kontext-main.js')) as Main;
}

/** The directory to serve when argv asks for plain `kontext [-C dir] mcp`, else null. */
function mcpDir(argv: string[]): string | null {
  try {
    const g = parseGlobal(argv);
    if (g.help || g.version || g.rest.length !== 1 || g.rest[0] !== 'mcp') return null;
    return resolveRepoDir(g.dir);
  } catch {
    return null; // the full CLI reports the mistake
  }
}

const argv = process.argv.slice(2);
const dir = mcpDir(argv);
if (dir === null) {
  loadMain().runMain(argv);
} else {
  routeConsoleToStderr();
  fastInitialize({ dir, version, input: process.stdin, output: process.stdout }).then(
    (handoff) => loadMain().continueMcp({ dir, handoff }),
    (e) => {
      process.stderr.write(`kontext: ${(e as Error).message}\n`);
      process.exit(1);
    },
  );
}
