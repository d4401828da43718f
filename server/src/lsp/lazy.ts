/**
 * The engine, loaded on first use: `initialize` is answered before any store,
 * graph, search or tool module is evaluated (ARCHITECTURE "nothing heavy
 * before it is needed"). esbuild keeps these as lazy module initialisers in
 * the one bundle, so the first call pays once and later calls nothing.
 */

/** lsp/engine.ts (graph, store, inbox, governing knowledge). */
export const engine = () => import('./engine');

/** core/lineWhy.ts (blame, store, why) for the hover. */
export const core = () => import('../core/lineWhy');
