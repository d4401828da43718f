/**
 * The TextMate injection grammars in syntaxes/ (issue 4): `kx:` references and
 * kontext trailers are scoped in commit messages and Markdown, tokenized with
 * vscode-textmate + vscode-oniguruma (the editor's own engine), injected into
 * small host grammars the way package.json `injectTo` asks.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as oniguruma from 'vscode-oniguruma';
import * as textmate from 'vscode-textmate';

const ROOT = path.resolve(__dirname, '..', '..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const grammars: { scopeName: string; path: string; injectTo: string[] }[] = pkg.contributes.grammars;

/** Minimal hosts: a commit message with `#` comments, Markdown with fenced code. */
const HOSTS: Record<string, object> = {
  'text.git-commit': { scopeName: 'text.git-commit', patterns: [{ match: '^#.*$', name: 'comment.line.number-sign.git-commit' }] },
  'text.html.markdown': {
    scopeName: 'text.html.markdown',
    patterns: [{ begin: '^```', end: '^```', name: 'markup.fenced_code.block.markdown' }],
  },
};

let registry: textmate.Registry;

before(async () => {
  const wasm = fs.readFileSync(path.join(ROOT, 'node_modules', 'vscode-oniguruma', 'release', 'onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  registry = new textmate.Registry({
    onigLib: Promise.resolve({ createOnigScanner: (s) => new oniguruma.OnigScanner(s), createOnigString: (s) => new oniguruma.OnigString(s) }),
    loadGrammar: async (scope) => {
      if (HOSTS[scope]) return textmate.parseRawGrammar(JSON.stringify(HOSTS[scope]), `${scope}.json`);
      const g = grammars.find((x) => x.scopeName === scope);
      return g ? textmate.parseRawGrammar(fs.readFileSync(path.join(ROOT, g.path), 'utf8'), g.path) : null;
    },
    getInjections: (scope) => grammars.filter((g) => g.injectTo.includes(scope)).map((g) => g.scopeName),
  });
});

/** Scopes of the token covering `needle` in `line` tokenized as `host` (after `before` lines). */
async function scopesAt(host: string, lines: string[], lineNo: number, needle: string): Promise<string[]> {
  const g = (await registry.loadGrammar(host))!;
  let stack = textmate.INITIAL;
  for (let i = 0; i < lines.length; i++) {
    const r = g.tokenizeLine(lines[i], stack);
    stack = r.ruleStack;
    if (i === lineNo) {
      const at = lines[i].indexOf(needle);
      const tok = r.tokens.find((t) => t.startIndex <= at && at < t.endIndex)!;
      return tok.scopes;
    }
  }
  throw new Error('line not found');
}

describe('TextMate grammars for kontext references and trailers', () => {
  it('every contributed grammar file exists and injects into Markdown and commit messages', () => {
    for (const g of grammars) {
      assert.ok(fs.existsSync(path.join(ROOT, g.path)), g.path);
      assert.deepEqual([...g.injectTo].sort(), ['text.git-commit', 'text.html.markdown']);
    }
  });

  it('scopes a trailer key and id in a commit message', async () => {
    const msg = ['Switch to integer cents', '', 'Decision: 2026-01-10-prices-are-integer-cents'];
    assert.ok((await scopesAt('text.git-commit', msg, 2, 'Decision')).includes('keyword.other.kontext-trailer.key.kontext'));
    assert.ok((await scopesAt('text.git-commit', msg, 2, '2026-01-10')).includes('entity.name.tag.kontext-trailer.id.kontext'));
  });

  it('does not scope trailers inside commit-message comments', async () => {
    const scopes = await scopesAt('text.git-commit', ['# Decision: x'], 0, 'Decision');
    assert.ok(!scopes.some((s) => s.includes('kontext')), scopes.join(' '));
  });

  it('scopes kx:, inbox: and git: references in Markdown prose', async () => {
    const md = ['See kx:2026-01-10-prices-are-integer-cents, inbox:2026-11-30-note and git:1a2b3c4d.'];
    assert.ok((await scopesAt('text.html.markdown', md, 0, '2026-01-10')).includes('entity.name.tag.kontext-ref.id.kontext'));
    assert.ok((await scopesAt('text.html.markdown', md, 0, 'kx')).includes('keyword.other.kontext-ref.scheme.kontext'));
    assert.ok((await scopesAt('text.html.markdown', md, 0, '2026-11-30-note')).includes('entity.name.tag.kontext-ref.id.kontext'));
    assert.ok((await scopesAt('text.html.markdown', md, 0, '1a2b3c4d')).includes('constant.numeric.kontext-ref.sha.kontext'));
  });

  it('leaves references in fenced code alone and does not match inside words', async () => {
    const md = ['```', 'kx:inside-code', '```', 'mykx:notaref'];
    assert.ok(!(await scopesAt('text.html.markdown', md, 1, 'inside')).some((s) => s.includes('kontext')));
    assert.ok(!(await scopesAt('text.html.markdown', md, 3, 'notaref')).some((s) => s.includes('kontext')));
  });
});
