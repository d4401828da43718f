/**
 * Long-running modes of `kontext`: they own stdin/stdout, so nothing may be
 * printed to stdout before or beside them. Each mode is loaded lazily (its
 * front end pulls in a protocol library).
 */
import { version } from '../../../package.json';

/** What a mode gets from the command line. */
export interface ModeOptions {
  /** Directory to serve (`-C` › KONTEXT_DIR › cwd). */
  dir: string;
  /** Package version (serverInfo). */
  version: string;
  /** Arguments after the mode name. */
  args: string[];
}

/** A long-running mode; resolves when its input ends, with the exit code (void = 0). */
export type Mode = (o: ModeOptions) => Promise<void | number>;

/** The long-running modes by name (`kontext mcp`, `kontext lsp`). */
export const MODES: Record<string, Mode> = {
  mcp: async (o) => (await import('../mcp/server')).startMcpServer({ dir: o.dir, version: o.version }),
  lsp: async (o) => (await import('../lsp/server')).startLspServer({ dir: o.dir, version: o.version }),
};

/** One-line help per mode, shown by `kontext --help`. */
export const MODE_HELP: Record<string, string> = {
  mcp: 'serve MCP on stdio (newline-delimited JSON-RPC) for AI agents',
  lsp: 'serve the language server for the VS Code extension',
};

/** More lines for `kontext <mode> --help`. */
export const MODE_DETAILS: Record<string, string> = {
  lsp:
    'Speaks LSP on stdin/stdout (the extension starts it). Exit code: 0 after shutdown + exit, or when\n' +
    'input ends before any client sent initialize; 1 on exit without shutdown, or when a client leaves\n' +
    'without shutdown (a line on stderr says which).',
};

/** The package version (package.json). */
export const KONTEXT_VERSION: string = version;

export { routeConsoleToStderr } from './console';
