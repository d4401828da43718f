/**
 * No tool answer carries a raw secret (SPEC §9.2 applied at the registry's one
 * output step): the core texts of brief, log (text and rows) and why (a path,
 * a commit, a file whose last commit message holds a token) on a real
 * repository, returned by tools of a real Registry. (The ctx_* tools load
 * their core lazily, which this unit loader cannot; test/cli/cliSecretsOut
 * and test/mcp/secretsOut run the real tools in the built bundle.)
 * `secrets.allow` lines stay as they are, and a clip never leaves half a
 * secret behind.
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { silentLogger } from '../../server/src/core/logger';
import { clip } from '../../server/src/core/text';
import { redactSecrets } from '../../server/src/core/secrets';
import { z } from 'zod';
import { Registry, defineTool, type ToolResult } from '../../server/src/tools/registry';
import { brief } from '../../server/src/core/brief';
import { decisionLog } from '../../server/src/core/decisionLog';
import { why } from '../../server/src/core/why';
import { readUri } from '../../server/src/core/read';

/** A tool per core text, the way the ctx_* tools return them. */
const tools = [
  defineTool({ name: 't_brief', title: 'brief', description: 'brief', annotations: {}, input: z.strictObject({}), run: async (_a, c) => ({ text: await brief(c.repo, {}) }) }),
  defineTool({
    name: 't_log',
    title: 'log',
    description: 'log',
    annotations: {},
    input: z.strictObject({ kind: z.string().default('decision'), all: z.boolean().default(false) }),
    run: async (a, c) => {
      const r = await decisionLog(c.repo, { kind: a.kind, all: a.all, limit: 40 });
      return { text: r.text, structured: { rows: r.rows } };
    },
  }),
  defineTool({ name: 't_why', title: 'why', description: 'why', annotations: {}, input: z.strictObject({ target: z.string() }), run: async (a, c) => ({ text: await why(c.repo, a.target) }) }),
  defineTool({ name: 't_read', title: 'read', description: 'read', annotations: {}, input: z.strictObject({ uri: z.string() }), run: async (a, c) => ({ text: await readUri(c.repo, a.uri, 2) }) }),
];

const AWS = 'AKIAIOSFODNN7EXAMPLE';
const GHP = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';

function raw(r: ToolResult): string {
  return `${r.text}\n${JSON.stringify(r.structured ?? {})}`;
}

describe('secrets never leave through a tool answer (registry output step)', function () {
  this.timeout(60_000);
  let repo: Repo;
  let head: string;
  const registry = new Registry(tools);
  const call = (name: string, args: Record<string, unknown>) => registry.call(name, args, { repo, log: silentLogger, origin: 'agent' });

  before(async () => {
    const t = makeRepo('out-secrets');
    t.commit('set up', {
      '.ai/kontext.toml': '[project]\nname = "shop"\n[secrets]\nallow = ["demo fixture"]\n',
      'src/cart.ts': 'export const total = 1;\n',
      '.ai/learnings/2026-09-28-aws-keys.md':
        `---\nid: 2026-09-28-aws-keys\nkind: learning\ntitle: Keys in CI\ndate: 2026-09-28\npaths: [src/cart.ts]\n---\n\nAWS key ${AWS} and ${GHP}\n`,
      '.ai/decisions/2026-09-29-demo.md':
        `---\nid: 2026-09-29-demo\nkind: decision\ntitle: Demo fixture key\nstatus: accepted\ndate: 2026-09-29\nsummary: demo fixture ${AWS} stays visible\n---\n\nBody.\n`,
    });
    head = t.commit(`ci: set token ${GHP}`, { 'a.txt': 'a\n' });
    repo = await Repo.open(t.root);
  });

  it('brief, log (text and rows) and why redact entries and commit messages, with a count', async () => {
    const answers: [string, ToolResult][] = [
      ['brief', await call('t_brief', {})],
      ['log all learnings', await call('t_log', { kind: 'learning', all: true })],
      ['why src/cart.ts', await call('t_why', { target: 'src/cart.ts' })],
      ['why <commit>', await call('t_why', { target: head })],
      ['why a.txt', await call('t_why', { target: 'a.txt' })],
    ];
    for (const [what, r] of answers) {
      assert.equal(r.isError, undefined, `${what}: ${r.text}`);
      assert.ok(!raw(r).includes(GHP), `${what} leaks the token:\n${raw(r)}`);
      assert.ok(!raw(r).replace(/demo fixture AKIA\w+/g, '').includes(AWS), `${what} leaks the key:\n${raw(r)}`);
      assert.match(r.text, /\[redacted:github-token\]/, what);
      assert.match(r.text, /\n\n\(\d+ secret value\(s\) redacted\)$/, what);
    }
    const log = answers[1][1];
    const rows = (log.structured as { rows: { summary: string }[] }).rows;
    assert.equal(rows[0].summary, 'AWS key [redacted:aws-access-key] and [redacted:github-token]');
  });

  it('lines the team allowed (secrets.allow) are shown unchanged', async () => {
    const r = await call('t_log', {});
    assert.match(r.text, new RegExp(`demo fixture ${AWS} stays visible`));
    assert.doesNotMatch(r.text, /redacted/);
  });

  it('read and search, which redact themselves, are not counted twice', async () => {
    const r = await call('t_read', { uri: 'kx:2026-09-28-aws-keys' });
    assert.equal((r.text.match(/secret value\(s\) redacted/g) ?? []).length, 1, r.text);
  });

  it('a clip never cuts a secret in half: it ends before the value, which stays unreadable', () => {
    const s = `Rotate the key ${GHP} every week`;
    for (let max = 16; max < s.length; max++) {
      const c = clip(s, max);
      const shown = redactSecrets(c).text;
      assert.ok(!shown.includes('ghp_abc'), `max ${max}: ${shown}`);
    }
    assert.equal(clip(s, 20), 'Rotate the key …');
    assert.equal(clip('a plain sentence that is long', 10), 'a plain s…');
  });
});
