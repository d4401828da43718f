/**
 * Real-editor tests (issue 4): the packaged kontext .vsix installed into
 * code-server 4.139.1 (VS Code 1.139.1) with a test extension that asserts
 * through the editor's API (test/editor/suite/checks.ts), on a real git
 * repository with history, driven by Playwright in Debian's chromium, which
 * also saves screenshots of the hover, the call hierarchy and the commit-prep
 * view to .test-artifacts/editor/. With VSCODE_EXECUTABLE set the same checks
 * run in that VS Code through @vscode/test-electron instead.
 *
 * Run with `npm run test:editor` (setup.sh installs what it needs outside the
 * repository first); `.ci/run` runs it after `npm test`.
 */
import * as assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { makeEditorFixture } from './fixture';
import { ARTIFACTS, ROOT, TEST_SETTINGS, ensureCache, freePort, installExtensions, packageKontext, packageTestExtension, startCodeServer, waitForResults } from './launch';
import type { ResultsFile } from './suite/harness';
import { buildRegistry } from '../../server/src/tools/index';

/** Every check the suite must report, in order. */
const CHECKS = [
  'activation',
  'server-ready',
  'hover-why',
  'hover-renamed-file-keeps-history',
  'hover-follows-unsaved-buffer',
  'hover-nothing-to-say',
  'code-lens',
  'call-hierarchy',
  'diagnostics',
  'capture-to-inbox',
  'commit-prep-view',
  'promote-and-stage',
  'mcp-definition-runs',
  'chat-tools',
];
const SHOTS = ['hover', 'call-hierarchy', 'commit-prep'];
/** Checks that need the ctx_prepare_commit registry tool. */
const NEEDS_PREPARE_COMMIT = ['commit-prep-view', 'promote-and-stage'];
/** Selector that shows each screenshot's subject is on screen. */
const SHOT_SELECTORS: Record<string, string> = {
  hover: '.monaco-hover:not(.hidden)',
  'call-hierarchy': '.call-hierarchy .monaco-list-row, .references-view .monaco-list-row',
  'commit-prep': '.pane-header[aria-label*="Commit Prep"], .pane-header:has-text("Commit Prep")',
};

/** The few playwright-core members used here (the package lives in the cache, not in node_modules). */
interface PlaywrightPage {
  goto(url: string, o?: { waitUntil: 'commit' | 'load'; timeout: number }): Promise<unknown>;
  screenshot(o: { path: string }): Promise<unknown>;
  locator(sel: string): { first(): { waitFor(o: { state: 'visible'; timeout: number }): Promise<void>; click(o?: { timeout: number }): Promise<void> } };
  keyboard: { press(key: string): Promise<void> };
}
interface PlaywrightChromium {
  launch(o: { executablePath: string; args: string[] }): Promise<{ newPage(o: { viewport: { width: number; height: number } }): Promise<PlaywrightPage>; close(): Promise<void> }>;
}

const electron = Boolean(process.env.VSCODE_EXECUTABLE);

describe(`real editor (${electron ? '@vscode/test-electron' : 'code-server + Playwright'})`, function () {
  this.timeout(15 * 60_000);
  let results: ResultsFile;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-editor-run-'));
  const resultsFile = path.join(work, 'results.json');

  before(async () => {
    fs.rmSync(ARTIFACTS, { recursive: true, force: true });
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const fixture = makeEditorFixture();
    const kontextVsix = packageKontext();
    const testVsix = packageTestExtension(work);
    results = electron ? await runElectron(fixture.repo.root) : await runCodeServer(fixture.repo.root, kontextVsix, testVsix);
    fs.writeFileSync(path.join(ARTIFACTS, 'results.json'), JSON.stringify(results, null, 2));
  });

  after(() => fs.rmSync(work, { recursive: true, force: true }));

  for (const name of CHECKS) {
    // The commit-prep view runs ctx_prepare_commit: until that registry tool is built its checks are reported pending, never passed.
    const pending = NEEDS_PREPARE_COMMIT.includes(name) && !buildRegistry().get('ctx_prepare_commit');
    (pending ? it.skip : it)(name, () => {
      const r = results.results[name];
      assert.ok(r, `check ${name} did not run (results: ${Object.keys(results.results).join(', ')})`);
      assert.ok(r.ok, `${name}: ${r.detail}`);
    });
  }

  if (!electron) {
    it('saves screenshots of the hover, the call hierarchy and the commit-prep view', () => {
      for (const s of SHOTS) {
        const f = path.join(ARTIFACTS, `${s}.png`);
        assert.ok(fs.existsSync(f) && fs.statSync(f).size > 10_000, `${f} missing or empty`);
      }
    });
  }

  /** code-server + Playwright: installs both .vsix files, opens the folder, answers screenshot requests. */
  async function runCodeServer(folder: string, kontextVsix: string, testVsix: string): Promise<ResultsFile> {
    const cache = ensureCache();
    const dirs = { data: path.join(work, 'data'), ext: path.join(work, 'ext'), config: path.join(work, 'config.yaml') };
    fs.mkdirSync(path.join(dirs.data, 'User'), { recursive: true });
    fs.writeFileSync(path.join(dirs.data, 'User', 'settings.json'), JSON.stringify(TEST_SETTINGS, null, 2));
    fs.writeFileSync(dirs.config, 'auth: none\ncert: false\n');
    installExtensions(cache, dirs, [kontextVsix, testVsix]);
    const shots = path.join(work, 'shots');
    fs.mkdirSync(shots);
    const port = await freePort();
    const log = path.join(ARTIFACTS, 'code-server.log');
    let server: ChildProcess | undefined;
    // playwright-core lives in the cache, outside the repository.
    const { chromium } = require(path.join(cache, 'node_modules', 'playwright-core')) as { chromium: PlaywrightChromium };
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      server = await startCodeServer(cache, dirs, port, folder, { KONTEXT_EDITOR_TEST_OUT: resultsFile, KONTEXT_EDITOR_SHOTS: shots }, log);
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      // Only wait for the navigation to commit: the workbench then loads at its own pace (slow on a busy machine); the results file says when the checks are done.
      await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(folder)}`, { waitUntil: 'commit', timeout: 120_000 });
      const taken = new Set<string>();
      return await waitForResults(resultsFile, 10 * 60_000, async () => {
        for (const s of SHOTS) {
          if (taken.has(s) || !fs.existsSync(path.join(shots, `${s}.ready`))) continue;
          taken.add(s);
          await page.locator(SHOT_SELECTORS[s]).first().waitFor({ state: 'visible', timeout: 15_000 }).catch(() => undefined);
          if (s === 'commit-prep') {
            // Collapse the Graph view so the commit-prep view has room.
            await page.locator('.pane-header[aria-label*="Graph"][aria-expanded="true"]').first().click({ timeout: 3000 }).catch(() => undefined);
            await new Promise((r) => setTimeout(r, 500));
          }
          await page.screenshot({ path: path.join(ARTIFACTS, `${s}.png`) });
          await page.keyboard.press('Escape');
          fs.writeFileSync(path.join(shots, `${s}.done`), '');
        }
      });
    } finally {
      await browser.close().catch(() => undefined);
      if (server?.pid) {
        try {
          process.kill(-server.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
  }

  /** @vscode/test-electron with the given VS Code: the same checks through extensionTestsPath. */
  async function runElectron(folder: string): Promise<ResultsFile> {
    const { runTests } = await import('@vscode/test-electron');
    const userData = path.join(work, 'electron-data');
    fs.mkdirSync(path.join(userData, 'User'), { recursive: true });
    fs.writeFileSync(path.join(userData, 'User', 'settings.json'), JSON.stringify(TEST_SETTINGS, null, 2));
    process.env.KONTEXT_EDITOR_TEST_OUT = resultsFile;
    process.env.KONTEXT_EDITOR_RUNNER = 'electron';
    await runTests({
      vscodeExecutablePath: process.env.VSCODE_EXECUTABLE!,
      extensionDevelopmentPath: [ROOT, path.join(__dirname, 'testext')],
      extensionTestsPath: path.join(__dirname, 'testext', 'out', 'electron.js'),
      launchArgs: [folder, '--user-data-dir', userData, '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes'],
    });
    return JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as ResultsFile;
  }
});
