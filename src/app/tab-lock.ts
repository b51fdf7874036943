// One writer per game: a Web Lock held while a game is open, so two tabs never fork it.

/** Tries to hold the game's lock; `onLost` runs if another tab takes it over. Returns a release function, or null if busy. */
export async function holdGame(id: string, onLost: () => void, steal = false): Promise<(() => void) | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return () => undefined;
  let release: () => void = () => undefined;
  const held = new Promise<boolean>((granted) => {
    const options: LockOptions = steal ? { steal: true } : { ifAvailable: true };
    locks
      .request(`choba-game:${id}`, options, (lock) => {
        if (!lock) {
          granted(false);
          return undefined;
        }
        granted(true);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      .catch(() => onLost());
  });
  return (await held) ? () => release() : null;
}
