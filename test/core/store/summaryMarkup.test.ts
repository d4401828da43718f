/**
 * Derived summaries drop Markdown markup but keep code as written: a code
 * span's text stays verbatim, and `__NAME__` around one identifier-like word
 * stays (newcomer report: `__PROD_HYDRATION_MISMATCH_DETAILS__` lost its
 * underscores in every summary).
 */
import * as assert from 'node:assert/strict';
import { entrySummary, stripInlineMarkup } from '../../../server/src/core/store/summary';

describe('store: summary markup (SPEC §2.3 derived summaries)', () => {
  it('keeps identifiers wrapped in double underscores, and code spans verbatim', () => {
    assert.equal(stripInlineMarkup('Set __PROD_HYDRATION_MISMATCH_DETAILS__ in tests.'), 'Set __PROD_HYDRATION_MISMATCH_DETAILS__ in tests.');
    assert.equal(stripInlineMarkup('Python calls `__init__` and `a*b*c`.'), 'Python calls __init__ and a*b*c.');
    assert.equal(stripInlineMarkup('``x ` y`` stays'), 'x ` y stays');
    assert.equal(stripInlineMarkup('snake__case__name'), 'snake__case__name');
  });

  it('still drops emphasis, strong text and link targets in prose', () => {
    assert.equal(stripInlineMarkup('**Never** use __floating point__ for *money*; see [the ADR](docs/adr/1.md).'), 'Never use floating point for money; see the ADR.');
    assert.equal(stripInlineMarkup('_Pending_ review'), 'Pending review');
  });

  it('an entry body summary keeps __DEV__', () => {
    const e = { body: 'Guard debug code with __DEV__ so production builds drop it.\n', summary: '', title: 'Debug guards' };
    assert.equal(entrySummary(e as any), 'Guard debug code with __DEV__ so production builds drop it.');
  });
});
