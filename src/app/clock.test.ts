import { describe, expect, it } from 'vitest';
import { MAX_AHEAD_MS, MonotonicClock } from './clock';

describe('the app clock', () => {
  it('follows the wall clock, but never goes back past a time already stamped', () => {
    let wall = Date.parse('2026-11-22T10:00:00.000Z');
    const clock = new MonotonicClock(() => wall);
    expect(clock.now().toISOString()).toBe('2026-11-22T10:00:00.000Z');
    clock.observe('2026-11-22T11:00:00.000Z'); // a game saved "later" than the clock now says
    expect(clock.now().toISOString()).toBe('2026-11-22T11:00:00.001Z');
    wall = Date.parse('2026-11-22T09:00:00.000Z'); // the clock is set back an hour and more
    expect(clock.now().toISOString()).toBe('2026-11-22T11:00:00.002Z');
    wall = Date.parse('2026-11-22T12:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });

  it('does not follow a time far ahead of the wall clock (an imported date in the year 9999)', () => {
    const wall = Date.parse('2026-11-27T10:00:00.000Z');
    const clock = new MonotonicClock(() => wall);
    clock.observe('9999-12-31T23:59:59.999Z');
    expect(clock.now().toISOString()).toBe('2026-11-27T10:00:00.000Z');
    // Up to the margin it is followed: a clock set back within a day keeps the order of entries.
    clock.observe(new Date(wall + MAX_AHEAD_MS).toISOString());
    expect(clock.now().getTime()).toBe(wall + MAX_AHEAD_MS + 1);
  });
});
