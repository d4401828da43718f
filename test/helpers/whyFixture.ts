/**
 * A small real repository with a kontext store and a history shaped for
 * `why`, brief and freshness tests (all made with git; nothing mocked).
 */
import { makeRepo, type TestRepo } from './gitRepo';

export const DECISION_ID = '2024-01-10-prices-are-integer-cents';

export function entry(fields: Record<string, string>, body: string): string {
  const fm = Object.entries(fields).map(([k, v]) => `${k}: ${v}`);
  return `---\n${fm.join('\n')}\n---\n\n${body}\n`;
}

export interface WhyFixture {
  t: TestRepo;
  shas: Record<string, string>;
}

/** Store with a decision, a convention, two module docs; src/money/cents.ts with a scored history. */
export function makeWhyFixture(): WhyFixture {
  const t = makeRepo('why');
  const shas: Record<string, string> = {};
  shas.store = t.commit(
    'docs: add team store',
    {
      'AGENTS.md': '# Agents\nRead the brief first.\n',
      'README.md': '# Shop\n',
      [`.ai/decisions/${DECISION_ID}.md`]: entry(
        { id: DECISION_ID, kind: 'decision', title: 'Prices are integer cents', status: 'accepted', date: '2024-01-10', summary: 'Every amount is stored as integer cents.', paths: '[src/money/**]' },
        '## Decision\n\nEvery amount is stored as integer cents.',
      ),
      '.ai/conventions/money-helpers-live-in-src-money.md': entry(
        { title: 'Money helpers live in src/money', summary: 'Put rounding and formatting in src/money.', paths: '[src/]' },
        'Put rounding and formatting in src/money.',
      ),
      '.ai/architecture/modules/src.md': entry({ id: 'mod-src', kind: 'architecture', title: 'src', summary: 'All application code.', paths: '[src/**]', rank: '2' }, '## Overview\n\nEverything.'),
      '.ai/architecture/modules/src-money.md': entry(
        { id: 'mod-src-money', kind: 'architecture', title: 'src/money', summary: 'Amounts, rounding and currency formatting.', paths: '[src/money/**]', rank: '1' },
        '## Overview\n\nIntegers in, strings out.',
      ),
    },
    '2024-01-09T10:00:00Z',
  );
  shas.add = t.commit('add cents helper', { 'src/money/cents.ts': 'export const a = 1;\nexport const b = 2;\nexport const c = 3;\n' }, '2024-01-11T10:00:00Z');
  shas.decide = t.commit(
    "Switch rounding to banker's rounding instead of half-up\n\nTotals drifted by a cent because half-up rounds every line, so that invoices match we round once.\n\nDecision: " + DECISION_ID,
    { 'src/money/cents.ts': 'export const a = 1;\nexport const b = roundHalfEven(2);\nexport const c = 3;\n' },
    '2024-01-12T10:00:00Z',
  );
  shas.refactor = t.commit('refactor: extract rounding helpers', { 'src/money/round.ts': 'export {};\n', 'src/money/cents.ts': 'export const a = 1;\nexport const b = roundHalfEven(2);\nexport const c = 3;\nexport const d = 4;\n' }, '2024-01-13T10:00:00Z');
  for (let i = 1; i <= 4; i++) {
    shas[`chore${i}`] = t.commit(`chore: tidy ${i}`, { 'src/money/cents.ts': `export const a = 1;\nexport const b = roundHalfEven(2);\nexport const c = 3;\nexport const d = 4;\n// ${i}\n` }, `2024-01-${14 + i}T10:00:00Z`);
  }
  return { t, shas };
}
