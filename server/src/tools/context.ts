/**
 * Where a front end's repository comes from, and the ToolContext it hands to
 * the registry. Shared by MCP, CLI and LSP so they resolve alike.
 */
import * as fs from 'node:fs';
import { Repo } from '../core/repo';
import { KontextError } from '../core/errors';
import type { Logger } from '../core/logger';
import type { CallOrigin, ToolContext } from './registry';

/** The directory to serve: `-C`/`--dir` › `$KONTEXT_DIR` › cwd (SPEC §11, §13). */
export function resolveRepoDir(flagDir?: string | null): string {
  if (flagDir) return flagDir;
  const env = process.env.KONTEXT_DIR;
  if (env && env.trim() !== '') return env;
  return process.cwd();
}

/** An opened repository, or why there is none (the server still starts). */
export interface RepoHandle {
  repo: Repo | null;
  /** Set when `repo` is null: what is wrong, for tools to report. */
  repoError?: string;
}

/**
 * Opens the repository containing `dir`. Never throws for "not a repository":
 * the front ends keep serving and each tool answers isError "run inside a git
 * repository" (SPEC §11).
 */
export async function openRepoHandle(dir: string, log: Logger): Promise<RepoHandle> {
  const kind = dirKind(dir);
  if (kind !== 'dir') return { repo: null, repoError: kind === 'missing' ? `${dir} does not exist` : `${dir} is a file, not a directory` };
  try {
    return { repo: await Repo.open(dir, log) };
  } catch (e) {
    if (KontextError.is(e, 'not-a-repo')) {
      return { repo: null, repoError: /is a bare git repository/.test((e as Error).message) ? (e as Error).message : `${dir} is not inside a git work tree` };
    }
    return { repo: null, repoError: (e as Error).message };
  }
}

/** Whether `dir` is a directory, a file or nothing (so the error says which). */
function dirKind(dir: string): 'dir' | 'file' | 'missing' {
  try {
    return fs.statSync(dir).isDirectory() ? 'dir' : 'file';
  } catch {
    return 'missing';
  }
}

/** Builds the ToolContext for one call. */
export function toolContext(h: RepoHandle, log: Logger, origin: CallOrigin, extra: Partial<ToolContext> = {}): ToolContext {
  return { repo: h.repo, repoError: h.repoError, log, origin, ...extra };
}
