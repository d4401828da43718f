/**
 * The extension manifest agrees with the code: every contributed command is
 * registered by the extension (or is a view's generated command), every chat
 * tool has a contribution, and each contribution's parameters are the
 * registry tool's (same names, same required ones), so chat, MCP and the CLI
 * take the same arguments.
 */
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CHAT_TOOLS } from '../../extension/src/chatToolSpecs';
import { buildRegistry } from '../../server/src/tools/index';
import { toolSchemas } from '../../server/src/tools/toolArgs';

const ROOT = path.resolve(__dirname, '..', '..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const source = fs
  .readdirSync(path.join(ROOT, 'extension', 'src'))
  .map((f) => fs.readFileSync(path.join(ROOT, 'extension', 'src', f), 'utf8'))
  .join('\n');

describe('extension manifest', () => {
  it('registers every contributed command', () => {
    const registered = new Set([...source.matchAll(/registerCommand\(\s*[`'"]([^`'"]+)[`'"]/g)].map((m) => m[1]));
    for (const kind of ['Decision', 'Convention', 'Learning', 'Incident']) registered.add(`kontext.capture${kind}`);
    const missing = pkg.contributes.commands.map((c: { command: string }) => c.command).filter((c: string) => !registered.has(c));
    assert.deepEqual(missing, []);
  });

  it('contributes exactly the chat tools the extension registers', () => {
    assert.deepEqual(pkg.contributes.languageModelTools.map((t: { name: string }) => t.name), CHAT_TOOLS.map((t) => t.name));
    for (const t of pkg.contributes.languageModelTools) {
      assert.ok(t.toolReferenceName && t.canBeReferencedInPrompt, `${t.name} can be referenced in a prompt`);
      assert.match(t.when, /kontext\.chatTools\.mode/, `${t.name} follows kontext.chatTools.mode`);
    }
  });

  it('gives each built chat tool the parameters of its registry tool', () => {
    const registry = buildRegistry();
    for (const spec of CHAT_TOOLS) {
      const def = registry.get(spec.tool);
      // A chat tool is contributed only when its registry tool is built (no tool without an implementation).
      assert.ok(def, `${spec.name} runs ${spec.tool}, which the registry does not have`);
      const want = toolSchemas(def).input;
      const got = pkg.contributes.languageModelTools.find((t: { name: string }) => t.name === spec.name).inputSchema;
      assert.deepEqual(Object.keys(got.properties).sort(), Object.keys(want.properties ?? {}).sort(), `${spec.name} properties`);
      assert.deepEqual([...(got.required ?? [])].sort(), [...(want.required ?? [])].sort(), `${spec.name} required`);
      assert.equal(got.additionalProperties, false, `${spec.name} rejects unknown fields`);
    }
  });
});
