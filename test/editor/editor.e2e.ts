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
  'capture-quick-input',
  'commit-prep-view',
  'promote-and-stage',
  'mcp-definition-runs',
  'chat-tools',
];
const SHOTS = ['hover', 'call-hierarchy', 'commit-prep'];

/** The few playwright-core members used here (the package lives in the cache, not in node_modules). */
interface PlaywrightLocator {
  first(): PlaywrightLocator;
  waitFor(o: { state: 'visible' | 'attached'; timeout: number }): Promise<void>;
  click(o?: { timeout: number }): Promise<void>;
  inputValue(o?: { timeout: number }): Promise<string>;
  fill(text: string, o?: { timeout: number }): Promise<void>;
  press(key: string, o?: { timeout: number }): Promise<void>;
  hover(o?: { timeout: number }): Promise<void>;
}
interface PlaywrightPage {
  goto(url: string, o?: { waitUntil: 'commit' | 'load'; timeout: number }): Promise<unknown>;
  screenshot(o: { path: string }): Promise<unknown>;
  content(): Promise<string>;
  locator(sel: string): PlaywrightLocator;
  keyboard: { press(key: string): Promise<void>; type(text: string): Promise<void> };
  mouse: { wheel(dx: number, dy: number): Promise<void> };
}
interface PlaywrightChromium {
  launch(o: { executablePath: string; args: string[] }): Promise<{ newPage(o: { viewport: { width: number; height: number } }): Promise<PlaywrightPage>; close(): Promise<void> }>;
}

/** The commit-prep pane in Source Control, and its rows. */
const PREP_PANE = '.pane:has(.pane-header:has-text("Commit Prep"))';
const QUICK_INPUT = '.quick-input-widget';

/**
 * What the browser does when the checks ask for it (suite/harness.ts `phase`):
 * screenshots, and the person's part of flows the editor API cannot drive —
 * typing into the capture quick input, pressing a notification's button,
 * ticking a tree checkbox. Each writes what it saw to `<shots>/<name>.json`.
 */
const ACTIONS: Record<string, (page: PlaywrightPage) => Promise<unknown>> = {
  hover: (page) => shot(page, 'hover', '.monaco-hover:not(.hidden)'),
  'call-hierarchy': (page) => shot(page, 'call-hierarchy', '.call-hierarchy .monaco-list-row, .references-view .monaco-list-row'),
  'commit-prep': async (page) => {
    // Wait for the view's rows (not its welcome text): the trailers section comes last.
    await roomForPrep(page);
    await scrollPrepTo(page, `${PREP_PANE} .monaco-list-row:has-text("Commit trailers")`);
    return shot(page, 'commit-prep', `${PREP_PANE} .monaco-list-row:has-text("Commit trailers")`);
  },
  /** Title and summary typed, the prefilled paths read and accepted, visibility picked (the default). */
  'capture-steps': async (page) => {
    const step = async (n: number, text?: string) => {
      await page.locator(`${QUICK_INPUT} .quick-input-title:has-text("(${n}/4)")`).first().waitFor({ state: 'visible', timeout: 60_000 });
      const input = page.locator(`${QUICK_INPUT} .quick-input-box input`).first();
      const value = n < 4 ? await input.inputValue() : undefined;
      if (text) await input.fill(text);
      await input.press('Enter');
      return value;
    };
    await step(1, 'Blame hovers are cached per file');
    await step(2, 'Later hovers in a file answer from the cached blame.');
    const paths = await step(3);
    await page.locator(`${QUICK_INPUT} .quick-input-title:has-text("(4/4)")`).first().waitFor({ state: 'visible', timeout: 60_000 });
    // The default visibility is highlighted once the list has rendered; Enter takes it.
    await page.locator(`${QUICK_INPUT} .monaco-list-row.focused:has-text("team")`).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.keyboard.press('Enter');
    return { prefilledPaths: paths };
  },
  /** "Capture" on the notification that stands beside the body editor. */
  'capture-body': async (page) => {
    await page.locator('.notification-toast:has-text("write the body") .monaco-button:text-is("Capture")').first().click({ timeout: 60_000 });
  },
  /** Ticks the candidate's checkbox in the commit-prep view. */
  'tick-candidate': async (page) => {
    await roomForPrep(page);
    const row = `${PREP_PANE} .monaco-list-row:has-text("Round half to even in tax")`;
    await scrollPrepTo(page, row);
    const box = page.locator(`${row} .monaco-checkbox, ${row} [role="checkbox"]`).first();
    // As a person would: tick it, and tick it again if the view was redrawn under the click and shows it unticked.
    for (let attempt = 0; attempt < 3; attempt++) {
      await box.click({ timeout: 60_000 });
      const ticked = await page
        .locator(`${row} .monaco-checkbox.checked, ${row} [role="checkbox"][aria-checked="true"]`)
        .first()
        .waitFor({ state: 'attached', timeout: 5000 })
        .then(() => true, () => false);
      if (ticked) return;
    }
  },
};

/** Collapses Source Control's Graph view: the commit-prep rows below it are only rendered when there is room. */
async function roomForPrep(page: PlaywrightPage): Promise<void> {
  // Click the title: the middle of the header holds the view's toolbar.
  const graph = page.locator('.pane-header[aria-label="Graph Section"][aria-expanded="true"] .title').first();
  await graph.click({ timeout: 5000 }).catch(() => undefined);
  await new Promise((r) => setTimeout(r, 500));
}

/** Scrolls the commit-prep tree until a row matching `row` is rendered (the list only renders rows in view). */
async function scrollPrepTo(page: PlaywrightPage, row: string): Promise<void> {
  for (let i = 0; i < 8; i++) {
    if (await page.locator(row).first().waitFor({ state: 'visible', timeout: 1500 }).then(() => true, () => false)) return;
    await page.locator(`${PREP_PANE} .monaco-list-rows`).first().hover({ timeout: 5000 }).catch(() => undefined);
    await page.mouse.wheel(0, 200);
  }
}

/** Whether each screenshot showed its subject (the selector was visible when it was taken). */
const shotSubject: Record<string, boolean> = {};

/** Waits (best effort) for `selector`, then saves `.test-artifacts/editor/<name>.png`. */
async function shot(page: PlaywrightPage, name: string, selector: string): Promise<{ subjectVisible: boolean }> {
  const subjectVisible = await page.locator(selector).first().waitFor({ state: 'visible', timeout: 20_000 }).then(() => true, () => false);
  await new Promise((r) => setTimeout(r, 300));
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
  shotSubject[name] = subjectVisible;
  if (!subjectVisible) fs.writeFileSync(path.join(ARTIFACTS, `${name}.dom.html`), await page.content());
  await page.keyboard.press('Escape');
  return { subjectVisible };
}

const electron = Boolean(process.env.VSCODE_EXECUTABLE);

describe(`real editor (${electron ? '@vscode/test-electron' : 'code-server + Playwright'})`, function () {
  this.timeout(30 * 60_000);
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
    it(name, function () {
      const r = results.results[name];
      assert.ok(r, `check ${name} did not run (results: ${Object.keys(results.results).join(', ')})`);
      assert.ok(r.ok, `${name}: ${r.detail}`);
      // A check that needs a browser (typing into a quick input) says so under @vscode/test-electron.
      if (r.skipped) this.skip();
    });
  }

  if (!electron) {
    it('@vscode/test-electron runner loads (its run needs VSCODE_EXECUTABLE: skipped here)', async function () {
      // As far as the electron path goes without a VS Code binary: the runner library and the
      // bundled extensionTestsPath entry are there; then the run itself is reported skipped.
      const { runTests } = await import('@vscode/test-electron');
      assert.equal(typeof runTests, 'function');
      const entry = path.join(__dirname, 'testext', 'out', 'electron.js');
      assert.match(fs.readFileSync(entry, 'utf8'), /runChecks|KONTEXT_EDITOR_TEST_OUT/, `${entry} is the bundled checks entry`);
      this.skip();
    });

    it('saves screenshots of the hover, the call hierarchy and the commit-prep view', () => {
      for (const s of SHOTS) {
        const f = path.join(ARTIFACTS, `${s}.png`);
        assert.ok(fs.existsSync(f) && fs.statSync(f).size > 10_000, `${f} missing or empty`);
        assert.ok(shotSubject[s], `${f} was taken without its subject on screen (see ${s}.dom.html)`);
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
      return await waitForResults(resultsFile, 25 * 60_000, async () => {
        for (const ready of fs.readdirSync(shots).filter((f) => f.endsWith('.ready'))) {
          const name = ready.slice(0, -'.ready'.length);
          if (taken.has(name)) continue;
          taken.add(name);
          const action = ACTIONS[name];
          const outcome = action ? await action(page).then((v) => ({ ok: true, value: v }), (e: Error) => ({ ok: false, error: e.message })) : { ok: false, error: `no browser action ${name}` };
          if (!outcome.ok) fs.writeFileSync(path.join(ARTIFACTS, `${name}.dom.html`), await page.content().catch(() => ''));
          fs.writeFileSync(path.join(shots, `${name}.json`), JSON.stringify(outcome));
          fs.writeFileSync(path.join(shots, `${name}.done`), '');
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
      // The editor's logs, among them the kontext output channel (the server's log), for diagnosing a failed check.
      if (fs.existsSync(path.join(dirs.data, 'logs'))) fs.cpSync(path.join(dirs.data, 'logs'), path.join(ARTIFACTS, 'logs'), { recursive: true, force: true });
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
