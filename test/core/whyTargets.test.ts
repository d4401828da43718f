/**
 * `why` target rules (SPEC §6.8) a newcomer tripped over: a path that does
 * not exist is an error with near matches (never a topic search), a word is
 * still a topic, a symbol asked while the code graph indexes says so, and
 * the per-section limit also bounds the blamed line commits.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { makeRepo, type TestRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { KontextError } from '../../server/src/core/errors';
import { why, setSymbolLocator } from '../../server/src/core/why';
import { blameIdle, clearBlameCache } from '../../server/src/core/blame';
import { looksLikePath, nearPaths } from '../../server/src/core/pathSuggest';
import { editDistance } from '../../server/src/core/suggest';
import { brief } from '../../server/src/core/brief';

describe('core/why target rules', () => {
  let t: TestRepo;
  let repo: Repo;

  before(async () => {
    t = makeRepo('why-targets');
    t.commit('add the cart', {
      'README.md': '# Shop\n\nThe cart keeps totals in integer cents.\n',
      'src/cart/total.ts': 'export const a = 1;\n',
      'docs/notes.txt': 'caching notes\n',
      'gone.md': '# Gone\n',
      'docs/my notes.md': '# Notes\n\nWhy we round.\n',
    });
    t.git('rm', '-q', 'gone.md');
    t.commit('remove gone.md');
    t.commit('add the old tools', { 'old/tool.md': '# Tool\n\nIt sharpens.\n', 'old/kit.md': '# Kit\n' });
    t.git('mv', 'old', 'tools');
    t.commit('move old/ to tools/');
    // Five lines, each last changed by its own commit.
    for (let i = 1; i <= 5; i++) {
      const lines = Array.from({ length: 5 }, (_, j) => (j < i ? `export const l${j + 1} = ${j + 1}; // v${Math.min(i, j + 1)}` : `export const l${j + 1} = 0;`));
      t.commit(`edit line ${i}`, { 'src/lines.ts': lines.join('\n') + '\n' }, `2024-01-0${i}T10:00:00Z`);
    }
    repo = await Repo.open(t.root);
  });
  afterEach(async () => {
    setSymbolLocator(null);
    await blameIdle();
    clearBlameCache();
  });

  it('refuses a path-like target that exists nowhere, naming the nearest paths', async () => {
    await assert.rejects(why(repo, 'total.ts'), (e: Error) => {
      assert.ok(KontextError.is(e, 'not-found'));
      assert.match(e.message, /^target: total\.ts does not exist in the working tree or in history; did you mean src\/cart\/total\.ts\?/);
      return true;
    });
    await assert.rejects(why(repo, 'src/cart/totl.ts'), /did you mean src\/cart\/total\.ts/);
    await assert.rejects(why(repo, 'src/crt/'), /src\/crt does not exist .*did you mean src\/cart\/\?/);
    await assert.rejects(why(repo, 'docs/notes.tx'), /did you mean docs\/notes\.txt/);
    await assert.rejects(why(repo, 'nope.ts'), / target: nope\.ts does not exist in the working tree or in history; pass a path of this repository/);
    await assert.rejects(why(repo, 'src/nothing.ts:3'), /src\/nothing\.ts does not exist/);
  });

  it('answers a file whose name holds spaces as a path, words with spaces as a topic', async () => {
    assert.match(await why(repo, 'docs/my notes.md'), /^# Why: docs\/my notes\.md\n\n## History/);
    assert.match(await why(repo, 'docs/my notes.md:3'), /## Line 3 last changed in\n- .*add the cart/);
    assert.match(await why(repo, 'my notes about rounding'), /^# Why: my notes about rounding\n\n## Knowledge and history\n/);
  });

  it('still answers words, dotted symbols and deleted paths', async () => {
    // A word nothing mentions is still a topic (no path error): it says what was tried (newcomer finding 3).
    assert.match(await why(repo, 'caching'), /^# Why: caching\n\nNothing found for caching: not a file or directory here or in history, not a git revision, and no knowledge entry, doc or commit message mentions it\.$/);
    assert.match(await why(repo, 'cart'), /^# Why: cart\n\n## Knowledge and history\n1\. /);
    assert.match(await why(repo, 'Cart.total'), /^# Why: Cart\.total\n\n## Knowledge and history\n/);
    const gone = await why(repo, 'gone.md');
    assert.match(gone, /^# Why: gone\.md \(deleted in [0-9a-f]{7,} of \d{4}-\d\d-\d\d, "remove gone\.md"\)\n/);
    assert.match(gone, /remove gone\.md/);
  });

  it('says how a path left the working tree, and points at that change instead of inviting a capture (newcomer 25 #12)', async () => {
    const sha = t.git('log', '-n', '1', '--format=%h', '--', 'gone.md');
    const gone = await why(repo, 'gone.md');
    assert.match(gone, new RegExp(`\\nNothing recorded covers gone\\.md, which is no longer in the working tree; for the change that removed it: ctx_why target="${sha}"\\.$`));
    assert.doesNotMatch(gone, /capture it/);
    // Renamed, as a file or as its folder: the new path and the move.
    const moved = t.git('log', '-n', '1', '--format=%h', '--', 'old/tool.md');
    const file = await why(repo, 'old/tool.md');
    assert.match(file, new RegExp(`^# Why: old/tool\\.md \\(renamed to tools/tool\\.md in ${moved} of \\d{4}-\\d\\d-\\d\\d, "move old/ to tools/"\\)\\n`));
    assert.match(file, new RegExp(`for its new path: ctx_why target="tools/tool\\.md", and for the move: ctx_why target="${moved}"\\.$`));
    assert.match(await why(repo, 'old/tool.md:3'), /^# Why: old\/tool\.md:3 \(renamed to tools\/tool\.md in /);
    assert.match(await why(repo, 'old/'), /^# Why: old\/ \(renamed to tools in /);
    // Deleted in the working tree only: said so, with nothing to ask of a commit.
    fs.rmSync(`${t.root}/README.md`);
    try {
      const wt = await why(repo, 'README.md');
      assert.match(wt, /^# Why: README\.md \(deleted in the working tree; not committed\)\n/);
      assert.match(wt, /\nNothing recorded covers README\.md, which is deleted in the working tree \(not committed\)\.$/);
    } finally {
      t.git('checkout', '-q', 'README.md');
    }
  });

  it('says so when the code graph is still indexing, and answers from knowledge and history', async () => {
    setSymbolLocator(async () => {
      throw new KontextError('busy', 'code graph is indexing (3/10 files); retry');
    });
    const text = await why(repo, 'cartTotal');
    assert.match(
      text,
      /^# Why: cartTotal\n\n\(code graph is still indexing \(3\/10 files\); answered from knowledge and history — ask again shortly for the definition of cartTotal \(or build the graph now: kontext graph index\)\)\n\n## Knowledge and history\n/,
    );
    // Any other locator failure is not hidden behind a topic answer.
    setSymbolLocator(async () => {
      throw new Error('grammar failed to load');
    });
    await assert.rejects(why(repo, 'cartTotal'), /grammar failed to load/);
  });

  it('applies the limit to the line commits of path:line-range', async () => {
    const section = (text: string) => {
      const lines = text.split('\n');
      const at = lines.findIndex((l) => /^## Lines? /.test(l));
      const end = lines.findIndex((l, i) => i > at && l === '');
      return lines.slice(at + 1, end);
    };
    const three = section(await why(repo, 'src/lines.ts:1-5', { limit: 3 }));
    assert.equal(three.filter((l) => l.includes('<git:')).length, 3);
    assert.equal(three[three.length - 1], '(+2 more commits — narrow the line range or raise the limit)');
    const all = section(await why(repo, 'src/lines.ts:1-5', { limit: 12 }));
    assert.equal(all.filter((l) => l.includes('<git:')).length, 5);
  });

  it('a symbol\'s cut line commits name the call with a higher limit, not a line range nobody typed', async () => {
    const section = (text: string) => {
      const lines = text.split('\n');
      const at = lines.findIndex((l) => /^## Lines? /.test(l));
      return lines.slice(at + 1, lines.findIndex((l, i) => i > at && l === ''));
    };
    setSymbolLocator(async (_r, name) => (name === 'allLines' ? [{ name, kind: 'const', path: 'src/lines.ts', line: 1, endLine: 5 }] : []));
    const three = section(await why(repo, 'allLines', { limit: 3 }));
    assert.equal(three.filter((l) => l.includes('<git:')).length, 3);
    assert.match(three[three.length - 1], /^\(\+2 more commits — raise the limit: .*allLines.*8/);
    assert.doesNotMatch(three.join('\n'), /narrow the line range/);
  });
});

describe('core/pathSuggest', () => {
  it('tells paths from words', () => {
    const files = ['src/a.vue', 'data/x.parquet'];
    for (const p of ['a.ts', 'src/x', './x', 'x.parquet', 'README.md']) assert.ok(looksLikePath(p, files), p);
    for (const w of ['caching', 'Cart.total', 'orderTotal', 'A::b', 'os.path']) assert.ok(!looksLikePath(w, files), w);
  });

  it('ranks near paths: same name, same stem, then typos; at most five', () => {
    const files = ['src/cart/total.ts', 'src/cart/total.test.ts', 'lib/total.js', 'src/cart/totals.ts', 'docs/x.md'];
    assert.deepEqual(nearPaths('total.ts', files), ['src/cart/total.ts', 'lib/total.js', 'src/cart/totals.ts']);
    assert.deepEqual(nearPaths('zzz.ts', files), []);
    assert.equal(editDistance('kitten', 'sitting', 5), 3);
    assert.equal(editDistance('abc', 'abcdefgh', 2), 3);
  });
});

describe('brief: focus that looks like a path but is none', () => {
  it('is read as words and noted under State', async () => {
    const t = makeRepo('brief-focus');
    t.commit('init', { '.ai/kontext.toml': '[project]\nname = "shop"\n', 'src/cart.ts': 'export {};\n' });
    const repo = await Repo.open(t.root);
    const text = await brief(repo, { focus: ['src/crt.ts', 'src/cart.ts', 'rounding'] });
    assert.match(text, /\n- note: focus src\/crt\.ts is not a path of this repository \(read as words\); check the spelling\n/);
    assert.doesNotMatch(text, /focus src\/cart\.ts is not/);
    assert.doesNotMatch(text, /focus rounding is not/);
  });
});
