/**
 * How a person sets a repository up for kontext, in one place so every message
 * says the same. A repository is set up when its store folder exists (SPEC §2.1).
 * Setup by command (SPEC §7 `init`) is not built, so messages name the manual
 * step that works today and never a command that does not exist.
 */
import * as path from 'node:path';
import { loadConfig } from './config';
import { storeDirOutside, type Repo } from './repo';

/** The setup step when nothing is configured: the default store `.ai/` with its config file (SPEC §2.1, §4). */
export const SETUP_HINT = 'create `.ai/kontext.toml` in the repository';

/** Why a repository is not set up, and the step that sets it up, for messages. */
export interface SetupAdvice {
  /** Why: `no .ai/`, `no knowledge/ folder`, `store.dir "../x" points outside the repository`. */
  reason: string;
  /** The step, as a clause after "to set it up, …": `create the folder knowledge/ …`. */
  step: string;
}

/**
 * What is missing and what to do, from `store.dir` (SPEC §4): the default
 * `.ai` → create `.ai/kontext.toml`; a configured folder that does not exist
 * → create that folder (naming the file that configures it); a folder outside
 * the work tree → store.dir must name a folder inside the repository (a store
 * outside it would never be committed or reviewed). Never throws.
 */
export function setupAdvice(repo: Repo): SetupAdvice {
  let dir = '.ai';
  let file: string | null = null;
  try {
    const loaded = loadConfig(repo.paths);
    dir = String(loaded.config.store?.dir ?? '.ai');
    file = loaded.sharedFile;
  } catch {
    // Invalid TOML is reported where the configuration is read; the default advice stands.
  }
  const shown = dir.replace(/^\.\//, '').replace(/\/+$/, '') || '.';
  const inFile = file ? ` in ${path.relative(repo.root, file).split(path.sep).join('/')}` : '';
  if (storeDirOutside(repo.root, dir)) {
    return {
      reason: `store.dir "${dir}"${inFile} points outside the repository`,
      step: `set store.dir${inFile} to a folder inside the repository (e.g. ".ai") and create that folder`,
    };
  }
  if (shown === '.ai') return { reason: 'no .ai/', step: SETUP_HINT };
  return { reason: `no ${shown}/ folder`, step: `create the folder \`${shown}/\` (store.dir${inFile} names it)` };
}
