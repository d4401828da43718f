/**
 * Bash `source f` / `. f` is an import of f (langScript bashImport): a
 * function defined there is found before same-named ones in other files
 * (newcomer 13a #13: two lib.sh files defining cleanup left top.sh's call
 * unresolved), also when the path starts with the script's folder as an
 * expansion (`"$(dirname "$0")/lib.sh"`).
 */
import * as assert from 'node:assert/strict';
import { callees, callers, describeGraph } from './helpers';

const FILES = {
  'a/lib.sh': 'cleanup() { rm -rf /tmp/a; }\n',
  'b/lib.sh': 'cleanup() { rm -rf /tmp/b; }\n',
  'top.sh': '#!/bin/bash\nsource a/lib.sh\nmain() { cleanup; }\nmain\n',
  'b/run.sh': '#!/bin/bash\n. "$(dirname "$0")/lib.sh"\nwork() { cleanup; }\n',
  'c/run.sh': '#!/bin/bash\nsource "$LIB"\nother() { cleanup; }\n',
};

describeGraph('code graph: bash source is an import', FILES, 'graph-bash-source', (fx) => {
  it('source a/lib.sh and . "$(dirname "$0")/lib.sh" pick the sourced file\'s function', async () => {
    assert.deepEqual(await callees(fx, 'main'), ['a/lib.sh:cleanup:import']);
    assert.deepEqual(await callers(fx, 'cleanup', 'a/lib.sh'), ['top.sh:main:import']);
    assert.deepEqual(await callers(fx, 'cleanup', 'b/lib.sh'), ['b/run.sh:work:import']);
  });

  it('a path that is all expansion imports nothing: the call stays unresolved among two same-named functions', async () => {
    assert.deepEqual(await callees(fx, 'other'), []);
  });
});
