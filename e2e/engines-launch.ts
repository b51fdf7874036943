// The engines of the cross-engine smoke and how each is started; ENGINES=webkit,firefox picks some of them.
import { launchChromium } from './engines-chromium';
import type { Driver, EngineName } from './engines-driver';
import { launchFirefox } from './engines-firefox';
import { launchWebKit } from './engines-webkit';

/** How each engine is started: a fresh browser with one phone-sized page. */
export const LAUNCH: Record<EngineName, () => Promise<Driver>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/** The engines this run tests: all three, or those ENGINES names. */
export const ENGINES = (process.env.ENGINES?.split(',') ?? Object.keys(LAUNCH)) as EngineName[];
