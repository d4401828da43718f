/**
 * The full program (`dist/kontext-main.js`), loaded by the startup entry
 * (entry.ts → `dist/kontext.js`). It only picks the mode and hands over; the
 * front ends load lazily.
 */
import { runCli } from './cli/cli';
import { routeConsoleToStderr } from './cli/console';
import { KONTEXT_VERSION } from './cli/modes';
import type { McpHandoff } from './mcp/server';

/**
 * Runs the CLI with `argv` (without node and script) and exits with its code.
 * Background work (index builds, git children) must not keep a finished
 * command or a closed server alive; stdout/stderr writes are synchronous for
 * files and pipes, so nothing printed is lost.
 */
export function runMain(argv: string[]): void {
  runCli(argv).then(
    (code) => process.exit(code ?? 0),
    (e) => {
      process.stderr.write(`kontext: ${(e as Error).message}\n`);
      process.exit(1);
    },
  );
}

/** Carries on `kontext mcp` after the startup entry read the first line (and maybe answered `initialize`). */
export function continueMcp(o: { dir: string; handoff: McpHandoff }): void {
  routeConsoleToStderr();
  // A client that stops the server with a signal still gets its exit handlers run (a pack being
  // written mid-index removes its temp file: core/graph/store.ts PackStream); 128 + n as a shell reports it.
  for (const [sig, n] of [['SIGTERM', 15], ['SIGINT', 2], ['SIGHUP', 1]] as const) process.once(sig, () => process.exit(128 + n));
  import('./mcp/server')
    .then((m) => m.startMcpServer({ dir: o.dir, version: KONTEXT_VERSION, handoff: o.handoff }))
    .then(
      () => process.exit(0),
      (e) => {
        process.stderr.write(`kontext: ${(e as Error).message}\n`);
        process.exit(1);
      },
    );
}
