/**
 * Language id → extraction spec. One line per language; the specs live in
 * `lang*.ts` so each grammar's quirks stay in one file.
 */
import type { LangSpec } from './extract';
import { javascriptSpec, typescriptSpec } from './langTs';
import { pythonSpec } from './langPython';
import { goSpec } from './langGo';
import { rustSpec } from './langRust';
import { csharpSpec, javaSpec } from './langJvm';
import { cppSpec } from './langCpp';
import { cSpec } from './langC';
import { scalaSpec } from './langScala';
import { luaSpec } from './langLua';
import { zigSpec } from './langZig';
import { kotlinSpec } from './langKotlin';
import { swiftSpec } from './langSwift';
import { dartSpec } from './langDart';
import { bashSpec, phpSpec } from './langScript';
import { rubySpec } from './langRuby';

/** Extraction spec of every language in LANGUAGES (languages.ts). */
export const SPECS: Record<string, LangSpec> = {
  typescript: typescriptSpec,
  tsx: typescriptSpec,
  javascript: javascriptSpec,
  python: pythonSpec,
  go: goSpec,
  rust: rustSpec,
  java: javaSpec,
  csharp: csharpSpec,
  c: cSpec,
  cpp: cppSpec,
  ruby: rubySpec,
  php: phpSpec,
  bash: bashSpec,
  scala: scalaSpec,
  lua: luaSpec,
  zig: zigSpec,
  kotlin: kotlinSpec,
  swift: swiftSpec,
  dart: dartSpec,
};
