/**
 * The real-editor checks: run inside the editor (code-server or VS Code via
 * @vscode/test-electron) against the packaged kontext extension and the
 * fixture repository (test/editor/fixture.ts) open as the workspace. Each
 * check asserts through the editor's own API — executeHoverProvider,
 * prepareCallHierarchy/provideIncomingCalls, code lenses, diagnostics,
 * commands, the views' state, the MCP definitions (spawned for real) and the
 * chat tools — and records the outcome for the mocha side.
 */
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { CHAT_TOOLS } from '../../../extension/src/chatToolSpecs';
import type { KontextApi } from '../../../extension/src/extension';
import { Results, expect, phase, until } from './harness';

function hoverText(hovers: vscode.Hover[] | undefined): string {
  return (hovers ?? [])
    .flatMap((h) => h.contents)
    .map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : ''))
    .join('\n');
}

function kontextHover(hovers: vscode.Hover[] | undefined): string {
  return hoverText(hovers).split('\n---\n').filter((t) => t.includes('kontext')).join('\n');
}

/** Runs every check and writes the results to `out`; screenshots handshake through `shotDir` when set. */
export async function runChecks(out: string, shotDir?: string): Promise<void> {
  const r = new Results(out);
  const folder = vscode.workspace.workspaceFolders?.[0];
  r.info('vscodeVersion', vscode.version);
  if (!folder) {
    await r.check('workspace', async () => expect(false, 'no workspace folder open'));
    return r.finish();
  }
  const root = folder.uri.fsPath;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const file = (rel: string) => vscode.Uri.file(path.join(root, rel));
  const sha = (subject: string) => git('log', '--format=%h', '--fixed-strings', `--grep=${subject}`, '-n', '1');
  let api: KontextApi | undefined;

  await r.check('activation', async () => {
    const ext = await until('kontext extension', () => vscode.extensions.getExtension<KontextApi>('kontext.kontext'));
    api = ext.isActive ? ext.exports : await ext.activate();
    r.info('activationMs', api.activationMs);
    r.info('loadMs', api.loadMs);
    r.info('extensionVersion', ext.packageJSON.version);
    return `activated in ${api.activationMs.toFixed(1)} ms (bundle load ${api.loadMs.toFixed(1)} ms)`;
  });
  if (!api) return r.finish();
  const k = api;

  await r.check('server-ready', async () => {
    const t0 = Date.now();
    await k.ready();
    const s = await until('kontext/status ready', () => k.status().params?.state === 'ready' && k.status());
    return `server up in ${Date.now() - t0} ms; status bar "${s.text}"`;
  });

  const money = await vscode.workspace.openTextDocument(file('src/pricing/money.py'));
  await vscode.window.showTextDocument(money);
  const line = (doc: vscode.TextDocument, text: string) => {
    const i = doc.getText().split('\n').findIndex((l) => l.includes(text));
    if (i < 0) throw new Error(`no line containing ${text}`);
    return i;
  };

  await r.check('hover-why', async () => {
    const pos = new vscode.Position(line(money, 'return round(amount * 100)'), 8);
    const text = await until('kontext hover', async () => kontextHover(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', money.uri, pos)));
    for (const want of [sha('Switch to integer cents'), 'Switch to integer cents instead of floats', 'Ada Tester', 'Prices are integer cents', 'Money helpers are pure', 'src/pricing', 'Prices, tax and cart totals']) {
      expect(text.includes(want), `hover lacks "${want}"`, text);
    }
    return text;
  });

  await r.check('hover-renamed-file-keeps-history', async () => {
    const pos = new vscode.Position(line(money, 'def add_tax'), 4);
    const text = kontextHover(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', money.uri, pos));
    expect(text.includes(sha('Add money helpers')) && text.includes('Add money helpers'), 'line unchanged since before the rename should show the first commit', text);
    expect(text.includes('amounts.py'), 'hover should name the file as it was then', text);
    return text;
  });

  await r.check('hover-follows-unsaved-buffer', async () => {
    const editor = await vscode.window.showTextDocument(money);
    await editor.edit((e) => e.insert(new vscode.Position(0, 0), '# a note nobody saved\n'));
    const added = kontextHover(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', money.uri, new vscode.Position(0, 3)));
    expect(/unsaved/i.test(added), 'a line only in the buffer should say it is unsaved', added);
    expect(!added.includes(sha('Add money helpers')) && !added.includes(sha('Switch to integer cents')), 'an unsaved line must not borrow a commit', added);
    const shifted = kontextHover(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', money.uri, new vscode.Position(line(money, 'return round(amount * 100)'), 8)));
    expect(shifted.includes(sha('Switch to integer cents')), 'lines below the edit keep their commit (buffer, not disk)', shifted);
    // Undo the edit and save, so later checks see the file as committed.
    await editor.edit((e) => e.delete(new vscode.Range(0, 0, 1, 0)));
    await money.save();
    return `${added}\n---\n${shifted}`;
  });

  await r.check('hover-nothing-to-say', async () => {
    const untitled = await vscode.workspace.openTextDocument({ language: 'python', content: 'x = 1\n' });
    const text = kontextHover(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', untitled.uri, new vscode.Position(0, 0)));
    expect(text === '', 'an untitled buffer has no kontext hover', text);
    await vscode.window.showTextDocument(untitled);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await vscode.window.showTextDocument(money);
  });

  await r.check('code-lens', async () => {
    const lenses = await until('kontext code lens', async () => {
      const all = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', money.uri, 10);
      return all?.find((l) => l.command?.command === 'kontext.showKnowledge');
    });
    expect(lenses.command!.title.includes('1 decision · 1 convention'), 'lens title', lenses.command!.title);
    return lenses.command!.title;
  });

  await r.check('call-hierarchy', async () => {
    const pos = new vscode.Position(line(money, 'def to_cents'), 5);
    const items = await until('call hierarchy item', async () => {
      const got = await vscode.commands.executeCommand<vscode.CallHierarchyItem[]>('vscode.prepareCallHierarchy', money.uri, pos);
      return got?.length ? got : undefined;
    });
    expect(items[0].name === 'to_cents', 'prepared item', items[0].name);
    const incoming = await vscode.commands.executeCommand<vscode.CallHierarchyIncomingCall[]>('vscode.provideIncomingCalls', items[0]);
    const callers = incoming.map((c) => `${c.from.name}@${vscode.workspace.asRelativePath(c.from.uri)}`);
    expect(callers.some((c) => c.startsWith('cart_total@') && c.endsWith('cart.py')), 'cart_total calls to_cents', callers);
    const cart = await vscode.workspace.openTextDocument(file('src/pricing/cart.py'));
    const [total] = await vscode.commands.executeCommand<vscode.CallHierarchyItem[]>('vscode.prepareCallHierarchy', cart.uri, new vscode.Position(line(cart, 'def cart_total'), 5));
    const outgoing = await vscode.commands.executeCommand<vscode.CallHierarchyOutgoingCall[]>('vscode.provideOutgoingCalls', total);
    const callees = outgoing.map((c) => c.to.name).sort();
    expect(callees.includes('to_cents') && callees.includes('add_tax'), 'cart_total calls to_cents and add_tax', callees);
    return `incoming: ${callers.join(', ')}; outgoing: ${callees.join(', ')}`;
  });

  if (shotDir) {
    await vscode.window.showTextDocument(money);
    const pos = new vscode.Position(line(money, 'return round(amount * 100)'), 12);
    vscode.window.activeTextEditor!.selection = new vscode.Selection(pos, pos);
    await vscode.commands.executeCommand('editor.action.showHover');
    // A failed screenshot shows up in the mocha side's screenshot test, not here.
    await phase(shotDir, 'hover').catch(() => undefined);
    const def = new vscode.Position(line(money, 'def to_cents'), 6);
    vscode.window.activeTextEditor!.selection = new vscode.Selection(def, def);
    await vscode.commands.executeCommand('editor.showCallHierarchy');
    await phase(shotDir, 'call-hierarchy').catch(() => undefined);
  }

  await r.check('diagnostics', async () => {
    const uri = file('.ai/decisions/draft-without-status.md');
    const diags = await until('kontext diagnostics', () => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'kontext').length && vscode.languages.getDiagnostics(uri));
    return diags.map((d) => `${vscode.DiagnosticSeverity[d.severity]}: ${d.message}`).join('\n');
  });

  let captured = '';
  await r.check('capture-to-inbox', async () => {
    await vscode.window.showTextDocument(money);
    const t0 = Date.now();
    const result = await vscode.commands.executeCommand<{ isError?: boolean; structuredContent?: { id?: string }; content: { text: string }[] }>('kontext.captureDecision', {
      title: 'Round half to even in tax',
      summary: 'Tax rounding uses banker’s rounding.',
      body: '## Decision\n\nTax amounts round half to even.',
      paths: ['src/pricing/money.py'],
      visibility: 'team',
    });
    expect(result && !result.isError, 'capture failed', result?.content?.[0]?.text);
    const tCommand = Date.now() - t0;
    captured = String(result.structuredContent?.id ?? '');
    expect(captured, 'capture returned no id', result);
    const items = await until('inbox view lists the capture', () => k.inbox.items.some((i) => i.id === captured) && k.inbox.items);
    const tInbox = Date.now() - t0;
    const status = await until('status bar counts the inbox', () => /\$\(inbox\) 1\b/.test(k.status().text) && k.status().text);
    return `captured ${captured} (command ${tCommand} ms, inbox view ${tInbox} ms, status bar ${Date.now() - t0} ms); inbox: ${items.map((i) => i.id).join(', ')}; status bar: ${status}`;
  });

  let viaSteps = '';
  const stepsTitle = 'Blame hovers are cached per file';
  if (!shotDir) {
    r.skip('capture-quick-input', 'needs a browser to type into the quick input (code-server + Playwright run only)');
  } else {
    await r.check('capture-quick-input', async () => {
      await vscode.window.showTextDocument(money);
      // The palette command with no arguments: the person answers each step (title, summary, paths prefilled from the active file, visibility), then writes the body in an editor opened from the template.
      const running = vscode.commands.executeCommand<{ isError?: boolean; structuredContent?: { id?: string }; content: { text: string }[] } | undefined>('kontext.captureLearning');
      const typed = (await phase(shotDir, 'capture-steps')) as { prefilledPaths?: string };
      expect(typed.prefilledPaths === 'src/pricing/money.py', 'paths step prefilled from the active file', typed);
      let ended: unknown = 'running';
      void running.then((v) => (ended = v), (e) => (ended = e));
      const body = await until('body editor from the template', () => {
        if (ended !== 'running') throw new Error(`the capture command ended before the body step: ${JSON.stringify(ended)}`);
        return vscode.window.visibleTextEditors.find((e) => e.document.isUntitled && e.document.languageId === 'markdown' && e.document.getText().includes('## What happened'));
      });
      const template = body.document.getText();
      expect(template.includes('## What to do'), 'learning template has its sections', template);
      await body.edit((e) => e.replace(new vscode.Range(0, 0, body.document.lineCount, 0), '## What happened\n\nEvery hover re-ran git blame on the whole file.\n\n## What to do\n\nCache the blame per file and HEAD.\n'));
      await phase(shotDir, 'capture-body');
      const result = await until('the capture command to finish', () => (ended !== 'running' ? { value: ended as Awaited<typeof running> } : undefined)).then((v) => v.value);
      expect(result && !result.isError, 'capture through the quick input failed', result?.content?.[0]?.text);
      viaSteps = String(result!.structuredContent?.id ?? '');
      const shown = await k.callTool('ctx_inbox', { action: 'show', ids: [viaSteps] });
      const text = shown.content.map((c) => c.text).join('\n');
      for (const want of [stepsTitle, 'Later hovers in a file answer from the cached blame.', 'Cache the blame per file and HEAD.', 'src/pricing/money.py']) expect(text.includes(want), `captured entry has "${want}"`, text);
      expect(!vscode.window.visibleTextEditors.some((e) => e.document === body.document), 'the body editor is closed after the capture');
      await until('inbox view lists it', () => k.inbox.items.some((i) => i.id === viaSteps));
      return `captured ${viaSteps} through the steps:\n${text}`;
    });
  }

  await r.check('commit-prep-view', async () => {
    fs.appendFileSync(path.join(root, 'src/pricing/money.py'), '\n\ndef tax_of(cents, rate):\n    return round(cents * rate)\n');
    git('add', 'src/pricing/money.py');
    await vscode.commands.executeCommand('workbench.view.scm');
    await vscode.commands.executeCommand('kontext.commitPrep.focus');
    await vscode.commands.executeCommand('kontext.commitPrep.refresh');
    const report = await until('report with the candidates', () => k.commitPrep.report?.candidates.some((c) => c.id === captured) && (!viaSteps || k.commitPrep.report.candidates.some((c) => c.id === viaSteps)) && k.commitPrep.report);
    expect(report.staged?.files === 1, 'one staged file', report.staged);
    expect(report.covering.some((c) => c.id === '2026-01-10-prices-are-integer-cents'), 'the decision covers the change', report.covering);
    const labels = k.commitPrep.nodes.map((n) => n.label);
    expect(labels.includes('Inbox candidates'), 'view has the candidates section', labels);
    // What the editor asked the view for, not only what the provider holds.
    await until('the view shows the report', () => k.commitPrep.shown.includes('Inbox candidates'));
    // Asked again with nothing changed, the report is the same and the view is not redrawn.
    const redraws = k.commitPrep.redraws;
    await vscode.commands.executeCommand('kontext.commitPrep.refresh');
    expect(k.commitPrep.redraws === redraws, 'an unchanged report does not redraw the view', { before: redraws, after: k.commitPrep.redraws });
    return `sections: ${labels.join(' | ')}`;
  });

  await r.check('promote-and-stage', async () => {
    const showPrep = async () => {
      // Source Control with the commit-prep view (a capture's inbox reveal may have switched the side bar).
      await vscode.commands.executeCommand('workbench.view.scm');
      await vscode.commands.executeCommand('kontext.commitPrep.focus');
    };
    if (shotDir) {
      // The person ticks the candidate's checkbox in the view.
      await showPrep();
      await phase(shotDir, 'tick-candidate');
      await until('the ticked checkbox reaches the view', () => k.commitPrep.checked.has(captured));
    } else {
      k.commitPrep.checked.add(captured);
    }
    await vscode.commands.executeCommand('kontext.commitPrep.promoteAndStage');
    const report = await until('promotion applied', () => k.commitPrep.report?.applied.some((a) => a.id === captured && a.op === 'promote') && k.commitPrep.report);
    const staged = git('diff', '--cached', '--name-only').split('\n');
    const entry = staged.find((p) => p.startsWith('.ai/decisions/') && p.includes('round-half-to-even'));
    expect(entry, 'the promoted entry is staged', staged);
    expect(report.trailers.some((t) => t.key === 'Decision'), 'a Decision trailer is proposed', report.trailers);
    if (viaSteps) expect(report.candidates.some((c) => c.id === viaSteps), 'the unticked candidate stays in the inbox', report.candidates);
    await until('inbox no longer lists it', () => !k.inbox.items.some((i) => i.id === captured));
    // The view now shows the staged change, the covering knowledge, the remaining candidate with its checkbox and the trailers.
    await until('the view shows the trailers', () => k.commitPrep.nodes.some((n) => n.key === 'trailers'));
    await showPrep();
    await phase(shotDir, 'commit-prep').catch(() => undefined);
    return `staged: ${staged.join(', ')}; trailers: ${report.trailers.map((t) => `${t.key}: ${t.id}`).join(', ')}; view: ${k.commitPrep.nodes.map((n) => n.label).join(' | ')}`;
  });

  await r.check('mcp-definition-runs', async () => {
    const defs = k.mcpDefinitions();
    expect(defs.length === (vscode.workspace.workspaceFolders?.length ?? 0), 'one definition per folder', defs);
    const d = defs[0];
    expect(path.isAbsolute(d.command) && fs.existsSync(d.command), 'absolute node path', d.command);
    expect(path.isAbsolute(d.args[0]) && d.args[0].endsWith(path.join('dist', 'kontext.js')) && fs.existsSync(d.args[0]), 'absolute bundled script', d.args);
    expect(d.args[1] === '-C' && d.args[2] === root && d.args[3] === 'mcp', 'repository passed explicitly', d.args);
    const tools = await mcpToolNames(d.command, d.args, d.env);
    for (const t of ['ctx_search', 'code_callers']) expect(tools.includes(t), `MCP server lists ${t}`, tools);
    return `${d.command} ${d.args.join(' ')} → ${tools.length} tools`;
  });

  await r.check('chat-tools', async () => {
    // Every contributed chat tool is registered (vscode.lm.registerTool) and listed, with the manifest's description.
    const want = CHAT_TOOLS.map((t) => t.name);
    const listed = await until('every kontext chat tool listed', () => {
      const have = vscode.lm.tools.filter((t) => t.name.startsWith('kontext_'));
      return want.every((n) => have.some((t) => t.name === n)) && have;
    });
    for (const t of listed) expect(t.description.length > 20 && t.inputSchema, `${t.name} has a description and an input schema`, t);
    const run = async (name: string, input: Record<string, unknown>) => {
      const res = await vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined });
      return res.content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : '')).join('');
    };
    const search = await run('kontext_search', { query: 'integer cents' });
    expect(search.includes('Prices are integer cents'), 'search through the chat tool finds the decision', search);
    const callers = await run('kontext_code_callers', { symbol: 'to_cents' });
    expect(callers.includes('cart_total'), 'code callers through the chat tool', callers);
    // A write tool that only reads (listing the inbox) runs without a confirmation.
    const inbox = await run('kontext_inbox', { action: 'list' });
    expect(!viaSteps || inbox.includes(stepsTitle), 'inbox through the chat tool lists the remaining candidate', inbox);
    return listed.map((t) => t.name).join(',');
  });

  r.finish();
}

/** Spawns an MCP definition like the editor would (cwd elsewhere) and returns its tool names. */
function mcpToolNames(command: string, args: string[], env: Record<string, string>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: os.tmpdir(), env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let buf = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`MCP server did not answer: ${err.slice(0, 500)}`));
    }, 20_000);
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d) => {
      buf += d;
      for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
        const msg = JSON.parse(buf.slice(0, i));
        buf = buf.slice(i + 1);
        if (msg.id === 1) {
          child.stdin.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) + '\n');
          child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }) + '\n');
        } else if (msg.id === 2) {
          clearTimeout(timer);
          child.kill();
          resolve((msg.result?.tools ?? []).map((t: { name: string }) => t.name));
        }
      }
    });
    child.on('error', reject);
    child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'editor-test', version: '0' } } }) + '\n');
  });
}
