// The cross-engine smoke: the same scenario as a new user would go through it, in Chromium (playwright-core),
// Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK (WebKitWebDriver), against the production
// build: first visit and offline reload, a new game saved across a reload with a refusal in view, a quick check
// typed in full-width digits, an import, the five example games' final scores (identical in every engine, and
// as the rules compute them), the hand-over screens (also without CompressionStream), and no uncaught error or
// unhandled rejection anywhere.
// ENGINES=webkit runs one engine; ENGINES_BREAK=no-sw or entry-throws plants a break (the smoke must fail).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { finalScore, isViolation } from '../src/headless';
import { baseUrl } from './browser';
import type { Driver, EngineName } from './engines-driver';
import { ENGINES, LAUNCH } from './engines-launch';
import { type Probe, probe, table } from './engines-probe';
import { type Break, EngineProxy } from './engines-proxy';
import {
  type Board,
  EXAMPLES,
  finalScores,
  firstVisitThenOffline,
  handOverScreens,
  importExamples,
  newGameSavedAcrossReload,
  quickCheckReadsFullWidth,
  SHOTS,
} from './engines-scenario';

const PLANTED = (process.env.ENGINES_BREAK ?? 'none') as Break;

/** Each engine's scoreboards, compared once all have run. */
const boards = new Map<EngineName, Record<string, Board>>();
const probes = new Map<EngineName, Probe>();

describe.each(ENGINES)('%s', (engine) => {
  let driver: Driver;
  let proxy: EngineProxy;
  let dir: string;
  let started = 0;
  beforeAll(async () => {
    started = Date.now();
    proxy = await EngineProxy.start(baseUrl(), PLANTED);
    driver = await LAUNCH[engine]();
    dir = mkdtempSync(`${tmpdir()}/choba-engines-`);
  });
  afterAll(async () => {
    await driver?.close();
    await proxy?.close();
    rmSync(dir, { recursive: true, force: true });
    console.log(`${engine}: ${driver?.version}, smoke ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  // A failed step leaves a picture of the page as it stood (shots/engines/failed-<engine>-<step>.png).
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await driver
        ?.screenshot(`${SHOTS}/failed-${engine}-${task.name.split(/\W+/).slice(0, 3).join('-')}.png`)
        .catch(() => undefined);
  });

  it('first visit, then a reload with the network cut', async () => {
    await firstVisitThenOffline(driver, proxy);
    probes.set(engine, await probe(driver));
  });

  it('a new game: six cards saved across a reload, and a refusal in view', async () => {
    await newGameSavedAcrossReload(driver, proxy);
  });

  it('a quick check reads a count typed in full-width digits', async () => {
    await quickCheckReadsFullWidth(driver, proxy);
  });

  it('imports the example games; their final scores are the rules’ own', async () => {
    await importExamples(driver, proxy, dir);
    const shown = await finalScores(driver, proxy);
    boards.set(engine, shown);
    for (const record of EXAMPLES) {
      const score = finalScore(record);
      if (isViolation(score)) throw new Error(`${record.game}: ${score.code}`);
      // In rank order, as the scoreboard lists them.
      const ranked = [...score.players].sort((a, b) => a.rank - b.rank || a.player - b.player);
      expect(shown[record.game]?.totals, record.game).toEqual(ranked.map((p) => p.total));
    }
  });

  it('the hand-over screens, with and without CompressionStream', async () => {
    const { compressed, plain, receive } = await handOverScreens(driver, proxy);
    console.log(
      `${engine}: ${compressed} codes compressed, ${plain} without CompressionStream; receiving: ${receive}`,
    );
    expect(compressed).toBeGreaterThan(0);
    expect(plain).toBeGreaterThan(compressed);
  });

  it('no uncaught error and no unhandled rejection', () => {
    expect([...proxy.errors, ...driver.errors]).toEqual([]);
  });
});

describe('every engine', () => {
  it('shows the same final scores', () => {
    expect([...boards.keys()].sort()).toEqual([...ENGINES].sort());
    const [first, ...others] = ENGINES;
    for (const other of others) expect(boards.get(other), other).toEqual(boards.get(first as EngineName));
    console.log(`What each engine offers, measured in the page:\n${table(probes)}`);
  });
});
