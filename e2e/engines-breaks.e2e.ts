// The cross-engine smoke must go red when the app is broken, in every engine: two breaks are planted through
// its proxy and the smoke's own checks are run against them. With sw.js missing, the first visit's check
// fails (no service worker takes over, so no offline start) while the app itself stays free of unhandled
// rejections; with an entry script that throws, the error reaches the smoke's error list, which must be empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './browser';
import type { Driver } from './engines-driver';
import { ENGINES, LAUNCH } from './engines-launch';
import { EngineProxy } from './engines-proxy';
import { firstVisitThenOffline } from './engines-scenario';

describe.each(ENGINES)('%s, with a planted break', (engine) => {
  let driver: Driver;
  const proxies: EngineProxy[] = [];
  beforeAll(async () => {
    driver = await LAUNCH[engine]();
  });
  afterAll(async () => {
    await driver?.close();
    for (const proxy of proxies) await proxy.close();
  });

  it('sw.js missing: the first visit fails the smoke, and the app rejects nothing unhandled', async () => {
    const proxy = await EngineProxy.start(baseUrl(), 'no-sw');
    proxies.push(proxy);
    await expect(firstVisitThenOffline(driver, proxy)).rejects.toThrow(
      `${engine}: no service worker controls the page after the first visit`,
    );
    expect(await driver.run(() => document.documentElement.dataset.sw)).toBe('failed');
    expect([...proxy.errors, ...driver.errors]).toEqual([]);
  });

  it('an entry script that throws: its error is on the list the smoke requires empty', async () => {
    const proxy = await EngineProxy.start(baseUrl(), 'entry-throws');
    proxies.push(proxy);
    const heard = driver.errors.length;
    await driver.goto(`${proxy.url}/#/`);
    for (let tries = 0; proxy.errors.length === 0 && tries < 100; tries++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(proxy.errors.join('\n')).toContain('planted: the entry script throws');
    expect(await driver.run(() => document.querySelector('.top-bar') === null)).toBe(true);
    // Where the driver hears page errors itself (Chromium, Firefox), it heard this one too.
    if (engine !== 'webkit') expect(driver.errors.slice(heard).join('\n')).toContain('planted');
  });
});
