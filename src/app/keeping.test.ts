// What home says about keeping the games: on every engine something true (an iPhone is told about the Home
// Screen, a browser that refused or never answered about files), and a backup once games wait long enough.
import { describe, expect, it } from 'vitest';
import {
  adviceFor,
  BACKUP_AGE_MS,
  backupDue,
  type Dismissed,
  dismiss,
  type KeptGame,
  onlyHere,
  type Persistence,
  type Platform,
  platformOf,
  readDismissed,
} from './keeping';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const HOUR = 60 * 60 * 1000;
const finished = (updatedAt: string, more: Partial<KeptGame> = {}): KeptGame => ({
  status: 'finished',
  updatedAt,
  ...more,
});
const playing: KeptGame = { status: 'playing', updatedAt: ago(HOUR) };
const NONE: Dismissed = { guides: [] };

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

const advice = (platform: Platform, persistence: Persistence, games: KeptGame[], dismissed = NONE) =>
  adviceFor({ platform, persistence, games, now: NOW, dismissed });

describe('platformOf', () => {
  it('tells an iPhone or an iPad (which calls itself a Mac) in Safari from one on the Home Screen', () => {
    expect(platformOf({ userAgent: IPHONE, standalone: false })).toBe('ios');
    expect(platformOf({ userAgent: IPHONE, standalone: true })).toBe('iosHomeScreen');
    expect(
      platformOf({ userAgent: IPAD_DESKTOP, platform: 'MacIntel', maxTouchPoints: 5, standalone: false }),
    ).toBe('ios');
    expect(
      platformOf({ userAgent: IPAD_DESKTOP, platform: 'MacIntel', maxTouchPoints: 0, standalone: false }),
    ).toBe('other');
    expect(
      platformOf({ userAgent: ANDROID, platform: 'Linux armv8l', maxTouchPoints: 5, standalone: false }),
    ).toBe('other');
  });
});

describe('the guidance', () => {
  it('asks an iPhone in Safari to add Chōba to the Home Screen, whatever the browser answered, even with no game', () => {
    for (const persistence of ['asking', 'granted', 'refused', 'unavailable', 'silent'] as const)
      expect(advice('ios', persistence, [])).toEqual({ kind: 'homeScreen', games: 0 });
    expect(advice('iosHomeScreen', 'unavailable', [playing])).toBeNull();
  });

  it('says to save to a file where the browser refused, or has no API or never answered', () => {
    expect(advice('other', 'refused', [playing])).toEqual({ kind: 'refused', games: 1 });
    expect(advice('other', 'unavailable', [playing])).toEqual({ kind: 'unanswered', games: 1 });
    expect(advice('other', 'silent', [playing])).toEqual({ kind: 'unanswered', games: 1 });
  });

  it('says nothing where the games are kept, while the browser is asked, or before any game is saved', () => {
    expect(advice('other', 'granted', [playing])).toBeNull();
    expect(advice('other', 'asking', [playing])).toBeNull();
    expect(advice('other', 'refused', [])).toBeNull();
  });

  it('stays away once put away, and the earlier note’s “understood” counts for a refusal', () => {
    const put = dismiss(NONE, { kind: 'homeScreen', games: 0 }, NOW);
    expect(advice('ios', 'unavailable', [playing], put)).toBeNull();
    expect(advice('other', 'refused', [playing], readDismissed(null, '1'))).toBeNull();
    expect(advice('other', 'silent', [playing], readDismissed(null, '1'))).toEqual({
      kind: 'unanswered',
      games: 1,
    });
  });
});

describe('the backup offer', () => {
  it('counts a finished game as kept only here until it is exported or handed over after its last change', () => {
    expect(onlyHere(finished(ago(HOUR)))).toBe(true);
    expect(onlyHere(playing)).toBe(false);
    expect(onlyHere(finished(ago(2 * HOUR), { exportedAt: ago(HOUR) }))).toBe(false);
    expect(onlyHere(finished(ago(HOUR), { exportedAt: ago(2 * HOUR) }))).toBe(true);
    expect(onlyHere(finished(ago(HOUR), { handedOverAt: ago(2 * HOUR) }))).toBe(false);
  });

  it('is due at three such games, or one kept only here for a week', () => {
    expect(backupDue([finished(ago(HOUR)), finished(ago(HOUR))], NOW)).toBe(false);
    expect(backupDue([finished(ago(HOUR)), finished(ago(HOUR)), finished(ago(HOUR))], NOW)).toBe(true);
    expect(backupDue([finished(ago(BACKUP_AGE_MS - HOUR))], NOW)).toBe(false);
    expect(backupDue([finished(ago(BACKUP_AGE_MS))], NOW)).toBe(true);
  });

  it('comes before the guidance, and once put away comes back only for games finished since', () => {
    const three = [finished(ago(3 * HOUR)), finished(ago(2 * HOUR)), finished(ago(HOUR))];
    expect(advice('ios', 'unavailable', three)).toEqual({ kind: 'backup', games: 3 });
    const put = dismiss(NONE, { kind: 'backup', games: 3 }, NOW);
    expect(advice('other', 'granted', three, put)).toBeNull();
    const later = new Date(NOW.getTime() + BACKUP_AGE_MS + HOUR);
    const one = finished(new Date(NOW.getTime() + HOUR).toISOString());
    expect(backupDue([...three, one], later, put.backupAt)).toBe(true);
    expect(backupDue(three, later, put.backupAt)).toBe(false);
  });
});

describe('what was put away', () => {
  it('is read back as written, and an unreadable value says everything again', () => {
    const put = dismiss(dismiss(NONE, { kind: 'refused', games: 1 }, NOW), { kind: 'backup', games: 3 }, NOW);
    expect(readDismissed(JSON.stringify(put), null)).toEqual({
      guides: ['refused'],
      backupAt: NOW.toISOString(),
    });
    expect(readDismissed('{', null)).toEqual({ guides: [] });
    expect(readDismissed('{"guides":["x","unanswered"],"backupAt":5}', null)).toEqual({
      guides: ['unanswered'],
    });
  });
});
