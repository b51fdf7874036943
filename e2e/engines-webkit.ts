// WebKit in the cross-engine smoke: WebKitGTK's MiniBrowser (Safari's engine) started with --automation by
// Debian's WebKitWebDriver, on a virtual X display (Xvfb) of its own, driven over the W3C WebDriver protocol
// by the `webdriver` client (its driver downloads are never used: the session is made here, against the
// WebKitWebDriver we start, and the client attached to it). A 360-px-wide window in English.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import WebDriver from 'webdriver';
import type { Driver } from './engines-driver';

/** Debian's WebDriver service for WebKitGTK, and the browser it starts (scripts/ensure-engines.mjs). */
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The W3C name of an element reference in a command's answer. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts Xvfb on a display it picks itself (no clash with another run); answers its number. */
async function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1024x768x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let said = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve(`:${said.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  return { process: xvfb, display };
}

/** Waits until WebKitWebDriver answers on `port`. */
async function driverUp(port: number, driver: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer');
}

/** A fresh MiniBrowser (an ephemeral profile) with one window 360 CSS px wide. */
export async function launchWebKit(): Promise<Driver> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const env = { ...process.env, DISPLAY: xvfb.display, LANG: 'en_US.UTF-8', LANGUAGE: 'en_US' };
  const service = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env, stdio: 'ignore' });
  const stop = () => {
    service.kill();
    xvfb.process.kill();
  };
  try {
    await driverUp(port, service);
    const answer = await fetch(`http://127.0.0.1:${port}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        capabilities: {
          alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
        },
      }),
    });
    const { value } = (await answer.json()) as {
      value: { sessionId: string; capabilities: WebdriverIO.Capabilities };
    };
    const client = WebDriver.attachToSession({
      sessionId: value.sessionId,
      capabilities: value.capabilities,
      hostname: '127.0.0.1',
      port,
      protocol: 'http',
      logLevel: 'silent',
    });
    // The window's frame takes some of its width: widen it until the page itself is 360 px wide.
    await client.setWindowRect(0, 0, 360, 640);
    const inner = (await client.executeScript('return window.innerWidth', [])) as number;
    if (inner !== 360) await client.setWindowRect(0, 0, 360 + (360 - inner), 640);
    const one = async (selector: string) => {
      const found = (await client.findElement('css selector', selector)) as Record<string, string>;
      if (!found[ELEMENT]) throw new Error(`webkit: nothing matches ${selector}`);
      return found[ELEMENT];
    };
    return {
      engine: 'webkit',
      version: `WebKitGTK ${value.capabilities.browserVersion} (MiniBrowser)`,
      errors: [],
      goto: (url) => client.navigateTo(url) as Promise<void>,
      reload: () => client.refresh() as Promise<void>,
      run: (fn, arg) => client.executeScript(`return (${fn}).apply(null, arguments)`, [arg ?? null]),
      click: async (selector) => void (await client.elementClick(await one(selector))),
      type: async (selector, text) => {
        const id = await one(selector);
        await client.elementClear(id);
        await client.elementSendKeys(id, text);
      },
      upload: async (selector, file) => void (await client.elementSendKeys(await one(selector), file)),
      screenshot: async (path) => writeFile(path, Buffer.from(await client.takeScreenshot(), 'base64')),
      close: async () => {
        await client.deleteSession().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
