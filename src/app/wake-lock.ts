// Keeps the phone awake during a game, re-acquiring the lock whenever the page becomes visible again.

/** Holds a screen wake lock while `wanted()` is true; returns a function that releases it for good. */
export function keepAwake(doc: Document, nav: Navigator, wanted: () => boolean): () => void {
  let sentinel: WakeLockSentinel | null = null;
  // A request not yet granted: no second one meanwhile (it would leave one lock unreleased).
  let asking = false;
  let stopped = false;
  const acquire = async () => {
    if (
      stopped ||
      asking ||
      sentinel ||
      !wanted() ||
      doc.visibilityState !== 'visible' ||
      !('wakeLock' in nav)
    )
      return;
    asking = true;
    try {
      const granted = await nav.wakeLock.request('screen');
      // Left (or the game ended) while the browser was granting it: let it go at once.
      if (stopped) {
        void granted.release();
        return;
      }
      sentinel = granted;
      granted.addEventListener('release', () => {
        if (sentinel === granted) sentinel = null;
      });
    } catch {
      // Refused (battery saver, no permission): the game goes on without it.
    } finally {
      asking = false;
    }
  };
  const onVisible = () => void acquire();
  doc.addEventListener('visibilitychange', onVisible);
  void acquire();
  return () => {
    stopped = true;
    doc.removeEventListener('visibilitychange', onVisible);
    void sentinel?.release();
    sentinel = null;
  };
}
