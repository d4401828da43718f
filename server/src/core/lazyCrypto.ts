/**
 * node:crypto, loaded on first use. Loading it costs ~10–20 ms of module
 * start-up (--cpu-prof of a warm `kontext callers normalizeClass` on
 * vuejs/core: the `require("node:crypto")` of the first module importing it),
 * while a warm CLI question on an unchanged graph hashes nothing and writes
 * no generation file; the modules that need it (graph/indexer.ts blob shas,
 * commitFiles.ts and search/indexFiles.ts file names) ask for it here.
 */
import type * as Crypto from 'node:crypto';

let loaded: typeof Crypto | null = null;

/** The node:crypto module (required once, then cached). Throws only what `require` throws. */
export function nodeCrypto(): typeof Crypto {
  // A plain require at run time: a static import would load it with the module.
  loaded ??= require('node:crypto') as typeof Crypto;
  return loaded;
}
