/**
 * MCP logging (SPEC §11): every line goes to stderr, and — once the session is
 * initialized — to the client as `notifications/message {level, logger:
 * "kontext", data}` when at or above the level set by `logging/setLevel`
 * (default `info`). Never stdout except as JSON-RPC.
 */
import { LEVELS } from '../core/logger';
import type { Level, Logger } from '../core/logger';

export function isLevel(v: unknown): v is Level {
  return typeof v === 'string' && (LEVELS as readonly string[]).includes(v);
}

export class McpLogger implements Logger {
  /** Minimum level for both sinks (SPEC §11: default info). */
  min: Level = 'info';
  /** Set once `initialize` has been answered: notifications may flow. */
  notify: ((params: { level: Level; logger: string; data: string }) => void) | null = null;

  log(level: Level, message: string): void {
    if (LEVELS.indexOf(level) < LEVELS.indexOf(this.min)) return;
    process.stderr.write(`kontext: [${level}] ${message}\n`);
    try {
      this.notify?.({ level, logger: 'kontext', data: message });
    } catch {
      // a closed pipe must not turn a log line into a crash
    }
  }
}
