// @vitest-environment happy-dom
// A log line recording a change to the past gives its time in the device's zone (Tokyo here) and in the UI
// language's format, not in the browser's default locale.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import exampleJson from '../../../docs/examples/supermarket.json';
import { decodeRecord } from '../../engine/decode';
import { strings } from '../../games/supermarket/i18n';
import { addStrings, makeTranslate } from '../i18n';
import { sessionOf } from '../testing/table';
import { lineOf } from './log-lines';

addStrings(strings);

// Node takes a new TZ at once, for Date and for Intl's default zone alike.
beforeAll(() => {
  vi.stubEnv('TZ', 'Asia/Tokyo');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

/** The line of an entry inserted at 12:00 UTC (21:00 in Tokyo), in `lang`. */
function insertedLine(lang: 'ja' | 'en'): string {
  document.documentElement.lang = lang;
  const decoded = decodeRecord(exampleJson);
  if (!decoded.ok) throw new Error(decoded.problem.code);
  const session = sessionOf({ ...decoded.record, entries: decoded.record.entries.slice(0, 8) });
  expect(session.insert(3, { type: 'play', trick: 1, suit: 'tempura', rank: 1 })).toBeNull();
  const { entries, players } = session.record.value;
  // The insert is the log's last entry (the log only grows); its line ends with the time it was made.
  const last = entries.length - 1;
  return lineOf(session, entries, last, makeTranslate(lang, players), false).replace(/\s/g, ' ');
}

describe('the time of a change to the past', () => {
  it('is Tokyo’s 21:00 in Japanese and 9:00 PM in English', () => {
    expect(insertedLine('ja')).toMatch(/（21:00）$|\(21:00\)$/);
    expect(insertedLine('en')).toMatch(/\(9:00 PM\)$/);
  });
});
