// Times shown in the device's zone (a table in Japan, nine hours from the UTC the store keeps) and in the UI
// language's format, whatever zone the machine running the tests is in.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameRecord } from '../engine/record';
import { formatWhen, localDay, playedOn } from './when';

// Node takes a new TZ at once, for Date and for Intl's default zone alike.
beforeAll(() => {
  vi.stubEnv('TZ', 'Asia/Tokyo');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

/** 15:30 UTC on 22 November: half past midnight on the 23rd in Tokyo. */
const AT = '2026-11-22T15:30:00.000Z';
/** Intl puts a narrow no-break space before AM/PM in English: compared as a plain space. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatWhen', () => {
  it('says a saved game’s time in the device’s zone, in Japanese or English', () => {
    expect(formatWhen(AT, 'dateTime', 'ja')).toBe('2026/11/23 0:30');
    expect(plain(formatWhen(AT, 'dateTime', 'en'))).toBe('Nov 23, 2026, 12:30 AM');
  });

  it('says a time of day and a day the same way', () => {
    expect(formatWhen(AT, 'time', 'ja')).toBe('0:30');
    expect(plain(formatWhen(new Date(AT), 'time', 'en'))).toBe('12:30 AM');
    expect(formatWhen(AT, 'date', 'ja')).toBe('2026年11月23日');
    expect(formatWhen(AT, 'date', 'en')).toBe('November 23, 2026');
  });

  it('follows the device when its zone changes, and takes a zone given', () => {
    vi.stubEnv('TZ', 'Europe/London');
    expect(formatWhen(AT, 'time', 'ja')).toBe('15:30');
    vi.stubEnv('TZ', 'Asia/Tokyo');
    expect(formatWhen(AT, 'time', 'ja')).toBe('0:30');
    expect(formatWhen(AT, 'dateTime', 'ja', 'America/New_York')).toBe('2026/11/22 10:30');
  });

  it('shows nothing for a time no calendar has, instead of breaking the list that shows it', () => {
    expect(formatWhen('2026-11-22T19:01:12+09', 'dateTime', 'en')).toBe('');
    expect(formatWhen(new Date(Number.NaN), 'time', 'ja')).toBe('');
  });
});

describe('localDay', () => {
  it('is the day on the device’s calendar, not UTC’s', () => {
    expect(localDay(new Date(AT))).toBe('2026-11-23');
    expect(localDay(new Date('2026-01-05T03:00:00.000Z'))).toBe('2026-01-05');
  });
});

describe('a game is dated (the shared picture, the printed sheet)', () => {
  const record = (entries: GameRecord['entries']) =>
    ({ createdAt: '2026-11-22T12:58:30.000Z', entries }) as unknown as GameRecord;

  it('by the game’s last entry, not by the day it is shared (a correction made later does not move it)', () => {
    const day = playedOn(
      record([
        { kind: 'act', action: {}, at: '2026-11-22T13:00:12.000Z' },
        { kind: 'act', action: {}, at: '2026-11-23T01:10:00.000Z' },
        { kind: 'fix', target: 0, action: {}, at: '2026-12-07T09:00:00.000Z' },
      ]),
    );
    expect(day.toISOString()).toBe('2026-11-23T01:10:00.000Z');
  });

  it('by the day it was made when nothing has been entered', () => {
    expect(playedOn(record([])).toISOString()).toBe('2026-11-22T12:58:30.000Z');
  });
});
