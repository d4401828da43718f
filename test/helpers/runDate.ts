/**
 * Dates in tests of code that writes today's local date (entry ids, `date:`
 * front matter): read the date from what was written and check it is a date
 * of this run, instead of fixing the expected date when the test file loads
 * — a run crossing 00:00 wrote one day and expected the other, so
 * prepareCommit, promote and capture tests failed around midnight.
 */
import * as assert from 'node:assert/strict';
import { localDate } from '../../server/src/core/text';

/** When this test process loaded the helper (before any test wrote a date). */
const RUN_START = Date.now();

/**
 * The date `YYYY-MM-DD` that `written` (an id, a path or text holding a
 * date written during this run) holds first, asserted to be a local date of
 * this run: the day the run began or today (the two differ only for a run
 * that crossed midnight, so either is accepted then and only then).
 */
export function runDate(written: string): string {
  const d = /\d{4}-\d\d-\d\d/.exec(written)?.[0];
  const days = [...new Set([localDate(new Date(RUN_START)), localDate()])];
  assert.ok(d && days.includes(d), `${written}: expected a date of this run (${days.join(' or ')})`);
  return d;
}
