/**
 * "Next step" hints (core/hints.ts) cannot drift from the front ends: every
 * hint of the catalogue is rendered in the tool form (validated against the
 * real tool's schema), the CLI form (parsed by the real CLI parser and mapped
 * back to the same registry call) and the editor form (naming commands the
 * extension contributes); and no core text names a ctx_* tool except through
 * the catalogue.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { HINTS, isPlaceholder, toolForm, type Hint, type HintValue } from '../../server/src/core/hints';
import { cliForm } from '../../server/src/cli/hintForm';
import { COMMANDS } from '../../server/src/cli/commands';
import type { Values } from '../../server/src/cli/commandSpec';
import { EDITOR_COMMANDS, EDITOR_VIEWS, editorForm } from '../../server/src/lsp/hintForm';
import { buildRegistry } from '../../server/src/tools/index';
import { toolSchemas, validateArgs } from '../../server/src/tools/toolArgs';

const ROOT = path.resolve(__dirname, '..', '..');

/** Sample arguments for every catalogue entry (each entry must have some). */
const SAMPLES: { [K in keyof typeof HINTS]: Parameters<(typeof HINTS)[K]>[] } = {
  brief: [[['<path>']], [['src/cart.ts', 'billing']], [[], '<tokens>'], [['src/'], 4000]],
  search: [['<words>'], ['<words>', ['decision']], ['src/cart.ts'], ['order total']],
  read: [['<uri>', '<0|1|2>'], ['inbox:2026-01-02-x'], ['kx:0007', 0]],
  why: [[], ['<path:line>'], ['<path[:line]>'], ['src/cart.ts:12'], ['render', 40], ['src/cart.ts:12-30']],
  searchCode: [['Cart.total'], ['orderTotal']],
  symbol: [['render'], ['Renderer.render', 50]],
  log: [[], [{ kind: 'incident', all: true }], [{ limit: '<N>' }], [{ kind: 'learning', all: true, limit: '<N>' }]],
  captureTool: [[]],
  capture: [
    [{}],
    [{ kind: '<decision|convention|learning>', paths: ['src/cart.ts'] }],
    [{ kind: 'decision', supersedes: ['<old-id>'], paths: ['<path>'] }],
    [{ kind: 'learning', supersedes: ['2026-01-02-use-floats'] }],
    [{ kind: 'incident', paths: ["docs/it's here.md", 'src/'] }],
  ],
  inbox: [[]],
  inboxTool: [[]],
  promote: [[['<id>']], [['2026-01-02-round-in-cents', '2026-01-03-other']]],
  drop: [[['<id>']], [['2026-01-02-stale']]],
  prepareCommit: [[]],
};

type Schema = Record<string, any>;

/** A concrete value for a placeholder, by the field's JSON Schema type (`<a|b>` → a). */
function concrete(v: HintValue, schema: Schema | undefined): unknown {
  if (Array.isArray(v)) return v.map((x) => concrete(x, schema?.items));
  if (!isPlaceholder(v)) return v;
  const type = schema?.type ?? schema?.anyOf?.find((a: Schema) => a.type && a.type !== 'null')?.type;
  if (type === 'integer' || type === 'number') return Number(String(schema?.enum?.[0] ?? schema?.minimum ?? 3));
  if (schema?.enum) return schema.enum[0];
  const alt = v.slice(1, -1).split('|')[0];
  return /^[\w.-]+$/.test(alt) ? alt : 'sample';
}

function concreteHint(h: Hint): Hint {
  const props: Schema = toolSchemas(buildRegistry().get(h.tool)!).input.properties ?? {};
  return { tool: h.tool, args: Object.fromEntries(Object.entries(h.args ?? {}).map(([k, v]) => [k, concrete(v, props[k]) as HintValue])) };
}

/** Splits a rendered command line the way a POSIX shell would for these words (bare and single-quoted). */
function shellSplit(line: string): string[] {
  const words: string[] = [];
  const re = /'((?:[^']|'\\'')*)'|(\S+)/g;
  let m: RegExpExecArray | null;
  let cur = '';
  let last = -1;
  while ((m = re.exec(line))) {
    const piece = m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : m[2];
    if (m.index === last) cur += piece;
    else {
      if (last !== -1) words.push(cur);
      cur = piece;
    }
    last = re.lastIndex;
  }
  if (last !== -1) words.push(cur);
  return words;
}

/** The registry call a CLI line makes, through the real command table (parseArgs strict + toArgs). */
async function parseCli(line: string, complete: boolean): Promise<{ tool: string; args: Record<string, unknown> | null }> {
  const [bin, name, ...rest] = shellSplit(line);
  assert.equal(bin, 'kontext', line);
  const spec = COMMANDS.find((c) => c.name === name);
  assert.ok(spec, `${line}: no command ${name}`);
  const { values, positionals } = parseArgs({ args: rest, options: { ...spec.options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  if (!complete) return { tool: spec.tool, args: null };
  return { tool: spec.tool, args: await spec.toArgs(values as Values, positionals) };
}

/** True when the hint names every argument its tool requires. */
function isComplete(h: Hint): boolean {
  const required: string[] = toolSchemas(buildRegistry().get(h.tool)!).input.required ?? [];
  return required.every((k) => h.args && k in h.args);
}

function validated(tool: string, args: Record<string, unknown>): Record<string, unknown> {
  const v = validateArgs(buildRegistry().get(tool)!, args);
  assert.ok(v.ok, `${tool} ${JSON.stringify(args)}: ${v.ok ? '' : v.message}`);
  return v.args;
}

function allSamples(): { name: string; hint: Hint }[] {
  const out: { name: string; hint: Hint }[] = [];
  for (const [name, samples] of Object.entries(SAMPLES)) {
    for (const a of samples as unknown[][]) out.push({ name, hint: (HINTS as Record<string, (...x: unknown[]) => Hint>)[name](...a) });
  }
  return out;
}

describe('core/hints: every hint in every front end form', function () {
  this.timeout(30_000);

  it('has samples for every catalogue entry', () => {
    assert.deepEqual(Object.keys(SAMPLES).sort(), Object.keys(HINTS).sort());
  });

  it('tool form: an agent-visible tool with arguments its schema accepts', () => {
    const registry = buildRegistry();
    for (const { name, hint } of allSamples()) {
      const def = registry.get(hint.tool);
      assert.ok(def && !def.internal, `${name}: ${hint.tool} is not an agent tool`);
      const c = concreteHint(hint);
      const parsed = def.input.partial().safeParse(c.args ?? {});
      assert.ok(parsed.success, `${name} ${JSON.stringify(c.args)}: ${parsed.success ? '' : parsed.error.message}`);
      const text = toolForm(hint);
      assert.ok(text.startsWith(hint.tool), text);
      for (const k of Object.keys(hint.args ?? {})) assert.match(text, new RegExp(` ${k}=`), text);
    }
    assert.equal(toolForm(HINTS.promote(['a-b'])), 'ctx_prepare_commit promote=["a-b"]');
    assert.equal(toolForm(HINTS.search('<words>', ['decision'])), 'ctx_search query=<words> kinds=["decision"]');
  });

  it('CLI form: parsed by the real CLI parser into the same registry call', async () => {
    for (const { name, hint } of allSamples()) {
      const c = concreteHint(hint);
      const line = cliForm(c);
      const complete = isComplete(hint);
      const got = await parseCli(line, complete);
      const a = c.args ?? {};
      if (got.tool === hint.tool) {
        if (!got.args) continue;
        const want = validated(hint.tool, a);
        const have = validated(got.tool, got.args);
        for (const k of Object.keys(a)) assert.deepEqual(have[k], want[k], `${name}: ${line} → ${k}`);
      } else if (hint.tool === 'ctx_prepare_commit' && got.tool === 'kontext_promote') {
        assert.deepEqual(got.args, { ids: a.promote, stage: true }, line);
      } else if (hint.tool === 'ctx_prepare_commit' && got.tool === 'ctx_inbox') {
        assert.deepEqual(got.args, { action: 'drop', ids: a.drop }, line);
      } else {
        assert.fail(`${name}: ${line} runs ${got.tool}, the hint ${hint.tool}`);
      }
    }
    // Placeholders stay readable, values are quoted for the shell.
    assert.equal(cliForm(HINTS.search('<words>')), 'kontext search <words>');
    assert.equal(cliForm(HINTS.search('<words>', ['decision'])), 'kontext search <words> -k decision');
    assert.equal(cliForm(HINTS.read('<uri>', '<0|1|2>')), 'kontext read <uri> -l <0|1|2>');
    assert.equal(cliForm(HINTS.promote(['2026-01-02-x'])), 'kontext promote 2026-01-02-x');
    assert.equal(cliForm(HINTS.drop(['<id>'])), 'kontext inbox drop <id>');
    assert.equal(cliForm(HINTS.inbox()), 'kontext inbox');
    assert.equal(cliForm(HINTS.log({ kind: 'incident', all: true })), 'kontext log -k incident --all');
    assert.equal(
      cliForm(HINTS.capture({ kind: 'decision', supersedes: ['<old-id>'], paths: ['<path>'] })),
      'kontext capture -k decision -t <title> -b <body> --supersedes <old-id> -p <path>',
    );
    assert.equal(cliForm(HINTS.search('order total')), "kontext search 'order total'");
  });

  it('editor form: palette commands and views the extension contributes, else the tool form', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const commands = new Map<string, { title: string; category?: string }>(manifest.contributes.commands.map((c: { command: string; title: string; category?: string }) => [c.command, c]));
    for (const [id, title] of Object.entries(EDITOR_COMMANDS)) {
      assert.equal(commands.get(id)?.title, title, id);
      assert.equal(commands.get(id)?.category, 'kontext', id);
    }
    assert.ok(manifest.contributes.views.kontext.some((v: { id: string; name: string }) => v.id === 'kontext.inbox' && `kontext ${v.name} view` === EDITOR_VIEWS.inbox));
    for (const { hint } of allSamples()) assert.ok(editorForm(hint).length > 0);
    assert.equal(editorForm(HINTS.search('<words>')), '"kontext: Search Team Knowledge…"');
    assert.equal(editorForm(HINTS.promote(['x'])), '"Promote and Stage" in the kontext Inbox view');
    assert.equal(editorForm(HINTS.log()), 'ctx_log');
  });

  it('no core text names a ctx_* tool except through the catalogue', () => {
    // The store index README (indexFile.ts) is a committed file addressed to agents by tool name.
    const allowed = new Set(['hints.ts', path.join('store', 'indexFile.ts')]);
    const dir = path.join(ROOT, 'server', 'src', 'core');
    const offenders: string[] = [];
    const walk = (d: string) => {
      for (const f of fs.readdirSync(d, { withFileTypes: true })) {
        const p = path.join(d, f.name);
        if (f.isDirectory()) walk(p);
        else if (f.name.endsWith('.ts') && !allowed.has(path.relative(dir, p))) {
          const code = fs.readFileSync(p, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
          for (const m of code.matchAll(/\bctx_[a-z_]+/g)) offenders.push(`${path.relative(dir, p)}: ${m[0]}`);
        }
      }
    };
    walk(dir);
    assert.deepEqual(offenders, []);
  });
});
