// What each engine offers of the platform APIs the app leans on, measured in the page as the app sees it
// (served from http://127.0.0.1 through the smoke's proxy): the table in docs/architecture.md is this probe's
// output, and the smoke prints it for every run.
import type { Driver } from './engines-driver';

/** One engine's answers: true/false, or what a call answered. */
export type Probe = Record<string, string | boolean>;

/** Runs the probe in the page now open (the app's page, after its first visit). */
export function probe(driver: Driver): Promise<Probe> {
  return driver.run(async () => {
    const within = <T>(p: Promise<T>, ms: number): Promise<T | 'no answer'> =>
      Promise.race([p, new Promise<'no answer'>((r) => setTimeout(() => r('no answer'), ms))]);
    const said = (p: Promise<unknown>) =>
      within(
        p.then(
          (v) => `answers ${typeof v === 'object' ? 'yes' : String(v)}`,
          (e: Error) => `refused (${e.name})`,
        ),
        2000,
      );
    const g = globalThis as Record<string, unknown>;
    const nav = navigator as Navigator & { wakeLock?: { request(t: string): Promise<{ release(): void }> } };
    const Detector = g.BarcodeDetector as { getSupportedFormats?: () => Promise<string[]> } | undefined;
    let durability = 'no';
    try {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('choba');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('games', 'readonly', { durability: 'strict' });
      durability = tx.durability === 'strict' ? 'strict' : `ignored (${String(tx.durability)})`;
      db.close();
    } catch (error) {
      durability = `refused (${(error as Error).name})`;
    }
    return {
      secureContext: window.isSecureContext,
      'navigator.storage': 'storage' in navigator,
      'storage.persist()': navigator.storage?.persist ? await said(navigator.storage.persist()) : false,
      'storage.estimate()': navigator.storage?.estimate ? await said(navigator.storage.estimate()) : false,
      'service worker': 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null,
      CompressionStream: typeof g.CompressionStream === 'function',
      DecompressionStream: typeof g.DecompressionStream === 'function',
      BarcodeDetector: Detector
        ? `formats: ${(await Detector.getSupportedFormats?.().catch(() => []))?.join(' ') || 'none'}`
        : false,
      'Web Locks': 'locks' in navigator,
      BroadcastChannel: typeof g.BroadcastChannel === 'function',
      'wake lock': nav.wakeLock
        ? await said(
            nav.wakeLock.request('screen').then(async (lock) => {
              await lock.release();
              return 'granted';
            }),
          )
        : false,
      getUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function',
      'navigator.share': typeof navigator.share === 'function',
      requestIdleCallback: typeof g.requestIdleCallback === 'function',
      requestVideoFrameCallback: 'requestVideoFrameCallback' in HTMLVideoElement.prototype,
      'content-visibility: hidden': CSS.supports('content-visibility', 'hidden'),
      inert: 'inert' in HTMLElement.prototype,
      'IndexedDB durability': durability,
    };
  });
}

/** The probes of several engines as a Markdown table, an API a row (for docs/architecture.md). */
export function table(probes: Map<string, Probe>): string {
  const engines = [...probes.keys()];
  const apis = [...new Set([...probes.values()].flatMap((p) => Object.keys(p)))];
  const cell = (v: string | boolean | undefined) =>
    v === true ? 'yes' : v === false ? '**no**' : (v ?? '?');
  return [
    `| API | ${engines.join(' | ')} |`,
    `| --- |${engines.map(() => ' --- |').join('')}`,
    ...apis.map((api) => `| ${api} | ${engines.map((e) => cell(probes.get(e)?.[api])).join(' | ')} |`),
  ].join('\n');
}
