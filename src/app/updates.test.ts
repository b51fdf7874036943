import { describe, expect, it } from 'vitest';
import { Updates } from './updates';

describe('an app update', () => {
  it('waits while entries are not saved, and says so instead of reloading', async () => {
    const updates = new Updates();
    let applied = 0;
    (updates as unknown as { apply: () => void }).apply = () => applied++;
    updates.beforeReload = async () => false;
    await updates.reload();
    expect(applied).toBe(0);
    expect(updates.blocked.value).toBe(true);
    // Once the game is kept in a file, the update goes ahead.
    let rescued = 0;
    updates.rescue = () => {
      rescued++;
    };
    await updates.rescueAndReload();
    expect([rescued, applied, updates.blocked.value]).toEqual([1, 1, false]);
  });

  it('reloads at once when every entry is saved', async () => {
    const updates = new Updates();
    let applied = 0;
    (updates as unknown as { apply: () => void }).apply = () => applied++;
    updates.beforeReload = async () => true;
    await updates.reload();
    expect(applied).toBe(1);
  });
});
