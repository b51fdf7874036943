// Press and hold: shown while a finger (or a held Space key) stays down, hidden the moment it lifts.
import { useEffect, useRef, useState } from 'preact/hooks';

/** Handlers for a button that shows something only while held. */
export interface HoldHandlers {
  onPointerDown: () => void;
  onPointerUp: () => void;
  onPointerLeave: () => void;
  onPointerCancel: () => void;
  onKeyDown: (e: KeyboardEvent) => void;
  onKeyUp: () => void;
  onBlur: () => void;
  onContextMenu: (e: Event) => void;
}

/** The handlers that call `set(true)` when a press starts and `set(false)` the moment it ends. */
export function holdHandlers(set: (held: boolean) => void): HoldHandlers {
  const release = () => set(false);
  return {
    onPointerDown: () => set(true),
    onPointerUp: release,
    onPointerLeave: release,
    onPointerCancel: release,
    onKeyDown: (e) => e.key === ' ' && set(true),
    onKeyUp: release,
    onBlur: release,
    // A long press on a phone opens the context menu; it would steal the pointer and leave the secret shown.
    onContextMenu: (e) => e.preventDefault(),
  };
}

/**
 * Lets go of a hold when the page is put away or loses the window (the phone locked, another app): the lift
 * of the finger may then reach nothing, and a phone does not always focus a tapped button, so no blur comes.
 */
export function useLetGoWhenHidden(held: boolean, release: () => void): void {
  // The caller's latest release, read when the page goes: listening once per hold, not once per render.
  const latest = useRef(release);
  latest.current = release;
  useEffect(() => {
    if (!held) return;
    const release = () => latest.current();
    const onHide = () => {
      if (document.visibilityState === 'hidden') release();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', release);
    window.addEventListener('blur', release);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', release);
      window.removeEventListener('blur', release);
    };
  }, [held]);
}

/** Whether the button is held now, and the handlers that make it so. */
export function useHold(): [boolean, HoldHandlers] {
  const [held, setHeld] = useState(false);
  useLetGoWhenHidden(held, () => setHeld(false));
  return [held, holdHandlers(setHeld)];
}
