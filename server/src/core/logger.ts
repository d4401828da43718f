/**
 * One levelled logger for the engine. Core code logs through this interface and
 * never touches stdout; each front end decides where lines go (stderr and MCP
 * `notifications/message` in MCP mode, the connection console in LSP mode,
 * stderr for the CLI, memory in tests).
 */

/** RFC 5424 levels as MCP names them, least to most severe. */
export const LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'] as const;
export type Level = (typeof LEVELS)[number];

export interface Logger {
  log(level: Level, message: string): void;
}

/** Writes `kontext: [level] message` lines to stderr at or above `min`. */
export class StderrLogger implements Logger {
  constructor(public min: Level = 'info') {}
  log(level: Level, message: string): void {
    if (LEVELS.indexOf(level) < LEVELS.indexOf(this.min)) return;
    process.stderr.write(`kontext: [${level}] ${message}\n`);
  }
}

/** Sends every line to several loggers. */
export class FanoutLogger implements Logger {
  constructor(private readonly sinks: Logger[]) {}
  log(level: Level, message: string): void {
    for (const s of this.sinks) s.log(level, message);
  }
}

/** Logger that drops everything. */
export const silentLogger: Logger = { log() {} };
