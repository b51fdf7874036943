// One way of driving a page in each of the three engines of the cross-engine smoke (Chromium through
// playwright-core, Firefox through puppeteer-core over WebDriver BiDi, WebKitGTK through WebKitWebDriver):
// the few things the scenario does, and the waits and taps it builds from them, the same in every engine.

/** The engines a phone's browser runs on. */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A function run in the page: its argument and its result travel as JSON. */
// biome-ignore lint/suspicious/noExplicitAny: the page's functions take any JSON argument.
export type PageFunction<T> = (arg: any) => T | Promise<T>;

/** One phone-sized page of one engine, in English, its network reached through the smoke's proxy. */
export interface Driver {
  readonly engine: EngineName;
  /** The browser's name and version, as the engine reports them. */
  readonly version: string;
  /** Uncaught errors the driver itself heard of (where the engine reports them), beside the recorder's. */
  readonly errors: string[];
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  run<T>(fn: PageFunction<T>, arg?: unknown): Promise<T>;
  /** A real click (the engine's own input events) on the one element `selector` finds. */
  click(selector: string): Promise<void>;
  /** Types into the one text box `selector` finds, replacing what it held, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Chooses a file on disk in a file input, as a user picks one. */
  upload(selector: string, file: string): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/** Polls `fn` in the page until it returns something truthy; fails with `what` after `ms`. */
export async function waitFor<T>(
  driver: Driver,
  what: string,
  fn: PageFunction<T>,
  arg?: unknown,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const value = await driver.run(fn, arg);
      if (value) return value;
    } catch (error) {
      // A page between two documents (a reload, a navigation) answers nothing for a moment.
      last = error;
    }
    if (Date.now() > until)
      throw new Error(`${driver.engine}: waited ${ms} ms for ${what}${last ? ` (${String(last)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until an element matching `selector` (and holding `text`, if given) is in the page. */
export function waitForElement(
  driver: Driver,
  selector: string,
  text?: string,
  ms?: number,
): Promise<boolean> {
  return waitFor(
    driver,
    `${selector}${text ? ` with "${text}"` : ''}`,
    ([css, t]: [string, string | null]) =>
      [...document.querySelectorAll(css)].some((el) => t === null || (el.textContent ?? '').includes(t)),
    [selector, text ?? null],
    ms,
  );
}

/**
 * Taps the enabled element matching `selector` whose accessible name (aria-label, else its text) is `name`
 * exactly: it is found in the page, marked, brought into view and clicked through the engine's input.
 */
export async function tap(driver: Driver, selector: string, name: string): Promise<void> {
  await waitFor(
    driver,
    `${selector} "${name}"`,
    ([css, n]: [string, string]) => {
      // While the game's screen is behind the last entry, a shield takes the taps (screens/Table.tsx).
      if (document.querySelector('main.table > .table-entry > .table-shield')) return false;
      for (const old of document.querySelectorAll('[data-smoke-tap]')) old.removeAttribute('data-smoke-tap');
      // The accessible name: aria-label, else the text without what is hidden from assistive technology.
      const nameOf = (el: Element): string =>
        el.getAttribute('aria-label') ??
        [...el.childNodes]
          .map((node) =>
            node instanceof Element
              ? node.getAttribute('aria-hidden') === 'true'
                ? ''
                : nameOf(node)
              : (node.textContent ?? ''),
          )
          .join('');
      const found = [...document.querySelectorAll<HTMLElement>(css)].find(
        (el) =>
          nameOf(el).replace(/\s+/g, ' ').trim() === n &&
          !(el as HTMLButtonElement).disabled &&
          el.checkVisibility(),
      );
      found?.setAttribute('data-smoke-tap', '');
      found?.scrollIntoView({ block: 'center' });
      return found !== undefined;
    },
    [selector, name],
  );
  await driver.click('[data-smoke-tap]');
}

/** Types `value` into the text box named `label` (its aria-label, or its label's whole text), as a user does. */
export async function fill(driver: Driver, label: string, value: string): Promise<void> {
  await waitFor(
    driver,
    `the box "${label}"`,
    (l: string) => {
      for (const old of document.querySelectorAll('[data-smoke-tap]')) old.removeAttribute('data-smoke-tap');
      const labelled = [...document.querySelectorAll('label')].find(
        (el) => (el.textContent ?? '').trim() === l,
      );
      const input = [...document.querySelectorAll('input')].find((el) => el.getAttribute('aria-label') === l);
      const found = input ?? labelled?.control;
      found?.setAttribute('data-smoke-tap', '');
      return !!found;
    },
    label,
  );
  await driver.type('[data-smoke-tap]', value);
}
