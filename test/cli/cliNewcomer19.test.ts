/**
 * Small messages a newcomer met (newcomer 19 #4): `why path:line` past the
 * end gives the file's length; impact's ambiguity hint keeps `-d`; callers
 * scoped to a file without the name lists the definitions there are;
 * search-code's help has its own exit rule; usage errors use a placeholder,
 * not a name the repository lacks; `callers --depth` points to impact;
 * `kontext call` without a tool lists the tools; promote names the new id.
 */
import * as assert from 'node:assert/strict';
import { cliIn, makeRepo } from '../helpers/gitRepo';
import { promotedLine } from '../../server/src/core/promote';

describe('CLI: newcomer 19 small messages', function () {
  this.timeout(120_000);
  const repo = makeRepo('cli-newcomer19');
  repo.commit('code', {
    'pkg/api.py': 'def request(method):\n    return method\n',
    'pkg/sessions.py': 'class Session:\n    def request(self, method):\n        return method\n',
    'pkg/models.py': 'from pkg.api import request\n\n\ndef build():\n    return request("GET")\n',
    'web/url.ts': 'export const mergePath = (a: string, b: string) => a + b;\n',
    'web/client.ts': 'export const mergePath = (a: string) => a;\nexport function use() { return mergePath("x"); }\n',
  });
  const run = (...args: string[]) => cliIn(repo.root, ...args);

  it('why path:line past the end says how long the file is', () => {
    const r = run('why', 'pkg/api.py:9999');
    assert.equal(r.code, 1, r.err);
    assert.match(r.out, /^\(line 9999 is past the end of pkg\/api\.py, which has 2 lines\)$/m);
  });

  it('impact: the ambiguity hint keeps -d', () => {
    const r = run('impact', 'mergePath', '-d', '3');
    assert.match(r.out, /^Ambiguous: 2 definitions of mergePath.* — e\.g\. kontext impact mergePath -p web\/\w+\.ts:1 -d 3$/m);
  });

  it('callers scoped to a file without the name lists the definitions there are', () => {
    const r = run('callers', 'request', '-p', 'pkg/models.py');
    assert.equal(r.code, 1);
    assert.match(r.out, /^No definition of request under pkg\/models\.py; the 2 in the repository:\npkg\/\w+\.py:\d+ .*\npkg\/\w+\.py:\d+ .*\n\(e\.g\. kontext callers request -p pkg\/\w+\.py:\d+\)$/m);
  });

  it('search-code --help says its own exit rule', () => {
    const r = run('search-code', '--help');
    assert.match(r.out, /^exit status: 0 when hits are listed; 1 when none are \(no match, an offset past the end\) or on an error$/m);
    assert.doesNotMatch(r.out, /ambiguous|path:line/);
  });

  it('usage errors use a placeholder; callers --depth points to impact; call without a tool lists the tools', () => {
    assert.match(run('callers').err, /e\.g\. kontext callers <name>,/);
    const depth = run('callers', 'request', '--depth', '2');
    assert.equal(depth.code, 1);
    assert.match(depth.err, /^kontext: callers: unknown option --depth; callers lists direct callers only — callers of callers, by depth, are impact's: kontext impact request -d 2$/m);
    assert.match(run('callers', 'request', '-d', '3').err, /kontext impact request -d 3$/m);
    const call = run('call');
    assert.equal(call.code, 1);
    assert.match(call.err, /^tools: .*\bcode_callers\b.*$/m);
  });

  it('promote names the new id when it differs from the inbox id', () => {
    const p = { from: '2026-01-02-totals-x1y2', id: '2026-01-02-totals', path: '.ai/decisions/2026-01-02-totals.md', superseded: [], warnings: [], staged: true };
    assert.equal(promotedLine(p), '- promoted 2026-01-02-totals-x1y2 → .ai/decisions/2026-01-02-totals.md (staged); its id is now 2026-01-02-totals');
    assert.equal(promotedLine({ ...p, id: p.from }), `- promoted ${p.from} → .ai/decisions/2026-01-02-totals.md (staged)`);
  });
});
