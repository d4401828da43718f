/**
 * What a newcomer met on the built CLI: errors name the command and flags
 * typed (never tool or field names; `kontext call` keeps them), capture reads
 * stdin only when asked, `why` refuses a path that exists nowhere, `-n` bounds
 * the blamed lines, and `read` never prints a secret.
 */
import * as assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { KONTEXT_JS, gitEnv, makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

/** Runs the bundle with stdin held open (never written, never closed), like an editor task or CI step. */
function runWithOpenStdin(cwd: string, args: string[], ms = 45_000): Promise<{ code: number | null; stderr: string; hung: boolean }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [KONTEXT_JS, ...args], { cwd, env: gitEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    p.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      p.kill('SIGKILL');
      resolve({ code: null, stderr, hung: true });
    }, ms);
    p.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, hung: false });
    });
  });
}

describe('cli: newcomer fixes (built bundle)', function () {
  this.timeout(180_000);
  let root: string;
  before(() => {
    const repo = makeRepo('cli-fixes');
    repo.commit('Adopt integer cents', {
      '.ai/kontext.toml': '[project]\nname = "shop"\n',
      'src/money.ts': 'export const cents = 100;\n',
      'app.cfg': 'aws AKIAABCDEFGHIJKLMNOP\n',
    });
    for (let i = 1; i <= 5; i++) {
      const lines = Array.from({ length: 5 }, (_, j) => `export const l${j + 1} = ${j < i ? j + 1 : 0}; // edit ${Math.min(i, j + 1)}`);
      repo.commit(`edit line ${i}`, { 'src/lines.ts': lines.join('\n') + '\n' });
    }
    root = repo.root;
  });

  it('names the flag typed, not the tool field; call keeps the tool names', () => {
    const n = runKontext(root, ['why', 'src/money.ts', '-n', '99']);
    assert.equal(n.code, 1);
    assert.equal(n.stderr, 'kontext: why: -n/--limit: must be between 3 and 40 (got 99)\n');
    const k = runKontext(root, ['capture', '-k', 'spaceship', '-t', 'x', '-b', 'y']);
    assert.match(k.stderr, /^kontext: capture: -k\/--kind: unknown kind "spaceship"; use one of decision/);
    const r = runKontext(root, ['read', 'kx:nothing-here']);
    assert.equal(r.stderr, 'kontext: read: no entry kx:nothing-here; find ids with kontext search <words> or kontext log\n');
    const l = runKontext(root, ['log', '-n', '0']);
    assert.equal(l.stderr, 'kontext: log: -n/--limit: must be between 1 and 500 (got 0)\n');
    const lv = runKontext(root, ['read', 'src/money.ts', '-l', '7']);
    assert.match(lv.stderr, /^kontext: read: -l\/--level: /);
    const t = runKontext(root, ['capture', '-k', 'learning', '-t', 'w'.repeat(141), '-b', 'y']);
    assert.equal(t.code, 1);
    assert.match(t.stderr, /^kontext: capture: -t\/--title: 141 characters; the limit is 140 — shorten it/);
    for (const [args, tool] of [[['call', 'ctx_why', '{"target":"src/money.ts","limit":99}'], 'ctx_why: limit: must be between 3 and 40'], [['call', 'ctx_read', '{"uri":"kx:nothing-here"}'], 'find ids with ctx_search query=<words> or ctx_log']] as const) {
      const c = runKontext(root, [...args]);
      assert.equal(c.code, 1);
      assert.ok(c.stderr.includes(tool), c.stderr);
    }
  });

  it('capture never reads an open stdin unless asked (-b -)', async () => {
    const hold = await runWithOpenStdin(root, ['capture', '-k', 'learning', '-t', 'No body given']);
    assert.equal(hold.hung, false, 'capture must not wait for stdin');
    assert.equal(hold.code, 1);
    assert.match(hold.stderr, /^kontext: capture: give the body with -b <markdown>, -b - \(read it from stdin\), --file <path> or --summary alone/);
    const withBody = await runWithOpenStdin(root, ['capture', '-k', 'learning', '-t', 'Body given', '-b', 'Inline body.']);
    assert.equal(withBody.hung, false);
    assert.equal(withBody.code, 0, withBody.stderr);
    const piped = runKontext(root, ['capture', '-k', 'learning', '-t', 'Piped body', '-b', '-'], { input: 'From stdin.\n' });
    assert.equal(piped.code, 0, piped.stderr);
    const id = /^captured inbox:(\S+)$/m.exec(piped.stdout)![1];
    assert.match(runKontext(root, ['inbox', 'show', id]).stdout, /From stdin\./);
    // A refused capture keeps a piped body: it cannot be typed again.
    const refused = runKontext(root, ['capture', '-k', 'learning', '-t', 'x'.repeat(150), '-b', '-'], { input: 'Long thought-out body.\n' });
    assert.equal(refused.code, 1);
    const kept = /^kontext: note: the body read from stdin is kept in (\S+\.md); fix the above and rerun with --file \1$/m.exec(refused.stderr);
    assert.ok(kept, refused.stderr);
    assert.equal(fs.readFileSync(kept![1], 'utf8'), 'Long thought-out body.\n');
    const retry = runKontext(root, ['capture', '-k', 'learning', '-t', 'Short title', '--file', kept![1]]);
    assert.equal(retry.code, 0, retry.stderr);
    fs.rmSync(kept![1]);
    const empty = runKontext(root, ['capture', '-k', 'learning', '-t', 'Empty', '--file', '-'], { input: '' });
    assert.match(empty.stderr, /^kontext: capture: stdin was empty; give the body/);
    const both = runKontext(root, ['capture', '-k', 'learning', '-t', 'Both', '-b', 'x', '--file', 'y.md']);
    assert.match(both.stderr, /^kontext: capture: give the body once/);
    const missing = runKontext(root, ['capture', '-k', 'learning', '-t', 'Missing', '--file', 'nope.md']);
    assert.equal(missing.stderr, 'kontext: capture: --file nope.md: no such file\n');
    // --file is read from the directory the CLI runs in: -C's, as git reads paths after -C.
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'kontext-cwd-'));
    fs.mkdirSync(path.join(root, 'notes'), { recursive: true });
    fs.writeFileSync(path.join(root, 'notes', 'body.md'), 'Body from notes/.\n');
    const fromC = runKontext(elsewhere, ['-C', path.join(root, 'notes'), 'capture', '-k', 'learning', '-t', 'Body via -C', '--file', 'body.md']);
    assert.equal(fromC.code, 0, fromC.stderr);
    assert.match(runKontext(root, ['inbox', 'show', /^captured inbox:(\S+)$/m.exec(fromC.stdout)![1]]).stdout, /Body from notes\/\./);
    fs.rmSync(path.join(root, 'notes'), { recursive: true });
    fs.rmSync(elsewhere, { recursive: true });
  });

  it('why: a path that exists nowhere is an error with near matches; -n bounds the line commits', () => {
    const w = runKontext(root, ['why', 'money.ts']);
    assert.equal(w.code, 1);
    assert.equal(w.stdout, '');
    // On a loaded machine the first index may take long enough to print its progress line first.
    assert.equal(w.stderr.replace(/^kontext: code graph: indexing .*\n/gm, ''), 'kontext: why: money.ts does not exist in the working tree or in history; did you mean src/money.ts?\n');
    const lines = runKontext(root, ['why', 'src/lines.ts:1-5', '-n', '3']);
    assert.equal(lines.code, 0, lines.stderr);
    const block = lines.stdout.split('## Lines 1-5 last changed in\n')[1].split('\n\n')[0].split('\n');
    assert.equal(block.filter((l) => l.includes('<git:')).length, 3);
    assert.match(block[block.length - 1], /^\(\+2 more commits — narrow the line range/);
  });

  it('odd input gets one clear line naming the flag or argument and the fix', () => {
    const cases: [string[], string][] = [
      [['why', '.:1'], 'kontext: why: . is a directory; line ranges need a file\n'],
      [['why', ''], 'kontext: why: give one target, e.g. kontext why src/order.ts:42 (quote a topic of several words)\n'],
      [['log', 'decision'], 'kontext: log: unexpected argument "decision"; the kind goes after -k (kontext log -k decision)\n'],
      [['brief', 'src'], 'kontext: brief: unexpected argument "src"; focus paths and words go after -f (kontext brief -f src)\n'],
      [['reindex', 'now'], 'kontext: reindex: unexpected argument "now"\n'],
      [['mcp', '/some/dir'], 'kontext: mcp takes no arguments (got "/some/dir"); the repository is chosen with kontext -C <dir> mcp\n'],
      [['read', 'inbox:nope'], 'kontext: read: no inbox entry "nope"; list them with kontext inbox\n'],
      [['-C', '/nonexistent-kontext-dir', 'log'], 'kontext: -C /nonexistent-kontext-dir: no such directory; pass the folder of a git repository, or leave -C out to use the current one\n'],
      [['capture', '-k', 'learning', '-t', 'P', '-b', 'x', '--private', '--promote'], 'kontext: capture: --promote: a private note cannot be promoted into the repository; drop --promote or drop --private\n'],
      [['capture', '-k', 'learning', '-t', 'Dir', '--file', 'src'], 'kontext: capture: --file src: is a directory; give a Markdown file\n'],
      [['capture', '-k', 'learning', '-t', 'Far', '-b', 'x', '-p', '../elsewhere/**'], `kontext: capture: -p/--paths: ../elsewhere/** is outside the repository; give paths or globs relative to ${root} (e.g. src/billing/**)\n`],
    ];
    for (const [args, err] of cases) {
      const r = runKontext(root, args);
      assert.equal(r.code, 1, args.join(' '));
      assert.equal(r.stderr, err, args.join(' '));
    }
    assert.match(runKontext(root, ['search', '-x']).stderr, /^kontext: search: unknown option -x; search takes .*; to search for the word -x: kontext search -- -x$/m);
    // A negative number after -n is its value: the range error, as for -n 0 (newcomer4 #16).
    assert.match(runKontext(root, ['why', 'src/money.ts', '-n', '-3']).stderr, /^kontext: why: -n\/--limit: must be between 3 and 40 \(got -3\)$/m);
    assert.match(runKontext(root, ['why', 'src/money.ts', '-n', '-x']).stderr, /^kontext: why: -n needs a value; a value starting with "-" is written --limit=-XYZ or -n-XYZ/);
    assert.match(runKontext(root, ['brief', '--budget', '99999999999999999999']).stderr, /^kontext: brief: --budget: must be between 1 and 9007199254740991/);
    // Nothing mentions it either: exit 1 after the note and what was tried (newcomer finding 3).
    const hex = runKontext(root, ['why', '1234567']);
    assert.equal(hex.code, 1, hex.stderr);
    assert.match(hex.stdout, /^# Why: 1234567\n\n\(no commit 1234567 in this repository/);
    assert.match(hex.stdout, /^Nothing found for 1234567: /m);
  });

  it('an invalid kontext.toml is named with its line and column', () => {
    const bad = makeRepo('cli-bad-toml');
    bad.write('.ai/kontext.toml', '[project]\nname = "x"\n[store\n');
    const r = runKontext(bad.root, ['log']);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /^kontext: log: invalid TOML in \S+\/\.ai\/kontext\.toml:3:\d+: /);
  });

  it('read prints no secret value and says how many were redacted', () => {
    const r = runKontext(root, ['read', 'app.cfg']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, 'aws [redacted:aws-access-key]\n\n(1 secret value(s) redacted)\n');
  });
});
