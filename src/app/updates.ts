// The service-worker bridge: an update waits until the user taps reload, and the game is saved first.
import { signal } from '@preact/signals';

/** The update model: `ready` turns true when a new version is waiting. */
export class Updates {
  readonly ready = signal(false);
  private apply: (() => void) | null = null;
  /** Called before reloading so that no entry is lost (the open game's pending writes). */
  beforeReload: () => Promise<void> = async () => undefined;

  /** Registers the service worker (production builds only) and listens for a waiting update. */
  async start(url: string): Promise<void> {
    if (!('serviceWorker' in navigator)) return;
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox(url, { scope: '/' });
    wb.addEventListener('waiting', () => {
      this.apply = () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      };
      this.ready.value = true;
    });
    await wb.register();
    // Marks that updates are being listened for (diagnostics, and the end-to-end test waits on it).
    document.documentElement.dataset.sw = 'listening';
  }

  /** Saves, then lets the waiting worker take over; the page reloads when it controls it. */
  async reload(): Promise<void> {
    await this.beforeReload();
    this.apply?.();
  }
}
