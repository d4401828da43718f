/**
 * Entry of the bundled server and CLI (`dist/kontext.js`). It only picks the
 * mode and hands over; the front ends load lazily so that `kontext mcp`
 * answers `initialize` before anything heavy is loaded (bench/startup.mjs).
 */
import { runCli } from './cli/cli';

process.on('unhandledRejection', (e) => {
  process.stderr.write(`kontext: [error] unhandled rejection: ${(e as Error)?.stack ?? e}\n`);
});

runCli(process.argv.slice(2)).then(
  (code) => {
    // Background work (index builds, git children) must not keep a finished
    // command or a closed server alive; stdout/stderr writes are synchronous
    // for files and pipes, so nothing printed is lost.
    process.exit(code ?? 0);
  },
  (e) => {
    process.stderr.write(`kontext: ${(e as Error).message}\n`);
    process.exit(1);
  },
);
