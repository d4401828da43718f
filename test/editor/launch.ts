/**
 * Builds what the real-editor tests install and starts the editor: the
 * packaged kontext .vsix, the test extension, then either code-server (from
 * the cache made by setup.sh) driven by Playwright with Debian's chromium, or
 * VS Code through @vscode/test-electron when VSCODE_EXECUTABLE is set.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import * as esbuild from 'esbuild';
import type { ResultsFile } from './suite/harness';

export const ROOT = path.resolve(__dirname, '..', '..');
export const ARTIFACTS = path.join(ROOT, '.test-artifacts', 'editor');
const TESTEXT = path.join(__dirname, 'testext');

/** Runs the repository's setup script and returns the cache folder. */
export function ensureCache(): string {
  const out = execFileSync('bash', [path.join(__dirname, 'setup.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return out.trim().split('\n').pop()!;
}

/** `npm run package` → kontext.vsix (production bundle); returns its path. */
export function packageKontext(): string {
  execFileSync('npm', ['run', '-s', 'package'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return path.join(ROOT, 'kontext.vsix');
}

/** Bundles the checks into the test extension and packages it; returns the .vsix path. */
export function packageTestExtension(outDir: string): string {
  esbuild.buildSync({
    entryPoints: [path.join(__dirname, 'suite', 'extension.ts'), path.join(__dirname, 'suite', 'electron.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['vscode'],
    outdir: path.join(TESTEXT, 'out'),
    logLevel: 'warning',
  });
  const vsix = path.join(outDir, 'kontext-editor-tests.vsix');
  const vsce = path.join(ROOT, 'node_modules', '@vscode', 'vsce', 'vsce');
  execFileSync(process.execPath, [vsce, 'package', '--no-dependencies', '--skip-license', '--allow-missing-repository', '--out', vsix], { cwd: TESTEXT, stdio: ['ignore', 'ignore', 'inherit'] });
  return vsix;
}

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** User settings for the test profile (no trust prompt, chat tools listed, no distractions). */
export const TEST_SETTINGS = {
  'security.workspace.trust.enabled': false,
  'kontext.chatTools.mode': 'always',
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'telemetry.telemetryLevel': 'off',
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'update.mode': 'none',
  'git.autoRepositoryDetection': true,
  'editor.hover.delay': 100,
  // The unsaved-buffer check needs the edit to stay unsaved.
  'files.autoSave': 'off',
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'chat.commandCenter.enabled': false,
};

/** Polls the results file until the checks say they are done (or `timeoutMs`). */
export async function waitForResults(file: string, timeoutMs: number, onTick?: () => Promise<void>): Promise<ResultsFile> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (onTick) await onTick();
    if (fs.existsSync(file)) {
      const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ResultsFile;
      if (data.done) return data;
    }
    if (Date.now() > deadline) {
      const partial = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ResultsFile) : { done: false, info: {}, results: {} };
      return partial;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Starts code-server on `port` for `folder` with the given profile dirs; resolves once it listens. */
export async function startCodeServer(cache: string, dirs: { data: string; ext: string; config: string }, port: number, folder: string, env: Record<string, string>, log: string): Promise<ChildProcess> {
  const node = path.join(cache, 'node_modules', 'node', 'bin', 'node');
  const entry = path.join(cache, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
  const args = [entry, '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`, '--user-data-dir', dirs.data, '--extensions-dir', dirs.ext, '--config', dirs.config, '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust', folder];
  const out = fs.openSync(log, 'a');
  const child = spawn(node, args, { env: { ...process.env, ...env, PATH: `${path.dirname(node)}:${process.env.PATH}` }, stdio: ['ignore', out, out], detached: true });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const sock = net.connect(port, '127.0.0.1', () => {
        sock.end();
        resolve(true);
      });
      sock.on('error', () => resolve(false));
    });
    if (up) return child;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`code-server did not start; see ${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Installs `vsixes` into the extensions dir with code-server's CLI. */
export function installExtensions(cache: string, dirs: { data: string; ext: string; config: string }, vsixes: string[]): void {
  const node = path.join(cache, 'node_modules', 'node', 'bin', 'node');
  const entry = path.join(cache, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
  const args = [entry, '--user-data-dir', dirs.data, '--extensions-dir', dirs.ext, '--config', dirs.config];
  for (const v of vsixes) args.push('--install-extension', v);
  execFileSync(node, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}
