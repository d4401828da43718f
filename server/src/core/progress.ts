/**
 * Progress of long work done deep in the engine (a first search-index build
 * over thousands of commits) reported to whoever made the call, without
 * every core function taking a reporter: `Registry.call` runs each tool
 * inside `withProgress(ctx.progress, …)` (node:async_hooks
 * AsyncLocalStorage, like the hint form in hints.ts), and core asks
 * `progressReporter()` for it. CLI: `kontext: <line>` on stderr; MCP:
 * notifications/progress for a progressToken, else logging; none outside a
 * call (bench scripts, unit tests).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** One progress line, with the counts when the work has them (`done` only increases). */
export type ProgressReporter = (message: string, at?: { done: number; total: number }) => void;

const current = new AsyncLocalStorage<ProgressReporter>();

/**
 * `report` passing on a line only when its text differs from the last one
 * it passed: a count that has not moved between two ticks is said once
 * (newcomer 16 #6: a cold first graph command printed `graph: indexing
 * 0/97 files` two or three times while the parse workers started).
 */
export function changedLinesOnly(report: ProgressReporter): ProgressReporter {
  let last: string | undefined;
  return (message, at) => {
    if (message === last) return;
    last = message;
    report(message, at);
  };
}

/** Runs `fn` with `report` receiving the progress of work started during it (and its awaits). */
export function withProgress<T>(report: ProgressReporter | undefined, fn: () => T): T {
  return report ? current.run(report, fn) : fn();
}

/** The progress reporter of the call being served, if any. */
export function progressReporter(): ProgressReporter | undefined {
  return current.getStore();
}

/**
 * How long work runs before its first progress line (ms): 1000, or
 * `KONTEXT_PROGRESS_AFTER_MS` (0 reports every long-work phase: tests, and
 * people who want to see what a command spends its time on).
 */
function quietDefault(): number {
  const v = Number(process.env.KONTEXT_PROGRESS_AFTER_MS);
  return process.env.KONTEXT_PROGRESS_AFTER_MS !== undefined && Number.isFinite(v) && v >= 0 ? v : 1000;
}

/**
 * A ticker for one piece of long work: `tick(n)` records how far it is, and a
 * line (`text(n)`) is reported once the work has run `quietMs` (short work
 * prints nothing), then every `everyMs` (1000) while it advances; `say(line)`
 * reports a phase line (e.g. before a synchronous step that holds the
 * thread) and `done(line)` the final one (`stop()` ends it silently), both only when the work has
 * already been slow (a line shown, or `quietMs` gone). Uses the
 * current call's reporter (none: every method is a no-op). The reported
 * `done` count is the line's sequence number, so it only increases (MCP
 * progress). The timer is unref'd and cleared by `done`, so it never keeps a
 * process alive or reports after the call.
 */
export function progressTicker(
  text: (n: number) => string,
  opts: { quietMs?: number; everyMs?: number } = {},
): { tick(n: number): void; say(message: string): void; done(message: string): void; stop(): void } {
  const report = progressReporter();
  const quietMs = opts.quietMs ?? quietDefault();
  const start = Date.now();
  let n = 0;
  let seq = 0;
  let lastN = -1;
  const emit = (message: string) => report?.(message, { done: ++seq, total: 0 });
  const slow = () => seq > 0 || Date.now() - start >= quietMs;
  const timer = report
    ? setInterval(() => {
        if (Date.now() - start < quietMs || n === lastN) return;
        lastN = n;
        emit(text(n));
      }, opts.everyMs ?? 1000)
    : null;
  timer?.unref();
  return {
    tick(done: number) {
      n = done;
    },
    say(message: string) {
      if (report && slow()) emit(message);
    },
    done(message: string) {
      if (timer) clearInterval(timer);
      if (report && slow()) emit(message);
    },
    /** Ends the ticker without a line (the work failed; its error says so). */
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
