// Settings: teaching tables per game (secrets kept everywhere else), and settings saved before they existed.
import { describe, expect, it } from 'vitest';
import { Settings } from './settings';
import { MemoryStorage } from './testing/memory-storage';

describe('teaching tables', () => {
  it("keeps every game's secrets by default, and shows them only at the games made teaching tables", () => {
    const storage = new MemoryStorage();
    const settings = new Settings(storage, ['ja']);
    expect(settings.keepsSecrets('edo')).toBe(true);
    settings.setTeaching('edo', true);
    expect(settings.keepsSecrets('edo')).toBe(false);
    expect(settings.keepsSecrets('mercator')).toBe(true);
    // Saved, and read back by the next visit.
    expect(new Settings(storage, ['ja']).keepsSecrets('edo')).toBe(false);
    settings.setTeaching('edo', false);
    expect(new Settings(storage, ['ja']).keepsSecrets('edo')).toBe(true);
  });

  it('makes every game a teaching table for someone who had switched "hide secret money" off', () => {
    const storage = new MemoryStorage();
    storage.setItem('choba.settings', JSON.stringify({ lang: 'en', hideSecrets: false }));
    const settings = new Settings(storage, ['ja']);
    expect(settings.keepsSecrets('edo')).toBe(false);
    expect(settings.keepsSecrets('supermarket')).toBe(false);
    expect(settings.lang.value).toBe('en');
  });

  it('ignores game ids it does not know in saved settings', () => {
    const storage = new MemoryStorage();
    storage.setItem('choba.settings', JSON.stringify({ teaching: ['edo', 'chess', 7] }));
    expect(new Settings(storage, ['ja']).teaching.value).toEqual(['edo']);
  });
});
