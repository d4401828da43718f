/**
 * Second bundle entry (`dist/bench-core.js`) for bench/ scripts only: exposes
 * engine functions so benches measure the built code without a protocol.
 * Not shipped behaviour; engineers add the functions their benches need.
 */
export { Repo } from './core/repo';
export { readCommits, parseLog, LogReader, splitMessage } from './core/history';
export { loadFileCache, readFileLists, commitFiles, fileCacheDir, forgetFileCache } from './core/commitFiles';
export { deferCommitFiles } from './core/search/indexPolicy';
export { planCommits } from './core/search/indexCommits';
export { search, searchLocal, reindex, indexExists } from './core/search/search';
export { getIndex, forgetIndex, flushIndex } from './core/search/searchIndex';
export { indexDir, loadSaved as loadSavedIndex } from './core/search/indexFiles';
export { commitDoc } from './core/search/documents';
export { newEngine } from './core/search/engine';
export { flattenEngine, engineFromFlat, encodeIndex, decodeIndex } from './core/search/persist';
export { buildEngine, buildFlat } from './core/search/build';
export { parseSource } from './core/graph/parse';
export { LANGUAGES } from './core/graph/languages';
export { tuneV8 } from './v8Tuning';
