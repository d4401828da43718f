/**
 * Language id → extraction spec. One line per language; the specs live in
 * `lang*.ts` so each grammar's quirks stay in one file.
 */
import type { LangSpec } from './extract';
import { javascriptSpec, typescriptSpec } from './langTs';

/** Extraction spec of every language in LANGUAGES (languages.ts). */
export const SPECS: Record<string, LangSpec> = {
  typescript: typescriptSpec,
  tsx: typescriptSpec,
  javascript: javascriptSpec,
};
