/**
 * The `kontext` command line: `kontext [-C|--dir <dir>] <command> …`.
 * A thin front end over the tool registry (SPEC §13). Long-running modes
 * (`mcp`, `lsp`) return undefined and keep the process alive.
 */
export async function runCli(argv: string[]): Promise<number | undefined> {
  process.stderr.write(`kontext: no commands are built yet (${argv.join(' ')})\n`);
  return 1;
}
