/**
 * How a person sets a repository up for kontext, in one place so every message
 * says the same. A repository is set up when its store folder exists (SPEC §2.1).
 * Setup by command (SPEC §7 `init`) is not built, so messages name the manual
 * step that works today and never a command that does not exist.
 */
export const SETUP_HINT = 'create `.ai/kontext.toml` in the repository';
