/**
 * `kontext/status` for the status bar (SPEC §11b): repository, set-up state,
 * inbox counts, code-graph state and check counts. Sent after the repository
 * opens and, debounced, whenever something it shows may have changed.
 */
import { StatusNotification, type StatusParams } from '../protocol';
import type { LspContext } from './context';
import type { ProblemCounts } from './diagnostics';
import { engine } from './lazy';

/** Returns a debounced `changed()` that recomputes and sends the status. */
export function registerStatus(ctx: LspContext, problems: ProblemCounts): { changed(): void; current(): Promise<StatusParams> } {
  let timer: NodeJS.Timeout | undefined;
  const current = async (): Promise<StatusParams> => {
    const { repo, error } = await ctx.workspace.defaultRepo();
    if (!repo) return { state: 'no-repo', root: null, setUp: false, graph: { state: 'unavailable' }, message: error };
    const { graphState, inboxCounts } = await engine();
    return { state: 'ready', root: repo.root, setUp: repo.isSetUp(), inbox: await inboxCounts(repo), graph: graphState(repo), problems: problems.get(repo.root) };
  };
  const send = async () => {
    const params = await current().catch((e): StatusParams => ({ state: 'error', root: null, setUp: false, graph: { state: 'unavailable' }, message: (e as Error).message }));
    await ctx.connection.sendNotification(StatusNotification, params);
  };
  return {
    changed() {
      clearTimeout(timer);
      timer = setTimeout(() => void send(), 100);
    },
    current,
  };
}
