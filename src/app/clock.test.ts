import { describe, expect, it } from 'vitest';
import { MonotonicClock } from './clock';

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
});
