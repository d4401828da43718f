/**
 * A brief in a repository without a store (newcomer "knowledge" #1): SPEC
 * §6.10 item 9 lists related docs and history only when the brief is focused
 * and a search index exists, so the brief says how to get more instead of
 * showing only the "Not set up" line.
 */
import * as assert from 'node:assert/strict';
import { makeRepo } from '../helpers/gitRepo';
import { Repo } from '../../server/src/core/repo';
import { brief } from '../../server/src/core/brief';
import { reindex } from '../../server/src/core/search/search';

describe('core/brief — no store: how to get more', () => {
  it('points to search, then to focus paths, and lists related docs and history once focused with an index', async function () {
    this.timeout(30_000);
    const r = makeRepo('brief-no-store');
    r.commit('initial', { 'lib/rack/request.rb': 'class Request; end\n', 'README.md': '# Rack\n\nA web server interface.\n' });
    r.commit('Add Rack::Request#hijack support for the request', { 'lib/rack/request.rb': 'class Request; def hijack; end; end\n' });
    const repo = await Repo.open(r.root);

    const cold = await brief(repo);
    assert.match(cold, /^- Not set up: no team store yet/m);
    assert.match(cold, /^- For more: .*search.* searches docs and history \(its first run builds the index\); then .*brief.* adds the docs and commits related to the paths you work on\.$/m);
    const coldFocused = await brief(repo, { focus: ['lib/rack/request.rb'] });
    assert.match(coldFocused, /^- Related docs and history are listed once the search index exists: .*search.* builds it on its first run\.$/m);
    assert.doesNotMatch(coldFocused, /## Related docs and history/);

    await reindex(repo);
    const warm = await brief(repo);
    assert.match(warm, /^- For more: .*brief.*<path>.* adds the docs and commits related to the paths you work on; .*search.* searches docs and history\.$/m);
    const focused = await brief(repo, { focus: ['lib/rack/request.rb'] });
    assert.match(focused, /## Related docs and history\n- Add Rack::Request#hijack support/);
    assert.doesNotMatch(focused, /For more|listed once the search index exists/);
  });
});
