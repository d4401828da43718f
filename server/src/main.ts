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
 * Exits with `code()` once everything written to stdout and stderr has left
 * the process (asked then, a tick later: a failed write's `error` event,
 * watchPipeReaders, follows its callback). Writes to a pipe are not synchronous everywhere: on Linux,
 * Node 20 queues what a full pipe does not take (64 KiB), and `process.exit`
 * dropped it — `kontext capture … | wc -c` counted 131072 of 364928 bytes. A
 * write's callback runs when it and every write before it are flushed (or
 * failed: a reader that went away, `| head`).
 */
function exitWhenFlushed(code: () => number): void {
  let pending = 2;
  const done = () => {
    if (--pending === 0) setImmediate(() => process.exit(code()));
  };
  for (const s of [process.stdout, process.stderr]) {
    if (s.writableLength === 0 || s.destroyed) done();
    else s.write('', done);
  }
}

/** The exit code after the reader of stdout went away: 128 + SIGPIPE (13), as a shell reports `git log | head`'s git. */
const SIGPIPE_EXIT = 141;

/**
 * Keeps a reader that goes away from killing the command: `kontext callers
 * x | head -3` (EPIPE on stdout) or `… 2>&1 | head -3` (EPIPE on stderr,
 * while progress lines are printed mid-index). Node ignores SIGPIPE and
 * raises EPIPE as an `error` event, which, unhandled, ended the process
 * before the first index was saved, so every such command indexed from 0
 * again. Now what is left to write is dropped and the command runs on: the
 * graph (saved before the answer is printed) and the search index are
 * written, then the process exits — SIGPIPE_EXIT when stdout's reader went
 * away, else the command's own code. Another stdout error is reported on
 * stderr and exits 1; stderr errors have nowhere to be reported.
 */
function watchPipeReaders(): { stdoutExit: () => number | undefined } {
  let exit: number | undefined;
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (exit !== undefined) return;
    if (e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED') {
      exit = SIGPIPE_EXIT;
      return;
    }
    process.stderr.write(`kontext: cannot write the answer to stdout: ${e.message}\n`);
    exit = 1;
  });
  process.stderr.on('error', () => undefined);
  return { stdoutExit: () => exit };
}

/**
 * Runs the CLI with `argv` (without node and script) and exits with its code.
 * Background work (index builds, git children) must not keep a finished
 * command or a closed server alive; the exit waits only until what was
 * printed has been written (exitWhenFlushed), so nothing printed is lost.
 */
export function runMain(argv: string[]): void {
  const pipes = watchPipeReaders();
  runCli(argv).then(
    (code) => exitWhenFlushed(() => pipes.stdoutExit() ?? code ?? 0),
    (e) => {
      process.stderr.write(`kontext: ${(e as Error).message}\n`);
      exitWhenFlushed(() => 1);
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
