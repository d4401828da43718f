/**
 * Console routing for the long-running modes (its own module so the startup
 * entry can use it without loading the modes' front ends).
 */
import { format } from 'node:util';

/**
 * stdout belongs to the protocol from byte 0: every console method writes to
 * stderr instead, so no library's stray `console.log` corrupts the stream.
 */
export function routeConsoleToStderr(): void {
  const toStderr = (...args: unknown[]) => void process.stderr.write(format(...args) + '\n');
  console.log = toStderr;
  console.info = toStderr;
  console.debug = toStderr;
  console.warn = toStderr;
  console.error = toStderr;
  console.trace = toStderr;
  console.dir = (obj: unknown) => toStderr(obj);
  console.table = (obj: unknown) => toStderr(obj);
}
