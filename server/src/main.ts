/**
 * Entry of the bundled server and CLI (`dist/kontext.js`). It only picks the
 * mode and hands over; the front ends load lazily so that `kontext mcp`
 * answers `initialize` before anything heavy is loaded.
 */
import { runCli } from './cli/cli';

process.on('unhandledRejection', (e) => {
  process.stderr.write(`kontext: [error] unhandled rejection: ${(e as Error)?.stack ?? e}\n`);
});

runCli(process.argv.slice(2)).then(
  (code) => {
    if (typeof code === 'number') process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`kontext: ${(e as Error).message}\n`);
    process.exitCode = 1;
  },
);
