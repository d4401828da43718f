/**
 * How a person sets a repository up for kontext, in one place so every message
 * says the same. A repository is set up when its store folder exists (SPEC §2.1).
 * `kontext init` (scan + bootstrap, SPEC §7) is specified but not built yet, so
 * messages name the manual step that works today.
 */
export const SETUP_HINT = 'create `.ai/kontext.toml` in the repository (`kontext init` will automate this; it is not built yet)';
