/**
 * newcomer3's small findings, on the built CLI in real temp repositories:
 * prepare-commit's exit code and trailers when checks fail (#9), `read` of
 * inbox ids (#11, #12), hint texts (#13, #16, #17) and `search -s` (#5).
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { runKontext } from '../helpers/mcpProcess';

const DECISION = (id: string, extra = '') =>
  `---\nid: ${id}\ntitle: ${id} title\nstatus: accepted\ndate: 2026-11-30\n---\n\n## Decision\n\nWe do ${id}.${extra}\n`;

describe('cli: newcomer3 fixes (built bundle)', function () {
  this.timeout(180_000);

  it('prepare-commit exits 1 when its checks report an error, prints the report, and gives no trailer for the failing entry', () => {
    const repo = makeRepo('nc3-prep');
    repo.commit('store', { '.ai/kontext.toml': '[project]\nname = "nc3"\n', 'src/a.ts': 'export const a = 1;\n' });
    repo.write('.ai/decisions/good.md', DECISION('good'));
    repo.write('.ai/decisions/bad.md', DECISION('bad', '\n\nkey AKIAABCDEFGHIJKLMNOP\n'));
    repo.git('add', '-A');
    const r = runKontext(repo.root, ['prepare-commit']);
    assert.equal(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stdout, /^# Prepare commit/);
    assert.match(r.stdout, /error: \.ai\/decisions\/bad\.md:\d+: possible secret \(aws-access-key\)/);
    assert.match(r.stdout, /^ {4}Decision: good$/m);
    assert.doesNotMatch(r.stdout, /^ {4}Decision: bad$/m);
    assert.match(r.stdout, /\(none for bad until the check errors above are fixed\)/);
    // Fixed: exit 0 and both trailers.
    repo.write('.ai/decisions/bad.md', DECISION('bad'));
    repo.git('add', '-A');
    const ok = runKontext(repo.root, ['prepare-commit']);
    assert.equal(ok.code, 0, ok.stdout + ok.stderr);
    assert.match(ok.stdout, /^ {4}Decision: bad$/m);
    assert.match(ok.stdout, /^ {4}Decision: good$/m);
  });

  it('read inbox:<id> honours -l (0 one line, 1 overview, 2 the file); a bare inbox id reads like a bare store id', () => {
    const repo = makeRepo('nc3-read');
    repo.commit('store', { '.ai/kontext.toml': '[project]\nname = "nc3"\n', 'src/a.ts': 'export const a = 1;\n' });
    const cap = runKontext(repo.root, ['capture', '-k', 'learning', '-t', 'Lazy renderer', '-b', 'The renderer is created on first use.', '-p', 'src/a.ts']);
    assert.equal(cap.code, 0, cap.stderr);
    const id = /captured inbox:(\S+)/.exec(cap.stdout)![1];
    const l0 = runKontext(repo.root, ['read', `inbox:${id}`, '-l', '0']);
    assert.equal(l0.code, 0, l0.stderr);
    assert.equal(l0.stdout, `Lazy renderer — The renderer is created on first use. [learning · local note] <inbox:${id}>\n`);
    const l1 = runKontext(repo.root, ['read', `inbox:${id}`, '-l', '1']).stdout;
    assert.match(l1, /^# Lazy renderer\nlearning · inbox \(local note, not reviewed\) · \d{4}-\d\d-\d\d\npaths: src\/a\.ts\n\nThe renderer is created on first use\.\n$/);
    assert.doesNotMatch(l1, /^---$/m);
    const l2 = runKontext(repo.root, ['read', `inbox:${id}`]).stdout;
    assert.match(l2, /^---\n[\s\S]*title: Lazy renderer[\s\S]*The renderer is created on first use\./);
    // Bare id (as capture and inbox print it without inbox:), at each level.
    const bare = runKontext(repo.root, ['read', id, '-l', '0']);
    assert.equal(bare.code, 0, bare.stderr);
    assert.equal(bare.stdout, l0.stdout);
    assert.equal(runKontext(repo.root, ['read', id]).stdout, l2);
    const none = runKontext(repo.root, ['read', 'no-such-note']);
    assert.equal(none.code, 1);
    assert.match(none.stderr, /^kontext: read: no file, directory, entry or inbox id "no-such-note" in the repository; find ids with kontext search <words>, kontext log or kontext inbox\n$/);
  });

  it('help is the usage (help <command> that command\'s); init says it is not built and what to do instead', () => {
    const repo = makeRepo('nc3-help');
    const main = runKontext(repo.root, ['help']);
    assert.equal(main.code, 0, main.stderr);
    assert.equal(main.stdout, runKontext(repo.root, ['--help']).stdout);
    assert.match(main.stdout, /^usage: kontext \[-C\|--dir <dir>\] <command>/m);
    const why = runKontext(repo.root, ['help', 'why']);
    assert.equal(why.code, 0);
    assert.equal(why.stdout, runKontext(repo.root, ['why', '--help']).stdout);
    const bad = runKontext(repo.root, ['help', 'wy']);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /^kontext: help: unknown command "wy" \(did you mean why\?\)/);
    const init = runKontext(repo.root, ['init']);
    assert.equal(init.code, 1);
    assert.equal(init.stderr, 'kontext: init is not built yet: to set a repository up, create `.ai/kontext.toml` in the repository\n');
  });

  it('in a repository without a store, people on the CLI get person-facing advice (agents on MCP keep theirs), never kontext init; promote of an unknown id says so', () => {
    const repo = makeRepo('nc3-nostore');
    repo.commit('code', { 'src/a.ts': 'export const a = 1;\n' });
    const cap = runKontext(repo.root, ['capture', '-k', 'learning', '-t', 'A note', '-b', 'Body.']);
    assert.equal(cap.code, 0, cap.stderr);
    const id = /captured inbox:(\S+)/.exec(cap.stdout)![1];
    assert.match(cap.stdout, /note: .*kept private in this clone; to share team knowledge, create `\.ai\/kontext\.toml` in the repository\n/);
    assert.ok(cap.stdout.includes(`note: once the repository has a store, you can still share this note: kontext promote ${id} --share\n`), cap.stdout);
    const prom = runKontext(repo.root, ['promote', id]);
    assert.equal(prom.code, 1);
    assert.equal(
      prom.stderr,
      'kontext: promote: Promotion needs a knowledge store, and this repository is not set up for kontext (no .ai/). ' +
        `To set it up, create \`.ai/kontext.toml\` in the repository; the note stays private in this clone until then; once the store exists, share it with kontext promote ${id} --share.\n`,
    );
    const nope = runKontext(repo.root, ['promote', 'nope']);
    assert.equal(nope.code, 1);
    assert.equal(nope.stderr, 'kontext: promote: no inbox entry "nope"; list them with kontext inbox\n');
    const team = runKontext(repo.root, ['capture', '-k', 'learning', '-t', 'B', '-b', 'x', '--promote']);
    assert.match(team.stderr, /^kontext: capture: --promote needs a knowledge store, .*To set it up, create `\.ai\/kontext\.toml` in the repository; until then capture with --private, which stays in this clone\.\n$/);
    const brief = runKontext(repo.root, ['brief']).stdout;
    assert.match(brief, /To share team knowledge, create `\.ai\/kontext\.toml` in the repository\./);
    const status = runKontext(repo.root, ['status']).stdout;
    assert.match(status, /to set it up, create `\.ai\/kontext\.toml` in the repository/);
    for (const out of [cap.stdout, prom.stderr, team.stderr, brief, status]) {
      assert.doesNotMatch(out, /the user|kontext init/, out);
    }
    // The same call through the tool keeps the agent's wording.
    const viaTool = runKontext(repo.root, ['call', 'kontext_promote', JSON.stringify({ ids: [id] })]);
    assert.match(viaTool.stderr, /Ask the user whether to set it up \(create `\.ai\/kontext\.toml` in the repository\)/);
    assert.doesNotMatch(viaTool.stderr, /kontext init/);
  });

  it('search -s <unknown source> is ignored as it says: the hits are those of a search without -s', () => {
    const repo = makeRepo('nc3-search');
    repo.commit('Hydration mismatch details are off in production', { '.ai/kontext.toml': '[project]\nname = "nc3"\n', 'docs/hydration.md': '# Hydration\n\nHydration mismatch details are off in production builds.\n' });
    const all = runKontext(repo.root, ['search', 'hydration', '--json']);
    assert.equal(all.code, 0, all.stderr);
    const plain = JSON.parse(all.stdout) as { hits: { uri: string }[]; notes: string[] };
    assert.ok(plain.hits.length > 0);
    const r = runKontext(repo.root, ['search', 'hydration', '-s', 'nosuch', '--json']);
    assert.equal(r.code, 0, r.stderr);
    const got = JSON.parse(r.stdout) as { hits: { uri: string }[]; notes: string[] };
    assert.deepEqual(got.hits.map((h) => h.uri), plain.hits.map((h) => h.uri));
    assert.deepEqual(got.notes, ['unknown source nosuch ignored, so it does not filter (sources: local)']);
    assert.match(runKontext(repo.root, ['search', 'hydration', '-s', 'nosuch']).stdout, /^1\. .*Hydration/m);
  });
});
