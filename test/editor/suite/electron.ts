/**
 * extensionTestsPath entry for @vscode/test-electron: the same checks, run in
 * a downloaded-elsewhere VS Code given by VSCODE_EXECUTABLE (no screenshots:
 * no browser drives that window).
 */
import { runChecks } from './checks';

export async function run(): Promise<void> {
  const out = process.env.KONTEXT_EDITOR_TEST_OUT;
  if (!out) throw new Error('KONTEXT_EDITOR_TEST_OUT is not set');
  await runChecks(out);
}
