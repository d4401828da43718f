/**
 * The one safety wrapper every LSP request goes through (STYLE §5): a
 * cancelled request answers RequestCancelled, a failure is logged and answers
 * the feature's typed fallback (no hover, no lens, an empty list), so one bad
 * file never breaks the editor. A ResponseError thrown on purpose is answered
 * as that error.
 */
import { LSPErrorCodes, ResponseError, type CancellationToken } from 'vscode-languageserver/node';
import type { Logger } from '../core/logger';

/**
 * Runs `fn` for request `name`. Answers `ResponseError(RequestCancelled)` when
 * the client cancelled before or during the work, `fallback` when `fn` throws.
 */
export async function runSafe<T>(
  log: Logger,
  name: string,
  token: CancellationToken | undefined,
  fallback: T,
  fn: () => Promise<T>,
): Promise<T | ResponseError<void>> {
  const cancelled = () => new ResponseError<void>(LSPErrorCodes.RequestCancelled, `${name} cancelled`);
  if (token?.isCancellationRequested) return cancelled();
  try {
    const result = await fn();
    return token?.isCancellationRequested ? cancelled() : result;
  } catch (e) {
    // A ResponseError is the handler's deliberate protocol answer (e.g. unknown tool): pass it on.
    if (e instanceof ResponseError) return e as ResponseError<void>;
    log.log('error', `${name} failed: ${(e as Error)?.stack ?? e}`);
    return fallback;
  }
}
