// A localStorage for tests in Node: what the app keeps between visits (settings, drafts, the booth's lock, the
// table's list of moves), read back by a second model over the same storage as a reload would.

/** A Storage held in a Map; `items` lets a test read or spoil what was kept. */
export class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}
