// Keeps the phone awake during a game, re-acquiring the lock whenever the page becomes visible again.

/** Holds a screen wake lock while `wanted()` is true; returns a function that releases it for good. */
export function keepAwake(doc: Document, nav: Navigator, wanted: () => boolean): () => void {
  let sentinel: WakeLockSentinel | null = null;
  const acquire = async () => {
    if (!wanted() || doc.visibilityState !== 'visible' || !('wakeLock' in nav) || sentinel) return;
    try {
      sentinel = await nav.wakeLock.request('screen');
      sentinel.addEventListener('release', () => {
        sentinel = null;
      });
    } catch {
      // Refused (battery saver, no permission): the game goes on without it.
    }
  };
  const onVisible = () => void acquire();
  doc.addEventListener('visibilitychange', onVisible);
  void acquire();
  return () => {
    doc.removeEventListener('visibilitychange', onVisible);
    void sentinel?.release();
    sentinel = null;
  };
}
