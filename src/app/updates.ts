// The service-worker bridge: an update waits until the user taps reload, and the game is saved first.
import { signal } from '@preact/signals';

/** The update model: `ready` turns true when a new version is waiting. */
export class Updates {
  readonly ready = signal(false);
  /** Saving is failing with entries only in memory: the update waits until they are saved or kept in a file. */
  readonly blocked = signal(false);
  private apply: (() => void) | null = null;
  /** Called before reloading: true when no entry would be lost (the open game's writes are all done). */
  beforeReload: () => Promise<boolean> = async () => true;
  /** Saves the games with entries only in memory to a file (the way out while the database refuses writes). */
  rescue: (() => void | Promise<void>) | null = null;

  /**
   * Registers the service worker (production builds only) and listens for a waiting update. Never fails: a
   * registration cut short (the page reloaded meanwhile: WebKit's "Importing a module script failed."), a
   * missing sw.js or a browser that refuses workers leaves the app as it is, working but not offline, and
   * the next visit tries again. There is nothing for the user to do, so nothing is said.
   */
  async start(url: string): Promise<void> {
    if (!('serviceWorker' in navigator)) return;
    try {
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
    } catch (error) {
      document.documentElement.dataset.sw = 'failed';
      console.warn('The service worker could not be registered; the app works, but not offline.', error);
    }
  }

  /** Saves, then lets the waiting worker take over; the page reloads when it controls it. Never over unsaved entries. */
  async reload(): Promise<void> {
    if (!(await this.beforeReload())) {
      this.blocked.value = true;
      return;
    }
    this.blocked.value = false;
    this.apply?.();
  }

  /** Keeps the open game in a file, then updates: what was only in memory is now in the user's hands. */
  async rescueAndReload(): Promise<void> {
    await this.rescue?.();
    this.blocked.value = false;
    this.apply?.();
  }
}
