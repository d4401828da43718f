/**
 * A type query of an import type as a call's type argument,
 * `vi.importActual<typeof import('react-dom/client')>(…)`, is read by the
 * bundled TSX grammar as comparisons, which then fail on the JSX after it:
 * zustand's tests/ssr.test.tsx was listed as a file the parser could not
 * read whole, and its local `const useStore = create(…)` was lost (newcomer
 * 45 #7). The retry text writes the `import('…')` part as a name of the same
 * length (tsGrammarGaps.ts tsTypeofImports), so the file parses whole.
 * Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';
import { tsTypeofImports } from '../../server/src/core/graph/tsGrammarGaps';

const SSR = [
  "import React from 'react'",
  "import { create } from '../src/create'",
  '',
  "it('hydrates', async () => {",
  '  const { hydrateRoot } =',
  "    await vi.importActual<typeof import('react-dom/client')>(",
  "      'react-dom/client',",
  '    )',
  '  const useStore = create(() => ({ bears: 0 }))',
  '  const view = (',
  '    <React.Suspense fallback={<div>Loading...</div>}>',
  '      <div>{useStore((s) => s.bears)}</div>',
  '    </React.Suspense>',
  '  )',
  '  hydrateRoot(document, view)',
  '})',
  '',
].join('\n');

describeGraph('code graph: a type query of an import type in TSX', {
  'tests/ssr.test.tsx': SSR,
  'src/create.ts': 'export function create(f: () => object) { return (sel: (s: any) => unknown) => sel(f()) }\n',
}, 'ts-typeof-imports', (fx) => {
  it('the file is read whole, and its calls keep their definitions', async () => {
    assert.equal(fx.graph.status().errors, 0);
    await expectEdges(fx, 'code_callers', { create: ['tests/ssr.test.tsx:it hydrates:import'] });
  });

  it('the rewrite keeps the length and every newline, and leaves other text alone', () => {
    const src = "type T = typeof import('./x')\nconst a = f<typeof import(\n  'y'\n)>(1)\nconst typeofImport = 2\n";
    const out = tsTypeofImports(src)!;
    assert.equal(out.length, src.length);
    assert.equal(out.split('\n').length, src.split('\n').length);
    assert.match(out, /^type T = typeof _{13}$/m);
    assert.match(out, /const typeofImport = 2/);
    assert.equal(tsTypeofImports('const a = 1\n'), undefined);
  });
});
